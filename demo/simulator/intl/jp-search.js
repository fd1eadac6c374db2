// Summary search in Japanese native script over the real towns of japan-postal-code. Japanese is typed without
// spaces, largest unit first: 東京都千代田区丸の内1丁目2-3, or from the city (千代田区丸の内), or the town (丸の内).
// A search matches a town when it begins with one of the town's keys (and what follows is chōme/banchi/gō numbers)
// or when a key begins with the search. Digits alone (with an optional hyphen or 〒) search by postal code.

import { hashedNumbers, typedNumbers } from './house-numbers.js';
import { allTowns, townsWithPostalPrefix } from './jp-data.js';
import { makeAddress, isValidAddress, postalCodeOf } from './addresses.js';
import { placeOfTown } from './places.js';
import { roundRobin } from './ranking.js';
import { streetsOf } from './streets.js';
import { compactPostal } from './text.js';

/** @typedef {import('./profiles.js').Profile} Profile */
/** @typedef {import('./addresses.js').Address} Address */
/** @typedef {import('./jp-data.js').Town} Town */
/** @typedef {import('./params.js').SearchOptions} SearchOptions */

/**
 * @typedef {object} TownMatch
 * @property {Town} town
 * @property {number[]} numbers chōme, banchi, gō as typed after the town (as many as typed)
 * @property {boolean} complete the search contains a whole key (not just the beginning of one)
 */

const KANJI_DIGITS = '〇一二三四五六七八九';

/**
 * Full-width to ASCII, no spaces or 〒, dashes unified, 一丁目 → 1丁目, 2番3号 → 2-3.
 * @param {string} search
 */
export function normalizeJapanese(search) {
  return search
    .normalize('NFKC')
    .replace(/[\s〒]+/g, '')
    .replace(/[‐‑–—−ーｰ―](?=\d)|(?<=\d)[‐‑–—−ーｰ―]/g, '-')
    .replace(/[〇一二三四五六七八九]+(?=丁)/g, (kanji) => [...kanji].map((c) => KANJI_DIGITS.indexOf(c)).join(''))
    .replace(/(?<=\d)(番地?|の)/g, '-')
    .replace(/(?<=\d)号/g, '');
}

/**
 * The numbers typed after a town name: "" → [], "1丁目2-3" → [1, 2, 3]; undefined when it is not numbers.
 * @param {string} rest
 * @returns {number[] | undefined}
 */
function restNumbers(rest) {
  const parts = rest.replace(/丁目?/g, '-').split('-');
  if (parts[0] === '' && parts.length > 1 && rest.startsWith('-')) parts.shift();
  const numbers = parts.filter((part, i) => part !== '' || i < parts.length - 1);
  if (numbers.length > 3 || numbers.some((part) => !/^\d{1,4}$/.test(part))) return undefined;
  return numbers.map(Number);
}

/**
 * @param {Town} town
 * @param {string} search normalised
 * @returns {TownMatch | undefined}
 */
function matchTown(town, search) {
  for (const key of town.keys) {
    if (search.startsWith(key)) {
      const numbers = restNumbers(search.slice(key.length));
      if (numbers) return { town, numbers, complete: true };
    } else if (key.startsWith(search)) {
      return { town, numbers: [], complete: false };
    }
  }
  return undefined;
}

/**
 * Towns for the search, complete matches first, then by postal code.
 * @param {string} search normalised
 * @returns {TownMatch[]}
 */
function matchTowns(search) {
  if (/^\d[\d-]*$/.test(search)) {
    const digits = search.replace(/-/g, '');
    if (digits.length > 7) return [];
    return townsWithPostalPrefix(digits).map((town) => ({ town, numbers: [], complete: false }));
  }
  const candidates = allTowns().byFirstChar.get(search[0]) ?? [];
  /** @type {TownMatch[]} */
  const matches = [];
  for (const town of candidates) {
    const match = matchTown(town, search);
    if (match) matches.push(match);
  }
  return matches.sort((a, b) => Number(b.complete) - Number(a.complete) || (a.town.postal7 < b.town.postal7 ? -1 : 1));
}

/**
 * The addresses a town match offers, best first.
 * @param {Profile} profile
 * @param {TownMatch} match
 * @param {number} count
 * @returns {Address[]}
 */
function addressesOf(profile, match, count) {
  const place = placeOfTown(match.town);
  const streets = streetsOf(profile, place);
  const hasChome = streets[0].name !== match.town.town;
  const [chome, banchi, go] = hasChome ? match.numbers : [0, ...match.numbers];
  if (hasChome && chome === undefined) {
    return streets.map((street) => makeAddress(profile, place, street, hashedNumbers(street.name, street.max, 1)[0]));
  }
  const street = streets[hasChome ? chome - 1 : 0];
  if (!street) return [];
  if (banchi === undefined)
    return hashedNumbers(street.name, street.max, count).map((n) => makeAddress(profile, place, street, n));
  if (go === undefined)
    return typedNumbers(banchi, street.max, count).map((n) => makeAddress(profile, place, street, n));
  const address = makeAddress(profile, place, street, banchi, go);
  return isValidAddress(address) ? [address] : [];
}

/**
 * @param {Address} address
 * @param {SearchOptions} options
 */
function passesFilters(address, options) {
  const { localities, postalCodes } = options;
  if (localities.length > 0 && !localities.some((name) => name.normalize('NFKC') === address.place.name)) return false;
  const code = compactPostal(postalCodeOf(address));
  return postalCodes.length === 0 || postalCodes.some((prefix) => code.startsWith(prefix));
}

/**
 * Summary search in kanji.
 * @param {Profile} profile
 * @param {SearchOptions} options
 * @returns {Address[]}
 */
export function searchJapanese(profile, options) {
  const search = normalizeJapanese(options.search);
  if (search === '') return [];
  const lists = [];
  for (const match of matchTowns(search)) {
    const addresses = addressesOf(profile, match, options.maxResults).filter((address) =>
      passesFilters(address, options),
    );
    if (addresses.length > 0) lists.push(addresses);
    if (lists.length === options.maxResults) break;
  }
  return roundRobin(lists, options.maxResults);
}
