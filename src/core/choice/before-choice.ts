/**
 * The choice machine's rules for the events that come before its code does, with the loader (choice-front.ts): with
 * no choice made, typing and the service's answers change only what `require-verified` reads (the text touched, why
 * it stands unverified), as machine.ts changes it. Any other event waits for the machine. No DOM.
 */
import type { ChoiceState, SentEvent } from './state.js';

export interface BeforeChoice {
  /** The state once the event's early part is applied. */
  state: ChoiceState;
  /** Whether the event waits for the machine too. */
  waits: boolean;
}

export function beforeChoice(state: ChoiceState, event: SentEvent): BeforeChoice {
  switch (event.type) {
    case 'Answered':
      return { state: { ...state, unverified: event.why }, waits: false };
    case 'Edited':
      return { state: { ...state, untouched: false }, waits: false };
    case 'Forgotten':
      return { state: { ...state, unverified: undefined, untouched: true }, waits: false };
    case 'CountryChanged':
      // Only a chosen address is in a country.
      return { state, waits: false };
    case 'Replaced':
      // Every rule for it leaves the text touched (replaced.ts); the rest is the machine's.
      return { state: { ...state, untouched: false }, waits: true };
    default:
      return { state, waits: true };
  }
}
