// The Node adapter under a client that misbehaves, over raw sockets: a refused POST with a large body leaves its
// keep-alive connection serving the next request; a body given up (too large, too slow) closes its connection
// cleanly after the answer; a request a standard Request cannot carry (TRACE, a Host with a user name) is a 405 or
// 400, never a 500 nor an error handed to Express carrying the client's text.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { nodeListener } from '../../../src/server/node-listener.js';
import type { AddressHandlerOptions } from '../../../src/server/handler-options.js';
import { SHOP, handlerOn, startSimulator, type Simulator } from './handler-harness.js';
import { exchange, listen, stop } from './raw-http.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator({ requestsPerSecond: 100_000 });
});
after(() => simulator.close());

const HOST = 'Host: shop.example';
const LOOKUP = `GET /address/us-autocomplete/v2/lookup?search=1600+Penn HTTP/1.1\r\n${HOST}\r\nSec-Fetch-Site: same-origin\r\n\r\n`;

function post(path: string, headers: string[], body: Buffer | string, length = Buffer.byteLength(body)): Buffer {
  const head = [`POST ${path} HTTP/1.1`, HOST, `Content-Length: ${length}`, ...headers, '', ''].join('\r\n');
  return Buffer.concat([Buffer.from(head), Buffer.from(body)]);
}

function listenerOn(options: Partial<AddressHandlerOptions> = {}) {
  return nodeListener(handlerOn(simulator, { logger: { warn: () => undefined }, ...options }).handler);
}

const BIG = Buffer.alloc(200_000, 0x61);

test('a refused POST with a 200 KB body (403, 405, 415, 429) reads none of it; the connection answers the next request', async () => {
  const refusing = { take: () => ({ allowed: false, retryAfterMs: 1000 }) };
  const { port, server } = await listen(listenerOn());
  const throttled = await listen(listenerOn({ throttle: { store: refusing } }));
  try {
    const cases: Array<[number, Buffer, number]> = [
      [port, post('/address/us-extract', ['Origin: https://evil.example', 'Content-Type: text/plain'], BIG), 403],
      [port, post('/address/us-autocomplete/v2/lookup', ['Origin: https://shop.example'], BIG), 405],
      [port, post('/address/us-extract', ['Origin: https://shop.example', 'Content-Type: application/json'], BIG), 415],
      [
        throttled.port,
        post('/address/us-extract', ['Origin: https://shop.example', 'Content-Type: text/plain'], 'x'.repeat(3000)),
        429,
      ],
    ];
    for (const [on, request, status] of cases) {
      const { responses } = await exchange(on, [request, LOOKUP], 2);
      assert.deepEqual(
        responses.map((response) => response.status),
        [status, on === port ? 200 : 429],
        `${status}: both requests answered on one connection`,
      );
    }
  } finally {
    await stop(server);
    await stop(throttled.server);
  }
});

test('a body given up at the size limit is a 413 that closes its connection cleanly, declared or streamed', async () => {
  const { port, server } = await listen(listenerOn());
  try {
    const origin = ['Origin: https://shop.example', 'Content-Type: text/plain'];
    const declared = await exchange(port, [post('/address/us-extract', origin, BIG)], 1, true);
    assert.equal(declared.responses[0]?.status, 413);
    assert.equal(declared.responses[0].headers.connection, 'close');
    assert.equal(declared.closedByServer, true);
    // Chunked: the limit is found by reading (4 KB), then the rest is not waited for.
    const head = ['POST /address/us-extract HTTP/1.1', HOST, 'Transfer-Encoding: chunked', ...origin, '', ''].join(
      '\r\n',
    );
    const chunk = `${(16_384).toString(16)}\r\n${'a'.repeat(16_384)}\r\n`;
    const streamed = await exchange(port, [head, chunk, chunk], 1, true);
    assert.equal(streamed.responses[0]?.status, 413);
    assert.equal(streamed.responses[0].headers.connection, 'close');
    assert.equal(streamed.closedByServer, true);
  } finally {
    await stop(server);
  }
});

// The timeout only bounds a failure (the old adapter waited for Node's own 300 s); nothing is timed.
test(
  'a body sent a byte at a time is a 408 at bodyTimeoutMs, and its connection is closed',
  { timeout: 60_000 },
  async () => {
    const { port, server } = await listen(listenerOn({ bodyTimeoutMs: 300 }));
    try {
      const head = [
        'POST /address/us-extract HTTP/1.1',
        HOST,
        'Content-Length: 100',
        'Origin: https://shop.example',
        'Content-Type: text/plain',
        '',
        '',
      ].join('\r\n');
      const slow = await exchange(port, [head, '1'], 1, true);
      assert.equal(slow.responses[0]?.status, 408);
      assert.match(slow.responses[0].body, /did not arrive in time/);
      assert.equal(slow.closedByServer, true);
    } finally {
      await stop(server);
    }
  },
);

test('TRACE is a 405 and a Host with a user name a 400, in node:http and under Express, never a 500', async () => {
  const errors: unknown[] = [];
  const app = express();
  app.use('/address', listenerOn());
  app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    errors.push(error);
    res.status(500).end();
  });
  const plain = await listen(listenerOn());
  const express5 = await listen(app);
  try {
    for (const port of [plain.port, express5.port]) {
      const trace = await exchange(port, [`TRACE /address/us-extract HTTP/1.1\r\n${HOST}\r\n\r\n`], 1);
      assert.equal(trace.responses[0]?.status, 405);
      assert.equal(trace.responses[0].headers.allow, 'GET, POST');
      const path = '/address/us-autocomplete/v2/lookup?search=1600';
      for (const host of ['u@evil.example', 'u:p@shop.example', 'shop.example/x', 'a b']) {
        const { responses } = await exchange(
          port,
          [`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nSec-Fetch-Site: same-origin\r\n\r\n`],
          1,
        );
        assert.equal(responses[0]?.status, 400, host);
        assert.doesNotMatch(responses[0].body, /evil|u:p/, 'the client text is not echoed');
      }
      for (const host of ['app_server:3000', '[::1]:8080', 'shop.example']) {
        const { responses } = await exchange(
          port,
          [`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nSec-Fetch-Site: same-origin\r\n\r\n`],
          1,
        );
        assert.equal(responses[0]?.status, 200, host);
      }
    }
    assert.deepEqual(errors, [], 'nothing reached Express as an error');
  } finally {
    await stop(plain.server);
    await stop(express5.server);
  }
});

void SHOP;
