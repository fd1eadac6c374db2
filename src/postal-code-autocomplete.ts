import { PostalCodeAutocompleteHost } from './core/element/hosts/postal-code-host.js';
import type { CoreFactory } from './core/element/element-core.js';
import { postalCodeCore } from './core/element/postal-code-core.js';

/**
 * Postal-code-first entry over the International Postal Code API: wraps the form's own postal-code `<input>`, or
 * enhances the one `for` names. Typing a postal code, or its start, lists the places it stands for
 * (`90210 — Beverly Hills, CA`); choosing one writes the postal code into the input and fills the city
 * (`address-level2`) and the region (`address-level1`, a select by code or name) of the input's block. A postal code
 * typed in full that only one place has is chosen at once, as a pick. Nothing else is written: not the street, not
 * the country.
 *
 * Styling: the same popup classes and custom properties as the other elements (`.address-autocomplete-popup`,
 * `.address-autocomplete-listbox`, `.address-autocomplete-option`, `.address-autocomplete-message`, …).
 *
 * @tag postal-code-autocomplete
 * @slot - The page's own postal-code `<input>` (the first `<input>` inside); the element creates one only when there is none and `for` is unset.
 * @attr embedded-key - The embedded key (never a secret key), sent as `key`.
 * @attr base-url - A proxy or the simulator instead of the production host (`https://international-postal-code.api.smarty.com`); the endpoint path (`/lookup`) is appended.
 * @attr for - The id of the postal-code `<input>` to enhance instead of wrapping one, as `<label for>`; the element then wraps nothing and creates no input. An id that names no `<input>` once the document has loaded is a `config` error.
 * @attr country - The country searched, as the API takes it: alpha-3 (`USA`, `CAN`, `GBR`), alpha-2, numeric or a name; sent as written. When absent, the form's `autocomplete="country"` field is read (its value, or a select's selected label) and followed as it changes. A select's placeholder option (`''`, `0`, `-1`, or disabled) is no country: nothing is looked up, and nothing reported, until the shopper chooses one.
 * @attr max-results - 1–50 places listed (default 10); the service sends up to 1,000 for a short prefix, and typing more narrows the list.
 * @attr debounce - Milliseconds of typing pause before a lookup (default 150).
 * @attr min-chars - Characters needed before a lookup: 1 or more (default 2).
 * @attr fields - Which field takes which value, where names and labels do not say: `"address-level2: billing_city; address-level1: billing_state"` (an `autocomplete` token, then a field's id or `name`); also a property taking an object of the same. Wins over tokens and heuristics.
 * @attr require-verified - Boolean: while the text is not a chosen postal code and the service lists places for it, the input is invalid with `strings.notVerified`. Fails open: after a failed lookup, a refusal or no matches, the input is valid and `unverified-address` says why.
 * @fires postal-code-selected - The shopper chose a postal code (`detail.result`: the service's result as it sent it; `detail.address`: `{city, region, postalCode, country}`; `detail.filled` and `detail.unfilled`, by `autocomplete` token); cancelable: cancel it to fill the form yourself. `verified-address` is not fired: a postal code's place is not a whole address.
 * @fires address-filled - The form was filled with the chosen place (`detail.address` with empty `line1` and `line2`, `detail.filled`, `detail.unfilled`).
 * @fires address-cleared - The text is no longer the chosen postal code: it was edited, autofill or a paste replaced it, the form's country changed, the form was reset or `clear()` was called; once per choice.
 * @fires unverified-address - The shopper committed text that is not a chosen postal code and the service could not help (`detail.reason`: `unavailable`, `refused` or `no-matches`); once per text and reason.
 * @fires address-error - A lookup failed or the element is misconfigured (`detail.status`, `detail.code`, `detail.message`).
 */
export class PostalCodeAutocomplete extends PostalCodeAutocompleteHost {
  /** @internal */
  protected static override core: CoreFactory = postalCodeCore;
}
