import {
  fetchIntlCandidates,
  prepareIntlLookup,
  type IntlCandidate,
  type IntlDetailCandidate,
  type IntlLookupTemplate,
  type IntlOptions,
  type IntlSummaryCandidate,
} from '../api/intl-autocomplete.js';
import type { AddressSource, ChooseResult, FinalChoice, SourceList, SourceLookup, SourceOption } from './source.js';
import type { AddressAutocompleteStrings } from './strings.js';

export interface IntlSourceOptions extends IntlOptions {
  embeddedKey: string;
  baseUrl?: string;
  strings: () => AddressAutocompleteStrings;
}

/** "Hauptstraße 12, 80331 München, Bavaria" is how a detail reads in the list. */
export function intlDetailLabel(detail: IntlDetailCandidate): string {
  const place = [detail.postalCode, detail.locality].filter((part) => part !== '').join(' ');
  const region = detail.administrativeArea || detail.administrativeAreaShort;
  return [detail.street, place, region].filter((part) => part !== '').join(', ');
}

/** Where the shopper is: the list on screen, and the lists they drilled down from (for the Back option). */
export interface IntlScope {
  readonly current: SourceLookup<IntlScope>;
  readonly trail: readonly SourceLookup<IntlScope>[];
}

/**
 * International Address Autocomplete v2 for one configuration: summaries while typing (free), drill-down into
 * groups through `address_id`, and the (billed) detail only for the candidate the user chose. `address_id` values
 * live in memory for the page session and are never stored.
 */
export class IntlSource implements AddressSource<IntlScope> {
  readonly api = 'intl' as const;
  readonly warnings: readonly string[] = [];
  readonly #template: IntlLookupTemplate;
  readonly #strings: () => AddressAutocompleteStrings;

  constructor(options: IntlSourceOptions) {
    this.#strings = options.strings;
    this.#template = prepareIntlLookup(options, options);
  }

  search(text: string): SourceLookup<IntlScope> {
    const url = this.#template.searchUrl(text);
    const lookup: SourceLookup<IntlScope> = {
      key: url.href,
      text,
      run: (signal) => fetchIntlCandidates(url, { signal }),
      list: (answer) => ({
        kind: 'suggestions',
        options: this.#toOptions(answer as IntlCandidate[]),
        scope: { current: lookup, trail: [] },
      }),
    };
    return lookup;
  }

  choose(option: SourceOption, _text: string, scope: IntlScope | undefined): ChooseResult<IntlScope> {
    const previous = scope?.trail.at(-1);
    // A drilled-down lookup's list carries the trail it was reached by, so going back is showing it again.
    if (option.kind === 'back' && previous) return { type: 'list', lookup: previous };
    const candidate = option.value as IntlCandidate;
    if (candidate.kind === 'detail') return { type: 'final', choice: this.#finalChoice(candidate) };
    const trail = scope ? [...scope.trail, scope.current] : [];
    return { type: 'list', lookup: this.#addressIdLookup(candidate, trail) };
  }

  /** A group's sub-units (entries > 1), or the detail of one address: one detail is final at once. */
  #addressIdLookup(summary: IntlSummaryCandidate, trail: readonly SourceLookup<IntlScope>[]): SourceLookup<IntlScope> {
    const url = this.#template.addressIdUrl(summary.addressId);
    const isGroup = summary.entries > 1;
    const lookup: SourceLookup<IntlScope> = {
      key: url.href,
      text: summary.addressText,
      run: (signal) => fetchIntlCandidates(url, { signal }),
      list: (answer) => {
        const candidates = answer as IntlCandidate[];
        const options = [this.#backOption(), ...this.#toOptions(candidates)];
        const scope = { current: lookup, trail };
        if (!isGroup) return { kind: 'details', options, scope, autoChoose: candidates.length === 1, context: summary.addressText };
        const strings = this.#strings();
        return {
          kind: 'drill-down',
          options,
          scope,
          context: `${summary.addressText} — ${strings.entries(summary.entries)}`,
          announcement: strings.expanded(summary.addressText, candidates.length),
        } satisfies SourceList<IntlScope>;
      },
    };
    return lookup;
  }

  #backOption(): SourceOption {
    return { kind: 'back', text: this.#strings().back, value: undefined };
  }

  #toOptions(candidates: IntlCandidate[]): SourceOption[] {
    const strings = this.#strings();
    return candidates.map((candidate): SourceOption => {
      if (candidate.kind === 'detail') return { kind: 'final', text: intlDetailLabel(candidate), value: candidate };
      if (candidate.entries > 1) {
        return { kind: 'group', text: candidate.addressText, detail: strings.entries(candidate.entries), value: candidate };
      }
      return { kind: 'final', text: candidate.addressText, value: candidate };
    });
  }

  #finalChoice(detail: IntlDetailCandidate): FinalChoice {
    const regionAliases = [detail.administrativeArea, detail.administrativeAreaShort, detail.administrativeAreaLong];
    return {
      api: 'intl',
      address: {
        line1: detail.street,
        line2: '',
        city: detail.locality,
        region: detail.administrativeArea || detail.administrativeAreaShort,
        postalCode: detail.postalCode,
        country: detail.countryIso3 || this.#template.country,
      },
      raw: detail.raw,
      regionAliases: [...new Set(regionAliases.filter((alias) => alias !== ''))],
      label: intlDetailLabel(detail),
    };
  }
}
