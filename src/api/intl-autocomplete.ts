import { DEV_MODE } from './dev-mode.js';
import { configError } from './errors.js';
import { getJson, type ApiContext } from './http.js';
import { integerOption } from './integer-option.js';
import { INTL_GEOLOCATION_COUNTRIES, INTL_SUPPORTED_COUNTRIES } from './intl-countries.js';
import {
  appendQuery,
  endpointUrl,
  keyParam,
  presentParams,
  resolveServiceRoot,
  type QueryParams,
} from './request-url.js';
import {
  badResponse,
  countField,
  isRecord,
  listField,
  readableRows,
  textField,
  type AnswerProblem,
} from './response.js';
import { limitSearchText } from './search-text.js';

export const INTL_DEFAULT_BASE_URL = 'https://international-autocomplete.api.smarty.com';
export const INTL_PATH = '/v2/lookup';

export interface IntlOptions {
  /** ISO alpha-3 code from the supported list; written in any case, sent upper case. */
  country: string;
  maxResults?: number;
  maxGroupResults?: number;
  /**
   * Biases results by the user's IP; the service supports it for CAN, AUS and DEU only. For another country it is
   * left out with a warning, so that a country chosen later (the form's country field) never stops the lookups.
   */
  geolocation?: boolean;
  /** Comma-separated localities; not together with includeOnlyPostalCode. */
  includeOnlyLocality?: string;
  /** Comma-separated postal codes; not together with includeOnlyLocality. */
  includeOnlyPostalCode?: string;
}

export interface IntlSearchRequest extends IntlOptions {
  search: string;
}

export interface IntlAddressIdRequest extends IntlOptions {
  addressId: string;
}

/** A summary row: display text and a session-only handle; `entries > 1` is a group to drill into. */
export interface IntlSummaryCandidate {
  kind: 'summary';
  addressId: string;
  addressText: string;
  entries: number;
  raw: Readonly<Record<string, unknown>>;
}

/** A detailed, final address. Some components are missing in some countries. */
export interface IntlDetailCandidate {
  kind: 'detail';
  street: string;
  locality: string;
  administrativeArea: string;
  administrativeAreaShort: string;
  administrativeAreaLong: string;
  postalCode: string;
  countryIso3: string;
  raw: Readonly<Record<string, unknown>>;
}

export type IntlCandidate = IntlSummaryCandidate | IntlDetailCandidate;

/** The country as sent: trimmed, upper case; '' for anything but text (a page without TypeScript may send none). */
export function normalizeCountry(country: string): string {
  return typeof country === 'string' ? country.trim().toUpperCase() : '';
}

export interface IntlOptionCheck {
  params: QueryParams;
  /** Human-readable warnings for the caller to log; the requests are still sent. */
  warnings: string[];
}

/**
 * The query parameters and the warnings: `geolocation` for a country the service does not geolocate is left out
 * with a warning rather than refused, since the country may come from the shopper's choice in the form.
 */
export function checkIntlOptions(options: IntlOptions): IntlOptionCheck {
  // No options at all (plain JavaScript) is the same config error as no country.
  const country = normalizeCountry(options?.country);
  if (country === '') {
    throw configError(
      'country',
      DEV_MODE
        ? 'is required: set an ISO alpha-3 code such as CAN, or add an autocomplete="country" field to the form'
        : 'is required',
    );
  }
  if (country === 'USA') {
    throw configError(
      'country',
      DEV_MODE
        ? 'USA is not served by the international API: use <us-address-autocomplete> for US addresses'
        : 'USA: use <us-address-autocomplete>',
    );
  }
  if (!INTL_SUPPORTED_COUNTRIES.has(country)) {
    throw configError(
      'country',
      DEV_MODE
        ? `"${options.country}" is not an ISO alpha-3 code of a supported country (for example CAN, GBR, DEU)`
        : `"${options.country}" is not a supported country`,
    );
  }
  const warnings: string[] = [];
  const geolocation = options.geolocation === true && INTL_GEOLOCATION_COUNTRIES.has(country);
  if (options.geolocation === true && !geolocation) {
    warnings.push(
      DEV_MODE
        ? `geolocation is supported only for CAN, AUS and DEU, not ${country}: it is not sent, and lookups for ${country} ` +
            'go on without it'
        : `geolocation: not for ${country}`,
    );
  }
  const locality = options.includeOnlyLocality?.trim() ?? '';
  const postalCode = options.includeOnlyPostalCode?.trim() ?? '';
  if (locality !== '' && postalCode !== '') {
    throw configError(
      'includeOnlyPostalCode',
      DEV_MODE ? 'cannot be combined with includeOnlyLocality: use one of the two' : 'not with includeOnlyLocality',
    );
  }
  const params: QueryParams = [
    ['country', country],
    ['max_results', integerOption('maxResults', options.maxResults, 1, 10)],
    ['max_group_results', integerOption('maxGroupResults', options.maxGroupResults, 1, 100)],
    ['geolocation', geolocation ? 'on' : undefined],
    ['include_only_locality', locality],
    ['include_only_postal_code', postalCode],
  ];
  return { params, warnings };
}

/** The options a search sends; `max_group_results` belongs to the address_id lookup only. */
const SEARCH_PARAMS = ['country', 'max_results', 'geolocation', 'include_only_locality', 'include_only_postal_code'];
/** The options an address_id lookup sends: `search` and the filters are refused there. */
const ADDRESS_ID_PARAMS = ['country', 'max_group_results'];

/** The requests of one configuration. Immutable: a new configuration is a new template. */
export interface IntlLookupTemplate {
  /** The country sent, as a normalised alpha-3 code. */
  readonly country: string;
  /** Warnings found while checking (geolocation for a country other than CAN, AUS or DEU: left out). */
  readonly warnings: readonly string[];
  /** One search URL for this text (cut to 32 code points); checks nothing. */
  searchUrl(search: string): URL;
  /** One `/v2/lookup/{address_id}` URL, the id encoded as a path segment; an empty id is a bad-response error. */
  addressIdUrl(addressId: string): URL;
}

/**
 * Checks the options, the key and the base URL, in that order, and precomputes both queries; throws a `config`
 * AddressError naming the option. Relative base URLs resolve against the page now, not per request.
 */
export function prepareIntlLookup(
  options: IntlOptions,
  context: Pick<ApiContext, 'embeddedKey' | 'baseUrl'>,
): IntlLookupTemplate {
  const { params, warnings } = checkIntlOptions(options);
  const key = keyParam(context.embeddedKey, context.baseUrl);
  const root = resolveServiceRoot(context.baseUrl ?? INTL_DEFAULT_BASE_URL);
  const searchEndpoint = endpointUrl(root, INTL_PATH).href;
  const searchParams = presentParams(params.filter(([name]) => SEARCH_PARAMS.includes(name)));
  const addressIdParams = presentParams(params.filter(([name]) => ADDRESS_ID_PARAMS.includes(name)));
  return Object.freeze({
    country: normalizeCountry(options?.country),
    warnings: Object.freeze([...warnings]),
    searchUrl(search: string): URL {
      return appendQuery(new URL(searchEndpoint), [key, ['search', limitSearchText(search)], ...searchParams]);
    },
    addressIdUrl(addressId: string): URL {
      if (addressId === '') throw badResponse(DEV_MODE ? 'A candidate has an empty address_id.' : 'empty address_id');
      return appendQuery(endpointUrl(root, `${INTL_PATH}/${encodeURIComponent(addressId)}`), [key, ...addressIdParams]);
    },
  });
}

/** A request's text as a page without TypeScript may pass it: a string, else a `config` error naming it. */
function requestText(value: unknown, option: string): string {
  if (typeof value !== 'string') throw configError(option, 'is required, as text');
  return value;
}

/** One request, checked in full: for repeated requests, prepare a template once with `prepareIntlLookup`. */
export function buildIntlSearchUrl(request: IntlSearchRequest, context: ApiContext): URL {
  return prepareIntlLookup(request, context).searchUrl(requestText(request.search, 'search'));
}

/** The address_id is a path segment: encoded, and never sent with `search`, which the service refuses there. */
export function buildIntlAddressIdUrl(request: IntlAddressIdRequest, context: ApiContext): URL {
  return prepareIntlLookup(request, context).addressIdUrl(requestText(request.addressId, 'addressId'));
}

/** `GET` one template URL and parse its candidates. */
export async function fetchIntlCandidates(
  url: URL,
  context: Pick<ApiContext, 'fetch' | 'signal' | 'report' | 'referrer'>,
): Promise<IntlCandidate[]> {
  return parseIntlCandidates(await getJson(url, context), context.report);
}

/** One candidate, or undefined when it cannot be read: not an object, or neither an address_id nor components. */
function parseCandidate(value: unknown): IntlCandidate | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.address_id === 'string') {
    const entries = countField(value.entries);
    if (entries === undefined) return undefined;
    return {
      kind: 'summary',
      addressId: value.address_id,
      addressText: textField(value.address_text),
      entries,
      raw: value,
    };
  }
  // A postal code written as a number has lost what cannot be told back (DEU 01067 as 1067): no code to fill.
  const postalCode = value.postal_code ?? '';
  if ((typeof value.street === 'string' || typeof value.locality === 'string') && typeof postalCode === 'string') {
    return {
      kind: 'detail',
      street: textField(value.street),
      locality: textField(value.locality),
      administrativeArea: textField(value.administrative_area),
      administrativeAreaShort: textField(value.administrative_area_short),
      administrativeAreaLong: textField(value.administrative_area_long),
      postalCode,
      countryIso3: textField(value.country_iso3),
      raw: value,
    };
  }
  return undefined;
}

/**
 * Parses `{candidates: [...]}`. A candidate that cannot be read is left out and the rest kept; `report` hears of it
 * once per answer (a `bad-response` AddressError).
 */
export function parseIntlCandidates(body: unknown, report?: AnswerProblem): IntlCandidate[] {
  return readableRows(
    listField(body, 'candidates', 'international autocomplete'),
    parseCandidate,
    'candidates',
    report,
  );
}

/** `GET {base}/v2/lookup`: summary candidates for the text typed so far (free of charge). */
export async function lookupIntl(request: IntlSearchRequest, context: ApiContext): Promise<IntlCandidate[]> {
  return fetchIntlCandidates(buildIntlSearchUrl(request, context), context);
}

/**
 * `GET {base}/v2/lookup/{address_id}`: the sub-units of a group (entries > 1), or the billed detail of one address.
 * address_id values are valid for the page session only: callers must not store them.
 */
export async function lookupIntlAddressId(
  request: IntlAddressIdRequest,
  context: ApiContext,
): Promise<IntlCandidate[]> {
  return fetchIntlCandidates(buildIntlAddressIdUrl(request, context), context);
}
