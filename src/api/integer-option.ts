import { configError } from './errors.js';

/**
 * Checks a numeric attribute (`max-results`, `prefer-ratio`, …). Unset (undefined, or null as Lit's Number converter
 * gives for a removed attribute) leaves the service default; NaN (an attribute that is not a number) is an error.
 */
export function integerOption(
  attribute: string,
  value: number | null | undefined,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw configError(attribute, `must be a whole number from ${min} to ${max}; got ${String(value)}`);
  }
  return value;
}
