import { DEV_MODE } from '../../api/dev-mode.js';
import { configError } from '../../api/errors.js';
import { proSearchTextAfterExpansion, proSelectedValue } from '../../api/us-pro-selected.js';
import { fetchUsSuggestions, usLookupTemplate, type UsLookupTemplate } from '../../api/us-lookup-template.js';
import type { UsFilterOptions } from '../../api/us-filters.js';
import type { UsSuggestion } from '../../api/us-suggestion.js';
import { usFinalChoice, usLabel, withStateName } from './us-choice.js';
import { usStreetMatch } from '../../api/us-street-match.js';
import { matchKey } from '../../form/option-matching.js';
import { checkStreetBaseUrl, extractRoute } from '../verify/service-urls.js';
import { StreetVerifier } from '../features/street-verification.js';
import { pasteExtractor } from '../features/paste-extraction.js';
import { usFilters } from '../features/us-filter-rules.js';
import { usChoiceRules } from '../features/us-choice-rules.js';
import { ON_DEMAND } from '../features/on-demand.js';
import type { Requests } from '../lookup/verifier.js';
import type {
  AddressService,
  FinalChoice,
  ServiceList,
  ServiceLookup,
  ServiceOption,
} from '../lookup/address-service.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import type { AnswerProblem } from '../../api/response.js';
import { firstRows } from './first-rows.js';

/** The units of a group the service lists at most (v2 `selected`, Pro's secondaries). */
const MAX_ENTRIES = 100;

/** US Street verification of the choices (`verify`): where, how strictly, and whether the ZIP gets its +4. */
export interface UsVerifyOptions {
  baseUrl?: string;
  match?: string;
  zip4: boolean;
}

export interface UsServiceOptions extends UsFilterOptions {
  api: string;
  embeddedKey: string;
  baseUrl?: string;
  strings: () => AddressAutocompleteStrings;
  /** Verify choices with US Street; its options are checked whether or not it is on. */
  verify?: UsVerifyOptions & { on: boolean };
  /** Hears of what was wrong in an answer that still came (rows left out, more rows than asked for). */
  report?: AnswerProblem;
  /** The `Referer` to send where the browser would send none (an srcdoc frame); undefined: the browser's own. */
  referrer?: string | undefined;
  /** The shop's extract route (`extract-url`): a paste is posted there, and the addresses found are offered. */
  extractUrl?: string | undefined;
}

/**
 * The group the shopper is inside, while the text still starts with `prefix` (spec: the search-text reset rules).
 * v2: the service ignores `search` next to `selected`, so typing a unit narrows the loaded `entries` on the client.
 * Pro: the same `selected` goes out with the new text, and the service narrows.
 */
export type UsScope =
  | {
      readonly api: 'v2';
      readonly group: UsSuggestion;
      readonly entries: readonly UsSuggestion[];
      readonly prefix: string;
    }
  | { readonly api: 'pro'; readonly group: UsSuggestion; readonly selected: string; readonly prefix: string };

/** The address a final US suggestion stands for. */
function finalChoice(api: 'us-v2' | 'us-pro', suggestion: UsSuggestion): FinalChoice {
  const address = {
    line1: suggestion.streetLine,
    line2: suggestion.secondary,
    city: suggestion.city,
    region: suggestion.state,
    postalCode: suggestion.zipcode,
    country: 'USA',
    ...(suggestion.urbanization ? { urbanization: suggestion.urbanization } : {}),
  };
  return usFinalChoice(api, address, suggestion.raw, usLabel(suggestion));
}

/**
 * US Autocomplete v2 or Pro for one configuration, checked once when it is made (a misconfiguration throws a
 * `config` AddressError here; a filter set before the filter rules have come throws CodeOnItsWay). A closure, so
 * that the minifier can shorten its state.
 */
export function createUsService(options: UsServiceOptions, requests?: Requests): AddressService<UsScope> {
  const match = usStreetMatch('verifyMatch', options.verify?.match || undefined);
  checkStreetBaseUrl(options.verify?.baseUrl);
  const route = extractRoute(options.extractUrl);
  if (options.api !== 'v2' && options.api !== 'pro') {
    throw configError(
      'api',
      DEV_MODE ? `must be "v2" or "pro" (got "${options.api}")` : `"${options.api}" is not v2 or pro`,
    );
  }
  const api = options.api === 'pro' ? 'us-pro' : 'us-v2';
  const { verify } = options;
  const verifier =
    verify?.on && requests
      ? new StreetVerifier(
          {
            embeddedKey: options.embeddedKey,
            baseUrl: verify.baseUrl || undefined,
            match,
            zip4: verify.zip4,
            api,
            referrer: options.referrer,
          },
          requests,
        )
      : undefined;
  const { strings, report, referrer } = options;
  const template: UsLookupTemplate = usLookupTemplate(options.api, usFilters(options, options.api), options);
  // Keyless lookups go to the shop's own route (base-url); so must verification, which would else go to US Street.
  if (verifier && options.embeddedKey.trim() === '' && !verify?.baseUrl) {
    throw configError(
      'streetBaseUrl',
      DEV_MODE
        ? "is required for verify without an embedded key: point it at your server's lookup route (/address/us-street)"
        : 'is required without a key',
    );
  }
  // The service's default, as the spec gives it, when the page asks for none.
  const maxResults = options.maxResults ?? 10;

  const toOptions = (suggestions: readonly UsSuggestion[]): ServiceOption[] =>
    suggestions.map((suggestion) =>
      suggestion.entries > 1
        ? { kind: 'group', text: usLabel(suggestion), detail: strings().entries(suggestion.entries), value: suggestion }
        : { kind: 'final', text: usLabel(suggestion), value: suggestion },
    );

  const expandedList = (scope: UsScope, suggestions: readonly UsSuggestion[]): ServiceList<UsScope> => {
    const label = usLabel({ ...scope.group, secondary: '' });
    return {
      kind: 'units',
      options: toOptions(suggestions),
      context: [label, ` — ${strings().entries(scope.group.entries)}`],
      announcement: strings().expanded(label, suggestions.length),
      scope,
    };
  };

  /** One URL, built once: it is the cache key and the request. */
  const lookup = (
    search: string,
    selected: string | undefined,
    toList: (suggestions: readonly UsSuggestion[]) => ServiceList<UsScope>,
  ): ServiceLookup<UsScope> => {
    const url = template.url(search, selected);
    const max = selected === undefined ? maxResults : MAX_ENTRIES;
    return {
      key: url.href,
      text: search,
      run: (signal) => fetchUsSuggestions(url, { signal, report, referrer }),
      list: (answer) => toList(firstRows(answer as UsSuggestion[], max, report)),
    };
  };

  const suggestionsFor = (text: string): ServiceLookup<UsScope> =>
    lookup(text, undefined, (answer) => ({ kind: 'suggestions', options: toOptions(answer) }));

  /**
   * v2 inside a group: the loaded units that what was typed after the street can mean, on the client (the service
   * ignores `search` next to `selected`). When none can, or the group holds more units than were loaded (the service
   * lists 100 at most), an ordinary search of the whole text lets the service narrow: never an empty list.
   */
  const narrowV2 = (scope: UsScope & { api: 'v2' }, text: string): ServiceLookup<UsScope> => {
    const typed = text.slice(scope.prefix.length);
    // The rules came with the group's units (see choose), unless their code could not: then the service narrows.
    const matches =
      usChoiceRules.loaded?.matchUnits(
        typed,
        scope.entries.map((entry) => entry.secondary),
      ) ?? [];
    if (matches.length === 0 || scope.group.entries > scope.entries.length) return suggestionsFor(text);
    const entries = scope.entries.filter((_, index) => matches.includes(index));
    return {
      key: `v2-group:${scope.group.entryId ?? ''}:${matchKey(typed)}`,
      text,
      run: () => Promise.resolve(entries),
      list: (answer) => expandedList(scope, answer as UsSuggestion[]),
    };
  };

  return {
    api,
    warnings: template.warnings,
    verifier,
    extractor: route && requests ? pasteExtractor(route, api, requests) : undefined,
    // Both read after a choice, once the choice's code (and with it, these rules) has come.
    appendedUnit: (chosen, text) => usChoiceRules.loaded?.appendedUnit(chosen, text),
    completed: (choice) => withStateName(choice, usChoiceRules.loaded?.US_STATE_NAMES),
    search(text, scope) {
      // Once the user edits before the expanded address, they are searching afresh.
      const inside = scope && text.startsWith(scope.prefix) ? scope : undefined;
      if (inside?.api === 'v2') return narrowV2(inside, text);
      if (inside?.api === 'pro') return lookup(text, inside.selected, (answer) => expandedList(inside, answer));
      return suggestionsFor(text);
    },
    isAt(option, address) {
      const row = option.value as UsSuggestion;
      const same = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();
      return (
        same(row.streetLine, address.line1) &&
        same(row.city, address.city) &&
        same(row.state, address.region) &&
        row.zipcode === address.postalCode.slice(0, 5)
      );
    },
    groupOf(scope) {
      return scope ? { kind: 'group', text: usLabel(scope.group), value: scope.group } : undefined;
    },
    choose(option, text) {
      const group = option.value as UsSuggestion;
      if (option.kind === 'group' && template.api === 'v2' && group.entryId) {
        // v2: the group's `entry_id` as `selected`; the text becomes the first entry's street line (spec).
        const expand = lookup(text, group.entryId, (entries) => {
          const scope: UsScope = { api: 'v2', group, entries, prefix: entries[0]?.streetLine ?? group.streetLine };
          return { ...expandedList(scope, entries), inputText: scope.prefix };
        });
        // The units come with the rules that narrow them as the shopper types one (on demand: see usChoiceRules).
        const run: typeof expand.run = (signal) =>
          Promise.all([expand.run(signal), usChoiceRules.load().catch(() => undefined)]).then(([rows]) => rows);
        return { type: 'list', inputText: group.streetLine, lookup: ON_DEMAND ? { ...expand, run } : expand };
      }
      if (option.kind === 'group' && template.api === 'pro') {
        const selected = proSelectedValue(group);
        const scope: UsScope = { api: 'pro', group, selected, prefix: proSearchTextAfterExpansion(selected) };
        return {
          type: 'list',
          inputText: scope.prefix,
          scope,
          lookup: lookup(text, selected, (answer) => expandedList(scope, answer)),
        };
      }
      return { type: 'final', choice: finalChoice(api, group) };
    },
  };
}
