// Enumerates the rows that match a search, ZIP by ZIP in the universe's stable order, lazily: a caller takes what it
// needs and stops. Indexes built once (which ZIPs have which street name, PO Boxes, military units) narrow a search
// to the ZIPs that can match, and each ZIP is tested on its compact street table before any address is generated.
// A multi-unit address is one collapsed row while the search has not reached a unit number; once it has
// ("123 Main St Apt 4"), its matching units are listed directly as final rows.
import { normalizeText } from '../shared.js';
import { usData } from './data.js';
import { continues, designatorTyped, matchRow, ordinalForm, tailCanMatch } from './matching.js';
import { hasMatching, numbersMatching } from './numbers.js';
import {
  militaryAddress,
  militaryUnitsOf,
  poBoxAddress,
  poBoxesOf,
  poBoxRangeAt,
  streetAddress,
  streetCountAt,
  streetNameIdAt,
  streetRangeAt,
  streetsOf,
} from './universe.js';
import { MILITARY_PREFIXES, STREET_NAMES } from './vocabulary.js';

/**
 * @typedef {import('./data.js').ZipRecord} ZipRecord
 * @typedef {import('./universe.js').Address} Address
 * @typedef {import('./numbers.js').NumberRange} NumberRange
 */

/**
 * @typedef {object} Row
 * @property {Address} address
 * @property {number} cityIndex index into address.zip.names of the city shown
 * @property {boolean} [group] a collapsed multi-unit address
 * @property {string} [unit] the unit number of a final row inside a building
 */

/**
 * @typedef {object} SearchOptions
 * @property {(address: Address) => boolean} visible whether source and type filters keep the address
 * @property {(zip: ZipRecord) => number | undefined} forcedCity a city a filter or preference forces for the ZIP
 */

/**
 * @typedef {object} SearchIndex
 * @property {Int32Array[]} byName rank positions of the ZIPs having each street name
 * @property {Int32Array} streets rank positions of the ZIPs with streets
 * @property {Int32Array} poBoxes rank positions of the ZIPs with PO Boxes
 * @property {Int32Array} military rank positions of the military ZIPs
 */

const PO_BOX = 'po box';
const MILITARY_WORDS = MILITARY_PREFIXES.map(normalizeText);

/** @type {SearchIndex | undefined} */
let index;

/** @returns {SearchIndex} */
function searchIndex() {
  index ??= buildIndex();
  return index;
}

function buildIndex() {
  const { ranked } = usData();
  /** @type {number[][]} */
  const byName = STREET_NAMES.map(() => []);
  /** @type {{ streets: number[], poBoxes: number[], military: number[] }} */
  const kinds = { streets: [], poBoxes: [], military: [] };
  ranked.forEach((zip, position) => {
    if (zip.military) kinds.military.push(position);
    else kinds.streets.push(position);
    if (poBoxesOf(zip)) kinds.poBoxes.push(position);
    for (let k = streetCountAt(zip) - 1; k >= 0; k--) byName[streetNameIdAt(zip, k)].push(position);
  });
  return {
    byName: byName.map((positions) => Int32Array.from(positions)),
    streets: Int32Array.from(kinds.streets),
    poBoxes: Int32Array.from(kinds.poBoxes),
    military: Int32Array.from(kinds.military),
  };
}

/** @type {(head: string, query: string) => boolean} whether a line starting with `head` can match the query */
const reaches = (head, query) => head.startsWith(query) || query.startsWith(`${head} `);

/**
 * A search parsed once, so that testing a ZIP allocates nothing.
 * @typedef {object} CompiledQuery
 * @property {string} text the canonical search
 * @property {string | undefined} digits the leading house number, when the search starts with one
 * @property {boolean} exact whether something follows the house number (it is then complete)
 * @property {Array<string | null | undefined>} streets per vocabulary id: undefined when the street name cannot
 *   match, null when it can and the search ends within it, else the text after it
 * @property {{ digits: string, exact: boolean } | undefined} box how the search reaches into PO Box numbers
 * @property {boolean} military whether the search can match a military address
 */

/** @type {string[] | undefined} */
let names;
/** The street names as a search compares them (ordinalForm of each norm), by vocabulary id. */
function matchNames() {
  names ??= STREET_NAMES.map((name) => ordinalForm(name.norm));
  return names;
}

/**
 * @param {string} text canonical search
 * @returns {CompiledQuery}
 */
export function compileQuery(text) {
  const typed = /^(\d+)(?: (.*))?$/.exec(text);
  const rest = typed?.[2];
  const streets = matchNames().map((norm) => {
    if (!typed) return undefined;
    if (rest === undefined) return null;
    if (!continues(norm, rest)) return undefined;
    return rest.length > norm.length ? rest.slice(norm.length + 1) : null;
  });
  return {
    text,
    digits: typed?.[1],
    exact: rest !== undefined,
    streets,
    box: boxDigits(PO_BOX, text),
    military: MILITARY_WORDS.some((word) => reaches(word, text) || text.startsWith(`${word} `)),
  };
}

/**
 * How a search reaches the numbers of lines written `${head} ${number}`: every number (digits ''), numbers
 * starting with digits, one exact number, or none (undefined).
 * @param {string} head
 * @param {string} text
 */
function boxDigits(head, text) {
  if (head.startsWith(text)) return { digits: '', exact: false };
  if (!text.startsWith(`${head} `)) return undefined;
  const typed = /^(\d+)( |$)/.exec(text.slice(head.length + 1));
  return typed ? { digits: typed[1], exact: typed[2] === ' ' } : undefined;
}

/**
 * The rank positions of the ZIPs that may hold a match, ascending.
 * @param {CompiledQuery} query
 * @returns {Int32Array}
 */
export function candidateZips(query) {
  const found = searchIndex();
  if (query.digits !== undefined && !query.exact) return found.streets;
  /** @type {Int32Array[]} */
  const lists = [];
  query.streets.forEach((state, id) => {
    if (state !== undefined) lists.push(found.byName[id]);
  });
  if (query.box) lists.push(found.poBoxes);
  if (query.military) lists.push(found.military);
  return union(lists, usData().ranked.length);
}

/**
 * @param {Int32Array[]} lists ascending lists of positions
 * @param {number} size
 */
function union(lists, size) {
  if (lists.length <= 1) return lists[0] ?? new Int32Array(0);
  const marks = new Uint8Array(size);
  for (const list of lists) for (const position of list) marks[position] = 1;
  const positions = [];
  for (let position = 0; position < size; position++) if (marks[position]) positions.push(position);
  return Int32Array.from(positions);
}

/** Reused by ZIP tests: one range object instead of one per street tested. */
const scratch = { start: 0, step: 1, count: 0 };

/**
 * Whether the k-th street of a ZIP can match (street name, house number and the text after the street).
 * @param {ZipRecord} zip
 * @param {number} k
 * @param {CompiledQuery} query
 */
function streetMayMatch(zip, k, query) {
  const after = query.streets[streetNameIdAt(zip, k)];
  if (after === undefined || query.digits === undefined) return false;
  if (!hasMatching(streetRangeAt(zip, k, scratch), query.digits, query.exact)) return false;
  return after === null || tailCanMatch(after, zip);
}

/**
 * A cheap test of a whole ZIP before any of its addresses is generated.
 * @param {ZipRecord} zip
 * @param {CompiledQuery} query
 */
function zipMayMatch(zip, query) {
  if (zip.military) return query.military;
  for (let k = streetCountAt(zip) - 1; k >= 0; k--) if (streetMayMatch(zip, k, query)) return true;
  return (
    query.box !== undefined && poBoxRangeAt(zip, scratch) && hasMatching(scratch, query.box.digits, query.box.exact)
  );
}

/**
 * Matching rows of the candidate ZIPs that pass `zipFilter`, in stable order.
 * @param {CompiledQuery} query
 * @param {Int32Array} candidates from candidateZips(query)
 * @param {(zip: ZipRecord) => boolean} zipFilter
 * @param {SearchOptions} options
 * @returns {Generator<Row>}
 */
export function* searchRows(query, candidates, zipFilter, options) {
  if (query.text === '') return;
  const { ranked } = usData();
  for (const position of candidates) {
    const zip = ranked[position];
    if (zipMayMatch(zip, query) && zipFilter(zip)) yield* rowsInZip(zip, query, options);
  }
}

/**
 * @param {ZipRecord} zip
 * @param {CompiledQuery} query
 * @param {SearchOptions} options
 * @returns {Generator<Row>}
 */
function* rowsInZip(zip, query, options) {
  if (zip.military) {
    yield* militaryRows(zip, query.text, options);
    return;
  }
  const streets = streetsOf(zip);
  for (let k = 0; k < streets.length; k++) {
    if (!streetMayMatch(zip, k, query) || query.digits === undefined) continue;
    for (const number of numbersMatching(streets[k].numbers, query.digits, query.exact)) {
      yield* addressRows(streetAddress(streets[k], number), query.text, options);
    }
  }
  const boxes = poBoxesOf(zip);
  if (boxes && query.box) {
    for (const number of numbersMatching(boxes, query.box.digits, query.box.exact)) {
      yield* addressRows(poBoxAddress(zip, number), query.text, options);
    }
  }
}

/**
 * @param {ZipRecord} zip
 * @param {string} query
 * @param {SearchOptions} options
 * @returns {Generator<Row>}
 */
function* militaryRows(zip, query, options) {
  for (const { unit, boxes } of militaryUnitsOf(zip)) {
    const reach = boxDigits(`${normalizeText(unit)} box`, query);
    if (!reach) continue;
    for (const box of numbersMatching(boxes, reach.digits, reach.exact)) {
      yield* addressRows(militaryAddress(zip, unit, box), query, options);
    }
  }
}

/**
 * The rows of one address: itself, its collapsed group, or its matching units.
 * @param {Address} address
 * @param {string} typed canonical search
 * @param {SearchOptions} options
 * @returns {Generator<Row>}
 */
function* addressRows(address, typed, options) {
  if (!options.visible(address)) return;
  const zip = address.zip;
  const forced = options.forcedCity(zip);
  const shown = (/** @type {number} */ cityIndex) => (cityIndex < 0 || forced === undefined ? cityIndex : forced);
  const line = ordinalForm(normalizeText(address.line));
  const building = address.building;
  const query = building ? designatorTyped(typed, line, normalizeText(building.designator)) : typed;
  if (!building) {
    const cityIndex = shown(matchRow(query, line, zip));
    if (cityIndex >= 0) yield { address, cityIndex };
    return;
  }
  const withDesignator = `${line} ${normalizeText(building.designator)}`;
  const plainCity = matchRow(query, line, zip);
  const groupCity = plainCity >= 0 ? plainCity : matchRow(query, withDesignator, zip);
  if (groupCity >= 0) {
    yield { address, cityIndex: shown(groupCity), group: true };
    return;
  }
  if (!query.startsWith(`${withDesignator} `)) return;
  for (const unit of building.units) {
    const cityIndex = shown(matchRow(query, `${withDesignator} ${normalizeText(unit)}`, zip));
    if (cityIndex >= 0) yield { address, cityIndex, unit };
  }
}
