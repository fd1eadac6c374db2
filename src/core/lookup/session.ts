import type { PostalAddress } from '../../form/address-values.js';
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { isAddressError, type AddressError } from '../../api/errors.js';
import type { AddressSource, ChooseResult, SourceList, SourceLookup, SourceOption } from './source.js';
import { RequestScheduler, type Timing } from './scheduler.js';

/** What a lookup came to: the machine's `pending`, `list`, `clear` and `failed`. */
export type SessionUpdate =
  | { type: 'pending' }
  | { type: 'list'; list: SourceList }
  | { type: 'clear' }
  | { type: 'failed'; error: AddressError };

/** The session as its element uses it. */
export interface LookupSession extends ReactiveController {
  /** A new configuration: its source (undefined when it failed its checks), and nothing of the old one kept. */
  configure(source: AddressSource | undefined, timing: Timing): void;
  /**
   * Typing is debounced and waits for enough text; `now` (Down on a closed, empty list) goes at once, but never
   * for text too short to search.
   */
  search(text: string, scope: unknown, now?: boolean): void;
  /** What choosing an option does; nothing is looked up yet. Undefined when it cannot even be asked for. */
  choose(option: SourceOption, text: string, scope: unknown): ChooseResult | undefined;
  /** The group whose units `scope` lists (see AddressSource.groupOf). */
  groupOf(scope: unknown): SourceOption | undefined;
  /** See AddressSource.isAt; true when the source cannot tell. */
  isAt(option: SourceOption, address: PostalAddress): boolean;
  /** A chosen group, drill-down or detail: looked up at once. */
  open(lookup: SourceLookup): void;
  cancel(): void;
}

/**
 * The lookups of one element: the source of the current configuration and the suggestions controller (debounce,
 * one request in flight, stale guard, cache, 429). Whether a lookup may be asked for (a misconfiguration, a refused
 * key, the input's state) is the caller's to decide; `canSend` is asked again when a request would go out, after
 * the debounce or a 429 wait. A closure, like the other
 * controllers, so that the minifier can shorten its state.
 */
export function createLookupSession(
  host: ReactiveControllerHost,
  onUpdate: (update: SessionUpdate) => void,
  canSend: () => boolean,
): LookupSession {
  let source: AddressSource | undefined;
  const controller = new RequestScheduler<unknown, SourceLookup>({
    canSend,
    onUpdate: (update) =>
      onUpdate(
        update.type === 'results'
          ? { type: 'list', list: update.lookup.list(update.value) }
          : update.type === 'error'
            ? { type: 'failed', error: update.error }
            : { type: update.type === 'cleared' ? 'clear' : 'pending' },
      ),
  });
  const cancel = (): void => controller.cancel();
  const session: LookupSession = {
    configure(next, timing) {
      source = next;
      controller.debounceMs = timing.debounceMs;
      controller.minChars = timing.minChars;
      cancel();
      controller.clearCache();
    },
    search(text, scope, now = false) {
      const lookup = source?.search(text, scope);
      if (!lookup) return;
      if (!now) controller.search(lookup);
      else if (!controller.isTooShort(text)) controller.searchNow(lookup);
    },
    choose(option, text, scope) {
      try {
        return source?.choose(option, text, scope);
      } catch (error) {
        // A choice whose request cannot be built (an empty address_id from the service) is a failed lookup.
        if (!isAddressError(error)) throw error;
        onUpdate({ type: 'failed', error });
        return undefined;
      }
    },
    groupOf: (scope) => source?.groupOf?.(scope),
    isAt: (option, address) => source?.isAt?.(option, address) ?? true,
    open: (lookup) => controller.searchNow(lookup),
    cancel,
    hostDisconnected: cancel,
  };
  host.addController(session);
  return session;
}
