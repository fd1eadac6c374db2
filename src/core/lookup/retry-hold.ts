import type { AddressError } from '../../api/errors.js';
import type { Clock } from './clock.js';

/**
 * Our own wait after a 429 whose `Retry-After` could not be read (cross-origin pages often cannot read it), and after
 * a network error (a 429 or 5xx without CORS headers reaches the page as one): 1 s, doubling to 30 s while they
 * follow one another, back to 1 s after a success.
 */
const INITIAL_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30000;
/** The longest `Retry-After` honoured: a service (or a proxy) asking for an hour would leave the element dead. */
export const MAX_RETRY_AFTER_MS = 60000;

/**
 * The wait after a 429 or a network error, during which the typing lane sends nothing: the latest lookup wanted
 * waits in it and goes when it ends. A 429's wait is the service's (`Retry-After`, capped); a network error's is our
 * own back-off, which the browser coming back online cuts short.
 */
export class RetryHold<L> {
  readonly #clock: Clock;
  readonly #send: (lookup: L) => void;
  /** Nothing is sent before this time. */
  #until = 0;
  #timer: unknown;
  #held: L | undefined;
  #backoffMs = INITIAL_BACKOFF_MS;
  /** The wait is our own back-off after a network error, not one the service asked for (429). */
  #offline = false;

  /** `send` is given the lookup held when the wait ends. */
  constructor(clock: Clock, send: (lookup: L) => void) {
    this.#clock = clock;
    this.#send = send;
  }

  /** True while the wait runs; `lookup`, now the latest wanted, is kept to go when it ends. */
  holds(lookup: L): boolean {
    if (this.#clock.now() >= this.#until) return false;
    this.#keep(lookup);
    return true;
  }

  /**
   * A failure that starts a wait. After a 429 the failed lookup goes again when the wait ends, unless `newerWanted`
   * (a debounce already running: the user has asked for something newer, which goes when it fires). After a network
   * error (possibly a 429 or 5xx the page could not read) nothing is resent on our own: offline, it would never end;
   * the next lookup wanted is held until the wait ends.
   */
  failed(error: AddressError, lookup: L, newerWanted: boolean): void {
    if (error.code === 'rate-limited') {
      this.#offline = false;
      this.#until = this.#clock.now() + this.#rateLimitWait(error);
      if (!newerWanted) this.#keep(lookup);
    } else if (error.code === 'network') {
      this.#until = this.#clock.now() + this.#nextBackoff();
      this.#offline = true;
    }
  }

  succeeded(): void {
    this.#backoffMs = INITIAL_BACKOFF_MS;
  }

  /**
   * The browser is back online: a back-off after network errors has nothing left to wait for, so the lookup held
   * goes now and the back-off starts again from its first step. A 429's wait stands: the service asked for it.
   */
  reconnected(): void {
    if (!this.#offline) return;
    this.#backoffMs = INITIAL_BACKOFF_MS;
    if (this.#timer === undefined) this.#until = 0;
    else {
      this.#clock.clearTimeout(this.#timer);
      this.#end();
    }
  }

  /** Forgets the lookup held. The wait itself still applies: the service asked for it, not the user. */
  drop(): void {
    this.#held = undefined;
    if (this.#timer === undefined) return;
    this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #rateLimitWait(error: AddressError): number {
    if (error.retryAfterMs !== undefined) return Math.min(Math.max(0, error.retryAfterMs), MAX_RETRY_AFTER_MS);
    return this.#nextBackoff();
  }

  /** Our own wait, one step further than the last (unreadable 429s and network errors share it). */
  #nextBackoff(): number {
    const wait = this.#backoffMs;
    this.#backoffMs = Math.min(this.#backoffMs * 2, MAX_BACKOFF_MS);
    return wait;
  }

  /** Keeps only the latest wanted lookup, to send when the wait ends. */
  #keep(lookup: L): void {
    this.#held = lookup;
    if (this.#timer !== undefined) return;
    this.#timer = this.#clock.setTimeout(() => this.#end(), this.#until - this.#clock.now());
  }

  #end(): void {
    const lookup = this.#held;
    this.#timer = undefined;
    this.#held = undefined;
    // The timer has waited the full time by its own account; trusting it avoids re-holding on a clock jitter.
    this.#until = 0;
    if (lookup) this.#send(lookup);
  }
}
