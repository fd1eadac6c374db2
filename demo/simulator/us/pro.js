// GET /lookup, US autocomplete Pro: suggestions for the text typed so far; a multi-unit address is one row whose
// secondary is the designator only ("Apt") with `entries` = its unit count; `selected="street_line secondary
// (entries) city state zipcode"` lists that address's secondaries, narrowed by `search`.
import { normalizeText, ok } from '../shared.js';
import { answer } from './errors.js';
import { readFilters, textParam } from './filters.js';
import { locateLine } from './lookup.js';
import { canonicalQuery, matchRow } from './matching.js';
import { findRows, rememberedRows, searchKey } from './ranking.js';
import { commonFields, readSearch, secondaryOf } from './suggestion.js';
import { usData } from './data.js';
import { SECONDARY_DESIGNATORS } from './vocabulary.js';

/**
 * @typedef {import('../shared.js').SimResponse} SimResponse
 * @typedef {import('./universe.js').Address} Address
 * @typedef {import('./data.js').ZipRecord} ZipRecord
 * @typedef {import('./search.js').Row} Row
 */

/** Secondaries listed for one selected address. */
export const MAX_SECONDARIES = 100;

/**
 * @param {Address} address
 * @param {number} cityIndex
 * @param {string} secondary
 * @param {number} entries
 * @param {boolean} showSource
 */
function proSuggestion(address, cityIndex, secondary, entries, showSource) {
  const fields = commonFields(address, cityIndex, secondary, entries);
  return showSource ? { ...fields, source: address.source } : fields;
}

/**
 * @param {Row} row
 * @param {boolean} showSource
 */
function rowSuggestion(row, showSource) {
  const { address, cityIndex } = row;
  if (row.group && address.building) {
    return proSuggestion(address, cityIndex, address.building.designator, address.building.units.length, showSource);
  }
  return proSuggestion(address, cityIndex, secondaryOf(address, row.unit), 1, showSource);
}

/**
 * Splits "… city state zipcode" into the ZIP, the city's index and the text before the city.
 * @param {string} text normalized
 * @returns {{ zip: ZipRecord, cityIndex: number, head: string } | undefined}
 */
function splitLastLine(text) {
  const match = /^(.*) ([a-z]{2}) (\d{5})$/.exec(text);
  const zip = match ? usData().byZip.get(match[3]) : undefined;
  if (!match || !zip || zip.state.toLowerCase() !== match[2]) return undefined;
  const before = match[1];
  let cityIndex = -1;
  zip.normNames.forEach((name, index) => {
    const fits = before === name || before.endsWith(` ${name}`);
    if (fits && (cityIndex < 0 || name.length > zip.normNames[cityIndex].length)) cityIndex = index;
  });
  if (cityIndex < 0) return undefined;
  return { zip, cityIndex, head: before.slice(0, before.length - zip.normNames[cityIndex].length).trim() };
}

/**
 * The address a selected value names: `head` is its street line, optionally followed by a designator (a group) or
 * by a designator and unit (one unit).
 * @param {ZipRecord} zip
 * @param {string} head normalized
 * @returns {{ address: Address, unit?: string } | undefined}
 */
function locateSelected(zip, head) {
  const whole = locateLine(zip, head);
  if (whole) return { address: whole };
  const words = head.split(' ');
  for (const drop of [1, 2]) {
    const address = locateLine(zip, words.slice(0, -drop).join(' '));
    const designator = address?.building && normalizeText(address.building.designator);
    if (!address?.building || words[words.length - drop] !== designator) continue;
    if (drop === 1) return { address };
    const unit = address.building.units.find((label) => normalizeText(label) === words[words.length - 1]);
    if (unit !== undefined) return { address, unit };
  }
  return undefined;
}

/**
 * The search with the secondary typed after the street line written the building's way, or undefined when what
 * follows the street is not a secondary (the first call of an expansion sends the text typed so far, "123 Ma").
 * A secondary is any designators (any USPS one or "#", glued to the number or not: "apt3", "#3", "Unit 3", "Apt #3")
 * and then the unit number, or the number alone: "123 main st unit 3" → "123 main st apt 3".
 * @param {string} query canonical search
 * @param {string} line normalized street line of the building
 * @param {string} designator normalized designator of the building ("apt")
 */
function secondaryTyped(query, line, designator) {
  if (!query.startsWith(`${line} `)) return undefined;
  const words = query
    .slice(line.length + 1)
    .replace(/#/g, ' # ')
    .replace(/(?<=^| )([a-z]+)(?=\d)/g, '$1 ')
    .split(' ')
    .filter((word) => word !== '');
  const designators = words.findIndex((word) => !SECONDARY_DESIGNATORS.has(word));
  const unit = designators < 0 ? [] : words.slice(designators);
  if (designators === 0 && !/^\d/.test(unit[0] ?? '')) return undefined;
  return [line, designator, ...unit].join(' ');
}

/**
 * The secondaries of the selected address, narrowed by the search once it reaches into the unit number.
 * @param {string} selected
 * @param {string} query canonical search
 * @param {boolean} showSource
 */
function secondaries(selected, query, showSource) {
  const parts = /^(.*?)\s*\(\s*(\d+)\s*\)\s*(.*)$/.exec(selected);
  const text = parts ? `${normalizeText(parts[1])} ${normalizeText(parts[3])}` : normalizeText(selected);
  const split = splitLastLine(text);
  const found = split && locateSelected(split.zip, split.head);
  if (!split || !found) return [];
  const { address, unit } = found;
  if (!address.building || unit !== undefined || !parts) {
    return [proSuggestion(address, split.cityIndex, secondaryOf(address, unit), 1, showSource)];
  }
  const line = normalizeText(address.line);
  const designator = normalizeText(address.building.designator);
  const base = `${line} ${designator}`;
  const search = secondaryTyped(query, line, designator);
  return address.building.units
    .filter((label) => search === undefined || matchRow(search, `${base} ${normalizeText(label)}`, address.zip) >= 0)
    .slice(0, MAX_SECONDARIES)
    .map((label) => proSuggestion(address, split.cityIndex, secondaryOf(address, label), 1, showSource));
}

/**
 * GET /lookup.
 * @param {URLSearchParams} params without `key`
 * @param {{ shopper?: import('./filters.js').Shopper }} [context] where the caller is (the HTTP shell knows)
 * @returns {SimResponse}
 */
export function usAutocompletePro(params, context = {}) {
  return answer(() => {
    const query = canonicalQuery(readSearch(params));
    const filters = readFilters(params, 'pro', context.shopper);
    const showSource = filters.source !== undefined;
    const selected = textParam(params, 'selected');
    if (selected !== undefined) return ok({ suggestions: secondaries(selected, query, showSource) });
    const rows = rememberedRows(searchKey('pro', params, context.shopper), () => findRows(query, filters));
    return ok({ suggestions: rows.map((row) => rowSuggestion(row, showSource)) });
  });
}
