/**
 * The query parameters each endpoint documents (spec "Endpoints"), by name only: the service validates the values.
 * Everything else from the page (an embedded `key`, `auth-id`, `auth-token`, the simulator's fault switch, a typo)
 * is dropped, so that the page can neither send credentials nor reach an undocumented option.
 */

/** US autocomplete Pro's table. */
export const US_PRO_QUERY: readonly string[] = [
  'search',
  'max_results',
  'include_only_cities',
  'include_only_states',
  'include_only_zip_codes',
  'exclude_states',
  'prefer_cities',
  'prefer_states',
  'prefer_zip_codes',
  'prefer_ratio',
  'prefer_geolocation',
  'selected',
  'source',
];

/** US autocomplete (v2): Pro's parameters plus `exclude` (`selected` changes meaning, not name). */
export const US_V2_QUERY: readonly string[] = [...US_PRO_QUERY, 'exclude'];

/** International autocomplete, summary and detail calls alike. */
export const INTL_QUERY: readonly string[] = [
  'country',
  'search',
  'max_results',
  'max_group_results',
  'geolocation',
  'include_only_locality',
  'include_only_postal_code',
];

/** US Street GET: the query parameters of both methods (format, features) and the input fields. */
export const US_STREET_QUERY: readonly string[] = [
  'format',
  'features',
  'input_id',
  'street',
  'street2',
  'secondary',
  'city',
  'state',
  'zipcode',
  'lastline',
  'addressee',
  'urbanization',
  'candidates',
  'match',
  'county_source',
];

/** International postal code lookup. */
export const POSTAL_CODE_QUERY: readonly string[] = [
  'input_id',
  'country',
  'locality',
  'administrative_area',
  'postal_code',
  'license',
];

/** The parameters of `query` whose names are allowed, in their order, repeated ones kept (the service decides). */
export function allowedQuery(query: URLSearchParams, allowed: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (allowed.includes(name)) kept.append(name, value);
  return kept;
}
