// The public API, and all of it: the element and event classes with their types, the error type, and the endpoint
// functions with theirs. Everything else in src/ is internal and may change in any release. Importing this module
// has no side effects (no tags are defined); import `address-autocomplete-elements/define` or load the IIFE script.
export { UsAddressAutocomplete } from './us-address-autocomplete.js';
export { IntlAddressAutocomplete } from './intl-address-autocomplete.js';
export { AddressAutocompleteElement } from './core/address-autocomplete-element.js';
export {
  VerifiedAddressEvent,
  AddressErrorEvent,
  type AddressApi,
  type AddressErrorDetail,
  type VerifiedAddressDetail,
} from './core/events.js';
export { DEFAULT_STRINGS, type AddressAutocompleteStrings } from './core/strings.js';
export type { PostalAddress } from './form/address-values.js';
export { AddressError, type AddressErrorCode } from './api/errors.js';
export type { ApiContext } from './api/http.js';
export type { UsFilterOptions } from './api/us-filters.js';
export type { UsSuggestion } from './api/us-suggestion.js';
export { US_V2_DEFAULT_BASE_URL, lookupUsV2, type UsV2Request } from './api/us-autocomplete-v2.js';
export { US_PRO_DEFAULT_BASE_URL, lookupUsPro, type UsProRequest } from './api/us-autocomplete-pro.js';
export {
  INTL_DEFAULT_BASE_URL,
  lookupIntl,
  lookupIntlAddressId,
  type IntlAddressIdRequest,
  type IntlCandidate,
  type IntlDetailCandidate,
  type IntlOptions,
  type IntlSearchRequest,
  type IntlSummaryCandidate,
} from './api/intl-autocomplete.js';
export {
  US_STREET_DEFAULT_BASE_URL,
  verifyUsStreet,
  type UsStreetCandidate,
  type UsStreetMatch,
  type UsStreetRequest,
} from './api/us-street.js';
