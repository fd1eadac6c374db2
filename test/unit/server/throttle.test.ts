// The per-client throttle: the token bucket's arithmetic, the memory store's bound (idle buckets go first, no timer),
// the store interface the handler calls (so that a shared store can stand in), one warning per store outage, and a
// flood from one client through the handler on an injected clock: 429 with a whole-second Retry-After while another
// client still passes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { retryAfterSeconds, takeTokens, type ThrottleStore } from '../../../src/server/token-bucket.js';
import { createMemoryThrottleStore } from '../../../src/server/memory-throttle-store.js';
import { createAddressHandler } from '../../../src/server/address-handler.js';
import { DEFAULT_THROTTLE } from '../../../src/server/handler-options.js';
import { EXTRACT_COST } from '../../../src/server/extract-limits.js';
import { parseRetryAfter } from '../../../src/api/http.js';
import { AUTH, SHOP, handlerOn, pageGet, pagePost, read, startSimulator, type Simulator } from './handler-harness.js';

let simulator: Simulator;
before(async () => {
  // The service's own per-key limit is not what is tested here.
  simulator = await startSimulator({ requestsPerSecond: 10_000 });
});
after(() => simulator.close());

const POLICY = { capacity: 3, refillPerSecond: 2 };

test('a bucket starts full, refills at its rate up to capacity, and says how long until a refused cost fits', () => {
  let state = takeTokens(undefined, POLICY, 0, 1);
  assert.deepEqual(state.decision, { allowed: true, retryAfterMs: 0 });
  assert.equal(state.bucket.tokens, 2);
  state = takeTokens(state.bucket, POLICY, 0, 2);
  assert.equal(state.decision.allowed, true);
  state = takeTokens(state.bucket, POLICY, 100, 1);
  assert.deepEqual(state.decision, { allowed: false, retryAfterMs: 400 }, '0.2 tokens; 0.8 more at 2 a second');
  state = takeTokens(state.bucket, POLICY, 500, 1);
  assert.equal(state.decision.allowed, true);
  state = takeTokens(state.bucket, POLICY, 1_000_000, 0);
  assert.equal(state.bucket.tokens, 3, 'never above capacity');
  state = takeTokens({ tokens: 0, at: 5000 }, POLICY, 4000, 1);
  assert.equal(state.decision.allowed, false, 'a clock going back refills nothing');
  assert.deepEqual([0, 1, 999, 1000, 1001, 2500].map(retryAfterSeconds), [1, 1, 1, 1, 2, 3]);
});

test('the memory store keeps at most maxBuckets: refilled (idle) buckets go first, then the least recently used', () => {
  const store = createMemoryThrottleStore(4);
  for (const key of ['a', 'b', 'c', 'd']) store.take(key, POLICY, 0, 3);
  assert.equal(store.size, 4);
  // At 10 s every bucket has refilled, so all four are idle and the fifth key finds room without a guess.
  store.take('e', POLICY, 10_000, 3);
  assert.equal(store.size, 1);
  for (const key of ['f', 'g', 'h']) store.take(key, POLICY, 10_000, 3);
  store.take('e', POLICY, 10_000, 0); // e is now the most recently used
  store.take('i', POLICY, 10_000, 3);
  assert.ok(store.size <= 4, `${store.size} buckets`);
  assert.equal(store.take('e', POLICY, 10_000, 1).allowed, false, 'e was kept: still empty');
  assert.equal(store.take('f', POLICY, 10_000, 1).allowed, true, 'f, the least recently used, was dropped');
  for (let index = 0; index < 1000; index++) store.take(`flood-${index}`, POLICY, 10_000, 3);
  assert.ok(store.size <= 4, `${store.size} buckets after 1,000 keys`);
});

test('the handler asks the store once per request with the client key, the policy, the clock and the cost', async () => {
  const calls: Array<[string, object, number, number]> = [];
  let allow = true;
  const store: ThrottleStore = {
    async take(key, policy, now, cost) {
      calls.push([key, policy, now, cost]);
      return allow ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: 2500 };
    },
  };
  const { handler, requests } = handlerOn(simulator, {
    throttle: { capacity: 20, refillPerSecond: 1, store },
    extract: { maxBytes: 2048, maxLines: 20 },
    now: () => 42_000,
    logger: { warn: () => undefined },
  });
  await handler(pageGet('/address/us-autocomplete/v2/lookup?search=123+Main'), { clientAddress: '203.0.113.7' });
  await handler(pagePost('/address/us-extract', '1600 Pennsylvania Ave, Whitehouse, OH 43571'), {
    clientAddress: '2001:DB8::7',
  });
  await handler(pageGet('/address/us-autocomplete/v2/lookup?search=123+Main'));
  await handler(pageGet('/address/nothing-here'), { clientAddress: '203.0.113.7' });
  await handler(new Request(`${SHOP}/address/us-extract`), { clientAddress: '203.0.113.7' });
  assert.deepEqual(calls, [
    ['203.0.113.7', { capacity: 20, refillPerSecond: 1 }, 42_000, 1],
    ['2001:db8:0:0::/64', { capacity: 20, refillPerSecond: 1 }, 42_000, EXTRACT_COST],
    ['anonymous', { capacity: 20, refillPerSecond: 1 }, 42_000, 1],
  ]);
  allow = false;
  const refused = await handler(pageGet('/address/us-street/street-address?street=1'), { clientAddress: '192.0.2.1' });
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get('Retry-After'), '3');
  assert.equal(requests.length, 3, 'a refused request never reaches the service');
});

test('a store that fails (throws, or answers no decision) lets requests through and says so', async () => {
  const warnings: string[] = [];
  const { handler } = handlerOn(simulator, {
    throttle: {
      store: {
        take: () => {
          throw new Error('redis down');
        },
      },
    },
    logger: { warn: (message: string) => warnings.push(message) },
  });
  const response = await handler(pageGet('/address/us-autocomplete/v2/lookup?search=123+Main'), {
    clientAddress: '203.0.113.7',
  });
  assert.equal(response.status, 200);
  assert.deepEqual(warnings, ['[address handler] the throttle store failed: redis down']);
  const { handler: confused } = handlerOn(simulator, {
    throttle: { store: { take: async () => ({}) as never } },
    logger: { warn: (message: string) => warnings.push(message) },
  });
  const answer = await confused(pageGet('/address/us-autocomplete/v2/lookup?search=123+Main'), {
    clientAddress: '203.0.113.7',
  });
  assert.equal(answer.status, 200, 'a store that answers no decision is a failing store');
  assert.match(warnings[1], /take\(\) answered no/);
});

test('a store outage warns once: quiet while it keeps failing, one line when it works again', async () => {
  const warnings: string[] = [];
  let down = true;
  const { handler } = handlerOn(simulator, {
    throttle: {
      store: {
        take: async () => {
          if (down) throw new Error('connection refused');
          return { allowed: true, retryAfterMs: 0 };
        },
      },
    },
    logger: { warn: (message: string) => warnings.push(message) },
  });
  const lookup = async () =>
    (await handler(pageGet('/address/us-autocomplete/v2/lookup?search=123+Main'), { clientAddress: '203.0.113.7' }))
      .status;
  assert.deepEqual([await lookup(), await lookup(), await lookup()], [200, 200, 200], 'the outage lets requests pass');
  assert.deepEqual(warnings, ['[address handler] the throttle store failed: connection refused']);
  down = false;
  assert.deepEqual([await lookup(), await lookup()], [200, 200]);
  assert.equal(warnings.length, 2);
  assert.equal(warnings[1], '[address handler] the throttle store works again');
  down = true;
  await lookup();
  await lookup();
  assert.equal(warnings.length, 3, 'a second outage warns again, once');
  assert.match(warnings[2], /the throttle store failed: connection refused/);
});

test('a flood from one client gets 429 with Retry-After (readable by the page) while another client passes', async () => {
  let now = 1_000_000;
  const { handler, requests } = handlerOn(simulator, { throttle: {}, now: () => now });
  const flood = '203.0.113.7';
  const statuses: number[] = [];
  for (let index = 0; index < DEFAULT_THROTTLE.capacity + 5; index++) {
    const response = await handler(pageGet(`/address/us-autocomplete/v2/lookup?search=12${index}`), {
      clientAddress: flood,
    });
    statuses.push(response.status);
    if (response.status === 429) {
      const { body, headers } = await read(response);
      assert.equal(headers.get('Retry-After'), '1');
      assert.equal(parseRetryAfter(headers.get('Retry-After')), 1000, "the elements' own reading of it");
      assert.match(JSON.stringify(body), /Too many address requests/);
    } else await response.arrayBuffer();
  }
  assert.deepEqual(statuses, [...Array(60).fill(200), ...Array(5).fill(429)]);
  assert.equal(requests.length, 60, 'the refused requests never reached the service');
  const other = await handler(pageGet('/address/us-autocomplete/v2/lookup?search=123+Main'), {
    clientAddress: '198.51.100.23',
  });
  assert.equal(other.status, 200, 'another shopper is not held up');
  now += 200; // one token at 5 a second
  const again = await handler(pageGet('/address/us-autocomplete/v2/lookup?search=123+Mai'), { clientAddress: flood });
  assert.equal(again.status, 200);
  const extract = await handler(pagePost('/address/us-extract', '1600 Pennsylvania Ave, Whitehouse, OH 43571'), {
    clientAddress: flood,
  });
  assert.equal(extract.status, 429);
  assert.equal(extract.headers.get('Retry-After'), '2', `${EXTRACT_COST} tokens at 5 a second`);
});

test('throttle: false sends every request on; an anonymous client warns once that it shares a bucket', async () => {
  const warnings: string[] = [];
  const handler = createAddressHandler({
    ...AUTH,
    allowedOrigins: [SHOP],
    upstream: { usAutocomplete: `${simulator.url}/us-autocomplete` },
    throttle: { capacity: 10, refillPerSecond: 1 },
    extract: { maxBytes: 1024, maxLines: 10 },
    now: () => 0,
    logger: { warn: (message: string) => warnings.push(message) },
  });
  const statuses = [];
  for (let index = 0; index < 12; index++) {
    statuses.push((await handler(pageGet(`/address/us-autocomplete/v2/lookup?search=9${index}`))).status);
  }
  assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429], 'all anonymous requests share one bucket');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /share one throttle bucket/);
  const { handler: open } = handlerOn(simulator, { throttle: false, now: () => 0 });
  for (let index = 0; index < 12; index++) {
    assert.equal((await open(pageGet(`/address/us-autocomplete/v2/lookup?search=8${index}`))).status, 200);
  }
});
