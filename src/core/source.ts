import type { PostalAddress } from '../form/address-values.js';
import type { AddressApi } from './events.js';
import type { Lookup } from './suggestions-controller.js';

/** `final` is a complete address; `group` expands into more options; `back` returns to the previous list. */
export type OptionKind = 'final' | 'group' | 'back';

export interface SourceOption {
  kind: OptionKind;
  /** What the option shows and what a screen reader reads; API text, always rendered as text. */
  text: string;
  /** Secondary text, e.g. "24 addresses". */
  detail?: string;
  /** The source's own payload, handed back to `choose`. */
  value: unknown;
}

export interface SourceList {
  options: SourceOption[];
  /** Where the user is, above an expanded list ("123 Main St, Winnipeg — 12 addresses"). */
  context?: string;
  /** Announced instead of the result count (the units step). */
  announcement?: string;
  /** New input text, as the spec's reset rules give it after an expansion. */
  inputText?: string;
  /** A single final option is chosen at once (an unambiguous international detail). */
  autoChoose?: boolean;
}

export interface FinalChoice {
  api: AddressApi;
  address: PostalAddress;
  raw: Readonly<Record<string, unknown>>;
  /** Ways a region field may write the region: code and names. */
  regionAliases: string[];
  /** What the option read; announced as the choice. */
  label: string;
}

export type ChooseResult =
  | { type: 'final'; choice: FinalChoice }
  /** Replace the list with the lookup's options; `inputText` is written at once, before the answer. */
  | { type: 'list'; lookup: Lookup<SourceList>; inputText?: string };

/**
 * What an element knows about its API. The elements differ only in the source they build; the base element does
 * everything else.
 */
export interface AddressSource {
  readonly api: AddressApi;
  /** Throws a `config` AddressError for a misconfiguration; returns warnings to log. */
  validate(): string[];
  /** The lookup for typed text. */
  search(text: string): Lookup<SourceList>;
  /** What choosing an option does. `text` is the input's text at that moment. */
  choose(option: SourceOption, text: string): ChooseResult;
  /** Forgets any expansion state (a final choice, a form reset). */
  reset(): void;
}
