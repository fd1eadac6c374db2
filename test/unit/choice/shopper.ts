// A driver for the choice machine in Node: it keeps the state, sends events with the input's text, and answers the
// effects the way the element's interpreter does (a written street sends `StreetWritten`, a fill without a verdict
// `Filled`), so that a test reads as the shopper's steps and the requests' answers, in an explicit order.
import assert from 'node:assert/strict';
import {
  INITIAL_CHOICE_STATE,
  OfferedValue,
  transition,
  type ChoiceEffect,
  type ChoiceEvent,
  type ChoiceRules,
  type ChoiceState,
  type SentEvent,
} from '../../../src/core/choice/machine.js';
import type { Verification } from '../../../src/core/events/address-events.js';
import type { FinalChoice, ServiceOption } from '../../../src/core/lookup/address-service.js';
import type { ReplacementCheck } from '../../../src/core/lookup/verifier.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';

export function choice(line1: string, extra: Partial<FinalChoice['address']> = {}): FinalChoice {
  const address = {
    line1,
    line2: '',
    city: 'Mountain View',
    region: 'CA',
    postalCode: '94043',
    country: 'USA',
    ...extra,
  };
  return {
    api: 'us-v2',
    address,
    raw: {},
    regionAliases: ['CA'],
    countryAlpha2: 'US',
    label: `${line1}, Mountain View`,
  };
}

export const verdict = (status: Verification['status'], chosen: FinalChoice) => ({
  verification: { status },
  address: chosen.address,
});

/** A building's units, as the source hands its group back. */
export const GROUP: ServiceOption = { kind: 'group', text: '1600 Pennsylvania Ave (12 addresses)', value: 'group' };
export const UNITS_SCOPE = { units: 'of the building' };

export class Shopper {
  state: ChoiceState = INITIAL_CHOICE_STATE;
  /** The input's text. */
  text = '';
  /** The effects of the last step, its answers' included. */
  effects: ChoiceEffect[] = [];
  /** Every effect since the shopper arrived. */
  readonly all: ChoiceEffect[] = [];
  /** The form's address, as the element keys it for the Checked and Submitted events. */
  form = 'the form';
  rules: ChoiceRules;

  constructor(rules: Partial<Omit<ChoiceRules, 'strings'>> = {}) {
    this.rules = {
      strings: DEFAULT_STRINGS,
      usable: true,
      verifies: false,
      extractor: undefined,
      service: {
        // "Apt 3", "#3" or "Unit 3" after the chosen street.
        appendedUnit: (chosen, text) => {
          const rest = text.slice(chosen.length);
          return text.startsWith(chosen) && /^\s*(?:apt|unit|#)\s?\w*$/i.test(rest) ? rest.trim() : undefined;
        },
        restates: (chosen, text) => /^\d{5}$/.test(chosen) && text.startsWith(`${chosen}-`),
        groupOf: (scope) => (scope === UNITS_SCOPE ? GROUP : undefined),
      },
      ...rules,
    };
  }

  /** Sends `event` with the text as it is, and runs the interpreter's own answers to the effects. */
  send(event: SentEvent): ChoiceEffect[] {
    this.effects = [];
    this.#send(event);
    return this.effects;
  }

  #send(event: SentEvent): void {
    const { state, effects } = transition(this.state, { ...event, text: this.text } as ChoiceEvent, this.rules);
    this.state = state;
    for (const effect of effects) {
      this.effects.push(effect);
      this.all.push(effect);
      if (effect.type === 'write-street') {
        this.text = effect.choice.address.line1;
        this.#send({ type: 'StreetWritten', id: effect.id });
      }
      if (effect.type === 'fill' && !effect.verification) {
        this.text = effect.choice.address.line1;
        this.#send({ type: 'Filled', choice: effect.choice, scope: effect.scope });
      }
    }
  }

  /** The shopper types: the text becomes `text`. */
  type(text: string): ChoiceEffect[] {
    this.text = text;
    return this.send({ type: 'Edited' });
  }

  /** US Street answers the last quiet check with `check`, for the text and form as they are; `formHolds` as read. */
  checked(check: ReplacementCheck, formHolds = false): ChoiceEffect[] {
    const id = this.requested('check');
    return this.send({ type: 'Checked', id, check, asked: this.text, sameInput: true, formHolds, form: this.form });
  }

  /** The id of the last request of `type` the machine asked for. */
  requested(type: 'verify' | 'verify-unit' | 'check' | 'extract'): number {
    const effect = [...this.all].reverse().find((effect) => effect.type === type);
    assert.ok(effect && 'id' in effect, `no ${type} request`);
    return effect.id;
  }

  /** The value of option `index` of the last list the machine offered (a correction, a paste's finds, units again). */
  offered(index: number): OfferedValue {
    for (const effect of [...this.all].reverse()) {
      if (effect.type !== 'combobox') continue;
      const { event } = effect;
      const options =
        event.type === 'CorrectionOffered'
          ? event.list.options
          : event.type === 'UnitsNeeded'
            ? [event.needed.dismiss]
            : undefined;
      const value = options?.[index]?.value;
      if (value instanceof OfferedValue) return value;
    }
    assert.fail('nothing offered');
  }

  accept(index: number): ChoiceEffect[] {
    return this.send({ type: 'Accepted', value: this.offered(index) });
  }
}

/** The effects of `type`. */
export function effectsOf<T extends ChoiceEffect['type']>(
  effects: ChoiceEffect[],
  type: T,
): Extract<ChoiceEffect, { type: T }>[] {
  return effects.filter((effect): effect is Extract<ChoiceEffect, { type: T }> => effect.type === type);
}

/** The combobox events among `effects`, by type. */
export function comboboxEvents(effects: ChoiceEffect[]): string[] {
  return effectsOf(effects, 'combobox').map((effect) => effect.event.type);
}

/** The effect types, in order, with the combobox events named. */
export function steps(effects: ChoiceEffect[]): string[] {
  return effects.map((effect) => (effect.type === 'combobox' ? `combobox:${effect.event.type}` : effect.type));
}
