/**
 * The shop's address endpoints as one standard fetch handler (`Request` → `Response`): Node 20+, Deno, Bun and edge
 * workers as it is, and Express, Fastify, Next.js route handlers or Hono with a few lines. The elements' base URLs
 * point at it, on the shop's own origin (no CORS); it adds the secret key the page must never see. Order of checks:
 * route (404), method (405), origin (403), then for a paste its own (415, 413, 408, 400, since its cost depends on
 * its size), the throttle (429), and the service.
 */
import { clientAddressOf } from './client-address.js';
import { extractCost } from './extract-limits.js';
import { answerExtract, readPaste } from './extract-route.js';
import { handlerConfig, type AddressHandlerOptions, type HandlerConfig } from './handler-options.js';
import { jsonError } from './json-error.js';
import { refusedOrigin } from './origin-check.js';
import { allowedQuery } from './query-allow-list.js';
import { matchRoute, type Route } from './routes.js';
import { redactSecret } from './secret-key.js';
import { throttleKey } from './throttle-key.js';
import { retryAfterSeconds } from './token-bucket.js';
import { callUpstream, passThrough, type UpstreamCall } from './upstream.js';

/** What the server knows about the request besides its headers. */
export interface HandlerContext {
  /** The connection's peer address (the Node adapter passes `req.socket.remoteAddress`). */
  clientAddress?: string;
  /**
   * Aborts when the shopper has gone, in place of the request's own signal (the Node adapter passes one: a Request
   * built without a signal costs a third of one built with it).
   */
  signal?: AbortSignal;
}

export type AddressHandler = (request: Request, context?: HandlerContext) => Promise<Response>;

function upstreamUrl(config: HandlerConfig, route: Route, query: URLSearchParams | undefined): URL {
  const url = new URL(`${config.upstream[route.upstream]}${route.upstreamPath}`);
  if (query) url.search = query.toString();
  return url;
}

export function createAddressHandler(options: AddressHandlerOptions): AddressHandler {
  const config = handlerConfig(options);
  const report = (message: string) => config.logger.warn(`[address handler] ${message}`);
  let warnedAnonymous = false;
  // One warning per store outage: a Redis that is down fails every request, and a line per request would bury the
  // log. The next answer ends the outage, and says so.
  let storeFailing = false;

  /** The 429 when the client's bucket is empty; a store that fails lets the request through (and says so once). */
  async function throttled(client: string | undefined, cost: number): Promise<Response | undefined> {
    if (!config.throttle) return undefined;
    if (client === undefined && !warnedAnonymous) {
      warnedAnonymous = true;
      report('a request without a client address: all such requests share one throttle bucket (see clientAddress)');
    }
    const { policy, store, ipv6PrefixLength } = config.throttle;
    let decision;
    try {
      decision = await store.take(throttleKey(client, ipv6PrefixLength), policy, config.now(), cost);
      if (typeof decision?.allowed !== 'boolean') throw new TypeError('take() answered no { allowed, retryAfterMs }');
    } catch (error) {
      if (!storeFailing) {
        report(
          `the throttle store failed: ${redactSecret(error instanceof Error ? error.message : String(error), config.secret)}`,
        );
      }
      storeFailing = true;
      return undefined;
    }
    if (storeFailing) report('the throttle store works again');
    storeFailing = false;
    if (decision.allowed) return undefined;
    const seconds = retryAfterSeconds(decision.retryAfterMs);
    return jsonError(429, `Too many address requests: try again in ${seconds} s.`, { 'Retry-After': String(seconds) });
  }

  return async (request, context = {}) => {
    const url = new URL(request.url);
    const route = matchRoute(url.pathname, config.prefix);
    if (!route) return jsonError(404, 'There is no address endpoint at this path.');
    if (request.method !== route.method) {
      return jsonError(405, `This address endpoint takes ${route.method} only.`, { Allow: route.method });
    }
    const refusal = refusedOrigin(request.headers, config.allowedOrigins);
    if (refusal) return jsonError(403, refusal);
    const client = clientAddressOf(request.headers, context.clientAddress, config.clientAddress);
    const call: UpstreamCall = {
      secret: config.secret,
      fetch: config.fetch,
      timeoutMs: config.timeoutMs,
      maxAnswerBytes: config.maxAnswerBytes,
      clientAddress: client,
      signal: context.signal ?? request.signal,
      report,
    };
    if (route.kind === 'extract') {
      const paste = await readPaste(request, config.extract, AbortSignal.timeout(config.bodyTimeoutMs));
      if (paste instanceof Response) return paste;
      return (
        (await throttled(client, extractCost(paste.bytes.byteLength, paste.lines))) ??
        answerExtract(paste, upstreamUrl(config, route, undefined), call)
      );
    }
    const limited = await throttled(client, 1);
    if (limited) return limited;
    const answer = await callUpstream(
      upstreamUrl(config, route, allowedQuery(url.searchParams, route.query)),
      { method: 'GET' },
      call,
    );
    return answer instanceof Response ? answer : passThrough(answer, call);
  };
}
