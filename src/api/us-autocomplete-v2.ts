import { buildUrl, getJson, keyParam, type ApiContext } from './http.js';
import { limitSearchText } from './search-text.js';
import { usFilterParams, type UsFilterOptions } from './us-filters.js';
import { parseUsSuggestions, type UsSuggestion } from './us-suggestion.js';

export const US_V2_DEFAULT_BASE_URL = 'https://us-autocomplete.api.smarty.com';
export const US_V2_PATH = '/v2/lookup';

export interface UsV2Request extends UsFilterOptions {
  /** The text typed so far; cut to 32 code points, the service's limit. */
  search: string;
  /** The `entry_id` of a group to expand. The service then ignores search and filters, but may still require search. */
  selected?: string;
}

export function buildUsV2Url(request: UsV2Request, context: ApiContext): URL {
  const { params } = usFilterParams(request, 'v2');
  return buildUrl(context.baseUrl ?? US_V2_DEFAULT_BASE_URL, US_V2_PATH, [
    keyParam(context.embeddedKey),
    ['search', limitSearchText(request.search)],
    ...params,
    ['selected', request.selected],
  ]);
}

/** `GET {base}/v2/lookup`: suggestions for the text typed so far, or the entries of a group (`selected`). */
export async function lookupUsV2(request: UsV2Request, context: ApiContext): Promise<UsSuggestion[]> {
  return parseUsSuggestions(await getJson(buildUsV2Url(request, context), context));
}
