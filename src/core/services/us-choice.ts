/** A US address as the list shows it and as a final choice carries it: shared by the suggestions and US Street. */
import type { UsSuggestion } from '../../api/us-suggestion.js';
import type { PostalAddress } from '../../form/address-values.js';
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

/**
 * A US address as a final choice, with the ways a state field may write its region: its code, and its name when
 * `stateNames` are given (a choice from the list gets it once the choice's code has come: see withStateName).
 */
export function usFinalChoice(
  api: AddressApi,
  address: PostalAddress,
  raw: FinalChoice['raw'],
  label: string,
  stateNames?: ReadonlyMap<string, string>,
): FinalChoice {
  return withStateName({ api, address, raw, regionAliases: [address.region], countryAlpha2: 'US', label }, stateNames);
}

/** `choice`, its region's state name among its aliases, when `stateNames` know it and the aliases lack it. */
export function withStateName(choice: FinalChoice, stateNames: ReadonlyMap<string, string> | undefined): FinalChoice {
  const name = stateNames?.get(choice.address.region.toUpperCase());
  return name && !choice.regionAliases.includes(name)
    ? { ...choice, regionAliases: [...choice.regionAliases, name] }
    : choice;
}
