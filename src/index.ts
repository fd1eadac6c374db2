// Public exports: classes, functions and types only. Importing this module has no side effects (no tags are
// defined); import `address-autocomplete-elements/define` or load the IIFE script for that.
export { AddressError, isAbortError, type AddressErrorCode } from './api/errors.js';
export type { ApiContext } from './api/http.js';
export { MAX_SEARCH_LENGTH, limitSearchText } from './api/search-text.js';
export { usFilterParams, type UsApi, type UsFilterOptions, type UsFilterParams } from './api/us-filters.js';
export type { UsSuggestion } from './api/us-suggestion.js';
export { US_V2_DEFAULT_BASE_URL, buildUsV2Url, lookupUsV2, type UsV2Request } from './api/us-autocomplete-v2.js';
export {
  US_PRO_DEFAULT_BASE_URL,
  buildUsProUrl,
  lookupUsPro,
  proSearchTextAfterExpansion,
  proSelectedValue,
  type UsProRequest,
} from './api/us-autocomplete-pro.js';
export {
  INTL_DEFAULT_BASE_URL,
  buildIntlAddressIdUrl,
  buildIntlSearchUrl,
  intlOptionParams,
  lookupIntl,
  lookupIntlAddressId,
  type IntlAddressIdRequest,
  type IntlCandidate,
  type IntlDetailCandidate,
  type IntlOptions,
  type IntlSearchRequest,
  type IntlSummaryCandidate,
} from './api/intl-autocomplete.js';
export { INTL_SUPPORTED_COUNTRIES } from './api/intl-countries.js';
export {
  US_STREET_DEFAULT_BASE_URL,
  buildUsStreetUrl,
  verifyUsStreet,
  type UsStreetCandidate,
  type UsStreetRequest,
} from './api/us-street.js';
export {
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_MIN_CHARS,
  SuggestionsController,
  type Clock,
  type Lookup,
  type SuggestionsControllerOptions,
  type SuggestionsUpdate,
} from './core/suggestions-controller.js';
export { defineOnce } from './core/define-once.js';
export { AddressAutocompleteElement } from './core/address-autocomplete-element.js';
export { UsAddressAutocomplete } from './us-address-autocomplete.js';
export { IntlAddressAutocomplete } from './intl-address-autocomplete.js';
export { VerifiedAddressEvent, AddressErrorEvent, type AddressApi, type AddressErrorDetail, type VerifiedAddressDetail } from './core/events.js';
export { DEFAULT_STRINGS, type AddressAutocompleteStrings } from './core/strings.js';
export type { PostalAddress } from './form/address-values.js';
