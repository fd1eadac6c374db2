import { AddressAutocompleteHost } from './core/element/hosts/address-host.js';
import type { CoreFactory } from './core/element/element-core.js';
import { addressCore } from './core/element/address-core.js';

/**
 * Address autocomplete for shops that ship everywhere: one street input, and the form's country (or the `country`
 * attribute) decides the service. The United States and the territories the US service covers (Puerto Rico, Guam,
 * the US Virgin Islands, American Samoa, the Northern Mariana Islands) use US Autocomplete v2 (or Pro, `api="pro"`),
 * as `<us-address-autocomplete>` does; the countries International Address Autocomplete supports use it, as
 * `<intl-address-autocomplete>` does. With no country, or one neither serves, nothing is looked up and nothing is
 * reported: the shopper's text stands unverified. When the country changes, a lookup under way is cancelled, the list
 * closes and a chosen address in the old country no longer stands; the next keystroke looks up in the new service.
 * US attributes apply while the US service is in use, international ones while the international service is; a
 * misconfigured one is a config error when its service is in use.
 *
 * Styling: the popup is light DOM next to the input, so it is styled by class, not by `::part`:
 * `.address-autocomplete-popup`, `.address-autocomplete-context` (a unit list's heading), `.address-autocomplete-listbox`,
 * `.address-autocomplete-option` (`[aria-selected="true"]` when active, `[data-kind="final" | "group" | "back" | "dismiss"]`: "dismiss" for "Keep what I entered" and "No unit"),
 * `.address-autocomplete-option-text`, `.address-autocomplete-option-detail`, `.address-autocomplete-message` (the
 * status row) and `.address-autocomplete-live` (visually hidden); and the custom properties below.
 *
 * @tag address-autocomplete
 * @slot - The page's own street `<input>` (the first `<input>` inside); the element creates one only when there is none.
 * @attr embedded-key - The embedded key (never a secret key), sent as `key`; it needs both subscriptions (US and international autocomplete).
 * @attr base-url - US service: a proxy or the simulator instead of the production host; the endpoint path is appended.
 * @attr intl-base-url - International service: a proxy or the simulator instead of the production host (the two services' paths are the same, so each has its own).
 * @attr country - The country, overriding the form's: ISO alpha-3 (`USA`, `CAN`), alpha-2 or a name. When absent, the form's `autocomplete="country"` field is read (alpha-3, alpha-2 or a name, in its value or, for a select of database ids, its selected label) and followed as it changes, even when the shop replaces it. A select's placeholder option (`''`, `0`, `-1`, or disabled) is no country: no service, and nothing reported, until the shopper chooses one.
 * @attr max-results - 1–10 suggestions (service default: US 10, international 5).
 * @attr debounce - Milliseconds of typing pause before a lookup (default 150).
 * @attr min-chars - Characters needed before a lookup: 1 or more (default 3).
 * @attr api - US service: `v2` (default) or `pro`.
 * @attr include-only-cities - US service: `CITY,CITY,ST;CITY,ST`.
 * @attr include-only-states - US service: `ST;ST`, or `CONTIGUOUS` / `ALLSTATES` alone.
 * @attr include-only-zip-codes - US service: `12345;67890`.
 * @attr exclude-states - US service: `ST;ST`.
 * @attr prefer-cities - US service: `CITY,ST;CITY,ST`.
 * @attr prefer-states - US service: `ST;ST`.
 * @attr prefer-zip-codes - US service: `12345;67890`.
 * @attr prefer-ratio - US service: 0–100, the share of suggestions taken from the preferences.
 * @attr prefer-geolocation - US service: `city` (service default) or `none`.
 * @attr source - US service: `postal` (service default) or `all`.
 * @attr exclude - US service, v2 only: comma-separated `base-address`, `undeliverable-base-address`, `commercial`, `residential`, `po-box`, `military`.
 * @attr verify - US service, boolean: verify the chosen address with one US Street lookup (billed as such); `verified-address` waits for it and carries `detail.verification`.
 * @attr street-base-url - US service: a proxy or the simulator for the US Street API (default `https://us-street.api.smarty.com`).
 * @attr verify-match - US service: US Street `match`, `strict` (the service's default), `invalid` or `enhanced`.
 * @attr verify-zip4 - US service, boolean: with `verify`, the form's postal-code field gets ZIP+4 (`12345-6789`).
 * @attr extract-url - US service: the shop's own extract route (`createAddressHandler` of the `./server` entry, e.g. `/address/us-extract`), which calls US Extract with the server's secret key. Pasting text of several lines or a whole address posts it there, and the verified addresses found are listed as final options under "Found in your paste" (none found: the status row says so, and the text stays as pasted); choosing one fills the form as a choice, with `detail.source: 'paste'` and its verdict in `detail.verification`. Unset, a paste behaves as before.
 * @attr max-group-results - International service: 1–100 addresses listed when a group is opened (service default 100).
 * @attr geolocation - International service, boolean: bias suggestions by the user's IP (CAN, AUS and DEU only).
 * @attr include-only-locality - International service: comma-separated localities; not together with `include-only-postal-code`.
 * @attr include-only-postal-code - International service: comma-separated postal codes; not together with `include-only-locality`.
 * @attr postal-code-filter - `on` (default) or `off`. On: once a postal code is chosen in the `<postal-code-autocomplete>` of this input's address block, the search is narrowed to it: the US service's to the ZIP (`include_only_zip_codes`, with `prefer_geolocation=none`) unless the page set a US filter or preference (or `prefer-geolocation="city"`), the international service's to the postal code of its country (`include_only_postal_code`) unless the page set `include-only-locality` or `include-only-postal-code`; clearing the postal code lifts it. `off` leaves the search to the attributes.
 * @attr for - The id of the street `<input>` to enhance instead of wrapping one, as `<label for>`: looked up in the element's root node (the document, or the shadow root around the element), followed as it comes, is replaced or goes; the element then wraps nothing and creates no input. An id that names no `<input>` once the document has loaded is a `config` error.
 * @attr fields - Which field takes which value, where names and labels do not say: `"address-level2: billing_city; address-level1: billing_state"` (an `autocomplete` token, then a field's id or `name`); also a property taking an object of the same, whose values may be elements. Wins over tokens and heuristics.
 * @attr require-verified - Boolean: while the text is not a chosen address and the service can offer a choice for it (suggestions, a building's units, a "Did you mean" correction), the input is invalid with `strings.notVerified`, so native validation blocks the submit and `:user-invalid` applies. Fails open: after a failed lookup, a refusal, no matches, a country no service covers, an address or unit US Street does not know, or "Keep what I entered", the input is valid and `unverified-address` says why.
 * @fires verified-address - The user chose a final address (`detail.api`: 'us-v2', 'us-pro' or 'intl'; `detail.source`, `detail.address`, `detail.raw`, `detail.filled` and `detail.unfilled`: the fields that will take their value and the values no field will take, by `autocomplete` token); cancelable: cancel it to fill the form yourself.
 * @fires address-filled - The form was filled with the chosen address (`detail.address`, `detail.filled`, `detail.unfilled`): at once, or when the fill changed the country, once the region was written into the control the shop rebuilt (at most 3 s later).
 * @fires address-cleared - The text is no longer the chosen address: the street was edited, autofill or a paste replaced it, the country changed, the form was reset or `clear()` was called (`detail.address`: the address it no longer is); once per choice.
 * @fires unverified-address - The shopper committed text that is not a chosen address and the service could not help, or kept it over a correction: `require-verified` lets it through (`detail.reason`: `unavailable`, `refused`, `no-matches`, `not-found`, `unit-not-matched` or `kept`; `detail.code`, `detail.text`, `detail.address`: the form as it is); once per text and reason.
 * @fires address-error - A lookup failed or the service in use is misconfigured (`detail.status`, `detail.code`, `detail.message`); never for a country no service covers.
 */
export class AddressAutocomplete extends AddressAutocompleteHost {
  /** @internal */
  protected static override core: CoreFactory = addressCore;
}
