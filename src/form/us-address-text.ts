/**
 * A US address written as one text (pasted, or a service's delivery line and last line): compared the way US Street
 * standardises it, and split into the form's parts. Pure functions, no DOM.
 */
import { US_STATE_NAMES } from './us-states.js';
import { oneLine } from './whole-address.js';

/**
 * The words US Street writes short (USPS Publication 28: the commonest street suffixes, the directionals and the
 * secondary designators), as pairs "LONG SHORT".
 */
const SHORT: ReadonlyMap<string, string> = /*#__PURE__*/ new Map(
  (
    'ALLEY ALY AVENUE AVE BOULEVARD BLVD CIRCLE CIR COURT CT COVE CV CROSSING XING DRIVE DR EXPRESSWAY EXPY ' +
    'FREEWAY FWY HEIGHTS HTS HIGHWAY HWY LANE LN PARKWAY PKWY PLACE PL PLAZA PLZ POINT PT ROAD RD SQUARE SQ ' +
    'STREET ST TERRACE TER TRAIL TRL TURNPIKE TPKE NORTH N SOUTH S EAST E WEST W NORTHEAST NE NORTHWEST NW ' +
    'SOUTHEAST SE SOUTHWEST SW APARTMENT APT SUITE STE BUILDING BLDG FLOOR FL ROOM RM DEPARTMENT DEPT'
  )
    .split(' ')
    .flatMap((word, index, words) => (index % 2 === 0 ? [[word, words[index + 1] ?? word] as const] : [])),
);

/** State names by their upper-case name, for "California 94043". */
const STATE_CODES: ReadonlyMap<string, string> = /*#__PURE__*/ new Map(
  [...US_STATE_NAMES].map(([code, name]) => [name.toUpperCase(), code]),
);

/** A trailing country, which US Street leaves out of its last line. */
const COUNTRY = /[,\s]*\b(?:USA|US|U\.S\.A?\.?|UNITED STATES(?: OF AMERICA)?)\s*$/i;

/**
 * The address as US Street would write it, for comparing: one line, upper case, no punctuation, a state written as
 * its code, the long words short, ZIP+4 cut to the ZIP, a trailing country dropped.
 */
export function addressKey(text: string): string {
  let line = ` ${oneLine(text).replace(COUNTRY, '').toUpperCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ')} `;
  // A state name is a state only before the ZIP or at the end ("New York, New York 10001": the city stays).
  for (const [name, code] of STATE_CODES) line = line.replace(new RegExp(` ${name} (?=\\d{5}|$)`), ` ${code} `);
  return line.trim().split(' ').map(shortForm).join(' ');
}

/** An upper-case word as US Street writes it: the short form of a long word, a ZIP+4 cut to its ZIP. */
function shortForm(word: string): string {
  return SHORT.get(word) ?? word.replace(/^(\d{5})-?\d{4}$/, '$1');
}

/** A word as `addressKey` writes it. */
const wordKey = (word: string): string => shortForm(word.toUpperCase().replace(/[.,]/g, ''));

/**
 * Where `offered` (the service's form of an address) differs from what was `entered`: the start and end of each of
 * its words that the entered text does not have (a corrected spelling, another ZIP), case and abbreviations aside.
 */
export function changedWords(offered: string, entered: string): Array<[start: number, end: number]> {
  const had = new Set(addressKey(entered).split(' '));
  return [...offered.matchAll(/[^\s,]+/g)]
    .filter((word) => !had.has(wordKey(word[0])))
    .map((word) => [word.index, word.index + word[0].length]);
}

/** Whether two texts are the same address but for case, commas, abbreviations and ZIP+4. */
export function sameAddressText(a: string, b: string): boolean {
  return addressKey(a) === addressKey(b);
}

export interface SplitAddress {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
}

/** The state at the end of `text` (its code, or its name: the longest that fits) and what comes before it. */
function trailingState(text: string): [rest: string, code: string] | undefined {
  const upper = text.toUpperCase();
  const code = /[,\s]([A-Z]{2})$/.exec(upper)?.[1];
  if (code && US_STATE_NAMES.has(code)) return [text.slice(0, -2), code];
  let found: [string, string] | undefined;
  for (const [name, stateCode] of STATE_CODES) {
    const at = upper.length - name.length;
    if (upper.endsWith(name) && /[,\s]/.test(upper[at - 1] ?? '') && (!found || found[0].length > at)) {
      found = [text.slice(0, at), stateCode];
    }
  }
  return found;
}

/**
 * A whole US address as the shopper wrote it, in the form's parts, each in the shopper's own words: the state and
 * ZIP at the end, the city the part before them (after a comma, or the `city` the service read there), the street
 * first and a unit part between them on line 2. Undefined when the text does not show where its parts are (it is
 * then left as typed).
 */
export function splitUsAddress(text: string, city?: string): SplitAddress | undefined {
  const line = oneLine(text).replace(COUNTRY, '').trim();
  const [, before = '', postalCode = ''] = /^(.*\S)[,\s]+(\d{5}(?:-\d{4})?)$/.exec(line) ?? [];
  const [rest, region] = trailingState(before) ?? [];
  if (rest === undefined || !region) return undefined;
  const parts = rest.replace(/[,\s]+$/, '').split(/\s*,\s*/);
  let place = parts.length > 1 ? (parts.pop() ?? '') : '';
  if (!place && city) {
    const street = parts[0] ?? '';
    const at = street.length - city.length;
    if (at <= 0 || street.slice(at).toUpperCase() !== city.toUpperCase() || street[at - 1] !== ' ') return undefined;
    place = street.slice(at);
    parts[0] = street.slice(0, at).trim();
  }
  const [line1 = '', ...units] = parts;
  if (!place || !line1) return undefined;
  return { line1, line2: units.join(', '), city: place, region, postalCode };
}
