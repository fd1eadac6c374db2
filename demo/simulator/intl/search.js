// Summary search over Latin-script data (country-state-city localities with generated streets). A street of a
// locality matches when every typed word is the beginning of one of its words (street, locality, state code or
// name, postal code), accents ignored; a typed number of up to 4 digits is the house number when the street has
// it. Matches rank by how many typed words are whole words, then by a fixed hash, so the order is stable while the
// user types. Only typed words with a digit are compared with postal codes.

import { hash32 } from '../shared.js';
import { makeAddress } from './addresses.js';
import { hashedNumbers, typedNumbers } from './house-numbers.js';
import { placesOf } from './localities.js';
import { postalHead, postalTail } from './postal.js';
import { roundRobin, topList } from './ranking.js';
import { streetsOf } from './streets.js';
import { compactPostal, foldText, wordsOf } from './text.js';

/** @typedef {import('./localities.js').Place} Place */
/** @typedef {import('./streets.js').Street} Street */
/** @typedef {import('./profiles.js').Profile} Profile */
/** @typedef {import('./addresses.js').Address} Address */
/** @typedef {import('./params.js').SearchOptions} SearchOptions */

/**
 * @typedef {object} Query
 * @property {string[]} tokens folded typed words
 * @property {number} numberAt index of the house-number token, -1 when none
 * @property {number} all bit mask with one bit per token
 * @property {number} digits bit mask of the tokens with a digit: only those may match a postal code
 */

/**
 * @typedef {object} Match
 * @property {Place} place
 * @property {Street} street
 * @property {boolean} numbered whether the typed number is a house number on this street
 * @property {number} exact typed words equal to a whole word
 * @property {number} rank fixed tie-breaker
 */

/** @typedef {{ mask: number, exact: number }} WordMatch */

/**
 * @param {string} search
 * @returns {Query}
 */
function parseQuery(search) {
  const tokens = wordsOf(search).slice(0, 30);
  let digits = 0;
  tokens.forEach((token, i) => {
    if (/\d/.test(token)) digits |= 1 << i;
  });
  return {
    tokens,
    numberAt: tokens.findIndex((token) => /^\d{1,4}$/.test(token)),
    all: 2 ** tokens.length - 1,
    digits,
  };
}

/**
 * Which tokens begin one of the words, and how many equal one.
 * @param {Query} query
 * @param {readonly string[]} words
 * @returns {WordMatch}
 */
function matchWords(query, words) {
  let mask = 0;
  let exact = 0;
  for (let i = 0; i < query.tokens.length; i++) {
    const token = query.tokens[i];
    for (const word of words) {
      if (word.startsWith(token)) {
        mask |= 1 << i;
        if (word.length === token.length) {
          exact++;
          break;
        }
      }
    }
  }
  return { mask, exact };
}

/** @param {string} code */
function postalWords(code) {
  return code.toLowerCase().split(/[\s-]+/);
}

/**
 * @typedef {object} ListMatch word matches of one list of streets, computed once per query
 * @property {WordMatch[]} streets
 * @property {number[]} ranks hash of each street name
 * @property {number} union every token some street of the list matches
 */

/**
 * Word matches of a list of streets (most lists are shared by every locality of a country).
 * @param {Query} query
 */
function listMatcher(query) {
  /** @type {Map<readonly Street[], ListMatch>} */
  const byList = new Map();
  /** @type {Map<string, WordMatch>} */
  const byName = new Map();
  /** @param {readonly Street[]} streets */
  return (streets) => {
    let list = byList.get(streets);
    if (!list) {
      const matches = streets.map((street) => {
        let match = byName.get(street.name);
        if (!match) byName.set(street.name, (match = matchWords(query, street.words)));
        return match;
      });
      const union = matches.reduce((mask, match) => mask | match.mask, 0);
      list = { streets: matches, ranks: streets.map((street) => hash32(street.name)), union };
      byList.set(streets, list);
    }
    return list;
  };
}

/**
 * Finds the matching streets of each locality and hands each to `accept`. A locality's postal code is compared
 * only with typed words that have a digit, and a street's part of it (Canada, UK, Netherlands) only once the
 * locality's part matched a typed word.
 * @param {Profile} profile
 * @param {Query} query
 * @param {(place: Place, street: Street, numbered: boolean, exact: number, rank: number) => void} accept
 */
function streetScanner(profile, query, accept) {
  const listOf = listMatcher(query);
  const numberBit = query.numberAt >= 0 ? 1 << query.numberAt : 0;
  const typedNumber = query.numberAt >= 0 ? Number(query.tokens[query.numberAt]) : 0;
  /** @param {Place} place */
  return (place) => {
    let { mask: placeMask, exact: placeExact } = matchWords(query, place.words);
    let headMask = 0;
    if (query.digits & ~placeMask) {
      const head = matchWords(query, postalWords(postalHead(profile.iso3, place)));
      headMask = head.mask;
      placeMask |= head.mask;
      placeExact += head.exact;
    }
    const streets = streetsOf(profile, place);
    const list = listOf(streets);
    const tailDigits = headMask !== 0 ? query.digits : 0;
    if ((placeMask | list.union | numberBit | tailDigits) !== query.all) return;
    const placeRank = hash32(place.key);
    for (let i = 0; i < streets.length; i++) {
      const street = streets[i];
      const numbered = numberBit !== 0 && typedNumber <= street.max;
      let mask = placeMask | list.streets[i].mask | (numbered ? numberBit : 0);
      let exact = placeExact + list.streets[i].exact;
      if ((mask | tailDigits) !== query.all) continue;
      if (mask !== query.all) {
        const tail = matchWords(query, postalWords(postalTail(profile.iso3, place, street.name)));
        mask |= tail.mask;
        exact += tail.exact;
        if (mask !== query.all) continue;
      }
      accept(place, street, numbered, exact, Math.imul(placeRank ^ list.ranks[i], 0x9e3779b1) >>> 0);
    }
  };
}

/**
 * @param {Profile} profile
 * @param {Place} place
 * @param {Street} street
 * @param {string[]} postalCodes compacted include_only_postal_code values
 */
function passesPostalFilter(profile, place, street, postalCodes) {
  if (postalCodes.length === 0) return true;
  const code = compactPostal(postalHead(profile.iso3, place) + postalTail(profile.iso3, place, street.name));
  return postalCodes.some((prefix) => code.startsWith(prefix));
}

/**
 * The best-ranked matching streets, at most `size` of them.
 * @param {Profile} profile
 * @param {Query} query
 * @param {SearchOptions} options
 * @returns {Match[]}
 */
function bestMatches(profile, query, options) {
  const localities = new Set(options.localities.map(foldText));
  /** @type {(a: Match, b: Match) => number} */
  const compare = (a, b) => b.exact - a.exact || a.rank - b.rank;
  const best = topList(options.maxResults, compare);
  const scan = streetScanner(profile, query, (place, street, numbered, exact, rank) => {
    if (!best.wouldTake(/** @type {Match} */ ({ exact, rank }))) return;
    if (passesPostalFilter(profile, place, street, options.postalCodes))
      best.offer({ place, street, numbered, exact, rank });
  });
  for (const place of placesOf(profile.iso2).places) {
    if (localities.size === 0 || localities.has(foldText(place.name))) scan(place);
  }
  return best.items;
}

/**
 * The addresses a matching street offers, best first: the typed house number and the numbers it begins; a whole
 * street in street-first countries when no number is typed; else a few house numbers of the street.
 * @param {Profile} profile
 * @param {Query} query
 * @param {Match} match
 * @param {number} count
 * @returns {Address[]}
 */
function addressesOf(profile, query, match, count) {
  const { place, street } = match;
  if (match.numbered) {
    return typedNumbers(Number(query.tokens[query.numberAt]), street.max, count).map((n) =>
      makeAddress(profile, place, street, n),
    );
  }
  if (profile.groups === 'street') return [makeAddress(profile, place, street, 0)];
  return hashedNumbers(`${place.key}|${street.name}`, street.max, count).map((n) =>
    makeAddress(profile, place, street, n),
  );
}

/**
 * Summary search in Latin script.
 * @param {Profile} profile
 * @param {SearchOptions} options
 * @returns {Address[]}
 */
export function searchLatin(profile, options) {
  const query = parseQuery(options.search);
  const matches = bestMatches(profile, query, options);
  return roundRobin(
    matches.map((match) => addressesOf(profile, query, match, options.maxResults)),
    options.maxResults,
  );
}
