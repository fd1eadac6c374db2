/**
 * The combobox as a pure transition table: (state, event) → (state, effects). No DOM and no timers; the element
 * renders the state and runs the effects. It owns every list state: the options, the active option, open or
 * closed, the heading, why the list is what it is, the lookup status, the expansion the shopper is in (`scope`,
 * the source's own data, never looked into) and a refused key.
 */
import type { AddressErrorCode } from '../../api/errors.js';
import { chooseOption } from './choosing.js';
import { keyTransition } from './keys.js';
import { noticeKey } from './notice.js';
import {
  NO_LIST,
  canLookUp,
  isRefusal,
  type ComboboxEffect,
  type ComboboxEvent,
  type ComboboxState,
  type MachineList,
  type MachineOption,
  type Notice,
  type Transition,
} from './state.js';

export * from './state.js';
export { noticeShown } from './notice.js';

function emptied<O, S>(state: ComboboxState<O, S>): ComboboxState<O, S> {
  return { ...state, ...NO_LIST };
}

/** A new notice: said once, unless it is the one already standing (the same failure on the next keystroke). */
function noticing<O, S>(state: ComboboxState<O, S>, notice: Notice): Transition<O, S> {
  const same = noticeKey(notice) === noticeKey(state.notice);
  return { state: { ...state, notice }, effects: same ? [] : [{ type: 'announce', message: notice }] };
}

/** What a reset or a new configuration leaves: a refused key keeps explaining itself, nothing else does. */
function withoutNotice<O, S>(state: ComboboxState<O, S>): ComboboxState<O, S> {
  return state.refusal ? state : { ...state, notice: undefined, closedNotice: undefined };
}

/** Whether `list` answers what the shopper typed last: a list that does not say which text it answers does. */
function answersTyped<O, S>(state: ComboboxState<O, S>, list: MachineList<O, S>): boolean {
  return list.text === undefined || list.text === state.typed;
}

function onList<O extends MachineOption, S>(state: ComboboxState<O, S>, arrived: MachineList<O, S>): Transition<O, S> {
  const needed = arrived.kind === 'units' ? state.unitNeeded : undefined;
  const list = needed
    ? { ...arrived, context: needed.reason, announcement: needed.reason, options: [...arrived.options, needed.dismiss] }
    : arrived;
  state = { ...state, unitNeeded: undefined, offered: needed !== undefined };
  const finals = list.options.filter((option) => option.kind === 'final');
  if (list.autoChoose && finals.length === 1 && finals[0] && answersTyped(state, list)) {
    return chooseOption({ ...state, status: 'idle', scope: list.scope }, finals[0]);
  }
  const count = list.options.filter((option) => option.kind !== 'back').length;
  // Units offered with a reason keep the shopper's text (the unit they typed stays until they choose).
  const effects: ComboboxEffect<O, S>[] =
    list.inputText === undefined || needed ? [] : [{ type: 'write-text', text: list.inputText }];
  let next: ComboboxState<O, S> = { ...state, notice: undefined, closedNotice: undefined };
  if (count === 0) {
    const noticed = noticing(state, { type: 'no-results' });
    next = noticed.state;
    effects.push(...noticed.effects);
  } else {
    const text = list.announcement;
    effects.push({ type: 'announce', message: text ? { type: 'text', text } : { type: 'results', count } });
  }
  return {
    state: {
      ...next,
      status: count === 0 ? 'no-results' : 'idle',
      options: list.options,
      activeIndex: -1,
      open: state.focused && !state.dismissed && list.options.length > 0,
      listKind: list.kind,
      context: list.context,
      scope: list.scope,
      expanding: false,
    },
    effects,
  };
}

function onFailed<O, S>(state: ComboboxState<O, S>, code: AddressErrorCode, credentials: string): Transition<O, S> {
  // The list on screen answered older text; after a failure nothing may bring it back. A failed expansion forgets
  // the expansion: the street line stays, and typing the unit searches afresh.
  const failed = { ...emptied(state), scope: state.expanding ? undefined : state.scope };
  const notice: Notice = state.expanding ? { type: 'expansion-failed' } : { type: 'error', code };
  if (isRefusal(code)) return noticing({ ...failed, status: 'refused', refusal: { code, credentials } }, notice);
  return noticing({ ...failed, status: state.expanding ? 'expansion-failed' : 'failed' }, notice);
}

export function transition<O extends MachineOption, S = unknown>(
  state: ComboboxState<O, S>,
  event: ComboboxEvent<O, S>,
): Transition<O, S> {
  switch (event.type) {
    case 'InputFocus': {
      // A correction, or units offered with a reason, while the shopper was elsewhere are shown when they come back.
      const offered = (state.listKind === 'correction' || state.offered) && state.options.length > 0;
      return { state: { ...state, focused: true, ...(offered ? { open: true, dismissed: false } : {}) }, effects: [] };
    }
    case 'InputBlur':
      return { state: { ...state, focused: false, dismissed: true, open: false, activeIndex: -1 }, effects: [] };
    case 'InputReplaced':
      // Autofill or a pasted address replaced the text: nothing of the old text's list (or its lookup) stays for Down.
      return { state: { ...emptied(state), dismissed: true, status: 'idle' }, effects: [{ type: 'cancel' }] };
    case 'InputChange': {
      // The list on screen stays until the new one arrives, but nothing in it is active any more.
      const next = {
        ...state,
        activeIndex: -1,
        dismissed: false,
        unitNeeded: undefined,
        offered: false,
        typed: event.text,
      };
      if (!canLookUp(state)) return { state: next, effects: [] };
      return { state: next, effects: [{ type: 'search', text: event.text, scope: state.scope }] };
    }
    case 'LookupPending':
      return { state: { ...state, status: 'pending' }, effects: [] };
    case 'LookupList':
      return onList(state, event.list);
    case 'CorrectionOffered':
      return onList({ ...state, dismissed: false }, event.list);
    case 'PasteFailed':
      return noticing({ ...emptied(state), dismissed: false, status: 'failed' }, { type: 'error', code: event.code });
    case 'LookupCleared':
      return { state: { ...emptied(state), status: 'idle', notice: undefined }, effects: [] };
    case 'LookupFailed':
      return onFailed(state, event.code, event.credentials);
    case 'InputKeyDown':
      return keyTransition(state, event.key, event.altKey ?? false);
    case 'ItemClick': {
      const option = state.options[event.index];
      if (option === undefined) return { state, effects: [] };
      return chooseOption({ ...state, activeIndex: event.index }, option);
    }
    case 'ExpansionStarted':
      return { state: { ...state, scope: event.scope }, effects: [] };
    case 'UnitsNeeded':
      return chooseOption({ ...state, dismissed: false, unitNeeded: event.needed }, event.option);
    case 'ChoiceApplied':
      // An answer still on its way (for text typed before the choice) must not reopen the list over the choice; a
      // correction is spent once anything is chosen (focus must not bring it back).
      return {
        state: {
          ...state,
          ...(state.listKind === 'correction' ? { options: [], listKind: 'suggestions' } : {}),
          offered: false,
          open: false,
          dismissed: true,
          activeIndex: -1,
          context: undefined,
          scope: undefined,
          expanding: false,
          status: 'idle',
          notice: undefined,
        },
        effects: [{ type: 'cancel' }, { type: 'announce', message: { type: 'selected', label: event.label } }],
      };
    case 'Configured': {
      // A refused key or subscription stays refused until the key or the base URL changes.
      const refusal = state.refusal?.credentials === event.credentials ? state.refusal : undefined;
      return {
        state: withoutNotice({
          ...emptied(state),
          status: refusal ? 'refused' : 'idle',
          refusal,
          misconfigured: event.misconfigured,
        }),
        effects: [{ type: 'cancel' }],
      };
    }
    case 'Reset':
      return {
        state: withoutNotice({ ...emptied(state), status: state.refusal ? 'refused' : 'idle', typed: '' }),
        effects: [{ type: 'cancel' }, { type: 'announce', message: undefined }],
      };
  }
}
