import type { AddressErrorCode } from '../../api/errors.js';
import type { PostalAddress } from '../../form/address-values.js';
import type { AddressField } from '../../form/autocomplete-tokens.js';
import type { UsStreetStatus } from '../../api/us-street-status.js';

export type AddressApi = 'us-v2' | 'us-pro' | 'intl';

/** The service a choice came from: an address's, or `<postal-code-autocomplete>`'s postal code. */
export type ChoiceApi = AddressApi | 'intl-postal-code';

/** `detail.verification` of `verified-address`. */
export interface Verification {
  /** The verdict; `error` when the lookup failed (the choice still stands, and `address-error` says why). */
  status: UsStreetStatus | 'error';
  /** The US Street candidate as the service sent it (ZIP+4, county, RDI, coordinates, time zone, …). */
  candidate?: Readonly<Record<string, unknown>>;
}

/**
 * How the address came: chosen from the list; the browser's autofill or a pasted whole address, accepted from the
 * "Did you mean" row or found to be already right (`verify`); a unit the shopper typed rather than picked: after a
 * chosen street, confirmed by US Street (`verify`), or the only unit of a building's list that matches what they
 * typed when they left the input; `edit`: a field the element filled (the city, the state, the ZIP, the unit) was
 * edited after a choice, and US Street (`verify`) checked the form as it then stood: found to be right, or its
 * "Did you mean" row accepted; `submit`: the form was submitted with an address nobody had checked, and US Street
 * (`verify`) found it right, or its "Did you mean" row was accepted, before the submit went on; `check`: the same, when
 * the page asked with `check()`.
 */
export type VerifiedAddressSource = 'list' | 'autofill' | 'paste' | 'unit' | 'edit' | 'submit' | 'check';

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
   * The fields that will take their value, by `autocomplete` token (`address-line1`, `address-level2`, …), however
   * they were found (the `fields` mapping, tokens, or names and labels). Worked out before the event is dispatched,
   * from the form as it is then, like `unfilled`.
   */
  filled: string[];
  /**
   * The values no field will take, by `autocomplete` token: a field that cannot take its value (a state `<select>`
   * with no option for the chosen state; it is left as it was) and a value the form has no field for (no city field
   * found: `address-level2`). `[]` when every value has a place. The country is listed only when the form has a
   * country field that cannot take it: a form without one is taken to be for one country. Worked out before the
   * event is dispatched, from the form as it is then, so it is there for a listener that cancels the event to fill
   * the form itself. Disabled and read-only fields take nothing. When the fill will change the country, the region
   * is in neither list: its control may be rebuilt for the new country. `address-filled` reports what the form holds
   * once the fill is done.
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

export interface AddressFilledDetail {
  address: PostalAddress;
  /** The fields that hold their value once the fill is done, by `autocomplete` token. */
  filled: string[];
  /**
   * The values no field holds once the fill is done, by `autocomplete` token (as `verified-address`'s `unfilled`):
   * a field with no option for its value, a value the form has no field for, a field the shopper changed since, or
   * one the shop threw away and had not rendered again when the wait ended.
   */
  unfilled: string[];
}

/**
 * The form was filled with a chosen address (after `verified-address`, unless it was cancelled): at once, or when
 * the fill changed the country, once the fields the shop rebuilt for it (its region list, or its whole address
 * block) took their values (or the wait for them ended, after 3 s).
 */
export class AddressFilledEvent extends CustomEvent<AddressFilledDetail> {
  static readonly eventName = 'address-filled';

  constructor(detail: AddressFilledDetail) {
    super(AddressFilledEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

import { AddressErrorEvent } from './address-error-event.js';

export { AddressErrorEvent, type AddressErrorDetail } from './address-error-event.js';

export interface AddressClearedDetail {
  /** The address the form no longer holds. */
  address: PostalAddress;
  /**
   * The field whose edit cleared it, by its autocomplete token (`postal-code`, `address-level2`, `address-level1`,
   * `address-line2`, `country`…), when it was another field than the input.
   */
  field?: AddressField;
}

/**
 * The form no longer holds the chosen address: the shopper edited the street (other than appending a unit that US
 * Street then confirms) or changed a field the element filled (`detail.field`; putting back the value it filled is
 * no change), the browser autofilled or the shopper pasted over it, the form was reset, or `clear()` was called.
 * Dispatched once per choice. The fields the element filled are left as they are.
 */
export class AddressClearedEvent extends CustomEvent<AddressClearedDetail> {
  static readonly eventName = 'address-cleared';

  constructor(detail: AddressClearedDetail) {
    super(AddressClearedEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

/**
 * Why the text stands as the shopper entered it, unverified: the suggestions could not be had (`unavailable`: a
 * timeout, the network, a 5xx, 429, a bad answer or a misconfiguration, with its `code`; `refused`: the key or
 * subscription, 401 or 402), nothing matched it (`no-matches`), US Street does not know the autofilled or pasted
 * address (`not-found`) or could not check it (`unavailable`), US Street does not know the unit typed after a chosen
 * street (`unit-not-matched`), or the shopper kept it over the service's correction (`kept`).
 */
export type UnverifiedReason = 'unavailable' | 'refused' | 'no-matches' | 'not-found' | 'unit-not-matched' | 'kept';

export interface Unverified {
  reason: UnverifiedReason;
  /** For `unavailable` and `refused`: the failure's code (its `address-error` gave the details). */
  code?: AddressErrorCode;
}

export interface UnverifiedAddressDetail extends Unverified {
  /** The input's text. */
  text: string;
  /**
   * The address as the form holds it (the input's text on line 1, the other fields as they are): a kept whole
   * address has been split into the fields first. `country` is the form's country field, else the element's country.
   */
  address: PostalAddress;
}

/**
 * The shopper commits an address (leaves the input, presses Enter, keeps their text over a correction) that is not
 * a chosen one, and the service could not help: `require-verified` lets it through, and this event says why, so the
 * page (and the shop's server) can decide. Once per text and reason.
 */
export class UnverifiedAddressEvent extends CustomEvent<UnverifiedAddressDetail> {
  static readonly eventName = 'unverified-address';

  constructor(detail: UnverifiedAddressDetail) {
    super(UnverifiedAddressEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

/**
 * What `check()` answers: the form's address as the element judges it now.
 * - `verified`: the chosen address (with `verify`: one US Street knows), or the form's address found right;
 * - `corrected`: US Street knows it otherwise, and the "Did you mean" row is offered: `address` is the service's form,
 *   which taking the row fills;
 * - `unverified`: the form's address stands as entered, and `reason` says why when it is known (US Street does not
 *   know it, the check failed or ran out of time, the shopper kept it, or a chosen address awaits its unit);
 * - `unchecked`: the element does not verify (no `verify`, or a country US Street does not serve) and no address was
 *   chosen.
 */
export interface AddressCheck {
  status: 'verified' | 'corrected' | 'unverified' | 'unchecked';
  /** The verified address; the service's correction; else the address as the form holds it. */
  address: PostalAddress;
  /** US Street's candidate as the service sent it, when US Street answered for this address. */
  candidate?: Readonly<Record<string, unknown>>;
  /** Why an address stands unverified; `needs-unit`: a chosen address whose building needs its unit. */
  reason?: UnverifiedReason | 'needs-unit';
  /** For `unavailable` and `refused`: the failure's code. */
  code?: AddressErrorCode;
}

/** `detail.address` of `postal-code-selected`: the place a postal code stands for. */
export interface PostalCodePlace {
  /** The locality. */
  city: string;
  /** The administrative area (a state or province). */
  region: string;
  postalCode: string;
  /** ISO alpha-3. */
  country: string;
}

export interface PostalCodeSelectedDetail {
  /** The International Postal Code API's result as the service sent it. */
  result: Readonly<Record<string, unknown>>;
  address: PostalCodePlace;
  /** As `verified-address`'s: the fields that will take their value, by `autocomplete` token. */
  filled: string[];
  /** As `verified-address`'s: the values no field will take, by `autocomplete` token. */
  unfilled: string[];
}

/**
 * The shopper chose a postal code from `<postal-code-autocomplete>`'s list. Cancel it to fill the form yourself. Not
 * a `verified-address`: a postal code and its place are not a whole address.
 */
export class PostalCodeSelectedEvent extends CustomEvent<PostalCodeSelectedDetail> {
  static readonly eventName = 'postal-code-selected';

  constructor(detail: PostalCodeSelectedDetail) {
    super(PostalCodeSelectedEvent.eventName, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'verified-address': VerifiedAddressEvent;
    'address-error': AddressErrorEvent;
    'address-cleared': AddressClearedEvent;
    'unverified-address': UnverifiedAddressEvent;
    'address-filled': AddressFilledEvent;
    'postal-code-selected': PostalCodeSelectedEvent;
  }
}
