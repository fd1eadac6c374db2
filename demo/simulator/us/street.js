// GET /street-address, US Street verification of one address: finds it in the universe and answers with the
// candidates (an array, empty when nothing validates). match=strict returns only valid addresses; match=invalid adds
// a dpv_match_code N candidate for an address that was not found (component input only: freeform input always
// behaves as strict); match=enhanced also finds non-postal addresses and adds service_key.
import { normalizeText, ok } from '../shared.js';
import { cleanCityName } from './alternates.js';
import { usData } from './data.js';
import { ParameterError, answer, badRequest, reject } from './errors.js';
import { integerParam, textParam } from './filters.js';
import { findMilitary, findPoBox, findStreetAddress } from './lookup.js';
import { candidate, findUnit, invalidCandidate } from './street-candidate.js';
import { parseInput } from './street-parse.js';
import { poBoxesOf, streetsOf } from './universe.js';

/**
 * @typedef {import('../shared.js').SimResponse} SimResponse
 * @typedef {import('./data.js').ZipRecord} ZipRecord
 * @typedef {import('./universe.js').Address} Address
 * @typedef {import('./street-parse.js').ParsedInput} ParsedInput
 * @typedef {import('./street-candidate.js').StreetMatch} StreetMatch
 */

/** Field maxima (spec "Limits"); street accepts 100 characters of freeform input. */
const MAX_LENGTHS = {
  input_id: 36,
  street: 100,
  secondary: 32,
  city: 64,
  state: 32,
  zipcode: 16,
  urbanization: 64,
  lastline: 64,
  addressee: 64,
  match: 8,
};
const MATCH_MODES = ['strict', 'invalid', 'enhanced'];

/** @param {URLSearchParams} params */
function readRequest(params) {
  const street = textParam(params, 'street');
  if (street === undefined) {
    throw new ParameterError(
      badRequest('streetRequired', 'street is required: send the street line or the whole address.'),
    );
  }
  for (const [name, max] of Object.entries(MAX_LENGTHS)) {
    const length = [...(params.get(name) ?? '')].length;
    if (length > max) reject('fieldTooLong', `${name} is ${length} characters long; at most ${max} are allowed.`);
  }
  const match = (textParam(params, 'match') ?? 'strict').toLowerCase();
  if (!MATCH_MODES.includes(match))
    reject('matchValue', `match must be one of ${MATCH_MODES.join(', ')}; got "${params.get('match')}".`);
  const [city, state, zipcode, lastline] = ['city', 'state', 'zipcode', 'lastline'].map((name) =>
    textParam(params, name),
  );
  const freeform = city === undefined && state === undefined && zipcode === undefined && lastline === undefined;
  if (!freeform && lastline === undefined && zipcode === undefined && (city === undefined || state === undefined)) {
    reject(
      'lastLineIncomplete',
      'city and state, or zipcode, are needed with street (or send the whole address in street).',
    );
  }
  /** @type {Record<string, string>} */
  const passThrough = {};
  for (const name of ['input_id', 'addressee']) {
    const value = textParam(params, name);
    if (value !== undefined) passThrough[name] = value;
  }
  return {
    input: { street, secondary: textParam(params, 'secondary'), city, state, zipcode, lastline },
    freeform,
    candidates: integerParam(params, 'candidates', 1, 10, 1, 'candidatesRange'),
    match,
    passThrough,
  };
}

/**
 * The ZIPs to look in, in order: the given ZIP Code, else (or when the address is not there) the ZIPs of the city.
 * @param {ParsedInput} parsed
 * @returns {{ given: ZipRecord | undefined, byCity: Array<{ zip: ZipRecord, nameIndex: number }> }}
 */
function zipsFor(parsed) {
  const data = usData();
  const given = parsed.zip === undefined ? undefined : data.byZip.get(parsed.zip);
  const key = parsed.city && parsed.state ? `${normalizeText(cleanCityName(parsed.city))}|${parsed.state}` : '';
  return { given, byCity: (data.byCity.get(key) ?? []).filter(({ zip }) => zip !== given) };
}

/**
 * city_name: an acceptable alternate the input named, else the preferred city.
 * @param {ZipRecord} zip
 * @param {string | undefined} city
 * @returns {{ cityIndex: number, footnotes: string[] }}
 */
function cityFor(zip, city) {
  const index = city === undefined ? -1 : zip.normNames.indexOf(normalizeText(cleanCityName(city)));
  if (index > 0 && zip.acceptable[index]) return { cityIndex: index, footnotes: [] };
  return { cityIndex: zip.preferred, footnotes: index > 0 ? ['U#'] : [] };
}

/**
 * @param {ParsedInput} parsed
 * @param {ZipRecord} zip
 * @returns {Address | undefined}
 */
function addressIn(parsed, zip) {
  const line = parsed.line;
  if (!line) return undefined;
  if (line.kind === 'po-box') return findPoBox(zip, line.digits);
  if (line.kind === 'military') return findMilitary(zip, line.militaryUnit ?? '', line.digits);
  return findStreetAddress(zip, line.digits, line.nameIds);
}

/**
 * @param {ParsedInput} parsed
 * @param {Address} address
 * @param {string[]} footnotes
 * @returns {StreetMatch}
 */
function matchOf(parsed, address, footnotes) {
  const city = cityFor(address.zip, parsed.city);
  /** @type {StreetMatch} */
  const match = {
    address,
    cityIndex: city.cityIndex,
    footnotes: [...(parsed.line?.footnotes ?? []), ...footnotes, ...city.footnotes],
  };
  if (!parsed.secondary) return match;
  const unit = findUnit(address, parsed.secondary.unit);
  if (unit !== undefined) match.unit = unit;
  else match.unknownSecondary = parsed.secondary;
  return match;
}

/**
 * Every match, at most `limit`: in the given ZIP, else in the city's ZIPs (the ZIP then corrected, footnote A#).
 * @param {ParsedInput} parsed
 * @param {boolean} enhanced non-postal addresses are found only with match=enhanced
 * @param {number} limit
 * @returns {StreetMatch[]}
 */
function findMatches(parsed, enhanced, limit) {
  const { given, byCity } = zipsFor(parsed);
  const found = (/** @type {ZipRecord} */ zip) => {
    const address = addressIn(parsed, zip);
    return address && (enhanced || address.source === 'postal') ? address : undefined;
  };
  const inGiven = given && found(given);
  if (inGiven) return [matchOf(parsed, inGiven, [])];
  const corrected = given || parsed.zip ? ['A#'] : [];
  /** @type {StreetMatch[]} */
  const matches = [];
  for (const { zip } of byCity) {
    const address = found(zip);
    if (address) matches.push(matchOf(parsed, address, corrected));
    if (matches.length === limit) break;
  }
  return matches;
}

/**
 * Why an address was not found, as DPV footnotes: the street (or box section) exists but not the number, or not.
 * @param {ParsedInput} parsed
 * @param {ZipRecord | undefined} zip
 */
function notFoundFootnotes(parsed, zip) {
  const line = parsed.line;
  if (!zip || !line) return 'A1';
  if (line.kind === 'street' && streetsOf(zip).some((street) => line.nameIds.includes(street.name.id))) return 'AAM3';
  if (line.kind === 'po-box' && poBoxesOf(zip)) return 'AAP3';
  return 'A1';
}

/**
 * GET /street-address.
 * @param {URLSearchParams} params without `key`
 * @returns {SimResponse}
 */
export function usStreetAddress(params) {
  return answer(() => {
    const request = readRequest(params);
    const parsed = parseInput(request.input, request.freeform);
    const options = { enhanced: request.match === 'enhanced', passThrough: request.passThrough };
    const matches = findMatches(parsed, options.enhanced, request.candidates);
    if (matches.length > 0) return ok(matches.map((match, index) => candidate(match, index, options)));
    if (request.match !== 'invalid' || request.freeform) return ok([]);
    const { given, byCity } = zipsFor(parsed);
    const zip = given ?? byCity[0]?.zip;
    return ok([invalidCandidate(parsed, zip, notFoundFootnotes(parsed, zip), options)]);
  });
}
