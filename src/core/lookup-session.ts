import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isAddressError, type AddressError } from '../api/errors.js';
import type { AddressSource, ChooseResult, SourceList, SourceLookup, SourceOption } from './source.js';
import { SuggestionsController, type SuggestionsUpdate } from './suggestions-controller.js';

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
  #source: AddressSource | undefined;

  readonly #onUpdate: (update: SessionUpdate) => void;

  constructor(host: ReactiveControllerHost, onUpdate: (update: SessionUpdate) => void) {
    this.#onUpdate = onUpdate;
    this.#controller = new SuggestionsController<unknown, SourceLookup>({
      onUpdate: (update) => onUpdate(toSessionUpdate(update)),
    });
    host.addController(this);
  }

  /** A new configuration: its source (undefined when it failed its checks), and nothing of the old one kept. */
  configure(source: AddressSource | undefined, timing: { debounceMs: number; minChars: number }): void {
    this.#source = source;
    this.#controller.debounceMs = timing.debounceMs;
    this.#controller.minChars = timing.minChars;
    this.#controller.cancel();
    this.#controller.clearCache();
  }

  get configured(): boolean {
    return this.#source !== undefined;
  }

  /** Typing: debounced, and only once the text is long enough. */
  search(text: string, scope: unknown): void {
    if (this.#source) this.#controller.search(this.#source.search(text, scope));
  }

  /** Down on a closed, empty list: at once, but never for text too short to search. */
  searchNow(text: string, scope: unknown): void {
    if (this.#source && [...text.trim()].length >= this.#controller.minChars) {
      this.#controller.searchNow(this.#source.search(text, scope));
    }
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

  hostConnected(): void {}

  hostDisconnected(): void {
    this.#controller.cancel();
  }
}

function toSessionUpdate(update: SuggestionsUpdate<unknown, SourceLookup>): SessionUpdate {
  switch (update.type) {
    case 'pending':
      return { type: 'pending' };
    case 'cleared':
      return { type: 'clear' };
    case 'results':
      return { type: 'list', list: update.lookup.list(update.value) };
    case 'error':
      return { type: 'failed', error: update.error };
  }
}
