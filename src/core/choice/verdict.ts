/**
 * The choice machine's rules from a final choice to its verdict: with a verifier, the street is written at once and
 * `verified-address` and the fill wait for US Street (fail open); an address that needs its unit; the verdict on a
 * unit typed after the chosen street (asked about at commit, committed.ts). No DOM.
 */
import type { VerifiedAddressSource } from '../events/address-events.js';
import type { FinalChoice } from '../lookup/address-service.js';
import type { UnitVerdict, VerifiedChoice } from '../lookup/verifier.js';
import { dismissOption } from './offers.js';
import type { Step } from './step.js';

/** A final address: with a verifier, written at once and held for its verdict; else applied at once. */
export function chose(step: Step, choice: FinalChoice, source: VerifiedAddressSource, scope: unknown): void {
  if (!step.rules.verifies) {
    step.set({ awaited: undefined });
    step.combobox({ type: 'ChoiceApplied', label: choice.label });
    step.effect({ type: 'fill', choice, source, moveFocus: 'always', scope });
    return;
  }
  const id = step.nextId();
  step.set({ awaited: { kind: 'verify', id, choice, source, scope } });
  step.effect({ type: 'verify', id, choice });
  step.combobox({ type: 'ChoiceApplied', label: choice.label });
  step.effect({ type: 'write-street', id, choice });
}

/** A choice whose verdict is already in hand (a correction, a paste's find, a confirmed unit): written, then judged. */
export function writeThenVerdict(
  step: Step,
  choice: FinalChoice,
  source: VerifiedAddressSource,
  result: VerifiedChoice,
): void {
  const id = step.nextId();
  step.set({ awaited: { kind: 'verify', id, choice, source, scope: undefined, result } });
  step.effect({ type: 'write-street', id, choice });
}

/** The street of the choice awaited was written: the text its verdict is for (applied now if in hand). */
export function streetWritten(step: Step, id: number): void {
  const { awaited } = step.state;
  if (awaited?.kind !== 'verify' || awaited.id !== id) return;
  if (!awaited.result) return step.set({ awaited: { ...awaited, written: step.text } });
  step.set({ awaited: undefined });
  verdict(step, awaited.choice, awaited.result, awaited.source, step.text, awaited.scope);
}

/** US Street's verdict on the choice awaited (the address it fills: ZIP+4 when asked for). */
export function verified(step: Step, id: number, result: VerifiedChoice): void {
  const awaited = step.answered(id, 'verify');
  if (!awaited || awaited.written === undefined) return;
  const choice = { ...awaited.choice, address: result.address };
  verdict(step, choice, result, awaited.source, awaited.written, awaited.scope);
}

/** The verdict on a choice whose street the input was given as `written`: the event, the fill, what comes next. */
export function verdict(
  step: Step,
  choice: FinalChoice,
  { verification, error }: VerifiedChoice,
  source: VerifiedAddressSource,
  written: string,
  scope: unknown,
): void {
  const stayed = step.text === written;
  if (error) step.effect({ type: 'report-error', error, consequence: 'choice-stands' });
  // Focus moves on to the unit field only if the shopper is still where the choice left them.
  step.effect({ type: 'fill', choice, source, verification, moveFocus: stayed ? 'if-focus-stayed' : 'never', scope });
  step.set({ last: { address: choice.address, text: written, scope } });
  const { status } = verification;
  // A unit is needed: its building's units are listed again when the choice came from them (no list is put over
  // text the shopper typed meanwhile), and the address is held until one is chosen or it is dismissed; else the hint.
  const listed = status === 'missing-secondary' && unitNeeded(step, stayed ? scope : undefined);
  const unverified = status === 'not-found' || status === 'missing-secondary';
  step.applied(choice, written, listed ? 'needs-unit' : unverified ? 'unverified' : 'verified', verification);
  // The shopper typed on while the verdict was awaited (the unit, likely): their text stays, and counts as an edit.
  if (!stayed) step.edited();
  // A submit held for this address goes on, once `verified-address` and the fill are done.
  else step.releaseSubmit();
}

/** The verified address needs its unit: its building's units listed again (true), else the hint (false). */
function unitNeeded(step: Step, scope: unknown): boolean {
  const { strings, usable } = step.rules;
  const group = step.rules.service.groupOf(scope);
  if (!group || !usable) {
    step.effect({ type: 'hint-unit' });
    return false;
  }
  step.effect({ type: 'focus-input' });
  const needed = { reason: strings.unitNeeded, dismiss: dismissOption('no-unit', strings.noUnit) };
  step.combobox({ type: 'UnitsNeeded', option: group, needed });
  return true;
}

/** US Street's verdict on the unit: confirmed (or it failed: fail open), a choice of its own (`source: 'unit'`). */
export function unitVerified(step: Step, id: number, answer: UnitVerdict): void {
  const awaited = step.answered(id, 'unit');
  const { chosen } = step.state;
  if (!awaited || step.text !== awaited.text || chosen?.choice !== awaited.choice) return;
  if (!answer.confirmed) return unitNotMatched(step);
  // Filled as a choice: the unit as the service writes it, in the unit field when the form has one.
  writeThenVerdict(step, { ...awaited.choice, address: answer.address }, 'unit', answer);
}

/**
 * The unit typed after the chosen street is not one US Street knows: the text stays as typed, no longer the chosen
 * address, and says why; the building's units, when the choice came from them, are offered under the reason.
 */
function unitNotMatched(step: Step): void {
  const { strings, usable } = step.rules;
  step.replaced();
  step.standsUnverified({ reason: 'unit-not-matched' });
  const group = usable ? step.rules.service.groupOf(step.state.last?.scope) : undefined;
  if (!group) return step.effect({ type: 'announce', text: strings.unitNotMatched });
  const needed = { reason: strings.unitNotMatched, dismiss: dismissOption('keep-unit', strings.keepEntered) };
  step.combobox({ type: 'UnitsNeeded', option: group, needed });
}
