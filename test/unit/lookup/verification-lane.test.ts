// The verifier's and the extractor's requests (issue 17): the session's verification lane, a RequestScheduler used
// through `request`. On the element's clock, the latest only, a page-wide bounded cache, no 429 or network hold, and
// a failure of ours never reported as a timeout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactiveControllerHost } from '@lit/reactive-element';
import { AddressError, isAbortError } from '../../../src/api/errors.js';
import type { FinalChoice } from '../../../src/core/lookup/final-choice.js';
import { LruCache } from '../../../src/core/lookup/lru-cache.js';
import { RequestScheduler, type RequestSchedulerOptions } from '../../../src/core/lookup/scheduler.js';
import { LookupSession, type SessionUpdate } from '../../../src/core/lookup/session.js';
import type { AddressService, ServiceLookup } from '../../../src/core/lookup/address-service.js';
import { UsStreetVerifier } from '../../../src/core/verify/us-street-verifier.js';
import { FakeClock, flush } from '../../support/fake-clock.js';

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

const host: ReactiveControllerHost = {
  addController: () => {},
  removeController: () => {},
  requestUpdate: () => {},
  updateComplete: Promise.resolve(true),
};

/** One element's lookups: its verification lane is what its verifier and extractor are given (`request`). */
function element(clock = new FakeClock(), onUpdate: (update: SessionUpdate) => void = () => {}): LookupSession {
  return new LookupSession(host, onUpdate, () => true, clock);
}

describe('the verification lane (LookupSession.request)', () => {
  it('times out on the injected clock after its timeout, aborting the request', async () => {
    const clock = new FakeClock();
    const request = hanging();
    const answer = element(clock).request(freshKey(), request.run);
    clock.tick(7999);
    assert.equal(request.signal()?.aborted, false);
    clock.tick(1);
    await assert.rejects(answer, (error: unknown) => error instanceof AddressError && error.code === 'timeout');
    assert.equal(request.signal()?.aborted, true);
    assert.equal(clock.pendingTimers, 0);
  });

  it('a newer request aborts the one under way, which rejects as an abort (its answer is not wanted)', async () => {
    const clock = new FakeClock();
    const requests = element(clock);
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
    const failing = element().request(key, async () => {
      throw new AddressError('server', 'Service unavailable', { status: 503 });
    });
    await assert.rejects(failing, (error: unknown) => error instanceof AddressError && error.code === 'server');
    assert.equal(await element().request(key, run), 'answer 1');
    assert.equal(await element().request(key, run), 'answer 1');
    assert.equal(runs, 1);
  });

  it('keeps at most 50 answers: the least recently used goes first', async () => {
    const clock = new FakeClock();
    const requests = element(clock);
    const first = freshKey();
    let runs = 0;
    const run = async (): Promise<number> => ++runs;
    await requests.request(first, run);
    for (let i = 0; i < 50; i += 1) await requests.request(freshKey(), run);
    assert.equal(runs, 51);
    await requests.request(first, run);
    assert.equal(runs, 52, 'the first answer was evicted and asked again');
  });

  it('is a lane of its own: a lookup sent does not abort a verification, and a 429 of typing holds none', async () => {
    const clock = new FakeClock();
    const updates: SessionUpdate[] = [];
    const session = element(clock, (update) => updates.push(update));
    const lookups: AbortSignal[] = [];
    const rateLimitedLookup = (text: string): ServiceLookup => ({
      key: `${freshKey()}:${text}`,
      text,
      run: (signal) => {
        lookups.push(signal);
        return Promise.reject(new AddressError('rate-limited', 'Too many', { status: 429, retryAfterMs: 60000 }));
      },
      list: () => assert.fail('no list expected'),
    });
    session.configure({ search: rateLimitedLookup } as unknown as AddressService, { debounceMs: 0, minChars: 3 });

    const first = hanging();
    const firstVerdict = session.request(freshKey(), first.run);
    session.search('1 Main', undefined);
    assert.equal(lookups.length, 1, 'the lookup is sent while the verification is under way');
    assert.equal(first.signal()?.aborted, false, 'and does not abort it');
    await flush();
    assert.equal(updates.at(-1)?.type, 'LookupFailed', 'the typing lane now waits 60 s');

    const second = hanging();
    const secondVerdict = session.request(freshKey(), second.run);
    assert.ok(second.signal(), 'a verification is sent at once, whatever the typing lane waits for');
    await assert.rejects(firstVerdict, (error: unknown) => isAbortError(error));
    session.search('1 Main St', undefined);
    assert.equal(lookups.length, 1, 'the typing lane still waits');
    assert.equal(second.signal()?.aborted, false);
    clock.tick(8000);
    await assert.rejects(secondVerdict, (error: unknown) => error instanceof AddressError && error.code === 'timeout');
    session.cancel();
    assert.equal(clock.pendingTimers, 0);
  });

  it('times out with the very error the typing lane reports: one wording, status 0', async () => {
    const clock = new FakeClock();
    const updates: SessionUpdate[] = [];
    const session = element(clock, (update) => updates.push(update));
    const typed = hanging();
    const source = { search: (text: string) => ({ key: freshKey(), text, run: typed.run, list: () => [] }) };
    session.configure(source as unknown as AddressService, { debounceMs: 0, minChars: 3 });
    session.search('1 Main', undefined);
    const verdict = session.request(freshKey(), hanging().run);
    clock.tick(8000);
    const failed = updates.find((update) => update.type === 'LookupFailed');
    assert.ok(failed?.type === 'LookupFailed', 'the lookup timed out');
    const verification = await verdict.catch((error: unknown) => error);
    assert.ok(verification instanceof AddressError);
    const shape = (error: AddressError) => ({ code: error.code, message: error.message, status: error.status });
    assert.deepEqual(shape(verification), shape(failed.error));
    assert.deepEqual(shape(verification), {
      code: 'timeout',
      message: 'The address service did not answer within 8000 ms',
      status: 0,
    });
  });
});

/** A scheduler used through `request` only, as the session's verification lane is, and what its runs were given. */
function requestLane(options: Omit<RequestSchedulerOptions<unknown>, 'clock'> = {}) {
  const clock = new FakeClock();
  const updates: unknown[] = [];
  const lane = new RequestScheduler<unknown>({ onUpdate: (update) => updates.push(update), ...options, clock });
  const signals: AbortSignal[] = [];
  /** A run settled by hand (`settle`), which ignores the abort when told to, as a fetch through a proxy may. */
  const manual = ({ ignoreAbort = false } = {}) => {
    const settle = { resolve: (_value: string) => {}, reject: (_reason: unknown) => {} };
    const run = (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        signals.push(signal);
        Object.assign(settle, { resolve, reject });
        if (!ignoreAbort) signal.addEventListener('abort', () => reject(signal.reason));
      });
    return { run, settle };
  };
  return { clock, updates, lane, signals, manual };
}

describe('RequestScheduler.request', () => {
  it('is sent at once, with neither debounce nor minChars, and reports nothing through onUpdate', async () => {
    const { lane, signals, updates, clock } = requestLane({ debounceMs: 500, minChars: 10 });
    const answer = lane.request('a', async (signal) => {
      signals.push(signal);
      return 'A';
    });
    assert.equal(signals.length, 1, 'sent before any timer ran');
    assert.equal(await answer, 'A');
    assert.equal(await lane.request('a', () => assert.fail('answered from the cache')), 'A');
    assert.deepEqual(updates, []);
    assert.equal(clock.pendingTimers, 0);
  });

  it('sends the key in flight once: the older promise rejects as an abort, the newer one gets the answer', async () => {
    const { lane, signals, manual, clock } = requestLane();
    const first = manual();
    const older = lane.request('same', first.run);
    const newer = lane.request('same', () => assert.fail('sent again'));
    await assert.rejects(older, (error: unknown) => isAbortError(error));
    assert.equal(signals[0]!.aborted, false, 'the request itself goes on');
    first.settle.resolve('answer');
    assert.equal(await newer, 'answer');
    assert.equal(clock.pendingTimers, 0);
  });

  it('rejects a replaced request at once, even if its run ignores the abort; its late answer is never cached', async () => {
    const { lane, manual } = requestLane();
    const late = manual({ ignoreAbort: true });
    const older = lane.request('late', late.run);
    const newer = manual();
    const current = lane.request('current', newer.run);
    await assert.rejects(older, (error: unknown) => isAbortError(error));
    late.settle.resolve('stale');
    newer.settle.resolve('fresh');
    assert.equal(await current, 'fresh');
    await flush();
    const again = manual();
    const asked = lane.request('late', again.run);
    again.settle.resolve('asked again');
    assert.equal(await asked, 'asked again', 'the stale answer was not cached');
  });

  it('rejects anything else as a network AddressError keeping the cause; a source’s own abort stays an abort', async () => {
    const { lane } = requestLane();
    const cause = new TypeError('Failed to fetch');
    const thrown = lane.request('thrown', () => {
      throw cause;
    });
    await assert.rejects(thrown, (error: unknown) => error instanceof AddressError && error.cause === cause);
    await assert.rejects(
      lane.request('rejected', () => Promise.reject(cause)),
      { code: 'network', status: 0 },
    );
    const aborted = lane.request('aborted', () => Promise.reject(new DOMException('Gone', 'AbortError')));
    await assert.rejects(aborted, (error: unknown) => isAbortError(error));
  });

  it('holds nothing after a 429 or a network error: the next request goes at once (fail open, never a wait)', async () => {
    const { lane, signals, clock } = requestLane();
    const failures = [
      new AddressError('rate-limited', 'Too many', { status: 429, retryAfterMs: 60000 }),
      new AddressError('rate-limited', 'Too many', { status: 429 }),
      new AddressError('network', 'The address service could not be reached', { status: 0 }),
    ];
    for (const [n, failure] of failures.entries()) {
      const failing = lane.request(`fails ${n}`, async (signal) => {
        signals.push(signal);
        throw failure;
      });
      await assert.rejects(failing, (error: unknown) => error === failure);
      assert.equal(clock.pendingTimers, 0, 'no wait started');
    }
    const next = lane.request('next', async (signal) => {
      signals.push(signal);
      return 'sent';
    });
    assert.equal(signals.length, failures.length + 1, 'sent at once');
    assert.equal(await next, 'sent');
  });

  it('keeps its answers in the cache it was given, shared with every scheduler given it', async () => {
    const cache = new LruCache<string, unknown>(2);
    const one = requestLane({ cache }).lane;
    const other = requestLane({ cache }).lane;
    assert.equal(await one.request('k', async () => 'from one'), 'from one');
    assert.equal(await other.request('k', () => assert.fail('asked again')), 'from one');
    assert.equal(cache.get('k'), 'from one');
    other.clearCache();
    assert.equal(cache.size, 0);
  });

  it('cancel and hostDisconnected reject the request under way as an abort and leave no timer', async () => {
    for (const stop of ['cancel', 'hostDisconnected'] as const) {
      const { lane, manual, signals, clock } = requestLane();
      const answer = lane.request('k', manual().run);
      lane[stop]();
      await assert.rejects(answer, (error: unknown) => isAbortError(error));
      assert.equal(signals[0]!.aborted, true);
      assert.equal(clock.pendingTimers, 0);
    }
  });

  it('a request canSend refuses is not sent, and rejects as an abort rather than never settling', async () => {
    const { lane, clock } = requestLane({ canSend: () => false });
    const answer = lane.request('k', () => assert.fail('sent'));
    await assert.rejects(answer, (error: unknown) => isAbortError(error));
    assert.equal(clock.pendingTimers, 0);
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
      const requests = element();
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
