// Query-parameter rules of GET /v2/lookup and GET /v2/lookup/{address_id} (spec: "International address
// autocomplete: suggestions and details" and Limits). The first broken rule answers: 400 when a value cannot be
// parsed at all (a number that is not an integer, text that was not UTF-8), 422 when it is unsuitable. Empty
// optional parameters count as absent. Ids are stable so tests and clients can tell the rules apart.

import { serviceError } from '../shared.js';
import { utf8Length } from '../bytes.js';
import { GEOLOCATION_COUNTRIES, SUPPORTED_COUNTRIES } from './countries.js';
import { codePointLength, commaList, compactPostal } from './text.js';

/**
 * @typedef {object} SearchOptions
 * @property {string} country ISO alpha-3, valid and supported
 * @property {string} search '' on address_id calls
 * @property {number} maxResults 1–10
 * @property {number} maxGroupResults 1–100
 * @property {string[]} localities include_only_locality values
 * @property {string[]} postalCodes include_only_postal_code values, compacted (upper case, no spaces or hyphens)
 */

/** Error ids: 400xx cannot be parsed, 422xx unsuitable. */
export const ERROR_IDS = {
  countryRequired: 42201,
  countryTooLong: 42202,
  countryNotAlpha3: 42203,
  countryNotUpperCase: 42204,
  countryUsa: 42205,
  countryNotSupported: 42206,
  searchRequired: 42211,
  searchTooLong: 42212,
  searchWithAddressId: 42213,
  maxResultsRange: 42221,
  maxGroupResultsRange: 42222,
  geolocationValue: 42231,
  geolocationCountry: 42232,
  filtersTogether: 42241,
  integerSyntax: 40001,
  searchEncoding: 40002,
};

/**
 * @param {string} raw
 * @returns {import('../shared.js').SimResponse | undefined}
 */
function checkCountry(raw) {
  if (raw.trim() === '')
    return serviceError(
      422,
      ERROR_IDS.countryRequired,
      'country: is required. Send the ISO alpha-3 code of the country, for example CAN.',
    );
  if (utf8Length(raw) > 3)
    return serviceError(
      422,
      ERROR_IDS.countryTooLong,
      `country: "${raw}" is longer than 3 bytes. Send an ISO alpha-3 code such as CAN.`,
    );
  if (!/^[A-Za-z]{3}$/.test(raw))
    return serviceError(
      422,
      ERROR_IDS.countryNotAlpha3,
      `country: "${raw}" is not an ISO alpha-3 code (three letters, for example CAN).`,
    );
  if (raw !== raw.toUpperCase())
    return serviceError(
      422,
      ERROR_IDS.countryNotUpperCase,
      `country: must be upper case: send "${raw.toUpperCase()}", not "${raw}".`,
    );
  if (raw === 'USA')
    return serviceError(
      422,
      ERROR_IDS.countryUsa,
      'country: USA is not supported by international address autocomplete. Use the US autocomplete API for US addresses.',
    );
  if (!SUPPORTED_COUNTRIES.has(raw))
    return serviceError(422, ERROR_IDS.countryNotSupported, `country: ${raw} is not a supported country.`);
  return undefined;
}

/**
 * @param {string} name
 * @param {string | null} raw
 * @param {number} min
 * @param {number} max
 * @param {number} fallback
 * @param {number} rangeId
 * @returns {number | import('../shared.js').SimResponse}
 */
function integerParam(name, raw, min, max, fallback, rangeId) {
  if (raw === null || raw.trim() === '') return fallback;
  if (!/^\s*[+-]?\d+\s*$/.test(raw))
    return serviceError(400, ERROR_IDS.integerSyntax, `${name}: "${raw}" is not an integer.`);
  const value = Number(raw);
  if (value < min || value > max)
    return serviceError(422, rangeId, `${name}: ${value} is out of range; use an integer from ${min} to ${max}.`);
  return value;
}

/**
 * @param {URLSearchParams} params
 * @param {boolean} withAddressId
 * @returns {import('../shared.js').SimResponse | undefined}
 */
function checkSearch(params, withAddressId) {
  const search = params.get('search');
  if (withAddressId) {
    return search === null
      ? undefined
      : serviceError(
          422,
          ERROR_IDS.searchWithAddressId,
          'search: must not be supplied together with an address_id in the path.',
        );
  }
  if (search === null || search.trim() === '')
    return serviceError(
      422,
      ERROR_IDS.searchRequired,
      'search: is required when no address_id is in the path. Send the text typed so far.',
    );
  if (search.includes('\uFFFD'))
    return serviceError(
      400,
      ERROR_IDS.searchEncoding,
      'search: is not valid UTF-8. Encode the text as UTF-8, then URL-encode it.',
    );
  const length = codePointLength(search);
  if (length > 32)
    return serviceError(422, ERROR_IDS.searchTooLong, `search: is ${length} characters long; at most 32 are accepted.`);
  return undefined;
}

/**
 * @param {URLSearchParams} params
 * @param {string} country
 * @returns {import('../shared.js').SimResponse | undefined}
 */
function checkOptions(params, country) {
  const geolocation = params.get('geolocation') ?? '';
  if (geolocation !== '' && geolocation !== 'on')
    return serviceError(
      422,
      ERROR_IDS.geolocationValue,
      `geolocation: "${geolocation}" is not accepted; the only value is "on".`,
    );
  if (geolocation === 'on' && !GEOLOCATION_COUNTRIES.has(country))
    return serviceError(
      422,
      ERROR_IDS.geolocationCountry,
      `geolocation: is supported only for CAN, AUS and DEU, not ${country}.`,
    );
  if (
    commaList(params.get('include_only_locality')).length > 0 &&
    commaList(params.get('include_only_postal_code')).length > 0
  ) {
    return serviceError(
      422,
      ERROR_IDS.filtersTogether,
      'include_only_locality: cannot be combined with include_only_postal_code; send one of the two.',
    );
  }
  return undefined;
}

/**
 * Checks every rule and returns the options, or the error response of the first broken rule.
 * @param {URLSearchParams} params
 * @param {boolean} withAddressId true on GET /v2/lookup/{address_id}
 * @returns {SearchOptions | import('../shared.js').SimResponse}
 */
export function parseParams(params, withAddressId) {
  const country = params.get('country') ?? '';
  const problem = checkCountry(country) ?? checkSearch(params, withAddressId);
  if (problem) return problem;
  const maxResults = withAddressId
    ? 5
    : integerParam('max_results', params.get('max_results'), 1, 10, 5, ERROR_IDS.maxResultsRange);
  if (typeof maxResults !== 'number') return maxResults;
  const maxGroupResults = integerParam(
    'max_group_results',
    params.get('max_group_results'),
    1,
    100,
    100,
    ERROR_IDS.maxGroupResultsRange,
  );
  if (typeof maxGroupResults !== 'number') return maxGroupResults;
  const optionProblem = checkOptions(params, country);
  if (optionProblem) return optionProblem;
  return {
    country,
    search: withAddressId ? '' : /** @type {string} */ (params.get('search')),
    maxResults,
    maxGroupResults,
    localities: commaList(params.get('include_only_locality')),
    postalCodes: commaList(params.get('include_only_postal_code')).map(compactPostal),
  };
}

/**
 * @param {SearchOptions | import('../shared.js').SimResponse} value
 * @returns {value is import('../shared.js').SimResponse}
 */
export function isResponse(value) {
  return 'status' in value;
}
