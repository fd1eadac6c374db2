// One recorder for what the element tells the page: its four events (`verified-address`, `unverified-address`,
// `address-cleared`, `address-error`) as they reach a target, in order, from the moment it is made. The element tests
// used to push each into arrays of their own; `until(() => events.verified.length > n)` and the `next*` waits read it.
import type {
  AddressClearedEvent,
  AddressErrorEvent,
  UnverifiedAddressEvent,
  VerifiedAddressEvent,
} from '../../src/index.js';
import { waitUntil } from './wait.js';

export class AddressEvents {
  readonly verified: VerifiedAddressEvent[] = [];
  readonly unverified: UnverifiedAddressEvent[] = [];
  readonly cleared: AddressClearedEvent[] = [];
  readonly errors: AddressErrorEvent[] = [];
  /** Every event recorded, in the order it came. */
  readonly all: Array<VerifiedAddressEvent | UnverifiedAddressEvent | AddressClearedEvent | AddressErrorEvent> = [];
  readonly #target: EventTarget;
  readonly #listeners: Array<[string, (event: Event) => void]>;

  /** Starts recording the events that reach `target` (the element, its form, or the document: all four bubble). */
  constructor(target: EventTarget) {
    this.#target = target;
    const into =
      <T extends Event>(list: T[]) =>
      (event: Event) => {
        list.push(event as T);
        this.all.push(event as VerifiedAddressEvent);
      };
    this.#listeners = [
      ['verified-address', into(this.verified)],
      ['unverified-address', into(this.unverified)],
      ['address-cleared', into(this.cleared)],
      ['address-error', into(this.errors)],
    ];
    for (const [type, listener] of this.#listeners) target.addEventListener(type, listener);
  }

  /** Stops recording. */
  stop(): void {
    for (const [type, listener] of this.#listeners) this.#target.removeEventListener(type, listener);
  }

  /** The next `verified-address` after the `count` already recorded (by default, after those recorded now). */
  async nextVerified(count = this.verified.length): Promise<VerifiedAddressEvent> {
    await waitUntil(() => this.verified.length > count, 'no verified-address');
    return this.verified[count]!;
  }

  /** The next `unverified-address` after the `count` already recorded (by default, after those recorded now). */
  async nextUnverified(count = this.unverified.length): Promise<UnverifiedAddressEvent> {
    await waitUntil(() => this.unverified.length > count, 'no unverified-address');
    return this.unverified[count]!;
  }
}
