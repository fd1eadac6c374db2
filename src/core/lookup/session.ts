import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { isAddressError, type AddressError } from '../../api/errors.js';
import type { PostalAddress } from '../../form/address-values.js';
import type { Verifier } from './verifier.js';
import type { Extractor } from './extractor.js';
import { systemClock, type Clock } from './clock.js';
import { LruCache } from './lru-cache.js';
import { DEFAULT_CACHE_SIZE, RequestScheduler, type SchedulerUpdate, type Timing } from './scheduler.js';
import type {
  AddressService,
  ChooseResult,
  FinalChoice,
  ServiceList,
  ServiceLookup,
  ServiceOption,
} from './address-service.js';

/** What a lookup came to: the machine's `LookupPending`, `LookupList`, `LookupCleared` and `LookupFailed`. */
export type SessionUpdate =
  | { type: 'LookupPending' }
  | { type: 'LookupList'; list: ServiceList }
  | { type: 'LookupCleared' }
  | { type: 'LookupFailed'; error: AddressError };

function sessionUpdate(update: SchedulerUpdate<unknown, ServiceLookup>): SessionUpdate {
  if (update.type === 'results') return { type: 'LookupList', list: update.lookup.list(update.value) };
  if (update.type === 'error') return { type: 'LookupFailed', error: update.error };
  return { type: update.type === 'cleared' ? 'LookupCleared' : 'LookupPending' };
}

/**
 * The lookups of one element: the source of the current configuration and two lanes of requests on one clock. The
 * typing lane (debounce, one request in flight, stale guard, cache, 429) runs the lookups; the verification lane
 * runs the verifier's and the extractor's requests (see RequestScheduler.request), so that a verification never
 * aborts the list's lookup nor waits behind it. Whether a lookup may be asked for (a misconfiguration, a refused key,
 * the input's state) is the caller's to decide; `canSend` is asked again when a lookup would go out, after the
 * debounce or a 429 wait.
 */
export class LookupSession implements ReactiveController {
  /**
   * The verification lane's answers, for every element on the page: the same address asked by two elements (or
   * twice by one, configured again in between) is one request. Bounded like a lane's own cache.
   */
  static readonly #verdicts = new LruCache<string, unknown>(DEFAULT_CACHE_SIZE);
  readonly #scheduler: RequestScheduler<unknown, ServiceLookup>;
  readonly #verifications: RequestScheduler<unknown>;
  readonly #clock: Clock;
  readonly #onUpdate: (update: SessionUpdate) => void;
  #source: AddressService | undefined;

  constructor(
    host: ReactiveControllerHost,
    onUpdate: (update: SessionUpdate) => void,
    canSend: () => boolean,
    clock: Clock = systemClock,
  ) {
    this.#onUpdate = onUpdate;
    this.#clock = clock;
    this.#verifications = new RequestScheduler({ clock, cache: LookupSession.#verdicts });
    this.#scheduler = new RequestScheduler({ canSend, clock, onUpdate: (update) => onUpdate(sessionUpdate(update)) });
    host.addController(this);
  }

  /** The configuration's verifier (US Street with `verify`), or none. */
  get verifier(): Verifier | undefined {
    return this.#source?.verifier;
  }

  /** The configuration's extractor (the shop's extract route, `extract-url`), or none. */
  get extractor(): Extractor | undefined {
    return this.#source?.extractor;
  }

  /** A new configuration: its source (undefined when it failed its checks), and nothing of the old one kept. */
  configure(source: AddressService | undefined, timing: Timing): void {
    this.#source = source;
    this.#scheduler.debounceMs = timing.debounceMs;
    this.#scheduler.minChars = timing.minChars;
    this.cancel();
    this.#scheduler.clearCache();
  }

  /**
   * Typing is debounced and waits for enough text; `now` (Down on a closed, empty list) goes at once, but never
   * for text too short to search.
   */
  search(text: string, scope: unknown, now = false): void {
    const lookup = this.#source?.search(text, scope);
    if (!lookup) return;
    if (!now) this.#scheduler.search(lookup);
    else if (!this.#scheduler.isTooShort(text)) this.#scheduler.searchNow(lookup);
  }

  /** The shopper is still typing (composing): a lookup waiting for the debounce waits a whole debounce again. */
  postpone(): void {
    this.#scheduler.postpone();
  }

  /** What choosing an option does; nothing is looked up yet. Undefined when it cannot even be asked for. */
  choose(option: ServiceOption, text: string, scope: unknown): ChooseResult | undefined {
    try {
      return this.#source?.choose(option, text, scope);
    } catch (error) {
      // A choice whose request cannot be built (an empty address_id from the service) is a failed lookup.
      if (!isAddressError(error)) throw error;
      this.#onUpdate({ type: 'LookupFailed', error });
      return undefined;
    }
  }

  /** The group whose units `scope` lists (see AddressService.groupOf). */
  groupOf(scope: unknown): ServiceOption | undefined {
    return this.#source?.groupOf?.(scope);
  }

  /** See AddressService.isAt; true when the source cannot tell. */
  isAt(option: ServiceOption, address: PostalAddress): boolean {
    return this.#source?.isAt?.(option, address) ?? true;
  }

  /** See AddressService.appendedUnit; undefined when the source reads no units. */
  appendedUnit(chosen: string, text: string): string | undefined {
    return this.#source?.appendedUnit?.(chosen, text);
  }

  /** See AddressService.completed; the choice as it is when the source adds nothing. */
  completed(choice: FinalChoice): FinalChoice {
    return this.#source?.completed?.(choice) ?? choice;
  }

  /** See AddressService.restates; false when the source cannot tell. */
  restates(chosen: string, text: string): boolean {
    return this.#source?.restates?.(chosen, text) ?? false;
  }

  /** A chosen group, drill-down or detail: looked up at once. */
  open(lookup: ServiceLookup): void {
    this.#scheduler.searchNow(lookup);
  }

  cancel(): void {
    this.#scheduler.cancel();
  }

  /** A request outside typing, for the verifier or the extractor: the verification lane's (see `request` there). */
  request<V>(key: string, run: (signal: AbortSignal) => Promise<V>): Promise<V> {
    return this.#verifications.request(key, run);
  }

  /**
   * Runs `callback` in a later task, on the lookups' clock (autofill's fields are all written by then). Not
   * cancelled: the callback checks that what it was for is still there.
   */
  later(callback: () => void): void {
    this.#clock.setTimeout(callback, 0);
  }

  /** Runs `callback` after `ms`, on the lookups' clock; returns its cancel. */
  after(ms: number, callback: () => void): () => void {
    const handle = this.#clock.setTimeout(callback, ms);
    return () => this.#clock.clearTimeout(handle);
  }

  /** Back online, a lookup held by the back-off after network errors goes at once (not up to 30 s later). */
  readonly #online = (): void => this.#scheduler.reconnected();

  hostConnected(): void {
    globalThis.addEventListener?.('online', this.#online);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('online', this.#online);
    this.#scheduler.hostDisconnected();
  }
}
