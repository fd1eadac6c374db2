import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hasProperties } from '../support/assert.js';
import { AddressError } from '../../../src/api/errors.js';
import {
  DEFAULT_CACHE_SIZE,
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_MIN_CHARS,
  DEFAULT_TIMEOUT_MS,
  RequestScheduler,
  type Lookup,
  type RequestSchedulerOptions,
  type SchedulerUpdate,
} from '../../../src/core/lookup/scheduler.js';
import { FakeClock, flush } from '../../support/fake-clock.js';

/** One call of a lookup's `run`, settled by hand so that each test decides the order of answers. */
interface Call {
  text: string;
  signal: AbortSignal;
  resolve(value: string): void;
  reject(reason: unknown): void;
}

type Options = Omit<RequestSchedulerOptions<string>, 'onUpdate' | 'clock'>;

function setup(options: Options = {}) {
  const clock = new FakeClock();
  const updates: SchedulerUpdate<string>[] = [];
  const calls: Call[] = [];
  /** The lookup each results update was delivered with, in order (kept out of `updates` to compare those as data). */
  const resultLookups: Lookup<string>[] = [];
  const record = (update: SchedulerUpdate<string>) => {
    if (update.type !== 'results') return updates.push(update);
    const { lookup, ...rest } = update;
    assert.equal(lookup.key, update.key, 'a result carries the lookup of its key');
    resultLookups.push(lookup);
    return updates.push(rest as SchedulerUpdate<string>);
  };
  const controller = new RequestScheduler<string>({ ...options, clock, onUpdate: record });

  /** Like fetch, `run` rejects with the abort reason when aborted, unless told to ignore the signal. */
  const lookup = (text: string, { ignoreAbort = false } = {}): Lookup<string> => ({
    key: text,
    text,
    run: (signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ text, signal, resolve, reject });
        if (!ignoreAbort) signal.addEventListener('abort', () => reject(signal.reason));
      }),
  });

  const sent = () => calls.map((call) => call.text);
  const lastCall = () => calls[calls.length - 1]!;
  return { clock, updates, calls, controller, lookup, sent, lastCall, resultLookups };
}

function errorsIn(updates: SchedulerUpdate<string>[]): AddressError[] {
  return updates.flatMap((update) => (update.type === 'error' ? [update.error] : []));
}

function resultsIn(updates: SchedulerUpdate<string>[]) {
  return updates.filter((update) => update.type === 'results');
}

function rateLimited(retryAfterMs?: number): AddressError {
  return new AddressError('rate-limited', 'Too many requests', { status: 429, retryAfterMs });
}

describe('RequestScheduler', () => {
  describe('defaults and clock', () => {
    it('uses the exported defaults', () => {
      const controller = new RequestScheduler<string>({ onUpdate: () => {} });
      assert.equal(controller.debounceMs, DEFAULT_DEBOUNCE_MS);
      assert.equal(controller.minChars, DEFAULT_MIN_CHARS);
      assert.equal(controller.timeoutMs, DEFAULT_TIMEOUT_MS);
      assert.equal(DEFAULT_CACHE_SIZE, 50);
    });
  });

  describe('debounce', () => {
    it('waits debounceMs after the last call, restarting on each call, and sends only the latest lookup', () => {
      const { clock, controller, lookup, sent, updates } = setup();
      controller.search(lookup('123'));
      clock.tick(100);
      controller.search(lookup('123 M'));
      clock.tick(149);
      controller.search(lookup('123 Ma'));
      clock.tick(149);
      assert.deepEqual(sent(), []);
      clock.tick(1);
      assert.deepEqual(sent(), ['123 Ma']);
      assert.deepEqual(updates, [{ type: 'pending', key: '123 Ma' }]);
    });

    it('reads debounceMs at each call, so an attribute change applies at once', () => {
      const { clock, controller, lookup, sent } = setup();
      controller.debounceMs = 400;
      controller.search(lookup('123'));
      clock.tick(399);
      assert.deepEqual(sent(), []);
      clock.tick(1);
      assert.deepEqual(sent(), ['123']);
    });

    it('postpone (an IME composing) restarts a pending debounce for the same lookup, and does nothing without one', () => {
      const { clock, controller, lookup, sent } = setup();
      controller.postpone();
      assert.equal(clock.pendingTimers, 0, 'no debounce to postpone');
      controller.search(lookup('세종대'));
      clock.tick(100);
      controller.postpone();
      clock.tick(149);
      assert.deepEqual(sent(), []);
      clock.tick(1);
      assert.deepEqual(sent(), ['세종대']);
      controller.postpone();
      clock.tick(DEFAULT_DEBOUNCE_MS);
      assert.deepEqual(sent(), ['세종대'], 'a sent lookup is not sent again');
    });

    it('does not debounce searchNow', () => {
      const { controller, lookup, sent, updates } = setup();
      controller.searchNow(lookup('123 Main St'));
      assert.deepEqual(sent(), ['123 Main St']);
      assert.deepEqual(updates, [{ type: 'pending', key: '123 Main St' }]);
    });
  });

  describe('minChars', () => {
    it('clears and sends nothing below minChars, counting trimmed code points so an emoji is one character', () => {
      const { clock, controller, lookup, sent, updates } = setup();
      controller.search(lookup('ab'));
      // Four UTF-16 units, but two characters.
      controller.search(lookup('  🏠🏠  '));
      clock.tick(1000);
      assert.deepEqual(sent(), []);
      assert.deepEqual(updates, [{ type: 'cleared' }, { type: 'cleared' }]);

      controller.search(lookup('🏠🏠🏠'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      assert.deepEqual(sent(), ['🏠🏠🏠']);
    });

    it('cancels the request in flight and the pending debounce when the text becomes too short', async () => {
      const { clock, controller, lookup, calls, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      controller.search(lookup('abcd'));
      controller.search(lookup('ab'));
      assert.equal(calls[0]!.signal.aborted, true);
      clock.tick(1000);
      await flush();
      assert.deepEqual(sent(), ['abc']);
      assert.deepEqual(updates, [{ type: 'pending', key: 'abc' }, { type: 'cleared' }]);
      assert.equal(clock.pendingTimers, 0);
    });

    it('does not apply minChars to searchNow, and reads minChars at each call', () => {
      const { controller, lookup, sent, updates } = setup();
      controller.searchNow(lookup('a'));
      assert.deepEqual(sent(), ['a']);
      controller.minChars = 1;
      controller.search(lookup('b'));
      assert.equal(
        updates.some((update) => update.type === 'cleared'),
        false,
      );
    });
  });

  describe('single flight and stale answers', () => {
    it('aborts the previous request when it sends a new one, not on every keystroke', () => {
      const { clock, controller, lookup, calls, updates } = setup();
      controller.search(lookup('abc'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      controller.search(lookup('abcd'));
      assert.equal(calls[0]!.signal.aborted, false, 'the request stays in flight while the user types');
      clock.tick(DEFAULT_DEBOUNCE_MS);
      assert.equal(calls[0]!.signal.aborted, true);
      assert.equal(calls[1]!.signal.aborted, false);
      assert.deepEqual(updates, [
        { type: 'pending', key: 'abc' },
        { type: 'pending', key: 'abcd' },
      ]);
    });

    it('drops an answer from an older request even when run ignored the abort and resolved out of order', async () => {
      const { controller, lookup, calls, updates } = setup();
      controller.searchNow(lookup('abc', { ignoreAbort: true }));
      controller.searchNow(lookup('abcd', { ignoreAbort: true }));
      controller.searchNow(lookup('abcde', { ignoreAbort: true }));
      calls[1]!.resolve('second');
      await flush();
      calls[2]!.resolve('third');
      await flush();
      calls[0]!.resolve('first');
      calls[1]!.reject(new TypeError('Failed to fetch'));
      await flush();
      assert.deepEqual(resultsIn(updates), [{ type: 'results', key: 'abcde', value: 'third', fromCache: false }]);
      assert.deepEqual(errorsIn(updates), []);
    });

    it('never reports an aborted request, as results or as an error', async () => {
      const { controller, lookup, calls, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      controller.searchNow(lookup('abcd'));
      controller.cancel();
      await flush();
      assert.equal(
        calls.every((call) => call.signal.aborted),
        true,
      );

      // A source that aborts on its own (not through our signal) is still not an error to show.
      controller.searchNow(lookup('xyz'));
      lastCall().reject(new DOMException('The operation was aborted.', 'AbortError'));
      await flush();
      assert.deepEqual(
        updates.map((update) => update.type),
        ['pending', 'pending', 'pending'],
      );

      // ...and it leaves the flight slot free: the same lookup is sent again.
      controller.searchNow(lookup('xyz'));
      assert.deepEqual(sent(), ['abc', 'abcd', 'xyz', 'xyz']);
    });
  });

  describe('cache', () => {
    it('answers a cached key synchronously, without debounce or request, marked fromCache', async () => {
      const { controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().resolve('A');
      await flush();
      assert.deepEqual(updates, [
        { type: 'pending', key: 'abc' },
        { type: 'results', key: 'abc', value: 'A', fromCache: false },
      ]);

      updates.length = 0;
      controller.search(lookup('abc'));
      assert.deepEqual(updates, [{ type: 'results', key: 'abc', value: 'A', fromCache: true }]);
      controller.searchNow(lookup('abc'));
      assert.equal(updates.length, 2);
      assert.deepEqual(sent(), ['abc']);
    });

    it('delivers a cached answer with the lookup that asked for it, not the one that fetched it', async () => {
      const { controller, lookup, lastCall, resultLookups } = setup();
      const first = lookup('abc');
      controller.searchNow(first);
      lastCall().resolve('A');
      await flush();
      const second = lookup('abc');
      controller.search(second);
      assert.equal(resultLookups.length, 2);
      assert.equal(resultLookups[0], first);
      assert.equal(resultLookups[1], second);
    });

    it('aborts the request in flight when it answers from the cache', async () => {
      const { controller, lookup, lastCall, calls, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().resolve('A');
      await flush();
      controller.searchNow(lookup('xyz', { ignoreAbort: true }));
      controller.search(lookup('abc'));
      assert.equal(calls[1]!.signal.aborted, true);
      calls[1]!.resolve('X');
      await flush();
      assert.deepEqual(updates[updates.length - 1], { type: 'results', key: 'abc', value: 'A', fromCache: true });
    });

    it('never caches an error', async () => {
      const { controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(new AddressError('server', 'Service unavailable', { status: 503 }));
      await flush();
      controller.searchNow(lookup('abc'));
      assert.deepEqual(sent(), ['abc', 'abc']);
      assert.deepEqual(
        updates.map((update) => update.type),
        ['pending', 'error', 'pending'],
      );
    });

    it('keeps at most cacheSize entries, and forgets them all on clearCache', async () => {
      const { controller, lookup, lastCall, sent } = setup({ cacheSize: 1 });
      for (const text of ['abc', 'def']) {
        controller.searchNow(lookup(text));
        lastCall().resolve(text.toUpperCase());
        await flush();
      }
      controller.searchNow(lookup('def'));
      controller.searchNow(lookup('abc'));
      assert.deepEqual(sent(), ['abc', 'def', 'abc'], 'abc was evicted, def answered from the cache');

      lastCall().resolve('ABC');
      await flush();
      controller.clearCache();
      controller.searchNow(lookup('abc'));
      assert.deepEqual(sent(), ['abc', 'def', 'abc', 'abc']);
    });
  });

  describe('in-flight de-duplication', () => {
    it('does not abort or resend a request for the key already in flight, and cancels the pending debounce', async () => {
      const { clock, controller, lookup, calls, sent, updates } = setup();
      controller.search(lookup('abc'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      controller.search(lookup('abcd'));
      clock.tick(100);
      // The user typed back to the text already in flight.
      controller.search(lookup('abc'));
      controller.searchNow(lookup('abc'));
      clock.tick(1000);
      assert.deepEqual(sent(), ['abc']);
      assert.equal(calls[0]!.signal.aborted, false);

      calls[0]!.resolve('A');
      await flush();
      assert.deepEqual(updates, [
        { type: 'pending', key: 'abc' },
        { type: 'results', key: 'abc', value: 'A', fromCache: false },
      ]);
    });

    it('delivers the answer of the request in flight to the latest lookup that asked for it', async () => {
      const { clock, controller, lookup, calls, sent, resultLookups } = setup();
      controller.search(lookup('abc'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      // Other text for the same request (the source trims it, say): nothing is resent.
      const latest = { ...lookup('abc'), text: 'abc ' };
      controller.search(latest);
      clock.tick(DEFAULT_DEBOUNCE_MS);
      assert.deepEqual(sent(), ['abc']);
      calls[0]!.resolve('A');
      await flush();
      assert.deepEqual(resultLookups, [latest]);
    });
  });

  describe('timeout', () => {
    it('aborts a request not settled after timeoutMs and reports a timeout with status 0', async () => {
      const { clock, controller, lookup, lastCall, updates } = setup();
      controller.searchNow(lookup('abc', { ignoreAbort: true }));
      clock.tick(DEFAULT_TIMEOUT_MS - 1);
      assert.equal(lastCall().signal.aborted, false);
      assert.deepEqual(errorsIn(updates), []);

      clock.tick(1);
      assert.equal(lastCall().signal.aborted, true);
      const [error] = errorsIn(updates);
      assert.equal(error!.code, 'timeout');
      assert.equal(error!.status, 0);
      hasProperties(updates[1], { type: 'error', key: 'abc' });

      // A late answer to the timed-out request changes nothing.
      lastCall().resolve('late');
      await flush();
      assert.equal(updates.length, 2);
      assert.equal(clock.pendingTimers, 0);
    });

    it('reads timeoutMs when each request is sent', () => {
      const { clock, controller, lookup, updates } = setup();
      controller.timeoutMs = 500;
      controller.searchNow(lookup('abc'));
      clock.tick(500);
      assert.deepEqual(
        errorsIn(updates).map((error) => error.code),
        ['timeout'],
      );
    });
  });

  describe('errors', () => {
    it('reports an AddressError from run as is', async () => {
      const { controller, lookup, lastCall, updates } = setup();
      const error = new AddressError('unauthorized', 'The embedded key is not valid for this host', { status: 401 });
      controller.searchNow(lookup('abc'));
      lastCall().reject(error);
      await flush();
      assert.deepEqual(updates[1], { type: 'error', key: 'abc', error });
      assert.equal(errorsIn(updates)[0], error);
    });

    it('wraps any other rejection, or a synchronous throw, as a network error keeping the cause', async () => {
      const { clock, controller, lookup, lastCall, updates } = setup();
      const failure = new TypeError('Failed to fetch');
      controller.searchNow(lookup('abc'));
      lastCall().reject(failure);
      await flush();
      clock.tick(1000); // the back-off after a network error

      controller.searchNow({
        key: 'thrown',
        text: 'thrown',
        run: () => {
          throw new Error('source bug');
        },
      });
      await flush();

      const [wrapped, thrown] = errorsIn(updates);
      assert.ok(wrapped instanceof AddressError);
      hasProperties(wrapped, { code: 'network', status: 0, message: 'Failed to fetch' });
      assert.equal(wrapped!.cause, failure);
      hasProperties(thrown, { code: 'network', message: 'source bug' });
    });
  });

  describe('network errors', () => {
    const networkError = () => new AddressError('network', 'The address service could not be reached', { status: 0 });

    it('backs off 1 s doubling to 30 s across consecutive network errors, sending nothing before', async () => {
      const { clock, controller, lookup, lastCall, calls, updates } = setup();
      controller.searchNow(lookup('a0'));
      let n = 0;
      for (const ms of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
        lastCall().reject(networkError());
        await flush();
        n += 1;
        const before = calls.length;
        controller.searchNow(lookup(`abc${n}`));
        controller.search(lookup(`bcd${n}`));
        clock.tick(ms - 1);
        assert.equal(calls.length, before, `nothing sent ${ms - 1} ms after network error ${n}`);
        clock.tick(1);
        assert.equal(calls.length, before + 1, `sent ${ms} ms after network error ${n}`);
        assert.equal(lastCall().text, `bcd${n}`, 'only the latest wanted lookup');
      }
      assert.deepEqual(
        errorsIn(updates).map((error) => error.code),
        Array(7).fill('network'),
      );
    });

    it('does not resend the failed lookup on its own', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(new TypeError('Failed to fetch'));
      await flush();
      clock.tick(120000);
      assert.deepEqual(sent(), ['abc']);
      assert.equal(clock.pendingTimers, 0);
      controller.searchNow(lookup('abcd'));
      assert.deepEqual(sent(), ['abc', 'abcd'], 'sent at once once the wait is over');
    });

    type Session = ReturnType<typeof setup>;

    /** The latest request and the next ones fail, one network error per wait: the back-off grows to the last wait. */
    async function failFor({ clock, controller, lookup, lastCall }: Session, waits: number[]): Promise<void> {
      for (const ms of waits) {
        lastCall().reject(networkError());
        await flush();
        controller.searchNow(lookup(`abc${ms}`));
        clock.tick(ms);
      }
    }

    /** One more network error, and the lookup after it waits exactly 1 s: the back-off started again. */
    async function expectFirstBackOff({ clock, controller, lookup, lastCall, calls }: Session): Promise<void> {
      lastCall().reject(networkError());
      await flush();
      const before = calls.length;
      controller.searchNow(lookup('again'));
      clock.tick(999);
      assert.equal(calls.length, before);
      clock.tick(1);
      assert.equal(calls.length, before + 1, 'back to 1 s');
    }

    it('resets the back-off after a success', async () => {
      const session = setup();
      const { controller, lookup, lastCall } = session;
      controller.searchNow(lookup('abc'));
      await failFor(session, [1000, 2000, 4000]);
      lastCall().resolve('A');
      await flush();
      controller.searchNow(lookup('next'));
      await expectFirstBackOff(session);
    });

    it('back online: the held lookup goes at once and the back-off starts again at 1 s', async () => {
      const session = setup();
      const { clock, controller, lookup, lastCall } = session;
      controller.searchNow(lookup('abc'));
      await failFor(session, [1000, 2000, 4000, 8000, 16000]);
      lastCall().reject(networkError());
      await flush();
      controller.search(lookup('typed offline'));
      clock.tick(DEFAULT_DEBOUNCE_MS + 1000);
      assert.equal(lastCall().text, 'abc16000', 'held for the 30 s back-off');
      controller.reconnected();
      assert.equal(lastCall().text, 'typed offline', 'sent when the browser is back online');
      await expectFirstBackOff(session);
      assert.equal(clock.pendingTimers, 1, 'only the request timeout');
    });

    it('back online with nothing held: nothing is sent, and the next lookup goes at once', async () => {
      const { controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(networkError());
      await flush();
      controller.reconnected();
      assert.deepEqual(sent(), ['abc']);
      controller.searchNow(lookup('abcd'));
      assert.deepEqual(sent(), ['abc', 'abcd']);
    });

    it('does not back off after other errors', async () => {
      const { controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(new AddressError('server', 'The address service failed (503).', { status: 503 }));
      await flush();
      controller.searchNow(lookup('abcd'));
      lastCall().reject(new AddressError('unprocessable', 'Rejected', { status: 422 }));
      await flush();
      controller.searchNow(lookup('abcde'));
      assert.deepEqual(sent(), ['abc', 'abcd', 'abcde']);
    });
  });

  describe('429', () => {
    it('back online does not cut the wait the service asked for', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(new AddressError('rate-limited', 'Too many', { status: 429, retryAfterMs: 5000 }));
      await flush();
      controller.searchNow(lookup('abcd'));
      controller.reconnected();
      assert.deepEqual(sent(), ['abc']);
      clock.tick(5000);
      assert.deepEqual(sent(), ['abc', 'abcd']);
    });

    it('reports a 429, then sends nothing until Retry-After has passed', async () => {
      const { clock, controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited(5000));
      await flush();
      hasProperties(updates[1], { type: 'error', key: 'abc' });
      assert.equal(errorsIn(updates)[0]!.code, 'rate-limited');

      controller.searchNow(lookup('abcd'));
      clock.tick(4999);
      assert.deepEqual(sent(), ['abc']);
      assert.equal(updates.length, 2);

      clock.tick(1);
      assert.deepEqual(sent(), ['abc', 'abcd']);
      assert.deepEqual(updates[2], { type: 'pending', key: 'abcd' });
    });

    it('backs off on its own from 1 s, doubling to 30 s, resending the 429ed lookup, and resets after a success', async () => {
      const { clock, controller, lookup, lastCall, calls, sent } = setup();
      controller.searchNow(lookup('abc'));

      const expectWait = async (ms: number) => {
        lastCall().reject(rateLimited());
        await flush();
        const before = calls.length;
        clock.tick(ms - 1);
        assert.equal(calls.length, before, `still held ${ms - 1} ms after the 429`);
        clock.tick(1);
        assert.equal(calls.length, before + 1, `sent ${ms} ms after the 429`);
      };

      for (const ms of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) await expectWait(ms);
      assert.deepEqual(new Set(sent()), new Set(['abc']));

      lastCall().resolve('A');
      await flush();
      controller.searchNow(lookup('abcd'));
      await expectWait(1000);
    });

    it('caps Retry-After at 60 s', async () => {
      for (const retryAfterMs of [3_600_000, 60_001]) {
        const { clock, controller, lookup, lastCall, sent } = setup();
        controller.searchNow(lookup('abc'));
        lastCall().reject(rateLimited(retryAfterMs));
        await flush();
        clock.tick(59_999);
        assert.deepEqual(sent(), ['abc']);
        clock.tick(1);
        assert.deepEqual(sent(), ['abc', 'abc'], `resent after 60 s, not ${retryAfterMs} ms`);
      }
    });

    it('does not advance its own backoff for a 429 whose Retry-After was readable', async () => {
      const { clock, controller, lookup, lastCall, calls } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited());
      await flush();
      clock.tick(1000);
      lastCall().reject(rateLimited(200));
      await flush();
      clock.tick(200);
      lastCall().reject(rateLimited());
      await flush();
      clock.tick(1999);
      assert.equal(calls.length, 3);
      clock.tick(1);
      assert.equal(calls.length, 4);
    });

    it('sends only the latest wanted lookup when the wait ends', async () => {
      const { clock, controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited(1000));
      await flush();
      controller.search(lookup('abcd'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      controller.searchNow(lookup('abcde'));
      controller.search(lookup('abcdef'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      assert.deepEqual(sent(), ['abc']);

      clock.tick(1000);
      assert.deepEqual(sent(), ['abc', 'abcdef']);
      assert.deepEqual(
        updates.map((update) => update.type),
        ['pending', 'error', 'pending'],
      );
    });

    it('leaves a lookup still being typed at the end of the wait to its debounce', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited(1000));
      await flush();
      clock.tick(900);
      controller.search(lookup('abcd'));
      clock.tick(100);
      assert.deepEqual(sent(), ['abc'], 'the 429ed lookup is no longer wanted');
      clock.tick(DEFAULT_DEBOUNCE_MS);
      assert.deepEqual(sent(), ['abc', 'abcd']);
    });

    it('does not resend the 429ed lookup when a newer one was already being debounced', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.search(lookup('abc'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      controller.search(lookup('abcd'));
      // A wait shorter than the debounce: the wait ends first, and must not resend the superseded 'abc'.
      lastCall().reject(rateLimited(50));
      await flush();
      clock.tick(50);
      assert.deepEqual(sent(), ['abc']);
      clock.tick(DEFAULT_DEBOUNCE_MS);
      assert.deepEqual(sent(), ['abc', 'abcd']);
    });

    it('still answers cache hits while held', async () => {
      const { clock, controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().resolve('A');
      await flush();
      controller.searchNow(lookup('xyz'));
      lastCall().reject(rateLimited(1000));
      await flush();

      controller.search(lookup('abc'));
      assert.deepEqual(updates[updates.length - 1], { type: 'results', key: 'abc', value: 'A', fromCache: true });
      clock.tick(5000);
      assert.deepEqual(sent(), ['abc', 'xyz'], 'the cache hit is the latest wanted lookup: nothing to send');
    });
  });

  describe('cancel and lifecycle', () => {
    it('cancel aborts the request in flight and the pending debounce, and emits nothing', async () => {
      const { clock, controller, lookup, calls, sent, updates } = setup();
      controller.search(lookup('abc'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      controller.search(lookup('abcd'));
      controller.cancel();
      assert.equal(calls[0]!.signal.aborted, true);
      assert.equal(clock.pendingTimers, 0);
      clock.tick(1000);
      await flush();
      assert.deepEqual(sent(), ['abc']);
      assert.deepEqual(updates, [{ type: 'pending', key: 'abc' }]);
    });

    it('cancel drops the held lookup but keeps honouring the wait', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited(1000));
      await flush();
      controller.cancel();
      assert.equal(clock.pendingTimers, 0);
      clock.tick(500);
      assert.deepEqual(sent(), ['abc']);

      controller.searchNow(lookup('abcd'));
      clock.tick(499);
      assert.deepEqual(sent(), ['abc']);
      clock.tick(1);
      assert.deepEqual(sent(), ['abc', 'abcd']);
    });

    it('hostDisconnected aborts the request in flight and clears every timer', async () => {
      const { clock, controller, lookup, calls, updates } = setup();
      controller.hostConnected();
      controller.searchNow(lookup('abc'));
      controller.search(lookup('abcd'));
      controller.hostDisconnected();
      assert.equal(calls[0]!.signal.aborted, true);
      assert.equal(clock.pendingTimers, 0);
      await flush();
      assert.deepEqual(updates, [{ type: 'pending', key: 'abc' }]);
    });

    it('hostDisconnected drops a lookup held by a 429', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited());
      await flush();
      controller.hostDisconnected();
      assert.equal(clock.pendingTimers, 0);
      clock.tick(60000);
      assert.deepEqual(sent(), ['abc']);
    });
  });
});
