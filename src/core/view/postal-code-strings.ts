// <postal-code-autocomplete>'s English defaults, where the shared ones speak of addresses: its list, its counts, its
// status row and its validity message are about postal codes and the places they stand for.
import type { AddressAutocompleteStrings } from '../i18n/address-strings.js';
import { compileStrings } from '../i18n/compile-strings.js';
import { ENGLISH } from '../i18n/english.js';

export const POSTAL_CODE_STRINGS: AddressAutocompleteStrings = compileStrings(ENGLISH, 'en', 'en', 'postal-code');
