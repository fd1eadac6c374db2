// What already held when the handler was tried as an attacker would, kept with tests, over real sockets through the
// Node adapter: no request reaches anything but the configured upstream and one of its routes (dot segments, an
// encoded slash in an address_id, an absolute-form target, a scheme-relative path, any Host), and a page of another
// origin is refused however its Origin is written (a subdomain, a suffix, `null`, the header twice).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { nodeListener } from '../../../src/server/node-listener.js';
import { handlerOn, startSimulator, type Simulator } from './handler-harness.js';
import { exchange, listen, stop } from './raw-http.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator({ requestsPerSecond: 100_000 });
});
after(() => simulator.close());

const get = (target: string, headers: string[] = ['Host: shop.example', 'Sec-Fetch-Site: same-origin']) =>
  `GET ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`;

test('every request that reaches upstream goes to the simulator, on one of the routes, whatever the target or Host', async () => {
  const { handler, requests } = handlerOn(simulator, { logger: { warn: () => undefined } });
  const { port, server } = await listen(nodeListener(handler));
  const lookup = '/us-autocomplete/v2/lookup?search=1600';
  try {
    const cases: Array<[string, string[] | undefined, number]> = [
      [`/address${lookup}`, undefined, 200],
      [`http://evil.example/address${lookup}`, undefined, 200],
      [`//evil.example/address${lookup}`, undefined, 200],
      [`/address${lookup}`, ['Host: evil.example:8443', 'Sec-Fetch-Site: same-origin'], 200],
      [`/address/../us-autocomplete/v2/lookup?search=1600`, undefined, 404],
      [`/address/us-autocomplete/v2/lookup/../../../../evil?search=1600`, undefined, 404],
      [`/address/%2E%2E/%2E%2E/evil?search=1600`, undefined, 404],
      [`/address/us-autocomplete%2Fv2%2Flookup?search=1600`, undefined, 404],
      [`/address/international-autocomplete/v2/lookup/..%2F..%2F..%2Fevil?country=CAN`, undefined, 200],
    ];
    for (const [target, headers, status] of cases) {
      const { responses } = await exchange(port, [get(target, headers)], 1);
      assert.equal(responses[0]?.status, status, target);
    }
    const simulatorOrigin = new URL(simulator.url).origin;
    for (const request of requests) {
      assert.equal(request.url.origin, simulatorOrigin, request.url.href);
      assert.match(
        request.url.pathname,
        /^\/us-autocomplete\/v2\/lookup$|^\/international-autocomplete\/v2\/lookup\/[^/]+$/,
        'one route, the address_id one segment',
      );
    }
    assert.equal(requests.at(-1)?.url.pathname, '/international-autocomplete/v2/lookup/..%2F..%2F..%2Fevil');
    assert.equal(requests.length, 5, 'the five routed requests went upstream, and nothing else');
  } finally {
    await stop(server);
  }
});

test('another origin is a 403 however it is written: a subdomain, a suffix, null, the header twice', async () => {
  const { handler, requests } = handlerOn(simulator, { logger: { warn: () => undefined } });
  const { port, server } = await listen(nodeListener(handler));
  const target = '/address/us-autocomplete/v2/lookup?search=1600';
  try {
    for (const origins of [
      ['https://sub.shop.example'],
      ['https://shop.example.evil.example'],
      ['null'],
      ['http://shop.example'],
      ['https://shop.example', 'https://evil.example'],
      ['https://evil.example', 'https://shop.example'],
    ]) {
      const headers = ['Host: shop.example', ...origins.map((origin) => `Origin: ${origin}`)];
      const { responses } = await exchange(port, [get(target, headers)], 1);
      assert.equal(responses[0]?.status, 403, origins.join(' + '));
    }
    assert.equal(requests.length, 0);
  } finally {
    await stop(server);
  }
});
