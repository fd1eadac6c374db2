import { configError } from './errors.js';

/**
 * Checks a numeric option (`maxResults`, `preferRatio`, …). Undefined leaves the service default; anything else
 * must be a whole number in range, and NaN (what a caller gets from text that is not a number) is reported, not
 * dropped, so that a typo cannot silently turn into the default.
 */
export function integerOption(option: string, value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw configError(option, `must be a whole number from ${min} to ${max}; got ${String(value)}`);
  }
  return value;
}
