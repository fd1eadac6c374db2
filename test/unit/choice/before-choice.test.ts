// The stand-in's rules for the events that come before the choice machine's code does, with the loader
// (src/core/choice/before-choice.ts): before any choice, they must leave the state exactly as the machine would, since
// the machine starts from it once its code comes; every event with more to it than that waits for the machine.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { beforeChoice } from '../../../src/core/choice/before-choice.js';
import { transition, type ChoiceEvent, type ChoiceState, type SentEvent } from '../../../src/core/choice/machine.js';
import { Shopper } from './shopper.js';

const EARLY: SentEvent[] = [
  { type: 'Edited' },
  { type: 'Answered', why: undefined },
  { type: 'Answered', why: { reason: 'no-matches' } },
  { type: 'Answered', why: { reason: 'unavailable', code: 'timeout' } },
  { type: 'CountryChanged', country: 'CAN' },
  { type: 'Forgotten' },
];

const REPLACED: SentEvent[] = [
  { type: 'Replaced', by: 'autofill', pasted: undefined },
  { type: 'Replaced', by: 'paste', pasted: { text: '12 Main St', alone: true } },
  { type: 'Replaced', by: 'paste', pasted: { text: 'Ship to:\n12 Main St\nAnytown', alone: true } },
];

/** Every sequence of `length` events of `events` (with repeats), in order. */
function* sequences(events: SentEvent[], length: number): Generator<SentEvent[]> {
  if (length === 0) return yield [];
  for (const rest of sequences(events, length - 1)) for (const event of events) yield [...rest, event];
}

const extractor = { takes: (text: string) => text.includes('\n'), extract: () => Promise.resolve({ finds: [] }) };

describe('the events before the choice machine’s code', () => {
  for (const rules of [{ verifies: false }, { verifies: true }, { verifies: true, extractor }]) {
    const name = `verifies: ${rules.verifies}, extract: ${'extractor' in rules}`;

    it(`typing, answers, a country and a reset leave the state as the machine does (${name})`, () => {
      const shopper = new Shopper(rules);
      for (const sequence of sequences(EARLY, 3)) {
        let ours: ChoiceState = shopper.state;
        let machine: ChoiceState = shopper.state;
        for (const [index, event] of sequence.entries()) {
          const sent = { ...event, text: `12 Ma${index}` } as ChoiceEvent;
          const early = beforeChoice(ours, event);
          assert.equal(early.waits, false, event.type);
          const step = transition(machine, sent, shopper.rules);
          // A reset stops a fill, and there is none before a choice.
          assert.deepEqual(
            step.effects.filter((effect) => effect.type !== 'stop-fill'),
            [],
            event.type,
          );
          ours = early.state;
          machine = step.state;
          assert.deepEqual(ours, machine, sequence.map((each) => each.type).join(' '));
        }
      }
    });

    it(`a paste or autofill leaves the text touched, as every machine rule for it does, and waits (${name})`, () => {
      const shopper = new Shopper(rules);
      for (const event of REPLACED) {
        const early = beforeChoice(shopper.state, event);
        const step = transition(shopper.state, { ...event, text: '12 Main St' } as ChoiceEvent, shopper.rules);
        assert.equal(early.waits, true);
        assert.equal(early.state.untouched, false);
        assert.equal(step.state.untouched, false);
      }
    });
  }

  it('every other event waits for the machine', () => {
    const { state } = new Shopper();
    for (const type of ['Committed', 'Chose', 'Accepted', 'Submitted', 'SubmitTimedOut', 'FieldEdited'] as const)
      assert.equal(beforeChoice(state, { type } as SentEvent).waits, true, type);
  });
});
