/** The v2 US and international services read at most 32 characters of `search`. */
export const MAX_SEARCH_LENGTH = 32;

/** A UTF-16 surrogate without its other half (with the `u` flag, a whole pair is one code point, not `Cs`). */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * Cuts text to `max` Unicode code points. Counting UTF-16 units would split an emoji's surrogate pair and send
 * a lone surrogate, which `URLSearchParams` would turn into U+FFFD. A lone surrogate already in the text is left
 * out for the same reason: it is half of a character still being typed (Firefox ESR 153 fires one `input` per
 * UTF-16 unit of a key that types a character beyond the BMP), and the next `input` brings the whole character.
 */
export function limitSearchText(text: string, max: number = MAX_SEARCH_LENGTH): string {
  const whole = text.replace(LONE_SURROGATE, '');
  const codePoints = Array.from(whole);
  return codePoints.length <= max ? whole : codePoints.slice(0, max).join('');
}
