import { configError } from './errors.js';
import { buildUrl, getJson, keyParam, type ApiContext, type QueryParams } from './http.js';
import { integerOption } from './integer-option.js';
import { INTL_GEOLOCATION_COUNTRIES, INTL_SUPPORTED_COUNTRIES } from './intl-countries.js';
import { badResponse, countField, isRecord, listField, textField } from './response.js';
import { limitSearchText } from './search-text.js';

export const INTL_DEFAULT_BASE_URL = 'https://international-autocomplete.api.smarty.com';
export const INTL_PATH = '/v2/lookup';

export interface IntlOptions {
  /** ISO alpha-3 code from the supported list; written in any case, sent upper case. */
  country: string;
  maxResults?: number;
  maxGroupResults?: number;
  /** Biases results by the user's IP; the service supports it for CAN, AUS and DEU only. */
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

export function normalizeCountry(country: string): string {
  return country.trim().toUpperCase();
}

/** Checks the spec's rules for international options before any request; throws a `config` AddressError. */
export function intlOptionParams(options: IntlOptions): QueryParams {
  const country = normalizeCountry(options.country);
  if (country === '') {
    throw configError('country', 'is required: set an ISO alpha-3 code such as CAN, or add an autocomplete="country" field to the form');
  }
  if (country === 'USA') {
    throw configError('country', 'USA is not served by the international API: use <us-address-autocomplete> for US addresses');
  }
  if (!INTL_SUPPORTED_COUNTRIES.has(country)) {
    throw configError('country', `"${options.country}" is not an ISO alpha-3 code of a supported country (for example CAN, GBR, DEU)`);
  }
  if (options.geolocation === true && !INTL_GEOLOCATION_COUNTRIES.has(country)) {
    throw configError('geolocation', `is supported only for CAN, AUS and DEU, not ${country}`);
  }
  const locality = options.includeOnlyLocality?.trim() ?? '';
  const postalCode = options.includeOnlyPostalCode?.trim() ?? '';
  if (locality !== '' && postalCode !== '') {
    throw configError('includeOnlyPostalCode', 'cannot be combined with includeOnlyLocality: use one of the two');
  }
  return [
    ['country', country],
    ['max_results', integerOption('maxResults', options.maxResults, 1, 10)],
    ['max_group_results', integerOption('maxGroupResults', options.maxGroupResults, 1, 100)],
    ['geolocation', options.geolocation === true ? 'on' : undefined],
    ['include_only_locality', locality],
    ['include_only_postal_code', postalCode],
  ];
}

function paramsFor(options: IntlOptions, names: readonly string[]): QueryParams {
  return intlOptionParams(options).filter(([name]) => names.includes(name));
}

export function buildIntlSearchUrl(request: IntlSearchRequest, context: ApiContext): URL {
  const options = paramsFor(request, ['country', 'max_results', 'geolocation', 'include_only_locality', 'include_only_postal_code']);
  return buildUrl(context.baseUrl ?? INTL_DEFAULT_BASE_URL, INTL_PATH, [
    keyParam(context.embeddedKey),
    ['search', limitSearchText(request.search)],
    ...options,
  ]);
}

/** The address_id is a path segment: encoded, and never sent with `search`, which the service refuses there. */
export function buildIntlAddressIdUrl(request: IntlAddressIdRequest, context: ApiContext): URL {
  if (request.addressId === '') throw badResponse('A candidate has an empty address_id.');
  const options = paramsFor(request, ['country', 'max_group_results']);
  return buildUrl(context.baseUrl ?? INTL_DEFAULT_BASE_URL, `${INTL_PATH}/${encodeURIComponent(request.addressId)}`, [
    keyParam(context.embeddedKey),
    ...options,
  ]);
}

function parseCandidate(value: unknown): IntlCandidate {
  if (!isRecord(value)) {
    throw badResponse('A candidate in the response is not an object.');
  }
  if (typeof value.address_id === 'string') {
    return {
      kind: 'summary',
      addressId: value.address_id,
      addressText: textField(value.address_text),
      entries: countField(value.entries),
      raw: value,
    };
  }
  if (typeof value.street === 'string' || typeof value.locality === 'string') {
    return {
      kind: 'detail',
      street: textField(value.street),
      locality: textField(value.locality),
      administrativeArea: textField(value.administrative_area),
      administrativeAreaShort: textField(value.administrative_area_short),
      administrativeAreaLong: textField(value.administrative_area_long),
      postalCode: textField(value.postal_code),
      countryIso3: textField(value.country_iso3),
      raw: value,
    };
  }
  throw badResponse('A candidate has neither an address_id nor address components.');
}

/** Parses `{candidates: [...]}`. */
export function parseIntlCandidates(body: unknown): IntlCandidate[] {
  return listField(body, 'candidates', 'international autocomplete').map(parseCandidate);
}

/** `GET {base}/v2/lookup`: summary candidates for the text typed so far (free of charge). */
export async function lookupIntl(request: IntlSearchRequest, context: ApiContext): Promise<IntlCandidate[]> {
  return parseIntlCandidates(await getJson(buildIntlSearchUrl(request, context), context));
}

/**
 * `GET {base}/v2/lookup/{address_id}`: the sub-units of a group (entries > 1), or the billed detail of one address.
 * address_id values are valid for the page session only: callers must not store them.
 */
export async function lookupIntlAddressId(request: IntlAddressIdRequest, context: ApiContext): Promise<IntlCandidate[]> {
  return parseIntlCandidates(await getJson(buildIntlAddressIdUrl(request, context), context));
}
