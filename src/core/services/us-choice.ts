/** A US address as the list shows it and as a final choice carries it: shared by the suggestions and US Street. */
import type { UsSuggestion } from '../../api/us-suggestion.js';
import type { PostalAddress } from '../../form/address-values.js';
import { US_STATE_NAMES } from '../../form/us-states.js';
import type { AddressApi } from '../events/address-events.js';
import type { FinalChoice } from '../lookup/address-service.js';

/** "123 Main St Apt 4, San Juan, PR 00926", with a Puerto Rico urbanization after the street. */
export function usLabel(
  suggestion: Pick<UsSuggestion, 'streetLine' | 'secondary' | 'city' | 'state' | 'zipcode' | 'urbanization'>,
): string {
  const street = [suggestion.streetLine, suggestion.secondary].filter((part) => part !== '').join(' ');
  const place = [suggestion.state, suggestion.zipcode].filter((part) => part !== '').join(' ');
  return [street, suggestion.urbanization, suggestion.city, place].filter((part) => part && part !== '').join(', ');
}

/** A US address as a final choice, with the ways a state field may write its region (code and name). */
export function usFinalChoice(
  api: AddressApi,
  address: PostalAddress,
  raw: FinalChoice['raw'],
  label: string,
): FinalChoice {
  const stateName = US_STATE_NAMES.get(address.region.toUpperCase());
  return {
    api,
    address,
    raw,
    regionAliases: stateName ? [address.region, stateName] : [address.region],
    countryAlpha2: 'US',
    label,
  };
}
