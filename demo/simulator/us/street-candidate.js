// Builds US Street candidates (spec "US street: address candidate") for a verified address of the universe, and
// the dpv_match_code N candidate that match=invalid returns for an address that was not found. Only non-blank
// fields are returned, as the spec says.
import { normalizeText } from '../shared.js';
import { carrierRoute, checkDigit, coordinate, deliveryPoint, plus4, serviceKey } from './keys.js';

/**
 * @typedef {import('./universe.js').Address} Address
 * @typedef {import('./data.js').ZipRecord} ZipRecord
 * @typedef {import('./street-parse.js').ParsedInput} ParsedInput
 */

/**
 * @typedef {object} StreetMatch
 * @property {Address} address
 * @property {string} [unit] the recognized unit of a multi-unit address
 * @property {{ designator: string, unit: string }} [unknownSecondary] a typed secondary the address does not have
 * @property {number} cityIndex index into the ZIP's names of city_name
 * @property {string[]} footnotes changes made to the input ('M#', 'N#', 'L#', 'A#', 'U#')
 */

/**
 * @typedef {object} CandidateOptions
 * @property {boolean} enhanced match=enhanced: adds service_key and enhanced_match
 * @property {Record<string, string>} passThrough input_id and addressee, when given
 */

/**
 * Drops undefined and '' fields (the service returns only non-blank fields).
 * @param {Record<string, unknown>} object
 * @returns {Record<string, unknown>}
 */
function compact(object) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * The DPV outcome of a match: Y whole address confirmed; D the secondary a building needs is missing; S a typed
 * secondary was ignored.
 * @param {StreetMatch} match
 */
function deliveryPointValidation(match) {
  const { address, unit, unknownSecondary } = match;
  const recordType = address.kind === 'street' ? (address.building ? 'H' : 'S') : 'P';
  if (unknownSecondary)
    return { code: 'S', footnotes: 'AACC', recordType, notes: ['S#'], enhanced: 'unknown-secondary' };
  if (address.building && unit === undefined) {
    if (address.building.baseUndeliverable) {
      return { code: 'D', footnotes: 'AAN1', recordType, notes: ['H#'], enhanced: 'missing-secondary' };
    }
    return { code: 'Y', footnotes: 'AABB', recordType, notes: [], buildingDefault: 'Y' };
  }
  const military = address.kind === 'military';
  return { code: 'Y', footnotes: military ? 'AABBF1' : 'AABB', recordType, notes: military ? ['Y#'] : [] };
}

/**
 * @param {StreetMatch} match
 * @returns {{ designator: string, number: string } | undefined}
 */
function secondaryOf(match) {
  const { address, unit, unknownSecondary } = match;
  if (unit !== undefined && address.building) return { designator: address.building.designator, number: unit };
  if (!unknownSecondary) return undefined;
  const designator = unknownSecondary.designator || address.building?.designator || '#';
  return { designator, number: unknownSecondary.unit.toUpperCase() };
}

/**
 * @param {StreetMatch} match
 * @param {string} zip4
 * @param {string} point
 */
function components(match, zip4, point) {
  const { address } = match;
  const secondary = secondaryOf(match);
  const name = address.street?.name;
  return compact({
    urbanization: address.urbanization,
    primary_number: String(address.number),
    street_predirection: name?.predirection,
    street_name: name ? name.name : address.kind === 'po-box' ? 'PO Box' : `${address.militaryUnit} Box`,
    street_postdirection: name?.postdirection,
    street_suffix: name?.suffix,
    secondary_number: secondary?.number,
    secondary_designator: secondary?.designator,
    city_name: address.zip.names[match.cityIndex],
    default_city_name: address.zip.names[0],
    state_abbreviation: address.zip.state,
    zipcode: address.zip.zip,
    plus4_code: zip4,
    delivery_point: point,
    delivery_point_check_digit: checkDigit(`${address.zip.zip}${zip4}${point}`),
  });
}

/**
 * @param {Address} address
 * @param {string | undefined} recordType
 * @param {string | undefined} buildingDefault
 */
function metadata(address, recordType, buildingDefault) {
  const place = coordinate(address);
  return compact({
    record_type: recordType,
    zip_type: address.zip.military ? 'Military' : 'Standard',
    carrier_route: carrierRoute(address),
    building_default_indicator: buildingDefault,
    rdi: address.rdi,
    latitude: place?.latitude,
    longitude: place?.longitude,
    precision: place ? 'Zip9' : 'Unknown',
  });
}

/**
 * Whether a delivery point is vacant (`dpv_vacant` Y): a unit whose number is 13 (Apt 13, Unit 13, Ste 13; not 113 or
 * 1301) in any building. Deterministic and reachable from the demo ("1600 Pennsylvania Ave Apt 13", "123 Main St
 * Apt 13"), and no other field changes: vacancy is a USPS flag on a confirmed address, not a different match.
 * @param {StreetMatch} match
 */
function isVacant(match) {
  return match.unit === '13';
}

/**
 * A verified candidate.
 * @param {StreetMatch} match
 * @param {number} candidateIndex
 * @param {CandidateOptions} options
 */
export function candidate(match, candidateIndex, options) {
  const { address } = match;
  const postal = address.source === 'postal';
  const dpv = deliveryPointValidation(match);
  const zip4 = plus4(address, match.unit);
  const point = deliveryPoint(address, match.unit);
  const secondary = secondaryOf(match);
  const footnotes = [...match.footnotes, ...(postal ? dpv.notes : [])];
  const enhancedMatch = postal ? ['postal-match', dpv.enhanced].filter(Boolean).join(',') : 'non-postal-match';
  return compact({
    ...options.passThrough,
    input_index: 0,
    candidate_index: candidateIndex,
    delivery_line_1: secondary ? `${address.line} ${secondary.designator} ${secondary.number}` : address.line,
    last_line: `${address.zip.names[match.cityIndex]} ${address.zip.state} ${address.zip.zip}-${zip4}`,
    delivery_point_barcode: `${address.zip.zip}${zip4}${point}${checkDigit(`${address.zip.zip}${zip4}${point}`)}`,
    service_key: options.enhanced ? serviceKey(address, match.unit) : undefined,
    components: components(match, zip4, point),
    metadata: metadata(address, postal ? dpv.recordType : undefined, postal ? dpv.buildingDefault : undefined),
    analysis: compact({
      dpv_match_code: postal ? dpv.code : undefined,
      dpv_footnotes: postal ? dpv.footnotes : undefined,
      dpv_cmra: postal ? 'N' : undefined,
      dpv_vacant: postal ? (dpv.code === 'Y' && isVacant(match) ? 'Y' : 'N') : undefined,
      dpv_no_stat: postal ? 'N' : undefined,
      active: 'Y',
      footnotes: footnotes.join(''),
      enhanced_match: options.enhanced ? enhancedMatch : undefined,
    }),
  });
}

/**
 * "123 main st" → "123 Main St": the input written back for an address that was not found.
 * @param {string} text
 */
function titleCase(text) {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/**
 * The candidate match=invalid returns for an address that was not found (dpv_match_code N).
 * @param {ParsedInput} parsed
 * @param {ZipRecord | undefined} zip the ZIP of the input, when known
 * @param {string} dpvFootnotes 'A1' not in postal data, 'AAM3' house number invalid, 'AAP3' box number invalid
 * @param {CandidateOptions} options
 */
export function invalidCandidate(parsed, zip, dpvFootnotes, options) {
  const city = zip ? zip.names[zip.preferred] : titleCase(parsed.city ?? '');
  const state = zip?.state ?? parsed.state ?? '';
  const zipcode = zip?.zip ?? parsed.zip ?? '';
  const words = parsed.words.filter((word) => word !== '');
  return compact({
    ...options.passThrough,
    input_index: 0,
    candidate_index: 0,
    delivery_line_1: titleCase(words.join(' ')),
    last_line: [city, state, zipcode].filter(Boolean).join(' '),
    components: compact({
      primary_number: parsed.line?.digits,
      city_name: city,
      state_abbreviation: state,
      zipcode,
    }),
    metadata: { precision: 'Unknown' },
    analysis: compact({
      dpv_match_code: 'N',
      dpv_footnotes: dpvFootnotes,
      active: 'Y',
      footnotes: [...(parsed.line?.footnotes ?? []), 'F#'].join(''),
      enhanced_match: options.enhanced ? 'none' : undefined,
    }),
  });
}

/**
 * The unit of a building a typed secondary names, if any.
 * @param {Address} address
 * @param {string} typed
 */
export function findUnit(address, typed) {
  const wanted = normalizeText(typed);
  return address.building?.units.find((unit) => normalizeText(unit) === wanted);
}
