/**
 * What the choice machine knows of verification: an object a service family provides (US Street for the US element,
 * with `verify`), never that family's code. It verifies a final choice, a unit typed after a chosen street, and an
 * address the browser autofilled or the shopper pasted. Its requests go through the element's request scheduler
 * (its verification lane).
 */
import type { AddressError } from '../../api/errors.js';
import type { PostalAddress } from '../../form/address-values.js';
import type { Verification } from '../events/address-events.js';
import type { FinalChoice } from './final-choice.js';

/** What a verification gives the choice: its verdict, the address to fill, and the failure to report. */
export interface VerifiedChoice {
  verification: Verification;
  address: PostalAddress;
  error?: AddressError;
}

/** The check of an autofilled or pasted address: the verdict, and the service's form of it as a choice when found. */
export interface ReplacementCheck {
  verification: Verification;
  error?: AddressError;
  choice?: FinalChoice;
  /** The entered address already is `choice` (case, commas, abbreviations and ZIP+4 aside). */
  same?: boolean;
  /** The ranges of `choice.label` that differ from what was entered (marked in the "Did you mean" row). */
  changed?: ReadonlyArray<readonly [number, number]>;
  /** A pasted address in the form's parts, as entered, for "Keep what I entered"; undefined when it does not split. */
  kept?: Pick<FinalChoice, 'address' | 'regionAliases' | 'countryAlpha2'>;
}

/** A unit typed after a chosen street, as the service judged it: the address carries the unit as it writes it. */
export interface UnitVerdict extends VerifiedChoice {
  /** The unit stands: the service knows it, or could not be asked (fail open). */
  confirmed: boolean;
}

/**
 * How a verifier sends its requests: through its element's verification lane, which times them out on the clock its
 * lookups run on, keeps answers in a bounded page-wide cache, and lets a newer request replace the one under way,
 * whose promise rejects with an AbortError (see RequestScheduler.request).
 */
export interface Requests {
  request<V>(key: string, run: (signal: AbortSignal) => Promise<V>): Promise<V>;
}

/**
 * Verification for one configuration. Every answer resolves (fail open: a failed request gives `status: 'error'`
 * and its `error`), except one a newer request replaced, which the choice machine ignores anyway.
 */
export interface Verifier {
  /** The verdict on a final choice, which `verified-address` waits for. */
  verify(choice: FinalChoice): Promise<VerifiedChoice>;
  /** The verdict on `unit` typed after the chosen street of `choice`. */
  verifyUnit(choice: FinalChoice, unit: string): Promise<UnitVerdict>;
  /**
   * The quiet check of an address that came in without typing: its verdict and the service's form of it. `form` is the
   * address as the form holds it, read by the caller (the choice's form work, which the verifier's chunk leaves out).
   */
  check(form: PostalAddress, pasted: string | undefined): Promise<ReplacementCheck>;
}
