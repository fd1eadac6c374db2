// What the handler sends upstream and what it hands back: only documented query parameters, only its own headers
// (the secret key, the shopper's address from a trusted source), the service's status, body, Content-Type and
// Retry-After, and its own 502/504 when the service cannot be reached or does not answer in time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { SHOP, handlerOn, pageGet, read, recordingFetch, startSimulator, type Simulator } from './handler-harness.js';
import { US_V2_QUERY, US_STREET_QUERY } from '../../../src/server/query-allow-list.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator();
});
after(() => simulator.close());

test("the page's key, credentials, fault switch and unknown parameters never reach the service", async () => {
  const { handler, requests } = handlerOn(simulator);
  const query = new URLSearchParams([
    ['key', 'page-embedded-key'],
    ['auth-id', 'page-id'],
    ['auth-token', 'page-token'],
    ['AUTH-TOKEN', 'page-token'],
    ['simulator_fault', 'status:500'],
    ['search', '123 Main'],
    ['unknown', '1'],
    ['max_results', '3'],
    ['exclude', 'po-box'],
    ['prefer_geolocation', 'none'],
    ['search ', 'padded name'],
  ]);
  const response = await handler(pageGet(`/address/us-autocomplete/v2/lookup?${query}`));
  assert.equal(response.status, 200);
  assert.equal((await read(response)).status, 200);
  assert.deepEqual(
    [...requests[0].url.searchParams],
    [
      ['search', '123 Main'],
      ['max_results', '3'],
      ['exclude', 'po-box'],
      ['prefer_geolocation', 'none'],
    ],
  );
});

test("each route passes its own table's names: Pro has no exclude, US Street takes its input fields", async () => {
  const { handler, requests } = handlerOn(simulator);
  await handler(pageGet('/address/us-autocomplete/lookup?search=123+Main&exclude=po-box&source=all'));
  assert.deepEqual([...requests[0].url.searchParams.keys()], ['search', 'source']);
  const street = new URLSearchParams(US_STREET_QUERY.map((name) => [name, name === 'candidates' ? '2' : 'x']));
  street.set('street', '1600 Pennsylvania Ave');
  street.set('zipcode', '43571');
  street.set('match', 'strict');
  street.set('format', 'default');
  street.delete('features');
  street.delete('county_source');
  await handler(pageGet(`/address/us-street/street-address?${street}&key=k&search=no`));
  assert.deepEqual([...requests[1].url.searchParams.keys()], [...street.keys()]);
  assert.ok(US_V2_QUERY.includes('exclude') && US_V2_QUERY.includes('selected'));
});

test("the page's own headers stay behind: its cookies, authorization, X-Forwarded-For and Referer", async () => {
  const { handler, requests } = handlerOn(simulator);
  await handler(
    pageGet('/address/us-autocomplete/v2/lookup?search=123+Main', {
      Cookie: 'session=shopper-session',
      Authorization: 'Bearer page-token',
      'X-Forwarded-For': '198.51.100.23',
      Referer: `${SHOP}/checkout`,
    }),
  );
  const sent = Object.fromEntries(requests[0].headers);
  assert.deepEqual(Object.keys(sent).sort(), ['accept', 'authorization']);
  assert.match(sent.authorization, /^Basic /);
});

const SEARCH = '/address/us-autocomplete/v2/lookup?search=123+Main';
async function firstCity(handler: ReturnType<typeof handlerOn>['handler'], request: Request, clientAddress?: string) {
  const { status, body } = await read(await handler(request, clientAddress === undefined ? {} : { clientAddress }));
  assert.equal(status, 200);
  const [first] = (body as { suggestions: Array<{ city: string; state: string }> }).suggestions;
  return `${first.city} ${first.state}`;
}

test("by default the shopper's address is the connection's, never a header; the simulator locates it", async () => {
  const { handler, requests } = handlerOn(simulator);
  const forged = { 'X-Forwarded-For': '198.51.100.23', 'CF-Connecting-IP': '198.51.100.23' };
  assert.equal(await firstCity(handler, pageGet(SEARCH, forged), '203.0.113.7'), 'Boulder CO');
  assert.equal(requests[0].headers.get('X-Forwarded-For'), '203.0.113.7');
  assert.equal(await firstCity(handler, pageGet(SEARCH), '::ffff:198.51.100.23'), 'Portland OR');
  assert.equal(requests[1].headers.get('X-Forwarded-For'), '198.51.100.23', 'an IPv4-mapped address is sent as IPv4');
  await firstCity(handler, pageGet(SEARCH, forged));
  assert.equal(requests[2].headers.get('X-Forwarded-For'), null, 'no connection address: none sent, none taken');
});

test('a trusted header names the shopper; X-Forwarded-For is counted from the right; invalid addresses are ignored', async () => {
  const byHeader = handlerOn(simulator, { clientAddress: { header: 'CF-Connecting-IP' } });
  assert.equal(
    await firstCity(byHeader.handler, pageGet(SEARCH, { 'CF-Connecting-IP': '198.51.100.23' }), '203.0.113.7'),
    'Portland OR',
  );
  await byHeader.handler(pageGet(SEARCH, { 'CF-Connecting-IP': '198.51.100.23, 203.0.113.7' }), {});
  await byHeader.handler(pageGet(SEARCH, { 'CF-Connecting-IP': 'localhost' }), { clientAddress: '203.0.113.7' });
  assert.deepEqual(
    byHeader.requests.map((request) => request.headers.get('X-Forwarded-For')),
    ['198.51.100.23', null, null],
  );

  const oneProxy = handlerOn(simulator, { clientAddress: { header: 'x-forwarded-for', trustedProxies: 1 } });
  const twoProxies = handlerOn(simulator, { clientAddress: { header: 'x-forwarded-for', trustedProxies: 2 } });
  const chain = { 'X-Forwarded-For': '198.51.100.23, 203.0.113.7, 10.0.0.9' };
  assert.equal(await firstCity(twoProxies.handler, pageGet(SEARCH, chain)), 'Boulder CO');
  await oneProxy.handler(pageGet(SEARCH, chain));
  await oneProxy.handler(pageGet(SEARCH, { 'X-Forwarded-For': '198.51.100.23, 999.1.1.1' }));
  await twoProxies.handler(pageGet(SEARCH, { 'X-Forwarded-For': '203.0.113.7' }));
  assert.deepEqual(
    twoProxies.requests.map((request) => request.headers.get('X-Forwarded-For')),
    ['203.0.113.7', null],
  );
  assert.deepEqual(
    oneProxy.requests.map((request) => request.headers.get('X-Forwarded-For')),
    ['10.0.0.9', null],
  );
});

test("the service's 5xx and 429 pass through with their status, body and Retry-After; its other headers do not", async () => {
  for (const [fault, status] of [
    ['status:503', 503],
    ['status:500', 500],
    ['status:429,retry-after:7', 429],
    ['status:402', 402],
    ['status:401', 401],
  ] as const) {
    const recorder = recordingFetch(fault);
    const { handler } = handlerOn(simulator, { fetch: recorder.fetch });
    const response = await handler(pageGet(SEARCH));
    const direct = await fetch(recorder.requests[0].url, { headers: recorder.requests[0].headers });
    assert.equal(response.status, status, fault);
    assert.equal(await response.text(), await direct.text(), fault);
    assert.equal(response.headers.get('Retry-After'), status === 429 ? '7' : null, fault);
    assert.equal(
      response.headers.get('Access-Control-Allow-Origin'),
      null,
      'the simulator sends CORS headers; not passed',
    );
    assert.equal(response.headers.get('Cache-Control'), 'no-store');
  }
  const withCookie: typeof fetch = async () =>
    new Response('{"suggestions":[]}', {
      headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'tracking=1', Server: 'upstream/1.0', Vary: 'x' },
    });
  const { handler } = handlerOn(simulator, { fetch: withCookie });
  const answer = await handler(pageGet(SEARCH));
  assert.deepEqual([...answer.headers.keys()].sort(), ['cache-control', 'content-type', 'x-content-type-options']);
});

test('a service that hangs is a 504 after timeoutMs; one that cannot be reached is a 502; both in the error shape', async () => {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) };
  const hanging = recordingFetch('hang');
  const slow = handlerOn(simulator, { fetch: hanging.fetch, timeoutMs: 300, logger });
  const timedOut = await read(await slow.handler(pageGet(SEARCH)));
  assert.equal(timedOut.status, 504);
  assert.match(JSON.stringify(timedOut.body), /did not answer within 300 ms/);
  const extract = await read(
    await slow.handler(
      new Request(`${SHOP}/address/us-extract`, {
        method: 'POST',
        headers: { Origin: SHOP, 'Content-Type': 'text/plain' },
        body: '1600 Pennsylvania Ave, Whitehouse, OH 43571',
      }),
    ),
  );
  assert.equal(extract.status, 504, 'the extract route too');

  const unreachable = handlerOn(simulator, {
    upstream: { usAutocomplete: 'http://127.0.0.1:9' },
    logger,
  });
  const failed = await read(await unreachable.handler(pageGet(SEARCH)));
  assert.equal(failed.status, 502);
  assert.deepEqual(failed.body, { errors: [{ message: 'The address service could not be reached.' }] });
  assert.equal(warnings.length, 3, warnings.join('\n'));
  assert.match(warnings[2], /^\[address handler\] \/v2\/lookup failed: /);
});

test("the shopper leaving cancels the call upstream (the page request's signal)", async () => {
  let upstreamSignal: AbortSignal | undefined;
  const watching: typeof fetch = (_input, init) => {
    upstreamSignal = init?.signal ?? undefined;
    return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  };
  const { handler } = handlerOn(simulator, { fetch: watching, logger: { warn: () => undefined } });
  const leaving = new AbortController();
  const answer = handler(new Request(`${SHOP}${SEARCH}`, { headers: { Origin: SHOP }, signal: leaving.signal }));
  await new Promise((resolve) => setImmediate(resolve));
  leaving.abort();
  await answer;
  assert.equal(upstreamSignal?.aborted, true);
});

test('a 200 extract answer that is not US Extract JSON is a 502, not a guess', async () => {
  const { handler } = handlerOn(simulator, {
    fetch: async () => new Response('<html>maintenance</html>', { headers: { 'Content-Type': 'text/html' } }),
    logger: { warn: () => undefined },
  });
  const response = await handler(
    new Request(`${SHOP}/address/us-extract`, {
      method: 'POST',
      headers: { Origin: SHOP, 'Content-Type': 'text/plain' },
      body: '1600 Pennsylvania Ave, Whitehouse, OH 43571',
    }),
  );
  assert.equal(response.status, 502);
});

test("malformed JSON from the service: a lookup's passes through as it came (the element reports it); an extract's is a 502", async () => {
  const recorder = recordingFetch('malformed');
  const { handler } = handlerOn(simulator, { fetch: recorder.fetch, logger: { warn: () => undefined } });
  const lookup = await handler(pageGet(SEARCH));
  const direct = await fetch(recorder.requests[0].url, { headers: recorder.requests[0].headers });
  const text = await lookup.text();
  assert.equal(lookup.status, 200);
  assert.equal(text, await direct.text());
  assert.throws(() => JSON.parse(text), SyntaxError, 'the body is cut off');
  // The simulator's malformed switch is for its GET routes: US Extract's real answer is cut off here instead.
  const cutOff: typeof fetch = async (input, init) => {
    const answer = await recordingFetch().fetch(input, init);
    return new Response((await answer.text()).slice(0, 20), { status: answer.status, headers: answer.headers });
  };
  const extractHandler = handlerOn(simulator, { fetch: cutOff, logger: { warn: () => undefined } }).handler;
  const extract = await read(
    await extractHandler(
      new Request(`${SHOP}/address/us-extract`, {
        method: 'POST',
        headers: { Origin: SHOP, 'Content-Type': 'text/plain' },
        body: '1600 Pennsylvania Ave, Whitehouse, OH 43571',
      }),
    ),
  );
  assert.equal(extract.status, 502);
  assert.match(JSON.stringify(extract.body), /not US Extract's/);
});
