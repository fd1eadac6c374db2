import {
  buildIntlPostalCodeUrl,
  parseIntlPostalCodeResults,
  type IntlPostalCodeResult,
} from '../../api/intl-postal-code.js';
import { getJson } from '../../api/http.js';
import { integerOption } from '../../api/integer-option.js';
import { ALPHA3_TO_ALPHA2 } from '../../api/intl-countries.js';
import type { AddressField } from '../../form/autocomplete-tokens.js';
import { US_STATE_NAMES } from '../../form/us-states.js';
import type { AddressService, FinalChoice, ServiceLookup, ServiceOption } from '../lookup/address-service.js';

export interface PostalCodeServiceOptions {
  embeddedKey: string;
  baseUrl?: string;
  /** As the API takes it: alpha-3, alpha-2, numeric or a name; sent as written. */
  country: string;
  /** How many places the list shows: 1–50 (default POSTAL_CODE_OPTIONS_MAX). */
  maxResults?: number | undefined;
  /** The `Referer` to send where the browser would send none (an srcdoc frame); undefined: the browser's own. */
  referrer?: string | undefined;
}

/** The spec's limit on `postal_code`: longer text is cut to it (a prefix only widens the search). */
const POSTAL_CODE_MAX = 16;

/**
 * The service answers a prefix with up to 1,000 places; the list shows the first ones (sorted by postal code, as
 * the service sends them), and typing more narrows it.
 */
export const POSTAL_CODE_OPTIONS_MAX = 10;
const MAX_RESULTS_LIMIT = 50;

/** What a postal code's place fills: the input gets the postal code, and only these fields are written. */
const POSTAL_CODE_FIELDS: readonly AddressField[] = ['address-level2', 'address-level1', 'postal-code'];

/** "90210 — Beverly Hills, CA", with the dependent locality where there is one: "M5V 2T6 — Downtown, Toronto, ON". */
export function postalCodeLabel(result: IntlPostalCodeResult): string {
  const place = [result.dependentLocality, result.locality, result.administrativeArea].filter((part) => part !== '');
  return place.length === 0 ? result.postalCode : `${result.postalCode} — ${place.join(', ')}`;
}

/** A postal code as the shopper may type it: case, spaces and hyphens aside ("m5v2t6" is "M5V 2T6"). */
function compactPostalCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * The typed text is a whole postal code, and only one place has it: what the shopper means is not in doubt, so it
 * is chosen at once. A prefix never is (more codes may start with it), nor a code that several localities share.
 */
function isCompleteAndUnique(results: readonly IntlPostalCodeResult[], typed: string): boolean {
  const [only] = results;
  const code = compactPostalCode(typed);
  return results.length === 1 && code !== '' && compactPostalCode(only?.postalCode ?? '') === code;
}

/** The place a result stands for, as the fill takes it: no street, the postal code in the input. */
function postalCodeChoice(result: IntlPostalCodeResult, country: string): FinalChoice {
  const iso3 = (result.countryIso3 || country).toUpperCase();
  const region = result.administrativeArea;
  const stateName = iso3 === 'USA' ? US_STATE_NAMES.get(region.toUpperCase()) : undefined;
  return {
    api: 'intl-postal-code',
    address: {
      line1: '',
      line2: '',
      city: result.locality,
      region,
      postalCode: result.postalCode,
      country: result.countryIso3 || country,
    },
    raw: result.raw,
    regionAliases: [region, ...(stateName ? [stateName] : [])].filter((alias) => alias !== ''),
    countryAlpha2: ALPHA3_TO_ALPHA2.get(iso3) ?? '',
    inputField: 'postal-code',
    only: POSTAL_CODE_FIELDS,
    label: postalCodeLabel(result),
  };
}

/**
 * The International Postal Code API for one country, checked when it is made (the country, the key and the base
 * URL): the typed postal code, or its prefix, lists the places it stands for; every option is final, and a code
 * typed in full that names one place is marked to be chosen at once (the machine chooses it while it is still the
 * text the shopper typed).
 */
export function createPostalCodeService(options: PostalCodeServiceOptions): AddressService {
  const { country } = options;
  const context = { embeddedKey: options.embeddedKey, baseUrl: options.baseUrl };
  // Any postal code will do: this checks everything but the text, so that a misconfiguration is one config error.
  buildIntlPostalCodeUrl({ country, postalCode: '0' }, context);
  const shown = integerOption('maxResults', options.maxResults, 1, MAX_RESULTS_LIMIT) ?? POSTAL_CODE_OPTIONS_MAX;

  return {
    api: 'intl-postal-code',
    warnings: [],
    search(text) {
      const postalCode = Array.from(text.trim()).slice(0, POSTAL_CODE_MAX).join('');
      const url = postalCode === '' ? undefined : buildIntlPostalCodeUrl({ country, postalCode }, context);
      const lookup: ServiceLookup = {
        key: url?.href ?? '',
        text,
        // Blank text (spaces) is nothing to look up: no request, no matches.
        run: async (signal) =>
          url ? parseIntlPostalCodeResults(await getJson(url, { signal, referrer: options.referrer })) : [],
        list: (answer) => {
          const results = answer as IntlPostalCodeResult[];
          return {
            kind: 'suggestions',
            options: results
              .slice(0, shown)
              .map((result): ServiceOption => ({ kind: 'final', text: postalCodeLabel(result), value: result })),
            scope: undefined,
            autoChoose: isCompleteAndUnique(results, text),
            text,
          };
        },
      };
      return lookup;
    },
    choose(option) {
      return { type: 'final', choice: postalCodeChoice(option.value as IntlPostalCodeResult, country) };
    },
    restates(chosen, text) {
      // A street pick verified with verify-zip4 writes the ZIP+4 of the chosen ZIP; another fill may space or case it.
      const zip4 = /^\d{5}-\d{4}$/.test(text.trim());
      const compact = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();
      return zip4 ? text.trim().slice(0, 5) === chosen : compact(text) === compact(chosen);
    },
  };
}
