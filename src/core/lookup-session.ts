import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isAddressError, type AddressError } from '../api/errors.js';
import type { AddressSource, ChooseResult, SourceList, SourceLookup, SourceOption } from './source.js';
import { SuggestionsController } from './suggestions-controller.js';
import type { Timing } from './configuration.js';

/** What a lookup came to: the machine's `pending`, `list`, `clear` and `failed`. */
export type SessionUpdate =
  | { type: 'pending' }
  | { type: 'list'; list: SourceList }
  | { type: 'clear' }
  | { type: 'failed'; error: AddressError };

/**
 * The lookups of one element: the source of the current configuration and the suggestions controller (debounce,
 * one request in flight, stale guard, cache, 429). Whether a lookup may go out at all (the input's state, a
 * misconfiguration, a refused key) is the caller's to decide; the session only runs them.
 */
export class LookupSession implements ReactiveController {
  readonly #controller: SuggestionsController<unknown, SourceLookup>;
  readonly #onUpdate: (update: SessionUpdate) => void;
  #source: AddressSource | undefined;

  constructor(host: ReactiveControllerHost, onUpdate: (update: SessionUpdate) => void) {
    this.#onUpdate = onUpdate;
    this.#controller = new SuggestionsController<unknown, SourceLookup>({
      onUpdate: (update) =>
        onUpdate(
          update.type === 'results'
            ? { type: 'list', list: update.lookup.list(update.value) }
            : update.type === 'error'
              ? { type: 'failed', error: update.error }
              : { type: update.type === 'cleared' ? 'clear' : 'pending' },
        ),
    });
    host.addController(this);
  }

  /** A new configuration: its source (undefined when it failed its checks), and nothing of the old one kept. */
  configure(source: AddressSource | undefined, timing: Timing): void {
    this.#source = source;
    this.#controller.debounceMs = timing.debounceMs;
    this.#controller.minChars = timing.minChars;
    this.#controller.cancel();
    this.#controller.clearCache();
  }

  /**
   * Typing is debounced and waits for enough text; `now` (Down on a closed, empty list) goes at once, but never
   * for text too short to search.
   */
  search(text: string, scope: unknown, now = false): void {
    const lookup = this.#source?.search(text, scope);
    if (!lookup) return;
    if (!now) this.#controller.search(lookup);
    else if ([...text.trim()].length >= this.#controller.minChars) this.#controller.searchNow(lookup);
  }

  /** What choosing an option does; nothing is looked up yet. Undefined when it cannot even be asked for. */
  choose(option: SourceOption, text: string, scope: unknown): ChooseResult | undefined {
    try {
      return this.#source?.choose(option, text, scope);
    } catch (error) {
      // A choice whose request cannot be built (an empty address_id from the service) is a failed lookup.
      if (!isAddressError(error)) throw error;
      this.#onUpdate({ type: 'failed', error });
      return undefined;
    }
  }

  /** A chosen group, drill-down or detail: looked up at once. */
  open(lookup: SourceLookup): void {
    this.#controller.searchNow(lookup);
  }

  cancel(): void {
    this.#controller.cancel();
  }

  hostDisconnected(): void {
    this.cancel();
  }
}
