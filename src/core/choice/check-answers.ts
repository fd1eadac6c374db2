/**
 * The choice machine's rules for the answers to an address that came in without typing (replaced.ts), and for the
 * lists they offer once: the extract route's finds ("Found in your paste"); the quiet check's verdict (verified
 * silently, or the "Did you mean" row); a paste into the shopper's text is never written over. No DOM.
 */
import type { VerifiedAddressSource } from '../events/address-events.js';
import type { FinalChoice } from '../lookup/address-service.js';
import type { ReplacementCheck, VerifiedChoice } from '../lookup/verifier.js';
import { correctionRow, pasteFindsList } from './offers.js';
import { KEPT_FORM, type ChoiceEvent, type Correction, type OfferedValue } from './state.js';
import type { Step } from './step.js';
import { verdict, writeThenVerdict } from './verdict.js';

/** The route's answer: the finds offered; none, or the route failing, and the text stands as pasted, unverified. */
export function extracted(step: Step, event: Extract<ChoiceEvent, { type: 'Extracted' }>): void {
  const { error, finds } = event;
  if (error) step.effect({ type: 'report-error', error, consequence: 'paste-stands' });
  if (!step.answered(event.id, 'extract') || step.text !== event.asked || !event.sameInput) return;
  if (finds.length === 0)
    step.standsUnverified(error ? { reason: 'unavailable', code: error.code } : { reason: 'not-found' });
  if (error) return step.combobox({ type: 'PasteFailed', code: error.code });
  const id = step.nextId();
  step.set({ offer: { kind: 'paste', id, finds } });
  step.combobox({ type: 'CorrectionOffered', list: pasteFindsList(id, finds, step.rules.strings) });
}

/** The quiet check's answer: verified silently, the "Did you mean" row, or the text stands unverified. */
export function checked(step: Step, event: Extract<ChoiceEvent, { type: 'Checked' }>): void {
  const { check } = event;
  if (check.error) step.effect({ type: 'report-error', error: check.error, consequence: 'choice-stands' });
  const awaited = step.answered(event.id, 'check');
  // The shopper typed on or chose meanwhile, or the input went: the answer is for text no longer there.
  if (!awaited || step.text !== event.asked || !event.sameInput) return;
  const { choice, verification, error } = check;
  // US Street could not check it, or does not know it: the shopper's address stands, unverified.
  if (!choice) {
    step.set({ checked: event.form });
    return step.standsUnverified(error ? { reason: 'unavailable', code: error.code } : { reason: 'not-found' });
  }
  const result = { verification, address: choice.address };
  const { by, pasted } = awaited;
  const correction: Correction = { choice, result, by, text: step.text, kept: check.kept };
  // Pasted into the shopper's text: the match is a choice, and keeping the text keeps it whole.
  if (pasted && !pasted.alone) return offerCorrection(step, { ...correction, kept: undefined }, check.changed);
  // Already the service's address (in the form's fields, or pasted but for case, commas, abbreviations and
  // ZIP+4): verified silently, the paste split into the form as a choice would be.
  if (event.formHolds) return verdict(step, choice, result, by, step.text, undefined);
  if (check.same) return writeThenVerdict(step, choice, by, result);
  offerCorrection(step, correction, check.changed);
}

function offerCorrection(step: Step, correction: Correction, changed: ReplacementCheck['changed']): void {
  const id = step.nextId();
  step.set({ offer: { kind: 'correction', id, correction } });
  step.combobox({ type: 'CorrectionOffered', list: correctionRow(id, correction, changed, step.rules.strings) });
  // A submit waits for the shopper's answer: the row is shown where they can answer it.
  if (step.state.submitting) step.effect({ type: 'focus-input' });
}

/** An option the machine offered: an offer taken or kept (once), "No unit", or keeping a typed unit. */
export function accepted(step: Step, { answer, offer: id, index }: OfferedValue): void {
  // Keeping a typed unit US Street does not know: it already stands, unverified; the list closes.
  if (answer === 'keep-unit') return;
  // "No unit" for an address that needs one: the shopper says there is none; the choice stands as verified.
  const { chosen, offer } = step.state;
  if (answer === 'no-unit') return chosen && step.applied(chosen.choice, step.text, 'verified', chosen.verification);
  // An option of a spent offer (the list it was in may be reached again) does nothing.
  if (offer?.id !== id) return;
  step.set({ offer: undefined });
  if (offer.kind === 'paste') {
    const find = offer.finds[index];
    if (answer === 'keep' || !find) return step.standsUnverified({ reason: 'kept' });
    return take(step, find.choice, 'paste', { verification: find.verification, address: find.choice.address });
  }
  const { correction } = offer;
  if (answer === 'take') return take(step, correction.choice, correction.by, correction.result);
  // The shopper keeps their text over the correction: a pasted whole address is split into the form.
  if (correction.kept && step.text === correction.text) step.effect({ type: 'fill-kept', kept: correction.kept });
  step.set({ checked: KEPT_FORM });
  step.standsUnverified({ reason: 'kept' });
}

/** An offer taken: filled as a choice, with the verdict already in hand. */
function take(step: Step, choice: FinalChoice, source: VerifiedAddressSource, result: VerifiedChoice): void {
  if (!step.rules.usable) return;
  step.combobox({ type: 'ChoiceApplied', label: choice.label });
  writeThenVerdict(step, choice, source, result);
}
