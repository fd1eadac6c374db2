// <intl-address-autocomplete> without a DOM (see ./element-model.ts): its class's property declarations and
// defaults, and its service as IntlAddressAutocomplete.createService builds it (intlService) for its country. Without
// a `country` attribute the country is the form's: a value and a label stand for the country field CountryField finds
// in the DOM, read into a country by the element's own fieldCountry with resolveCountry in the document's language,
// and `changeCountryField` is the field's `change`, followed as the element's #onCountryChange does. The model has an
// input from the start and no postal code chosen in the block (no <postal-code-autocomplete>).
import { IntlAddressAutocomplete } from '../../../src/intl-address-autocomplete.js';
import { intlService } from '../../../src/core/element/intl-service.js';
import { fieldCountry } from '../../../src/core/element/country-field.js';
import { resolveCountry } from '../../../src/form/resolve-country.js';
import type { ServiceContext } from '../../../src/core/element/service-context.js';
import type { AddressService } from '../../../src/core/lookup/address-service.js';
import type { Clock } from '../../../src/core/lookup/clock.js';
import { ElementModel } from './element-model.js';

// Finalizes the class, as Lit does at its first element (this model makes none): its declarations (the shared
// attributes, the international ones, postal-code-filter) are then complete.
(IntlAddressAutocomplete as unknown as { finalize(): void }).finalize();

/** The form's country field as CountryField reads it: its value and, for a select, its selected option's text. */
export interface CountryFieldValue {
  value: string;
  label?: string;
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
   * stands for (CountryField.read: fieldCountry with resolveCountry; '' without a field).
   */
  get effectiveCountry(): string {
    const attribute = this.country?.trim() ?? '';
    if (attribute !== '') return attribute;
    const field = this.#countryField;
    return fieldCountry(field?.value ?? '', field?.label ?? '', this.#locales, resolveCountry);
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

  /** The element's configurationValues: the attributes, the country in use, and whether there is an input (yes). */
  protected override configurationValues(): unknown[] {
    return [...super.configurationValues(), this.effectiveCountry, true];
  }

  /** The input is there from the start, so no country is the source's config error, as in the element. */
  protected override createService(context: ServiceContext): AddressService {
    return intlService(this.effectiveCountry, this.requestOptions, context, undefined);
  }
}
