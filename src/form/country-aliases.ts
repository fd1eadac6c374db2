import { ALPHA3_TO_ALPHA2 } from '../api/intl-countries.js';

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
