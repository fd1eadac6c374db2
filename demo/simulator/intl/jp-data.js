// Real Japanese postal codes and town names in kanji from the `japan-postal-code` package (through data/source.js),
// one data file per 3-digit prefix of the postal code. A file is loaded the first time a postal code with its prefix
// is needed; a name search needs every file (about 200 ms once), after which towns are indexed by first character.

import { packageData } from '../data/source.js';

/**
 * @typedef {object} Town One postal-code area: a town (町域) of a city, ward, town or village.
 * @property {string} postal7 seven digits, e.g. "1000005"
 * @property {number} prefecture JIS prefecture number 1–47 (13 = Tokyo), as in the package and country-state-city
 * @property {string} prefectureName e.g. "東京都"
 * @property {string} city e.g. "千代田区"
 * @property {string} town e.g. "丸の内"
 * @property {string[]} keys what a search may start with: prefecture+city+town, city+town, town
 */

// Entries for single buildings, floors and big companies are not towns to generate streets in.
const NOT_A_TOWN = /[\u30A1-\u30FA\u30FC]{3,}|[A-Za-z]|[()（）、～・「」]|階$/;

/** @type {(string | null)[] | undefined} */
let prefectureNames;
/** @type {Map<string, Town[]>} towns of each loaded file, by 3-digit prefix */
const filesLoaded = new Map();
/** @type {Map<string, Town>} */
const byPostal = new Map();
/** @type {{ towns: Town[], byFirstChar: Map<string, Town[]> } | undefined} */
let everything;
/** @type {string[] | undefined} */
let prefixes;

/**
 * The 47 prefecture names in kanji (index = JIS number).
 * @returns {(string | null)[]}
 */
export function prefectures() {
  prefectureNames ??= packageData().jpPrefectures();
  return prefectureNames;
}

/** @returns {string[]} every 3-digit prefix that has a data file */
export function allPrefixes() {
  prefixes ??= packageData().jpPrefixes();
  return prefixes;
}

/**
 * @param {string} postal7
 * @param {unknown} entry
 * @returns {Town | undefined}
 */
function toTown(postal7, entry) {
  if (!Array.isArray(entry) || entry.length !== 3 || typeof entry[2] !== 'string' || entry[2] === '') return undefined;
  const town = entry[2].normalize('NFKC');
  const prefectureName = prefectures()[entry[0]];
  if (!prefectureName || NOT_A_TOWN.test(town)) return undefined;
  const city = String(entry[1]).normalize('NFKC');
  return {
    postal7,
    prefecture: entry[0],
    prefectureName,
    city,
    town,
    keys: [prefectureName + city + town, city + town, town],
  };
}

/**
 * Parses one data file: the JSON object between the outer parentheses of `zipdata(...)`. One town per name is kept
 * (the lowest postal code), which also drops the per-floor codes of office towers.
 * @param {string} prefix
 * @returns {Town[]}
 */
export function loadFile(prefix) {
  const loaded = filesLoaded.get(prefix);
  if (loaded) return loaded;
  const data = packageData().jpZipData(prefix);
  /** @type {Map<string, Town>} */
  const byName = new Map();
  for (const postal7 of Object.keys(data).sort()) {
    const town = toTown(postal7, data[postal7]);
    if (town && !byName.has(town.keys[0])) byName.set(town.keys[0], town);
  }
  const towns = [...byName.values()];
  for (const town of towns) byPostal.set(town.postal7, town);
  filesLoaded.set(prefix, towns);
  return towns;
}

/**
 * The town with this 7-digit postal code, loading only its file.
 * @param {string} postal7
 * @returns {Town | undefined}
 */
export function townByPostal(postal7) {
  if (!/^\d{7}$/.test(postal7)) return undefined;
  loadFile(postal7.slice(0, 3));
  return byPostal.get(postal7);
}

/**
 * Towns whose postal code starts with these digits (1–7), loading only the files concerned.
 * @param {string} digits
 * @returns {Town[]}
 */
export function townsWithPostalPrefix(digits) {
  const files = digits.length >= 3 ? [digits.slice(0, 3)] : allPrefixes().filter((prefix) => prefix.startsWith(digits));
  return files.flatMap((prefix) => loadFile(prefix).filter((town) => town.postal7.startsWith(digits)));
}

/**
 * Every town, loading all files once, with an index by the first character of each search key.
 * @returns {{ towns: Town[], byFirstChar: Map<string, Town[]> }}
 */
export function allTowns() {
  if (everything) return everything;
  const towns = allPrefixes().flatMap(loadFile);
  /** @type {Map<string, Town[]>} */
  const byFirstChar = new Map();
  for (const town of towns) {
    for (const first of new Set(town.keys.map((key) => key[0]))) {
      const list = byFirstChar.get(first);
      if (list) list.push(town);
      else byFirstChar.set(first, [town]);
    }
  }
  everything = { towns, byFirstChar };
  return everything;
}

/**
 * Postal code display form: "100-0005".
 * @param {string} postal7
 */
export function formatJpPostal(postal7) {
  return `${postal7.slice(0, 3)}-${postal7.slice(3)}`;
}
