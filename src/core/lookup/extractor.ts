/**
 * What the choice machine knows of finding addresses in pasted text (`extract-url`): an object the US service provides
 * (the shop's extract route, which calls US Extract with the secret key), never the route's code. Its requests go
 * through the element's request scheduler, as the verifier's do.
 */
import type { AddressError } from '../../api/errors.js';
import type { Verification } from '../events/address-events.js';
import type { FinalChoice } from './final-choice.js';

/** One verified address found in the paste: the choice it makes, with its verdict already in hand. */
export interface PasteFind {
  choice: FinalChoice;
  verification: Verification;
}

/** The verified addresses found in a paste, in its order; `error` when the route could not be asked. */
export interface PasteFinds {
  finds: PasteFind[];
  error?: AddressError;
}

export interface Extractor {
  /** Whether the route takes `text` (within its size limit): a longer paste is typing, as without a route. */
  takes(text: string): boolean;
  /** Never rejects: a failure gives no finds and its `error`; a request a newer one replaced gives neither. */
  extract(text: string): Promise<PasteFinds>;
}
