/** The v2 US and international services read at most 32 characters of `search`. */
export const MAX_SEARCH_LENGTH = 32;

/**
 * Cuts text to `max` Unicode code points. Counting UTF-16 units would split an emoji's surrogate pair and send
 * a lone surrogate, which `URLSearchParams` would turn into U+FFFD.
 */
export function limitSearchText(text: string, max: number = MAX_SEARCH_LENGTH): string {
  const codePoints = Array.from(text);
  return codePoints.length <= max ? text : codePoints.slice(0, max).join('');
}
