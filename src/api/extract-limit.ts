/**
 * How much text the shop's extract route takes. Apart from the route's client (us-extract.ts): an element with
 * `extract-url` asks it of every paste, and fetches the client only for a paste the route takes.
 */

/** The text a route takes: US Extract's own limit (spec "Limits": 64 kilobytes). */
export const MAX_EXTRACT_BYTES = 65_536;

/** Whether `text` is within the route's limit in UTF-8 (a longer paste is not posted: the route would answer 413). */
export function fitsExtract(text: string): boolean {
  return text.length * 3 <= MAX_EXTRACT_BYTES || new TextEncoder().encode(text).length <= MAX_EXTRACT_BYTES;
}
