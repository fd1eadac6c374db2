import type { PostalAddress } from '../../form/address-values.js';
import type { AddressApi } from '../events/address-events.js';

/** A final address, as a source or a verifier gives it: what the event carries and the fill writes. */
export interface FinalChoice {
  api: AddressApi;
  address: PostalAddress;
  raw: Readonly<Record<string, unknown>>;
  /** Ways a region field may write the region: code and names. */
  regionAliases: string[];
  /** The ISO alpha-2 code of `address.country` (a country select may list either code), or '' when unknown. */
  countryAlpha2: string;
  /** What the option read; announced as the choice. */
  label: string;
}
