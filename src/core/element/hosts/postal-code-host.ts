/**
 * The attributes of `<postal-code-autocomplete>`, with their defaults and the getters that read the element's state:
 * the class the public element extends, and the loader's class (which fetches the core on first use).
 */
import { AddressAutocompleteElement } from '../address-autocomplete-element.js';
import type { PostalCodePlace } from '../../events/address-events.js';

/** The fewest characters of a postal code worth a lookup, unless `min-chars` says otherwise. */
const POSTAL_CODE_MIN_CHARS = 2;

export abstract class PostalCodeAutocompleteHost extends AddressAutocompleteElement {
  static override properties = { ...AddressAutocompleteElement.properties, country: {} };

  declare country: string | undefined;

  constructor() {
    super();
    this.minChars = POSTAL_CODE_MIN_CHARS;
  }

  /**
   * The country in use: the attribute, else what the form's country field stands for ('' when neither says). Before
   * the element's code has started (the loader, before first use), or the code that finds the form's fields (fetched
   * as it starts, when `country` is not set), the attribute alone.
   */
  get effectiveCountry(): string {
    return this.countryInUse();
  }

  /**
   * The postal code the shopper chose, with its place (`detail.address` of `postal-code-selected`), while the input
   * holds it; undefined when none is chosen. The street elements of the same address block narrow their search to it.
   */
  get chosenPlace(): PostalCodePlace | undefined {
    // The core's (postal-code-core.ts): it ships with the core, not in the loader.
    return (this.core as { chosenPlace?: PostalCodePlace } | undefined)?.chosenPlace;
  }
}
