// An event held while the form's code is on its way (src/core/choice/held-event.ts): sent again once the code has come
// if the shopper has not moved on (same input, same text, no newer event held), dropped otherwise; code that cannot
// come is reported once, and the next hold tries again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HeldEvent, needsFormCode } from '../../../src/core/choice/held-event.js';
import type { ChoiceEffect } from '../../../src/core/choice/state.js';

interface Input {
  value: string;
}

/** A hold whose code comes (or fails) when the test says, recording what it sends again and what it reports. */
function holding(input: Input | undefined) {
  const sent: string[] = [];
  const failed: unknown[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  let loads = 0;
  const parts = { input };
  const held = new HeldEvent<string, Input>({
    load: () => {
      loads++;
      return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    },
    input: () => parts.input,
    resend: (event) => sent.push(event),
    failed: (error) => failed.push(error),
  });
  return {
    held,
    sent,
    failed,
    parts,
    loads: () => loads,
    come: () => settle!.resolve(),
    fail: (error: unknown) => settle!.reject(error),
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('an event held for the form’s code', () => {
  it('is sent again once the code has come, the shopper where they were', async () => {
    const input = { value: '1600 Amph' };
    const hold = holding(input);
    hold.held.hold('Chose', input, '1600 Amph');
    await tick();
    assert.deepEqual(hold.sent, []);
    hold.come();
    await tick();
    assert.deepEqual(hold.sent, ['Chose']);
  });

  it('is dropped when the text changed meanwhile', async () => {
    const input = { value: '1600 Amph' };
    const hold = holding(input);
    hold.held.hold('Chose', input, '1600 Amph');
    input.value = '1600 Amphi';
    hold.come();
    await tick();
    assert.deepEqual(hold.sent, []);
  });

  it('is dropped when another input is bound meanwhile', async () => {
    const input = { value: 'x' };
    const hold = holding(input);
    hold.held.hold('Chose', input, 'x');
    hold.parts.input = { value: 'x' };
    hold.come();
    await tick();
    assert.deepEqual(hold.sent, []);
  });

  it('gives way to a newer event held, and to a drop', async () => {
    const input = { value: 'a' };
    const hold = holding(input);
    hold.held.hold('first', input, 'a');
    hold.held.hold('second', input, 'a');
    hold.come();
    await tick();
    assert.deepEqual(hold.sent, ['second']);
    const dropped = holding(input);
    dropped.held.hold('Chose', input, 'a');
    dropped.held.drop();
    dropped.come();
    await tick();
    assert.deepEqual(dropped.sent, []);
  });

  it('code that cannot come is reported once, for the latest event; nothing is sent', async () => {
    const input = { value: 'a' };
    const hold = holding(input);
    hold.held.hold('first', input, 'a');
    hold.held.hold('second', input, 'a');
    const error = new Error('404');
    hold.fail(error);
    await tick();
    assert.deepEqual(hold.failed, [error]);
    assert.deepEqual(hold.sent, []);
    // The next event held asks for the code again.
    hold.held.hold('third', input, 'a');
    assert.equal(hold.loads(), 3);
  });
});

describe('which effects need the form’s code', () => {
  const effect = (type: string): ChoiceEffect => ({ type }) as ChoiceEffect;

  it('those that read or write the form, or follow a choice, a check or an offer', () => {
    const late = ['write-street', 'fill', 'fill-kept', 'report-unverified', 'hint-unit', 'check', 'verify'];
    for (const type of [...late, 'verify-unit', 'cleared'])
      assert.equal(needsFormCode([effect('announce'), effect(type)]), true, type);
  });

  it('not the effects of typing, a paste or a submit held, nor a fill stopped (there is none without the code)', () => {
    const others = ['combobox', 'extract', 'report-error', 'announce', 'stop-fill', 'focus-input'];
    assert.equal(needsFormCode([...others, 'hold-submit', 'release-submit'].map(effect)), false);
  });
});
