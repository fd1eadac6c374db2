import { ALPHA3_TO_ALPHA2 } from '../api/intl-countries.js';
import { namesCountry } from './country-aliases.js';

/**
 * The alpha-3 code a country field's value stands for: an alpha-3 or alpha-2 code, or a name in one of the locales
 * (or English). Undefined when it names no known country. Only the international element reads country fields, so
 * only it carries the country table.
 */
export function resolveCountry(value: string, locales: readonly string[]): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const upper = text.toUpperCase();
  if (ALPHA3_TO_ALPHA2.has(upper)) return upper;
  for (const [alpha3, alpha2] of ALPHA3_TO_ALPHA2) {
    if (alpha2 === upper) return alpha3;
  }
  for (const [alpha3, alpha2] of ALPHA3_TO_ALPHA2) {
    if (namesCountry(text, alpha3, alpha2, [...locales, 'en'])) return alpha3;
  }
  return undefined;
}
