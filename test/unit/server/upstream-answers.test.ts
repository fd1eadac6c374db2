// What the handler passes on of the service's answers, against a real HTTP server that answers as a broken or
// hostile upstream would: the secret echoed in a 2xx body (as it is, JSON-escaped, or as the Basic value), HTML or
// an untyped body, a body without end, a gzip bomb. The secret never reaches the page, nothing but JSON (or an error's
// plain text) is served on the shop's origin, and no answer is held in memory past maxAnswerBytes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import { createAddressHandler } from '../../../src/server/address-handler.js';
import { SHOP, pageGet, read } from './handler-harness.js';

/** A token with the characters JSON escapes, so that its escaped form is not its own. */
const SECRET = { authId: 'upstream-test-id-7d1f', authToken: 'tok/en"with\\odd-93ac' };
const LOOKUP = '/address/us-autocomplete/v2/lookup?search=1600';
const MB = 1_048_576;

/** Bytes each endless answer managed to write before the handler stopped reading. */
const written: Record<string, number> = {};

/** Writes `chunk` until `total` bytes are out or the socket closes, waiting for the reader as a server does. */
async function stream(res: ServerResponse | NodeJS.WritableStream, name: string, chunk: Buffer, total: number) {
  written[name] = 0;
  while (written[name] < total) {
    if ((res as ServerResponse).destroyed || (res as ServerResponse).writableEnded) return;
    written[name] += chunk.length;
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end();
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  const mode = (req.url ?? '').split('/')[1];
  const basic = req.headers.authorization ?? '';
  const [id, token] = Buffer.from(basic.replace(/^Basic /, ''), 'base64')
    .toString()
    .split(/:(.*)/s);
  const json = (status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  };
  switch (mode) {
    case 'echo':
      return json(
        200,
        JSON.stringify({
          suggestions: [],
          echoed: { id, token, basic, url: `?auth-token=${encodeURIComponent(token)}` },
        }),
      );
    case 'echo-raw':
      // The token unescaped inside a JSON-typed body (a service bug would look like this).
      return json(200, `{"suggestions":[],"note":"${token} ${id}"}`);
    case 'html':
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return void res.end('<script>alert(document.cookie)</script>');
    case 'untyped':
      return void res.end('{"suggestions":[]}');
    case 'plain-401':
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(`Unauthorized (1587658904) for ${id}\n`);
    case 'html-503':
      res.writeHead(503, { 'Content-Type': 'text/html', 'Retry-After': '7' });
      return void res.end('<h1>Service Unavailable</h1><script>alert(1)</script>');
    case 'endless':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"suggestions":[');
      return void stream(res, 'endless', Buffer.alloc(64 * 1024, 0x20), 200 * MB);
    case 'bomb': {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      const gzip = createGzip();
      gzip.pipe(res);
      res.once('close', () => gzip.destroy());
      return void stream(gzip, 'bomb', Buffer.alloc(MB, 0x20), 300 * MB);
    }
    default:
      return json(200, '{"suggestions":[]}');
  }
}

const upstream = createServer(answer);
let base = '';
before(async () => {
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
after(() => {
  upstream.closeAllConnections();
  upstream.close();
});

function handlerFor(mode: string, warnings: string[] = []) {
  return createAddressHandler({
    ...SECRET,
    allowedOrigins: [SHOP],
    upstream: { usAutocomplete: `${base}/${mode}` },
    throttle: false,
    logger: { warn: (message: string) => warnings.push(message) },
  });
}

const forms = [
  SECRET.authId,
  SECRET.authToken,
  JSON.stringify(SECRET.authToken).slice(1, -1),
  encodeURIComponent(SECRET.authToken),
  btoa(`${SECRET.authId}:${SECRET.authToken}`),
];

test('a 2xx that echoes the secret, as it is, JSON-escaped, URL-encoded or as the Basic value, is redacted', async () => {
  for (const mode of ['echo', 'echo-raw']) {
    const response = await handlerFor(mode)(pageGet(LOOKUP));
    const text = await response.text();
    assert.equal(response.status, 200, mode);
    for (const form of forms) assert.ok(!text.includes(form), `${mode}: ${form} in ${text}`);
    assert.match(text, /\[redacted\]/);
    if (mode === 'echo') assert.deepEqual(JSON.parse(text).suggestions, [], 'the body is still JSON');
  }
});

test('an HTML or untyped 2xx is a 502 in JSON; an error keeps its status, as JSON or plain text, never HTML', async () => {
  for (const mode of ['html', 'untyped']) {
    const warnings: string[] = [];
    const { status, headers, body } = await read(await handlerFor(mode, warnings)(pageGet(LOOKUP)));
    assert.equal(status, 502, mode);
    assert.match(headers.get('Content-Type') ?? '', /^application\/json/);
    assert.match(JSON.stringify(body), /not JSON/);
    assert.equal(warnings.length, 1, mode);
  }
  const unavailable = await handlerFor('html-503')(pageGet(LOOKUP));
  assert.equal(unavailable.status, 503);
  assert.equal(unavailable.headers.get('Retry-After'), '7');
  assert.match(unavailable.headers.get('Content-Type') ?? '', /^application\/json/);
  assert.doesNotMatch(await unavailable.text(), /script|<h1>/);
  const refused = await handlerFor('plain-401')(pageGet(LOOKUP));
  assert.equal(refused.status, 401);
  assert.equal(refused.headers.get('Content-Type'), 'text/plain; charset=utf-8');
  assert.equal(refused.headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(await refused.text(), 'Unauthorized (1587658904) for [redacted]\n');
});

test('a body without end, or a gzip bomb, is a 502 once past maxAnswerBytes, and is not held', async () => {
  for (const mode of ['endless', 'bomb']) {
    const warnings: string[] = [];
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const { status, body } = await read(await handlerFor(mode, warnings)(pageGet(LOOKUP)));
    const grown = (process.memoryUsage().rss - before) / MB;
    assert.equal(status, 502, mode);
    assert.match(JSON.stringify(body), /more than the handler takes/);
    assert.match(warnings[0], /answered more than 1048576 bytes/);
    assert.ok(grown < 64, `${mode}: the process grew by ${grown.toFixed(0)} MB`);
  }
  assert.ok(written.endless < 32 * MB, `the endless answer was read no further: ${written.endless / MB} MB written`);
  // Zeros compress a thousandfold: the socket's buffers hold tens of megabytes' worth when the reading stops.
  assert.ok(written.bomb < 100 * MB, `the bomb was inflated no further: ${written.bomb / MB} of 300 MB fed to gzip`);
});

test('maxAnswerBytes is an option: a smaller cap refuses a normal answer above it', async () => {
  const handler = createAddressHandler({
    ...SECRET,
    allowedOrigins: [SHOP],
    upstream: { usAutocomplete: `${base}/echo` },
    throttle: false,
    maxAnswerBytes: 16,
    logger: { warn: () => undefined },
  });
  assert.equal((await handler(pageGet(LOOKUP))).status, 502);
  assert.throws(
    () => createAddressHandler({ ...SECRET, allowedOrigins: [SHOP], maxAnswerBytes: 0 }),
    /options\.maxAnswerBytes/,
  );
});
