/**
 * The handler's routes: the endpoints the elements call, under the shop's prefix, each mirroring the service's own
 * path (and the simulator's `BASE_PATHS`), so that a page's `base-url` is the prefix plus the service's base path.
 */
import { INTL_QUERY, POSTAL_CODE_QUERY, US_PRO_QUERY, US_STREET_QUERY, US_V2_QUERY } from './query-allow-list.js';

/** The services the handler calls; each has its own base URL (`upstream` option). */
export type UpstreamName =
  | 'usAutocomplete'
  | 'usAutocompletePro'
  | 'internationalAutocomplete'
  | 'usStreet'
  | 'internationalPostalCode'
  | 'usExtract';

export interface LookupRoute {
  kind: 'lookup';
  method: 'GET';
  upstream: UpstreamName;
  /** The path appended to the upstream's base URL. */
  upstreamPath: string;
  /** The query parameter names that pass. */
  query: readonly string[];
}

export interface ExtractRoute {
  kind: 'extract';
  method: 'POST';
  upstream: 'usExtract';
  upstreamPath: '/';
}

export type Route = LookupRoute | ExtractRoute;

const lookup = (upstream: UpstreamName, upstreamPath: string, query: readonly string[]): LookupRoute => ({
  kind: 'lookup',
  method: 'GET',
  upstream,
  upstreamPath,
  query,
});

/** Path below the prefix → route. The international detail call (`…/v2/lookup/{address_id}`) is matched apart. */
export const ROUTES: Readonly<Record<string, Route>> = {
  '/us-autocomplete/v2/lookup': lookup('usAutocomplete', '/v2/lookup', US_V2_QUERY),
  '/us-autocomplete/lookup': lookup('usAutocompletePro', '/lookup', US_PRO_QUERY),
  '/international-autocomplete/v2/lookup': lookup('internationalAutocomplete', '/v2/lookup', INTL_QUERY),
  '/us-street/street-address': lookup('usStreet', '/street-address', US_STREET_QUERY),
  '/international-postal-code/lookup': lookup('internationalPostalCode', '/lookup', POSTAL_CODE_QUERY),
  '/us-extract': { kind: 'extract', method: 'POST', upstream: 'usExtract', upstreamPath: '/' },
};

const DETAIL = /^\/international-autocomplete\/v2\/lookup\/([^/]+)$/;

/** The address_id segment decoded and encoded again, so that the upstream path holds exactly one segment. */
function detailRoute(segment: string): LookupRoute | undefined {
  let addressId: string;
  try {
    addressId = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return lookup('internationalAutocomplete', `/v2/lookup/${encodeURIComponent(addressId)}`, INTL_QUERY);
}

/** The route a request path names under `prefix` (trailing slashes aside), or undefined (a 404). */
export function matchRoute(pathname: string, prefix: string): Route | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (!path.startsWith(`${prefix}/`)) return undefined;
  const below = path.slice(prefix.length);
  if (Object.hasOwn(ROUTES, below)) return ROUTES[below];
  const detail = DETAIL.exec(below);
  return detail ? detailRoute(detail[1]) : undefined;
}
