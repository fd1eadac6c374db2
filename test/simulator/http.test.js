// The simulator's HTTP shell, over real sockets, with stand-in handlers (the endpoint handlers have their own tests).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulatorServer, parseFaults } from '../../demo/simulator/server.js';

/** @type {Array<{ name: string, params: Record<string, string>, addressId?: string }>} */
const seen = [];
const record = (name) => (params, context) => {
  seen.push({ name, params: Object.fromEntries(params), context });
  return { status: 200, body: { suggestions: [{ street_line: name }] } };
};
const handlers = {
  usAutocompleteV2: record('v2'),
  usAutocompletePro: record('pro'),
  usStreetAddress: record('street'),
  intlLookup: record('intl'),
  intlLookupAddressId: (addressId, params) => {
    seen.push({ name: 'intl-id', params: Object.fromEntries(params), addressId });
    return { status: 200, body: { candidates: [] } };
  },
  intlPostalLookup: record('postal'),
};

let clock = 0;
let simulator;
before(async () => {
  simulator = await startSimulatorServer({ port: 0, handlers, now: () => clock });
});
after(() => simulator.close());

const get = (path, headers = {}) =>
  fetch(`${simulator.url}${path}`, { headers: { Origin: 'http://localhost:5173', ...headers } });
const KEY = 'key=demo-embedded-key';
const REFERER = 'http://localhost:5173/checkout';

test('routes the six endpoints to their handlers, without key or fault parameters', async () => {
  seen.length = 0;
  for (const path of [
    `/us-autocomplete/v2/lookup?${KEY}&search=1`,
    `/us-autocomplete/lookup?${KEY}&search=2`,
    `/us-street/street-address?${KEY}&street=3`,
    `/international-autocomplete/v2/lookup?${KEY}&country=CAN&search=4&simulator_fault=latency:0`,
    `/international-postal-code/lookup?${KEY}&country=GBR&postal_code=M1`,
  ]) {
    assert.equal((await get(path)).status, 200, path);
  }
  assert.deepEqual(
    seen.map((call) => call.name),
    ['v2', 'pro', 'street', 'intl', 'postal'],
  );
  assert.deepEqual(seen[3].params, { country: 'CAN', search: '4' });
});

test("hands the key's shopper city (where geolocation locates the caller) to the US autocomplete handlers", async () => {
  seen.length = 0;
  await get(`/us-autocomplete/v2/lookup?${KEY}&search=1`);
  await get('/us-autocomplete/lookup?key=demo-throttled-key&search=1');
  assert.deepEqual(seen[0].context, { shopper: { city: 'Boulder', state: 'CO' } });
  assert.deepEqual(seen[1].context, { shopper: { city: 'Portland', state: 'OR' } });
});

test('decodes the address_id path segment', async () => {
  seen.length = 0;
  const id = 'PD4DPC8D+/=';
  const response = await get(`/international-autocomplete/v2/lookup/${encodeURIComponent(id)}?${KEY}&country=CAN`);
  assert.equal(response.status, 200);
  assert.equal(seen[0].addressId, id);
});

test('answers 401 without a key, with an unknown key, and for a host the key does not list', async () => {
  for (const [path, headers] of [
    ['/us-autocomplete/v2/lookup?search=1', {}],
    ['/us-autocomplete/v2/lookup?key=nope&search=1', {}],
    [`/us-autocomplete/v2/lookup?${KEY}&search=1`, { Origin: 'https://shop.example' }],
    [`/us-autocomplete/v2/lookup?${KEY}&search=1`, { Origin: '', Referer: 'https://evil.example/checkout' }],
  ]) {
    const response = await get(path, headers);
    assert.equal(response.status, 401, `${path} ${JSON.stringify(headers)}`);
    const body = await response.json();
    assert.equal(body.errors[0].id, 1611079217);
    assert.match(body.errors[0].message, /key|host|Authentication/);
  }
});

test('answers 401 to a request with neither Origin nor Referer (curl without -H), as the service does', async () => {
  for (const key of ['demo-embedded-key', 'demo-no-subscription-key', 'demo-throttled-key']) {
    const response = await fetch(`${simulator.url}/us-autocomplete/v2/lookup?key=${key}&search=1`);
    assert.equal(response.status, 401, key);
    const body = await response.json();
    assert.equal(body.errors[0].id, 1611079217);
    assert.match(body.errors[0].message, /Referer/);
  }
  for (const path of [
    `/us-autocomplete/lookup?${KEY}&search=1`,
    `/us-street/street-address?${KEY}&street=1`,
    `/international-autocomplete/v2/lookup?${KEY}&country=CAN&search=1`,
  ]) {
    assert.equal((await fetch(`${simulator.url}${path}`)).status, 401, path);
  }
});

test('answers 401 to Origin: null (an opaque origin names no host), even with an authorized Referer', async () => {
  for (const headers of [{ Origin: 'null' }, { Origin: 'null', Referer: 'http://localhost:5173/checkout' }]) {
    const response = await fetch(`${simulator.url}/us-autocomplete/v2/lookup?${KEY}&search=1`, { headers });
    assert.equal(response.status, 401, JSON.stringify(headers));
    assert.equal((await response.json()).errors[0].id, 1611079217);
  }
});

test('accepts a Referer alone (no Origin) from an authorized host', async () => {
  seen.length = 0;
  for (const referer of ['http://localhost:5173/checkout?step=2', 'http://127.0.0.1:8787/', 'https://localhost/']) {
    const response = await fetch(`${simulator.url}/us-autocomplete/v2/lookup?${KEY}&search=1`, {
      headers: { Referer: referer },
    });
    assert.equal(response.status, 200, referer);
  }
  assert.equal(seen.length, 3);
});

test('answers 402 for a key without a subscription', async () => {
  const response = await get('/us-autocomplete/v2/lookup?key=demo-no-subscription-key&search=1');
  assert.equal(response.status, 402);
  assert.match((await response.json()).errors[0].message, /subscription/);
});

test('throttles a key past its rate with 429 and an exposed Retry-After, then lets it through', async () => {
  clock = 10_000;
  const path = '/us-autocomplete/v2/lookup?key=demo-throttled-key&search=1';
  assert.equal((await get(path)).status, 200);
  assert.equal((await get(path)).status, 200);
  const limited = await get(path);
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '1');
  assert.equal(limited.headers.get('access-control-expose-headers'), 'Retry-After');
  clock += 1000;
  assert.equal((await get(path)).status, 200);
});

test('sends CORS headers and answers preflights', async () => {
  const response = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1`);
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  const preflight = await fetch(`${simulator.url}/us-autocomplete/v2/lookup`, {
    method: 'OPTIONS',
    headers: { Referer: REFERER },
  });
  assert.equal(preflight.status, 204);
  assert.match(preflight.headers.get('access-control-allow-methods'), /GET/);
});

test('refuses other methods and unknown paths', async () => {
  const post = await fetch(`${simulator.url}/us-autocomplete/v2/lookup?${KEY}`, {
    method: 'POST',
    headers: { Referer: REFERER },
  });
  assert.equal(post.status, 405);
  assert.equal((await get(`/us-autocomplete/v3/lookup?${KEY}`)).status, 404);
});

test('faults: a status, with the service error body shape', async () => {
  for (const status of [400, 422, 500, 504]) {
    const response = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=status:${status}`);
    assert.equal(response.status, status);
    assert.ok(Array.isArray((await response.json()).errors));
  }
  const limited = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1`, { 'X-Simulator-Fault': 'status:429' });
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '1');
});

test('faults: latency delays the answer', async () => {
  const start = performance.now();
  await get(`/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=latency:150`);
  assert.ok(performance.now() - start >= 140);
});

test('faults: a malformed 200 body', async () => {
  const response = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=malformed`);
  assert.equal(response.status, 200);
  await assert.rejects(response.json());
});

test('faults: a dropped connection', async () => {
  await assert.rejects(get(`/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=drop`));
});

test('faults: an error without CORS headers, and a 429 whose Retry-After is not exposed', async () => {
  const noCors = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=nocors`);
  assert.equal(noCors.status, 500);
  assert.equal(noCors.headers.get('access-control-allow-origin'), null);
  const hidden = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=429-hidden`);
  assert.equal(hidden.status, 429);
  assert.equal(hidden.headers.get('access-control-expose-headers'), null);
});

test('parses fault lists; an item it cannot read is listed as unknown', () => {
  assert.deepEqual(parseFaults('latency:200, status:503,bogus,drop,latency:-1,body:{,hang'), {
    latencyMs: 200,
    jitterMs: 0,
    status: 503,
    malformed: false,
    drop: true,
    noCors: false,
    hidden429: false,
    hang: true,
    unknown: ['bogus', 'latency:-1', 'body:{'],
  });
  assert.deepEqual(parseFaults('retry-after:date:3,slow-short:8:1500,body:{"a":"b:c"}'), {
    latencyMs: 0,
    jitterMs: 0,
    malformed: false,
    drop: false,
    noCors: false,
    hidden429: false,
    hang: false,
    retryAfter: 'date:3',
    slowShort: { chars: 8, ms: 1500 },
    body: '{"a":"b:c"}',
    unknown: [],
  });
});

test('faults: an unknown switch is refused with 400 naming it, never ignored', async () => {
  const response = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=latency:1,dorp`);
  assert.equal(response.status, 400);
  assert.match((await response.json()).errors[0].message, /Unknown simulator fault: dorp/);
});

test("faults: a 429's Retry-After as asked: unreadable text, an HTTP-date, or none", async () => {
  const limited = (retryAfter) =>
    get(`/us-autocomplete/v2/lookup?${KEY}&search=1`, { 'X-Simulator-Fault': `status:429,retry-after:${retryAfter}` });
  const soon = await limited('soon');
  assert.equal(soon.status, 429);
  assert.equal(soon.headers.get('retry-after'), 'soon');
  assert.equal(soon.headers.get('access-control-expose-headers'), 'Retry-After');
  clock = Date.UTC(2026, 10, 26, 12, 0, 0);
  try {
    const dated = await limited('date:2');
    assert.equal(dated.headers.get('retry-after'), 'Thu, 26 Nov 2026 12:00:02 GMT');
  } finally {
    clock = 0;
  }
  const none = await limited('none');
  assert.equal(none.status, 429);
  assert.equal(none.headers.get('retry-after'), null);
});

test('faults: body puts JSON of another shape (URL-encoded when it holds commas) in the place of a 200 answer, and only of a 200', async () => {
  for (const body of ['{"suggestions":"x"}', '[]', '{"candidates":{}}', 'null']) {
    const response = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1`, { 'X-Simulator-Fault': `body:${body}` });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(await response.text(), body);
  }
  const rows = '{"suggestions":[{"street_line":"1 Main St","zipcode":501},{"street_line":"2 Main St"}]}';
  const encoded = await get(`/us-autocomplete/v2/lookup?${KEY}&search=1`, {
    'X-Simulator-Fault': `latency:0,body:${encodeURIComponent(rows)}`,
  });
  assert.equal(await encoded.text(), rows);
  const refused = await get('/us-autocomplete/v2/lookup?key=no-such-key&search=1', { 'X-Simulator-Fault': 'body:[]' });
  assert.equal(refused.status, 401);
});

test('faults: slow-short answers a shorter search after a longer one sent later (out of order)', async () => {
  const fault = 'slow-short:4:1500';
  const order = [];
  const first = get(`/us-autocomplete/v2/lookup?${KEY}&search=123`, { 'X-Simulator-Fault': fault }).then(() =>
    order.push('123'),
  );
  const second = get(`/us-autocomplete/v2/lookup?${KEY}&search=1234`, { 'X-Simulator-Fault': fault }).then(() =>
    order.push('1234'),
  );
  await Promise.all([first, second]);
  assert.deepEqual(order, ['1234', '123']);
});

test('faults: hang never answers; the request ends when its client gives up', async () => {
  // A server of its own: closing it waits for every request, so it shows the hung one ended.
  const own = await startSimulatorServer({ port: 0, handlers, now: () => clock });
  const abort = new AbortController();
  let settled = false;
  const hanging = fetch(`${own.url}/us-autocomplete/v2/lookup?${KEY}&search=1&simulator_fault=hang`, {
    headers: { Origin: 'http://localhost:5173' },
    signal: abort.signal,
  }).finally(() => {
    settled = true;
  });
  // A request sent after it is answered while it still waits.
  const later = await fetch(`${own.url}/us-autocomplete/v2/lookup?${KEY}&search=2`, {
    headers: { Origin: 'http://localhost:5173' },
  });
  assert.equal(later.status, 200);
  await later.text();
  assert.equal(settled, false);
  abort.abort();
  await assert.rejects(hanging, { name: 'AbortError' });
  await own.close();
});
