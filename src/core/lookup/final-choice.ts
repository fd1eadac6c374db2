import type { PostalAddress } from '../../form/address-values.js';
import type { AddressField } from '../../form/autocomplete-tokens.js';
import type { ChoiceApi } from '../events/address-events.js';

/** A final address, as a source or a verifier gives it: what the event carries and the fill writes. */
export interface FinalChoice {
  api: ChoiceApi;
  address: PostalAddress;
  raw: Readonly<Record<string, unknown>>;
  /** Ways a region field may write the region: code and names. */
  regionAliases: string[];
  /** The ISO alpha-2 code of `address.country` (a country select may list either code), or '' when unknown. */
  countryAlpha2: string;
  /**
   * What the enhanced input stands for, when it is not the street: `postal-code` for `<postal-code-autocomplete>`,
   * whose input gets the postal code and whose fill writes only `only`.
   */
  inputField?: AddressField;
  /** The only fields the fill writes (the city, region and postal code of a postal code's place); all when unset. */
  only?: readonly AddressField[];
  /** What the option read; announced as the choice. */
  label: string;
}
