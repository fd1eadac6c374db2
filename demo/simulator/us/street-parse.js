// Reads a US Street input (street, secondary, city, state, zipcode, or one freeform street holding the whole
// address) into what the universe can be searched by: the kind of line and its numbers, the street names it may be
// (suffix and directional words standardized: "Street" → "St", "North" → "N"; one misspelt word corrected:
// "Amphitheater" → "Amphitheatre"), the secondary, and the last line.
import { normalizeText } from '../shared.js';
import { usData } from './data.js';
import { DESIGNATOR_WORDS, MILITARY_PREFIXES, STANDARD_WORDS, STREET_NAMES } from './vocabulary.js';

/**
 * @typedef {object} ParsedLine
 * @property {'street' | 'po-box' | 'military'} kind
 * @property {string} digits house, PO Box or military box number as typed
 * @property {number[]} nameIds street kind: vocabulary ids of the street names the words fit
 * @property {string} [militaryUnit] military kind: normalized unit ("psc 1234")
 * @property {string[]} footnotes 'M#' street spelling corrected, 'N#' abbreviations standardized, 'L#' a street suffix added
 */

/**
 * @typedef {object} ParsedInput
 * @property {ParsedLine | undefined} line undefined when the street line fits nothing the universe has
 * @property {{ designator: string, unit: string } | undefined} secondary designator '' when none was typed
 * @property {string | undefined} city
 * @property {string | undefined} state two-letter code
 * @property {string | undefined} zip 5 digits
 * @property {string[]} words the normalized street line words, for an invalid (N) candidate
 */

const ZIP = /^(\d{5})(?:-?\d{4})?$/;
const MILITARY_WORDS = MILITARY_PREFIXES.map(normalizeText);

/** @type {Record<string, string>} */
const STANDARD = STANDARD_WORDS;
/** @param {string} word */
const standard = (word) => STANDARD[word] ?? word;
/** @type {Record<string, string>} */
const DESIGNATORS = DESIGNATOR_WORDS;

/**
 * How many words of `words` (from `at`) a street name takes, and whether its suffix had to be assumed.
 * @param {string[]} words
 * @param {number} at
 * @param {import('./vocabulary.js').StreetName} name
 * @returns {{ length: number, added: boolean } | undefined}
 */
function fitName(words, at, name) {
  const fits = (/** @type {string[]} */ tokens) => tokens.every((token, i) => standard(words[at + i] ?? '') === token);
  if (fits(name.tokens)) return { length: name.tokens.length, added: false };
  if (name.suffix !== '' && fits(name.tokens.slice(0, -1))) return { length: name.tokens.length - 1, added: true };
  return undefined;
}

/**
 * The street names that fit `words` (from index 1) best: longest, suffix typed before suffix assumed.
 * @param {string[]} words
 * @returns {{ length: number, added: boolean, ids: number[] } | undefined}
 */
function bestFit(words) {
  let best = { length: 0, added: true, ids: /** @type {number[]} */ ([]) };
  for (const name of STREET_NAMES) {
    const fit = fitName(words, 1, name);
    if (!fit) continue;
    const better = fit.length > best.length || (fit.length === best.length && best.added && !fit.added);
    if (better) best = { ...fit, ids: [name.id] };
    else if (fit.length === best.length && fit.added === best.added) best.ids.push(name.id);
  }
  return best.ids.length > 0 ? best : undefined;
}

/**
 * Whether `a` becomes `b` by one edit: a letter substituted, inserted or deleted, or two adjacent letters swapped.
 * @param {string} a
 * @param {string} b
 */
function oneEditApart(a, b) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // What is left between the common start and end: one letter (or none) on each side, or a swapped pair.
  const [restA, restB] = [a.slice(start, endA), b.slice(start, endB)];
  return (restA.length <= 1 && restB.length <= 1) || (restA.length === 2 && restA === [...restB].reverse().join(''));
}

/**
 * The words a misspelling may be corrected to. Short words are left out, as the service leaves them alone: one edit
 * away from a short word is too often another real word ("Park" / "Bark", "Elm" / "Elk").
 */
const SPELLING_WORDS = [...new Set(STREET_NAMES.flatMap((name) => name.tokens))].filter((token) => token.length >= 5);

/**
 * `words` with one word of 5 letters or more corrected (footnote M#), when exactly one such correction makes a
 * street name of the universe fit; two possible corrections ("Bidge": Ridge or Bridge?) are not guessed between.
 * @param {string[]} words
 * @returns {string[] | undefined}
 */
function correctedSpelling(words) {
  /** @type {string[][]} */
  const corrections = [];
  for (let at = 1; at < words.length; at++) {
    if (words[at].length < 5) continue;
    for (const word of SPELLING_WORDS) {
      const corrected = words.map((typed, i) => (i === at ? word : typed));
      if (oneEditApart(words[at], word) && bestFit(corrected)) corrections.push(corrected);
    }
  }
  return corrections.length === 1 ? corrections[0] : undefined;
}

/**
 * "123 North Main Street …": the street names that fit best, the spelling of one word corrected when none fits.
 * @param {string[]} words
 * @returns {{ line: ParsedLine, next: number } | undefined}
 */
function streetLine(words) {
  const corrected = bestFit(words) ? undefined : correctedSpelling(words);
  const spelled = corrected ?? words;
  const best = bestFit(spelled);
  if (!best) return undefined;
  const typed = spelled.slice(1, 1 + best.length);
  const footnotes = corrected ? ['M#'] : [];
  if (typed.some((word) => standard(word) !== word)) footnotes.push('N#');
  if (best.added) footnotes.push('L#');
  return { line: { kind: 'street', digits: words[0], nameIds: best.ids, footnotes }, next: 1 + best.length };
}

/**
 * @param {string[]} words normalized words of the street input
 * @returns {{ line: ParsedLine, next: number } | undefined}
 */
function parseLine(words) {
  const box =
    words[0] === 'po' && words[1] === 'box' ? 2 : words[0] === 'p' && words[1] === 'o' && words[2] === 'box' ? 3 : 0;
  if (box > 0 && /^\d+$/.test(words[box] ?? '')) {
    return { line: { kind: 'po-box', digits: words[box], nameIds: [], footnotes: [] }, next: box + 1 };
  }
  if (
    MILITARY_WORDS.includes(words[0]) &&
    /^\d+$/.test(words[1] ?? '') &&
    words[2] === 'box' &&
    /^\d+$/.test(words[3] ?? '')
  ) {
    const line = {
      kind: 'military',
      digits: words[3],
      nameIds: [],
      militaryUnit: `${words[0]} ${words[1]}`,
      footnotes: [],
    };
    return { line: /** @type {ParsedLine} */ (line), next: 4 };
  }
  return /^\d+$/.test(words[0] ?? '') ? streetLine(words) : undefined;
}

/**
 * "Apt 4", "Suite 200", "#4", "# 4" at words[at]; returns the secondary and the index after it.
 * @param {string[]} words
 * @param {number} at
 * @returns {{ secondary: { designator: string, unit: string } | undefined, next: number }}
 */
export function parseSecondary(words, at) {
  const word = words[at];
  if (word !== undefined && word.startsWith('#') && word.length > 1)
    return { secondary: { designator: '#', unit: word.slice(1) }, next: at + 1 };
  if (word !== undefined && word in DESIGNATORS && words[at + 1] !== undefined) {
    return { secondary: { designator: DESIGNATORS[word], unit: words[at + 1] }, next: at + 2 };
  }
  return { secondary: undefined, next: at };
}

/**
 * The `secondary` parameter: "Apt 4", "#4" or just "4".
 * @param {string} text
 */
function givenSecondary(text) {
  const words = normalizeText(text).split(' ');
  const parsed = parseSecondary(words, 0).secondary;
  if (parsed) return { secondary: parsed };
  return words.length === 1 && words[0] !== '' ? { secondary: { designator: '', unit: words[0] } } : undefined;
}

/**
 * A state name or code at the end of `words`: its code and how many words it took.
 * @param {string[]} words
 */
function trailingState(words) {
  const { stateCodes } = usData();
  for (let take = Math.min(3, words.length); take >= 1; take--) {
    const code = stateCodes.get(words.slice(-take).join(' '));
    // A lone word is read as a state only when it is a two-letter code or a city precedes it ("Washington").
    if (code !== undefined && (take < words.length || words[words.length - 1].length === 2)) return { code, take };
  }
  return undefined;
}

/**
 * "Springfield IL 62701", freeform: city, state and ZIP, each optional.
 * @param {string[]} words
 */
function parseLastLine(words) {
  const rest = [...words];
  const zip = ZIP.exec(rest[rest.length - 1] ?? '')?.[1];
  if (zip !== undefined) rest.pop();
  const state = trailingState(rest);
  if (state) rest.splice(rest.length - state.take, state.take);
  return { city: rest.length > 0 ? rest.join(' ') : undefined, state: state?.code, zip };
}

/**
 * @param {string | undefined} text a state name or code
 * @returns {string | undefined} the code, or the text upper-cased when it is no known state
 */
export function stateCode(text) {
  if (text === undefined) return undefined;
  return usData().stateCodes.get(normalizeText(text)) ?? text.trim().toUpperCase();
}

/**
 * @param {{ street: string, secondary?: string, city?: string, state?: string, zipcode?: string, lastline?: string }} input
 * @param {boolean} freeform whether the street holds the whole address (no city, state, zipcode or lastline given)
 * @returns {ParsedInput}
 */
export function parseInput(input, freeform) {
  const words = normalizeText(input.street).split(' ');
  const parsed = parseLine(words);
  const after = parseSecondary(words, parsed?.next ?? words.length);
  const given = input.secondary ? givenSecondary(input.secondary) : undefined;
  const lastLine = freeform
    ? parseLastLine(words.slice(after.next))
    : input.lastline && !input.city && !input.state && !input.zipcode
      ? parseLastLine(normalizeText(input.lastline).split(' '))
      : {
          city: normalizeText(input.city ?? '') || undefined,
          state: stateCode(input.state?.trim() || undefined),
          zip: ZIP.exec(input.zipcode?.trim() ?? '')?.[1],
        };
  return {
    line: parsed?.line,
    secondary: given?.secondary ?? after.secondary,
    ...lastLine,
    words: words.slice(0, freeform ? after.next : words.length),
  };
}
