import { UsAddressAutocompleteHost } from './core/element/hosts/us-host.js';
import type { CoreFactory } from './core/element/element-core.js';
import { usCore } from './core/element/us-core.js';

/**
 * US address autocomplete over US Autocomplete v2 (`api="v2"`, default) or Pro (`api="pro"`). Wraps the `<input>`
 * inside it, or enhances the one `for` names; fills the rest of the form from the chosen address.
 *
 * Styling: the popup is light DOM next to the input, so it is styled by class, not by `::part`:
 * `.address-autocomplete-popup`, `.address-autocomplete-context` (a unit list's heading), `.address-autocomplete-listbox`,
 * `.address-autocomplete-option` (`[aria-selected="true"]` when active, `[data-kind="final" | "group" | "back" | "dismiss"]`: "dismiss" for "Keep what I entered" and "No unit"),
 * `.address-autocomplete-option-text`, `.address-autocomplete-option-detail`, `.address-autocomplete-message` (the
 * status row) and `.address-autocomplete-live` (visually hidden); and the custom properties below.
 *
 * @tag us-address-autocomplete
 * @slot - The page's own street `<input>` (the first `<input>` inside); the element creates one only when there is none and `for` is unset.
 * @attr embedded-key - The embedded key (never a secret key), sent as `key`.
 * @attr base-url - A proxy or the simulator instead of the production host; the endpoint path is appended.
 * @attr for - The id of the street `<input>` to enhance instead of wrapping one, as `<label for>`: looked up in the element's root node (the document, or the shadow root around the element), followed as it comes, is replaced or goes; the element then wraps nothing and creates no input. An id that names no `<input>` once the document has loaded is a `config` error.
 * @attr api - `v2` (default) or `pro`.
 * @attr max-results - 1–10 suggestions (service default 10).
 * @attr debounce - Milliseconds of typing pause before a lookup (default 150).
 * @attr min-chars - Characters needed before a lookup: 1 or more (default 3).
 * @attr include-only-cities - `CITY,CITY,ST;CITY,ST`.
 * @attr include-only-states - `ST;ST`, or `CONTIGUOUS` / `ALLSTATES` alone.
 * @attr include-only-zip-codes - `12345;67890`.
 * @attr exclude-states - `ST;ST`.
 * @attr prefer-cities - `CITY,ST;CITY,ST`.
 * @attr prefer-states - `ST;ST`.
 * @attr prefer-zip-codes - `12345;67890`.
 * @attr prefer-ratio - 0–100: the share of suggestions taken from the preferences.
 * @attr prefer-geolocation - `city` (service default) or `none`.
 * @attr source - `postal` (service default) or `all`.
 * @attr exclude - v2 only: comma-separated `base-address`, `undeliverable-base-address`, `commercial`, `residential`, `po-box`, `military`.
 * @attr verify - Boolean: verify the chosen address with one US Street lookup (billed as such); `verified-address` waits for it and carries `detail.verification`.
 * @attr street-base-url - A proxy or the simulator for the US Street API (default `https://us-street.api.smarty.com`).
 * @attr verify-match - US Street `match`: `strict` (the service's default), `invalid` or `enhanced` (needs a licence that includes it).
 * @attr verify-zip4 - Boolean: with `verify`, the form's postal-code field gets ZIP+4 (`12345-6789`).
 * @attr extract-url - the shop's own extract route (`createAddressHandler` of the `./server` entry, e.g. `/address/us-extract`), which calls US Extract with the server's secret key. Pasting text of several lines or a whole address posts it there, and the verified addresses found are listed as final options under "Found in your paste" (none found: the status row says so, and the text stays as pasted); choosing one fills the form as a choice, with `detail.source: 'paste'` and its verdict in `detail.verification`. Unset, a paste behaves as before.
 * @attr postal-code-filter - `on` (default) or `off`. On: once a postal code is chosen in the `<postal-code-autocomplete>` of this input's address block, the search is narrowed to it (`include_only_zip_codes`, with `prefer_geolocation=none`), unless the page set any `include-only-*`, `exclude-states` or `prefer-*` filter, or `prefer-geolocation="city"`; clearing the postal code lifts it. `off` leaves the search to the attributes.
 * @attr fields - Which field takes which value, where names and labels do not say: `"address-level2: billing_city; address-level1: billing_state"` (an `autocomplete` token, then a field's id or `name`); also a property taking an object of the same, whose values may be elements. Wins over tokens and heuristics.
 * @attr require-verified - Boolean: while the text is not a chosen address and the service can offer a choice for it (suggestions, a building's units, a "Did you mean" correction), the input is invalid with `strings.notVerified`, so native validation blocks the submit and `:user-invalid` applies. Fails open: after a failed lookup, a refusal, no matches, an address or unit US Street does not know, or "Keep what I entered", the input is valid and `unverified-address` says why.
 * @fires verified-address - The user chose a final address (`detail.api`, `detail.source`, `detail.address`, `detail.raw`, `detail.filled` and `detail.unfilled`: the fields that will take their value and the values no field will take, by `autocomplete` token); cancelable: cancel it to fill the form yourself.
 * @fires address-filled - The form was filled with the chosen address (`detail.address`, `detail.filled`, `detail.unfilled`): at once, or when the fill changed the country, once the region was written into the control the shop rebuilt (at most 3 s later).
 * @fires address-cleared - The text is no longer the chosen address: the street was edited, autofill or a paste replaced it, the form was reset or `clear()` was called (`detail.address`: the address it no longer is); once per choice.
 * @fires unverified-address - The shopper committed text that is not a chosen address and the service could not help, or kept it over a correction: `require-verified` lets it through (`detail.reason`: `unavailable`, `refused`, `no-matches`, `not-found`, `unit-not-matched` or `kept`; `detail.code`, `detail.text`, `detail.address`: the form as it is); once per text and reason.
 * @fires address-error - A lookup failed or the element is misconfigured (`detail.status`, `detail.code`, `detail.message`).
 */
export class UsAddressAutocomplete extends UsAddressAutocompleteHost {
  /** @internal */
  protected static override core: CoreFactory = usCore;
}
