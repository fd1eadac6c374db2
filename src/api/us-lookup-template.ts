/**
 * The US autocomplete request template, v2 and Pro, for filters already checked: the key and the base URL are checked
 * and the query precomputed once per configuration, so that a keystroke builds exactly one URL and checks nothing.
 * The filter rules are us-filters.ts's (`prepareUsLookup` in us-autocomplete.ts runs both): apart, so that an element
 * imports them only when a filter is set.
 */
import { getJson, type ApiContext } from './http.js';
import { appendQuery, endpointUrl, keyParam, presentParams, resolveServiceRoot } from './request-url.js';
import { limitSearchText } from './search-text.js';
import type { UsApi, UsFilterParams } from './us-filters.js';
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
 * The template for filters already checked (`usFilterParams`, or `unfilteredParams` when none is set): the elements
 * import the filter rules only when a filter is set. Checks the key and the base URL.
 */
export function usLookupTemplate(
  api: UsApi,
  { params, warnings }: UsFilterParams,
  context: Pick<ApiContext, 'embeddedKey' | 'baseUrl'>,
): UsLookupTemplate {
  const { defaultBaseUrl, path, searchText } = ENDPOINTS[api];
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
