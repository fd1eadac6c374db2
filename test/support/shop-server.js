// The shop's own server in the test runs: `createAddressHandler` (src/server) at /address on the test pages' origin,
// as a shop mounts it, forwarding to a second simulator on a port of its own with the demo secret key. So the
// elements' keyless lookups, verification and pasted text (`extract-url`) go page → handler → service over HTTP,
// as in production; the handler's own tests are in test/unit/server.
import { createServer } from 'node:http';
import { once } from 'node:events';
import { tsImport } from 'tsx/esm/api';
import { createSimulator } from '../../demo/simulator/server.js';
import { DEMO_SECRETS } from '../../demo/simulator/secret/auth.js';

/** The prefix the test pages point `base-url`, `street-base-url` and `extract-url` under. */
export const SHOP_PREFIX = '/address';

const [[DEMO_AUTH_ID, DEMO_AUTH_TOKEN]] = Object.entries(DEMO_SECRETS);

async function startUpstream() {
  const simulator = createSimulator({ requestsPerSecond: 10_000 });
  const server = createServer((req, res) => {
    if (!simulator.handle(req, res)) {
      res.statusCode = 404;
      res.end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  server.unref();
  return `http://127.0.0.1:${server.address().port}`;
}

/**
 * Koa middleware for the test server. The handler is made at the first request under the prefix, when the test
 * server's own port is known (read from the connection, not from a header): its pages are the one allowed origin.
 */
export function shopServerMiddleware() {
  let listener;
  const make = async (port) => {
    const [{ createAddressHandler, nodeListener }, upstreamRoot] = await Promise.all([
      tsImport('../../src/server.ts', import.meta.url),
      startUpstream(),
    ]);
    const upstream = Object.fromEntries(
      Object.entries({
        usAutocomplete: '/us-autocomplete',
        usAutocompletePro: '/us-autocomplete',
        internationalAutocomplete: '/international-autocomplete',
        usStreet: '/us-street',
        internationalPostalCode: '/international-postal-code',
        usExtract: '/us-extract',
      }).map(([name, path]) => [name, upstreamRoot + path]),
    );
    const handler = createAddressHandler({
      authId: DEMO_AUTH_ID,
      authToken: DEMO_AUTH_TOKEN,
      allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      upstream,
      // The test pages are many shoppers at once from one address: the throttle has its own tests.
      throttle: false,
    });
    return nodeListener(handler);
  };
  return async (ctx, next) => {
    const path = ctx.path;
    if (path !== SHOP_PREFIX && !path.startsWith(`${SHOP_PREFIX}/`)) return next();
    listener ??= make(ctx.req.socket.localPort);
    const listen = await listener;
    ctx.respond = false;
    listen(ctx.req, ctx.res);
  };
}
