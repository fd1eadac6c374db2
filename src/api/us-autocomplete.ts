/**
 * US autocomplete, v2 and Pro, as a request template prepared once per configuration: preparing checks the key,
 * the base URL and every filter rule and precomputes the query, so that a keystroke builds exactly one URL and
 * checks nothing.
 */
import type { ApiContext } from './http.js';
import { usFilterParams, type UsApi, type UsFilterOptions } from './us-filters.js';
import { usLookupTemplate, type UsLookupTemplate } from './us-lookup-template.js';

export {
  fetchUsSuggestions,
  usLookupTemplate,
  US_PRO_DEFAULT_BASE_URL,
  US_PRO_PATH,
  US_V2_DEFAULT_BASE_URL,
  US_V2_PATH,
  type UsLookupTemplate,
} from './us-lookup-template.js';

/**
 * Checks the filters, the key and the base URL, in that order, and precomputes the query; throws a `config`
 * AddressError naming the option. Relative base URLs resolve against the page now, not per request.
 */
export function prepareUsLookup(
  api: UsApi,
  options: UsFilterOptions,
  context: Pick<ApiContext, 'embeddedKey' | 'baseUrl'>,
): UsLookupTemplate {
  return usLookupTemplate(api, usFilterParams(options, api), context);
}
