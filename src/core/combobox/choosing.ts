/** Choosing an option, and declining a list: shared by the keys, the pointer and the machine's own choices. */
import type { ComboboxEffect, ComboboxState, MachineOption, Transition } from './state.js';

export const HANDLED: ComboboxEffect<never, never>[] = [{ type: 'prevent-default' }];

/** The effect of choosing `option`; choosing a group starts an expansion. */
export function chooseOption<O extends MachineOption, S>(state: ComboboxState<O, S>, option: O): Transition<O, S> {
  // The correction dismissed: the list closes, and the element hears of it (the shopper keeps their text).
  if (option.kind === 'dismiss')
    return { state: dismiss(state), effects: [{ type: 'choose', option, scope: state.scope }] };
  return {
    state: { ...state, expanding: option.kind === 'group' },
    effects: [{ type: 'choose', option, scope: state.scope }],
  };
}

/** The list closes and the text stays; a correction dismissed is gone (focus does not bring it back). */
export function dismiss<O, S>(state: ComboboxState<O, S>): ComboboxState<O, S> {
  const options = state.listKind === 'correction' ? [] : state.options;
  return { ...state, open: false, dismissed: true, activeIndex: -1, options, offered: false };
}
