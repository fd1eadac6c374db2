// The choice machine without its late rule (src/core/choice/late-rules.ts), as the element's core has it before the
// form's code has come with the loader: the events the shopper makes by typing, pasting, autofilling, leaving the field
// or resetting the form are its own; every event that follows a choice, a check or an offer (and a submit) needs the
// rule, which the caller passes in, and cannot be run without it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lateRule } from '../../../src/core/choice/late-rules.js';
import { needsLateRules, transition, type ChoiceEvent } from '../../../src/core/choice/machine.js';
import { Shopper, choice } from './shopper.js';

const EARLY: ChoiceEvent[] = [
  { type: 'Edited', text: '12 Ma' },
  { type: 'Answered', text: '12 Ma', why: { reason: 'no-matches' } },
  { type: 'Replaced', text: '12 Main St', by: 'autofill', pasted: undefined },
  { type: 'Committed', text: '12 Main St' },
  { type: 'CountryChanged', text: '12 Main St', country: 'CAN' },
  { type: 'Forgotten', text: '' },
];

describe('the choice machine before its late rule has come', () => {
  it('runs the events of typing, pasting, autofill, leaving the field and a reset without it', () => {
    const { state, rules } = new Shopper({ verifies: true });
    for (const event of EARLY) {
      assert.equal(needsLateRules(event.type), false, event.type);
      assert.deepEqual(transition(state, event, rules, undefined), transition(state, event, rules, lateRule));
    }
  });

  it('needs it for a choice, a verdict, a check, an offer taken, a field edited and a submit', () => {
    const { state, rules } = new Shopper({ verifies: true });
    const chose: ChoiceEvent = {
      type: 'Chose',
      text: '',
      choice: choice('12 Main St'),
      source: 'list',
      scope: undefined,
    };
    assert.equal(needsLateRules('Chose'), true);
    assert.throws(() => transition(state, chose, rules, undefined), /late rules/);
    assert.deepEqual(
      transition(state, chose, rules, lateRule).effects.map((effect) => effect.type),
      ['verify', 'combobox', 'write-street'],
    );
    for (const type of ['StreetWritten', 'Verified', 'UnitVerified', 'Checked', 'Extracted', 'Accepted'] as const)
      assert.equal(needsLateRules(type), true, type);
    for (const type of ['FieldEdited', 'Submitted', 'SubmitTimedOut'] as const)
      assert.equal(needsLateRules(type), true);
  });
});
