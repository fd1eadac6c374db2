import { expect } from '@open-wc/testing';
import { AddressError } from '../../../src/api/errors.js';
import {
  DEFAULT_CACHE_SIZE,
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_MIN_CHARS,
  DEFAULT_TIMEOUT_MS,
  RequestScheduler,
  systemClock,
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
    expect(lookup.key, 'a result carries the lookup of its key').to.equal(update.key);
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
      expect(controller.debounceMs).to.equal(DEFAULT_DEBOUNCE_MS);
      expect(controller.minChars).to.equal(DEFAULT_MIN_CHARS);
      expect(controller.timeoutMs).to.equal(DEFAULT_TIMEOUT_MS);
      expect(DEFAULT_CACHE_SIZE).to.equal(50);
    });

    it('binds the system clock to the global timer functions', () => {
      // Calling an unbound window.setTimeout throws "Illegal invocation"; the timer is cleared before it can run.
      const handle = systemClock.setTimeout(() => expect.fail('a cleared timer ran'), 1000);
      systemClock.clearTimeout(handle);
      expect(Math.abs(systemClock.now() - Date.now())).to.be.lessThan(1000);
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
      expect(sent()).to.deep.equal([]);
      clock.tick(1);
      expect(sent()).to.deep.equal(['123 Ma']);
      expect(updates).to.deep.equal([{ type: 'pending', key: '123 Ma' }]);
    });

    it('reads debounceMs at each call, so an attribute change applies at once', () => {
      const { clock, controller, lookup, sent } = setup();
      controller.debounceMs = 400;
      controller.search(lookup('123'));
      clock.tick(399);
      expect(sent()).to.deep.equal([]);
      clock.tick(1);
      expect(sent()).to.deep.equal(['123']);
    });

    it('does not debounce searchNow', () => {
      const { controller, lookup, sent, updates } = setup();
      controller.searchNow(lookup('123 Main St'));
      expect(sent()).to.deep.equal(['123 Main St']);
      expect(updates).to.deep.equal([{ type: 'pending', key: '123 Main St' }]);
    });
  });

  describe('minChars', () => {
    it('clears and sends nothing below minChars, counting trimmed code points so an emoji is one character', () => {
      const { clock, controller, lookup, sent, updates } = setup();
      controller.search(lookup('ab'));
      // Four UTF-16 units, but two characters.
      controller.search(lookup('  🏠🏠  '));
      clock.tick(1000);
      expect(sent()).to.deep.equal([]);
      expect(updates).to.deep.equal([{ type: 'cleared' }, { type: 'cleared' }]);

      controller.search(lookup('🏠🏠🏠'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      expect(sent()).to.deep.equal(['🏠🏠🏠']);
    });

    it('cancels the request in flight and the pending debounce when the text becomes too short', async () => {
      const { clock, controller, lookup, calls, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      controller.search(lookup('abcd'));
      controller.search(lookup('ab'));
      expect(calls[0]!.signal.aborted).to.equal(true);
      clock.tick(1000);
      await flush();
      expect(sent()).to.deep.equal(['abc']);
      expect(updates).to.deep.equal([{ type: 'pending', key: 'abc' }, { type: 'cleared' }]);
      expect(clock.pendingTimers).to.equal(0);
    });

    it('does not apply minChars to searchNow, and reads minChars at each call', () => {
      const { controller, lookup, sent, updates } = setup();
      controller.searchNow(lookup('a'));
      expect(sent()).to.deep.equal(['a']);
      controller.minChars = 1;
      controller.search(lookup('b'));
      expect(updates.some((update) => update.type === 'cleared')).to.equal(false);
    });
  });

  describe('single flight and stale answers', () => {
    it('aborts the previous request when it sends a new one, not on every keystroke', () => {
      const { clock, controller, lookup, calls, updates } = setup();
      controller.search(lookup('abc'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      controller.search(lookup('abcd'));
      expect(calls[0]!.signal.aborted).to.equal(false, 'the request stays in flight while the user types');
      clock.tick(DEFAULT_DEBOUNCE_MS);
      expect(calls[0]!.signal.aborted).to.equal(true);
      expect(calls[1]!.signal.aborted).to.equal(false);
      expect(updates).to.deep.equal([
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
      expect(resultsIn(updates)).to.deep.equal([{ type: 'results', key: 'abcde', value: 'third', fromCache: false }]);
      expect(errorsIn(updates)).to.deep.equal([]);
    });

    it('never reports an aborted request, as results or as an error', async () => {
      const { controller, lookup, calls, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      controller.searchNow(lookup('abcd'));
      controller.cancel();
      await flush();
      expect(calls.every((call) => call.signal.aborted)).to.equal(true);

      // A source that aborts on its own (not through our signal) is still not an error to show.
      controller.searchNow(lookup('xyz'));
      lastCall().reject(new DOMException('The operation was aborted.', 'AbortError'));
      await flush();
      expect(updates.map((update) => update.type)).to.deep.equal(['pending', 'pending', 'pending']);

      // ...and it leaves the flight slot free: the same lookup is sent again.
      controller.searchNow(lookup('xyz'));
      expect(sent()).to.deep.equal(['abc', 'abcd', 'xyz', 'xyz']);
    });
  });

  describe('cache', () => {
    it('answers a cached key synchronously, without debounce or request, marked fromCache', async () => {
      const { controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().resolve('A');
      await flush();
      expect(updates).to.deep.equal([
        { type: 'pending', key: 'abc' },
        { type: 'results', key: 'abc', value: 'A', fromCache: false },
      ]);

      updates.length = 0;
      controller.search(lookup('abc'));
      expect(updates).to.deep.equal([{ type: 'results', key: 'abc', value: 'A', fromCache: true }]);
      controller.searchNow(lookup('abc'));
      expect(updates).to.have.length(2);
      expect(sent()).to.deep.equal(['abc']);
    });

    it('delivers a cached answer with the lookup that asked for it, not the one that fetched it', async () => {
      const { controller, lookup, lastCall, resultLookups } = setup();
      const first = lookup('abc');
      controller.searchNow(first);
      lastCall().resolve('A');
      await flush();
      const second = lookup('abc');
      controller.search(second);
      expect(resultLookups).to.have.length(2);
      expect(resultLookups[0]).to.equal(first);
      expect(resultLookups[1]).to.equal(second);
    });

    it('aborts the request in flight when it answers from the cache', async () => {
      const { controller, lookup, lastCall, calls, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().resolve('A');
      await flush();
      controller.searchNow(lookup('xyz', { ignoreAbort: true }));
      controller.search(lookup('abc'));
      expect(calls[1]!.signal.aborted).to.equal(true);
      calls[1]!.resolve('X');
      await flush();
      expect(updates[updates.length - 1]).to.deep.equal({ type: 'results', key: 'abc', value: 'A', fromCache: true });
    });

    it('never caches an error', async () => {
      const { controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(new AddressError('server', 'Service unavailable', { status: 503 }));
      await flush();
      controller.searchNow(lookup('abc'));
      expect(sent()).to.deep.equal(['abc', 'abc']);
      expect(updates.map((update) => update.type)).to.deep.equal(['pending', 'error', 'pending']);
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
      expect(sent()).to.deep.equal(['abc', 'def', 'abc'], 'abc was evicted, def answered from the cache');

      lastCall().resolve('ABC');
      await flush();
      controller.clearCache();
      controller.searchNow(lookup('abc'));
      expect(sent()).to.deep.equal(['abc', 'def', 'abc', 'abc']);
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
      expect(sent()).to.deep.equal(['abc']);
      expect(calls[0]!.signal.aborted).to.equal(false);

      calls[0]!.resolve('A');
      await flush();
      expect(updates).to.deep.equal([
        { type: 'pending', key: 'abc' },
        { type: 'results', key: 'abc', value: 'A', fromCache: false },
      ]);
    });
  });

  describe('timeout', () => {
    it('aborts a request not settled after timeoutMs and reports a timeout with status 0', async () => {
      const { clock, controller, lookup, lastCall, updates } = setup();
      controller.searchNow(lookup('abc', { ignoreAbort: true }));
      clock.tick(DEFAULT_TIMEOUT_MS - 1);
      expect(lastCall().signal.aborted).to.equal(false);
      expect(errorsIn(updates)).to.deep.equal([]);

      clock.tick(1);
      expect(lastCall().signal.aborted).to.equal(true);
      const [error] = errorsIn(updates);
      expect(error!.code).to.equal('timeout');
      expect(error!.status).to.equal(0);
      expect(updates[1]).to.include({ type: 'error', key: 'abc' });

      // A late answer to the timed-out request changes nothing.
      lastCall().resolve('late');
      await flush();
      expect(updates).to.have.length(2);
      expect(clock.pendingTimers).to.equal(0);
    });

    it('reads timeoutMs when each request is sent', () => {
      const { clock, controller, lookup, updates } = setup();
      controller.timeoutMs = 500;
      controller.searchNow(lookup('abc'));
      clock.tick(500);
      expect(errorsIn(updates).map((error) => error.code)).to.deep.equal(['timeout']);
    });
  });

  describe('errors', () => {
    it('reports an AddressError from run as is', async () => {
      const { controller, lookup, lastCall, updates } = setup();
      const error = new AddressError('unauthorized', 'The embedded key is not valid for this host', { status: 401 });
      controller.searchNow(lookup('abc'));
      lastCall().reject(error);
      await flush();
      expect(updates[1]).to.deep.equal({ type: 'error', key: 'abc', error });
      expect(errorsIn(updates)[0]).to.equal(error);
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
      expect(wrapped).to.be.instanceOf(AddressError);
      expect(wrapped).to.include({ code: 'network', status: 0, message: 'Failed to fetch' });
      expect(wrapped!.cause).to.equal(failure);
      expect(thrown).to.include({ code: 'network', message: 'source bug' });
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
        expect(calls.length).to.equal(before, `nothing sent ${ms - 1} ms after network error ${n}`);
        clock.tick(1);
        expect(calls.length).to.equal(before + 1, `sent ${ms} ms after network error ${n}`);
        expect(lastCall().text).to.equal(`bcd${n}`, 'only the latest wanted lookup');
      }
      expect(errorsIn(updates).map((error) => error.code)).to.deep.equal(Array(7).fill('network'));
    });

    it('does not resend the failed lookup on its own', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(new TypeError('Failed to fetch'));
      await flush();
      clock.tick(120000);
      expect(sent()).to.deep.equal(['abc']);
      expect(clock.pendingTimers).to.equal(0);
      controller.searchNow(lookup('abcd'));
      expect(sent()).to.deep.equal(['abc', 'abcd'], 'sent at once once the wait is over');
    });

    it('resets the back-off after a success', async () => {
      const { clock, controller, lookup, lastCall, calls } = setup();
      controller.searchNow(lookup('abc'));
      for (const ms of [1000, 2000, 4000]) {
        lastCall().reject(networkError());
        await flush();
        controller.searchNow(lookup(`abc${ms}`));
        clock.tick(ms);
      }
      lastCall().resolve('A');
      await flush();
      controller.searchNow(lookup('next'));
      lastCall().reject(networkError());
      await flush();
      const before = calls.length;
      controller.searchNow(lookup('again'));
      clock.tick(999);
      expect(calls.length).to.equal(before);
      clock.tick(1);
      expect(calls.length).to.equal(before + 1, 'back to 1 s');
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
      expect(sent()).to.deep.equal(['abc', 'abcd', 'abcde']);
    });
  });

  describe('429', () => {
    it('reports a 429, then sends nothing until Retry-After has passed', async () => {
      const { clock, controller, lookup, lastCall, sent, updates } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited(5000));
      await flush();
      expect(updates[1]).to.include({ type: 'error', key: 'abc' });
      expect(errorsIn(updates)[0]!.code).to.equal('rate-limited');

      controller.searchNow(lookup('abcd'));
      clock.tick(4999);
      expect(sent()).to.deep.equal(['abc']);
      expect(updates).to.have.length(2, 'no pending while held');

      clock.tick(1);
      expect(sent()).to.deep.equal(['abc', 'abcd']);
      expect(updates[2]).to.deep.equal({ type: 'pending', key: 'abcd' });
    });

    it('backs off on its own from 1 s, doubling to 30 s, resending the 429ed lookup, and resets after a success', async () => {
      const { clock, controller, lookup, lastCall, calls, sent } = setup();
      controller.searchNow(lookup('abc'));

      const expectWait = async (ms: number) => {
        lastCall().reject(rateLimited());
        await flush();
        const before = calls.length;
        clock.tick(ms - 1);
        expect(calls.length).to.equal(before, `still held ${ms - 1} ms after the 429`);
        clock.tick(1);
        expect(calls.length).to.equal(before + 1, `sent ${ms} ms after the 429`);
      };

      for (const ms of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) await expectWait(ms);
      expect(new Set(sent())).to.deep.equal(new Set(['abc']));

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
        expect(sent()).to.deep.equal(['abc']);
        clock.tick(1);
        expect(sent()).to.deep.equal(['abc', 'abc'], `resent after 60 s, not ${retryAfterMs} ms`);
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
      expect(calls).to.have.length(3);
      clock.tick(1);
      expect(calls).to.have.length(4);
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
      expect(sent()).to.deep.equal(['abc']);

      clock.tick(1000);
      expect(sent()).to.deep.equal(['abc', 'abcdef']);
      expect(updates.map((update) => update.type)).to.deep.equal(['pending', 'error', 'pending']);
    });

    it('leaves a lookup still being typed at the end of the wait to its debounce', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited(1000));
      await flush();
      clock.tick(900);
      controller.search(lookup('abcd'));
      clock.tick(100);
      expect(sent()).to.deep.equal(['abc'], 'the 429ed lookup is no longer wanted');
      clock.tick(DEFAULT_DEBOUNCE_MS);
      expect(sent()).to.deep.equal(['abc', 'abcd']);
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
      expect(sent()).to.deep.equal(['abc']);
      clock.tick(DEFAULT_DEBOUNCE_MS);
      expect(sent()).to.deep.equal(['abc', 'abcd']);
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
      expect(updates[updates.length - 1]).to.deep.equal({ type: 'results', key: 'abc', value: 'A', fromCache: true });
      clock.tick(5000);
      expect(sent()).to.deep.equal(['abc', 'xyz'], 'the cache hit is the latest wanted lookup: nothing to send');
    });
  });

  describe('cancel and lifecycle', () => {
    it('cancel aborts the request in flight and the pending debounce, and emits nothing', async () => {
      const { clock, controller, lookup, calls, sent, updates } = setup();
      controller.search(lookup('abc'));
      clock.tick(DEFAULT_DEBOUNCE_MS);
      controller.search(lookup('abcd'));
      controller.cancel();
      expect(calls[0]!.signal.aborted).to.equal(true);
      expect(clock.pendingTimers).to.equal(0);
      clock.tick(1000);
      await flush();
      expect(sent()).to.deep.equal(['abc']);
      expect(updates).to.deep.equal([{ type: 'pending', key: 'abc' }]);
    });

    it('cancel drops the held lookup but keeps honouring the wait', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited(1000));
      await flush();
      controller.cancel();
      expect(clock.pendingTimers).to.equal(0);
      clock.tick(500);
      expect(sent()).to.deep.equal(['abc']);

      controller.searchNow(lookup('abcd'));
      clock.tick(499);
      expect(sent()).to.deep.equal(['abc']);
      clock.tick(1);
      expect(sent()).to.deep.equal(['abc', 'abcd']);
    });

    it('hostDisconnected aborts the request in flight and clears every timer', async () => {
      const { clock, controller, lookup, calls, updates } = setup();
      controller.hostConnected();
      controller.searchNow(lookup('abc'));
      controller.search(lookup('abcd'));
      controller.hostDisconnected();
      expect(calls[0]!.signal.aborted).to.equal(true);
      expect(clock.pendingTimers).to.equal(0);
      await flush();
      expect(updates).to.deep.equal([{ type: 'pending', key: 'abc' }]);
    });

    it('hostDisconnected drops a lookup held by a 429', async () => {
      const { clock, controller, lookup, lastCall, sent } = setup();
      controller.searchNow(lookup('abc'));
      lastCall().reject(rateLimited());
      await flush();
      controller.hostDisconnected();
      expect(clock.pendingTimers).to.equal(0);
      clock.tick(60000);
      expect(sent()).to.deep.equal(['abc']);
    });
  });
});
