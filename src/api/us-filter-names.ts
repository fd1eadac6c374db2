/**
 * Every option the US filter rules check but `maxResults`, which is not a filter, in the order the rules send them
 * (after `max_results`): us-filters.ts sends them, us-filter-presence.ts tells whether any is set. A module of its
 * own, with no import, so that both read one list without importing each other.
 */
export const US_FILTER_NAMES = [
  'includeOnlyCities',
  'includeOnlyStates',
  'includeOnlyZipCodes',
  'excludeStates',
  'preferCities',
  'preferStates',
  'preferZipCodes',
  'preferRatio',
  'preferGeolocation',
  'source',
  'exclude',
] as const;
