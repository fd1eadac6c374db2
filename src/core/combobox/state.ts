/**
 * The combobox's state, its events and effects: the vocabulary of the pure transition table (machine.ts), which the
 * element renders and runs. No DOM, no timers.
 */
import type { AddressErrorCode } from '../../api/errors.js';

/**
 * `final` is a complete address; `group` expands into more options; `back` returns to the previous list; `dismiss`
 * closes the list and keeps the text (the "Did you mean" row's "Keep what I entered").
 */
export type OptionKind = 'final' | 'group' | 'back' | 'dismiss';

/** The machine reads an option's kind and nothing else. */
export interface MachineOption {
  readonly kind: OptionKind;
}

/**
 * Why the list is what it is: typing results, a US group's units, an international drill-down, an ambiguous detail,
 * or the service's correction of an autofilled or pasted address ("Did you mean").
 */
export type ListKind = 'suggestions' | 'units' | 'drill-down' | 'details' | 'correction';

export type LookupStatus =
  | 'idle'
  | 'pending'
  | 'no-results'
  | 'failed'
  | 'expansion-failed'
  /** The key (401) or the subscription (402) was refused: no lookups until the key or base URL changes. */
  | 'refused';

export type RefusalCode = Extract<AddressErrorCode, 'unauthorized' | 'payment-required'>;

export interface Refusal {
  readonly code: RefusalCode;
  /** The key and base URL that were refused; a configuration with others may look up again. */
  readonly credentials: string;
}

/**
 * Why a chosen address's units are listed again (it needs one): the heading and announcement that say so, and the
 * option that dismisses it ("No unit").
 */
export interface UnitNeeded<O> {
  readonly reason: string;
  readonly dismiss: O;
}

/**
 * A list's heading: one text, or the service's address and the element's own words after it (" — 12 addresses"),
 * kept apart so that the view can isolate the address: a right-to-left override in it would otherwise reverse them.
 */
export type Heading = string | readonly [address: string, after: string];

/** A list from the source, with what the machine keeps of it. */
export interface MachineList<O, S> {
  readonly options: readonly O[];
  readonly kind: ListKind;
  /** Heading above an expanded list ("123 Main St, Winnipeg — 12 addresses"). */
  readonly context?: Heading;
  /** Announced instead of the result count (the units step). */
  readonly announcement?: string;
  /** New input text, as the spec's reset rules give it after an expansion. */
  readonly inputText?: string;
  /**
   * A single final option is chosen at once, as if the shopper had picked it: an unambiguous international detail, or
   * a postal code typed in full that names one place.
   */
  readonly autoChoose?: boolean;
  /**
   * The typed text this list answers, when the source says: such a list is chosen by itself only while that is still
   * the text the shopper typed last (the answer to an older prefix, delivered while they type on, is only shown).
   */
  readonly text?: string;
  /** The expansion or drill-down this list belongs to; handed back to the source with the next search or choice. */
  readonly scope?: S;
}

export interface ComboboxState<O, S = unknown> {
  /** Whether the listbox is shown (and `aria-expanded` is true). */
  readonly open: boolean;
  readonly options: readonly O[];
  /** The option that `aria-activedescendant` points at, or -1 for none (the caret is in the text). */
  readonly activeIndex: number;
  /** Focus is in the input: results that arrive while it is elsewhere must not pop the list open. */
  readonly focused: boolean;
  /** The shopper closed the list (Escape, Tab, leaving the input, autofill): answers do not reopen it until they type. */
  readonly dismissed: boolean;
  readonly status: LookupStatus;
  readonly listKind: ListKind;
  readonly context: Heading | undefined;
  readonly scope: S | undefined;
  /** The lookup under way was asked for by choosing a group: its failure means the units could not be loaded. */
  readonly expanding: boolean;
  /** The configuration is wrong: nothing is looked up until it changes. */
  readonly misconfigured: boolean;
  readonly refusal: Refusal | undefined;
  /** What the status row says while no list explains itself; shown when `noticeShown`. */
  readonly notice: Notice | undefined;
  /** The key of the notice the shopper closed (Escape): the same outcome again stays closed. */
  readonly closedNotice: string | undefined;
  /** The units list on its way is for a chosen address that needs a unit: it says why and offers to dismiss it. */
  readonly unitNeeded: UnitNeeded<O> | undefined;
  /** The list was offered on the element's own initiative (units with a reason): focus brings it back until used. */
  readonly offered: boolean;
  /** The text the shopper last typed (InputChange): what a list that chooses by itself must answer. */
  readonly typed: string;
}

/** What the live region says; the element turns it into text with its strings. */
export type Announcement =
  | { readonly type: 'results'; readonly count: number }
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'no-results' }
  | { readonly type: 'error'; readonly code: AddressErrorCode }
  | { readonly type: 'expansion-failed' }
  | { readonly type: 'selected'; readonly label: string };

export type ComboboxEvent<O, S = unknown> =
  | { type: 'InputFocus' }
  | { type: 'InputBlur' }
  /** The user changed the text (typing, deleting, pasting; not autofill). */
  | { type: 'InputChange'; text: string }
  | { type: 'LookupPending' }
  /** A list arrived (suggestions, a group's units, a drill-down); it opens if it has options. */
  | { type: 'LookupList'; list: MachineList<O, S> }
  /** The text is too short to search: the list empties and closes. */
  | { type: 'LookupCleared' }
  | { type: 'LookupFailed'; code: AddressErrorCode; credentials: string }
  | { type: 'InputKeyDown'; key: string; altKey?: boolean }
  /** A pointer chose an option. */
  | { type: 'ItemClick'; index: number }
  /** The text was replaced by something other than typing (browser autofill): the list closes, lookups stop. */
  | { type: 'InputReplaced' }
  /** The service's correction of an autofilled or pasted address: shown under the input while it has focus. */
  | { type: 'CorrectionOffered'; list: MachineList<O, S> }
  /**
   * The shop's extract route failed for pasted text: the status row says so (no lookup is paused: the route is not
   * the lookups' service).
   */
  | { type: 'PasteFailed'; code: AddressErrorCode }
  /** The shopper is in an expansion before its list arrived (Pro: a unit typed now already narrows). */
  | { type: 'ExpansionStarted'; scope: S }
  /**
   * A verified address needs its unit: its group is chosen again, and the units it lists open the list, headed by
   * why and ending with the option that dismisses it.
   */
  | { type: 'UnitsNeeded'; option: O; needed: UnitNeeded<O> }
  /** A final address was chosen and applied. */
  | { type: 'ChoiceApplied'; label: string }
  /** A new configuration: `misconfigured` when it failed its checks. */
  | { type: 'Configured'; credentials: string; misconfigured: boolean }
  /** The form was reset. */
  | { type: 'Reset' };

export type ComboboxEffect<O, S = unknown> =
  /** Look up suggestions for the text (debounced by the controller). */
  | { type: 'search'; text: string; scope: S | undefined }
  /** Look up the current text at once (Down on a closed, empty list). */
  | { type: 'search-now'; scope: S | undefined }
  | { type: 'choose'; option: O; scope: S | undefined }
  /** Cancel pending lookups (a reset, a new configuration). */
  | { type: 'cancel' }
  /** The key was handled: prevent its default action (Enter must not submit the form then). */
  | { type: 'prevent-default' }
  /** Write the input's text (the spec's reset rules after an expansion). */
  | { type: 'write-text'; text: string }
  /** Say something in the live region; `undefined` empties it. */
  | { type: 'announce'; message: Announcement | undefined };

export interface Transition<O, S = unknown> {
  state: ComboboxState<O, S>;
  effects: ComboboxEffect<O, S>[];
}

/** What no list means: what a reset, a new configuration or a too-short text leave. */
export const NO_LIST = {
  open: false,
  options: [],
  activeIndex: -1,
  listKind: 'suggestions',
  context: undefined,
  scope: undefined,
  expanding: false,
  offered: false,
} as const;

export function initialState<O, S = unknown>(): ComboboxState<O, S> {
  return {
    ...NO_LIST,
    focused: false,
    dismissed: false,
    status: 'idle',
    misconfigured: false,
    refusal: undefined,
    notice: undefined,
    closedNotice: undefined,
    unitNeeded: undefined,
    offered: false,
    typed: '',
  };
}

const REFUSALS: ReadonlySet<AddressErrorCode> = /*#__PURE__*/ new Set<RefusalCode>([
  'unauthorized',
  'payment-required',
]);

export function isRefusal(code: AddressErrorCode): code is RefusalCode {
  return REFUSALS.has(code);
}

/** The status row's messages: why no list is shown (see notice.ts). */
export type Notice = Extract<Announcement, { type: 'no-results' | 'error' | 'expansion-failed' }>;

/** Whether the machine lets a lookup go out: not while misconfigured or refused. */
export function canLookUp(state: ComboboxState<unknown, unknown>): boolean {
  return !state.misconfigured && state.refusal === undefined;
}
