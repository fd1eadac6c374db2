// Query-parameter rules of GET /lookup (spec: "International postal code: lookup", Errors and Limits). The spec's
// error table for this API has two client errors: 400 "Inputs could not be interpreted" and 422 "GET lacks
// required fields". So a value the service cannot read (longer than its field, or text that was not UTF-8) is a
// 400, and a missing `country`, or none of `postal_code`, `locality` and `administrative_area`, is a 422. A value
// that is readable but names nothing (an unknown country, a postal code no place has) is not an error: the spec
// answers 200 with an empty `results` ("when the input is invalid or nothing matches"). Blank parameters count as
// absent. The first broken rule answers, one error per body; ids are stable.

import { packageData } from '../data/source.js';
import { serviceError } from '../shared.js';
import { codePointLength } from '../intl/text.js';

/** Error ids: 400xxxx cannot be interpreted, 422xxxx lacks required fields. */
export const ERROR_IDS = {
  fieldTooLong: 4000301,
  encoding: 4000302,
  countryRequired: 4220301,
  searchFieldRequired: 4220302,
};

/** The spec's field maxima, in characters (code points), in the order they are checked. */
export const FIELD_LIMITS = /** @type {const} */ ({
  input_id: 36,
  country: 64,
  locality: 64,
  administrative_area: 32,
  postal_code: 16,
  license: 64,
});

/** The width of the result's `input_id` column (spec: result `input_id` varchar(16)). */
export const RESULT_INPUT_ID_LENGTH = 16;

/**
 * @typedef {object} PostalQuery
 * @property {string | undefined} country ISO alpha-3 of the named country, undefined when it names none
 * @property {string} postalCode '' when absent
 * @property {string} locality '' when absent
 * @property {string} administrativeArea '' when absent
 * @property {string} inputId '' when absent
 */

/**
 * The alpha-3 code a `country` value names: an alpha-3, alpha-2 or three-digit numeric ISO code (any case), or an
 * English name ("Germany", "United Kingdom"). Undefined when it names no country.
 * @param {string} value trimmed, non-empty
 * @returns {string | undefined}
 */
export function resolveCountry(value) {
  const codes = packageData().isoCountries();
  if (/^[A-Za-z]{2,3}$/.test(value) && codes.isValid(value)) return codes.toAlpha3(value.toUpperCase());
  if (/^\d{3}$/.test(value)) return codes.numericToAlpha3(value) || undefined;
  return codes.getAlpha3Code(value, 'en') || undefined;
}

/**
 * Checks every rule and returns the query, or the error response of the first broken rule.
 * @param {URLSearchParams} params
 * @returns {PostalQuery | import('../shared.js').SimResponse}
 */
export function parsePostalParams(params) {
  /** @param {string} name */
  const value = (name) => (params.get(name) ?? '').trim();
  for (const [name, limit] of Object.entries(FIELD_LIMITS)) {
    const raw = params.get(name) ?? '';
    if (raw.includes('\uFFFD'))
      return serviceError(
        400,
        ERROR_IDS.encoding,
        `${name}: is not valid UTF-8. Encode the value as UTF-8, then URL-encode it.`,
      );
    const length = codePointLength(raw);
    if (length > limit)
      return serviceError(
        400,
        ERROR_IDS.fieldTooLong,
        `${name}: is ${length} characters long; at most ${limit} are accepted.`,
      );
  }
  const country = value('country');
  if (country === '')
    return serviceError(
      422,
      ERROR_IDS.countryRequired,
      'country: is required. Send a country name or its ISO code (alpha-3, alpha-2 or numeric).',
    );
  const postalCode = value('postal_code');
  const locality = value('locality');
  const administrativeArea = value('administrative_area');
  if (postalCode === '' && locality === '' && administrativeArea === '')
    return serviceError(
      422,
      ERROR_IDS.searchFieldRequired,
      'postal_code, locality, administrative_area: one of them is required besides country.',
    );
  return { country: resolveCountry(country), postalCode, locality, administrativeArea, inputId: value('input_id') };
}

/**
 * @param {PostalQuery | import('../shared.js').SimResponse} value
 * @returns {value is import('../shared.js').SimResponse}
 */
export function isResponse(value) {
  return 'status' in value;
}
