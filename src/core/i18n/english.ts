import type { LocaleMessages } from './messages.js';

/** English: in every bundle, and the fallback for a language no loaded locale matches and for a key one lacks. */
export const ENGLISH: LocaleMessages = {
  listLabel: 'Address suggestions',
  results: {
    one: '{count} address found. Use the arrow keys to choose it.',
    other: '{count} addresses found. Use the arrow keys to choose one.',
  },
  noResults: 'No matching addresses',
  entries: { one: '{count} address', other: '{count} addresses' },
  expanded: {
    one: '{label} — {count} address. Choose it or type the unit.',
    other: '{label} — {count} addresses. Type the unit or choose one.',
  },
  back: 'Back',
  selected: 'Selected {label}',
  expansionFailed: 'The units could not be loaded — type your unit',
  unitNeeded: 'This address needs an apartment, suite or unit number',
  noUnit: 'No unit — the address has none',
  unitNotMatched: 'This unit was not found at this address — check the apartment or suite number',
  notVerified: 'Choose your address from the suggestions',
  didYouMean: 'Did you mean…?',
  offered: 'Did you mean {label}? Use the arrow keys to choose it, or Escape to keep what you entered.',
  keepEntered: 'Keep what I entered',
  foundInPaste: 'Found in your paste',
  pasteFound: {
    one: '{count} address found in your paste. Use the arrow keys to choose it, or Escape to keep what you pasted.',
    other:
      '{count} addresses found in your paste. Use the arrow keys to choose one, or Escape to keep what you pasted.',
  },
  unavailableNow: 'Address suggestions are unavailable right now — keep typing your address',
  tooManyLookups: 'Too many address lookups — suggestions will be back in a moment',
  unavailable: 'Address suggestions are unavailable — keep typing your address',
  postalCode: {
    listLabel: 'Postal code suggestions',
    results: {
      one: '{count} place found. Use the arrow keys to choose it.',
      other: '{count} places found. Use the arrow keys to choose one.',
    },
    noResults: 'No matching postal codes',
    notVerified: 'Choose your postal code from the suggestions',
    unavailableNow: 'Postal code suggestions are unavailable right now — keep typing your postal code',
    tooManyLookups: 'Too many postal code lookups — suggestions will be back in a moment',
    unavailable: 'Postal code suggestions are unavailable — keep typing your postal code',
  },
};
