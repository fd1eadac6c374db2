/**
 * One transition of the choice machine being worked out: a copy of the state, written as the rules apply, and the
 * effects in order. Its operations are the ones every rule shares: what happens to the chosen address (applied,
 * edited, replaced, cleared), to text that stands unverified, and to the one request awaited. No DOM.
 */
import type { Unverified, Verification } from '../events/address-events.js';
import type { AddressField } from '../../form/autocomplete-tokens.js';
import type { FinalChoice } from '../lookup/address-service.js';
import type { Awaited, ChoiceEffect, ChoiceRules, ChoiceStanding, ChoiceState } from './state.js';

export class Step {
  state: ChoiceState;
  readonly effects: ChoiceEffect[] = [];
  readonly rules: ChoiceRules;
  /** The input's text at the event. */
  readonly text: string;

  constructor(state: ChoiceState, rules: ChoiceRules, text: string) {
    this.state = state;
    this.rules = rules;
    this.text = text;
  }

  set(changes: Partial<ChoiceState>): void {
    this.state = { ...this.state, ...changes };
  }

  effect(effect: ChoiceEffect): void {
    this.effects.push(effect);
  }

  /** An event for the combobox machine. */
  combobox(event: Extract<ChoiceEffect, { type: 'combobox' }>['event']): void {
    this.effects.push({ type: 'combobox', event });
  }

  /** A new request or offer id. */
  nextId(): number {
    const id = this.state.lastId + 1;
    this.set({ lastId: id });
    return id;
  }

  /** The request awaited, when `id` is its answer (and no longer awaited); else undefined: a superseded answer. */
  answered<K extends Awaited['kind']>(id: number, kind: K): Extract<Awaited, { kind: K }> | undefined {
    const { awaited } = this.state;
    if (awaited?.kind !== kind || awaited.id !== id) return undefined;
    this.set({ awaited: undefined });
    return awaited as Extract<Awaited, { kind: K }>;
  }

  /**
   * A final address was applied: `text` is what the input was given for it; `standing`, what its verdict leaves;
   * `verification`, the verdict (with `verify`).
   */
  applied(choice: FinalChoice, text: string, standing: ChoiceStanding, verification?: Verification): void {
    this.set({ chosen: { choice, text, standing, verification }, unverified: undefined, untouched: false });
  }

  /** The shopper changed the text: a unit appended to the chosen street keeps the choice pending, else it is cleared. */
  edited(): void {
    this.set({ untouched: false });
    const { chosen } = this.state;
    if (!chosen) return;
    const { verifies, service } = this.rules;
    const pendingUnit = verifies ? service.appendedUnit(chosen.text, this.text) : undefined;
    if (this.text !== chosen.text && pendingUnit === undefined) this.clear();
    else this.set({ chosen: { ...chosen, pendingUnit } });
  }

  /** The text was replaced without typing, or the unit appended was not confirmed. */
  replaced(): void {
    this.set({ untouched: false });
    this.clear();
  }

  /** The form no longer holds the chosen address: `address-cleared`, once per choice (`field`: the field edited). */
  clear(field?: AddressField): void {
    const { chosen } = this.state;
    if (!chosen) return;
    this.set({ chosen: undefined });
    this.effect(
      field
        ? { type: 'cleared', address: chosen.choice.address, field }
        : { type: 'cleared', address: chosen.choice.address },
    );
  }

  /**
   * Text the service could not help with, or the shopper kept: it stands unverified, the page is told why, and a
   * submit held for it goes on.
   */
  standsUnverified(why: Unverified): void {
    this.set({ unverified: why });
    this.reportUnverified();
    this.releaseSubmit();
  }

  /** A submit held (for a check, or the shopper's answer) goes on. */
  releaseSubmit(): void {
    if (!this.state.submitting) return;
    this.set({ submitting: false });
    this.effect({ type: 'release-submit' });
  }

  /** `unverified-address`, once per text and reason, for text that is not a chosen address. */
  reportUnverified(): void {
    const { unverified: why, chosen, reported } = this.state;
    if (!why || chosen || this.text.trim() === '') return;
    const key = JSON.stringify([this.text, why.reason, why.code]);
    if (key === reported) return;
    this.set({ reported: key });
    this.effect({ type: 'report-unverified', why });
  }
}
