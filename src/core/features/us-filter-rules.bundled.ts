// us-filter-rules.ts in the script-tag bundles (vite.config.ts swaps it in): a single file holds the rules.
export { usFilterParams as usFilters } from '../../api/us-filters.js';
