// The simulator's Node HTTP shell: the lookup core (lookup-core.js: routes, embedded-key and host checks, rate limits,
// the repeat limit, CORS) wrapped in what only a real server does: opt-in faults, hostile answers, dropped and hung
// connections, and the secret-key routes. The endpoint handlers (us/, intl/, postal/) are pure functions of the
// query.
import { createServer } from 'node:http';
import { once } from 'node:events';
import { serviceError } from './shared.js';
import { FAULT_HEADER, FAULT_PARAM, faultDelay, hang, parseFaults, retryAfterHeader } from './faults.js';
import { hostileKind, sendHostile, withoutHostility } from './hostile.js';
import { answerPost, postRouteOf } from './secret/routes.js';
import { secretGetCaller } from './secret/get-caller.js';
import { DEFAULT_REQUESTS_PER_SECOND } from './demo-keys.js';
import { ERROR_IDS, BASE_PATHS, createLookupCore, hostOf } from './lookup-core.js';
import { PREFLIGHT_ANSWER, jsonAnswer } from './http-answer.js';

export { FAULT_HEADER, FAULT_PARAM, parseFaults };
export { DEMO_KEYS, DEFAULT_REQUESTS_PER_SECOND } from './demo-keys.js';
export { BASE_PATHS } from './lookup-core.js';

/**
 * @typedef {import('./shared.js').SimResponse} SimResponse
 * @typedef {import('./demo-keys.js').KeyPolicy} KeyPolicy
 * @typedef {import('./lookup-core.js').LookupContext} LookupContext
 * @typedef {import('./lookup-core.js').Handlers} Handlers
 * @typedef {import('./http-answer.js').HttpAnswer} HttpAnswer
 * @typedef {{
 *   keys?: Record<string, KeyPolicy>,
 *   requestsPerSecond?: number,
 *   handlers?: Handlers,
 *   now?: () => number,
 *   warmUp?: boolean,
 *   repeatLimit?: number,
 *   repeatWindowMs?: number,
 *   secrets?: Record<string, string>,
 *   wait?: (ms: number, url: URL) => Promise<void>,
 * }} SimulatorOptions
 */

/**
 * The host the embedded-key check reads from a Node request's Origin or Referer (lookup-core.js hostOf).
 * @param {import('node:http').IncomingMessage} req
 */
function requestHost(req) {
  return hostOf({ origin: req.headers.origin, referer: req.headers.referer });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {HttpAnswer} answer
 */
function writeAnswer(res, answer) {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {SimResponse} response
 * @param {{ cors?: boolean, exposeRetryAfter?: boolean, headers?: Record<string, string> }} [options]
 */
function send(res, response, options) {
  writeAnswer(res, jsonAnswer(response, options));
}

/**
 * Creates the simulator. `handle(req, res)` answers and returns true for requests under the base paths, and
 * returns false for anything else, which the host server serves as usual.
 * @param {SimulatorOptions} [options]
 */
export function createSimulator(options = {}) {
  const fromEnvironment = Number(process.env.SIMULATOR_REQUESTS_PER_SECOND);
  const requestsPerSecond =
    options.requestsPerSecond ?? (fromEnvironment > 0 ? fromEnvironment : DEFAULT_REQUESTS_PER_SECOND);
  const now = options.now ?? Date.now;
  // A fault's latency is waited out in real time, unless a test runs it on its own clock (the Node tests do).
  const wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const core = createLookupCore({
    keys: options.keys,
    requestsPerSecond,
    handlers: options.handlers,
    now,
    repeatLimit: options.repeatLimit,
    repeatWindowMs: options.repeatWindowMs,
  });
  const { handlers } = core;
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
    if (delay > 0) await wait(delay, url);
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
    const { response, headers, fromHandler } = await core.lookup({
      method: req.method ?? 'GET',
      url,
      host: requestHost(req),
      secretCaller: (params) => secretGetCaller(req, params, options.secrets),
    });
    if (!fromHandler) {
      send(res, response, { headers });
      return;
    }
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
      writeAnswer(res, PREFLIGHT_ANSWER);
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
