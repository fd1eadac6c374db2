// The Redis throttle store against a real redis-server (started for this file on a free port; see
// test/support/redis-server.js): its option checks, the same decisions as takeTokens take by take, atomicity under
// concurrent takes from two connections, the keys' expiry, a forgotten script loaded again, and failing fast (a
// client that is not connected, a Redis that does not answer). The handlers' side (two instances, an outage) is in
// redis-throttle-handlers.test.ts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  createRedisThrottleStore,
  DEFAULT_REDIS_PREFIX,
  DEFAULT_REDIS_TIMEOUT_MS,
} from '../../../src/server/redis-throttle-store.js';
import { createMemoryThrottleStore } from '../../../src/server/memory-throttle-store.js';
import { takeTokens, type Bucket, type TokenBucketPolicy } from '../../../src/server/token-bucket.js';
import { startRedisServer, waitFor } from '../../support/redis-server.js';
import { connectedClient, withoutExpiry, recordingClient, TEST_TIMEOUT_MS, type RedisClient } from './redis-harness.js';

let server: Awaited<ReturnType<typeof startRedisServer>>;
let client: RedisClient;
let other: RedisClient;

before(async () => {
  server = await startRedisServer();
  ({ client } = await connectedClient(server.url));
  ({ client: other } = await connectedClient(server.url));
});

after(async () => {
  client?.destroy();
  other?.destroy();
  await server?.stop();
});

const options = { timeoutMs: TEST_TIMEOUT_MS };

test('createRedisThrottleStore checks its client and options when it is made, naming what is wrong', async () => {
  for (const wrong of [undefined, null, {}, { sendCommand: 'SET' }]) {
    assert.throws(() => createRedisThrottleStore(wrong as never), {
      name: 'TypeError',
      message: /^client must have a sendCommand\(args\) method/,
    });
  }
  const cases: Array<[unknown, string, RegExp]> = [
    ['address-throttle:', 'TypeError', /^options must be an object/],
    [null, 'TypeError', /^options must be an object/],
    [{ prefix: 7 }, 'TypeError', /^options\.prefix must be a string/],
    [{ timeout: 500 }, 'TypeError', /^options\.timeout is not prefix or timeoutMs/],
    [{ timeoutMs: 0 }, 'RangeError', /^options\.timeoutMs must be/],
    [{ timeoutMs: -1 }, 'RangeError', /^options\.timeoutMs must be/],
    [{ timeoutMs: Number.NaN }, 'RangeError', /^options\.timeoutMs must be/],
    [{ timeoutMs: Number.POSITIVE_INFINITY }, 'RangeError', /^options\.timeoutMs must be/],
    [{ timeoutMs: '200' }, 'RangeError', /^options\.timeoutMs must be/],
  ];
  for (const [wrong, name, message] of cases) {
    assert.throws(() => createRedisThrottleStore(client, wrong as never), { name, message }, JSON.stringify(wrong));
  }
  assert.equal(DEFAULT_REDIS_PREFIX, 'address-throttle:');
  assert.equal(DEFAULT_REDIS_TIMEOUT_MS, 200);
  // The defaults, on the real client as a shop passes it (its type fits the store's client interface as it is).
  const decision = await createRedisThrottleStore(client).take(
    '203.0.113.7',
    { capacity: 2, refillPerSecond: 1 },
    0,
    1,
  );
  assert.deepEqual(decision, { allowed: true, retryAfterMs: 0 });
  assert.equal(await client.exists('address-throttle:203.0.113.7'), 1);
  await createRedisThrottleStore(client, { prefix: 'shop-b:', ...options }).take('2001:db8::7', POLICY, 0, 1);
  assert.equal(await client.exists('shop-b:2001:db8::7'), 1);
});

const POLICY: TokenBucketPolicy = { capacity: 3, refillPerSecond: 2 };

/** A policy, a start time and takes (time step, cost), as arbitrary as the arithmetic allows. */
const takeSequence = fc.record({
  policy: fc.record({
    capacity: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0.5, max: 100, noNaN: true })),
    refillPerSecond: fc.oneof(
      fc.constantFrom(0.1, 1 / 3, 5, 1000),
      fc.double({ min: 0.001, max: 1000, noNaN: true, noDefaultInfinity: true }),
    ),
  }),
  start: fc.oneof(fc.constant(1_700_000_000_000), fc.integer({ min: 0, max: 2 ** 42 })),
  takes: fc.array(
    fc.record({
      // A step back is a clock going back: it must refill nothing.
      step: fc.oneof(fc.integer({ min: -2000, max: 5000 }), fc.double({ min: -5, max: 20_000, noNaN: true })),
      cost: fc.oneof(
        fc.constantFrom(0, 1, 10),
        fc.integer({ min: 0, max: 120 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
      ),
    }),
    { minLength: 1, maxLength: 25 },
  ),
});

test('every decision and every stored bucket is what takeTokens and the memory store make, take by take', async () => {
  const store = createRedisThrottleStore(withoutExpiry(client), { prefix: 'arithmetic:', ...options });
  let sequence = 0;
  await fc.assert(
    fc.asyncProperty(takeSequence, async ({ policy, start, takes }) => {
      const key = `sequence-${sequence++}`;
      const memory = createMemoryThrottleStore();
      let bucket: Bucket | undefined;
      let now = start;
      for (const [index, { step, cost }] of takes.entries()) {
        now += step;
        const decision = await store.take(key, policy, now, cost);
        assert.deepEqual(decision, memory.take(key, policy, now, cost), `take ${index}`);
        bucket = takeTokens(bucket, policy, now, cost).bucket;
        const stored = await client.hGetAll(`arithmetic:${key}`);
        assert.deepEqual(
          { tokens: Number(stored.tokens), at: Number(stored.at) },
          bucket,
          `bucket after take ${index}`,
        );
      }
    }),
    // A fixed seed, so that CI runs the same 80 sequences every time; a failure prints its counterexample.
    { seed: 23_31, numRuns: 80 },
  );
  // The cases the arithmetic turns on, by hand: a refusal's wait (0.2 tokens, 0.8 missing at 2 a second), a cost
  // above what is there and above capacity, a clock going back (no refill), a full bucket, and a cost no bucket holds.
  const named: Array<[number, number, boolean, number]> = [
    [0, 3, true, 0],
    [100, 1, false, 400],
    [100, 5, false, 1400],
    [50, 1, false, 400],
    [2000, 0, true, 0],
    [600, 2, true, 0],
    [2500, 4, false, 0],
  ];
  for (const [now, cost, allowed, retryAfterMs] of named) {
    assert.deepEqual(await store.take('named', POLICY, now, cost), { allowed, retryAfterMs }, `at ${now}, ${cost}`);
  }
});

test('concurrent takes through two connections on one key never allow more than the capacity', async () => {
  const policy = { capacity: 50, refillPerSecond: 0.001 };
  const stores = [client, other].map((connection) =>
    createRedisThrottleStore(connection, { prefix: 'race:', ...options }),
  );
  const decisions = await Promise.all(
    Array.from({ length: 200 }, (_, index) => stores[index % 2].take('203.0.113.7', policy, 5_000, 1)),
  );
  assert.equal(decisions.filter((decision) => decision.allowed).length, 50);
  assert.equal(Number(await client.hGet('race:203.0.113.7', 'tokens')), 0);
  for (const refused of decisions.filter((decision) => !decision.allowed)) {
    assert.equal(refused.retryAfterMs, 1_000_000, 'one token at 0.001 a second');
  }
});

test('a key expires when its bucket would be full again, so an idle client costs Redis nothing', async () => {
  const store = createRedisThrottleStore(client, { prefix: 'expiry:', ...options });
  // 500 tokens missing at 1 a second: 500 s. (The slack below is for a busy machine between the take and the PTTL.)
  await store.take('half', { capacity: 1000, refillPerSecond: 1 }, 0, 500);
  const half = await client.pTTL('expiry:half');
  assert.ok(half > 400_000 && half <= 500_000, `PTTL ${half}`);
  // A fraction of a millisecond rounds up: 1 token at 0.003 a second is 333,333.3 ms.
  await store.take('fraction', { capacity: 10, refillPerSecond: 0.003 }, 0, 1);
  const fraction = await client.pTTL('expiry:fraction');
  assert.ok(fraction > 233_334 && fraction <= 333_334, `PTTL ${fraction}`);
  // A refused take keeps the refilled bucket, with its own time to full: 2 s at 2^-7 a second is 2^-6 tokens, so
  // 8 − 2^-6 missing is 1,022 s (numbers a double holds exactly).
  const slow = { capacity: 8, refillPerSecond: 0.0078125 };
  await store.take('refused', slow, 0, 8);
  assert.deepEqual(await store.take('refused', slow, 2000, 8), { allowed: false, retryAfterMs: 1_022_000 });
  const refused = await client.pTTL('expiry:refused');
  assert.ok(refused > 922_000 && refused <= 1_022_000, `PTTL ${refused}`);
  // A fast refill: gone within a millisecond or a hundred; a full bucket (cost 0) at once (1 ms, the least).
  await store.take('fast', { capacity: 10, refillPerSecond: 10_000 }, 0, 10);
  await store.take('tenth', { capacity: 10, refillPerSecond: 100 }, 0, 10);
  await store.take('full', { capacity: 10, refillPerSecond: 1 }, 0, 0);
  for (const key of ['fast', 'tenth', 'full']) {
    await waitFor(async () => (await client.exists(`expiry:${key}`)) === 0, `expiry:${key} expires`);
  }
  assert.deepEqual(
    await store.take('tenth', { capacity: 10, refillPerSecond: 100 }, 0, 10),
    { allowed: true, retryAfterMs: 0 },
    'an expired bucket is a full one',
  );
});

test('a script Redis has forgotten (SCRIPT FLUSH) is loaded again, once, and the take goes on', async () => {
  const recorder = recordingClient(client);
  const store = createRedisThrottleStore(recorder.client, { prefix: 'flush:', ...options });
  await store.take('a', POLICY, 0, 1);
  assert.deepEqual(recorder.sent, ['SCRIPT LOAD', 'EVALSHA'], 'loaded the first time');
  await client.scriptFlush();
  recorder.sent.length = 0;
  assert.deepEqual(await store.take('a', POLICY, 0, 1), { allowed: true, retryAfterMs: 0 });
  assert.deepEqual(recorder.sent, ['EVALSHA', '→ NOSCRIPT', 'SCRIPT LOAD', 'EVALSHA']);
  recorder.sent.length = 0;
  assert.deepEqual(await store.take('a', POLICY, 0, 1), { allowed: true, retryAfterMs: 0 });
  assert.deepEqual(await store.take('a', POLICY, 0, 1), { allowed: false, retryAfterMs: 500 });
  assert.deepEqual(recorder.sent, ['EVALSHA', 'EVALSHA'], 'kept once loaded again');
});

test('it fails fast: a client that is not connected sends nothing, and a Redis that does not answer times out', async () => {
  let sent = 0;
  const offline = createRedisThrottleStore({
    isReady: false,
    sendCommand: async () => {
      sent++;
      return [1, 0];
    },
  });
  await assert.rejects(offline.take('a', POLICY, 0, 1), /^Error: Redis is not connected \(client\.isReady is false\)/);
  assert.equal(sent, 0, 'not queued for later: the request must not wait for a reconnection');
  // A hung Redis: the process stopped (SIGSTOP), its connections open and silent.
  const { client: hanging } = await connectedClient(server.url);
  const store = createRedisThrottleStore(hanging, { prefix: 'hang:', timeoutMs: 300 });
  await store.take('a', POLICY, 0, 1);
  server.pause();
  try {
    await assert.rejects(store.take('a', POLICY, 0, 1), /^Error: Redis did not answer within 300 ms\.$/);
  } finally {
    server.resume();
  }
  await waitFor(
    () =>
      store.take('a', POLICY, 0, 0).then(
        () => true,
        () => false,
      ),
    'the store answers again once Redis does',
  );
  hanging.destroy();
});
