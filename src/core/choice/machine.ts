/**
 * The choice machine: everything after a final choice, as a pure transition (state + event → state + effects). A
 * choice is applied and, with `verify`, waits for its verdict (fail open) before `verified-address` and the fill; the
 * text then stays the chosen address until the shopper edits it; a unit typed after the chosen street is confirmed at
 * commit (committed.ts, verdict.ts); an autofilled or pasted address is checked quietly and offered in the "Did you
 * mean" row, and a paste may go to the shop's extract route (replaced.ts, check-answers.ts). One request is awaited at
 * a time: an answer with another id is for a superseded choice and is ignored (Step.answered), in one place. The rules
 * of what only follows a choice, a check or an offer come from the caller (late-rules.ts).
 */
import { committed } from './committed.js';
import type { LateEvent, LateRule } from './late-rules.js';
import { replaced } from './replaced.js';
import type { ChoiceEffect, ChoiceEvent, ChoiceRules, ChoiceState } from './state.js';
import { Step } from './step.js';

export * from './state.js';

export interface ChoiceTransition {
  state: ChoiceState;
  effects: ChoiceEffect[];
}

export type { LateRule } from './late-rules.js';

/** The events whose rule is the late one (late-rules.ts), which the caller passes in. */
const LATE_EVENTS = new Set<LateEvent['type']>([
  'Chose',
  'StreetWritten',
  'Verified',
  'UnitVerified',
  'Checked',
  'Extracted',
  'Accepted',
  'FieldEdited',
  'Submitted',
  'SubmitTimedOut',
]);

/** Whether an event of `type` needs the late rule (`transition` throws without it). */
export const needsLateRules = (type: ChoiceEvent['type']): boolean => LATE_EVENTS.has(type as LateEvent['type']);

/** See needsLateRules: `late` may be left out only for the other events. */
export function transition(
  state: ChoiceState,
  event: ChoiceEvent,
  rules: ChoiceRules,
  late: LateRule | undefined,
): ChoiceTransition {
  const step = new Step(state, rules, event.text);
  on(step, event, late);
  return { state: step.state, effects: step.effects };
}

/** What the shopper does to the address: a submit held for it is theirs to make again (and after typing, to check). */
const ABANDONS_SUBMIT = new Set<ChoiceEvent['type']>(['Edited', 'Replaced', 'Forgotten', 'FieldEdited']);

function on(step: Step, event: ChoiceEvent, late: LateRule | undefined): void {
  if (ABANDONS_SUBMIT.has(event.type)) step.set({ submitting: false, checked: undefined });
  switch (event.type) {
    case 'Filled':
      step.applied(event.choice, step.text, 'verified');
      return step.set({ last: { address: event.choice.address, text: step.text, scope: event.scope } });
    case 'Edited':
      return step.edited();
    case 'Answered':
      return step.set({ unverified: event.why });
    case 'Committed':
      return committed(step);
    case 'CountryChanged': {
      // A choice in another country than the form's no longer stands; the fill's own write of it is no change.
      const country = step.state.chosen?.choice.address.country;
      if (country === undefined || country.toUpperCase() === event.country.toUpperCase()) return;
      step.set({ awaited: undefined });
      return step.replaced();
    }
    case 'Forgotten':
      // `form.reset()` or `clear()`: no choice, no offer, nothing on its way may write, nothing held.
      step.effect({ type: 'stop-fill' });
      step.set({ awaited: undefined, last: undefined, offer: undefined });
      step.clear();
      return step.set({ unverified: undefined, untouched: true });
    case 'Replaced':
      return replaced(step, event.by, event.pasted);
    default:
      if (!late) throw new Error(`${event.type}: the late rules are not here`);
      return late(step, event);
  }
}
