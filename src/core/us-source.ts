import { configError } from '../api/errors.js';
import { proSearchTextAfterExpansion, proSelectedValue } from '../api/us-autocomplete-pro.js';
import { fetchUsSuggestions, prepareUsLookup, type UsLookupTemplate } from '../api/us-autocomplete.js';
import type { UsFilterOptions } from '../api/us-filters.js';
import type { UsSuggestion } from '../api/us-suggestion.js';
import { US_STATE_NAMES } from '../form/us-states.js';
import type { AddressSource, ChooseResult, FinalChoice, SourceList, SourceLookup, SourceOption } from './source.js';
import type { AddressAutocompleteStrings } from './strings.js';

export interface UsSourceOptions extends UsFilterOptions {
  api: string;
  embeddedKey: string;
  baseUrl?: string;
  strings: () => AddressAutocompleteStrings;
}

/** "123 Main St Apt 4, San Juan, PR 00926", with a Puerto Rico urbanization after the street. */
export function usLabel(suggestion: UsSuggestion): string {
  const street = [suggestion.streetLine, suggestion.secondary].filter((part) => part !== '').join(' ');
  const place = [suggestion.state, suggestion.zipcode].filter((part) => part !== '').join(' ');
  return [street, suggestion.urbanization, suggestion.city, place].filter((part) => part && part !== '').join(', ');
}

/**
 * The group the shopper is inside, while the text still starts with `prefix` (spec: the search-text reset rules).
 * v2: the service ignores `search` next to `selected`, so typing a unit narrows the loaded `entries` on the client.
 * Pro: the same `selected` goes out with the new text, and the service narrows.
 */
export type UsScope =
  | { readonly api: 'v2'; readonly group: UsSuggestion; readonly entries: readonly UsSuggestion[]; readonly prefix: string }
  | { readonly api: 'pro'; readonly group: UsSuggestion; readonly selected: string; readonly prefix: string };

/** Case and spacing do not count when narrowing entries by typed text. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** US Autocomplete v2 or Pro for one configuration, checked once when it is made. */
export class UsSource implements AddressSource<UsScope> {
  readonly api: 'us-v2' | 'us-pro';
  readonly warnings: readonly string[];
  readonly #template: UsLookupTemplate;
  readonly #strings: () => AddressAutocompleteStrings;

  constructor(options: UsSourceOptions) {
    if (options.api !== 'v2' && options.api !== 'pro') {
      throw configError('api', `must be "v2" or "pro" (got "${options.api}")`);
    }
    this.api = options.api === 'pro' ? 'us-pro' : 'us-v2';
    this.#strings = options.strings;
    this.#template = prepareUsLookup(options.api, options, options);
    this.warnings = this.#template.warnings;
  }

  search(text: string, scope: UsScope | undefined): SourceLookup<UsScope> {
    // Once the user edits before the expanded address, they are searching afresh.
    const inside = scope && text.startsWith(scope.prefix) ? scope : undefined;
    if (inside?.api === 'v2') return this.#narrowV2(inside, text);
    if (inside?.api === 'pro') return this.#lookup(text, inside.selected, (answer) => this.#expandedList(inside, answer));
    return this.#lookup(text, undefined, (answer) => ({ kind: 'suggestions', options: this.#toOptions(answer) }));
  }

  choose(option: SourceOption, text: string): ChooseResult<UsScope> {
    const suggestion = option.value as UsSuggestion;
    if (option.kind === 'group' && this.#template.api === 'v2' && suggestion.entryId) {
      return { type: 'list', inputText: suggestion.streetLine, lookup: this.#expandV2(suggestion, text) };
    }
    if (option.kind === 'group' && this.#template.api === 'pro') {
      const selected = proSelectedValue(suggestion);
      const scope: UsScope = { api: 'pro', group: suggestion, selected, prefix: proSearchTextAfterExpansion(selected) };
      const lookup = this.#lookup(text, selected, (answer) => this.#expandedList(scope, answer));
      return { type: 'list', inputText: scope.prefix, scope, lookup };
    }
    return { type: 'final', choice: this.#finalChoice(suggestion) };
  }

  /** v2: the group's `entry_id` as `selected`; the text becomes the first entry's street line (spec). */
  #expandV2(group: UsSuggestion, text: string): SourceLookup<UsScope> {
    return this.#lookup(text, group.entryId, (entries) => {
      const scope: UsScope = { api: 'v2', group, entries, prefix: entries[0]?.streetLine ?? group.streetLine };
      return { ...this.#expandedList(scope, entries), inputText: scope.prefix };
    });
  }

  #narrowV2(scope: UsScope & { api: 'v2' }, text: string): SourceLookup<UsScope> {
    const typed = comparable(text);
    const entries = scope.entries.filter((entry) => comparable(`${entry.streetLine} ${entry.secondary}`).startsWith(typed));
    return {
      key: `v2-group:${scope.group.entryId ?? ''}:${typed}`,
      text,
      run: () => Promise.resolve(entries),
      list: (answer) => this.#expandedList(scope, answer as UsSuggestion[]),
    };
  }

  #expandedList(scope: UsScope, suggestions: readonly UsSuggestion[]): SourceList<UsScope> {
    const strings = this.#strings();
    const label = usLabel({ ...scope.group, secondary: '' });
    return {
      kind: 'units',
      options: this.#toOptions(suggestions),
      context: `${label} — ${strings.entries(scope.group.entries)}`,
      announcement: strings.expanded(label, suggestions.length),
      scope,
    };
  }

  /** One URL, built once: it is the cache key and the request. */
  #lookup(
    search: string,
    selected: string | undefined,
    toList: (suggestions: UsSuggestion[]) => SourceList<UsScope>,
  ): SourceLookup<UsScope> {
    const url = this.#template.url(search, selected);
    return {
      key: url.href,
      text: search,
      run: (signal) => fetchUsSuggestions(url, { signal }),
      list: (answer) => toList(answer as UsSuggestion[]),
    };
  }

  #toOptions(suggestions: readonly UsSuggestion[]): SourceOption[] {
    const strings = this.#strings();
    return suggestions.map((suggestion) =>
      suggestion.entries > 1
        ? { kind: 'group', text: usLabel(suggestion), detail: strings.entries(suggestion.entries), value: suggestion }
        : { kind: 'final', text: usLabel(suggestion), value: suggestion },
    );
  }

  #finalChoice(suggestion: UsSuggestion): FinalChoice {
    const stateName = US_STATE_NAMES.get(suggestion.state.toUpperCase());
    const address = {
      line1: suggestion.streetLine,
      line2: suggestion.secondary,
      city: suggestion.city,
      region: suggestion.state,
      postalCode: suggestion.zipcode,
      country: 'USA',
      ...(suggestion.urbanization ? { urbanization: suggestion.urbanization } : {}),
    };
    return {
      api: this.api,
      address,
      raw: suggestion.raw,
      regionAliases: stateName ? [suggestion.state, stateName] : [suggestion.state],
      label: usLabel(suggestion),
    };
  }
}
