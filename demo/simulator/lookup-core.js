// What decides a lookup's answer, on any platform: the route, the embedded-key and host checks (a request that names
// no host is a 401, as in production), subscriptions, per-key rate limits, the postal code lookup's 429 for repeated
// identical input, the handler's answer, and the CORS and no-store headers. The Node server (server.js) wraps it in
// faults, hostile answers and secret-key routes; the documentation site's service worker (worker-shell.js) uses it
// as it is. No Node API here.
import { serviceError } from './shared.js';
import { DEFAULT_REPEAT_LIMIT, DEFAULT_REPEAT_WINDOW_MS, createRepeatLimiter, inputSignature } from './repeat.js';
import { withoutCredentials } from './secret/auth.js';
import { DEFAULT_REQUESTS_PER_SECOND, DEMO_KEYS } from './demo-keys.js';
import { FAULT_PARAM } from './faults.js';
import { PREFLIGHT_ANSWER, jsonAnswer } from './http-answer.js';

/**
 * @typedef {import('./shared.js').SimResponse} SimResponse
 * @typedef {import('./us/filters.js').Shopper} Shopper
 * @typedef {import('./demo-keys.js').KeyPolicy} KeyPolicy
 * @typedef {{ shopper?: Shopper }} LookupContext what the service knows besides the query: where the caller is
 * @typedef {{
 *   usAutocompleteV2(params: URLSearchParams, context?: LookupContext): SimResponse,
 *   usAutocompletePro(params: URLSearchParams, context?: LookupContext): SimResponse,
 *   usStreetAddress(params: URLSearchParams): SimResponse,
 *   intlLookup(params: URLSearchParams): SimResponse,
 *   intlLookupAddressId(addressId: string, params: URLSearchParams): SimResponse,
 *   intlPostalLookup(params: URLSearchParams): SimResponse,
 * }} Handlers
 * @typedef {{ refusal: SimResponse } | { id: string, shopper: Shopper | undefined }} SecretCaller
 * @typedef {object} LookupRequest
 * @property {string} method
 * @property {URL} url the simulator's URL: a base path (BASE_PATHS) and the query
 * @property {string | undefined} host the page's host for the embedded-key check (hostOf)
 * @property {(params: URLSearchParams) => SecretCaller | undefined} [secretCaller] the secret-key caller, where the
 *   platform accepts secret keys (undefined: the request carries none, and the embedded-key checks apply)
 * @property {() => Promise<void>} [prepare] awaited once the request passed every check, before the handler reads
 *   its data (the service worker fetches the data slices here, so that a refused request downloads nothing)
 * @typedef {{ response: SimResponse, headers: Record<string, string>, fromHandler: boolean }} LookupResult
 *   `fromHandler`: the endpoint answered (not a refusal of the shell), so faults may still replace the answer
 * @typedef {import('./http-answer.js').HttpAnswer} HttpAnswer
 * @typedef {{
 *   keys?: Record<string, KeyPolicy>,
 *   requestsPerSecond?: number,
 *   handlers?: Handlers,
 *   now?: () => number,
 *   repeatLimit?: number,
 *   repeatWindowMs?: number,
 * }} LookupCoreOptions
 */

export const ERROR_IDS = {
  unauthorized: 1611079217,
  paymentRequired: 1611079218,
  rateLimited: 1730482419,
  repeatedInput: 1730482420,
  notFound: 1611079404,
  method: 1611079405,
  fault: 1611079500,
};

/** The base paths the simulator answers under; `base-url` on the elements points at these. */
export const BASE_PATHS = [
  '/us-autocomplete',
  '/international-autocomplete',
  '/us-street',
  '/international-postal-code',
  '/us-extract',
];

/** The paths whose repeated identical input is refused with 429 (spec Errors, 429, and Limits: postal code lookup). */
const REPEAT_LIMITED_PATHS = new Set(['/international-postal-code/lookup']);

/**
 * Maps a path below the base paths to its handler call.
 * @param {string} pathname
 * @param {Handlers} handlers
 * @returns {((params: URLSearchParams, context: LookupContext) => SimResponse) | undefined}
 */
function routeFor(pathname, handlers) {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/us-autocomplete/v2/lookup') return (params, context) => handlers.usAutocompleteV2(params, context);
  if (path === '/us-autocomplete/lookup') return (params, context) => handlers.usAutocompletePro(params, context);
  if (path === '/us-street/street-address') return (params) => handlers.usStreetAddress(params);
  if (path === '/international-autocomplete/v2/lookup') return (params) => handlers.intlLookup(params);
  if (path === '/international-postal-code/lookup') return (params) => handlers.intlPostalLookup(params);
  const detail = /^\/international-autocomplete\/v2\/lookup\/([^/]+)$/.exec(path);
  if (detail) {
    let addressId;
    try {
      addressId = decodeURIComponent(detail[1]);
    } catch {
      return () => serviceError(400, ERROR_IDS.notFound, 'The address_id path segment is not valid URL encoding.');
    }
    return (params) => handlers.intlLookupAddressId(addressId, params);
  }
  return undefined;
}

/** @returns {Promise<Handlers>} the real endpoint handlers, loaded on first use so that start-up stays fast. */
async function loadDefaultHandlers() {
  const [us, intl, postal] = await Promise.all([
    import('./us/index.js'),
    import('./intl/index.js'),
    import('./postal/index.js'),
  ]);
  return {
    usAutocompleteV2: us.usAutocompleteV2,
    usAutocompletePro: us.usAutocompletePro,
    usStreetAddress: us.usStreetAddress,
    intlLookup: intl.intlLookup,
    intlLookupAddressId: intl.intlLookupAddressId,
    intlPostalLookup: postal.intlPostalLookup,
  };
}

/**
 * The host a request names for the embedded-key check (spec "Authentication", embedded keys, item 3): from Origin
 * when it is sent, else from Referer. `undefined` when the request names no host: neither header (a bare curl), or
 * `Origin: null` (an opaque origin: a sandboxed iframe, a file: page, a cross-origin redirect), whatever the
 * Referer says; `''` when the header is not a URL. Neither matches a key's hosts, so all of them get 401.
 * @param {{ origin?: string, referer?: string }} headers
 * @returns {string | undefined}
 */
export function hostOf({ origin, referer }) {
  if (origin !== undefined && origin.trim().toLowerCase() === 'null') return undefined;
  const source = origin ?? referer;
  if (source === undefined) return undefined;
  try {
    return new URL(source).hostname;
  } catch {
    return '';
  }
}

/**
 * A sliding one-second window of request times per key.
 * @param {() => number} now
 */
function createRateLimiter(now) {
  /** @type {Map<string, number[]>} */
  const windows = new Map();
  return {
    /**
     * @param {string} key
     * @param {number} limit
     * @returns {number} 0 when allowed, else the seconds to wait
     */
    take(key, limit) {
      const time = now();
      const recent = (windows.get(key) ?? []).filter((at) => time - at < 1000);
      if (recent.length >= limit) {
        windows.set(key, recent);
        return Math.max(1, Math.ceil((recent[0] + 1000 - time) / 1000));
      }
      recent.push(time);
      windows.set(key, recent);
      return 0;
    },
  };
}

/**
 * The key checks of the spec's Authentication section, in the service's order: a known key (401), a host listed
 * for it, read from Origin or Referer (401, also when the request names no host: "Non-browser clients must set
 * Referer (or Origin) themselves"), an active subscription (402).
 * @param {string} key
 * @param {string | undefined} host from hostOf()
 * @param {KeyPolicy | undefined} policy
 * @returns {SimResponse | undefined} the refusal, or undefined when the key may be used
 */
function checkKey(key, host, policy) {
  if (!key)
    return serviceError(
      401,
      ERROR_IDS.unauthorized,
      'Authentication required: send an embedded key as the "key" parameter.',
    );
  if (!policy) return serviceError(401, ERROR_IDS.unauthorized, 'Unauthorized: the embedded key is not valid.');
  if (host === undefined) {
    return serviceError(
      401,
      ERROR_IDS.unauthorized,
      'Unauthorized: an embedded key needs the host of the page in a Referer (or Origin) header; none was sent, or Origin was "null".',
    );
  }
  if (!policy.hosts.includes(host)) {
    return serviceError(
      401,
      ERROR_IDS.unauthorized,
      `Unauthorized: the host "${host}" is not authorized for this embedded key.`,
    );
  }
  if (!policy.subscription) {
    return serviceError(
      402,
      ERROR_IDS.paymentRequired,
      'Payment required: the account has no active subscription for this API.',
    );
  }
  return undefined;
}

/**
 * Who a GET comes from: a secret-key caller (no host check) or an embedded key's (checkKey; the key's fixed
 * shopper). `limitKey` is what the per-key rate limit counts.
 * @param {LookupRequest} request
 * @param {Record<string, KeyPolicy>} keys
 * @returns {{ refusal: SimResponse } | { limitKey: string, requestsPerSecond?: number, shopper?: Shopper }}
 */
function callerOf(request, keys) {
  const params = request.url.searchParams;
  const secret = request.secretCaller?.(params);
  if (secret) return 'refusal' in secret ? secret : { limitKey: `auth-id:${secret.id}`, shopper: secret.shopper };
  const key = params.get('key') ?? '';
  const policy = Object.hasOwn(keys, key) ? keys[key] : undefined;
  const refusal = checkKey(key, request.host, policy);
  if (refusal || !policy) return { refusal: refusal ?? serviceError(401, ERROR_IDS.unauthorized, 'Unauthorized.') };
  return { limitKey: key, requestsPerSecond: policy.requestsPerSecond, shopper: policy.shopper };
}

/**
 * Creates the lookup core: `lookup(request)` is the service's decision for a GET under the base paths,
 * `answerLookup(request)` the same as HTTP (and the preflight's answer for OPTIONS).
 * @param {LookupCoreOptions} [options]
 */
export function createLookupCore(options = {}) {
  const keys = options.keys ?? DEMO_KEYS;
  const requestsPerSecond = options.requestsPerSecond ?? DEFAULT_REQUESTS_PER_SECOND;
  const now = options.now ?? Date.now;
  const limiter = createRateLimiter(now);
  const repeats = createRepeatLimiter(
    now,
    options.repeatLimit ?? DEFAULT_REPEAT_LIMIT,
    options.repeatWindowMs ?? DEFAULT_REPEAT_WINDOW_MS,
  );
  /** @type {Promise<Handlers> | undefined} */
  let handlersPromise = options.handlers ? Promise.resolve(options.handlers) : undefined;
  const handlers = () => (handlersPromise ??= loadDefaultHandlers());

  /**
   * @param {LookupRequest} request
   * @returns {Promise<LookupResult>}
   */
  async function lookup(request) {
    /** @type {(response: SimResponse, headers?: Record<string, string>) => LookupResult} */
    const refuse = (response, headers = {}) => ({ response, headers, fromHandler: false });
    const { url } = request;
    if (request.method !== 'GET') {
      return refuse(serviceError(405, ERROR_IDS.method, 'Only GET is allowed with an embedded key.'));
    }
    const route = routeFor(url.pathname, await handlers());
    if (!route) return refuse(serviceError(404, ERROR_IDS.notFound, `No simulated endpoint at ${url.pathname}.`));
    const caller = callerOf(request, keys);
    if ('refusal' in caller) return refuse(caller.refusal);
    const wait = limiter.take(caller.limitKey, caller.requestsPerSecond ?? requestsPerSecond);
    if (wait > 0) {
      return refuse(serviceError(429, ERROR_IDS.rateLimited, 'Too many requests: the key is throttled.'), {
        'Retry-After': String(wait),
      });
    }
    const params = withoutCredentials(url.searchParams);
    params.delete(FAULT_PARAM);
    const path = url.pathname.replace(/\/+$/, '');
    if (REPEAT_LIMITED_PATHS.has(path)) {
      const repeatWait = repeats.take(`${caller.limitKey}|${request.host}|${path}|${inputSignature(params)}`);
      if (repeatWait > 0) {
        return refuse(
          serviceError(
            429,
            ERROR_IDS.repeatedInput,
            'Too many requests with exactly the same input values in too short a time.',
          ),
          { 'Retry-After': String(repeatWait) },
        );
      }
    }
    if (request.prepare) await request.prepare();
    return { response: route(params, { shopper: caller.shopper }), headers: {}, fromHandler: true };
  }

  /**
   * @param {LookupRequest} request
   * @returns {Promise<HttpAnswer>}
   */
  async function answerLookup(request) {
    if (request.method === 'OPTIONS') return PREFLIGHT_ANSWER;
    const { response, headers } = await lookup(request);
    return jsonAnswer(response, { headers });
  }

  return { handlers, lookup, answerLookup };
}
