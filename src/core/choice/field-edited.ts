/**
 * The choice machine's rule for the rest of the form: the fields the fill wrote belong to the choice. A committed
 * edit of one (its `change`, to another value than the one written) clears the choice, naming the field; with a
 * verifier, the form's address as it now stands is then checked quietly, as an autofilled one is (replaced.ts:
 * verified again silently, the "Did you mean" row, or it stands unverified), and again at each later edit while the
 * input still holds the chosen street. A country field is the country rule's: the list is for another country now,
 * and US Street has nothing to say about it. No DOM.
 */
import type { AddressField } from '../../form/autocomplete-tokens.js';
import type { Step } from './step.js';

export function fieldEdited(step: Step, field: AddressField): void {
  const { chosen, last } = step.state;
  if (chosen) step.clear(field);
  // The shopper is typing another street: the list is theirs, and the form is not an address yet.
  else if (!last || step.text !== last.text) return;
  const { usable, verifies } = step.rules;
  if (!usable || !verifies || field === 'country' || field === 'country-name') return;
  // A "Did you mean" row for the form as it was is withdrawn: its answer is about to change.
  if (step.state.offer) step.combobox({ type: 'LookupCleared' });
  const id = step.nextId();
  step.set({ awaited: { kind: 'check', id, by: 'edit', pasted: undefined }, offer: undefined });
  step.effect({ type: 'check', id, pasted: undefined, later: false });
}
