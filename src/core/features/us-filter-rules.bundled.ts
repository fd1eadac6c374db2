// us-filter-rules.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the rules, imported
// statically.
export { usFilterParams as usFilters } from '../../api/us-filters.js';
