/**
 * The choice machine's rules for an address that came in without typing: a paste goes to the shop's extract route,
 * or is looked up as typed text without a verifier; with one, autofill and a pasted whole address are checked quietly
 * (the answers, and the lists they offer once: check-answers.ts). No DOM.
 */
import { pasteToExtract, type ReplacedBy, type Pasted } from './state.js';
import type { Step } from './step.js';

/**
 * A whole address came in without typing: no list pops over it, and it is no longer a chosen address. A paste goes
 * to the shop's extract route when there is one; else, without a verifier, it is looked up as typed text; with one,
 * the address is checked quietly (autofill a task later, once the form's other fields are filled).
 */
export function replaced(step: Step, by: ReplacedBy, pasted: Pasted | undefined): void {
  const { verifies, usable, service } = step.rules;
  const toExtract = pasteToExtract(step.rules, by, pasted);
  if (toExtract !== undefined) return extract(step, toExtract);
  if (by === 'paste' && !verifies) {
    step.edited();
    return step.combobox({ type: 'InputChange', text: step.text });
  }
  step.combobox({ type: 'InputReplaced' });
  // A street element's fill that writes the chosen postal code with its ZIP+4 leaves the postal code chosen.
  const { chosen } = step.state;
  if (chosen && service.restates(chosen.text, step.text)) return step.set({ chosen: { ...chosen, text: step.text } });
  step.replaced();
  if (!usable || !verifies) return;
  const id = step.nextId();
  step.set({ awaited: { kind: 'check', id, by, pasted } });
  step.effect({ type: 'check', id, pasted: pasted?.text, later: by === 'autofill' });
}

/** Pasted text posted to the shop's extract route; no list of suggestions pops over it meanwhile. */
function extract(step: Step, text: string): void {
  step.combobox({ type: 'InputReplaced' });
  step.replaced();
  step.set({ offer: undefined });
  if (!step.rules.usable) return;
  const id = step.nextId();
  step.set({ awaited: { kind: 'extract', id } });
  step.effect({ type: 'extract', id, text });
}
