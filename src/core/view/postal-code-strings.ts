// <postal-code-autocomplete>'s defaults where the shared ones speak of addresses: its list, its counts, its status
// row and its validity message are about postal codes and the places they stand for.
import type { AddressAutocompleteStrings } from './strings.js';

/** The strings whose defaults speak of addresses, in postal code terms; `strings` replaces them as any other. */
export const POSTAL_CODE_STRINGS: Partial<AddressAutocompleteStrings> = {
  listLabel: 'Postal code suggestions',
  results: (count) =>
    count === 1
      ? '1 place found. Use the arrow keys to choose it.'
      : `${count} places found. Use the arrow keys to choose one.`,
  noResults: 'No matching postal codes',
  notVerified: 'Choose your postal code from the suggestions',
  error: (code) => {
    switch (code) {
      case 'timeout':
      case 'network':
      case 'server':
        return 'Postal code suggestions are unavailable right now — keep typing your postal code';
      case 'rate-limited':
        return 'Too many postal code lookups — suggestions will be back in a moment';
      default:
        return 'Postal code suggestions are unavailable — keep typing your postal code';
    }
  },
};
