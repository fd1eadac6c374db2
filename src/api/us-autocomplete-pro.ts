import { configError } from './errors.js';
import type { ApiContext } from './http.js';
import { fetchUsSuggestions, prepareUsLookup } from './us-autocomplete.js';
import type { UsFilterOptions } from './us-filters.js';
import type { UsSuggestion } from './us-suggestion.js';

export { US_PRO_DEFAULT_BASE_URL, US_PRO_PATH } from './us-autocomplete.js';
export { proSearchTextAfterExpansion, proSelectedValue } from './us-pro-selected.js';

export interface UsProRequest extends UsFilterOptions {
  /** The text typed so far. The Pro spec names no length limit, so it is sent whole. */
  search: string;
  /** The chosen suggestion written as `proSelectedValue` gives it; lists that address's secondaries. */
  selected?: string;
}

/** One request, checked in full: for repeated requests, prepare a template once with `prepareUsLookup('pro', …)`. */
export function buildUsProUrl(request: UsProRequest, context: ApiContext): URL {
  // From plain JavaScript: no request or no search is the documented config error, not a request without a search.
  if (typeof request?.search !== 'string') throw configError('search', 'is required, as text');
  return prepareUsLookup('pro', request, context).url(request.search, request.selected);
}

/** `GET {base}/lookup`: suggestions, or with `selected` the secondaries of one address. */
export async function lookupUsPro(request: UsProRequest, context: ApiContext): Promise<UsSuggestion[]> {
  return fetchUsSuggestions(buildUsProUrl(request, context), context);
}
