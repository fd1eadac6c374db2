/**
 * Request URLs. The base URL and the key are checked once per configuration (`resolveServiceRoot`, `keyParam`);
 * a request then only copies the checked root and appends its query, so a keystroke costs one URL and no checks.
 */
import { DEV_MODE } from './dev-mode.js';
import { configError } from './errors.js';

export type QueryParam = readonly [name: string, value: string];
export type QueryParams = ReadonlyArray<readonly [name: string, value: string | number | undefined]>;

/**
 * A checked service root, kept as strings so that a template can hold it without anyone changing it: `href` is
 * the resolved base without its hash, `path` its path without trailing slashes (the endpoint path is appended).
 */
export interface ServiceRoot {
  readonly href: string;
  readonly path: string;
}

/**
 * Resolves a base URL; throws a config error naming `baseUrl`. Relative bases (a proxy path, the simulator) resolve
 * against the page; a query string on the base (a gateway's own parameter, the simulator's fault switch) is kept,
 * with ours after it, unless it carries credentials (`auth-id`, `auth-token`, `key`, any case), which are refused.
 */
export function resolveServiceRoot(baseUrl: string): ServiceRoot {
  let url: URL;
  try {
    // The document's base URL, not location: a srcdoc frame's location is about:srcdoc.
    url = new URL(baseUrl.trim(), globalThis.document?.baseURI ?? globalThis.location?.href);
  } catch {
    throw configError(
      'baseUrl',
      DEV_MODE
        ? `"${baseUrl}" is not a valid URL (use an absolute https:// URL or a path such as /us-autocomplete)`
        : `"${baseUrl}" is not a URL`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw configError('baseUrl', `"${baseUrl}" must be an http: or https: URL`);
  }
  refuseCredentialsInQuery(url);
  url.hash = '';
  return Object.freeze({ href: url.href, path: url.pathname.replace(/\/+$/, '') });
}

/** Query parameters of the base URL that carry credentials: secret ones, or a second embedded key. */
const SECRET_PARAMS = ['auth-id', 'auth-token'];

/**
 * The base URL's query is sent with every request, so credentials in it would reach the service (and the page's
 * source) from every keystroke: secret-key ones must never be in a browser, and `key` would send a second key next to
 * embeddedKey. Names are compared decoded, trimmed and in any case. The message never repeats the URL: it holds the
 * secret.
 */
function refuseCredentialsInQuery(url: URL): void {
  for (const rawName of url.searchParams.keys()) {
    const name = rawName.trim().toLowerCase();
    if (SECRET_PARAMS.includes(name)) {
      throw configError(
        'baseUrl',
        DEV_MODE
          ? `its query carries "${rawName}", a secret-key credential, never to be sent from a browser: remove it and ` +
              'replace the secret key this page exposed; only embeddedKey is sent'
          : `"${rawName}" is a secret key: replace it`,
      );
    }
    if (name === 'key') {
      throw configError(
        'baseUrl',
        DEV_MODE
          ? `its query carries "${rawName}", a second key besides embeddedKey: remove it`
          : `"${rawName}" is a second key`,
      );
    }
  }
}

/** A fresh URL for `path` under the root; nothing is checked. */
export function endpointUrl(root: ServiceRoot, path: string): URL {
  const url = new URL(root.href);
  url.pathname = root.path + path;
  return url;
}

/**
 * Appends the query in order. `URLSearchParams` does the encoding (`#` → `%23`, text as UTF-8); empty values are
 * left out because the service reads an empty filter as a filter.
 */
export function appendQuery(url: URL, params: QueryParams): URL {
  for (const [name, value] of params) {
    if (value === undefined) continue;
    const text = String(value);
    if (text !== '') url.searchParams.append(name, text);
  }
  return url;
}

/** The parameters that will be sent, as strings, frozen: what a template precomputes once. */
export function presentParams(params: QueryParams): readonly QueryParam[] {
  const present: QueryParam[] = [];
  for (const [name, value] of params) {
    const text = value === undefined ? '' : String(value);
    if (text !== '') present.push(Object.freeze([name, text] as const));
  }
  return Object.freeze(present);
}

/** Base URL + endpoint path + query, checked and built in one go (for one-off requests). */
export function buildUrl(baseUrl: string, path: string, params: QueryParams): URL {
  return appendQuery(endpointUrl(resolveServiceRoot(baseUrl), path), params);
}

/**
 * The embedded key, checked here, the only place that reads it, so that a missing key is one config error rather
 * than a 401 per keystroke. It is required for the service's own host; with a `baseUrl` (the shop's own lookup
 * route, which adds its secret key on the server: `createAddressHandler`), a blank key sends none.
 */
export function keyParam(embeddedKey: string, baseUrl: string | undefined): readonly [string, string | undefined] {
  const key = embeddedKey.trim();
  if (key === '' && baseUrl?.trim()) return KEYLESS;
  if (key === '')
    throw configError(
      'embeddedKey',
      DEV_MODE
        ? "is required: set it to the embedded key of your account (not a secret key), or point baseUrl at your server's lookup route"
        : 'is required',
    );
  return Object.freeze(['key', key] as const);
}

const KEYLESS = Object.freeze(['key', undefined] as const);
