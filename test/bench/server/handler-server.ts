// The handler as a shop runs it: createAddressHandler behind nodeListener on node:http, pointed at the fake upstream
// for every service, with the throttle on and a bucket that never empties (its cost is in the figures, no request is
// refused). One client address (127.0.0.1) for all connections: one bucket, as a flood from one host would be.
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createAddressHandler, nodeListener, type UpstreamName } from '../../../src/server.js';

/** Every service the handler calls, all pointed at the one fake service. */
const SERVICES: readonly UpstreamName[] = [
  'usAutocomplete',
  'usAutocompletePro',
  'internationalAutocomplete',
  'usStreet',
  'internationalPostalCode',
  'usExtract',
];

export async function startHandlerServer(upstreamUrl: string): Promise<{ server: Server; url: string }> {
  const server = createServer();
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handler = createAddressHandler({
    authId: 'bench-auth-id',
    authToken: 'bench-auth-token',
    allowedOrigins: [url],
    upstream: Object.fromEntries(SERVICES.map((name) => [name, upstreamUrl])),
    throttle: { capacity: 1e9, refillPerSecond: 1e9 },
  });
  server.on('request', nodeListener(handler));
  return { server, url };
}
