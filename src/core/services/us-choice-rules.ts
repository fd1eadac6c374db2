// The US rules that only a choice reads, as one chunk with the loader (features/us-choice-rules.ts): the unit typed
// inside a building's units or after a chosen street, and the state names a chosen address's region may be written as.
export { appendedUnit, matchUnits } from './us-units.js';
export { US_STATE_NAMES } from '../../form/us-states.js';
