/**
 * The choice machine's rule for the shopper committing the text (leaving the input, Enter on no option): text that
 * stands unverified is reported once, and a unit typed after the chosen street is asked about once (its verdict:
 * verdict.ts). No DOM.
 */
import type { Step } from './step.js';

/** The shopper committed the text: a unit appended after the chosen street is asked about once. */
export function committed(step: Step): void {
  step.reportUnverified();
  const { chosen } = step.state;
  const unit = chosen?.pendingUnit;
  if (!chosen || unit === undefined || !step.rules.usable || !step.rules.verifies) return;
  const id = step.nextId();
  step.set({ awaited: { kind: 'unit', id, choice: chosen.choice, text: step.text } });
  step.effect({ type: 'verify-unit', id, choice: chosen.choice, unit });
}
