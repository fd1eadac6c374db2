/**
 * The choice machine's rules for a submit of the form (with `verify`): a checkpoint; and for the page's own
 * `check()`, the same check without a submit to hold. An address nobody checked (typed by hand, a saved address the
 * shopper edited) holds the submit for one US Street check of the form's fields: found right, it goes on after
 * `verified-address`; known otherwise, the "Did you mean" row is shown and the submit waits for the shopper's answer;
 * unknown or a failure, it goes on, unverified (replaced.ts, step.ts). A check that has not answered by the ceiling
 * (`SubmitTimedOut`) is given up and the submit goes on: a checkout never loses an order because of us. A chosen
 * address, the page's own untouched text, or a form whose check ended (not found, failed, kept as entered) submits at
 * once. No DOM.
 */
import { KEPT_FORM } from './state.js';
import type { Step } from './step.js';

/**
 * A submit of the form, or the page asking for its verdict (`asked`: `check()`, for a checkout that submits from
 * script): the same check, with no submit to hold, and of the page's own text too (the page asks about it).
 */
export function submitted(step: Step, form: string, asked: boolean): void {
  const { chosen, checked, offer, awaited, untouched } = step.state;
  const { verifies, usable } = step.rules;
  // The page's own text, never touched (a saved address), is the page's to vouch for, as require-verified has it.
  if (!verifies || !usable || (untouched && !asked) || step.text.trim() === '') return;
  if (chosen || checked === form || checked === KEPT_FORM) return;
  if (!asked) {
    step.set({ submitting: true });
    step.effect({ type: 'hold-submit' });
  }
  // A "Did you mean" row for this form: the shopper answers it.
  if (offer?.kind === 'correction') return asked ? undefined : step.effect({ type: 'focus-input' });
  // A check or a choice's verdict on its way: its answer decides.
  if (awaited?.kind === 'check' || awaited?.kind === 'verify') return;
  // The typed text's list is done with: no answer still on its way may put it back over the row this check may bring.
  step.combobox({ type: 'InputReplaced' });
  const id = step.nextId();
  step.set({ awaited: { kind: 'check', id, by: asked ? 'check' : 'submit', pasted: undefined } });
  step.effect({ type: 'check', id, pasted: undefined, later: false });
}

/**
 * The ceiling, for a submit held or the page's `check()` (`asked`): a check still on its way is given up, and the
 * address goes on as entered, unverified.
 */
export function submitTimedOut(step: Step, asked: boolean): void {
  const { submitting, awaited } = step.state;
  // Past its check, the submit waits for the shopper's answer to the row, not for the clock.
  if (!(submitting || asked) || (awaited?.kind !== 'check' && awaited?.kind !== 'verify')) return;
  step.set({ awaited: undefined });
  step.standsUnverified({ reason: 'unavailable', code: 'timeout' });
}
