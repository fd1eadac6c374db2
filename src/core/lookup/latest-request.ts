import { DEV_MODE } from '../../api/dev-mode.js';
import { AddressError, isAbortError } from '../../api/errors.js';
import type { Clock } from './clock.js';
import { LruCache } from './lru-cache.js';
import { DEFAULT_CACHE_SIZE, toAddressError } from './scheduler.js';

/**
 * Requests outside typing (a verifier's), run as lit's Task runs one: a new request aborts the one before (only the
 * latest is wanted), its answer is kept by key in a page-wide bounded cache (the same question is asked once, by
 * any element on the page), and it times out on the element's clock, the one its lookups run on.
 */
export class LatestRequest {
  /** Answers by key, for the page session and every element on it, bounded like the lookups' cache. */
  static readonly #answers = new LruCache<string, unknown>(DEFAULT_CACHE_SIZE);
  readonly #clock: Clock;
  readonly #timeoutMs: number;
  /** The request under way, which a newer one aborts. */
  #current: AbortController | undefined;

  constructor(clock: Clock, timeoutMs: number) {
    this.#clock = clock;
    this.#timeoutMs = timeoutMs;
  }

  /**
   * The answer to `run`, or the cached one for `key`. Rejects with an AddressError (the request's own, `timeout`,
   * or `network` for anything else, as a lookup's failure is reported), or with the AbortError of a request a newer
   * one replaced.
   */
  request<V>(key: string, run: (signal: AbortSignal) => Promise<V>): Promise<V> {
    this.#current?.abort();
    this.#current = undefined;
    const answers = LatestRequest.#answers;
    if (answers.has(key)) return Promise.resolve(answers.get(key) as V);
    const abort = new AbortController();
    this.#current = abort;
    const clock = this.#clock;
    const ms = this.#timeoutMs;
    return new Promise<V>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        abort.abort();
        reject(
          new AddressError(
            'timeout',
            DEV_MODE ? `The address service did not answer within ${ms} ms` : `no answer within ${ms} ms`,
          ),
        );
      }, ms);
      // The executor turns a `run` that throws synchronously into a rejection like any other.
      new Promise<V>((settle) => settle(run(abort.signal)))
        .then(
          (value) => {
            answers.set(key, value);
            resolve(value);
          },
          (reason: unknown) => reject(isAbortError(reason) ? reason : toAddressError(reason)),
        )
        .finally(() => {
          clock.clearTimeout(timer);
          if (this.#current === abort) this.#current = undefined;
        });
    });
  }
}
