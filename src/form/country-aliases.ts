import { ALPHA3_TO_ALPHA2 } from '../api/intl-countries.js';
import { matchKey } from './option-matching.js';

/**
 * The ways a country field may write a country: alpha-3, alpha-2, and its name in each given locale (from
 * Intl.DisplayNames, so no names ship). Unknown codes give just themselves.
 */
export function countryAliases(alpha3: string, locales: readonly string[]): string[] {
  const code = alpha3.toUpperCase();
  const alpha2 = ALPHA3_TO_ALPHA2.get(code);
  if (alpha2 === undefined) return [code];
  const names = locales.flatMap((locale) => {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(alpha2);
      return name === undefined ? [] : [name];
    } catch {
      return [];
    }
  });
  return [code, alpha2, ...new Set(names)];
}

/** The country's name in the first locale that has one, for `country-name` fields. */
export function countryName(alpha3: string, locales: readonly string[]): string {
  const [, , name] = countryAliases(alpha3, locales);
  return name ?? alpha3;
}

/**
 * The alpha-3 code a country field's value stands for: an alpha-3 or alpha-2 code, or a name in one of the locales
 * (or English). Undefined when it names no known country.
 */
export function resolveCountry(value: string, locales: readonly string[]): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const upper = text.toUpperCase();
  if (ALPHA3_TO_ALPHA2.has(upper)) return upper;
  const key = matchKey(text);
  for (const [alpha3, alpha2] of ALPHA3_TO_ALPHA2) {
    if (alpha2 === upper) return alpha3;
  }
  for (const alpha3 of ALPHA3_TO_ALPHA2.keys()) {
    if (countryAliases(alpha3, [...locales, 'en']).slice(2).some((name) => matchKey(name) === key)) return alpha3;
  }
  return undefined;
}
