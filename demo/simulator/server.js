// The simulator's HTTP shell: routes, embedded-key and Referer checks (a request that names no host is a 401, as in
// production), subscriptions, per-key rate limits, the postal code lookup's 429 for repeated identical input, CORS
// and opt-in faults. The endpoint handlers (us/, intl/) are
// pure functions of the query; everything about HTTP is here.
import { createServer } from 'node:http';
import { once } from 'node:events';
import { serviceError } from './shared.js';
import { DEFAULT_REPEAT_LIMIT, DEFAULT_REPEAT_WINDOW_MS, createRepeatLimiter, inputSignature } from './repeat.js';
import { FAULT_HEADER, FAULT_PARAM, faultDelay, hang, parseFaults, retryAfterHeader } from './faults.js';
import { hostileKind, sendHostile, withoutHostility } from './hostile.js';
import { answerPost, postRouteOf } from './secret/routes.js';
import { withoutCredentials } from './secret/auth.js';
import { secretGetCaller } from './secret/get-caller.js';

export { FAULT_HEADER, FAULT_PARAM, parseFaults };

/**
 * @typedef {import('./shared.js').SimResponse} SimResponse
 * @typedef {import('./us/filters.js').Shopper} Shopper
 * @typedef {{ hosts: string[], subscription: boolean, requestsPerSecond?: number, shopper?: Shopper }} KeyPolicy
 * @typedef {{ shopper?: Shopper }} LookupContext what the service knows besides the query: where the caller is
 * @typedef {{
 *   usAutocompleteV2(params: URLSearchParams, context?: LookupContext): SimResponse,
 *   usAutocompletePro(params: URLSearchParams, context?: LookupContext): SimResponse,
 *   usStreetAddress(params: URLSearchParams): SimResponse,
 *   intlLookup(params: URLSearchParams): SimResponse,
 *   intlLookupAddressId(addressId: string, params: URLSearchParams): SimResponse,
 *   intlPostalLookup(params: URLSearchParams): SimResponse,
 * }} Handlers
 * @typedef {{
 *   keys?: Record<string, KeyPolicy>,
 *   requestsPerSecond?: number,
 *   handlers?: Handlers,
 *   now?: () => number,
 *   warmUp?: boolean,
 *   repeatLimit?: number,
 *   repeatWindowMs?: number,
 *   secrets?: Record<string, string>,
 * }} SimulatorOptions
 */

/**
 * The demo keys. Like a real embedded key, each is authorized for a list of hosts (read from Origin or Referer).
 * Each also has a fixed "shopper": the city and state the service would locate the caller in from its IP address
 * (loopback callers cannot be located), which `prefer_geolocation=city`, the US autocomplete default, adds to the
 * preferred cities (see us/filters.js). The demo key's shopper is in Boulder, CO.
 */
export const DEMO_KEYS = {
  'demo-embedded-key': {
    hosts: ['localhost', '127.0.0.1'],
    subscription: true,
    shopper: { city: 'Boulder', state: 'CO' },
  },
  /** An account without an active subscription: every lookup answers 402. */
  'demo-no-subscription-key': {
    hosts: ['localhost', '127.0.0.1'],
    subscription: false,
    shopper: { city: 'Austin', state: 'TX' },
  },
  /** Throttled hard (2 requests a second) so that 429 handling can be seen and tested. */
  'demo-throttled-key': {
    hosts: ['localhost', '127.0.0.1'],
    subscription: true,
    requestsPerSecond: 2,
    shopper: { city: 'Portland', state: 'OR' },
  },
};

/** Requests per second per key before 429: well above a fast typist (about 8 keystrokes a second, undebounced). */
export const DEFAULT_REQUESTS_PER_SECOND = 50;

const ERROR_IDS = {
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
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | undefined}
 */
function requestHost(req) {
  const { origin, referer } = req.headers;
  if (origin !== undefined && origin.trim().toLowerCase() === 'null') return undefined;
  const source = origin ?? referer;
  if (source === undefined) return undefined;
  try {
    return new URL(source).hostname;
  } catch {
    return '';
  }
}

/** A sliding one-second window of request times per key. */
function createRateLimiter(now) {
  /** @type {Map<string, number[]>} */
  const windows = new Map();
  return {
    /** @returns {number} 0 when allowed, else the seconds to wait */
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
 * @param {import('node:http').ServerResponse} res
 * @param {SimResponse} response
 * @param {{ cors?: boolean, exposeRetryAfter?: boolean, headers?: Record<string, string> }} [options]
 */
function send(res, response, { cors = true, exposeRetryAfter = true, headers = {} } = {}) {
  const body = JSON.stringify(response.body);
  res.statusCode = response.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (exposeRetryAfter) res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}

function preflight(res) {
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'X-Simulator-Fault');
  res.setHeader('Access-Control-Max-Age', '600');
  res.end();
}

/**
 * The key checks of the spec's Authentication section, in the service's order: a known key (401), a host listed
 * for it, read from Origin or Referer (401, also when the request names no host: "Non-browser clients must set
 * Referer (or Origin) themselves"), an active subscription (402).
 * @param {string} key
 * @param {string | undefined} host from requestHost()
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
 * Who a GET comes from: a secret-key caller (secret/get-caller.js: no host check, located by X-Forwarded-For) or an
 * embedded key's (checkKey; the key's fixed shopper). `limitKey` is what the per-key rate limit counts.
 * @param {import('node:http').IncomingMessage} req
 * @param {URLSearchParams} params
 * @param {Record<string, KeyPolicy>} keys
 * @param {Record<string, string>} [secrets] the secret pairs accepted (auth-id → auth-token)
 * @returns {{ refusal: SimResponse } | { limitKey: string, requestsPerSecond?: number, shopper?: Shopper }}
 */
function callerOf(req, params, keys, secrets) {
  const secret = secretGetCaller(req, params, secrets);
  if (secret) return 'refusal' in secret ? secret : { limitKey: `auth-id:${secret.id}`, shopper: secret.shopper };
  const key = params.get('key') ?? '';
  const policy = Object.hasOwn(keys, key) ? keys[key] : undefined;
  const refusal = checkKey(key, requestHost(req), policy);
  if (refusal || !policy) return { refusal: refusal ?? serviceError(401, ERROR_IDS.unauthorized, 'Unauthorized.') };
  return { limitKey: key, requestsPerSecond: policy.requestsPerSecond, shopper: policy.shopper };
}

/**
 * Creates the simulator. `handle(req, res)` answers and returns true for requests under the base paths, and
 * returns false for anything else, which the host server serves as usual.
 * @param {SimulatorOptions} [options]
 */
export function createSimulator(options = {}) {
  const keys = options.keys ?? DEMO_KEYS;
  const fromEnvironment = Number(process.env.SIMULATOR_REQUESTS_PER_SECOND);
  const requestsPerSecond =
    options.requestsPerSecond ?? (fromEnvironment > 0 ? fromEnvironment : DEFAULT_REQUESTS_PER_SECOND);
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
  if (options.warmUp ?? !options.handlers) {
    // Load the data while the host server finishes starting, so that the first keystroke is not the slow one.
    setTimeout(() => {
      handlers()
        .then((loaded) => {
          loaded.usAutocompleteV2(new URLSearchParams({ search: '1' }));
          loaded.intlLookup(new URLSearchParams({ country: 'CAN', search: '1' }));
        })
        .catch((error) => console.error('[simulator] warm-up failed', error));
    }, 0).unref?.();
  }

  async function answer(req, res, requestUrl) {
    // Hostile answers (hostile.js): the request loses the decoration the element was given, the answer gets it.
    const hostile = hostileKind(requestUrl.searchParams.get(FAULT_PARAM) ?? String(req.headers[FAULT_HEADER] ?? ''));
    const url = hostile ? withoutHostility(hostile, requestUrl) : requestUrl;
    const faults = parseFaults(url.searchParams.get(FAULT_PARAM) ?? String(req.headers[FAULT_HEADER] ?? ''));
    if (faults.unknown.length > 0) {
      send(res, serviceError(400, ERROR_IDS.fault, `Unknown simulator fault: ${faults.unknown.join(', ')}.`));
      return;
    }
    const delay = faultDelay(faults, url.searchParams);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (faults.hang) {
      await hang(req, res);
      return;
    }
    if (faults.drop) {
      req.socket.destroy();
      return;
    }
    if (faults.noCors) {
      send(res, serviceError(500, ERROR_IDS.fault, 'Simulated server error without CORS headers.'), { cors: false });
      return;
    }
    if (faults.hidden429) {
      send(res, serviceError(429, ERROR_IDS.rateLimited, 'Too many requests (Retry-After not exposed).'), {
        exposeRetryAfter: false,
        headers: { 'Retry-After': '2' },
      });
      return;
    }
    if (faults.status !== undefined) {
      const headers = faults.status === 429 ? retryAfterHeader(faults, now()) : {};
      send(res, serviceError(faults.status, ERROR_IDS.fault, `Simulated status ${faults.status}.`), { headers });
      return;
    }
    const postRoute = req.method === 'POST' ? postRouteOf(url.pathname) : undefined;
    if (postRoute) {
      const loaded = await handlers();
      send(res, await answerPost(req, url, postRoute, (params) => loaded.usStreetAddress(params), options.secrets));
      return;
    }
    if (req.method !== 'GET') {
      send(res, serviceError(405, ERROR_IDS.method, 'Only GET is allowed with an embedded key.'));
      return;
    }
    const route = routeFor(url.pathname, await handlers());
    if (!route) {
      send(res, serviceError(404, ERROR_IDS.notFound, `No simulated endpoint at ${url.pathname}.`));
      return;
    }
    const caller = callerOf(req, url.searchParams, keys, options.secrets);
    if ('refusal' in caller) {
      send(res, caller.refusal);
      return;
    }
    const wait = limiter.take(caller.limitKey, caller.requestsPerSecond ?? requestsPerSecond);
    if (wait > 0) {
      send(res, serviceError(429, ERROR_IDS.rateLimited, 'Too many requests: the key is throttled.'), {
        headers: { 'Retry-After': String(wait) },
      });
      return;
    }
    const params = withoutCredentials(url.searchParams);
    params.delete(FAULT_PARAM);
    const path = url.pathname.replace(/\/+$/, '');
    if (REPEAT_LIMITED_PATHS.has(path)) {
      const repeatWait = repeats.take(`${caller.limitKey}|${requestHost(req)}|${path}|${inputSignature(params)}`);
      if (repeatWait > 0) {
        send(
          res,
          serviceError(
            429,
            ERROR_IDS.repeatedInput,
            'Too many requests with exactly the same input values in too short a time.',
          ),
          { headers: { 'Retry-After': String(repeatWait) } },
        );
        return;
      }
    }
    const response = route(params, { shopper: caller.shopper });
    if (hostile) {
      sendHostile(res, response, hostile);
      return;
    }
    if ((faults.malformed || faults.body !== undefined) && response.status === 200) {
      // The answer's place taken by cut-off JSON, or by JSON of another shape: only where the service would answer.
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(faults.body ?? JSON.stringify(response.body).slice(0, 20));
      return;
    }
    send(res, response);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {boolean} whether the simulator took the request
   */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    if (!BASE_PATHS.some((base) => url.pathname === base || url.pathname.startsWith(`${base}/`))) return false;
    if (req.method === 'OPTIONS') {
      preflight(res);
      return true;
    }
    answer(req, res, url).catch((error) => {
      console.error('[simulator]', error);
      if (!res.headersSent) send(res, serviceError(500, ERROR_IDS.fault, 'The simulator failed; see its console.'));
    });
    return true;
  }

  return {
    handle,
    /** Connect/Vite middleware. */
    connect: (req, res, next) => {
      if (!handle(req, res)) next();
    },
    /** Koa middleware, for @web/dev-server and @web/test-runner. */
    koa: async (ctx, next) => {
      if (!handle(ctx.req, ctx.res)) return next();
      ctx.respond = false;
      if (!ctx.res.writableFinished) await once(ctx.res, 'close');
    },
  };
}

/**
 * Starts a standalone simulator server (`npm run simulator`; tests use port 0).
 * @param {SimulatorOptions & { port?: number, host?: string }} [options]
 * @returns {Promise<{ server: import('node:http').Server, url: string, close(): Promise<void> }>}
 */
export async function startSimulatorServer(options = {}) {
  const simulator = createSimulator(options);
  const server = createServer((req, res) => {
    if (!simulator.handle(req, res)) send(res, serviceError(404, ERROR_IDS.notFound, 'Not a simulated endpoint.'));
  });
  server.listen(options.port ?? 8787, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    server,
    url: `http://${address.address}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
