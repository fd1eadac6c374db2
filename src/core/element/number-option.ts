/**
 * Reads a numeric attribute's property. Lit converts attributes, but frameworks may set the property itself, and
 * React 19 sets it as the string written in JSX (`debounce="0"`): a numeric string counts as its number, a missing or
 * empty value as unset, and anything else stays NaN for the validation to name.
 */
export function numberOption(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'number' ? value : Number(value);
}
