import { configError } from '../api/errors.js';
import type { ApiContext } from '../api/http.js';
import { buildUsProUrl, lookupUsPro, proSearchTextAfterExpansion, proSelectedValue } from '../api/us-autocomplete-pro.js';
import { buildUsV2Url, lookupUsV2 } from '../api/us-autocomplete-v2.js';
import { usFilterParams, type UsApi, type UsFilterOptions } from '../api/us-filters.js';
import type { UsSuggestion } from '../api/us-suggestion.js';
import { US_STATE_NAMES } from '../form/us-states.js';
import type { AddressSource, ChooseResult, SourceList, SourceOption } from './source.js';
import type { AddressAutocompleteStrings } from './strings.js';
import type { Lookup } from './suggestions-controller.js';

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

/** The Pro expansion the user is inside: the same `selected` goes out while the text still starts with `prefix`. */
interface ProExpansion {
  group: UsSuggestion;
  selected: string;
  prefix: string;
}

/**
 * The v2 group the user is inside. With `selected` the service ignores `search`, so typing a unit narrows the
 * entries already loaded, on the client, while the text still starts with `prefix`.
 */
interface V2Expansion {
  group: UsSuggestion;
  entries: UsSuggestion[];
  prefix: string;
}

/** Case and spacing do not count when narrowing entries by typed text. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export class UsSource implements AddressSource {
  #proExpansion: ProExpansion | undefined;
  #v2Expansion: V2Expansion | undefined;

  constructor(private readonly options: UsSourceOptions) {}

  get api(): 'us-v2' | 'us-pro' {
    return this.options.api === 'pro' ? 'us-pro' : 'us-v2';
  }

  /** The entries of each v2 group fetched so far: choosing a group again (answered from the cache) narrows too. */
  #v2Entries = new Map<string, V2Expansion>();

  get #usApi(): UsApi {
    return this.options.api === 'pro' ? 'pro' : 'v2';
  }

  get #context(): ApiContext {
    return { embeddedKey: this.options.embeddedKey ?? '', baseUrl: this.options.baseUrl || undefined };
  }

  validate(): string[] {
    if (this.options.api !== 'v2' && this.options.api !== 'pro') {
      throw configError('api', `must be "v2" or "pro" (got "${this.options.api}")`);
    }
    // Building a request checks the key, the base URL and every filter rule, before any request is sent.
    const build = this.#usApi === 'pro' ? buildUsProUrl : buildUsV2Url;
    build({ ...this.options, search: '' }, this.#context);
    return usFilterParams(this.options, this.#usApi).warnings;
  }

  search(text: string): Lookup<SourceList> {
    const expansion = this.#proExpansion;
    // Once the user edits before the expanded address, they are searching afresh (spec: Pro secondary expansion).
    if (expansion && !text.startsWith(expansion.prefix)) this.#proExpansion = undefined;
    if (this.#v2Expansion && !text.startsWith(this.#v2Expansion.prefix)) this.#v2Expansion = undefined;
    if (this.#v2Expansion) return this.#narrowV2(this.#v2Expansion, text);
    const current = this.#proExpansion;
    if (current) return this.#lookup(text, current.selected, (suggestions) => this.#expandedList(current.group, suggestions));
    return this.#lookup(text, undefined, (suggestions) => ({ options: this.#toOptions(suggestions) }));
  }

  choose(option: SourceOption, text: string): ChooseResult {
    const suggestion = option.value as UsSuggestion;
    if (option.kind === 'group' && this.#usApi === 'v2' && suggestion.entryId) {
      this.#v2Expansion = this.#v2Entries.get(suggestion.entryId);
      return { type: 'list', inputText: suggestion.streetLine, lookup: this.#expandV2(suggestion, text) };
    }
    if (option.kind === 'group' && this.#usApi === 'pro') {
      const selected = proSelectedValue(suggestion);
      const prefix = proSearchTextAfterExpansion(selected);
      this.#proExpansion = { group: suggestion, selected, prefix };
      const lookup = this.#lookup(text, selected, (suggestions) => this.#expandedList(suggestion, suggestions));
      return { type: 'list', inputText: prefix, lookup };
    }
    return { type: 'final', choice: this.#finalChoice(suggestion) };
  }

  reset(): void {
    this.#proExpansion = undefined;
    this.#v2Expansion = undefined;
  }

  /** v2: the group's `entry_id` as `selected`; the text becomes the first entry's street line (spec). */
  #expandV2(group: UsSuggestion, text: string): Lookup<SourceList> {
    return this.#lookup(text, group.entryId, (suggestions) => {
      const prefix = suggestions[0]?.streetLine ?? group.streetLine;
      this.#v2Expansion = { group, entries: suggestions, prefix };
      if (group.entryId) this.#v2Entries.set(group.entryId, this.#v2Expansion);
      return { ...this.#expandedList(group, suggestions), inputText: prefix };
    });
  }

  #narrowV2(expansion: V2Expansion, text: string): Lookup<SourceList> {
    const typed = comparable(text);
    const entries = expansion.entries.filter((entry) =>
      comparable(`${entry.streetLine} ${entry.secondary}`).startsWith(typed),
    );
    return {
      key: `v2-group:${expansion.group.entryId ?? ''}:${typed}`,
      text,
      run: () => Promise.resolve(this.#expandedList(expansion.group, entries)),
    };
  }

  #expandedList(group: UsSuggestion, suggestions: UsSuggestion[]): SourceList {
    const strings = this.options.strings();
    const label = usLabel({ ...group, secondary: '' });
    return {
      options: this.#toOptions(suggestions),
      context: `${label} — ${strings.entries(group.entries)}`,
      announcement: strings.expanded(label, suggestions.length),
    };
  }

  #lookup(
    search: string,
    selected: string | undefined,
    toList: (suggestions: UsSuggestion[]) => SourceList,
  ): Lookup<SourceList> {
    const request = { ...this.options, search, selected };
    const build = this.#usApi === 'pro' ? buildUsProUrl : buildUsV2Url;
    const find = this.#usApi === 'pro' ? lookupUsPro : lookupUsV2;
    let key: string;
    try {
      key = build(request, this.#context).href;
    } catch {
      key = `invalid:${search}`;
    }
    return {
      key,
      text: search,
      run: async (signal) => toList(await find(request, { ...this.#context, signal })),
    };
  }

  #toOptions(suggestions: UsSuggestion[]): SourceOption[] {
    const strings = this.options.strings();
    return suggestions.map((suggestion) =>
      suggestion.entries > 1
        ? { kind: 'group', text: usLabel(suggestion), detail: strings.entries(suggestion.entries), value: suggestion }
        : { kind: 'final', text: usLabel(suggestion), value: suggestion },
    );
  }

  #finalChoice(suggestion: UsSuggestion) {
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
