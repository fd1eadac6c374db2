/**
 * `address-error`, in a module of its own: the loader and the core dispatch it from the start, while the other events
 * (address-events.ts) follow a choice and come with the code that makes one.
 */
import type { AddressErrorCode } from '../../api/errors.js';

export interface AddressErrorDetail {
  /** HTTP status, or 0 where there was none (config, network, timeout). */
  status: number;
  code: AddressErrorCode;
  message: string;
  /** For `config`: the misconfigured attribute. */
  attribute?: string;
}

/** A lookup failed or the element is misconfigured. The input stays usable and its text is never changed. */
export class AddressErrorEvent extends CustomEvent<AddressErrorDetail> {
  static readonly eventName = 'address-error';

  constructor(detail: AddressErrorDetail) {
    super(AddressErrorEvent.eventName, { detail, bubbles: true, composed: true });
  }
}
