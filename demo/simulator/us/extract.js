// POST / on /us-extract: finds US addresses in plain text and verifies each with the simulated US Street GET.
// Deliberately simple and deterministic (the limits are in the README's simulator section):
// - a candidate span starts at a house number followed by a word ("123 Main");
// - it ends at a 5-digit ZIP (ZIP+4 allowed) later on the same line, or else it is that line's rest joined with the
//   next one or two lines by ", " (addr_line_breaks=false keeps it to the line);
// - a span that US Street verifies is a verified address; a span ending in a ZIP that does not verify is reported
//   unverified (api_output []); other spans are not addresses.
// No HTML stripping, no aggressive mode, no addr_per_line: those query parameters are ignored.
import { ok, serviceError } from '../shared.js';
import { utf8Length } from '../bytes.js';

/** Spec "Limits": 64 kilobytes. */
export const MAX_EXTRACT_BYTES = 65_536;
export const EXTRACT_ERROR_IDS = { blank: 4000401 };

/** Freeform US Street input holds at most 100 characters (spec "Limits"). */
const MAX_FREEFORM = 100;
const HOUSE_NUMBER = /\b\d+[A-Za-z]?\s+[A-Za-z]/g;
const ZIP_END = /\b\d{5}(?:-\d{4})?\b/g;

/**
 * @typedef {{ text: string, startsAt: number }} Line a line and the character index where it starts
 * @typedef {{ line: number, start: number, end: number, freeform: string, zipEnded: boolean }} Span
 */

/**
 * @param {string} text
 * @returns {Line[]}
 */
function linesOf(text) {
  /** @type {Line[]} */
  const lines = [];
  let startsAt = 0;
  for (const part of text.split(/(\r\n|\r|\n)/)) {
    if (/^(\r\n|\r|\n)$/.test(part)) startsAt += part.length;
    else {
      lines.push({ text: part, startsAt });
      startsAt += part.length;
    }
  }
  return lines;
}

/**
 * The spans worth a lookup that start at `from` in line `index`, longest first.
 * @param {Line[]} lines
 * @param {number} index
 * @param {number} from
 * @param {boolean} lineBreaks
 * @returns {Span[]}
 */
function spansAt(lines, index, from, lineBreaks) {
  const line = lines[index];
  const rest = line.text.slice(from);
  // The first ZIP after the house number (which may itself be five digits).
  const zip = [...rest.matchAll(ZIP_END)].find((found) => found.index > 0);
  const start = line.startsAt + from;
  if (zip) {
    const end = from + zip.index + zip[0].length;
    return [{ line: index + 1, start, end: line.startsAt + end, freeform: line.text.slice(from, end), zipEnded: true }];
  }
  if (!lineBreaks) return [];
  /** @type {Span[]} */
  const spans = [];
  const parts = [rest.trim().replace(/[,;]$/, '')];
  for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
    const following = lines[next].text.trim();
    if (following === '') break;
    const joinedZip = [...following.matchAll(ZIP_END)].at(-1);
    const taken = joinedZip ? following.slice(0, joinedZip.index + joinedZip[0].length) : following;
    parts.push(taken.replace(/[,;]$/, ''));
    const endsAt = lines[next].startsAt + lines[next].text.indexOf(following) + taken.length;
    spans.unshift({ line: index + 1, start, end: endsAt, freeform: parts.join(', '), zipEnded: Boolean(joinedZip) });
    if (joinedZip) break;
  }
  return spans;
}

/** Character (code point) index of a UTF-16 index, so that start/end agree with meta.character_count. */
const codePointIndex = (text, index) => [...text.slice(0, index)].length;

/**
 * @param {string} text
 * @param {URLSearchParams} params the query, without credentials
 * @param {(params: URLSearchParams) => import('../shared.js').SimResponse} street the US Street GET handler
 * @returns {import('../shared.js').SimResponse}
 */
export function usExtract(text, params, street) {
  if (text.trim() === '')
    return serviceError(400, EXTRACT_ERROR_IDS.blank, 'The body is blank: send the text to scan.');
  const lineBreaks = params.get('addr_line_breaks')?.toLowerCase() !== 'false';
  const lines = linesOf(text);
  const addresses = [];
  let consumedUntil = 0;
  for (const [index, line] of lines.entries()) {
    for (const found of line.text.matchAll(HOUSE_NUMBER)) {
      if (line.startsAt + found.index < consumedUntil) continue;
      for (const span of spansAt(lines, index, found.index, lineBreaks)) {
        if ([...span.freeform].length > MAX_FREEFORM) continue;
        const response = street(new URLSearchParams({ street: span.freeform }));
        const candidates = response.status === 200 ? /** @type {unknown[]} */ (response.body) : [];
        if (candidates.length === 0 && !span.zipEnded) continue;
        addresses.push({
          text: text.slice(span.start, span.end),
          verified: candidates.length > 0,
          line: span.line,
          start: codePointIndex(text, span.start),
          end: codePointIndex(text, span.end),
          api_output: candidates,
        });
        consumedUntil = span.end;
        break;
      }
    }
  }
  return ok({
    meta: {
      lines: lines.length,
      unicode: [...text].some((character) => character.codePointAt(0) > 0x7f),
      address_count: addresses.length,
      verified_count: addresses.filter((address) => address.verified).length,
      bytes: utf8Length(text),
      character_count: [...text].length,
    },
    addresses,
  });
}
