import type { PostalAddress } from '../../form/address-values.js';
import type { MachineList, OptionKind } from '../combobox/state.js';
import type { ChoiceApi } from '../events/address-events.js';
import type { Lookup } from './scheduler.js';
import type { FinalChoice } from './final-choice.js';
import type { Verifier } from './verifier.js';
import type { Extractor } from './extractor.js';

export type { FinalChoice };

export interface ServiceOption {
  kind: OptionKind;
  /** What the option shows and what a screen reader reads; API text, always rendered as text. */
  text: string;
  /** Secondary text, e.g. "24 addresses". */
  detail?: string;
  /** Ranges of `text` (start, end) to mark as changed: the words a correction changes. */
  changed?: ReadonlyArray<readonly [number, number]>;
  /** The source's own payload, handed back to `choose`. */
  value: unknown;
}

export type ServiceList<S = unknown> = MachineList<ServiceOption, S>;

/**
 * A request and how its answer becomes a list. The controller caches answers by `key`, so the same answer may be
 * turned into a list by another lookup with the same key (a group reached from another search): the list, and
 * the scope it carries, come from the lookup that asked.
 */
export interface ServiceLookup<S = unknown> extends Lookup<unknown> {
  list(answer: unknown): ServiceList<S>;
}

export type ChooseResult<S = unknown> =
  | { type: 'final'; choice: FinalChoice }
  /**
   * Replace the list with the lookup's options. `inputText` is written at once, before the answer; `scope`, when
   * known before the answer (a Pro expansion), is the one the shopper is in from now on, so typing goes on in it.
   */
  | { type: 'list'; lookup: ServiceLookup<S>; inputText?: string; scope?: S };

/**
 * What an element knows about its API, for one configuration: the options were checked when it was made (a
 * misconfiguration throws a `config` AddressError there), so a lookup only adds the text. Sources hold no list
 * state: the expansion or drill-down the shopper is in is the `scope` the machine keeps and hands back.
 */
export interface AddressService<S = unknown> {
  readonly api: ChoiceApi;
  /** Found while checking the options; logged once. */
  readonly warnings: readonly string[];
  /** The lookup for typed text. */
  search(text: string, scope: S | undefined): ServiceLookup<S>;
  /** What choosing an option does. `text` is the input's text at that moment. */
  choose(option: ServiceOption, text: string, scope: S | undefined): ChooseResult<S>;
  /** The group whose units `scope` lists, as an option to choose again (a verified address that needs its unit). */
  groupOf?(scope: S | undefined): ServiceOption | undefined;
  /** Whether `option` is at `address` (its street, city, state and ZIP): a unit typed after it narrows to these. */
  isAt?(option: ServiceOption, address: PostalAddress): boolean;
  /**
   * The unit the shopper is appending in `text` after a chosen street written `chosen` ("Apt 3", "#3", or "Ap" on
   * the way to one), else undefined: suggestions then narrow to the chosen address, and a verifier confirms it.
   */
  appendedUnit?(chosen: string, text: string): string | undefined;
  /**
   * Whether `text`, put in the input without typing (another element's fill), is the choice written `chosen` written
   * another way (a postal code with its ZIP+4): the choice then stands.
   */
  restates?(chosen: string, text: string): boolean;
  /**
   * A final choice from the list as the choice machine takes it: completed by what only a choice needs (a US
   * state's name, which a state field may write), which comes with the machine's code.
   */
  completed?(choice: FinalChoice): FinalChoice;
  /** Verifies final choices (US Street, with `verify`), when the configuration asks for it. */
  readonly verifier?: Verifier;
  /** Finds addresses in pasted text (the shop's extract route, `extract-url`), when the configuration asks for it. */
  readonly extractor?: Extractor | undefined;
}
