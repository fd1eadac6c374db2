// The generated streets of a real locality: the country's vocabulary, each street with its highest house number.
// Japanese towns get chōme (丁目) streets named after the real town; romanised Japanese localities a deterministic
// choice of romanised town names with chōme.

import { chance, hash32, intFor } from '../shared.js';
import { streetNamesFor, STREET_NAMES } from './vocabulary.js';
import { wordsOf } from './text.js';

/** @typedef {import('./localities.js').Place} Place */
/** @typedef {import('./profiles.js').Profile} Profile */

/**
 * @typedef {object} Street
 * @property {string} name e.g. "Main St", "Hauptstraße", "丸の内1丁目", "Honcho 2-chome"
 * @property {number} max the highest house number (banchi in Japan)
 * @property {string[]} words folded words, for matching
 */

/** @type {WeakMap<Place, Street[]>} */
const memo = new WeakMap();

/**
 * @param {string} name
 * @param {number} max
 * @returns {Street}
 */
function street(name, max) {
  return { name, max, words: wordsOf(name) };
}

/**
 * `count` distinct names from a list, chosen by hashing the seed (no shuffling of the whole list).
 * @param {readonly string[]} names
 * @param {number} count
 * @param {string} seed
 */
function chooseNames(names, count, seed) {
  const chosen = new Set();
  for (let i = 0; chosen.size < Math.min(count, names.length); i++) {
    chosen.add(names[hash32(`${seed}#${i}`) % names.length]);
  }
  return [...chosen];
}

/** @type {Map<readonly string[], Street[]>} */
const vocabularyMemo = new Map();

/**
 * Vocabulary streets: every locality has every street of its vocabulary (a search that names a common street
 * finds it in the town typed), with a country-wide highest house number per street name. The Street objects are
 * shared by all localities using that vocabulary.
 * @param {Profile} profile
 * @param {Place} place
 */
function vocabularyStreets(profile, place) {
  const names = streetNamesFor(profile.iso3, place.stateCode);
  let streets = vocabularyMemo.get(names);
  if (!streets) {
    streets = names.map((name) => street(name, intFor(`${profile.iso3}|${name}|max`, ...profile.houseNumbers)));
    vocabularyMemo.set(names, streets);
  }
  return streets;
}

/**
 * Romanised Japanese streets: a few town names from the vocabulary, each with 1 to 4 chōme.
 * @param {Place} place
 */
function japaneseLatinStreets(place) {
  const seed = `JPN|${place.key}`;
  return chooseNames(STREET_NAMES.JPN, intFor(seed, 4, 8), seed).flatMap((town) => {
    const chome = intFor(`${seed}|${town}`, 1, 4);
    return Array.from({ length: chome }, (_, i) =>
      street(`${town} ${i + 1}-chome`, intFor(`${seed}|${town}|${i}`, 5, 40)),
    );
  });
}

/**
 * The real town's streets: its chōme 1..k ("丸の内1丁目"), or the town itself with larger banchi when the town has
 * no chōme (rural 大字 areas, and names that already end in a chōme or number).
 * @param {import('./jp-data.js').Town} town
 */
function japaneseTownStreets(town) {
  const seed = `JPN|${town.postal7}`;
  if (/(丁目|\d)$/.test(town.town) || chance(`${seed}|rural`, 0.35)) {
    return [street(town.town, intFor(`${seed}|max`, 20, 999))];
  }
  const chome = intFor(`${seed}|chome`, 1, 5);
  return Array.from({ length: chome }, (_, i) => street(`${town.town}${i + 1}丁目`, intFor(`${seed}|${i}`, 5, 40)));
}

/**
 * The streets of a locality (memoised).
 * @param {Profile} profile
 * @param {Place} place
 * @returns {Street[]}
 */
export function streetsOf(profile, place) {
  if (!place.town && profile.iso3 !== 'JPN') return vocabularyStreets(profile, place);
  let streets = memo.get(place);
  if (!streets) {
    streets = place.town ? japaneseTownStreets(place.town) : japaneseLatinStreets(place);
    memo.set(place, streets);
  }
  return streets;
}
