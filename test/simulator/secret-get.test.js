// Secret keys on the simulator's GET endpoints (spec "Authentication": "Secret keys allow GET and POST"), as a shop's
// proxy sends them: no host check, 401 for a wrong pair (naming neither value), the rate limit per auth-id, and the
// shopper located from X-Forwarded-For (documentation addresses only; an unknown or absent one locates nobody).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulatorServer } from '../../demo/simulator/server.js';
import { GEOLOCATED_ADDRESSES, shopperForwardedFor } from '../../demo/simulator/secret/get-caller.js';

let simulator;
let throttled;
let clock = 0;
before(async () => {
  simulator = await startSimulatorServer({ port: 0, warmUp: false });
  throttled = await startSimulatorServer({ port: 0, warmUp: false, requestsPerSecond: 2, now: () => clock });
});
after(() => Promise.all([simulator.close(), throttled.close()]));

const SECRET = 'auth-id=demo-auth-id&auth-token=demo-auth-token';
const BASIC = `Basic ${Buffer.from('demo-auth-id:demo-auth-token').toString('base64')}`;

async function get(path, headers = {}, server = simulator) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

test('every GET endpoint takes the secret pair by query (method A) or Basic (method B), with no Origin or Referer', async () => {
  for (const path of [
    '/us-autocomplete/v2/lookup?search=123+Main',
    '/us-autocomplete/lookup?search=123+Main',
    '/us-street/street-address?street=1600+Pennsylvania+Ave&zipcode=43571',
    '/international-autocomplete/v2/lookup?country=CAN&search=100',
    '/international-postal-code/lookup?country=GBR&postal_code=SW1',
  ]) {
    const byQuery = await get(`${path}&${SECRET}`);
    assert.equal(byQuery.status, 200, `${path} (query): ${JSON.stringify(byQuery.body)}`);
    const byHeader = await get(path, { Authorization: BASIC });
    assert.equal(byHeader.status, 200, `${path} (Basic): ${JSON.stringify(byHeader.body)}`);
    assert.deepEqual(byHeader.body, byQuery.body, path);
  }
});

test('a wrong pair, half a pair, or a secret pair next to an embedded key is 401, naming neither value', async () => {
  for (const [query, headers] of [
    ['auth-id=demo-auth-id&auth-token=wrong-token-value', {}],
    ['auth-id=someone-else&auth-token=demo-auth-token', {}],
    ['auth-id=demo-auth-id', {}],
    ['', { Authorization: `Basic ${Buffer.from('demo-auth-id:wrong-token-value').toString('base64')}` }],
    [`key=demo-embedded-key&${SECRET}`, { Origin: 'http://localhost:5173' }],
    ['key=demo-embedded-key', { Origin: 'http://localhost:5173', Authorization: BASIC }],
  ]) {
    const answer = await get(`/us-autocomplete/v2/lookup?search=123+Main&${query}`, headers);
    assert.equal(answer.status, 401, `${query} ${JSON.stringify(headers)}`);
    assert.doesNotMatch(answer.body.errors[0].message, /demo-auth|wrong-token|someone-else/);
  }
});

const SEARCH = '/us-autocomplete/v2/lookup?search=123+Main';
const cities = (body) => body.suggestions.map((row) => `${row.city} ${row.state}`);

test('X-Forwarded-For places the shopper: prefer_geolocation=city puts their city first (US v2 and Pro)', async () => {
  for (const path of [SEARCH, '/us-autocomplete/lookup?search=123+Main']) {
    const boulder = await get(`${path}&${SECRET}`, { 'X-Forwarded-For': '203.0.113.7' });
    assert.equal(cities(boulder.body)[0], 'Boulder CO', path);
    const portland = await get(`${path}&${SECRET}`, { 'X-Forwarded-For': '198.51.100.23, 10.0.0.1' });
    assert.equal(cities(portland.body)[0], 'Portland OR', path);
    const nowhere = await get(`${path}&${SECRET}&prefer_geolocation=none`, { 'X-Forwarded-For': '203.0.113.7' });
    assert.ok(!cities(nowhere.body).includes('Boulder CO'), 'prefer_geolocation=none ignores the location');
  }
});

test('an unknown, private, malformed or absent X-Forwarded-For locates nobody', async () => {
  const unlocated = (await get(`${SEARCH}&${SECRET}&prefer_geolocation=none`)).body;
  for (const forwarded of [undefined, '192.0.2.99', '10.1.2.3', 'not an address', '']) {
    const headers = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
    const answer = await get(`${SEARCH}&${SECRET}`, headers);
    assert.deepEqual(answer.body, unlocated, String(forwarded));
  }
});

test('the table is documentation addresses only, and the first entry of the header is the client', () => {
  for (const address of Object.keys(GEOLOCATED_ADDRESSES)) {
    assert.match(address, /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$|^2001:db8:/);
  }
  assert.deepEqual(shopperForwardedFor('10.0.0.1, 203.0.113.7'), undefined);
  assert.deepEqual(shopperForwardedFor(' 203.0.113.7 ,10.0.0.1'), { city: 'Boulder', state: 'CO' });
  assert.deepEqual(shopperForwardedFor('2001:DB8::7'), { city: 'Seattle', state: 'WA' });
});

test('the rate limit counts per auth-id, apart from the embedded keys; its 429 carries Retry-After', async () => {
  clock = 10_000;
  const secretGet = () => get(`${SEARCH}&${SECRET}`, {}, throttled);
  const embeddedGet = () => get(`${SEARCH}&key=demo-embedded-key`, { Origin: 'http://localhost:5173' }, throttled);
  assert.equal((await secretGet()).status, 200);
  assert.equal((await secretGet()).status, 200);
  const third = await secretGet();
  assert.equal(third.status, 429);
  assert.equal(third.headers.get('Retry-After'), '1');
  assert.equal((await embeddedGet()).status, 200, 'the embedded key has its own budget');
  clock += 1000;
  assert.equal((await secretGet()).status, 200, 'a second later the pair may ask again');
});
