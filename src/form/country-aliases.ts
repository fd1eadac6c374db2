import { matchKey } from './option-matching.js';

/**
 * The ways a country field may write a country: alpha-3, alpha-2, and its name in each given locale (from
 * Intl.DisplayNames, so no names ship). The caller knows the alpha-2 (the US element: always "US"), so the country
 * table is not needed here and a US-only bundle leaves it out. Without an alpha-2, just the alpha-3.
 */
export function countryAliases(alpha3: string, alpha2: string, locales: readonly string[]): string[] {
  const code = alpha3.toUpperCase();
  if (alpha2 === '') return [code];
  const names = locales.flatMap((locale) => {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(alpha2.toUpperCase());
      return name === undefined ? [] : [name];
    } catch {
      return [];
    }
  });
  return [code, alpha2.toUpperCase(), ...new Set(names)];
}

/** The country's name in the first locale that has one, for `country-name` fields. */
export function countryName(alpha3: string, alpha2: string, locales: readonly string[]): string {
  const [, , name] = countryAliases(alpha3, alpha2, locales);
  return name ?? alpha3;
}

/** Whether `text` is one of the country's names in the locales. */
export function namesCountry(text: string, alpha3: string, alpha2: string, locales: readonly string[]): boolean {
  const key = matchKey(text);
  return countryAliases(alpha3, alpha2, locales)
    .slice(2)
    .some((name) => matchKey(name) === key);
}
