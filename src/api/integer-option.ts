import { DEV_MODE } from './dev-mode.js';
import { configError } from './errors.js';

/** The one whole-number rule: a whole number from `min` to `max` (NaN, fractions and strings are not). */
function isWholeNumber(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checks a numeric option (`maxResults`, `preferRatio`, …). Undefined leaves the service default; anything else
 * must be a whole number in range, and NaN (what a caller gets from text that is not a number) is reported, not
 * dropped, so that a typo cannot silently turn into the default.
 */
export function integerOption(option: string, value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined || isWholeNumber(value, min, max)) return value;
  throw configError(
    option,
    DEV_MODE ? `must be a whole number from ${min} to ${max}; got ${value}` : `${value} not in ${min}–${max}`,
  );
}

/** An option with no upper bound (the element's `debounce`, `minChars`), checked by the same rule. */
export function integerAtLeast(option: string, value: number | undefined, min: number): number | undefined {
  if (value === undefined || isWholeNumber(value, min, Infinity)) return value;
  throw configError(
    option,
    DEV_MODE ? `must be a whole number of ${min} or more (got ${value})` : `${value} is below ${min}`,
  );
}
