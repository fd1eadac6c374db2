// <intl-address-autocomplete> without a DOM (see ./element-model.ts): its class's property declarations and
// defaults, and its service as IntlAddressAutocomplete.createService builds it (intlService) for its country. Without
// a `country` attribute the country is the form's: a value and a label stand for the country field CountryField finds
// in the DOM (a select's selected option, or a text field), read into a country by the element's own optionCountry
// and fieldCountry with resolveCountry in the document's language, and `changeCountryField` is the field's `change`,
// followed as the element's #onCountryChange does. The model has an input from the start and no postal code chosen in
// the block (no <postal-code-autocomplete>).
import { IntlAddressAutocomplete } from '../../../src/intl-address-autocomplete.js';
import { intlService } from '../../../src/core/element/intl-service.js';
import { awaitsCountry, fieldCountry, optionCountry } from '../../../src/core/element/country-field.js';
import { resolveCountry } from '../../../src/form/resolve-country.js';
import type { ServiceContext } from '../../../src/core/element/service-context.js';
import type { AddressService } from '../../../src/core/lookup/address-service.js';
import type { Clock } from '../../../src/core/lookup/clock.js';
import { ElementModel } from './element-model.js';

// Finalizes the class, as Lit does at its first element (this model makes none): its declarations (the shared
// attributes, the international ones, postal-code-filter) are then complete.
(IntlAddressAutocomplete as unknown as { finalize(): void }).finalize();

/**
 * The form's country field as CountryField reads it: a select's selected option (its value, its text, whether it is
 * disabled), or a text field's value (no label).
 */
export interface CountryFieldValue {
  value: string;
  label?: string;
  disabled?: boolean;
}

export interface IntlModelOptions {
  clock?: Clock;
  /** The form's country field; undefined: the form has none. */
  countryField?: CountryFieldValue;
  /** The document's language, as CountryField reads it (`lang`, else the browser's language: en-US here). */
  lang?: string;
}

export class IntlElementModel extends ElementModel {
  static override readonly elementProperties = IntlAddressAutocomplete.elementProperties;

  declare country: string | undefined;
  #countryField: CountryFieldValue | undefined;
  readonly #locales: readonly string[];

  constructor(attributes: Record<string, string>, { countryField, lang, ...options }: IntlModelOptions = {}) {
    // IntlAddressAutocomplete's constructor sets only `geolocation`.
    super('intl-address-autocomplete', { geolocation: false }, options);
    this.#countryField = countryField;
    this.#locales = [lang || 'en-US'];
    this.connect(attributes);
  }

  /**
   * The country in use, as the element's `effectiveCountry`: the attribute, else what the form's country field
   * stands for (CountryField.read: optionCountry for a select, fieldCountry for a text field, with resolveCountry;
   * '' without a field).
   */
  get effectiveCountry(): string {
    const attribute = this.country?.trim() ?? '';
    if (attribute !== '') return attribute;
    const field = this.#countryField;
    if (field?.label === undefined) return fieldCountry(field?.value ?? '', '', this.#locales, resolveCountry);
    const { value, label, disabled = false } = field;
    return optionCountry({ value, label, disabled }, this.#locales, resolveCountry);
  }

  /**
   * The shopper changed the form's country field (its `change`): with no `country` attribute, a new configuration
   * for the country it now stands for, as the element's #onCountryChange (the choice machine's CountryChanged aside).
   */
  changeCountryField(field: CountryFieldValue): void {
    this.#countryField = field;
    if ((this.country?.trim() ?? '') !== '') return;
    this.configure();
  }

  /**
   * The element's configurationValues: the attributes, the country in use, whether there is an input (yes) and a
   * country field.
   */
  protected override configurationValues(): unknown[] {
    return [...super.configurationValues(), this.effectiveCountry, true, this.#countryField !== undefined];
  }

  /**
   * The input is there from the start: no country is the source's config error, as in the element, unless the form
   * has a country field still on its placeholder (awaitsCountry): then nothing is looked up and nothing reported.
   */
  protected override createService(context: ServiceContext): AddressService | undefined {
    const country = this.effectiveCountry;
    if (awaitsCountry(country, true, this.#countryField !== undefined)) return undefined;
    return intlService(country, this.requestOptions, context, undefined);
  }
}
