import type { AddressErrorCode } from '../api/errors.js';
import type { PostalAddress } from '../form/address-values.js';
import type { Verification } from './us-verification.js';

export type AddressApi = 'us-v2' | 'us-pro' | 'intl';

export interface VerifiedAddressDetail {
  api: AddressApi;
  address: PostalAddress;
  /** The service's own object for the chosen address. */
  raw: Readonly<Record<string, unknown>>;
  /**
   * With `verify` on the US element: the US Street verdict on the chosen address (`status`) and the candidate as the
   * service sent it. The event waits for it; a failed lookup gives `status: 'error'` and an `address-error`.
   */
  verification?: Verification;
  /**
   * The `autocomplete` tokens (e.g. `['address-level1']`) whose field exists in the filled group but cannot take its
   * value, such as a state `<select>` with no option for the chosen state; those fields are left as they were. `[]`
   * when every value has a place. Worked out before the event is dispatched, from the form as it is then, so it is
   * there for a listener that cancels the event to fill the form itself. Disabled and read-only fields are not
   * listed: they are never filled.
   */
  unfilled: string[];
}

/** The user picked a final address. Cancel it to fill the form yourself. */
export class VerifiedAddressEvent extends CustomEvent<VerifiedAddressDetail> {
  static readonly eventName = 'verified-address';

  constructor(detail: VerifiedAddressDetail) {
    super(VerifiedAddressEvent.eventName, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

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

declare global {
  interface GlobalEventHandlersEventMap {
    'verified-address': VerifiedAddressEvent;
    'address-error': AddressErrorEvent;
  }
}
