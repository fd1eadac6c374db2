import {
  fetchIntlCandidates,
  prepareIntlLookup,
  type IntlCandidate,
  type IntlDetailCandidate,
  type IntlLookupTemplate,
  type IntlOptions,
  type IntlSummaryCandidate,
} from '../../api/intl-autocomplete.js';
import { ALPHA3_TO_ALPHA2 } from '../../api/intl-countries.js';
import type { AddressService, FinalChoice, ServiceLookup, ServiceOption } from '../lookup/address-service.js';
import type { AnswerProblem } from '../../api/response.js';
import { firstRows } from './first-rows.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';

export interface IntlServiceOptions extends IntlOptions {
  embeddedKey: string;
  baseUrl?: string;
  strings: () => AddressAutocompleteStrings;
  /** Hears of what was wrong in an answer that still came (rows left out, more rows than asked for). */
  report?: AnswerProblem;
  /** The `Referer` to send where the browser would send none (an srcdoc frame); undefined: the browser's own. */
  referrer?: string | undefined;
}

/** "Hauptstraße 12, 80331 München, Bavaria" is how a detail reads in the list. */
export function intlDetailLabel(detail: IntlDetailCandidate): string {
  const place = [detail.postalCode, detail.locality].filter((part) => part !== '').join(' ');
  const region = detail.administrativeArea || detail.administrativeAreaShort;
  return [detail.street, place, region].filter((part) => part !== '').join(', ');
}

/** Where the shopper is: the list on screen, and the lists they drilled down from (for the Back option). */
export interface IntlScope {
  readonly current: ServiceLookup<IntlScope>;
  readonly trail: readonly ServiceLookup<IntlScope>[];
}

/** The address a detail candidate stands for, with the ways a region field may write it. */
function finalChoice(detail: IntlDetailCandidate, country: string): FinalChoice {
  const regionAliases = [detail.administrativeArea, detail.administrativeAreaShort, detail.administrativeAreaLong];
  return {
    api: 'intl',
    address: {
      line1: detail.street,
      line2: '',
      city: detail.locality,
      region: detail.administrativeArea || detail.administrativeAreaShort,
      postalCode: detail.postalCode,
      country: detail.countryIso3 || country,
    },
    raw: detail.raw,
    regionAliases: [...new Set(regionAliases.filter((alias) => alias !== ''))],
    countryAlpha2: ALPHA3_TO_ALPHA2.get((detail.countryIso3 || country).toUpperCase()) ?? '',
    label: intlDetailLabel(detail),
  };
}

/**
 * International Address Autocomplete v2 for one configuration, checked when it is made: summaries while typing
 * (free), drill-down into groups through `address_id`, and the (billed) detail only for the candidate the user
 * chose. `address_id` values live in memory for the page session and are never stored. A closure, so that the
 * minifier can shorten its state.
 */
export function createIntlService(options: IntlServiceOptions): AddressService<IntlScope> {
  const { strings, report, referrer } = options;
  const template: IntlLookupTemplate = prepareIntlLookup(options, options);
  // The service's defaults, as the spec gives them, when the page asks for none.
  const maxResults = options.maxResults ?? 5;
  const maxGroupResults = options.maxGroupResults ?? 100;

  const toOptions = (candidates: readonly IntlCandidate[]): ServiceOption[] =>
    candidates.map((candidate): ServiceOption => {
      if (candidate.kind === 'detail') return { kind: 'final', text: intlDetailLabel(candidate), value: candidate };
      if (candidate.entries > 1) {
        return {
          kind: 'group',
          text: candidate.addressText,
          detail: strings().entries(candidate.entries),
          value: candidate,
        };
      }
      return { kind: 'final', text: candidate.addressText, value: candidate };
    });

  /** A group's sub-units (entries > 1), or the detail of one address: one detail is final at once. */
  const addressIdLookup = (
    summary: IntlSummaryCandidate,
    trail: readonly ServiceLookup<IntlScope>[],
  ): ServiceLookup<IntlScope> => {
    const url = template.addressIdUrl(summary.addressId);
    const lookup: ServiceLookup<IntlScope> = {
      key: url.href,
      text: summary.addressText,
      run: (signal) => fetchIntlCandidates(url, { signal, report, referrer }),
      list: (answer) => {
        const candidates = firstRows(answer as IntlCandidate[], maxGroupResults, report);
        const options: ServiceOption[] = [
          { kind: 'back', text: strings().back, value: undefined },
          ...toOptions(candidates),
        ];
        const scope = { current: lookup, trail };
        if (summary.entries <= 1) {
          return { kind: 'details', options, scope, autoChoose: candidates.length === 1, context: summary.addressText };
        }
        return {
          kind: 'drill-down',
          options,
          scope,
          context: [summary.addressText, ` — ${strings().entries(summary.entries)}`],
          announcement: strings().expanded(summary.addressText, candidates.length),
        };
      },
    };
    return lookup;
  };

  return {
    api: 'intl',
    warnings: template.warnings,
    search(text) {
      const url = template.searchUrl(text);
      const lookup: ServiceLookup<IntlScope> = {
        key: url.href,
        text,
        run: (signal) => fetchIntlCandidates(url, { signal, report, referrer }),
        list: (answer) => ({
          kind: 'suggestions',
          options: toOptions(firstRows(answer as IntlCandidate[], maxResults, report)),
          scope: { current: lookup, trail: [] },
        }),
      };
      return lookup;
    },
    choose(option, _text, scope) {
      const previous = scope?.trail.at(-1);
      // A drilled-down lookup's list carries the trail it was reached by, so going back is showing it again.
      if (option.kind === 'back' && previous) return { type: 'list', lookup: previous };
      const candidate = option.value as IntlCandidate;
      if (candidate.kind === 'detail') return { type: 'final', choice: finalChoice(candidate, template.country) };
      return { type: 'list', lookup: addressIdLookup(candidate, scope ? [...scope.trail, scope.current] : []) };
    },
  };
}
