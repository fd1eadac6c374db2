/**
 * The choice machine: everything after a final choice, as a pure transition (state + event → state + effects). A
 * choice is applied and, with `verify`, waits for its verdict (fail open) before `verified-address` and the fill; the
 * text then stays the chosen address until the shopper edits it; a unit typed after the chosen street is confirmed at
 * commit; an autofilled or pasted address is checked quietly and offered in the "Did you mean" row; a paste goes to
 * the shop's extract route. One request is awaited at a time: an answer with another id is for a superseded choice
 * and is ignored here, in one place.
 */
import type { Unverified, VerifiedAddressSource } from '../events/address-events.js';
import type { FinalChoice } from '../lookup/source.js';
import type { VerifiedChoice } from '../lookup/verifier.js';
import { correctionRow, declineOption, pasteFindsList } from './offers.js';
import {
  type Awaited,
  type ChoiceEffect,
  type ChoiceEvent,
  type ChoiceRules,
  type ChoiceStanding,
  type ChoiceState,
  type Correction,
  type EnteredBy,
  type Pasted,
} from './state.js';

export * from './state.js';

export interface ChoiceTransition {
  state: ChoiceState;
  effects: ChoiceEffect[];
}

/** Whether a paste of `text` that is not one whole address is still the element's to take: several lines, to extract. */
export function takesPaste(rules: Pick<ChoiceRules, 'extracts'>, text: string): boolean {
  return /\S[^\S\r\n]*[\r\n]+\s*\S/.test(text) && rules.extracts(text);
}

export function transition(state: ChoiceState, event: ChoiceEvent, rules: ChoiceRules): ChoiceTransition {
  const step = new Step(state, rules, event.text);
  step.on(event);
  return { state: step.state, effects: step.effects };
}

/** One transition being worked out: a copy of the state written as the rules apply, and the effects in order. */
class Step {
  state: ChoiceState;
  readonly effects: ChoiceEffect[] = [];
  readonly #rules: ChoiceRules;
  /** The input's text at the event. */
  readonly #text: string;

  constructor(state: ChoiceState, rules: ChoiceRules, text: string) {
    this.state = state;
    this.#rules = rules;
    this.#text = text;
  }

  on(event: ChoiceEvent): void {
    switch (event.type) {
      case 'Chose':
        return this.#chose(event.choice, event.source, event.scope);
      case 'Accepted':
        return this.#accepted(event.value.answer, event.value.offer, event.value.index);
      case 'StreetWritten':
        return this.#streetWritten(event.id);
      case 'Filled':
        this.#applied(event.choice, this.#text, 'verified');
        return this.#set({ last: { address: event.choice.address, text: this.#text, scope: event.scope } });
      case 'Edited':
        return this.#edited();
      case 'Answered':
        return this.#set({ unverified: event.why });
      case 'Committed':
        return this.#committed();
      case 'CountryChanged':
        return this.#countryChanged(event.country);
      case 'Forgotten':
        this.#effect({ type: 'stop-fill' });
        this.#set({ awaited: undefined, last: undefined, offer: undefined });
        this.#clear();
        return this.#set({ unverified: undefined, untouched: true });
      case 'Entered':
        return this.#entered(event.by, event.pasted);
      case 'Verified':
        return this.#verified(event.id, event.result);
      case 'UnitVerified': {
        const awaited = this.#answered(event.id, 'unit');
        const { chosen } = this.state;
        if (!awaited || this.#text !== awaited.text || chosen?.choice !== awaited.choice) return;
        if (!event.verdict.confirmed) return this.#unitNotMatched();
        // Filled as a choice: the unit as the service writes it, in the unit field when the form has one.
        const confirmed = { ...awaited.choice, address: event.verdict.address };
        return this.#writeThenVerdict(confirmed, 'unit', event.verdict);
      }
      case 'Checked':
        return this.#checked(event);
      case 'Extracted': {
        const { error, finds } = event;
        if (error) this.#effect({ type: 'report-error', error, consequence: 'paste-stands' });
        if (!this.#answered(event.id, 'extract') || this.#text !== event.asked || !event.sameInput) return;
        if (finds.length === 0)
          this.#standsUnverified(error ? { reason: 'unavailable', code: error.code } : { reason: 'not-found' });
        if (error) return this.#combobox({ type: 'PasteFailed', code: error.code });
        const id = this.#nextId();
        this.#set({ offer: { kind: 'paste', id, finds } });
        return this.#combobox({ type: 'CorrectionOffered', list: pasteFindsList(id, finds, this.#rules.strings) });
      }
    }
  }

  /** A final address: with a verifier, written at once and held for its verdict; else applied at once. */
  #chose(choice: FinalChoice, source: VerifiedAddressSource, scope: unknown): void {
    if (!this.#rules.verifies) {
      this.#set({ awaited: undefined });
      this.#combobox({ type: 'ChoiceApplied', label: choice.label });
      this.#effect({ type: 'fill', choice, source, moveFocus: 'always', scope });
      return;
    }
    const id = this.#nextId();
    this.#set({ awaited: { kind: 'verify', id, choice, source, scope } });
    this.#effect({ type: 'verify', id, choice });
    this.#combobox({ type: 'ChoiceApplied', label: choice.label });
    this.#effect({ type: 'write-street', id, choice });
  }

  /** A choice whose verdict is already in hand (a correction, a paste's find, a confirmed unit): written, then judged. */
  #writeThenVerdict(choice: FinalChoice, source: VerifiedAddressSource, result: VerifiedChoice): void {
    const id = this.#nextId();
    this.#set({ awaited: { kind: 'verify', id, choice, source, scope: undefined, result } });
    this.#effect({ type: 'write-street', id, choice });
  }

  #streetWritten(id: number): void {
    const { awaited } = this.state;
    if (awaited?.kind !== 'verify' || awaited.id !== id) return;
    if (!awaited.result) return this.#set({ awaited: { ...awaited, written: this.#text } });
    this.#set({ awaited: undefined });
    this.#verdict(awaited.choice, awaited.result, awaited.source, this.#text, awaited.scope);
  }

  #verified(id: number, result: VerifiedChoice): void {
    const awaited = this.#answered(id, 'verify');
    if (!awaited || awaited.written === undefined) return;
    this.#verdict(
      { ...awaited.choice, address: result.address },
      result,
      awaited.source,
      awaited.written,
      awaited.scope,
    );
  }

  /** The verdict on a choice whose street the input was given as `written`: the event, the fill, what comes next. */
  #verdict(
    choice: FinalChoice,
    { verification, error }: VerifiedChoice,
    source: VerifiedAddressSource,
    written: string,
    scope: unknown,
  ): void {
    const stayed = this.#text === written;
    if (error) this.#effect({ type: 'report-error', error, consequence: 'choice-stands' });
    // Focus moves on to the unit field only if the shopper is still where the choice left them.
    this.#effect({
      type: 'fill',
      choice,
      source,
      verification,
      moveFocus: stayed ? 'if-focus-stayed' : 'never',
      scope,
    });
    this.#set({ last: { address: choice.address, text: written, scope } });
    const { status } = verification;
    // A unit is needed: its building's units are listed again when the choice came from them (no list is put over
    // text the shopper typed meanwhile), and the address is held until one is chosen or declined; else the hint.
    const listed = status === 'missing-secondary' && this.#unitNeeded(stayed ? scope : undefined);
    const unverified = status === 'not-found' || status === 'missing-secondary';
    this.#applied(choice, written, listed ? 'needs-unit' : unverified ? 'unverified' : 'verified');
    // The shopper typed on while the verdict was awaited (the unit, likely): their text stays, and counts as an edit.
    if (!stayed) this.#edited();
  }

  /** The verified address needs its unit: its building's units listed again (true), else the hint (false). */
  #unitNeeded(scope: unknown): boolean {
    const { strings, usable } = this.#rules;
    const group = this.#rules.groupOf(scope);
    if (!group || !usable) {
      this.#effect({ type: 'hint-unit' });
      return false;
    }
    this.#effect({ type: 'focus-input' });
    const needed = { reason: strings.unitNeeded, decline: declineOption('no-unit', strings.noUnit) };
    this.#combobox({ type: 'UnitsNeeded', option: group, needed });
    return true;
  }

  /**
   * The unit typed after the chosen street is not one US Street knows: the text stays as typed, no longer the chosen
   * address, and says why; the building's units, when the choice came from them, are offered under the reason.
   */
  #unitNotMatched(): void {
    const { strings, usable } = this.#rules;
    this.#replaced();
    this.#standsUnverified({ reason: 'unit-not-matched' });
    const group = usable ? this.#rules.groupOf(this.state.last?.scope) : undefined;
    if (!group) return this.#effect({ type: 'announce', text: strings.unitNotMatched });
    const needed = { reason: strings.unitNotMatched, decline: declineOption('keep-unit', strings.keepEntered) };
    this.#combobox({ type: 'UnitsNeeded', option: group, needed });
  }

  /** An option the machine offered. */
  #accepted(answer: 'take' | 'keep' | 'no-unit' | 'keep-unit', id: number, index: number): void {
    // Keeping a typed unit US Street does not know: it already stands, unverified; the list closes.
    if (answer === 'keep-unit') return;
    // "No unit" for an address that needs one: the shopper says there is none; the choice stands as verified.
    const { chosen, offer } = this.state;
    if (answer === 'no-unit') return chosen && this.#applied(chosen.choice, this.#text, 'verified');
    // An option of a spent offer (the list it was in may be reached again) does nothing.
    if (offer?.id !== id) return;
    this.#set({ offer: undefined });
    if (offer.kind === 'paste') {
      const find = offer.finds[index];
      if (answer === 'keep' || !find) return this.#standsUnverified({ reason: 'kept' });
      return this.#take(find.choice, 'paste', { verification: find.verification, address: find.choice.address });
    }
    const { correction } = offer;
    if (answer === 'take') return this.#take(correction.choice, correction.by, correction.result);
    // The shopper keeps their text over the correction: a pasted whole address is split into the form.
    if (correction.kept && this.#text === correction.text) this.#effect({ type: 'fill-kept', kept: correction.kept });
    this.#standsUnverified({ reason: 'kept' });
  }

  /** An offer taken: filled as a choice, with the verdict already in hand. */
  #take(choice: FinalChoice, source: VerifiedAddressSource, result: VerifiedChoice): void {
    if (!this.#rules.usable) return;
    this.#combobox({ type: 'ChoiceApplied', label: choice.label });
    this.#writeThenVerdict(choice, source, result);
  }

  /** The shopper changed the text: a unit appended to the chosen street keeps the choice pending, else it is cleared. */
  #edited(): void {
    this.#set({ untouched: false });
    const { chosen } = this.state;
    if (!chosen) return;
    const { verifies, appendedUnit } = this.#rules;
    const pendingUnit = verifies ? appendedUnit(chosen.text, this.#text) : undefined;
    if (this.#text !== chosen.text && pendingUnit === undefined) this.#clear();
    else this.#set({ chosen: { ...chosen, pendingUnit } });
  }

  /** The shopper committed the text: a unit appended after the chosen street is asked about once. */
  #committed(): void {
    this.#reportUnverified();
    const { chosen } = this.state;
    const unit = chosen?.pendingUnit;
    if (!chosen || unit === undefined || !this.#rules.usable || !this.#rules.verifies) return;
    const id = this.#nextId();
    this.#set({ awaited: { kind: 'unit', id, choice: chosen.choice, text: this.#text } });
    this.#effect({ type: 'verify-unit', id, choice: chosen.choice, unit });
  }

  /** A choice in another country than the form's no longer stands; the fill's own write of it is no change. */
  #countryChanged(country: string): void {
    const chosen = this.state.chosen?.choice.address.country;
    if (chosen === undefined || chosen.toUpperCase() === country.toUpperCase()) return;
    this.#set({ awaited: undefined });
    this.#replaced();
  }

  /**
   * A whole address came in without typing: no list pops over it, and it is no longer a chosen address. A paste goes
   * to the shop's extract route when there is one; else, without a verifier, it is looked up as typed text; with
   * one, the address is checked quietly (autofill a task later, once the form's other fields are filled).
   */
  #entered(by: EnteredBy, pasted: Pasted | undefined): void {
    const { extracts, verifies, usable, restates } = this.#rules;
    if (by === 'paste' && pasted && extracts(pasted.text)) return this.#extract(pasted.text);
    if (by === 'paste' && !verifies) {
      this.#edited();
      return this.#combobox({ type: 'InputChange', text: this.#text });
    }
    this.#combobox({ type: 'InputReplaced' });
    // A street element's fill that writes the chosen postal code with its ZIP+4 leaves the postal code chosen.
    const { chosen } = this.state;
    if (chosen && restates(chosen.text, this.#text)) return this.#set({ chosen: { ...chosen, text: this.#text } });
    this.#replaced();
    if (!usable || !verifies) return;
    const id = this.#nextId();
    this.#set({ awaited: { kind: 'check', id, by, pasted } });
    this.#effect({ type: 'check', id, pasted: pasted?.text, later: by === 'autofill' });
  }

  /** Pasted text posted to the shop's extract route; no list of suggestions pops over it meanwhile. */
  #extract(text: string): void {
    this.#combobox({ type: 'InputReplaced' });
    this.#replaced();
    this.#set({ offer: undefined });
    if (!this.#rules.usable) return;
    const id = this.#nextId();
    this.#set({ awaited: { kind: 'extract', id } });
    this.#effect({ type: 'extract', id, text });
  }

  /** The quiet check's answer: verified silently, the "Did you mean" row, or the text stands unverified. */
  #checked(event: Extract<ChoiceEvent, { type: 'Checked' }>): void {
    const { check } = event;
    if (check.error) this.#effect({ type: 'report-error', error: check.error, consequence: 'choice-stands' });
    const awaited = this.#answered(event.id, 'check');
    // The shopper typed on or chose meanwhile, or the input went: the answer is for text no longer there.
    if (!awaited || this.#text !== event.asked || !event.sameInput) return;
    const { choice, verification, error } = check;
    // US Street could not check it, or does not know it: the shopper's address stands, unverified.
    if (!choice)
      return this.#standsUnverified(error ? { reason: 'unavailable', code: error.code } : { reason: 'not-found' });
    const result = { verification, address: choice.address };
    const { by, pasted } = awaited;
    const correction: Correction = { choice, result, by, text: this.#text, kept: check.kept };
    // Pasted into the shopper's text: the match is a choice, and keeping the text keeps it whole.
    if (pasted && !pasted.alone) return this.#offerCorrection({ ...correction, kept: undefined }, check.changed);
    // Already the service's address (in the form's fields, or pasted but for case, commas, abbreviations and
    // ZIP+4): verified silently, the paste split into the form as a choice would be.
    if (event.formHolds) return this.#verdict(choice, result, by, this.#text, undefined);
    if (check.same) return this.#writeThenVerdict(choice, by, result);
    this.#offerCorrection(correction, check.changed);
  }

  #offerCorrection(correction: Correction, changed: ReadonlyArray<readonly [number, number]> | undefined): void {
    const id = this.#nextId();
    this.#set({ offer: { kind: 'correction', id, correction } });
    this.#combobox({ type: 'CorrectionOffered', list: correctionRow(id, correction, changed, this.#rules.strings) });
  }

  /** The request awaited, when `id` is its answer (and no longer awaited); else undefined: a superseded answer. */
  #answered<K extends Awaited['kind']>(id: number, kind: K): Extract<Awaited, { kind: K }> | undefined {
    const { awaited } = this.state;
    if (awaited?.kind !== kind || awaited.id !== id) return undefined;
    this.#set({ awaited: undefined });
    return awaited as Extract<Awaited, { kind: K }>;
  }

  #applied(choice: FinalChoice, text: string, standing: ChoiceStanding): void {
    this.#set({ chosen: { choice, text, standing }, unverified: undefined, untouched: false });
  }

  /** The text was replaced without typing, or the unit appended was not confirmed. */
  #replaced(): void {
    this.#set({ untouched: false });
    this.#clear();
  }

  #clear(): void {
    const { chosen } = this.state;
    if (!chosen) return;
    this.#set({ chosen: undefined });
    this.#effect({ type: 'cleared', address: chosen.choice.address });
  }

  /** Text the service could not help with, or the shopper kept: it stands unverified, and the page is told why. */
  #standsUnverified(why: Unverified): void {
    this.#set({ unverified: why });
    this.#reportUnverified();
  }

  /** `unverified-address`, once per text and reason, for text that is not a chosen address. */
  #reportUnverified(): void {
    const { unverified: why, chosen, reported } = this.state;
    if (!why || chosen || this.#text.trim() === '') return;
    const key = JSON.stringify([this.#text, why.reason, why.code]);
    if (key === reported) return;
    this.#set({ reported: key });
    this.#effect({ type: 'report-unverified', why });
  }

  #nextId(): number {
    const id = this.state.lastId + 1;
    this.#set({ lastId: id });
    return id;
  }

  #set(changes: Partial<ChoiceState>): void {
    this.state = { ...this.state, ...changes };
  }

  #effect(effect: ChoiceEffect): void {
    this.effects.push(effect);
  }

  #combobox(event: Extract<ChoiceEffect, { type: 'combobox' }>['event']): void {
    this.effects.push({ type: 'combobox', event });
  }
}
