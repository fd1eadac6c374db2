import type { Clock } from './clock.js';

/**
 * The pause in typing a lookup waits for, so that a word typed costs one request and not one per key: each lookup
 * replaces the one waiting, and only the latest goes, once the typing has paused for the whole wait.
 */
export class Debounce<L> {
  readonly #clock: Clock;
  readonly #fire: (lookup: L) => void;
  #timer: unknown;
  /** The lookup the timer will fire. */
  #waiting: L | undefined;

  constructor(clock: Clock, fire: (lookup: L) => void) {
    this.#clock = clock;
    this.#fire = fire;
  }

  /** A lookup is waiting: the user has asked for something newer than what is in flight. */
  get waiting(): boolean {
    return this.#timer !== undefined;
  }

  /** `lookup` goes after `ms`, unless another replaces it first. */
  wait(lookup: L, ms: number): void {
    this.clear();
    this.#waiting = lookup;
    this.#timer = this.#clock.setTimeout(() => {
      this.#timer = this.#waiting = undefined;
      this.#fire(lookup);
    }, ms);
  }

  /** The user is still typing, in a way that is no lookup yet: the lookup waiting waits the whole `ms` again. */
  restart(ms: number): void {
    if (this.#waiting !== undefined) this.wait(this.#waiting, ms);
  }

  clear(): void {
    this.#waiting = undefined;
    if (this.#timer === undefined) return;
    this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
