// Text matching of the US autocomplete: a suggestion matches when its text "street_line [secondary] city state
// zipcode", normalized, starts with the normalized search. The city part may be written with any of the ZIP's city
// names; which one the suggestion then shows follows the spec's "Alternate cities" rules.
import { normalizeText } from '../shared.js';
import { BUILDING_DESIGNATORS, ORDINAL_WORDS } from './vocabulary.js';

/** @typedef {import('./data.js').ZipRecord} ZipRecord */

const ORDINAL_PATTERN = new RegExp(`(?<=^| )(?:${Object.keys(ORDINAL_WORDS).join('|')})(?= |$)`, 'g');

/**
 * Normalized text with spelled-out ordinals (whole words, first to twentieth) in numeric form: "fifth ave" → "5th
 * ave". Both the search and the street lines are compared in this form, so "Fifth" finds "5th" and "5th" "Fifth".
 * @param {string} text normalized
 */
export function ordinalForm(text) {
  return text.replace(ORDINAL_PATTERN, (word) => ORDINAL_WORDS[word]);
}

/**
 * The search as it is compared: normalized, with "P.O. Box" / "Post Office Box" written "po box" and ordinals in
 * numeric form.
 * @param {string} search
 */
export function canonicalQuery(search) {
  return ordinalForm(
    normalizeText(search)
      .replace(/^p o(?= |$)/, 'po')
      .replace(/^post office(?= |$)/, 'po'),
  );
}

/**
 * Whether text that continues as `text` (a street name, a unit prefix) can still match `rest`, the part of the
 * search after what was already matched: either `rest` is a prefix of it, or `rest` goes on past it.
 * @param {string} text
 * @param {string} rest
 */
export function continues(text, rest) {
  return text.startsWith(rest) || rest.startsWith(`${text} `);
}

/**
 * Which of the ZIP's names a matching row shows, from the names the typed city text matches.
 * @param {ZipRecord} zip
 * @param {number[]} matching indices into zip.names
 * @returns {number} an index into zip.names, or -1 when nothing matches
 */
export function chooseCity(zip, matching) {
  if (matching.length === 0) return -1;
  // The default (or the preferred) city typed: the preferred city is returned, even when it is an alternate.
  if (matching.includes(0) || matching.includes(zip.preferred)) return zip.preferred;
  // One alternate typed: it is returned if it is still acceptable for mailing; several: the default is kept.
  if (matching.length === 1 && zip.acceptable[matching[0]]) return matching[0];
  return zip.preferred;
}

/**
 * Matches one row of a ZIP against the search.
 * @param {string} query canonical search
 * @param {string} head normalized "street_line [secondary]" of the row
 * @param {ZipRecord} zip
 * @returns {number} the index into zip.names of the city the row shows, or -1 when the row does not match
 */
export function matchRow(query, head, zip) {
  if (head.startsWith(query)) return zip.preferred;
  if (!query.startsWith(`${head} `)) return -1;
  const tail = query.slice(head.length + 1);
  /** @type {number[]} */
  const matching = [];
  zip.cityLines.forEach((line, index) => {
    if (line.startsWith(tail)) matching.push(index);
  });
  return chooseCity(zip, matching);
}

/**
 * Whether text after a row's street line can still match: a city of the ZIP, or (for a multi-unit address) a
 * unit designator. A cheap test that lets a search skip addresses before generating them.
 * @param {string} tail the search after "street_line "
 * @param {ZipRecord} zip
 */
export function tailCanMatch(tail, zip) {
  if (tail.startsWith('#') || zip.cityLines.some((line) => line.startsWith(tail))) return true;
  return DESIGNATORS.some((designator) => continues(designator, tail));
}

const DESIGNATORS = BUILDING_DESIGNATORS.map(normalizeText);

/**
 * The search with a "#" typed for the unit designator ("123 Main St #4", "… # 4") written as the building's own
 * designator ("123 main st apt 4"), so that it matches the building's units.
 * @param {string} query canonical search
 * @param {string} line normalized street line of the building
 * @param {string} designator normalized designator of the building ("apt")
 */
export function designatorTyped(query, line, designator) {
  if (!query.startsWith(`${line} #`)) return query;
  return `${line} ${designator} ${query.slice(line.length + 2).trimStart()}`.trimEnd();
}
