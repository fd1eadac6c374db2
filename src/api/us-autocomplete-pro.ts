import { buildUrl, getJson, keyParam, type ApiContext } from './http.js';
import { usFilterParams, type UsFilterOptions } from './us-filters.js';
import { parseUsSuggestions, type UsSuggestion } from './us-suggestion.js';

export const US_PRO_DEFAULT_BASE_URL = 'https://us-autocomplete-pro.api.smarty.com';
export const US_PRO_PATH = '/lookup';

export interface UsProRequest extends UsFilterOptions {
  /** The text typed so far. The Pro spec names no length limit, so it is sent whole. */
  search: string;
  /** The chosen suggestion written as `proSelectedValue` gives it; lists that address's secondaries. */
  selected?: string;
}

export function buildUsProUrl(request: UsProRequest, context: ApiContext): URL {
  const { params } = usFilterParams(request, 'pro');
  return buildUrl(context.baseUrl ?? US_PRO_DEFAULT_BASE_URL, US_PRO_PATH, [
    keyParam(context.embeddedKey),
    ['search', request.search],
    ...params,
    ['selected', request.selected],
  ]);
}

/** `GET {base}/lookup`: suggestions, or with `selected` the secondaries of one address. */
export async function lookupUsPro(request: UsProRequest, context: ApiContext): Promise<UsSuggestion[]> {
  return parseUsSuggestions(await getJson(buildUsProUrl(request, context), context));
}

/**
 * The Pro `selected` value: street_line, secondary, the entries count in parentheses, city, state and zipcode,
 * separated by spaces, with empty parts dropped.
 */
export function proSelectedValue(suggestion: UsSuggestion): string {
  const entries = suggestion.entries > 1 ? `(${suggestion.entries})` : '';
  return [suggestion.streetLine, suggestion.secondary, entries, suggestion.city, suggestion.state, suggestion.zipcode]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** After expanding, the search text becomes the selected value up to its "(", with no trailing space. */
export function proSearchTextAfterExpansion(selected: string): string {
  const parenthesis = selected.indexOf('(');
  return (parenthesis === -1 ? selected : selected.slice(0, parenthesis)).trimEnd();
}
