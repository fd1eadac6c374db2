// How the international simulator compares typed text with generated addresses. Latin text is folded (lower case,
// accents dropped, ß → ss) on both sides so "Montreal" finds "Montréal" and "Munchen" finds "München".

import { normalizeText } from '../shared.js';

const LIGATURES = /** @type {Record<string, string>} */ ({
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
});

/**
 * Full-width forms unified (ＡＢＣ → ABC), normalizeText, then accents and ligatures folded to plain Latin letters.
 * @param {string} text
 */
export function foldText(text) {
  /** @type {string} */
  const normalized = normalizeText(text.normalize('NFKC'));
  return normalized
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđþ]/g, (/** @type {string} */ letter) => LIGATURES[letter] ?? letter);
}

/**
 * The words of a text for prefix matching: folded, split on spaces, hyphens and slashes.
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOf(text) {
  return foldText(text)
    .split(/[\s\-/#]+/)
    .filter((word) => word !== '');
}

/**
 * True when the text has a Latin letter (digits do not count): the spec's rule for answering in Latin script.
 * @param {string} text
 */
export function hasLatinLetter(text) {
  return /\p{Script=Latin}/u.test(text);
}

/**
 * Length in Unicode code points, the unit of the 32-character search limit (an emoji counts as one).
 * @param {string} text
 */
export function codePointLength(text) {
  return [...text].length;
}

/**
 * A comma-separated parameter as a list of trimmed, non-empty values.
 * @param {string | null} value
 * @returns {string[]}
 */
export function commaList(value) {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * A postal code reduced to compare with filters and typed prefixes: upper case, no spaces or hyphens.
 * @param {string} code
 */
export function compactPostal(code) {
  return code
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐−〒]+/g, '');
}
