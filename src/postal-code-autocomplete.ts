import { AddressAutocompleteElement, type ServiceContext } from './core/element/address-autocomplete-element.js';
import { CountryField } from './core/element/country-field.js';
import type { PostalCodePlace } from './core/events/address-events.js';
import type { AddressService } from './core/lookup/address-service.js';
import { createPostalCodeService, type PostalCodeServiceOptions } from './core/services/postal-code-service.js';
import { resolveCountry } from './form/resolve-country.js';
import type { StringsKind } from './core/i18n/compile-strings.js';

/** The fewest characters of a postal code worth a lookup, unless `min-chars` says otherwise. */
const POSTAL_CODE_MIN_CHARS = 2;

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
 * @attr country - The country searched, as the API takes it: alpha-3 (`USA`, `CAN`, `GBR`), alpha-2, numeric or a name; sent as written. When absent, the form's `autocomplete="country"` field is read (its value, or a select's selected label) and followed as it changes.
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
export class PostalCodeAutocomplete extends AddressAutocompleteElement {
  static override properties = { ...AddressAutocompleteElement.properties, country: {} };

  declare country: string | undefined;

  readonly #countryField = new CountryField(() => this.#onCountryChange());

  constructor() {
    super();
    this.minChars = POSTAL_CODE_MIN_CHARS;
  }

  /** The country in use: the attribute, else what the form's country field stands for ('' when neither says). */
  get effectiveCountry(): string {
    const attribute = this.country?.trim() ?? '';
    return attribute !== '' ? attribute : this.#countryField.read(resolveCountry);
  }

  /**
   * The postal code the shopper chose, with its place (`detail.address` of `postal-code-selected`), while the input
   * holds it; undefined when none is chosen. The street elements of the same address block narrow their search to it.
   */
  get chosenPlace(): PostalCodePlace | undefined {
    const address = this.choice?.address;
    return (
      address && {
        city: address.city,
        region: address.region,
        postalCode: address.postalCode,
        country: address.country,
      }
    );
  }

  protected override get stringsKind(): StringsKind {
    return 'postal-code';
  }

  protected override get addressCountry(): string {
    return this.effectiveCountry;
  }

  protected override configurationValues(): unknown[] {
    // Without the attribute, the input's coming is what makes a missing country an error to report.
    const countryOfForm = (this.country?.trim() ?? '') === '' && this.inputElement !== undefined;
    return [...super.configurationValues(), this.effectiveCountry, countryOfForm];
  }

  /**
   * Without a `country` attribute the country is the form's, known once the input is: until then there is nothing
   * to look up and nothing wrong. With the input and still no country, it is a `config` error naming `country`.
   */
  protected override createService(context: ServiceContext): AddressService | undefined {
    const country = this.effectiveCountry;
    if (country === '' && !this.inputElement) return undefined;
    return createPostalCodeService({
      ...this.requestOptions<PostalCodeServiceOptions>(),
      country,
      referrer: context.referrer,
    });
  }

  protected override inputAttached(input: HTMLInputElement): void {
    this.#countryField.attach(input);
    this.configure();
  }

  protected override inputDetached(): void {
    this.#countryField.detach();
  }

  /** The shopper picked another country: a chosen postal code no longer stands, and lookups follow the new one. */
  #onCountryChange(): void {
    if ((this.country?.trim() ?? '') !== '') return;
    this.countryChanged(this.effectiveCountry);
    this.configure();
  }
}
