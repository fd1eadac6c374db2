/**
 * Whether US autocomplete options set any filter or preference, and the parameters of options that set none: what an
 * element needs of the filter rules (us-filters.ts) when no filter is set, so that it imports them only when one is.
 */
import { integerOption } from './integer-option.js';
import { US_FILTER_NAMES } from './us-filter-names.js';
import type { UsFilterOptions, UsFilterParams } from './us-filters.js';

/** Whether any filter or preference has a value (a blank one is unset; any other is the rules' to check). */
export function hasUsFilters(options: UsFilterOptions): boolean {
  return US_FILTER_NAMES.some((name) => options[name] != null && String(options[name]).trim() !== '');
}

/** What `usFilterParams` gives for options with no filter set: `max_results` alone, checked as it checks it. */
export function unfilteredParams(options: UsFilterOptions): UsFilterParams {
  const maxResults = integerOption('maxResults', options.maxResults, 1, 10);
  return { params: maxResults === undefined ? [] : [['max_results', String(maxResults)]], warnings: [] };
}
