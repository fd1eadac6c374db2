/**
 * The choice machine's rules for what only follows a choice, a check or an offer (and a submit): each needs the form's
 * code first (the fill, the form read), so with the loader they come in its chunk (form-work.ts re-exports this rule),
 * and the machine takes the rule from its caller (machine.ts `transition`) rather than importing it. A submit made
 * before the code has come waits for it (controller.ts). No DOM.
 */
import { accepted, checked, extracted } from './check-answers.js';
import { fieldEdited } from './field-edited.js';
import type { ChoiceEvent } from './state.js';
import type { Step } from './step.js';
import { submitTimedOut, submitted } from './submitted.js';
import { chose, streetWritten, unitVerified, verified } from './verdict.js';

/** The events the late rule takes. */
export type LateEvent = Extract<
  ChoiceEvent,
  {
    type:
      | 'Chose'
      | 'StreetWritten'
      | 'Verified'
      | 'UnitVerified'
      | 'Checked'
      | 'Extracted'
      | 'Accepted'
      | 'FieldEdited'
      | 'Submitted'
      | 'SubmitTimedOut';
  }
>;

export type LateRule = (step: Step, event: ChoiceEvent) => void;

/** The machine's rule for `event`, a late one (other events are not its: nothing happens). */
export const lateRule: LateRule = (step, event) => {
  switch (event.type) {
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
};
