import type { ApiContext } from '../api/http.js';
import {
  normalizeCountry,
  buildIntlAddressIdUrl,
  buildIntlSearchUrl,
  lookupIntl,
  lookupIntlAddressId,
  type IntlCandidate,
  type IntlDetailCandidate,
  type IntlOptions,
  type IntlSummaryCandidate,
} from '../api/intl-autocomplete.js';
import type { AddressSource, ChooseResult, FinalChoice, SourceList, SourceOption } from './source.js';
import type { AddressAutocompleteStrings } from './strings.js';
import type { Lookup } from './suggestions-controller.js';

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

/**
 * International Address Autocomplete v2: summaries while typing (free), drill-down into groups through
 * `address_id`, and the (billed) detail only for the candidate the user chose. `address_id` values live in memory
 * for the page session and are never stored.
 */
export class IntlSource implements AddressSource {
  readonly api = 'intl' as const;
  /** The lists the user drilled down from, for the Back option. */
  #trail: Lookup<SourceList>[] = [];
  #current: Lookup<SourceList> | undefined;

  constructor(private readonly options: IntlSourceOptions) {}

  get #context(): ApiContext {
    return { embeddedKey: this.options.embeddedKey ?? '', baseUrl: this.options.baseUrl || undefined };
  }

  validate(): string[] {
    // Building a request checks the key, the base URL and every option rule, before any request is sent.
    buildIntlSearchUrl({ ...this.options, search: '' }, this.#context);
    return [];
  }

  search(text: string): Lookup<SourceList> {
    this.#trail = [];
    const request = { ...this.options, search: text };
    this.#current = {
      key: this.#key(() => buildIntlSearchUrl(request, this.#context), text),
      text,
      run: async (signal) => ({ options: this.#toOptions(await lookupIntl(request, { ...this.#context, signal })) }),
    };
    return this.#current;
  }

  choose(option: SourceOption, _text: string): ChooseResult {
    if (option.kind === 'back') {
      const previous = this.#trail.pop();
      if (previous) {
        this.#current = previous;
        return { type: 'list', lookup: previous };
      }
    }
    const candidate = option.value as IntlCandidate;
    if (candidate.kind === 'detail') return { type: 'final', choice: this.#finalChoice(candidate) };
    if (this.#current) this.#trail.push(this.#current);
    this.#current = this.#addressIdLookup(candidate);
    return { type: 'list', lookup: this.#current };
  }

  reset(): void {
    this.#trail = [];
    this.#current = undefined;
  }

  /** A group's sub-units (entries > 1), or the detail of one address: one detail is final at once. */
  #addressIdLookup(summary: IntlSummaryCandidate): Lookup<SourceList> {
    const strings = this.options.strings();
    const request = { ...this.options, addressId: summary.addressId };
    const isGroup = summary.entries > 1;
    return {
      key: this.#key(() => buildIntlAddressIdUrl(request, this.#context), summary.addressId),
      text: summary.addressText,
      run: async (signal) => {
        const candidates = await lookupIntlAddressId(request, { ...this.#context, signal });
        const options = [this.#backOption(), ...this.#toOptions(candidates)];
        if (!isGroup) return { options, autoChoose: candidates.length === 1, context: summary.addressText };
        return {
          options,
          context: `${summary.addressText} — ${strings.entries(summary.entries)}`,
          announcement: strings.expanded(summary.addressText, candidates.length),
        };
      },
    };
  }

  #key(build: () => URL, fallback: string): string {
    try {
      return build().href;
    } catch {
      return `invalid:${fallback}`;
    }
  }

  #backOption(): SourceOption {
    return { kind: 'back', text: this.options.strings().back, value: undefined };
  }

  #toOptions(candidates: IntlCandidate[]): SourceOption[] {
    const strings = this.options.strings();
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
        country: detail.countryIso3 || normalizeCountry(this.options.country),
      },
      raw: detail.raw,
      regionAliases: [...new Set(regionAliases.filter((alias) => alias !== ''))],
      label: intlDetailLabel(detail),
    };
  }
}
