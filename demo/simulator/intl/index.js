// International Address Autocomplete v2, simulated: GET /v2/lookup (summary search) and
// GET /v2/lookup/{address_id} (a group's sub-units, or an address's detail). The HTTP shell has already checked the
// key, Referer, rate limits and faults and removed those parameters; these handlers answer 200 {candidates}, or
// 400/422 {errors} for broken parameter rules.
//
// Data: real localities from country-state-city for CAN, AUS, GBR, DEU, FRA, NZL, AUT, CHE, NLD, ITA, ESP and RUS
// (RUS answers Latin input only: the package has no Cyrillic names), and real Japanese towns and postal codes in
// kanji from japan-postal-code (Latin input in Japan answers with country-state-city's romanised localities).
// Every other supported country answers with no candidates. Streets are generated (see vocabulary.js).
// geolocation=on is accepted where the service accepts it but biases nothing: a loopback client has no location.

import { ok } from '../shared.js';
import { decodeAddressId } from './address-id.js';
import { detailCandidates, entriesOf, isValidAddress, subUnitsOf, summaryCandidate } from './addresses.js';
import { searchJapanese } from './jp-search.js';
import { isResponse, parseParams } from './params.js';
import { findPlace } from './places.js';
import { PROFILES } from './profiles.js';
import { searchLatin } from './search.js';
import { streetsOf } from './streets.js';
import { hasLatinLetter } from './text.js';

/** @typedef {import('../shared.js').SimResponse} SimResponse */
/** @typedef {import('./params.js').SearchOptions} SearchOptions */

const NO_CANDIDATES = () => ok({ candidates: [] });

/**
 * The summary addresses for a search. The answer's script follows the spec: Latin when the input has any Latin
 * letter, else the country's own script (kanji in Japan; nothing where the simulator has only Latin data).
 * @param {import('./profiles.js').Profile} profile
 * @param {SearchOptions} options
 */
function search(profile, options) {
  if (hasLatinLetter(options.search) || profile.nativeLatin) return searchLatin(profile, options);
  return profile.iso3 === 'JPN' ? searchJapanese(profile, options) : [];
}

/**
 * GET /v2/lookup
 * @param {URLSearchParams} params
 * @returns {SimResponse}
 */
export function intlLookup(params) {
  const options = parseParams(params, false);
  if (isResponse(options)) return options;
  const profile = PROFILES[options.country];
  if (!profile) return NO_CANDIDATES();
  return ok({ candidates: search(profile, options).map(summaryCandidate) });
}

/**
 * The address an id names, if it is one of ours, for this country, and still exists.
 * @param {string} addressId
 * @param {string} country
 */
function resolveAddress(addressId, country) {
  const ref = decodeAddressId(addressId);
  const profile = PROFILES[country];
  if (!ref || !profile || ref.country !== country) return undefined;
  const place = findPlace(profile, ref.script, ref.placeKey);
  const street = place && streetsOf(profile, place).find((candidate) => candidate.name === ref.street);
  if (!place || !street) return undefined;
  const address = { profile, place, street, number: ref.number, unit: ref.unit };
  return isValidAddress(address) ? address : undefined;
}

/**
 * GET /v2/lookup/{address_id}: an id with entries > 1 lists its sub-units (first max_group_results, at most 100);
 * an id with one entry gives its detail (several candidates when the address is ambiguous). An id that is unknown,
 * malformed or from another country gives no candidates (200), as a stale session id would.
 * @param {string} addressId already URL-decoded
 * @param {URLSearchParams} params
 * @returns {SimResponse}
 */
export function intlLookupAddressId(addressId, params) {
  const options = parseParams(params, true);
  if (isResponse(options)) return options;
  const address = resolveAddress(addressId, options.country);
  if (!address) return NO_CANDIDATES();
  if (entriesOf(address) > 1) {
    return ok({ candidates: subUnitsOf(address, Math.min(100, options.maxGroupResults)).map(summaryCandidate) });
  }
  return ok({ candidates: detailCandidates(address) });
}
