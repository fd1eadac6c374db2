/**
 * The US filter rules on demand: api/us-filters.ts and us-filter-formats.ts (the spec's rules and the format of each
 * value) are a chunk of their own, fetched only for a configuration that sets a filter or preference. Such a
 * configuration waits for them (CodeOnItsWay): no request goes out with its filters unapplied, and a misconfigured
 * filter is reported once they have come, as it always was.
 */
import { hasUsFilters, unfilteredParams } from '../../api/us-filter-presence.js';
import type { UsApi, UsFilterOptions, UsFilterParams } from '../../api/us-filters.js';
import { featureChunk } from './feature-chunk.js';

export const usFilterRules = featureChunk(() => import('../../api/us-filters.js'));

/** `usFilterParams(options, api)`: without a filter, at once; with one, by the rules, or CodeOnItsWay until they come. */
export function usFilters(options: UsFilterOptions, api: UsApi): UsFilterParams {
  return hasUsFilters(options) ? usFilterRules.now().usFilterParams(options, api) : unfilteredParams(options);
}
