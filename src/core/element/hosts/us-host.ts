/**
 * The attributes of `<us-address-autocomplete>`, with their defaults and the getters that read the element's state:
 * the class the public element extends, and the loader's class (which fetches the core on first use).
 */
import { AddressAutocompleteElement } from '../address-autocomplete-element.js';
import { US_DEFAULTS, US_PROPERTIES } from '../us-attributes.js';
import { POSTAL_CODE_FILTER_PROPERTIES } from '../shared-attributes.js';

export abstract class UsAddressAutocompleteHost extends AddressAutocompleteElement {
  static override properties = {
    ...AddressAutocompleteElement.properties,
    ...US_PROPERTIES,
    ...POSTAL_CODE_FILTER_PROPERTIES,
  };

  /** `v2` (default) or `pro`. */
  declare api: 'v2' | 'pro';
  declare includeOnlyCities: string | undefined;
  declare includeOnlyStates: string | undefined;
  declare includeOnlyZipCodes: string | undefined;
  declare excludeStates: string | undefined;
  declare preferCities: string | undefined;
  declare preferStates: string | undefined;
  declare preferZipCodes: string | undefined;
  declare preferRatio: number | undefined;
  declare preferGeolocation: 'city' | 'none' | undefined;
  declare source: 'postal' | 'all' | undefined;
  declare exclude: string | undefined;
  declare verify: boolean;
  declare streetBaseUrl: string | undefined;
  declare verifyMatch: 'strict' | 'invalid' | 'enhanced' | undefined;
  declare verifyZip4: boolean;
  /**
   * With `verify`: how long, in milliseconds, a submit of an address nobody checked waits for its US Street check
   * before it goes on unchecked (3000 by default; 0 never holds a submit).
   */
  declare submitTimeout: number | undefined;
  /** The shop's extract route (`createAddressHandler`): a pasted text or whole address is posted there. */
  declare extractUrl: string | undefined;
  /** `on` (default): narrow the search to the postal code chosen in the block's `<postal-code-autocomplete>`; `off`. */
  declare postalCodeFilter: 'on' | 'off' | undefined;

  constructor() {
    super();
    Object.assign(this, US_DEFAULTS);
  }
}
