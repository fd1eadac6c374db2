/**
 * The postal-code filter of the street elements: once the shopper has chosen a postal code in the
 * `<postal-code-autocomplete>` of the street input's own block, the street search is narrowed to it. On by default
 * (`postal-code-filter="off"` opts out): a page that puts the two elements in one address block asks for
 * postcode-first entry, and the filter is what makes it save typing. The page's own filters always win, so that no
 * request breaks a spec rule the page did not break itself. Pure: the element says which place is chosen.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import { configError } from '../../api/errors.js';
import type { PostalCodePlace } from '../events/address-events.js';
import { US_TERRITORIES } from './us-territories.js';

type Options = Record<string, unknown>;

/**
 * The page's own US filters and preferences. `include_only_zip_codes` goes with none of them (spec rule 3, and 6 for
 * `prefer_zip_codes`), and a page that set one has said where to look.
 */
const US_FILTERS = [
  'includeOnlyCities',
  'includeOnlyStates',
  'includeOnlyZipCodes',
  'excludeStates',
  'preferCities',
  'preferStates',
  'preferZipCodes',
];

/** The page's own international filters: locality and postal code never go together. */
const INTL_FILTERS = ['includeOnlyLocality', 'includeOnlyPostalCode'];

const isSet = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * The options without `postalCodeFilter`, and whether the filter is on: `on`, empty or unset is on, `off` is off;
 * any other value is a `config` error naming the attribute (as every misconfiguration, it stops the lookups).
 */
function readFilter(options: Options): [on: boolean, rest: Options] {
  const { postalCodeFilter: value, ...rest } = options;
  if (value !== 'off' && value !== 'on' && value != null && value !== '') {
    throw configError(
      'postalCodeFilter',
      DEV_MODE ? `must be "on" or "off" (got "${String(value)}")` : `"${String(value)}" is not on or off`,
    );
  }
  return [value !== 'off', rest];
}

/**
 * The US options narrowed to a chosen ZIP (five digits, of the US or a territory) as `includeOnlyZipCodes`, whose
 * rules then send `prefer_geolocation=none`; unchanged when the filter is off, nothing is chosen, or the page set a
 * filter or preference of its own, or `prefer-geolocation="city"` (rule 3 forbids it beside a ZIP filter).
 */
export function usOptionsFor<T extends object>(options: T, place: PostalCodePlace | undefined): T {
  const [on, rest] = readFilter(options as Options);
  const zip = place?.postalCode ?? '';
  const country = place?.country.toUpperCase() ?? '';
  const applies =
    on &&
    /^\d{5}$/.test(zip) &&
    (country === 'USA' || US_TERRITORIES.has(country)) &&
    !US_FILTERS.some((name) => isSet(rest[name])) &&
    String(rest.preferGeolocation).trim() !== 'city';
  return (applies ? { ...rest, includeOnlyZipCodes: zip } : rest) as T;
}

/**
 * The international options for `country` (alpha-3) narrowed to a postal code chosen in that country as
 * `includeOnlyPostalCode`; unchanged when the filter is off, nothing is chosen there, or the page set
 * `include-only-locality` or `include-only-postal-code`.
 */
export function intlOptionsFor<T extends object>(options: T, country: string, place: PostalCodePlace | undefined): T {
  const [on, rest] = readFilter(options as Options);
  const applies =
    on &&
    place !== undefined &&
    place.country.toUpperCase() === country.toUpperCase() &&
    !INTL_FILTERS.some((name) => isSet(rest[name]));
  return (applies ? { ...rest, includeOnlyPostalCode: place.postalCode } : rest) as T;
}
