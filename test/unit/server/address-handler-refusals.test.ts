// What the address handler refuses, and with which answer: unknown paths (404), wrong methods (405 with Allow),
// pages of other origins (403), pasted text of the wrong type (415), too large (413), blank or not UTF-8 (400).
// Nothing refused reaches the service. And malformed lookups the service refuses pass its 400/422 through.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SHOP, handlerOn, pageGet, pagePost, read, startSimulator, type Simulator } from './handler-harness.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator();
});
after(() => simulator.close());

const LOOKUP = '/address/us-autocomplete/v2/lookup?search=123+Main';
const ADDRESS = '1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571';

function errorMessage(body: unknown): string {
  const errors = (body as { errors?: Array<{ message?: unknown }> }).errors;
  assert.ok(
    Array.isArray(errors) && typeof errors[0].message === 'string',
    `not the error shape: ${JSON.stringify(body)}`,
  );
  return errors[0].message as string;
}

test('404 for a path that is no route, under the prefix or outside it', async () => {
  const { handler, requests } = handlerOn(simulator);
  for (const path of [
    '/address',
    '/address/',
    '/address/us-autocomplete',
    '/address/us-autocomplete/v3/lookup',
    '/address/us-street/street-address/extra',
    '/address/international-autocomplete/v2/lookup/a/b',
    '/address/international-autocomplete/v2/lookup/%E0%A4%A',
    '/us-autocomplete/v2/lookup',
    '/addressus-autocomplete/v2/lookup',
  ]) {
    const { status, body } = await read(await handler(pageGet(path)));
    assert.equal(status, 404, path);
    errorMessage(body);
  }
  assert.equal(requests.length, 0);
});

test('a trailing slash is the same route; a custom prefix moves every route', async () => {
  const { handler } = handlerOn(simulator, { prefix: '/shop/api' });
  assert.equal((await handler(pageGet('/shop/api/us-autocomplete/v2/lookup/?search=123+Main'))).status, 200);
  assert.equal((await handler(pageGet(LOOKUP))).status, 404);
});

test('405 with Allow for a known path and another method (HEAD and OPTIONS too)', async () => {
  const { handler, requests } = handlerOn(simulator);
  for (const method of ['POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']) {
    const response = await handler(new Request(`${SHOP}${LOOKUP}`, { method, headers: { Origin: SHOP } }));
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.get('Allow'), 'GET', method);
  }
  for (const method of ['GET', 'PUT', 'HEAD']) {
    const response = await handler(new Request(`${SHOP}/address/us-extract`, { method, headers: { Origin: SHOP } }));
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.get('Allow'), 'POST', method);
  }
  assert.equal(requests.length, 0);
});

test('403 for pages of other origins, whichever header tells; each listed origin and same-origin pass', async () => {
  const { handler, requests } = handlerOn(simulator, { allowedOrigins: [SHOP, 'https://www.shop.example'] });
  const refused: Array<Record<string, string>> = [
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    { Origin: 'https://shop.example.evil.example', 'Sec-Fetch-Site': 'same-origin' },
    { 'Sec-Fetch-Site': 'cross-site', Referer: `${SHOP}/checkout` },
    { 'Sec-Fetch-Site': 'same-site' },
    { 'Sec-Fetch-Site': 'none' },
    { Referer: 'https://evil.example/page' },
    { Referer: 'not a url' },
    {},
  ];
  for (const headers of refused) {
    const { status, body } = await read(await handler(new Request(`${SHOP}${LOOKUP}`, { headers })));
    assert.equal(status, 403, JSON.stringify(headers));
    errorMessage(body);
  }
  assert.equal(requests.length, 0, 'nothing refused reaches the service');
  const passing: Array<Record<string, string>> = [
    { Origin: SHOP },
    { Origin: 'https://www.shop.example' },
    { 'Sec-Fetch-Site': 'same-origin' },
    { Referer: `${SHOP}/checkout?step=2` },
  ];
  for (const headers of passing) {
    const response = await handler(new Request(`${SHOP}${LOOKUP}`, { headers }));
    assert.equal(response.status, 200, JSON.stringify(headers));
  }
  const foreignPost = await handler(pagePost('/address/us-extract', ADDRESS, { Origin: 'https://evil.example' }));
  assert.equal(foreignPost.status, 403);
});

test('the pasted text must be text/plain in UTF-8 (415), within maxBytes (413), not blank or broken (400)', async () => {
  // The route's limit raised to US Extract's own; the default, 4,096 bytes, is extract-limits.test.ts's.
  const { handler, requests } = handlerOn(simulator, { extract: { maxBytes: 65_536 } });
  for (const type of ['application/json', 'text/plain; charset=latin1', 'text/html', 'multipart/form-data']) {
    const response = await handler(pagePost('/address/us-extract', ADDRESS, { 'Content-Type': type }));
    assert.equal(response.status, 415, type);
  }
  const untyped = new Request(`${SHOP}/address/us-extract`, {
    method: 'POST',
    headers: { Origin: SHOP },
    body: new Uint8Array([0x31]),
  });
  assert.equal((await handler(untyped)).status, 415, 'no Content-Type');
  for (const type of ['text/plain', 'text/plain; charset=utf-8', 'Text/Plain; Charset="UTF-8"']) {
    const response = await handler(pagePost('/address/us-extract', ADDRESS, { 'Content-Type': type }));
    assert.equal(response.status, 200, type);
  }
  const over = await read(await handler(pagePost('/address/us-extract', `${ADDRESS}\n${'x'.repeat(65_537)}`)));
  assert.equal(over.status, 413);
  assert.match(errorMessage(over.body), /65,536 bytes/);
  const exact = `${ADDRESS}\n`.padEnd(65_536, 'x');
  assert.equal(new TextEncoder().encode(exact).length, 65_536);
  assert.equal((await handler(pagePost('/address/us-extract', exact))).status, 200, 'exactly 65,536 bytes is read');
  assert.equal((await handler(pagePost('/address/us-extract', '  \n\t '))).status, 400, 'blank');
  assert.equal((await handler(pagePost('/address/us-extract', new Uint8Array([0x31, 0xff])))).status, 400, 'not UTF-8');
  assert.equal(requests.length, 4, 'only the accepted texts reached the service');
});

test('an oversized body is refused without being read to its end', async () => {
  const { handler } = handlerOn(simulator);
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new Uint8Array(16_384).fill(0x61));
    },
  });
  const request = new Request(`${SHOP}/address/us-extract`, {
    method: 'POST',
    headers: { Origin: SHOP, 'Content-Type': 'text/plain' },
    body: endless,
    duplex: 'half',
  } as RequestInit);
  assert.equal((await handler(request)).status, 413);
  assert.ok(pulled <= 8, `${pulled} chunks of 16 KB were pulled for a 64 KB limit`);
  const declared = new Request(`${SHOP}/address/us-extract`, {
    method: 'POST',
    headers: { Origin: SHOP, 'Content-Type': 'text/plain', 'Content-Length': '1000000' },
    body: 'short',
  });
  assert.equal((await handler(declared)).status, 413, 'a declared length over the limit is refused at once');
});

test("malformed lookups get the service's own 400 and 422, status and body unchanged", async () => {
  const { handler, requests } = handlerOn(simulator);
  for (const [path, status] of [
    ['/address/us-autocomplete/v2/lookup?search=', 422],
    [`/address/us-autocomplete/v2/lookup?search=${'x'.repeat(40)}`, 422],
    ['/address/us-autocomplete/lookup?search=1&max_results=20', 422],
    ['/address/us-street/street-address?city=Boulder', 400],
    ['/address/us-street/street-address?street=1&candidates=11', 422],
    ['/address/international-autocomplete/v2/lookup?search=100', 422],
    ['/address/international-postal-code/lookup?country=USA', 422],
  ] as const) {
    const response = await handler(pageGet(path));
    const text = await response.text();
    assert.equal(response.status, status, path);
    const direct = await fetch(requests.at(-1)!.url, { headers: requests.at(-1)!.headers });
    assert.equal(text, await direct.text(), `${path}: the body is the service's`);
    errorMessage(JSON.parse(text));
  }
});
