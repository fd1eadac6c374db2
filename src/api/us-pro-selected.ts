/**
 * The Pro expansion's `selected` value and the search text it leaves (spec: the search-text reset rules): apart from
 * the request functions of us-autocomplete-pro.ts, which check the filters, so that an element imports the filter
 * rules only when a filter is set.
 */
import type { UsSuggestion } from './us-suggestion.js';

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
