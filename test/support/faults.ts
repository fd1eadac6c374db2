// Faults switched on and off mid-session, from outside the element: the elements never send the simulator's fault
// switch, so this wraps the page's fetch and adds the `X-Simulator-Fault` header (same origin: no preflight) to the
// requests under a path, for as long as the test says. It also watches what the element keeps in flight (from the
// call until the answer, the failure or the element's own abort) and can play a fetch that ignores aborts, so that an
// earlier answer really arrives after a later one. Install it before a FetchRecorder, which then records each request
// as the element sent it (without the header) and wraps this. It wraps the realm's own fetch, so the Node tests
// (test/unit/element/fault-matrix.test.ts) switch faults with it too, against absolute URLs.
import { DEFAULT_TIMEOUT_MS } from '../../src/core/lookup/scheduler.js';

export class FaultSwitch {
  /** The most requests under each watched path that were in flight at once, since install or `resetPeak`. */
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

  /** The simulator's fault list (`status:503`, `drop`...) for every request under `path` from now on. */
  set(path: string, fault: string): void {
    this.#faults.set(path, fault);
  }

  /** No fault under `path` (or under any path) from now on. */
  clear(path?: string): void {
    if (path === undefined) this.#faults.clear();
    else this.#faults.delete(path);
  }

  /** How many requests under `path` are in flight now. */
  inFlight(path: string): number {
    return this.#inFlight.get(path) ?? 0;
  }

  resetPeak(): void {
    this.peak.clear();
  }

  install(): this {
    const original = globalThis.fetch;
    this.#original = original;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href);
      const path = this.#paths.find((prefix) => url.pathname.startsWith(prefix));
      if (path === undefined) return original.call(globalThis, input, init);
      const fault = this.#faults.get(path);
      const headers = new Headers(init?.headers);
      if (fault !== undefined) headers.set('X-Simulator-Fault', fault);
      const signal = init?.signal ?? undefined;
      const done = this.#track(path, signal);
      const sent = original.call(globalThis, input, {
        ...init,
        headers,
        signal: this.ignoreAborts ? null : (signal ?? null),
      });
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
 * The elements' request timeout (8 s) on a clock the test moves: while installed, a timer of exactly that length is
 * kept, not started, until `fire()`; every other timer runs as usual. "The service never answered" then takes the
 * time the test chooses, not 8 s of the machine's.
 */
export class RequestTimeouts {
  readonly #pending = new Map<number, () => void>();
  #next = -1;
  #setTimeout: typeof window.setTimeout | undefined;
  #clearTimeout: typeof window.clearTimeout | undefined;

  /** How many request timeouts are waiting. */
  get pending(): number {
    return this.#pending.size;
  }

  install(): this {
    const setTimer = window.setTimeout;
    const clearTimer = window.clearTimeout;
    this.#setTimeout = setTimer;
    this.#clearTimeout = clearTimer;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== DEFAULT_TIMEOUT_MS || typeof handler !== 'function') return setTimer(handler, ms, ...args);
      // Negative handles: never one the browser gives out.
      const id = this.#next--;
      this.#pending.set(id, () => (handler as (...rest: unknown[]) => void)(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined && this.#pending.delete(id)) return;
      clearTimer(id);
    }) as typeof window.clearTimeout;
    return this;
  }

  /** Runs every waiting request timeout now, as if 8 s had passed. */
  fire(): void {
    const due = [...this.#pending.values()];
    this.#pending.clear();
    for (const run of due) run();
  }

  restore(): void {
    if (this.#setTimeout) window.setTimeout = this.#setTimeout;
    if (this.#clearTimeout) window.clearTimeout = this.#clearTimeout;
    this.#setTimeout = undefined;
    this.#clearTimeout = undefined;
    this.#pending.clear();
  }
}
