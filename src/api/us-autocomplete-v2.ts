import { configError } from './errors.js';
import type { ApiContext } from './http.js';
import { fetchUsSuggestions, prepareUsLookup } from './us-autocomplete.js';
import type { UsFilterOptions } from './us-filters.js';
import type { UsSuggestion } from './us-suggestion.js';

export { US_V2_DEFAULT_BASE_URL, US_V2_PATH } from './us-autocomplete.js';

export interface UsV2Request extends UsFilterOptions {
  /** The text typed so far; cut to 32 code points, the service's limit. */
  search: string;
  /** The `entry_id` of a group to expand. The service then ignores search and filters, but may still require search. */
  selected?: string;
}

/** One request, checked in full: for repeated requests, prepare a template once with `prepareUsLookup('v2', …)`. */
export function buildUsV2Url(request: UsV2Request, context: ApiContext): URL {
  // From plain JavaScript: no request or no search is the documented config error, not a TypeError.
  if (typeof request?.search !== 'string') throw configError('search', 'is required, as text');
  return prepareUsLookup('v2', request, context).url(request.search, request.selected);
}

/** `GET {base}/v2/lookup`: suggestions for the text typed so far, or the entries of a group (`selected`). */
export async function lookupUsV2(request: UsV2Request, context: ApiContext): Promise<UsSuggestion[]> {
  return fetchUsSuggestions(buildUsV2Url(request, context), context);
}
