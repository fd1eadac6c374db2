// What a paste may cost: the route takes a shopper-sized text (4,096 bytes, 50 lines with text, by default), and
// the throttle takes tokens by its size (10 a started kilobyte, or one a line when that is more). A paste of
// hundreds of addresses is refused before it reaches US Extract, and the largest accepted one finds at most 50.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_EXTRACT_LIMITS,
  EXTRACT_COST,
  extractCost,
  linesWithText,
} from '../../../src/server/extract-limits.js';
import { createAddressHandler } from '../../../src/server/address-handler.js';
import type { ThrottleStore } from '../../../src/server/token-bucket.js';
import { AUTH, SHOP, handlerOn, pagePost, read, startSimulator, type Simulator } from './handler-harness.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator({ requestsPerSecond: 100_000 });
});
after(() => simulator.close());

const ADDRESS = '1600 Pennsylvania Ave, Whitehouse, OH 43571';
/** `count` lines, each one address the simulator verifies. */
const addressList = (count: number) => Array<string>(count).fill(ADDRESS).join('\n');

test('the cost: 10 tokens a started kilobyte, or one a line with text when that is more', () => {
  assert.equal(EXTRACT_COST, 10);
  assert.deepEqual(DEFAULT_EXTRACT_LIMITS, { maxBytes: 4096, maxLines: 50 });
  assert.equal(extractCost(1, 1), 10);
  assert.equal(extractCost(1024, 10), 10);
  assert.equal(extractCost(1025, 3), 20);
  assert.equal(extractCost(4096, 12), 40);
  assert.equal(extractCost(900, 45), 45, 'many short lines cost a token each');
  assert.equal(extractCost(4096, 50), 50, 'the largest paste at the defaults');
  assert.equal(linesWithText('a\r\n\n  \nb\rc\n'), 3);
});

test('a paste of 600 addresses (28.8 KB) is a 413 and never reaches US Extract; so is a 51st line', async () => {
  const { handler, requests } = handlerOn(simulator);
  const list = addressList(600);
  assert.ok(list.length > 26_000 && list.length < 30_000, `${list.length} bytes`);
  const over = await read(await handler(pagePost('/address/us-extract', list)));
  assert.equal(over.status, 413);
  assert.match(JSON.stringify(over.body), /4,096 bytes/);
  const lines = await read(await handler(pagePost('/address/us-extract', Array(51).fill('1 A St').join('\n'))));
  assert.equal(lines.status, 413);
  assert.match(JSON.stringify(lines.body), /50 lines/);
  const blankLinesAside = `${Array(50).fill('1 A St').join('\n\n')}\n\n\n`;
  assert.equal((await handler(pagePost('/address/us-extract', blankLinesAside))).status, 200, 'blank lines are free');
  assert.equal(requests.length, 1, 'only the accepted paste was posted');
});

test('the largest paste at the defaults finds at most 50 addresses, and takes 50 tokens', async () => {
  const costs: number[] = [];
  const store: ThrottleStore = {
    take: (_key, _policy, _now, cost) => (costs.push(cost), { allowed: true, retryAfterMs: 0 }),
  };
  const { handler } = handlerOn(simulator, { throttle: { store } });
  const fifty = addressList(50);
  assert.ok(new TextEncoder().encode(fifty).length <= 4096);
  const { status, body } = await read(
    await handler(pagePost('/address/us-extract', fifty), { clientAddress: '192.0.2.9' }),
  );
  assert.equal(status, 200);
  const answer = body as { addresses: unknown[]; found: number };
  assert.ok(answer.found <= 50, `${answer.found} found`);
  await handler(pagePost('/address/us-extract', ADDRESS), { clientAddress: '192.0.2.9' });
  await handler(pagePost('/address/us-extract', `${ADDRESS}\n${'x'.repeat(2000)}`), { clientAddress: '192.0.2.9' });
  assert.deepEqual(costs, [50, 10, 20]);
});

test('a paste is checked before the throttle: a refused one takes no tokens, an accepted one its own cost', async () => {
  let now = 0;
  const { handler } = handlerOn(simulator, { throttle: {}, now: () => now });
  const client = { clientAddress: '192.0.2.10' };
  for (let index = 0; index < 5; index++) {
    assert.equal((await handler(pagePost('/address/us-extract', addressList(600)), client)).status, 413);
  }
  // 60 tokens: one paste of 50 lines, then a small one (10) empties the bucket; the next is refused for 2 s.
  assert.equal((await handler(pagePost('/address/us-extract', addressList(50)), client)).status, 200);
  assert.equal((await handler(pagePost('/address/us-extract', ADDRESS), client)).status, 200);
  const refused = await handler(pagePost('/address/us-extract', ADDRESS), client);
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get('Retry-After'), '2');
  now += 2000;
  assert.equal((await handler(pagePost('/address/us-extract', ADDRESS), client)).status, 200);
});

test('extract limits are options, checked: bytes within US Extract 64 KB, and a full bucket must take the largest', () => {
  const base = { ...AUTH, allowedOrigins: [SHOP] };
  const wrong: Array<[object, RegExp]> = [
    [{ extract: { maxBytes: 65_537 } }, /options\.extract\.maxBytes must be a whole number from 1 to 65536/],
    [{ extract: { maxBytes: 0 } }, /options\.extract\.maxBytes/],
    [{ extract: { maxLines: 1.5 } }, /options\.extract\.maxLines/],
    [{ extract: 'big' }, /options\.extract must be/],
    [{ throttle: { capacity: 20 } }, /options\.throttle\.capacity must be at least 50/],
    [{ extract: { maxBytes: 65_536, maxLines: 10 } }, /options\.throttle\.capacity must be at least 640/],
  ];
  for (const [options, message] of wrong) {
    assert.throws(() => createAddressHandler({ ...base, ...options }), message, JSON.stringify(options));
  }
  assert.doesNotThrow(() =>
    createAddressHandler({ ...base, throttle: { capacity: 20 }, extract: { maxBytes: 2048, maxLines: 20 } }),
  );
  assert.doesNotThrow(() => createAddressHandler({ ...base, throttle: false, extract: { maxBytes: 65_536 } }));
});
