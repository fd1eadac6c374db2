/**
 * The combobox as a pure transition table: (state, event) → (state, effects). No DOM and no timers; the element
 * renders the state and runs the effects. Generic over the option type, which the machine never looks into.
 */

export interface ComboboxState<O> {
  /** Whether the listbox is shown (and `aria-expanded` is true). */
  readonly open: boolean;
  readonly options: readonly O[];
  /** The option that `aria-activedescendant` points at, or -1 for none (the caret is in the text). */
  readonly activeIndex: number;
  /** A lookup is pending (`aria-busy`). */
  readonly busy: boolean;
  /** Focus is in the input: results that arrive while it is elsewhere must not pop the list open. */
  readonly focused: boolean;
}

export type ComboboxEvent<O> =
  | { type: 'focus' }
  | { type: 'blur' }
  /** The user changed the text (typing, deleting, pasting; not autofill). */
  | { type: 'edit'; text: string }
  | { type: 'pending' }
  /** Options arrived (suggestions, or the entries of an expanded group); the list opens if there are any. */
  | { type: 'options'; options: readonly O[] }
  /** The text is too short to search: the list empties and closes. */
  | { type: 'clear' }
  | { type: 'failed' }
  | { type: 'key'; key: string; altKey?: boolean }
  /** A pointer chose an option. */
  | { type: 'pick'; index: number }
  | { type: 'close' }
  | { type: 'reset' };

export type ComboboxEffect<O> =
  /** Look up suggestions for the text (debounced by the controller). */
  | { type: 'search'; text: string }
  /** Look up the current text at once (Alt+Down / Down on a closed, empty list). */
  | { type: 'search-now' }
  | { type: 'choose'; option: O; index: number }
  /** Cancel pending lookups (the element left focus, or was reset). */
  | { type: 'cancel' }
  /** The key was handled: prevent its default action (Enter must not submit the form then). */
  | { type: 'prevent-default' };

export interface Transition<O> {
  state: ComboboxState<O>;
  effects: ComboboxEffect<O>[];
}

export function initialState<O>(): ComboboxState<O> {
  return { open: false, options: [], activeIndex: -1, busy: false, focused: false };
}

function wrap(index: number, length: number): number {
  return ((index % length) + length) % length;
}

function onKey<O>(state: ComboboxState<O>, key: string, altKey: boolean): Transition<O> {
  const count = state.options.length;
  switch (key) {
    case 'ArrowDown': {
      if (!state.open) {
        if (count === 0) return { state, effects: [{ type: 'search-now' }, { type: 'prevent-default' }] };
        // Alt+Down opens without moving into the list; Down opens on the first option.
        return { state: { ...state, open: true, activeIndex: altKey ? -1 : 0 }, effects: [{ type: 'prevent-default' }] };
      }
      if (altKey || count === 0) return { state, effects: [{ type: 'prevent-default' }] };
      return { state: { ...state, activeIndex: wrap(state.activeIndex + 1, count) }, effects: [{ type: 'prevent-default' }] };
    }
    case 'ArrowUp': {
      if (count === 0) return { state, effects: [] };
      if (!state.open) {
        return { state: { ...state, open: true, activeIndex: count - 1 }, effects: [{ type: 'prevent-default' }] };
      }
      const from = state.activeIndex === -1 ? count : state.activeIndex;
      return { state: { ...state, activeIndex: wrap(from - 1, count) }, effects: [{ type: 'prevent-default' }] };
    }
    case 'Enter': {
      const option = state.open ? state.options[state.activeIndex] : undefined;
      // Only a chosen option stops the form from submitting.
      if (option === undefined) return { state, effects: [] };
      return { state, effects: [{ type: 'choose', option, index: state.activeIndex }, { type: 'prevent-default' }] };
    }
    case 'Escape':
      if (!state.open) return { state, effects: [] };
      return { state: { ...state, open: false, activeIndex: -1 }, effects: [{ type: 'prevent-default' }] };
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      // The caret moves in the text (the default action), so no option stays active.
      return { state: { ...state, activeIndex: -1 }, effects: [] };
    case 'Tab':
      // Tab never traps focus and never commits: a pick rewrites other fields, which must be deliberate.
      return { state: { ...state, open: false, activeIndex: -1 }, effects: [] };
    default:
      return { state, effects: [] };
  }
}

export function transition<O>(state: ComboboxState<O>, event: ComboboxEvent<O>): Transition<O> {
  switch (event.type) {
    case 'focus':
      return { state: { ...state, focused: true }, effects: [] };
    case 'blur':
      return { state: { ...state, focused: false, open: false, activeIndex: -1 }, effects: [] };
    case 'edit':
      // The list on screen stays until the new one arrives, but nothing in it is active any more.
      return { state: { ...state, activeIndex: -1 }, effects: [{ type: 'search', text: event.text }] };
    case 'pending':
      return { state: { ...state, busy: true }, effects: [] };
    case 'options':
      return {
        state: {
          ...state,
          busy: false,
          options: event.options,
          activeIndex: -1,
          open: state.focused && event.options.length > 0,
        },
        effects: [],
      };
    case 'clear':
      return { state: { ...state, busy: false, options: [], activeIndex: -1, open: false }, effects: [] };
    case 'failed':
      // The list on screen answered older text; after a failure nothing may bring it back.
      return { state: { ...state, busy: false, options: [], activeIndex: -1, open: false }, effects: [] };
    case 'key':
      return onKey(state, event.key, event.altKey ?? false);
    case 'pick': {
      const option = state.options[event.index];
      if (option === undefined) return { state, effects: [] };
      return { state: { ...state, activeIndex: event.index }, effects: [{ type: 'choose', option, index: event.index }] };
    }
    case 'close':
      return { state: { ...state, open: false, activeIndex: -1 }, effects: [] };
    case 'reset':
      return { state: { ...initialState<never>(), focused: state.focused }, effects: [{ type: 'cancel' }] };
  }
}
