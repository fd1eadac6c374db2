// The shop's own server, for the demo (`npm start`) and the browser tests: `createAddressHandler` (src/server) at
// /address on the pages' origin, as a shop mounts it, forwarding to a second simulator on a port of its own with the
// demo secret key. So the elements' keyless lookups, verification and pasted text (`extract-url`) go page → handler →
// service over HTTP, as in production; the handler's own tests are in test/unit/server.
import { tsImport } from 'tsx/esm/api';
import { startSimulatorServer } from './simulator/server.js';
import { DEMO_SECRETS } from './simulator/secret/auth.js';

/** The prefix the pages point `base-url`, `street-base-url` and `extract-url` under. */
export const SHOP_PREFIX = '/address';

const [[DEMO_AUTH_ID, DEMO_AUTH_TOKEN]] = Object.entries(DEMO_SECRETS);

/**
 * Each API's base URL on a simulator at `root` (its BASE_PATHS), by `createAddressHandler`'s `upstream` names: what
 * the handler forwards to in the demo, the browser tests and the handler's own tests.
 * @param {string} root e.g. http://127.0.0.1:8787
 */
export function simulatorUpstream(root) {
  return {
    usAutocomplete: `${root}/us-autocomplete`,
    usAutocompletePro: `${root}/us-autocomplete`,
    internationalAutocomplete: `${root}/international-autocomplete`,
    usStreet: `${root}/us-street`,
    internationalPostalCode: `${root}/international-postal-code`,
    usExtract: `${root}/us-extract`,
  };
}

/** The service the handler forwards to: a simulator of its own, on an ephemeral port of this machine. */
async function startUpstream() {
  const { server, url } = await startSimulatorServer({ port: 0, requestsPerSecond: 10_000 });
  server.unref();
  return url;
}

/** The handler for pages served on `port`, as a Node listener. */
async function makeListener(port) {
  const [{ createAddressHandler, nodeListener }, root] = await Promise.all([
    tsImport('../src/server.ts', import.meta.url),
    startUpstream(),
  ]);
  const handler = createAddressHandler({
    authId: DEMO_AUTH_ID,
    authToken: DEMO_AUTH_TOKEN,
    allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    upstream: simulatorUpstream(root),
    // The test pages are many shoppers at once from one address: the throttle has its own tests.
    throttle: false,
  });
  return nodeListener(handler);
}

const underPrefix = (path) => path === SHOP_PREFIX || path.startsWith(`${SHOP_PREFIX}/`);

/**
 * The handler as Connect middleware (Vite), made at the first request under the prefix, when the server's own port
 * is known (read from the connection, not from a header): its pages are the one allowed origin.
 */
export function shopServer() {
  let listener;
  return async (req, res, next) => {
    if (!underPrefix(new URL(req.url ?? '/', 'http://localhost').pathname)) return next();
    listener ??= makeListener(req.socket.localPort);
    (await listener)(req, res);
  };
}

/** The same, as Koa middleware for @web/test-runner's server. */
export function shopServerKoa() {
  const serve = shopServer();
  return async (ctx, next) => {
    if (!underPrefix(ctx.path)) return next();
    ctx.respond = false;
    // Koa's status starts at 404; the handler writes the real one, which the test runner's request log then reads.
    ctx.status = 200;
    await serve(ctx.req, ctx.res, next);
  };
}
