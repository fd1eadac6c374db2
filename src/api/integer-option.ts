import { configError } from './errors.js';

/**
 * Checks a numeric option (`maxResults`, `preferRatio`, the element's `debounce`, …): the one whole-number check. Undefined leaves the service default; anything else
 * must be a whole number in range, and NaN (what a caller gets from text that is not a number) is reported, not
 * dropped, so that a typo cannot silently turn into the default.
 */
export function integerOption(
  option: string,
  value: number | undefined,
  min: number,
  max = Infinity,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    const rule = max === Infinity ? `of ${min} or more (got ${value})` : `from ${min} to ${max}; got ${value}`;
    throw configError(option, `must be a whole number ${rule}`);
  }
  return value;
}
