/**
 * The choice machine's interpreter: it sends the machine the page's events with the input's text, runs the effects
 * (requests, the fill, the events the page hears) and sends their answers back, tagged with their request's id. What
 * to do is the machine's (machine.ts); this file only does it. With the loader it comes with the form's code, after
 * the first list: until then the element's stand-in (choice-front.ts) holds the events that need it.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import type { ReactiveElement } from '@lit/reactive-element';
import { formKey } from '../../form/form-address.js';
import { reportError } from '../events/report-error.js';
import type { ServiceOption } from '../lookup/address-service.js';
import { editedField } from './apply.js';
import { liveRules, type ChoiceParts } from './choice-parts.js';
import { isLate, LateEffects } from './late-effects.js';
import {
  isOffered,
  transition,
  type ChoiceEffect,
  type ChoiceRules,
  type ChoiceState,
  type SentEvent,
} from './machine.js';
import type { SubmitCheckpoint } from './submit-checkpoint.js';

/** What a failure reported along the way leaves standing, in the console message. */
const CONSEQUENCES = {
  'choice-stands': DEV_MODE
    ? 'The address was not verified; the choice stands as chosen, and the next choice asks US Street again.'
    : undefined,
  'paste-stands': DEV_MODE ? 'The pasted text stands as pasted; the list of suggestions works as before.' : undefined,
};

/** What the controller shares with the element's stand-in, which made it. */
export interface ControllerLink {
  /** The state to start from: what the events before this code came left. */
  state: ChoiceState;
  /** The form's submit, held for a check on an element that verifies. */
  checkpoint: SubmitCheckpoint | undefined;
  /** After each transition: the page's view of the state (validity, `check()` calls waiting). */
  changed(state: ChoiceState): void;
}

export class ChoiceController {
  /** The machine's rules as the element stands now. */
  readonly rules: ChoiceRules;
  readonly #host: ReactiveElement;
  readonly #parts: ChoiceParts;
  readonly #link: ControllerLink;
  #state: ChoiceState;
  /** The effects that follow a choice, a check or an offer, or read or write the form. */
  readonly #late: LateEffects;
  /** Where the form's `change` events are heard while a choice, or the form it was filled into, stands. */
  #watched: Node | undefined;

  constructor(host: ReactiveElement, parts: ChoiceParts, link: ControllerLink) {
    this.#host = host;
    this.#parts = parts;
    this.#link = link;
    this.#state = link.state;
    this.rules = liveRules(parts);
    this.#late = new LateEffects(host, parts, (event) => this.send(event));
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

  /** The input's form is being submitted (the checkpoint heard it). */
  submitted(input: HTMLInputElement): void {
    this.send({ type: 'Submitted', form: formKey(input) });
  }

  send(sent: SentEvent): void {
    const text = this.#parts.binding.input?.value ?? '';
    // A choice from the list, completed by what came with this code (see AddressService.completed).
    const event =
      sent.type === 'Chose' ? { ...sent, text, choice: this.#parts.session.completed(sent.choice) } : { ...sent, text };
    const { state, effects } = transition(this.#state, event, this.rules);
    this.#state = state;
    for (const effect of effects) this.#run(effect);
    // An effect may have sent an event of its own (a write's, a fill's): the state is the latest one.
    this.#link.changed(this.#state);
    this.#watchFields();
  }

  /**
   * The input was bound or let go, or the element connected or disconnected (the element's side forwards both): the
   * form's events are heard for the input bound now.
   */
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
    const root = (chosen || last) && this.#host.isConnected && input ? input.getRootNode() : undefined;
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
    if (isLate(effect)) return this.#late.run(effect);
    const { binding, session } = this.#parts;
    const input = binding.input;
    switch (effect.type) {
      case 'combobox':
        return this.#parts.send(effect.event);
      case 'extract': {
        const { id } = effect;
        const asked = input?.value ?? '';
        void session.extractor?.extract(effect.text).then(({ finds, error }) => {
          const sameInput = binding.input === input;
          this.send({ type: 'Extracted', id, finds, error, asked, sameInput });
        });
        return;
      }
      case 'report-error':
        return reportError(this.#host, effect.error, CONSEQUENCES[effect.consequence]);
      case 'announce':
        return this.#parts.announce(effect.text);
      case 'focus-input':
        return input?.focus();
      case 'hold-submit':
        return this.#link.checkpoint?.hold();
      case 'release-submit':
        return this.#link.checkpoint?.release();
    }
  }
}
