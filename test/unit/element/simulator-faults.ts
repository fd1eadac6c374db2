// What the fault matrix needs in Node besides the browser's FaultSwitch (test/support/faults.ts, which wraps Node's
// fetch as well): the simulator's latency on the test's clock, the window's online and offline events, and the
// promise rejections no one handled, each what the browser has and Node lacks.
import type { FakeClock } from '../../support/fake-clock.js';

/**
 * The simulator's latency faults (`jitter`, `slow-short`) waited out on a test's clock rather than the machine's:
 * give `wait` to the simulator (its `wait` option), then move the clock. Knows which searches it holds.
 */
export class SimulatorLatency {
  /** The clock the waits run on; a test sets its own. */
  clock: FakeClock | undefined;
  readonly #held: string[] = [];

  readonly wait = (ms: number, url: URL): Promise<void> => {
    const clock = this.clock;
    if (!clock) throw new Error('a latency fault with no test clock to wait on');
    const search = url.searchParams.get('search') ?? '';
    this.#held.push(search);
    return new Promise((resolve) =>
      clock.setTimeout(() => {
        this.#held.splice(this.#held.indexOf(search), 1);
        resolve();
      }, ms),
    );
  };

  /** Whether a request for `search` is waiting out its latency now. */
  holds(search: string): boolean {
    return this.#held.includes(search);
  }
}

/**
 * The window's `online` and `offline` events on globalThis while installed, as a page has them: the element's
 * lookups listen for `online` (a back-off after network errors ends at once).
 */
export class WindowEvents {
  readonly #target = new EventTarget();

  install(): this {
    const target = this.#target;
    globalThis.addEventListener = target.addEventListener.bind(target);
    globalThis.removeEventListener = target.removeEventListener.bind(target);
    globalThis.dispatchEvent = target.dispatchEvent.bind(target);
    return this;
  }

  restore(): void {
    const window = globalThis as Partial<Pick<typeof globalThis, 'addEventListener' | 'removeEventListener'>>;
    delete window.addEventListener;
    delete window.removeEventListener;
    delete (globalThis as Partial<Pick<typeof globalThis, 'dispatchEvent'>>).dispatchEvent;
  }
}

/** The reasons of promise rejections no one handled, while installed (the page's `unhandledrejection`). */
export class UnhandledRejections {
  readonly reasons: unknown[] = [];
  readonly #listener = (reason: unknown) => void this.reasons.push(reason);

  install(): this {
    process.on('unhandledRejection', this.#listener);
    return this;
  }

  restore(): void {
    process.off('unhandledRejection', this.#listener);
  }
}
