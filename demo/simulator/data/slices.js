// The data a lookup needs, in slices the documentation site serves as static JSON files (written by
// slice-files.js from the same packages): `us` (the US ZIP Codes, cities and states), `cities-XX` (a country's
// cities and states, XX its ISO alpha-2) and `jp` (the Japanese postal data). The service worker awaits a request's
// slices before the synchronous handlers run.
import { PROFILES } from '../intl/profiles.js';
import { resolveCountry } from '../postal/params.js';

/**
 * The slices a served country's localities need: its cities and states, and for Japan the postal data as well (the
 * native-script search and the romanised localities' postal codes both read it).
 * @param {string} iso3
 * @returns {string[]}
 */
function countrySlices(iso3) {
  const profile = Object.hasOwn(PROFILES, iso3) ? PROFILES[iso3] : undefined;
  if (!profile) return [];
  return iso3 === 'JPN' ? [`cities-${profile.iso2}`, 'jp'] : [`cities-${profile.iso2}`];
}

/**
 * The slices the handler of a simulator URL reads (none when the request will be refused before any data is read,
 * or names a country without data).
 * @param {URL} url a simulator URL: a base path and the query
 * @returns {string[]}
 */
export function slicesFor(url) {
  const [, base] = url.pathname.split('/');
  const country = url.searchParams.get('country') ?? '';
  if (base === 'us-autocomplete' || base === 'us-street') return ['us'];
  // International autocomplete takes only an exact upper-case alpha-3 (intl/params.js).
  if (base === 'international-autocomplete') return countrySlices(country);
  if (base === 'international-postal-code') {
    const iso3 = country.trim() === '' ? undefined : resolveCountry(country.trim());
    return iso3 === 'USA' ? ['us'] : countrySlices(iso3 ?? '');
  }
  return [];
}

/** Every slice there is, for the build: the US, each served country, Japan's postal data. */
export function allSlices() {
  return [...new Set(['us', ...Object.keys(PROFILES).flatMap(countrySlices)])];
}

/**
 * The file a slice is served as, relative to the data directory.
 * @param {string} slice
 */
export function sliceFile(slice) {
  return `${slice}.json`;
}
