// verifyAddresses against the simulator's US Street POST: batch splitting (count and bytes), order, each verdict the
// element gives, upstream failures (the secret never in an error), and malformed input before any request.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_CONCURRENT_POSTS, verifyAddresses, type AddressVerdict } from '../../../src/server/verify-addresses.js';
import type { PostalAddress } from '../../../src/form/address-values.js';
import { AddressError } from '../../../src/api/errors.js';
import { AUTH, recordingFetch, startSimulator } from './simulator-fetch.js';

let simulator: Awaited<ReturnType<typeof startSimulator>>;
before(async () => {
  simulator = await startSimulator();
});
after(() => simulator.close());

const WHITEHOUSE = { city: 'Whitehouse', region: 'OH', postalCode: '43571', country: 'USA' };
/** 1600 Pennsylvania Ave, Whitehouse OH: a 21-unit building whose base address is deliverable (Y). */
const unit = (line2: string): PostalAddress => ({ line1: '1600 Pennsylvania Ave', line2, ...WHITEHOUSE });
/** The same building in La Mirada CA, whose base address is not deliverable without a unit (D, H#). */
const LA_MIRADA: PostalAddress = {
  line1: '1600 Pennsylvania Ave',
  line2: '',
  city: 'La Mirada',
  region: 'CA',
  postalCode: '90639',
  country: 'USA',
};
const NOWHERE: PostalAddress = { ...unit(''), line1: '99999 Nowhere Rd' };

async function verify(addresses: readonly object[], extra: object = {}) {
  const recorder = recordingFetch();
  const verdicts = await verifyAddresses(addresses, {
    ...AUTH,
    baseUrl: simulator.baseUrl,
    fetch: recorder.fetch,
    ...extra,
  });
  return { verdicts, requests: recorder.requests };
}

const lookupsIn = (body: string) => (JSON.parse(body) as unknown[]).length;

test('each verdict the element gives, with the first candidate and its address', async () => {
  const { verdicts } = await verify([unit('Apt 2'), LA_MIRADA, unit('Apt 99'), unit('Apt 13'), NOWHERE]);
  assert.deepEqual(
    verdicts.map((verdict) => verdict.status),
    ['verified', 'missing-secondary', 'secondary-not-matched', 'vacant', 'not-found'],
  );
  assert.equal(verdicts[0].candidate?.deliveryLine1, '1600 Pennsylvania Ave Apt 2');
  assert.deepEqual(verdicts[0].address, { line1: '1600 Pennsylvania Ave', line2: 'Apt 2', ...WHITEHOUSE });
  assert.equal(verdicts[4].candidate, undefined);
  assert.equal(verdicts[4].address, undefined);
});

test('match=invalid gives the not-found address its N candidate, still not-found', async () => {
  const { verdicts, requests } = await verify([NOWHERE], { match: 'invalid' });
  assert.equal(verdicts[0].status, 'not-found');
  assert.equal(verdicts[0].candidate?.analysis.dpv_match_code, 'N');
  assert.equal((JSON.parse(requests[0].body) as Array<{ match: string }>)[0].match, 'invalid');
});

test('the secret pair goes in an Authorization header, never in the URL', async () => {
  const { requests } = await verify([unit('Apt 2')]);
  assert.equal(requests.length, 1);
  assert.doesNotMatch(requests[0].url, /demo-auth/);
  assert.equal(requests[0].headers.get('Authorization'), `Basic ${btoa('demo-auth-id:demo-auth-token')}`);
  assert.equal(requests[0].headers.get('Content-Type'), 'application/json; charset=utf-8');
});

/** `count` addresses cycling through the units Apt 1–12 (13 is vacant), so that every one verifies and each is told apart. */
const units = (count: number) => Array.from({ length: count }, (_, index) => unit(`Apt ${(index % 12) + 1}`));

for (const [count, split] of [
  [1, [1]],
  [100, [100]],
  [101, [100, 1]],
  [250, [100, 100, 50]],
] as const) {
  test(`${count} addresses are ${split.length} POSTs of ${split.join(' + ')}, answered in order`, async () => {
    const addresses = units(count);
    const { verdicts, requests } = await verify(addresses);
    assert.deepEqual(
      requests.map((request) => lookupsIn(request.body)),
      split,
    );
    assert.equal(verdicts.length, count);
    verdicts.forEach((verdict: AddressVerdict, index) => {
      assert.equal(verdict.status, 'verified');
      assert.equal(verdict.address?.line2, addresses[index].line2, `address ${index}`);
    });
  });
}

test('a list over 32,768 bytes is split by size, every body within the limit, answers in order', async () => {
  // Every field at its maximum in 3-byte UTF-8 characters makes a lookup about 740 bytes, so 100 lookups do not fit
  // one body; every other address is a real one, so the order of the answers shows.
  const long: PostalAddress = {
    line1: `99999 ${'路'.repeat(94)}`,
    line2: '室'.repeat(32),
    city: '市'.repeat(64),
    region: '州'.repeat(32),
    postalCode: '43571',
    country: 'USA',
  };
  const addresses = Array.from({ length: 100 }, (_, index) =>
    index % 2 === 0 ? unit(`Apt ${(index % 12) + 1}`) : long,
  );
  const { verdicts, requests } = await verify(addresses);
  assert.ok(requests.length >= 2, `${requests.length} requests`);
  for (const request of requests) assert.ok(request.bytes <= 32_768, `${request.bytes} bytes`);
  // Each body is full: the next body's first lookup (and a comma) would have taken it over the limit.
  for (const [index, request] of requests.slice(0, -1).entries()) {
    const next = JSON.stringify((JSON.parse(requests[index + 1].body) as unknown[])[0]);
    assert.ok(request.bytes + new TextEncoder().encode(next).length + 1 > 32_768, `body ${index} could take more`);
  }
  assert.equal(
    requests.map((request) => lookupsIn(request.body)).reduce((sum, count) => sum + count),
    100,
  );
  assert.deepEqual(
    verdicts.map((verdict) => verdict.status),
    addresses.map((_, index) => (index % 2 === 0 ? 'verified' : 'not-found')),
  );
});

test('the form fields as submitted are read as well as PostalAddress', async () => {
  const { verdicts, requests } = await verify([
    { address1: '1600 Pennsylvania Ave', address2: 'Apt 3', city: 'Whitehouse', state: 'OH', zip: '43571' },
    {
      'address-line1': '1600 Pennsylvania Ave',
      'address-level2': 'Whitehouse',
      'address-level1': 'OH',
      'postal-code': '43571',
    },
  ]);
  assert.deepEqual(JSON.parse(requests[0].body), [
    { street: '1600 Pennsylvania Ave', secondary: 'Apt 3', city: 'Whitehouse', state: 'OH', zipcode: '43571' },
    { street: '1600 Pennsylvania Ave', city: 'Whitehouse', state: 'OH', zipcode: '43571' },
  ]);
  assert.deepEqual(
    verdicts.map((verdict) => verdict.address?.line2),
    ['Apt 3', ''],
  );
});

/** Every string an error shows: its message, its service messages, its string form and its causes'. */
function everythingShown(error: unknown): string {
  const parts: string[] = [];
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    parts.push(String(at), at.message, at.stack ?? '', JSON.stringify(at));
    if (at instanceof AddressError) parts.push(...at.serviceMessages);
  }
  return parts.join('\n');
}

async function failure(fault: string, extra: object = {}): Promise<AddressError> {
  const recorder = recordingFetch(fault);
  const error: unknown = await verifyAddresses(units(3), {
    ...AUTH,
    baseUrl: simulator.baseUrl,
    fetch: recorder.fetch,
    ...extra,
  }).then(
    () => assert.fail('verifyAddresses resolved'),
    (rejection: unknown) => rejection,
  );
  assert.ok(error instanceof AddressError, String(error));
  assert.doesNotMatch(everythingShown(error), /demo-auth-token|demo-auth-id/);
  return error;
}

test('an upstream 5xx is an AddressError server with the status and the service message, no secret', async () => {
  const error = await failure('status:503');
  assert.equal(error.code, 'server');
  assert.equal(error.status, 503);
  assert.match(error.message, /US Street POST answered 503 \(server\)\. Simulated status 503\./);
});

test('an upstream that never answers is an AddressError timeout after timeoutMs, no secret', async () => {
  const error = await failure('hang', { timeoutMs: 300 });
  assert.equal(error.code, 'timeout');
  assert.match(error.message, /did not answer within 300 ms/);
});

test('a wrong secret pair is an AddressError unauthorized that names neither value', async () => {
  const recorder = recordingFetch();
  const secret = { authId: 'shop-id-123', authToken: 'tok-SECRET-value' };
  const error: unknown = await verifyAddresses([unit('Apt 2')], {
    ...secret,
    baseUrl: simulator.baseUrl,
    fetch: recorder.fetch,
  }).catch((rejection: unknown) => rejection);
  assert.ok(error instanceof AddressError);
  assert.equal(error.code, 'unauthorized');
  assert.equal(error.status, 401);
  assert.doesNotMatch(everythingShown(error), /shop-id-123|tok-SECRET-value/);
});

test('malformed input is a TypeError or RangeError naming the field, before any request', async () => {
  const cases: Array<[unknown, object, RegExp, typeof TypeError]> = [
    ['not a list', {}, /addresses must be an array/, TypeError],
    [[null], {}, /addresses\[0\] must be an address object/, TypeError],
    [[unit('Apt 2'), { ...unit(''), line1: 1600 }], {}, /addresses\[1\]\.line1 must be a string/, TypeError],
    [[{ ...unit(''), line1: '  ' }], {}, /addresses\[0\]\.line1 is blank/, RangeError],
    [[{ line1: '1 Main St', city: 'Boulder' }], {}, /addresses\[0\]\.postalCode is blank/, RangeError],
    [[{ ...unit(''), country: 'CAN' }], {}, /addresses\[0\]\.country is "CAN"/, RangeError],
    [
      [{ ...unit(''), city: 'x'.repeat(65) }],
      {},
      /addresses\[0\]: city is 65 characters long; US Street takes 64/,
      RangeError,
    ],
    [[unit('')], { authToken: '' }, /options\.authToken must be/, TypeError],
    [[unit('')], { authId: undefined }, /options\.authId must be/, TypeError],
    [[unit('')], { match: 'loose' }, /options\.match must be one of strict, invalid, enhanced/, RangeError],
  ];
  for (const [addresses, options, message, kind] of cases) {
    const recorder = recordingFetch();
    await assert.rejects(
      verifyAddresses(addresses as PostalAddress[], {
        ...AUTH,
        baseUrl: simulator.baseUrl,
        fetch: recorder.fetch,
        ...options,
      }),
      (error: unknown) => error instanceof kind && message.test((error as Error).message),
      String(message),
    );
    assert.equal(recorder.requests.length, 0, String(message));
  }
});

test('the caller aborting stops the POSTs and rejects with its reason', async () => {
  const recorder = recordingFetch('hang');
  const controller = new AbortController();
  const pending = verifyAddresses(units(5), {
    ...AUTH,
    baseUrl: simulator.baseUrl,
    fetch: recorder.fetch,
    signal: controller.signal,
  });
  controller.abort(new Error('order cancelled'));
  await assert.rejects(pending, /order cancelled/);
});

test(`at most ${MAX_CONCURRENT_POSTS} POSTs are in flight at once, and that many are used`, async () => {
  const recorder = recordingFetch();
  let inFlight = 0;
  let most = 0;
  let started = 0;
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const counting: typeof fetch = async (input, init) => {
    inFlight++;
    started++;
    most = Math.max(most, inFlight);
    // The first POSTs wait until as many as may run have started, so that a fourth would be seen running with them.
    if (started === MAX_CONCURRENT_POSTS) openGate();
    await gate;
    try {
      return await recorder.fetch(input, init);
    } finally {
      inFlight--;
    }
  };
  const verdicts = await verifyAddresses(units(500), { ...AUTH, baseUrl: simulator.baseUrl, fetch: counting });
  assert.equal(verdicts.length, 500);
  assert.equal(recorder.requests.length, 5);
  assert.equal(most, MAX_CONCURRENT_POSTS);
});

test('no addresses is no request and no verdicts', async () => {
  const { verdicts, requests } = await verify([]);
  assert.deepEqual(verdicts, []);
  assert.equal(requests.length, 0);
});
