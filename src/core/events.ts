import type { AddressErrorCode } from '../api/errors.js';
import type { PostalAddress } from '../form/address-values.js';
import type { Verification } from './us-verification.js';

export type AddressApi = 'us-v2' | 'us-pro' | 'intl';

/**
 * How the address came: chosen from the list; the browser's autofill or a pasted whole address, accepted from the
 * "Did you mean" row or found to be already right (`verify`); a unit typed after a chosen street that US Street
 * confirmed (`verify`).
 */
export type VerifiedAddressSource = 'list' | 'autofill' | 'paste' | 'unit';

export interface VerifiedAddressDetail {
  api: AddressApi;
  /** How the address came (see VerifiedAddressSource); `list` for a choice from the suggestions. */
  source: VerifiedAddressSource;
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

export interface AddressClearedDetail {
  /** The address the text no longer is. */
  address: PostalAddress;
}

/**
 * The text is no longer the chosen address: the shopper edited the street (other than appending a unit that US
 * Street then confirms), the browser autofilled or the shopper pasted over it, the form was reset, or `clear()` was
 * called. Dispatched once per choice. The fields the element filled are left as they are.
 */
export class AddressClearedEvent extends CustomEvent<AddressClearedDetail> {
  static readonly eventName = 'address-cleared';

  constructor(detail: AddressClearedDetail) {
    super(AddressClearedEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'verified-address': VerifiedAddressEvent;
    'address-error': AddressErrorEvent;
    'address-cleared': AddressClearedEvent;
  }
}
