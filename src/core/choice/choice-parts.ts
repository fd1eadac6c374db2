/**
 * What the choice controller (controller.ts) works with: the element's parts and settings, and the machine's rules as
 * read from them. Apart from the controller, which interprets the machine, since the element builds them.
 */
import type { ComboboxEvent } from '../combobox/state.js';
import type { LookupSession } from '../lookup/session.js';
import type { ServiceOption } from '../lookup/address-service.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import type { InputWriter } from './apply.js';
import type { ChoiceRules } from './state.js';
import type { CheckpointFactory } from './submit-checkpoint.js';

/** The element's settings, as the controller reads them when it needs them. */
export interface ChoiceSettings {
  /** No lookups and no choices while the input is disabled or read-only. */
  usable(): boolean;
  strings(): AddressAutocompleteStrings;
  /** The country of an address the form holds when it has no country field (alpha-3, or '' when unknown). */
  country(): string;
  /** How long a submit may wait for its check, in milliseconds (`submit-timeout`). */
  submitTimeout(): number;
}

/** What the controller works with: the element's parts, each an object the element already has. */
export interface ChoiceParts {
  /** The input binding: the wrapped input, and writes that are not typing. */
  binding: { readonly input: HTMLInputElement | undefined; readonly writing: boolean } & InputWriter;
  /** The lookups: the verifier, the extractor, the source's rules, deferred work. */
  session: Pick<
    LookupSession,
    'verifier' | 'extractor' | 'groupOf' | 'appendedUnit' | 'restates' | 'completed' | 'later' | 'after'
  >;
  /** An event for the combobox machine. */
  send(event: ComboboxEvent<ServiceOption>): void;
  /** Says `text` in the live region. */
  announce(text: string): void;
  settings: ChoiceSettings;
  /** The form's submit held for a check, on an element that verifies. */
  checkpoint?: CheckpointFactory | undefined;
}

/**
 * The rules, each read when a transition asks for it: most transitions read one rule or none, and the element's
 * strings need its language worked out.
 */
export function liveRules({ settings, session }: ChoiceParts): ChoiceRules {
  return {
    get strings() {
      return settings.strings();
    },
    get usable() {
      return settings.usable();
    },
    get verifies() {
      return session.verifier !== undefined;
    },
    get extractor() {
      return session.extractor;
    },
    service: session,
  };
}
