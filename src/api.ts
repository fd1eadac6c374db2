// The endpoint functions alone: no Lit, no DOM, no custom elements. It imports under Node (`--conditions=browser`
// too), in a worker, and in a service worker; each function is one GET with an embedded key (see the fetch layer
// guide, docs/guides/fetch-layer.md).
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
  INTL_POSTAL_CODE_DEFAULT_BASE_URL,
  lookupIntlPostalCode,
  type IntlPostalCodeRequest,
  type IntlPostalCodeResult,
} from './api/intl-postal-code.js';
export {
  US_STREET_DEFAULT_BASE_URL,
  verifyUsStreet,
  type UsStreetCandidate,
  type UsStreetMatch,
  type UsStreetRequest,
} from './api/us-street.js';
export { usStreetStatus, type UsStreetStatus } from './api/us-street-status.js';
