/**
 * The choice machine: everything after a final choice, as a pure transition (state + event → state + effects). A
 * choice is applied and, with `verify`, waits for its verdict (fail open) before `verified-address` and the fill; the
 * text then stays the chosen address until the shopper edits it; a unit typed after the chosen street is confirmed at
 * commit (committed.ts, verdict.ts); an autofilled or pasted address is checked quietly and offered in the "Did you
 * mean" row, and a paste may go to the shop's extract route (replaced.ts, check-answers.ts). One request is awaited at
 * a time: an answer with another id is for a superseded choice and is ignored (Step.answered), in one place.
 */
import { accepted, checked, extracted } from './check-answers.js';
import { committed } from './committed.js';
import { fieldEdited } from './field-edited.js';
import { replaced } from './replaced.js';
import type { ChoiceEffect, ChoiceEvent, ChoiceRules, ChoiceState } from './state.js';
import { Step } from './step.js';
import { submitTimedOut, submitted } from './submitted.js';
import { chose, streetWritten, unitVerified, verified } from './verdict.js';

export * from './state.js';

export interface ChoiceTransition {
  state: ChoiceState;
  effects: ChoiceEffect[];
}

export function transition(state: ChoiceState, event: ChoiceEvent, rules: ChoiceRules): ChoiceTransition {
  const step = new Step(state, rules, event.text);
  on(step, event);
  return { state: step.state, effects: step.effects };
}

/** What the shopper does to the address: a submit held for it is theirs to make again (and after typing, to check). */
const ABANDONS_SUBMIT = new Set<ChoiceEvent['type']>(['Edited', 'Replaced', 'Forgotten', 'FieldEdited']);

function on(step: Step, event: ChoiceEvent): void {
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
    case 'Chose':
      return chose(step, event.choice, event.source, event.scope);
    case 'StreetWritten':
      return streetWritten(step, event.id);
    case 'Verified':
      return verified(step, event.id, event.result);
    case 'UnitVerified':
      return unitVerified(step, event.id, event.verdict);
    case 'FieldEdited':
      return fieldEdited(step, event.field);
    case 'Submitted':
      return submitted(step, event.form, event.asked === true);
    case 'SubmitTimedOut':
      return submitTimedOut(step, event.asked === true);
    case 'Checked':
      return checked(step, event);
    case 'Extracted':
      return extracted(step, event);
    case 'Accepted':
      return accepted(step, event.value);
  }
}
