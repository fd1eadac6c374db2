/**
 * The attributes of `<intl-address-autocomplete>`, with their defaults and the getters that read the element's state:
 * the class the public element extends, and the loader's class (which fetches the core on first use).
 */
import { AddressAutocompleteElement } from '../address-autocomplete-element.js';
import { INTL_PROPERTIES } from '../intl-attributes.js';
import { POSTAL_CODE_FILTER_PROPERTIES } from '../shared-attributes.js';

export abstract class IntlAddressAutocompleteHost extends AddressAutocompleteElement {
  static override properties = {
    ...AddressAutocompleteElement.properties,
    ...INTL_PROPERTIES,
    ...POSTAL_CODE_FILTER_PROPERTIES,
  };

  declare country: string | undefined;
  declare maxGroupResults: number | undefined;
  declare geolocation: boolean;
  declare includeOnlyLocality: string | undefined;
  declare includeOnlyPostalCode: string | undefined;
  /** `on` (default): narrow the search to the postal code chosen in the block's `<postal-code-autocomplete>`; `off`. */
  declare postalCodeFilter: 'on' | 'off' | undefined;

  constructor() {
    super();
    this.geolocation = false;
  }

  /**
   * The country in use: the attribute, else what the form's country field stands for: its value, or for a select
   * whose values are database ids (PrestaShop, Solidus, Shopware), the selected option's label. Before the element's
   * code has started (the loader, before first use), or the code that finds the form's fields (fetched as it starts,
   * when `country` is not set), the attribute alone.
   */
  get effectiveCountry(): string {
    return this.countryInUse();
  }
}
