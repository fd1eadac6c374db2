/**
 * The choice machine's vocabulary: where the shopper is after a final choice (the state), what happens to it (the
 * events) and what the element then does (the effects). The transition table is machine.ts; the element runs the
 * effects (controller.ts). No DOM, no timers, no promises.
 */
import type { AddressError } from '../../api/errors.js';
import type { PostalAddress } from '../../form/address-values.js';
import type { AddressField } from '../../form/autocomplete-tokens.js';
import type { ComboboxEvent } from '../combobox/state.js';
import type { Unverified, VerifiedAddressSource, Verification } from '../events/address-events.js';
import type { Extractor, PasteFind } from '../lookup/extractor.js';
import type { FinalChoice, ServiceOption } from '../lookup/address-service.js';
import type { ReplacementCheck, UnitVerdict, VerifiedChoice } from '../lookup/verifier.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';

/** How a whole address came into the input without typing. */
export type ReplacedBy = 'autofill' | 'paste';

/**
 * Why the form's address is checked quietly: it came in without typing, a field the fill wrote was edited, the form
 * is being submitted with an address nobody checked, or the page asked (`check()`).
 */
export type CheckedBy = ReplacedBy | 'edit' | 'submit' | 'check';

/** What a verdict leaves of a choice: verified; unverified (unknown, or a unit no list can offer); a unit awaited. */
export type ChoiceStanding = 'verified' | 'unverified' | 'needs-unit';

/** The address the input's text stands for. */
export interface Chosen {
  readonly choice: FinalChoice;
  /** The text the input was given for it (or, restated, the text that says it another way). */
  readonly text: string;
  readonly standing: ChoiceStanding;
  /** US Street's verdict on it, with `verify` (what `check()` answers with). */
  readonly verification?: Verification | undefined;
  /** The unit being appended after the chosen street, to confirm at commit; undefined when none is. */
  readonly pendingUnit?: string | undefined;
}

/** The last final address and the text the input was given for it: what a unit typed after it is for. */
export interface LastFinal {
  readonly address: PostalAddress;
  readonly text: string;
  /** The building's units it was chosen from, if any (listed again when it needs a unit). */
  readonly scope: unknown;
}

/** The one request the choice waits for; an answer with another id is for a superseded choice and is ignored. */
export type Awaited =
  /**
   * The verdict on a final choice, whose street the input was given as `written` (once written); `result`: the
   * verdict already in hand (a correction, a paste's find, a confirmed unit), applied once the street is written.
   */
  | {
      readonly kind: 'verify';
      readonly id: number;
      readonly choice: FinalChoice;
      readonly source: VerifiedAddressSource;
      readonly scope: unknown;
      readonly written?: string;
      readonly result?: VerifiedChoice;
    }
  /** The verdict on a unit typed after the chosen street, committed with `text`. */
  | { readonly kind: 'unit'; readonly id: number; readonly choice: FinalChoice; readonly text: string }
  /** The quiet check of an autofilled or pasted address. */
  | { readonly kind: 'check'; readonly id: number; readonly by: CheckedBy; readonly pasted: Pasted | undefined }
  /** The addresses in a paste, from the shop's extract route. */
  | { readonly kind: 'extract'; readonly id: number };

/** A paste the element takes: the clipboard's text, its lines as they were. */
export interface Pasted {
  readonly text: string;
  /**
   * The paste replaced all the text there was (or there was none); false when it went into the shopper's text, which
   * then stays theirs: only a choice may write over it.
   */
  readonly alone: boolean;
}

/** The service's form of an address entered without typing, offered in the "Did you mean" row. */
export interface Correction {
  readonly choice: FinalChoice;
  readonly result: VerifiedChoice;
  readonly by: CheckedBy;
  /** The input's text when the row was offered. */
  readonly text: string;
  /** The pasted address in the form's parts, as entered, for "Keep what I entered"; undefined keeps the text whole. */
  readonly kept: ReplacementCheck['kept'];
}

/** A list the element offers once: a "Did you mean" row, or the addresses found in a paste. */
export type Offer =
  | { readonly kind: 'correction'; readonly id: number; readonly correction: Correction }
  | { readonly kind: 'paste'; readonly id: number; readonly finds: readonly PasteFind[] };

/**
 * The value of an option the choice machine offered: a list's offer taken (`take`: its index) or dismissed (`keep`),
 * "No unit" for an address that needs one, or keeping a typed unit US Street does not know. An offer's options
 * carry its id: once the offer is answered or replaced, they are spent and do nothing.
 */
export class OfferedValue {
  constructor(
    readonly answer: 'take' | 'keep' | 'no-unit' | 'keep-unit',
    readonly offer = 0,
    readonly index = 0,
  ) {}
}

/** Whether `option` is one the choice machine offered (its `Accepted` event), not the source's. */
export function isOffered(option: ServiceOption): option is ServiceOption & { value: OfferedValue } {
  return option.value instanceof OfferedValue;
}

export interface ChoiceState {
  readonly chosen: Chosen | undefined;
  readonly last: LastFinal | undefined;
  /**
   * Why text that is not a chosen address stands unverified: the service could not offer a choice for it, or the
   * shopper kept it. `require-verified` does not hold such text. Undefined while the service can offer a choice.
   */
  readonly unverified: Unverified | undefined;
  /** Nothing was typed, pasted, autofilled or chosen since the page put its text in (or since a reset). */
  readonly untouched: boolean;
  readonly awaited: Awaited | undefined;
  readonly offer: Offer | undefined;
  /** The text and reason last reported: `unverified-address` is dispatched once per text and reason. */
  readonly reported: string | undefined;
  /** The last request or offer id given out. */
  readonly lastId: number;
  /**
   * The form's address (as the element keys its fields) whose check ended with nothing left to ask: US Street does
   * not know it, or the check failed; KEPT_FORM when the shopper kept what they entered over a correction (a kept
   * paste is split into the fields afterwards). A submit of that form goes on at once; typing forgets it.
   */
  readonly checked: string | undefined;
  /** A submit of the form is held: for its check, or for the shopper's answer to a "Did you mean" row. */
  readonly submitting: boolean;
}

/** `checked` when the shopper kept what they entered over a "Did you mean" row: the form stands as they have it. */
export const KEPT_FORM = 'kept';

export const INITIAL_CHOICE_STATE: ChoiceState = {
  chosen: undefined,
  last: undefined,
  unverified: undefined,
  untouched: true,
  awaited: undefined,
  offer: undefined,
  reported: undefined,
  lastId: 0,
  checked: undefined,
  submitting: false,
};

/**
 * What the machine reads of the element besides the events: its strings, whether the input takes choices, what the
 * configuration can do, and the source's pure rules about units and restated text.
 */
export interface ChoiceRules {
  readonly strings: AddressAutocompleteStrings;
  /** No lookups and no choices while the input is disabled or read-only. */
  readonly usable: boolean;
  /** The configuration verifies (US Street, `verify`). */
  readonly verifies: boolean;
  /** The shop's extract route (`extract-url`), when there is one: which pastes it takes. */
  readonly extractor: Pick<Extractor, 'takes'> | undefined;
  /** The service's own rules about units and text (the lookup session answers them for the configuration). */
  readonly service: ServiceRules;
}

/** What the choice machine asks of the configuration's service (see AddressService). */
export interface ServiceRules {
  /** The unit being appended in `text` after a chosen street written `chosen`, else undefined. */
  appendedUnit(chosen: string, text: string): string | undefined;
  /** Whether `text`, put in without typing, is the choice written `chosen` written another way. */
  restates(chosen: string, text: string): boolean;
  /** The group whose units `scope` lists, as an option to choose again. */
  groupOf(scope: unknown): ServiceOption | undefined;
}

/** Every event carries the input's text as it is when the event happens. */
export type ChoiceEvent = { readonly text: string } &
  /** A final address chosen (from the list; a building's only unit left: `unit`), with `scope` its units, if any. */
  (
    | {
        readonly type: 'Chose';
        readonly choice: FinalChoice;
        readonly source: VerifiedAddressSource;
        readonly scope: unknown;
      }
    /** An option the machine offered (its value an OfferedValue). */
    | { readonly type: 'Accepted'; readonly value: OfferedValue }
    /** The input's street was written for the request awaited (effect `write-street`). */
    | { readonly type: 'StreetWritten'; readonly id: number }
    /** The fill of a choice made without a verdict is done (effect `fill`). */
    | { readonly type: 'Filled'; readonly choice: FinalChoice; readonly scope: unknown }
    | { readonly type: 'Edited' }
    /** What the service's latest answer to typing means for the text: it can offer a choice (undefined), or why not. */
    | { readonly type: 'Answered'; readonly why: Unverified | undefined }
    /** The shopper committed the text (`change`). */
    | { readonly type: 'Committed' }
    /** The form's country field now says `country` (alpha-3). */
    | { readonly type: 'CountryChanged'; readonly country: string }
    /** `form.reset()` or `clear()`. */
    | { readonly type: 'Forgotten' }
    /**
     * A field of the form's address other than the input was edited (its `change`): with a choice standing, one the
     * fill wrote, now holding another value than the one written; `field` is its autocomplete token.
     */
    | { readonly type: 'FieldEdited'; readonly field: AddressField }
    /** A whole address came in without typing; `pasted` when it was pasted. */
    | { readonly type: 'Replaced'; readonly by: ReplacedBy; readonly pasted: Pasted | undefined }
    /**
     * A request's answer. `asked`: the input's text when the request went out; `sameInput`: the input is the one it
     * was made for; `formHolds`: the form already holds the check's choice (the input its street, the fields the rest).
     */
    | { readonly type: 'Verified'; readonly id: number; readonly result: VerifiedChoice }
    | { readonly type: 'UnitVerified'; readonly id: number; readonly verdict: UnitVerdict }
    | {
        readonly type: 'Checked';
        readonly id: number;
        readonly check: ReplacementCheck;
        readonly asked: string;
        readonly sameInput: boolean;
        readonly formHolds: boolean;
        /** The form's address when the check was asked for (see `ChoiceState.checked`). */
        readonly form: string;
      }
    /**
     * The input's form is being submitted; `form`: its address, keyed (see `ChoiceState.checked`). `asked`: the page
     * asks for the verdict (`check()`), and there is no submit to hold.
     */
    | { readonly type: 'Submitted'; readonly form: string; readonly asked?: boolean }
    /** The submit held for a check, or the page's `check()` (`asked`), waited as long as it may. */
    | { readonly type: 'SubmitTimedOut'; readonly asked?: boolean }
    | {
        readonly type: 'Extracted';
        readonly id: number;
        readonly finds: readonly PasteFind[];
        readonly error?: AddressError | undefined;
        readonly asked: string;
        readonly sameInput: boolean;
      }
  );

/** An event as the element sends it: the input's text is added when it is sent. */
export type SentEvent = ChoiceEvent extends infer E ? (E extends ChoiceEvent ? Omit<E, 'text'> : never) : never;

/** Why an error is reported without stopping anything: the consequence its console message states. */
export type Consequence = 'choice-stands' | 'paste-stands';

export type ChoiceEffect =
  /** An event for the combobox machine. */
  | { readonly type: 'combobox'; readonly event: ComboboxEvent<ServiceOption> }
  | { readonly type: 'verify'; readonly id: number; readonly choice: FinalChoice }
  | { readonly type: 'verify-unit'; readonly id: number; readonly choice: FinalChoice; readonly unit: string }
  /** `later`: autofill; the check waits a task for the form's other fields to be filled. */
  | { readonly type: 'check'; readonly id: number; readonly pasted: string | undefined; readonly later: boolean }
  | { readonly type: 'extract'; readonly id: number; readonly text: string }
  /** Write the choice's street into the input (with the unit when the form has no line 2), then `StreetWritten`. */
  | { readonly type: 'write-street'; readonly id: number; readonly choice: FinalChoice }
  /**
   * `verified-address` and, unless cancelled, the fill. `moveFocus`: on to an empty unit field always, only if focus
   * is still in the input (or nowhere), or never. Without a verification it writes the street too, and `Filled`
   * follows.
   */
  | {
      readonly type: 'fill';
      readonly choice: FinalChoice;
      readonly source: VerifiedAddressSource;
      readonly verification?: Verification | undefined;
      readonly moveFocus: 'always' | 'if-focus-stayed' | 'never';
      readonly scope: unknown;
    }
  /** A fill still waiting for a region control stops. */
  | { readonly type: 'stop-fill' }
  /** A pasted address the shopper kept, split into the form's fields (no event: it is not verified). */
  | { readonly type: 'fill-kept'; readonly kept: NonNullable<Correction['kept']> }
  /** `address-cleared`; `field`: the other field whose edit cleared it. */
  | { readonly type: 'cleared'; readonly address: PostalAddress; readonly field?: AddressField | undefined }
  | { readonly type: 'report-unverified'; readonly why: Unverified }
  | { readonly type: 'report-error'; readonly error: AddressError; readonly consequence: Consequence }
  | { readonly type: 'announce'; readonly text: string }
  /** The address needs its unit and no list can offer one: announced, and hinted in an empty unit field. */
  | { readonly type: 'hint-unit' }
  | { readonly type: 'focus-input' }
  /** The submit under way is held (its default prevented), for a check or the shopper's answer, up to the ceiling. */
  | { readonly type: 'hold-submit' }
  /** The submit held goes on. */
  | { readonly type: 'release-submit' };

/** The text is the chosen address, and US Street (with `verify`) did not say it does not exist. */
export function isVerified(state: ChoiceState): boolean {
  const { chosen } = state;
  return chosen !== undefined && chosen.standing === 'verified' && chosen.pendingUnit === undefined;
}

/**
 * Whether `require-verified` holds `text`: the shopper typed, pasted or autofilled it, and it is neither a chosen
 * address nor text the service could not help with (a checkout never loses an order because of us); or a chosen
 * address awaits its unit. A unit typed after the chosen street is not held: its confirmation at commit ends
 * verified or unverified, and either way the shopper may go on. An empty input is left to `required`.
 */
export function holds(state: ChoiceState, text: string): boolean {
  const { chosen } = state;
  const unchosen = chosen === undefined && state.unverified === undefined;
  const unitAwaited = chosen !== undefined && chosen.standing === 'needs-unit' && chosen.pendingUnit === undefined;
  return !state.untouched && text.trim() !== '' && (unchosen || unitAwaited);
}

/**
 * The address a unit typed in `text` is for: the last chosen one while `text` is its street with a unit appended
 * (suggestions then narrow to that address, never to other cities); else undefined.
 */
export function unitFor(
  state: ChoiceState,
  text: string,
  service: Pick<ServiceRules, 'appendedUnit'>,
): PostalAddress | undefined {
  const { last } = state;
  return last && service.appendedUnit(last.text, text) !== undefined ? last.address : undefined;
}

/** Whether a paste of `text` that is not one whole address is still the element's to take: several lines, to extract. */
export function takesPaste(rules: Pick<ChoiceRules, 'extractor'>, text: string): boolean {
  return /\S[^\S\r\n]*[\r\n]+\s*\S/.test(text) && (rules.extractor?.takes(text) ?? false);
}

/**
 * The text of a paste that goes to the shop's extract route (replaced.ts posts it; before the machine's code has come,
 * choice-front.ts posts it at once), else undefined.
 */
export function pasteToExtract(
  rules: Pick<ChoiceRules, 'extractor'>,
  by: ReplacedBy,
  pasted: Pasted | undefined,
): string | undefined {
  return by === 'paste' && pasted && rules.extractor?.takes(pasted.text) ? pasted.text : undefined;
}
