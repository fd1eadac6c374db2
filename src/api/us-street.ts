import { DEV_MODE } from './dev-mode.js';
import { getJson, type ApiContext } from './http.js';
import { integerOption } from './integer-option.js';
import { buildUrl, keyParam } from './request-url.js';
import { badResponse, isRecord, textField, zipField } from './response.js';
// The match mode's check is its own module: an element checks `verify-match` when it is configured, and fetches
// this module only when it verifies.
import { usStreetMatch, type UsStreetMatch } from './us-street-match.js';

export { usStreetMatch, type UsStreetMatch };

export const US_STREET_DEFAULT_BASE_URL = 'https://us-street.api.smarty.com';
export const US_STREET_PATH = '/street-address';

/** One address to verify with a single GET (embedded keys allow GET only). */
export interface UsStreetRequest {
  street: string;
  secondary?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  urbanization?: string;
  /** 1–10; how many candidates an ambiguous address may return. */
  candidates?: number;
  match?: UsStreetMatch;
}

/** A verified candidate. Components, metadata and analysis keep the service's field names (see the spec). */
export interface UsStreetCandidate {
  deliveryLine1: string;
  deliveryLine2: string;
  lastLine: string;
  components: Readonly<Record<string, unknown>>;
  metadata: Readonly<Record<string, unknown>>;
  analysis: Readonly<Record<string, unknown>>;
  raw: Readonly<Record<string, unknown>>;
}

export function buildUsStreetUrl(request: UsStreetRequest, context: ApiContext): URL {
  usStreetMatch('match', request.match);
  return buildUrl(context.baseUrl ?? US_STREET_DEFAULT_BASE_URL, US_STREET_PATH, [
    keyParam(context.embeddedKey, context.baseUrl),
    ['street', request.street],
    ['secondary', request.secondary],
    ['city', request.city],
    ['state', request.state],
    ['zipcode', request.zipcode],
    ['urbanization', request.urbanization],
    ['candidates', integerOption('candidates', request.candidates, 1, 10)],
    ['match', request.match],
  ]);
}

function record(value: unknown): Readonly<Record<string, unknown>> {
  return isRecord(value) ? value : {};
}

function parseCandidate(value: unknown): UsStreetCandidate {
  if (!isRecord(value)) {
    throw badResponse(DEV_MODE ? 'A US Street candidate is not an object.' : 'candidate not an object');
  }
  // A candidate is an address: without its delivery line and last line there is nothing to offer or fill from.
  if (textField(value.delivery_line_1) === '' || textField(value.last_line) === '') {
    throw badResponse(
      DEV_MODE ? 'A US Street candidate has no delivery_line_1 or last_line.' : 'candidate without its lines',
    );
  }
  // A ZIP is read as the autocomplete reads one: a number has lost its leading zeros; anything else is no ZIP to fill.
  const components = record(value.components);
  const zipcode = zipField(components.zipcode);
  if (zipcode === undefined)
    throw badResponse(
      DEV_MODE ? 'A US Street candidate has a ZIP code that is neither text nor a number.' : 'unreadable zipcode',
    );
  return {
    deliveryLine1: textField(value.delivery_line_1),
    deliveryLine2: textField(value.delivery_line_2),
    lastLine: textField(value.last_line),
    components: typeof components.zipcode === 'number' ? { ...components, zipcode } : components,
    metadata: record(value.metadata),
    analysis: record(value.analysis),
    raw: value,
  };
}

/** The body is an array of candidates; `[]` means nothing validated. */
export function parseUsStreetCandidates(body: unknown): UsStreetCandidate[] {
  if (!Array.isArray(body)) {
    throw badResponse(DEV_MODE ? 'The US Street response is not a list of candidates.' : 'candidates not a list');
  }
  return body.map(parseCandidate);
}

/** `GET {base}/street-address`: verifies one address. */
export async function verifyUsStreet(request: UsStreetRequest, context: ApiContext): Promise<UsStreetCandidate[]> {
  return parseUsStreetCandidates(await getJson(buildUsStreetUrl(request, context), context));
}
