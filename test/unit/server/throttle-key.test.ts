// Whose bucket a request takes from: an IPv4 address is one client; an IPv6 client is its /64 (a documented option
// for another prefix), since a subscriber may use any address of its prefix at will. Through the handler: rotating
// through the addresses of one /64 gets no more than one address would.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { throttleKey } from '../../../src/server/throttle-key.js';
import { DEFAULT_THROTTLE } from '../../../src/server/handler-options.js';
import { handlerOn, pageGet, startSimulator, type Simulator } from './handler-harness.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator({ requestsPerSecond: 100_000 });
});
after(() => simulator.close());

test('the bucket key: IPv4 per address, IPv6 per network prefix (64 bits by default), none shared', () => {
  assert.equal(throttleKey('203.0.113.7'), '203.0.113.7');
  assert.equal(throttleKey(undefined), 'anonymous');
  assert.equal(throttleKey('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
  assert.equal(throttleKey('2001:db8:1:2::ffff'), '2001:db8:1:2::/64');
  assert.equal(throttleKey('2001:db8::7'), '2001:db8:0:0::/64');
  assert.equal(throttleKey('::1'), '0:0:0:0::/64');
  assert.equal(throttleKey('2001:db8:1:2:3:4:5:6', 48), '2001:db8:1::/48');
  assert.equal(throttleKey('2001:db8:1:ff:3:4:5:6', 56), '2001:db8:1:0::/56', 'the low 8 bits of the 4th group go');
  assert.equal(throttleKey('2001:db8:1:2:3:4:5:6', 128), '2001:db8:1:2:3:4:5:6/128');
  assert.notEqual(throttleKey('2001:db8:1:2::1'), throttleKey('2001:db8:1:3::1'), 'neighbouring /64s apart');
});

/** `count` lookups from `addressOf(index)` on a stopped clock: how many the handler let through. */
async function allowed(
  handler: ReturnType<typeof handlerOn>['handler'],
  count: number,
  addressOf: (n: number) => string,
) {
  let passed = 0;
  for (let index = 0; index < count; index++) {
    const response = await handler(pageGet(`/address/us-autocomplete/v2/lookup?search=1${index % 90}`), {
      clientAddress: addressOf(index),
    });
    await response.arrayBuffer();
    if (response.status === 200) passed += 1;
    else assert.equal(response.status, 429);
  }
  return passed;
}

test('500 requests rotating through one /64 get one bucket; another /64 and IPv4 neighbours keep their own', async () => {
  const { handler } = handlerOn(simulator, { throttle: {}, now: () => 0 });
  const rotating = (index: number) =>
    `2001:db8:a:b:${((index * 7919) % 0x10000).toString(16)}:${index.toString(16)}::1`;
  assert.equal(await allowed(handler, 500, rotating), DEFAULT_THROTTLE.capacity);
  assert.equal(await allowed(handler, 1, () => '2001:db8:a:c::1'), 1, 'the next /64 is another client');
  assert.equal(await allowed(handler, 1, () => '203.0.113.8'), 1);
  assert.equal(await allowed(handler, 1, () => '203.0.113.9'), 1, 'IPv4 per address');
});

test('ipv6PrefixLength: 48 puts a whole /48 in one bucket; 128 keys the full address', async () => {
  // A capacity of 10 takes pastes of 1 KB and 10 lines at most (the largest must fit in a full bucket).
  const small = { maxBytes: 1024, maxLines: 10 };
  const wide = handlerOn(simulator, { throttle: { capacity: 10, ipv6PrefixLength: 48 }, extract: small, now: () => 0 });
  assert.equal(await allowed(wide.handler, 30, (index) => `2001:db8:5:${index.toString(16)}::1`), 10);
  const full = handlerOn(simulator, {
    throttle: { capacity: 10, ipv6PrefixLength: 128 },
    extract: small,
    now: () => 0,
  });
  assert.equal(await allowed(full.handler, 30, (index) => `2001:db8:5:1::${index.toString(16)}`), 30);
});
