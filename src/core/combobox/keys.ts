/** The WAI-ARIA APG combobox keys: part of the machine's pure transition table. */
import { HANDLED, chooseOption, dismiss } from './choosing.js';
import { noticeKey, noticeShown } from './notice.js';
import { canLookUp, type ComboboxState, type MachineOption, type Transition } from './state.js';

function wrap(index: number, length: number): number {
  return ((index % length) + length) % length;
}

function handled<O, S>(state: ComboboxState<O, S>): Transition<O, S> {
  return { state, effects: [...HANDLED] };
}

function onArrowDown<O, S>(state: ComboboxState<O, S>, altKey: boolean): Transition<O, S> {
  const count = state.options.length;
  if (!state.open) {
    if (count === 0) {
      // The shopper asks for the list: its answer may open it.
      const asked = { ...state, dismissed: false };
      return {
        state: asked,
        effects: canLookUp(state) ? [{ type: 'search-now', scope: state.scope }, ...HANDLED] : [...HANDLED],
      };
    }
    // Alt+Down opens without moving into the list; Down opens on the first option.
    return handled({ ...state, open: true, dismissed: false, activeIndex: altKey ? -1 : 0 });
  }
  if (altKey || count === 0) return handled(state);
  return handled({ ...state, activeIndex: wrap(state.activeIndex + 1, count) });
}

/** The list closed and nothing active, the text as it is; typing opens it again. */
function closed<O, S>(state: ComboboxState<O, S>): ComboboxState<O, S> {
  return { ...state, open: false, dismissed: true, activeIndex: -1 };
}

function onArrowUp<O, S>(state: ComboboxState<O, S>, altKey: boolean): Transition<O, S> {
  const count = state.options.length;
  // Alt+Up closes an open list (APG); on a closed one it opens nothing.
  if (altKey) return state.open ? handled(closed(state)) : { state, effects: [] };
  if (count === 0) return { state, effects: [] };
  if (!state.open) return handled({ ...state, open: true, dismissed: false, activeIndex: count - 1 });
  const from = state.activeIndex === -1 ? count : state.activeIndex;
  return handled({ ...state, activeIndex: wrap(from - 1, count) });
}

export function keyTransition<O extends MachineOption, S>(
  state: ComboboxState<O, S>,
  key: string,
  altKey: boolean,
): Transition<O, S> {
  switch (key) {
    case 'ArrowDown':
      return onArrowDown(state, altKey);
    case 'ArrowUp':
      return onArrowUp(state, altKey);
    case 'Enter': {
      const option = state.open ? state.options[state.activeIndex] : undefined;
      // Only a chosen option stops the form from submitting; without one, an open list closes (APG) and the form
      // submits as the shopper asked.
      if (option === undefined) return { state: state.open ? closed(state) : state, effects: [] };
      const chosen = chooseOption(state, option);
      return { state: chosen.state, effects: [...chosen.effects, ...HANDLED] };
    }
    case 'Escape': {
      // Escape closes the list and the status row; a notice closed stays closed while the outcome is the same.
      const row = noticeShown(state);
      if (!state.open && !row) return { state, effects: [] };
      // Escape on the "Did you mean" row keeps what was entered, as its dismiss option does.
      const keep =
        state.open && state.listKind === 'correction'
          ? state.options.find((option) => option.kind === 'dismiss')
          : undefined;
      if (keep)
        return { state: dismiss(state), effects: [{ type: 'choose', option: keep, scope: state.scope }, ...HANDLED] };
      const closedNotice = row ? noticeKey(state.notice) : state.closedNotice;
      return handled({ ...dismiss(state), closedNotice });
    }
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      // The caret moves in the text (the default action), so no option stays active.
      return { state: { ...state, activeIndex: -1 }, effects: [] };
    case 'Tab':
      // Tab never traps focus and never commits: a pick rewrites other fields, which must be deliberate.
      return { state: closed(state), effects: [] };
    default:
      return { state, effects: [] };
  }
}
