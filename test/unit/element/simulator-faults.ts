// Faults switched on and off mid-session in Node, from outside the element, as test/support/faults.ts does it in the
// browser: the `X-Simulator-Fault` header added to the requests under a path, what the element keeps in flight, and a
// fetch that ignores aborts. Besides: the simulator's latency on the test's clock, the window's online and offline
// events, and the promise rejections no one handled, each what the browser has and Node lacks.
import type { FakeClock } from '../../support/fake-clock.js';

/**
 * Wraps globalThis.fetch while installed. Install it before a model's recordRequests, which then records each
 * request as the element sent it (without the header) and wraps this.
 */
export class NodeFaultSwitch {
  /** The most requests under each watched path that were in flight at once, since install. */
  readonly peak = new Map<string, number>();
  /** When true, the request goes out without the element's AbortSignal: its answer arrives even after an abort. */
  ignoreAborts = false;
  readonly #faults = new Map<string, string>();
  readonly #inFlight = new Map<string, number>();
  readonly #paths: readonly string[];
  #original: typeof fetch | undefined;

  /** Watches the requests whose path starts with one of `paths` (a service's base path). */
  constructor(...paths: string[]) {
    this.#paths = paths;
  }

  /** The simulator's fault list (`status:503`, `drop`…) for every request under `path` from now on. */
  set(path: string, fault: string): void {
    this.#faults.set(path, fault);
  }

  /** No fault under any path from now on. */
  clear(): void {
    this.#faults.clear();
  }

  /** How many requests under `path` are in flight now. */
  inFlight(path: string): number {
    return this.#inFlight.get(path) ?? 0;
  }

  install(): this {
    const original = globalThis.fetch;
    this.#original = original;
    globalThis.fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = this.#paths.find((prefix) => url.pathname.startsWith(prefix));
      if (path === undefined) return original(input, init);
      const fault = this.#faults.get(path);
      const headers = new Headers(init?.headers);
      if (fault !== undefined) headers.set('X-Simulator-Fault', fault);
      const signal = init?.signal ?? undefined;
      const done = this.#track(path, signal);
      const sent = original(input, { ...init, headers, signal: this.ignoreAborts ? null : (signal ?? null) });
      sent.then(done, done);
      return sent;
    };
    return this;
  }

  restore(): void {
    if (this.#original) globalThis.fetch = this.#original;
    this.#original = undefined;
    this.#faults.clear();
  }

  /** Counts one request in flight until it settles or its element aborts it; returns the settle. */
  #track(path: string, signal: AbortSignal | undefined): () => void {
    const count = this.inFlight(path) + 1;
    this.#inFlight.set(path, count);
    this.peak.set(path, Math.max(this.peak.get(path) ?? 0, count));
    let open = true;
    const done = () => {
      if (!open) return;
      open = false;
      this.#inFlight.set(path, this.inFlight(path) - 1);
    };
    signal?.addEventListener('abort', done, { once: true });
    return done;
  }
}

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
