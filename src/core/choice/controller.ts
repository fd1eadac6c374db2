/**
 * The choice machine's interpreter: it sends the machine the page's events with the input's text, runs the effects
 * (requests, the fill, the events the page hears) and sends their answers back, tagged with their request's id. What
 * to do is the machine's (machine.ts); this file only does it.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import type { ReactiveElement } from '@lit/reactive-element';
import type { AddressCheck } from '../events/address-events.js';
import { reportError } from '../events/report-error.js';
import type { ServiceOption } from '../lookup/address-service.js';
import type { AddressError } from '../../api/errors.js';
import type { LateEffects } from './late-effects.js';
import { HeldEvent, isLate, needsFormCode } from './held-event.js';
import {
  INITIAL_CHOICE_STATE,
  isOffered,
  needsLateRules,
  transition,
  type ChoiceEffect,
  type ChoiceEvent,
  type ChoiceRules,
  type ChoiceState,
} from './machine.js';
import { ChoiceValidity } from './validity.js';
import type { SubmitCheckpoint } from './submit-checkpoint.js';
import { liveRules, type ChoiceParts } from './choice-parts.js';
import type { PageChecks } from './page-checks.js';
import { pageCheckCode } from '../features/page-check.js';
import { formWork, prefetchFormWork } from '../features/form-work.js';
import { ON_DEMAND } from '../features/on-demand.js';

export type { ChoiceParts, ChoiceSettings } from './choice-parts.js';

/** The form's code (core/choice/form-work.ts): with the loader, a chunk fetched at the first list. */
type FormWork = NonNullable<typeof formWork.loaded>;

/** What a failure reported along the way leaves standing, in the console message. */
const CONSEQUENCES = {
  'choice-stands': DEV_MODE
    ? 'The address was not verified; the choice stands as chosen, and the next choice asks US Street again.'
    : undefined,
  'paste-stands': DEV_MODE ? 'The pasted text stands as pasted; the list of suggestions works as before.' : undefined,
  'text-stands': DEV_MODE
    ? 'Nothing was written: the text stands as the shopper has it, and the next choice fetches the code again.'
    : undefined,
};

/** An event as the controller sends it: the input's text is added when it is sent. */
type Sent = ChoiceEvent extends infer E ? (E extends ChoiceEvent ? Omit<E, 'text'> : never) : never;

export class ChoiceController {
  readonly validity: ChoiceValidity;
  /** The machine's rules as the element stands now. */
  readonly rules: ChoiceRules;
  readonly #host: ReactiveElement;
  readonly #parts: ChoiceParts;
  /** The effects that come with the form's code, once it has come. */
  #late: LateEffects | undefined;
  /** The event waiting for the form's code, with the loader (held-event.ts). */
  #held: HeldEvent<Sent, HTMLInputElement> | undefined;
  #state: ChoiceState = INITIAL_CHOICE_STATE;
  /** Where the form's `change` events are heard while a choice, or the form it was filled into, stands. */
  #watched: Node | undefined;
  readonly #checkpoint: SubmitCheckpoint | undefined;
  /** A submit held for the form's code, while it is on its way (#submittedBeforeCode). */
  #awaitingCode: object | undefined;
  /** The page's `check()` calls, once one was made. */
  #pageChecks: PageChecks | undefined;

  constructor(host: ReactiveElement, parts: ChoiceParts) {
    this.#host = host;
    this.#parts = parts;
    this.rules = liveRules(parts);
    const { binding, session } = parts;
    this.validity = new ChoiceValidity(host, () => binding.input);
    this.#checkpoint = parts.checkpoint?.({
      input: () => binding.input,
      submitted: (input) => {
        const work = formWork.loaded;
        if (work) this.send({ type: 'Submitted', form: work.formKey(input) });
        else this.#submittedBeforeCode(input);
      },
      timedOut: () => (this.#awaitingCode ? this.#releaseAwaited() : this.send({ type: 'SubmitTimedOut' })),
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
    const input = this.#parts.binding.input;
    const event = { ...sent, text: input?.value ?? '' } as ChoiceEvent;
    const work = formWork.loaded;
    // Written so that the builds where ON_DEMAND is false (core/features/on-demand.ts) leave all of it out.
    if (ON_DEMAND) {
      // The service's answer to typing is the shopper's list: the form's code is fetched once it is shown, for their
      // choice. A failure too: the text then stands unverified, and the shopper's commit tells the page so with the
      // form's address, which the code reads.
      if (event.type === 'Answered') prefetchFormWork();
      if (event.type === 'Forgotten') this.#held?.drop();
      // An event whose rules come with the form's code (late-rules.ts) waits for it.
      if (!work && needsLateRules(event.type)) return this.#hold(sent, input, event.text);
    }
    const { state, effects } = transition(this.#state, event, this.rules, work?.lateRule);
    // Nothing of a transition that needs the form's code is committed before it has come: the event waits for it.
    if (ON_DEMAND && !work && needsFormCode(effects)) return this.#hold(sent, input, event.text);
    this.#state = state;
    for (const effect of effects) this.#run(effect, work);
    // An effect may have sent an event of its own (a write's, a fill's): the state is the latest one.
    this.validity.sync(this.#state);
    this.#watchFields();
    this.#pageChecks?.settle();
  }

  /** See PageChecks.ask; code that cannot come answers unverified (`unavailable`, `network`). */
  check(): Promise<AddressCheck> {
    const { binding, settings } = this.#parts;
    return Promise.all([pageCheckCode.load(), formWork.load()]).then(
      ([code, form]) => (this.#pageChecks ??= new code.PageChecks(this, { ...this.#parts, form })).ask(),
      () => {
        // Without the form's code, the fields cannot be read: the input's text, and the country known.
        const address = formWork.loaded?.formAddress(binding.input, settings.country()) ?? {
          line1: binding.input?.value.trim() ?? '',
          line2: '',
          city: '',
          region: '',
          postalCode: '',
          country: settings.country(),
        };
        return { status: 'unverified', address, reason: 'unavailable', code: 'network' };
      },
    );
  }

  /**
   * A submit before the form's code has come (with the loader, before the shopper's first list; or an answer whose
   * event waits for it): held for the code, within the ceiling, so that an event waiting for it (`unverified-address`
   * at a commit) reaches the page before the submit does; then decided as any submit. Code that cannot come, or the
   * ceiling, lets it go on as the shopper made it (fail open).
   */
  #submittedBeforeCode(input: HTMLInputElement): void {
    const checkpoint = this.#checkpoint;
    checkpoint?.hold();
    const awaited = (this.#awaitingCode = {});
    formWork.load().then(
      (work) => {
        if (this.#awaitingCode !== awaited) return;
        this.#awaitingCode = undefined;
        this.send({ type: 'Submitted', form: work.formKey(input) });
        // The machine holds it on (a check), or had nothing to hold it for: then it goes on now.
        if (!this.#state.submitting) checkpoint?.release();
      },
      () => this.#awaitingCode === awaited && this.#releaseAwaited(),
    );
  }

  #releaseAwaited(): void {
    this.#awaitingCode = undefined;
    this.#checkpoint?.release();
  }

  /** See HeldEvent: `sent` waits for the form's code, then is sent again if the shopper has not moved on. */
  #hold(sent: Sent, input: HTMLInputElement | undefined, text: string): void {
    this.#held ??= new HeldEvent({
      load: () => formWork.load(),
      input: () => this.#parts.binding.input,
      resend: (event) => this.send(event),
      failed: (error) => reportError(this.#host, error as AddressError, CONSEQUENCES['text-stands']),
    });
    this.#held.hold(sent, input, text);
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
    // A choice was applied, so the form's code is here.
    const field = input && !writing && formWork.loaded?.editedField(input, event.target, this.#state.chosen?.choice);
    if (field) this.send({ type: 'FieldEdited', field });
  };

  /** Runs `effect`; `work` is the form's code, there for every effect that needs it (see #hold). */
  #run(effect: ChoiceEffect, work: FormWork | undefined): void {
    const { binding, session } = this.#parts;
    const input = binding.input;
    if (isLate(effect)) {
      if (work) (this.#late ??= new work.LateEffects(this.#host, this.#parts, (event) => this.send(event))).run(effect);
      return;
    }
    switch (effect.type) {
      case 'combobox':
        return this.#parts.send(effect.event);
      case 'extract': {
        const { id } = effect;
        const asked = input?.value ?? '';
        // Its answer is one the form's code takes (late-rules.ts): fetched meanwhile, as a list's answer brings it.
        if (ON_DEMAND) formWork.load().catch(() => undefined);
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
        return this.#checkpoint?.hold();
      case 'release-submit':
        return this.#checkpoint?.release();
    }
  }
}
