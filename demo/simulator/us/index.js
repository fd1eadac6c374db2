// The US endpoints of the local simulator: pure functions of the query parameters (the HTTP shell in ../server.js
// has already removed `key` and the fault parameters, and handles keys, Referer, CORS, rate limits and faults).
export { usAutocompleteV2 } from './v2.js';
export { usAutocompletePro } from './pro.js';
export { usStreetAddress } from './street.js';
