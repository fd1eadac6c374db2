/**
 * US autocomplete, v2 and Pro, as a request template prepared once per configuration: preparing checks the key,
 * the base URL and every filter rule and precomputes the query, so that a keystroke builds exactly one URL and
 * checks nothing.
 */
import { getJson, type ApiContext } from './http.js';
import { appendQuery, endpointUrl, keyParam, presentParams, resolveServiceRoot } from './request-url.js';
import { limitSearchText } from './search-text.js';
import { usFilterParams, type UsApi, type UsFilterOptions } from './us-filters.js';
import { parseUsSuggestions, type UsSuggestion } from './us-suggestion.js';

export const US_V2_DEFAULT_BASE_URL = 'https://us-autocomplete.api.smarty.com';
export const US_V2_PATH = '/v2/lookup';
export const US_PRO_DEFAULT_BASE_URL = 'https://us-autocomplete-pro.api.smarty.com';
export const US_PRO_PATH = '/lookup';

interface UsEndpoint {
  defaultBaseUrl: string;
  path: string;
  /** What of the typed text is sent as `search`. */
  searchText: (search: string) => string;
}

const ENDPOINTS: Readonly<Record<UsApi, UsEndpoint>> = {
  // v2 reads at most 32 characters of search.
  v2: { defaultBaseUrl: US_V2_DEFAULT_BASE_URL, path: US_V2_PATH, searchText: limitSearchText },
  // The Pro spec names no length limit, so the text is sent whole.
  pro: { defaultBaseUrl: US_PRO_DEFAULT_BASE_URL, path: US_PRO_PATH, searchText: (search) => search },
};

/** The requests of one configuration. Immutable: a new configuration is a new template. */
export interface UsLookupTemplate {
  readonly api: UsApi;
  /**
   * Warnings found while checking: rule 2 (a state both in includeOnlyCities and includeOnlyStates), rules 4 and 8
   * (preferGeolocation "city" next to a city or state filter).
   */
  readonly warnings: readonly string[];
  /**
   * One URL for this text: key, search, the filters, then `selected` (v2: a group's entry_id; Pro: the value
   * `proSelectedValue` gives). Checks nothing, builds exactly one URL.
   */
  url(search: string, selected?: string): URL;
}

/**
 * Checks the filters, the key and the base URL, in that order, and precomputes the query; throws a `config`
 * AddressError naming the option. Relative base URLs resolve against the page now, not per request.
 */
export function prepareUsLookup(
  api: UsApi,
  options: UsFilterOptions,
  context: Pick<ApiContext, 'embeddedKey' | 'baseUrl'>,
): UsLookupTemplate {
  const { defaultBaseUrl, path, searchText } = ENDPOINTS[api];
  const { params, warnings } = usFilterParams(options, api);
  const key = keyParam(context.embeddedKey, context.baseUrl);
  const endpoint = endpointUrl(resolveServiceRoot(context.baseUrl ?? defaultBaseUrl), path).href;
  const filters = presentParams(params);
  return Object.freeze({
    api,
    warnings: Object.freeze([...warnings]),
    url(search: string, selected?: string): URL {
      return appendQuery(new URL(endpoint), [key, ['search', searchText(search)], ...filters, ['selected', selected]]);
    },
  });
}

/** `GET` one template URL: suggestions for the text typed so far, or the entries of the selected group or address. */
export async function fetchUsSuggestions(
  url: URL,
  context: Pick<ApiContext, 'fetch' | 'signal' | 'report' | 'referrer'>,
): Promise<UsSuggestion[]> {
  return parseUsSuggestions(await getJson(url, context), context.report);
}
