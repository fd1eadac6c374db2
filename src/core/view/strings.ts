import type { AddressErrorCode } from '../../api/errors.js';
import type { Announcement } from '../combobox/state.js';

/**
 * Every string the elements show or announce. Set the `strings` property to a partial object to translate or reword
 * any of them; the rest keep these defaults. Functions take counts and labels so that plurals can be right in any
 * language.
 */
export interface AddressAutocompleteStrings {
  /** The listbox's accessible name. */
  listLabel: string;
  /** Announced when suggestions arrive. */
  results(count: number): string;
  /** Shown in the status row and announced when nothing matches. */
  noResults: string;
  /** The detail of a group option: how many addresses it holds. */
  entries(count: number): string;
  /** Heading and announcement of an expanded group: the units step. */
  expanded(label: string, count: number): string;
  /** The option that returns to the previous list. */
  back: string;
  /** Announced when an address is chosen. */
  selected(label: string): string;
  /** Shown in the status row and announced when a group could not be expanded; the user can still type the unit. */
  expansionFailed: string;
  /**
   * Shown and announced when the chosen address needs its apartment or suite (`verify`): the heading of its units,
   * listed again; without them, focus goes to the unit field, which shows it as its placeholder until the shopper
   * types.
   */
  unitNeeded: string;
  /** The option that declines the units listed for an address that needs one (`verify`): it has none. */
  noUnit: string;
  /** Announced when US Street does not know the unit typed after a chosen street (`verify`); the text stays. */
  unitNotMatched: string;
  /** `require-verified`: the input's validity message while its text is not a chosen address. */
  notVerified: string;
  /** Heading of the row that offers the service's form of an autofilled or pasted address (`verify`). */
  didYouMean: string;
  /** Announced with that row: the address offered. */
  offered(label: string): string;
  /** The row's option that closes it and keeps the text as entered. */
  keepEntered: string;
  /** Shown in the status row and announced for a failed lookup or a refused key (401, 402), by error code. */
  error(code: AddressErrorCode): string;
}

/** English plural rules: "1 address", "2 addresses" (a translation brings its own language's rules). */
const addresses = (count: number): string => `${count} ${count === 1 ? 'address' : 'addresses'}`;

export const DEFAULT_STRINGS: AddressAutocompleteStrings = {
  listLabel: 'Address suggestions',
  results: (count) =>
    count === 1
      ? '1 address found. Use the arrow keys to choose it.'
      : `${count} addresses found. Use the arrow keys to choose one.`,
  noResults: 'No matching addresses',
  entries: addresses,
  expanded: (label, count) =>
    count === 1
      ? `${label} — 1 address. Choose it or type the unit.`
      : `${label} — ${addresses(count)}. Type the unit or choose one.`,
  back: 'Back',
  selected: (label) => `Selected ${label}`,
  expansionFailed: 'The units could not be loaded — type your unit',
  unitNeeded: 'This address needs an apartment, suite or unit number',
  noUnit: 'No unit — the address has none',
  unitNotMatched: 'This unit was not found at this address — check the apartment or suite number',
  notVerified: 'Choose your address from the suggestions',
  didYouMean: 'Did you mean…?',
  offered: (label) => `Did you mean ${label}? Use the arrow keys to choose it, or Escape to keep what you entered.`,
  keepEntered: 'Keep what I entered',
  error: (code) => {
    switch (code) {
      case 'timeout':
      case 'network':
      case 'server':
        return 'Address suggestions are unavailable right now — keep typing your address';
      case 'rate-limited':
        return 'Too many address lookups — suggestions will be back in a moment';
      default:
        return 'Address suggestions are unavailable — keep typing your address';
    }
  },
};

export function withDefaults(strings: Partial<AddressAutocompleteStrings> | undefined): AddressAutocompleteStrings {
  return { ...DEFAULT_STRINGS, ...strings };
}

/** The live region's text for what the machine asked to announce. */
export function announcementText(message: Announcement, strings: AddressAutocompleteStrings): string {
  switch (message.type) {
    case 'results':
      return strings.results(message.count);
    case 'text':
      return message.text;
    case 'no-results':
      return strings.noResults;
    case 'error':
      return strings.error(message.code);
    case 'expansion-failed':
      return strings.expansionFailed;
    case 'selected':
      return strings.selected(message.label);
  }
}
