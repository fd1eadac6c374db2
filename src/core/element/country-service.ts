/**
 * Which service `<address-autocomplete>` uses for a country: the US service for the United States and the
 * territories whose addresses it returns (USPS state codes PR, GU, VI, AS and MP), the international service for
 * the countries it supports, none for the others (and for no country).
 */
import { INTL_SUPPORTED_COUNTRIES } from '../../api/intl-countries.js';
import { namesCountry } from '../../form/country-aliases.js';
import { resolveCountry } from '../../form/resolve-country.js';
import { US_TERRITORIES } from './us-territories.js';

export { US_TERRITORIES };

export type CountryService = 'us' | 'intl';

/** The service for an alpha-3 code (any case), or undefined when neither serves it. */
export function serviceFor(country: string): CountryService | undefined {
  const code = country.trim().toUpperCase();
  if (code === 'USA' || US_TERRITORIES.has(code)) return 'us';
  return INTL_SUPPORTED_COUNTRIES.has(code) ? 'intl' : undefined;
}

/**
 * The alpha-3 code a country field's text stands for (an alpha-3 or alpha-2 code, or a name in one of the locales
 * or English), US territories included; undefined when it names no country we know.
 */
export function resolveServedCountry(text: string, locales: readonly string[]): string | undefined {
  const upper = text.trim().toUpperCase();
  if (upper === '') return undefined;
  for (const [alpha3, alpha2] of US_TERRITORIES) {
    if (upper === alpha3 || upper === alpha2 || namesCountry(text, alpha3, alpha2, [...locales, 'en'])) return alpha3;
  }
  return resolveCountry(text, locales);
}
