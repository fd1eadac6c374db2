// The Node adapter for real: node:http's createServer and Express 5 in front of the handler, over sockets. The path
// as the app saw it (Express mount points included), the socket's address as the client address, the body streamed
// with the 64 KB stop (the connection still answers afterwards), and a shopper who leaves cancelling upstream.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { nodeListener } from '../../../src/server/node-listener.js';
import { SHOP, handlerOn, startSimulator, type Simulator } from './handler-harness.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator();
});
after(() => simulator.close());

async function listen(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const LETTER = 'Ship to 1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571 please.';
const LOOKUP = '/address/us-autocomplete/v2/lookup?search=1600+Pennsylvania&key=page-key';

const postText = (url: string, body: BodyInit) =>
  fetch(url, { method: 'POST', headers: { Origin: SHOP, 'Content-Type': 'text/plain;charset=UTF-8' }, body });

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('node:http: a lookup and an extract end to end, with the socket address sent as X-Forwarded-For', async () => {
  const { handler, requests } = handlerOn(simulator);
  const server = await listen(createServer(nodeListener(handler)));
  try {
    const lookup = await json(await fetch(`${server.url}${LOOKUP}`, { headers: SAME_ORIGIN }));
    assert.equal(lookup.status, 200);
    assert.ok((lookup.body.suggestions as unknown[]).length > 0);
    assert.equal(requests[0].headers.get('X-Forwarded-For'), '127.0.0.1');
    assert.equal(requests[0].url.searchParams.has('key'), false);
    const extract = await json(await postText(`${server.url}/address/us-extract`, LETTER));
    assert.equal(extract.status, 200);
    assert.equal((extract.body.addresses as Array<{ status: string }>)[0].status, 'verified');
    assert.equal(requests[1].body, LETTER, 'the streamed body arrived whole');
    const foreign = await fetch(`${server.url}${LOOKUP}`, { headers: { Origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
    const wrongMethod = await fetch(`${server.url}${LOOKUP}`, { method: 'DELETE', headers: SAME_ORIGIN });
    assert.equal(wrongMethod.status, 405);
    assert.equal(wrongMethod.headers.get('Allow'), 'GET');
  } finally {
    await server.close();
  }
});

test('node:http: an oversized body is a 413 after 4 KB, and the server goes on answering', async () => {
  const { handler, requests } = handlerOn(simulator);
  const server = await listen(createServer(nodeListener(handler)));
  try {
    // Streamed with no Content-Length, so the limit is found by reading, not from the header.
    let sent = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1_048_576) return controller.close();
        sent += 16_384;
        controller.enqueue(new Uint8Array(16_384).fill(0x61));
      },
    });
    const over = await fetch(`${server.url}/address/us-extract`, {
      method: 'POST',
      headers: { Origin: SHOP, 'Content-Type': 'text/plain' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    assert.equal(over.status, 413);
    assert.match(await over.text(), /4,096 bytes/);
    const declared = await postText(`${server.url}/address/us-extract`, 'x'.repeat(100_000));
    assert.equal(declared.status, 413);
    assert.equal(requests.length, 0);
    const next = await postText(`${server.url}/address/us-extract`, LETTER);
    assert.equal(next.status, 200);
  } finally {
    await server.close();
  }
});

test('node:http: a shopper who leaves cancels the call upstream', async () => {
  let upstream: AbortSignal | undefined;
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const { handler } = handlerOn(simulator, {
    fetch: (_input, init) => {
      upstream = init?.signal ?? undefined;
      markStarted();
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    },
    logger: { warn: () => undefined },
  });
  const server = await listen(createServer(nodeListener(handler)));
  try {
    const leaving = new AbortController();
    const request = fetch(`${server.url}${LOOKUP}`, { headers: SAME_ORIGIN, signal: leaving.signal }).catch(
      (error: unknown) => error,
    );
    await started;
    leaving.abort();
    await request;
    const deadline = Date.now() + 10_000;
    while (!upstream?.aborted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(upstream?.aborted, true);
  } finally {
    await server.close();
  }
});

test('Express 5: mounted at /address (originalUrl keeps the mount), beside other routes and a text body parser', async () => {
  const { handler, requests } = handlerOn(simulator);
  const app = express();
  app.get('/health', (_req, res) => {
    res.send('ok');
  });
  app.use('/address', nodeListener(handler));
  // A body parser mounted for the app's other routes, after the handler, never sees its requests.
  app.use(express.text());
  app.post('/echo', (req, res) => {
    res.send(req.body);
  });
  const server = await listen(createServer(app));
  try {
    assert.equal(await (await fetch(`${server.url}/health`)).text(), 'ok');
    const lookup = await json(await fetch(`${server.url}${LOOKUP}`, { headers: SAME_ORIGIN }));
    assert.equal(lookup.status, 200);
    assert.equal(requests[0].url.pathname, '/us-autocomplete/v2/lookup');
    const extract = await json(await postText(`${server.url}/address/us-extract`, LETTER));
    assert.equal(extract.status, 200);
    assert.equal((extract.body.addresses as unknown[]).length, 1);
    const missing = await fetch(`${server.url}/address/us-autocomplete/v3/lookup`, { headers: SAME_ORIGIN });
    assert.equal(missing.status, 404);
    assert.equal(await (await postText(`${server.url}/echo`, 'hello')).text(), 'hello');
  } finally {
    await server.close();
  }
});

test('Express 5 behind express.text(): the body it read is used, and the handler still applies its own limit', async () => {
  const { handler, requests } = handlerOn(simulator);
  const app = express();
  app.use(express.text({ limit: '1mb' }));
  app.all('/address/{*rest}', nodeListener(handler));
  const server = await listen(createServer(app));
  try {
    const extract = await json(await postText(`${server.url}/address/us-extract`, LETTER));
    assert.equal(extract.status, 200);
    assert.equal(requests[0].body, LETTER);
    assert.equal((await postText(`${server.url}/address/us-extract`, 'x'.repeat(5_000))).status, 413);
  } finally {
    await server.close();
  }
});
