/**
 * The attributes of `<address-autocomplete>`, with their defaults and the getters that read the element's state: the
 * class the public element extends, and the loader's class (which fetches the core on first use).
 */
import { AddressAutocompleteElement } from '../address-autocomplete-element.js';
import { INTL_PROPERTIES } from '../intl-attributes.js';
import { US_DEFAULTS, US_PROPERTIES } from '../us-attributes.js';
import { POSTAL_CODE_FILTER_PROPERTIES } from '../shared-attributes.js';
import type { ElementCore } from '../element-core.js';

/** What the core of `<address-autocomplete>` tells its element. */
type AddressCoreState = ElementCore & { readonly service: 'us' | 'intl' | undefined };

export abstract class AddressAutocompleteHost extends AddressAutocompleteElement {
  static override properties = {
    ...AddressAutocompleteElement.properties,
    ...US_PROPERTIES,
    ...INTL_PROPERTIES,
    ...POSTAL_CODE_FILTER_PROPERTIES,
    intlBaseUrl: { attribute: 'intl-base-url' },
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
  declare country: string | undefined;
  declare maxGroupResults: number | undefined;
  declare geolocation: boolean;
  declare includeOnlyLocality: string | undefined;
  declare includeOnlyPostalCode: string | undefined;
  /** The international service's proxy or simulator; `baseUrl` is the US service's. */
  declare intlBaseUrl: string | undefined;
  /** `on` (default): narrow the search to the postal code chosen in the block's `<postal-code-autocomplete>`; `off`. */
  declare postalCodeFilter: 'on' | 'off' | undefined;

  constructor() {
    super();
    Object.assign(this, US_DEFAULTS);
    this.geolocation = false;
  }

  /**
   * The country in use (alpha-3 when it names one we know): the attribute, else what the form's country field stands
   * for: its value, or for a select whose values are database ids, the selected option's label. Before the element's
   * code has started (the loader, before first use), the attribute as written.
   */
  get effectiveCountry(): string {
    return this.countryInUse();
  }

  /**
   * The service the country in use calls for: `us`, `intl`, or undefined (none: nothing is looked up, or the
   * element's code has not started yet).
   */
  get service(): 'us' | 'intl' | undefined {
    return (this.core as AddressCoreState | undefined)?.service;
  }
}
