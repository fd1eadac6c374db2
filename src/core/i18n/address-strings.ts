import type { AddressErrorCode } from '../../api/errors.js';

/**
 * Every string the elements show or announce. They come in the language of the element's closest `lang` among the
 * languages loaded (English, and each `address-autocomplete-elements/locales/<tag>` imported or registered); set the
 * `strings` property to a partial object to reword any of them. Functions take counts and labels so that plurals can
 * be right in any language.
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
  /** The option that dismisses the units listed for an address that needs one (`verify`): it has none. */
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
  /** Heading of the verified addresses found in pasted text (`extract-url`), listed as final options. */
  foundInPaste: string;
  /** Announced with that list: how many addresses were found. */
  pasteFound(count: number): string;
  /** Shown in the status row and announced for a failed lookup or a refused key (401, 402), by error code. */
  error(code: AddressErrorCode): string;
}
