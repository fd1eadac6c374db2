/**
 * The choice machine's effects that only follow a choice, a check or an offer, or that read or write the form: the
 * requests for a verdict, the street written, the fill, the address kept or cleared, the text reported unverified, the
 * unit hinted. The interpreter (controller.ts) runs the others, those of typing, a paste and a held submit, itself.
 */
import type { ReactiveElement } from '@lit/reactive-element';
import { findAddressFields } from '../../form/address-fields.js';
import { isWritable } from '../../form/field-write.js';
import { addressKey, formAddress } from '../../form/form-address.js';
import { hintUnitField } from '../../form/unit-hint.js';
import { AddressClearedEvent, UnverifiedAddressEvent } from '../events/address-events.js';
import { fillKept, formHolds, writeStreet } from './apply.js';
import type { ChoiceParts } from './choice-parts.js';
import { FormFill } from './form-fill.js';
import type { ChoiceEffect, SentEvent } from './state.js';

/** The effects the interpreter runs itself (controller.ts). */
const OWN = [
  'combobox',
  'extract',
  'report-error',
  'announce',
  'focus-input',
  'hold-submit',
  'release-submit',
] as const;
type OwnEffect = (typeof OWN)[number];
const OWN_EFFECTS: ReadonlySet<ChoiceEffect['type']> = new Set<ChoiceEffect['type']>(OWN);

/** An effect run here. */
export type LateEffect = Exclude<ChoiceEffect, { type: OwnEffect }>;

export const isLate = (effect: ChoiceEffect): effect is LateEffect => !OWN_EFFECTS.has(effect.type);

export class LateEffects {
  readonly #host: ReactiveElement;
  readonly #parts: ChoiceParts;
  readonly #send: (event: SentEvent) => void;
  /** The fills, once one was made. */
  #fill: FormFill | undefined;

  /** `send` gives the machine the effects' own events and answers, tagged with their request's id. */
  constructor(host: ReactiveElement, parts: ChoiceParts, send: (event: SentEvent) => void) {
    this.#host = host;
    this.#parts = parts;
    this.#send = send;
  }

  run(effect: LateEffect): void {
    const { binding, session, settings } = this.#parts;
    const input = binding.input;
    switch (effect.type) {
      case 'verify': {
        const { id } = effect;
        void session.verifier?.verify(effect.choice).then((result) => this.#send({ type: 'Verified', id, result }));
        return;
      }
      case 'verify-unit': {
        const { id } = effect;
        void session.verifier
          ?.verifyUnit(effect.choice, effect.unit)
          .then((verdict) => this.#send({ type: 'UnitVerified', id, verdict }));
        return;
      }
      case 'check':
        // Autofill fills the form's fields one after another, each with its own events, all in one task: the
        // street's `input` comes before the city and ZIP are there. The form is read once the fill is done.
        if (effect.later) session.later(() => this.#check(effect.id, effect.pasted));
        else this.#check(effect.id, effect.pasted);
        return;
      case 'write-street':
        if (input) writeStreet(input, effect.choice, binding);
        return this.#send({ type: 'StreetWritten', id: effect.id });
      case 'fill': {
        if (!input) return;
        const { choice, source, verification, moveFocus, scope } = effect;
        const focus = document.activeElement;
        const stayed =
          moveFocus === 'always' || (moveFocus === 'if-focus-stayed' && (focus === input || focus === document.body));
        // The binding's and the session's own methods, bound: the fill calls them directly, not through the parts.
        this.#fill ??= new FormFill(this.#host, {
          write: binding.write.bind(binding),
          whileWriting: binding.whileWriting.bind(binding),
          after: session.after.bind(session),
          host: this.#host,
        });
        this.#fill.apply(input, choice, source, verification, stayed);
        if (!verification) this.#send({ type: 'Filled', choice, scope });
        return;
      }
      case 'stop-fill':
        return this.#fill?.stop();
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
      case 'hint-unit': {
        // The address needs its unit and no list can offer one: announced, and shown in the empty unit field.
        const { unitNeeded } = settings.strings();
        this.#parts.announce(unitNeeded);
        const field = input && findAddressFields(input).get('address-line2')?.[0];
        if (field && field.localName !== 'select' && isWritable(field) && field.value === '')
          hintUnitField(field as HTMLInputElement, unitNeeded);
        return;
      }
    }
  }

  /** The quiet check of an autofilled or pasted address, from the form as it is now. */
  #check(id: number, pasted: string | undefined): void {
    const { binding, session } = this.#parts;
    const input = binding.input;
    if (!input || !session.verifier) return;
    const asked = input.value;
    // Read once: what is asked about, and its key.
    const address = formAddress(input, '');
    const form = addressKey(address);
    void session.verifier.check(address, pasted).then((check) => {
      const sameInput = binding.input === input;
      const holds = check.choice !== undefined && formHolds(input, check.choice);
      this.#send({ type: 'Checked', id, check, asked, sameInput, formHolds: holds, form });
    });
  }
}
