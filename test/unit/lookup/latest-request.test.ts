// The verifier's requests (issue 17): on the element's clock, the latest only, a page-wide bounded cache, and a
// failure of ours never reported as a timeout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError, isAbortError } from '../../../src/api/errors.js';
import { LatestRequest } from '../../../src/core/lookup/latest-request.js';
import type { FinalChoice } from '../../../src/core/lookup/final-choice.js';
import { UsStreetVerifier } from '../../../src/core/verify/us-street-verifier.js';
import { FakeClock } from '../../support/fake-clock.js';

/** A request that never settles by itself, and the signal it was given. */
function hanging(): { run: (signal: AbortSignal) => Promise<string>; signal: () => AbortSignal | undefined } {
  let given: AbortSignal | undefined;
  return {
    run: (signal) => {
      given = signal;
      return new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    },
    signal: () => given,
  };
}

let keys = 0;
/** A key no other test used: the cache is page-wide. */
const freshKey = (): string => `test-key-${++keys}`;

describe('LatestRequest', () => {
  it('times out on the injected clock after its timeout, aborting the request', async () => {
    const clock = new FakeClock();
    const request = hanging();
    const answer = new LatestRequest(clock, 8000).request(freshKey(), request.run);
    clock.tick(7999);
    assert.equal(request.signal()?.aborted, false);
    clock.tick(1);
    await assert.rejects(answer, (error: unknown) => error instanceof AddressError && error.code === 'timeout');
    assert.equal(request.signal()?.aborted, true);
    assert.equal(clock.pendingTimers, 0);
  });

  it('a newer request aborts the one under way, which rejects as an abort (its answer is not wanted)', async () => {
    const clock = new FakeClock();
    const requests = new LatestRequest(clock, 8000);
    const first = hanging();
    const older = requests.request(freshKey(), first.run);
    const newer = requests.request(freshKey(), async () => 'answer');
    await assert.rejects(older, (error: unknown) => isAbortError(error));
    assert.equal(first.signal()?.aborted, true);
    assert.equal(await newer, 'answer');
    assert.equal(clock.pendingTimers, 0, 'no timeout left behind');
  });

  it('answers the same key once for the page, from any element, and never caches a failure', async () => {
    const key = freshKey();
    let runs = 0;
    const run = async (): Promise<string> => `answer ${++runs}`;
    const failing = new LatestRequest(new FakeClock(), 8000).request(key, async () => {
      throw new AddressError('server', 'Service unavailable', { status: 503 });
    });
    await assert.rejects(failing, (error: unknown) => error instanceof AddressError && error.code === 'server');
    assert.equal(await new LatestRequest(new FakeClock(), 8000).request(key, run), 'answer 1');
    assert.equal(await new LatestRequest(new FakeClock(), 8000).request(key, run), 'answer 1');
    assert.equal(runs, 1);
  });

  it('keeps at most 50 answers: the least recently used goes first', async () => {
    const clock = new FakeClock();
    const requests = new LatestRequest(clock, 8000);
    const first = freshKey();
    let runs = 0;
    const run = async (): Promise<number> => ++runs;
    await requests.request(first, run);
    for (let i = 0; i < 50; i += 1) await requests.request(freshKey(), run);
    assert.equal(runs, 51);
    await requests.request(first, run);
    assert.equal(runs, 52, 'the first answer was evicted and asked again');
  });
});

describe('UsStreetVerifier', () => {
  const choice: FinalChoice = {
    api: 'us-v2',
    address: { line1: '1 Main St', line2: '', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'USA' },
    raw: {},
    regionAliases: ['IL', 'Illinois'],
    countryAlpha2: 'US',
    label: '1 Main St, Springfield, IL 62701',
  };

  /** A fetch whose 200 answer makes our own reading of it throw a TypeError: a bug of ours, not the service's. */
  function fetchThatBreaksOurParser(): typeof fetch {
    const candidate = {
      get delivery_line_1(): string {
        throw new TypeError('our parser broke');
      },
    };
    return (async () => ({ ok: true, status: 200, headers: new Headers(), json: async () => [candidate] })) as never;
  }

  it('a failure of ours is reported as the failed lookup it is, never as a timeout, and the choice stands', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = fetchThatBreaksOurParser();
    try {
      const requests = new LatestRequest(new FakeClock(), 8000);
      const verifier = new UsStreetVerifier({ embeddedKey: `key-${freshKey()}`, zip4: false, api: 'us-v2' }, requests);
      const result = await verifier.verify(choice);
      assert.deepEqual(result.verification, { status: 'error' });
      assert.equal(result.error?.code, 'network');
      assert.match(result.error?.message ?? '', /our parser broke/);
      assert.deepEqual(result.address, choice.address);
    } finally {
      globalThis.fetch = original;
    }
  });
});
