/**
 * The choice machine's interpreter: it sends the machine the page's events with the input's text, runs the effects
 * (requests, the fill, the events the page hears) and sends their answers back, tagged with their request's id. What
 * to do is the machine's (machine.ts); this file only does it.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import type { ReactiveElement } from '@lit/reactive-element';
import { isWritable } from '../../form/form-filler.js';
import { findAddressFields } from '../../form/address-fields.js';
import { hintUnitField } from '../../form/unit-hint.js';
import type { ComboboxEvent } from '../combobox/state.js';
import { AddressClearedEvent, UnverifiedAddressEvent, type AddressCheck } from '../events/address-events.js';
import { reportError } from '../events/report-error.js';
import type { LookupSession } from '../lookup/session.js';
import type { ServiceOption } from '../lookup/address-service.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import { editedField, fillKept, formHolds, writeStreet, type InputWriter } from './apply.js';
import { FormFill } from './form-fill.js';
import {
  INITIAL_CHOICE_STATE,
  transition,
  type ChoiceEffect,
  type ChoiceEvent,
  type ChoiceRules,
  type ChoiceState,
} from './machine.js';
import { isOffered } from './offers.js';
import { ChoiceValidity } from './validity.js';
import type { CheckpointFactory, SubmitCheckpoint } from './submit-checkpoint.js';
import { formAddress, formKey } from '../../form/form-address.js';
import type { PageChecks } from './page-checks.js';
import { pageCheckCode } from '../features/page-check.js';

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
  session: Pick<LookupSession, 'verifier' | 'extractor' | 'groupOf' | 'appendedUnit' | 'restates' | 'later' | 'after'>;
  /** An event for the combobox machine. */
  send(event: ComboboxEvent<ServiceOption>): void;
  /** Says `text` in the live region. */
  announce(text: string): void;
  settings: ChoiceSettings;
  /** The form's submit held for a check, on an element that verifies. */
  checkpoint?: CheckpointFactory | undefined;
}

/** What a failure reported along the way leaves standing, in the console message. */
const CONSEQUENCES = {
  'choice-stands': DEV_MODE
    ? 'The address was not verified; the choice stands as chosen, and the next choice asks US Street again.'
    : undefined,
  'paste-stands': DEV_MODE ? 'The pasted text stands as pasted; the list of suggestions works as before.' : undefined,
};

/**
 * The rules, each read when a transition asks for it: most transitions read one rule or none, and the element's
 * strings need its language worked out.
 */
function liveRules({ settings, session }: ChoiceParts): ChoiceRules {
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

/** An event as the controller sends it: the input's text is added when it is sent. */
type Sent = ChoiceEvent extends infer E ? (E extends ChoiceEvent ? Omit<E, 'text'> : never) : never;

export class ChoiceController {
  readonly validity: ChoiceValidity;
  /** The machine's rules as the element stands now. */
  readonly rules: ChoiceRules;
  readonly #host: ReactiveElement;
  readonly #parts: ChoiceParts;
  readonly #fill: FormFill;
  #state: ChoiceState = INITIAL_CHOICE_STATE;
  /** Where the form's `change` events are heard while a choice, or the form it was filled into, stands. */
  #watched: Node | undefined;
  readonly #checkpoint: SubmitCheckpoint | undefined;
  /** The page's `check()` calls, once one was made. */
  #pageChecks: PageChecks | undefined;

  constructor(host: ReactiveElement, parts: ChoiceParts) {
    this.#host = host;
    this.#parts = parts;
    this.rules = liveRules(parts);
    const { binding, session } = parts;
    // The binding's and the session's own methods, bound: the fill calls them directly, not through this file.
    this.#fill = new FormFill(host, {
      write: binding.write.bind(binding),
      whileWriting: binding.whileWriting.bind(binding),
      after: session.after.bind(session),
      host,
    });
    this.validity = new ChoiceValidity(host, () => binding.input);
    this.#checkpoint = parts.checkpoint?.({
      input: () => binding.input,
      submitted: (input) => this.send({ type: 'Submitted', form: formKey(input) }),
      timedOut: () => this.send({ type: 'SubmitTimedOut' }),
      ceiling: () => parts.settings.submitTimeout(),
      after: session.after.bind(session),
    });
    host.addController({ hostConnected: () => this.#watchFields(), hostDisconnected: () => this.#watchFields() });
  }

  get state(): ChoiceState {
    return this.#state;
  }

  /** Whether `option` is one the machine offered; if so, it is the machine's answer to it (`Accepted`). */
  offered(option: ServiceOption): boolean {
    if (!isOffered(option)) return false;
    this.send({ type: 'Accepted', value: option.value });
    return true;
  }

  send(sent: Sent): void {
    const event = { ...sent, text: this.#parts.binding.input?.value ?? '' } as ChoiceEvent;
    const { state, effects } = transition(this.#state, event, this.rules);
    this.#state = state;
    for (const effect of effects) this.#run(effect);
    // An effect may have sent an event of its own (a write's, a fill's): the state is the latest one.
    this.validity.sync(this.#state);
    this.#watchFields();
    this.#pageChecks?.settle();
  }

  /** See PageChecks.ask; code that cannot come answers unverified (`unavailable`, `network`). */
  check(): Promise<AddressCheck> {
    return pageCheckCode.load().then(
      (code) => (this.#pageChecks ??= new code.PageChecks(this, this.#parts)).ask(),
      () => ({
        status: 'unverified',
        address: formAddress(this.#parts.binding.input, this.#parts.settings.country()),
        reason: 'unavailable',
        code: 'network',
      }),
    );
  }

  /** The input was bound or let go: the form's events are heard for the input bound now. */
  inputChanged(): void {
    this.#watchFields();
  }

  /**
   * Hears the form's `change` events (in capture: before a shop's own listener re-renders anything) while a choice
   * stands, or the form it was filled into does (`last`), and only while the element is connected.
   */
  #watchFields(): void {
    const input = this.#parts.binding.input;
    const { chosen, last } = this.#state;
    const connected = this.#host.isConnected && input ? input.getRootNode() : undefined;
    this.#checkpoint?.watch(connected);
    const root = chosen || last ? connected : undefined;
    if (root === this.#watched) return;
    this.#watched?.removeEventListener('change', this.#fieldChanged, true);
    root?.addEventListener('change', this.#fieldChanged, true);
    this.#watched = root;
  }

  /** A field of the form's address, committed: an edit of the chosen address when it is one (see editedField). */
  readonly #fieldChanged = (event: Event): void => {
    const { input, writing } = this.#parts.binding;
    // The fill's own writes (their `change` events) are no edit.
    const field = input && !writing && editedField(input, event.target, this.#state.chosen?.choice);
    if (field) this.send({ type: 'FieldEdited', field });
  };

  #run(effect: ChoiceEffect): void {
    const { binding, session, settings } = this.#parts;
    const input = binding.input;
    switch (effect.type) {
      case 'combobox':
        return this.#parts.send(effect.event);
      case 'verify': {
        const { id } = effect;
        void session.verifier?.verify(effect.choice).then((result) => this.send({ type: 'Verified', id, result }));
        return;
      }
      case 'verify-unit': {
        const { id } = effect;
        void session.verifier
          ?.verifyUnit(effect.choice, effect.unit)
          .then((verdict) => this.send({ type: 'UnitVerified', id, verdict }));
        return;
      }
      case 'check':
        // Autofill fills the form's fields one after another, each with its own events, all in one task: the
        // street's `input` comes before the city and ZIP are there. The form is read once the fill is done.
        if (effect.later) session.later(() => this.#check(effect.id, effect.pasted));
        else this.#check(effect.id, effect.pasted);
        return;
      case 'extract': {
        const { id } = effect;
        const asked = input?.value ?? '';
        void session.extractor?.extract(effect.text).then(({ finds, error }) => {
          const sameInput = binding.input === input;
          this.send({ type: 'Extracted', id, finds, error, asked, sameInput });
        });
        return;
      }
      case 'write-street':
        if (input) writeStreet(input, effect.choice, binding);
        return this.send({ type: 'StreetWritten', id: effect.id });
      case 'fill': {
        if (!input) return;
        const { choice, source, verification, moveFocus, scope } = effect;
        const focus = document.activeElement;
        const stayed =
          moveFocus === 'always' || (moveFocus === 'if-focus-stayed' && (focus === input || focus === document.body));
        this.#fill.apply(input, choice, source, verification, stayed);
        if (!verification) this.send({ type: 'Filled', choice, scope });
        return;
      }
      case 'stop-fill':
        return this.#fill.stop();
      case 'fill-kept':
        if (input) fillKept(input, effect.kept, binding);
        return;
      case 'cleared': {
        const { address, field } = effect;
        this.#host.dispatchEvent(new AddressClearedEvent(field ? { address, field } : { address }));
        return;
      }
      case 'report-unverified': {
        if (!input) return;
        const address = formAddress(input, settings.country());
        this.#host.dispatchEvent(new UnverifiedAddressEvent({ ...effect.why, text: input.value, address }));
        return;
      }
      case 'report-error':
        return reportError(this.#host, effect.error, CONSEQUENCES[effect.consequence]);
      case 'announce':
        return this.#parts.announce(effect.text);
      case 'hint-unit':
        return this.#hintUnit(input);
      case 'focus-input':
        return input?.focus();
      case 'hold-submit':
        return this.#checkpoint?.hold();
      case 'release-submit':
        return this.#checkpoint?.release();
    }
  }

  /** The quiet check of an autofilled or pasted address, from the form as it is now. */
  #check(id: number, pasted: string | undefined): void {
    const { binding, session } = this.#parts;
    const input = binding.input;
    if (!input || !session.verifier) return;
    const asked = input.value;
    const form = formKey(input);
    void session.verifier.check(input, pasted).then((check) => {
      const sameInput = binding.input === input;
      const holds = check.choice !== undefined && formHolds(input, check.choice);
      this.send({ type: 'Checked', id, check, asked, sameInput, formHolds: holds, form });
    });
  }

  /** The address needs its unit and no list can offer one: announced, and shown in the empty unit field. */
  #hintUnit(input: HTMLInputElement | undefined): void {
    const { unitNeeded } = this.#parts.settings.strings();
    this.#parts.announce(unitNeeded);
    const field = input && findAddressFields(input).get('address-line2')?.[0];
    if (field && field.localName !== 'select' && isWritable(field) && field.value === '')
      hintUnitField(field as HTMLInputElement, unitNeeded);
  }
}
