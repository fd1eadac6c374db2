/**
 * The International Postal Code API: localities and postal codes of a country, found from a postal code (or its
 * prefix), a locality or an administrative area. One GET per call, every option checked first; no template, since
 * nothing here is sent per keystroke yet.
 */
import { DEV_MODE } from './dev-mode.js';
import { configError } from './errors.js';
import { getJson, type ApiContext } from './http.js';
import { buildUrl, keyParam } from './request-url.js';
import { badResponse, isRecord, listField, textField } from './response.js';

export const INTL_POSTAL_CODE_DEFAULT_BASE_URL = 'https://international-postal-code.api.smarty.com';
export const INTL_POSTAL_CODE_PATH = '/lookup';

/**
 * One lookup. At least one of `postalCode`, `locality` and `administrativeArea` is needed; further ones narrow the
 * search. Values are trimmed and sent as written; a field that is given must not be blank.
 */
export interface IntlPostalCodeRequest {
  /**
   * Required; at most 64 characters. An ISO code (alpha-3 `CAN`, alpha-2 `CA` or numeric `124`, as a string so that
   * `036` keeps its zeros) or a country name (`Canada`). USA is served too. Sent as written: the service resolves it.
   */
  country: string;
  /** A postal code or its prefix (a prefix widens the search); at most 16 characters. */
  postalCode?: string;
  /** A city name; at most 64 characters. */
  locality?: string;
  /** A state or province name or abbreviation; at most 32 characters. */
  administrativeArea?: string;
  /** Comma-separated licenses, considered left to right (see the account dashboard); at most 64 characters. */
  license?: string;
}

/** One result: every component is '' when the service left it out. */
export interface IntlPostalCodeResult {
  /** Most common administrative division (e.g. a province). */
  administrativeArea: string;
  /** Largest division (e.g. a region). */
  superAdministrativeArea: string;
  /** Smallest division (e.g. a county). */
  subAdministrativeArea: string;
  /** Most common population centre (city). */
  locality: string;
  /** Additional locality information (e.g. a neighbourhood). */
  dependentLocality: string;
  dependentLocalityName: string;
  /** Additional information about the dependent locality (e.g. a village). */
  doubleDependentLocality: string;
  postalCode: string;
  postalCodeExtra: string;
  /** ISO 3166-1 alpha-3. */
  countryIso3: string;
  raw: Readonly<Record<string, unknown>>;
}

type TextOption = 'country' | 'postalCode' | 'locality' | 'administrativeArea' | 'license';

/** The spec's field maxima, in characters (counted by code point, as `search` is cut). */
const MAX_LENGTH: Readonly<Record<TextOption, number>> = {
  country: 64,
  postalCode: 16,
  locality: 64,
  administrativeArea: 32,
  license: 64,
};

/** What each option holds, for the development build's messages (the production build has none). */
const WHAT: Readonly<Partial<Record<TextOption, string>>> = DEV_MODE
  ? {
      country: 'an ISO code (alpha-3, alpha-2 or numeric) or a country name',
      postalCode: 'a postal code or its prefix',
      locality: 'a city name',
      administrativeArea: 'a state or province name or abbreviation',
      license: 'comma-separated licenses',
    }
  : {};

/**
 * An option as it is sent: undefined when not given, else trimmed text within the spec's limit. Given but blank is
 * refused rather than dropped, so that an empty value never quietly widens the search.
 */
function textOption(option: TextOption, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw configError(option, DEV_MODE ? `must be text (${WHAT[option]}); got ${typeof value}` : 'not text');
  }
  const text = value.trim();
  if (text === '')
    throw configError(option, DEV_MODE ? `is blank: give ${WHAT[option]}, or leave ${option} out` : 'is blank');
  const length = Array.from(text).length;
  const max = MAX_LENGTH[option];
  if (length > max) {
    if (!DEV_MODE) throw configError(option, `${length} characters, at most ${max}`);
    const hint = option === 'postalCode' ? ' (a prefix is enough: it widens the search)' : '';
    throw configError(option, `is ${length} characters long; at most ${max} are allowed${hint}`);
  }
  return text;
}

/** The query parameters after the key, in the spec's order; throws a `config` AddressError naming the option. */
export function intlPostalCodeParams(request: IntlPostalCodeRequest): Array<[name: string, value: string | undefined]> {
  if (request.country === undefined || (typeof request.country === 'string' && request.country.trim() === '')) {
    throw configError(
      'country',
      DEV_MODE
        ? 'is required: set an ISO code (alpha-3, alpha-2 or numeric) or a country name, such as CAN, CA, 124 or Canada'
        : 'is required',
    );
  }
  const country = textOption('country', request.country);
  const locality = textOption('locality', request.locality);
  const administrativeArea = textOption('administrativeArea', request.administrativeArea);
  const postalCode = textOption('postalCode', request.postalCode);
  const license = textOption('license', request.license);
  if (postalCode === undefined && locality === undefined && administrativeArea === undefined) {
    throw configError(
      'postalCode',
      DEV_MODE
        ? 'is required unless locality or administrativeArea is given: the service searches a country by at least one of ' +
            'the three'
        : 'is required',
    );
  }
  return [
    ['country', country],
    ['locality', locality],
    ['administrative_area', administrativeArea],
    ['postal_code', postalCode],
    ['license', license],
  ];
}

/** Checks the options, the key and the base URL, in that order; `input_id` is never sent. */
export function buildIntlPostalCodeUrl(request: IntlPostalCodeRequest, context: ApiContext): URL {
  const params = intlPostalCodeParams(request);
  return buildUrl(context.baseUrl ?? INTL_POSTAL_CODE_DEFAULT_BASE_URL, INTL_POSTAL_CODE_PATH, [
    keyParam(context.embeddedKey, context.baseUrl),
    ...params,
  ]);
}

function parseResult(value: unknown): IntlPostalCodeResult {
  if (!isRecord(value)) {
    throw badResponse(DEV_MODE ? 'A postal code result in the response is not an object.' : 'result not an object');
  }
  // A result names a place: with none of these three there is nothing to offer or fill from.
  if (
    typeof value.postal_code !== 'string' &&
    typeof value.locality !== 'string' &&
    typeof value.administrative_area !== 'string'
  ) {
    throw badResponse(
      DEV_MODE
        ? 'A postal code result has no postal_code, locality or administrative_area.'
        : 'result without postal_code',
    );
  }
  return {
    administrativeArea: textField(value.administrative_area),
    superAdministrativeArea: textField(value.super_administrative_area),
    subAdministrativeArea: textField(value.sub_administrative_area),
    locality: textField(value.locality),
    dependentLocality: textField(value.dependent_locality),
    dependentLocalityName: textField(value.dependent_locality_name),
    doubleDependentLocality: textField(value.double_dependent_locality),
    postalCode: textField(value.postal_code),
    postalCodeExtra: textField(value.postal_code_extra),
    countryIso3: textField(value.country_iso_3),
    raw: value,
  };
}

/** Parses `{results: [...]}`; an empty list means nothing matched (or the input was invalid). */
export function parseIntlPostalCodeResults(body: unknown): IntlPostalCodeResult[] {
  return listField(body, 'results', 'international postal code').map(parseResult);
}

/** `GET {base}/lookup`: the localities and postal codes matching the request (at most 1,000, no paging). */
export async function lookupIntlPostalCode(
  request: IntlPostalCodeRequest,
  context: ApiContext,
): Promise<IntlPostalCodeResult[]> {
  return parseIntlPostalCodeResults(await getJson(buildIntlPostalCodeUrl(request, context), context));
}
