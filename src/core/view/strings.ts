import type { Announcement } from '../combobox/state.js';
import type { AddressAutocompleteStrings } from '../i18n/address-strings.js';
import { compileStrings } from '../i18n/compile-strings.js';
import { ENGLISH } from '../i18n/english.js';

export type { AddressAutocompleteStrings } from '../i18n/address-strings.js';

/**
 * The English strings: what an element shows when no loaded language matches its `lang` and `strings` is unset.
 * Marked pure, so that a bundle that never reads it (the script-tag bundles) neither carries nor runs it at start-up.
 */
export const DEFAULT_STRINGS: AddressAutocompleteStrings = /* @__PURE__ */ compileStrings(
  ENGLISH,
  'en',
  'en',
  'address',
);

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
