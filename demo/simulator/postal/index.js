// International Postal Code lookup, simulated: GET /lookup with `country` and one of `postal_code`, `locality`,
// `administrative_area` (any further one narrows). The HTTP shell (../server.js) has already checked the key, the
// host, the rate limits (including the repeated-identical-input 429 of this API) and faults, and removed those
// parameters; this handler answers 200 {results}, or 400/422 {errors} (params.js).

import { ok } from '../shared.js';
import { compactPostal, foldText } from '../intl/text.js';
import { postalPlaces } from './data.js';
import { isResponse, parsePostalParams, RESULT_INPUT_ID_LENGTH } from './params.js';

/** Results per query (spec Limits: at most 1,000; no paging). */
export const MAX_RESULTS = 1000;

/**
 * The first index whose compact code is not below the prefix (the places are sorted by compact code).
 * @param {import('./data.js').PostalPlace[]} places
 * @param {string} prefix
 */
function lowerBound(places, prefix) {
  let low = 0;
  let high = places.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (places[middle].compact < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A result with only the fields that have a value, in the documented order (the service omits empty fields).
 * @param {import('./data.js').PostalPlace} place
 * @param {string} iso3
 * @param {string} inputId
 */
function resultOf(place, iso3, inputId) {
  /** @type {Record<string, string>} */
  const result = {};
  if (inputId) result.input_id = [...inputId].slice(0, RESULT_INPUT_ID_LENGTH).join('');
  if (place.adminArea) result.administrative_area = place.adminArea;
  if (place.locality) result.locality = place.locality;
  result.postal_code = place.postalCode;
  result.country_iso_3 = iso3;
  return result;
}

/**
 * GET /lookup
 * @param {URLSearchParams} params
 * @returns {import('../shared.js').SimResponse}
 */
export function intlPostalLookup(params) {
  const query = parsePostalParams(params);
  if (isResponse(query)) return query;
  if (!query.country) return ok({ results: [] });
  const places = postalPlaces(query.country);
  const prefix = compactPostal(query.postalCode);
  const locality = foldText(query.locality);
  const area = foldText(query.administrativeArea);
  /** @type {Record<string, string>[]} */
  const results = [];
  for (let i = prefix ? lowerBound(places, prefix) : 0; i < places.length && results.length < MAX_RESULTS; i++) {
    const place = places[i];
    if (prefix && !place.compact.startsWith(prefix)) break;
    if (locality && place.foldedLocality !== locality) continue;
    if (area && !place.adminNames.includes(area)) continue;
    results.push(resultOf(place, query.country, query.inputId));
  }
  return ok({ results });
}
