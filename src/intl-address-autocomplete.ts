import { IntlAddressAutocompleteHost } from './core/element/hosts/intl-host.js';
import type { CoreFactory } from './core/element/element-core.js';
import { intlCore } from './core/element/intl-core.js';

/**
 * International address autocomplete (about 240 countries) over International Address Autocomplete v2. Wraps the
 * `<input>` inside it, or enhances the one `for` names; drills into groups of addresses; fills the rest of the form from the chosen address.
 *
 * Styling: the popup is light DOM next to the input, so it is styled by class, not by `::part`:
 * `.address-autocomplete-popup`, `.address-autocomplete-context` (a unit list's heading), `.address-autocomplete-listbox`,
 * `.address-autocomplete-option` (`[aria-selected="true"]` when active, `[data-kind="final" | "group" | "back"]`),
 * `.address-autocomplete-option-text`, `.address-autocomplete-option-detail`, `.address-autocomplete-message` (the
 * status row) and `.address-autocomplete-live` (visually hidden); and the custom properties below.
 *
 * @tag intl-address-autocomplete
 * @slot - The page's own street `<input>` (the first `<input>` inside); the element creates one only when there is none and `for` is unset.
 * @attr embedded-key - The embedded key (never a secret key), sent as `key`.
 * @attr base-url - A proxy or the simulator instead of the production host; the endpoint path is appended.
 * @attr for - The id of the street `<input>` to enhance instead of wrapping one, as `<label for>`: looked up in the element's root node (the document, or the shadow root around the element), followed as it comes, is replaced or goes; the element then wraps nothing and creates no input. An id that names no `<input>` once the document has loaded is a `config` error.
 * @attr country - ISO alpha-3 code of a supported country (`CAN`, `GBR`, …). When absent, the form's `autocomplete="country"` field is read (alpha-3, alpha-2 or a name, in its value or, for a select of database ids, its selected label) and followed as it changes, even when the shop replaces it. A select's placeholder option (`''`, `0`, `-1`, or disabled) is no country: nothing is looked up, and nothing reported, until the shopper chooses one.
 * @attr max-results - 1–10 suggestions (service default 5).
 * @attr max-group-results - 1–100 addresses listed when a group is opened (service default 100).
 * @attr geolocation - Boolean: bias suggestions by the user's IP (CAN, AUS and DEU only).
 * @attr include-only-locality - Comma-separated localities; not together with `include-only-postal-code`.
 * @attr include-only-postal-code - Comma-separated postal codes; not together with `include-only-locality`.
 * @attr debounce - Milliseconds of typing pause before a lookup (default 150).
 * @attr min-chars - Characters needed before a lookup: 1 or more (default 3).
 * @attr postal-code-filter - `on` (default) or `off`. On: once a postal code is chosen in the `<postal-code-autocomplete>` of this input's address block, in the element's country, the search is narrowed to it (`include_only_postal_code`), unless the page set `include-only-locality` or `include-only-postal-code`; clearing the postal code lifts it. `off` leaves the search to the attributes.
 * @attr fields - Which field takes which value, where names and labels do not say: `"address-level2: billing_city; address-level1: billing_state"` (an `autocomplete` token, then a field's id or `name`); also a property taking an object of the same, whose values may be elements. Wins over tokens and heuristics.
 * @attr require-verified - Boolean: while the text is not a chosen address and the service can offer a choice for it (suggestions, or a group's addresses), the input is invalid with `strings.notVerified`, so native validation blocks the submit and `:user-invalid` applies. Fails open: after a failed lookup, a refusal or no matches, the input is valid and `unverified-address` says why.
 * @fires verified-address - The user chose a final address (`detail.api` 'intl', `detail.source`, `detail.address`, `detail.raw`, `detail.filled` and `detail.unfilled`: the fields that will take their value and the values no field will take, by `autocomplete` token); cancelable: cancel it to fill the form yourself.
 * @fires address-filled - The form was filled with the chosen address (`detail.address`, `detail.filled`, `detail.unfilled`): at once, or when the fill changed the country, once the region was written into the control the shop rebuilt (at most 3 s later).
 * @fires address-cleared - The text is no longer the chosen address: the street was edited, autofill or a paste replaced it, the form was reset or `clear()` was called (`detail.address`: the address it no longer is); once per choice.
 * @fires unverified-address - The shopper committed text that is not a chosen address and the service could not help: `require-verified` lets it through (`detail.reason`: `unavailable`, `refused` or `no-matches`; `detail.code`, `detail.text`, `detail.address`: the form as it is); once per text and reason.
 * @fires address-error - A lookup failed or the element is misconfigured (`detail.status`, `detail.code`, `detail.message`).
 */
export class IntlAddressAutocomplete extends IntlAddressAutocompleteHost {
  /** @internal */
  protected static override core: CoreFactory = intlCore;
}
