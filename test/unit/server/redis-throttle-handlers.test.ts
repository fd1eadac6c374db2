// Several instances of the address handler on one real Redis (started for this file; test/support/redis-server.js),
// each with its own connection as separate servers would have: they count one bucket per shopper together, and when
// Redis goes away mid-run they let requests through with one warning, then limit again once it is back (the client
// reconnects, the script is loaded again) and say so once. The clock is injected; waits are condition waits.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRedisThrottleStore } from '../../../src/server/redis-throttle-store.js';
import { startRedisServer, waitFor } from '../../support/redis-server.js';
import { handlerOn, pageGet, read, startSimulator, type Simulator } from './handler-harness.js';
import { connectedClient, recordingClient, TEST_TIMEOUT_MS, type RedisClient } from './redis-harness.js';

let simulator: Simulator;
let server: Awaited<ReturnType<typeof startRedisServer>>;
const clients: RedisClient[] = [];

before(async () => {
  // The service's own per-key limit is not what is tested here.
  simulator = await startSimulator({ requestsPerSecond: 10_000 });
  server = await startRedisServer();
});

after(async () => {
  for (const client of clients) client.destroy();
  await server?.stop();
  await simulator?.close();
});

/** One server instance: its own Redis connection and store, and a handler whose warnings are kept. */
async function instance(policy: { capacity: number; refillPerSecond: number }, now: () => number, prefix: string) {
  const { client, errors } = await connectedClient(server.url);
  clients.push(client);
  const recorder = recordingClient(client);
  const store = createRedisThrottleStore(recorder.client, { prefix, timeoutMs: TEST_TIMEOUT_MS });
  const warnings: string[] = [];
  const { handler } = handlerOn(simulator, {
    throttle: { ...policy, store },
    // A bucket of 10 holds pastes of 1 KB and 10 lines at most.
    extract: { maxBytes: 1024, maxLines: 10 },
    now,
    logger: { warn: (message: string) => warnings.push(message) },
  });
  /** The status of one lookup from `clientAddress`, with Retry-After when refused. */
  const lookup = async (clientAddress: string) => {
    const { status, headers } = await read(
      await handler(pageGet('/address/us-autocomplete/v2/lookup?search=123+Main'), { clientAddress }),
    );
    return status === 429 ? `429 Retry-After ${headers.get('Retry-After')}` : String(status);
  };
  return { client, errors, sent: recorder.sent, warnings, lookup };
}

test('two instances on one Redis refuse together: half the bucket through each, then 429 from both', async () => {
  let now = 1_000_000;
  // A slow refill: Redis expires a key on its own clock once the bucket would be full, and this test's clock stands
  // still, so a bucket must not be able to refill (expire) while the test runs on a busy machine.
  const policy = { capacity: 10, refillPerSecond: 0.01 };
  const first = await instance(policy, () => now, 'together:');
  const second = await instance(policy, () => now, 'together:');
  const shopper = '203.0.113.7';
  const statuses = [];
  for (let index = 0; index < 5; index++) statuses.push(await first.lookup(shopper), await second.lookup(shopper));
  assert.deepEqual(statuses, Array(10).fill('200'), 'ten requests, five through each instance');
  assert.equal(await first.lookup(shopper), '429 Retry-After 100');
  assert.equal(await second.lookup(shopper), '429 Retry-After 100');
  assert.equal(await second.lookup('198.51.100.23'), '200', 'another shopper is not held up');
  now += 100_000; // one token at 0.01 a second, for whichever instance asks first
  assert.equal(await second.lookup(shopper), '200');
  assert.equal(await first.lookup(shopper), '429 Retry-After 100');
  assert.deepEqual([...first.warnings, ...second.warnings], []);
});

test('Redis killed mid-run: requests pass with one warning; started again: limits again and says so once', async () => {
  const policy = { capacity: 10, refillPerSecond: 0.01 };
  const shop = await instance(policy, () => 5_000, 'outage:');
  const shopper = '203.0.113.7';
  assert.deepEqual([await shop.lookup(shopper), await shop.lookup(shopper)], ['200', '200']);

  await server.kill();
  await waitFor(() => shop.client.isReady === false, 'the client sees the connection lost');
  shop.sent.length = 0;
  const during = [];
  for (let index = 0; index < 5; index++) during.push(await shop.lookup(shopper));
  assert.deepEqual(during, Array(5).fill('200'), 'the store fails, so the handler lets every request through');
  assert.deepEqual(shop.warnings, [
    '[address handler] the throttle store failed: Redis is not connected (client.isReady is false).',
  ]);
  assert.deepEqual(shop.sent, [], 'nothing sent or queued while the client is not connected');
  assert.ok(shop.errors.length > 0, 'node-redis reported the lost connection (to its error listener)');

  server = await startRedisServer(server.port);
  await waitFor(() => shop.client.isReady, 'the client reconnects to the Redis started again on its port');
  // The new Redis has neither the script nor the bucket (nothing was saved to disk): a full bucket of 10.
  const restarted = [];
  for (let index = 0; index < 11; index++) restarted.push(await shop.lookup(shopper));
  assert.deepEqual(restarted, [...Array(10).fill('200'), '429 Retry-After 100']);
  assert.deepEqual(shop.sent.slice(0, 4), ['EVALSHA', '→ NOSCRIPT', 'SCRIPT LOAD', 'EVALSHA'], 'loaded again');
  assert.deepEqual(shop.warnings, [
    '[address handler] the throttle store failed: Redis is not connected (client.isReady is false).',
    '[address handler] the throttle store works again',
  ]);
});
