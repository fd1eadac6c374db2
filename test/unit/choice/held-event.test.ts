// The events held while the choice machine's code is on its way (src/core/choice/held-event.ts): sent again in the
// order they came once the code has come, each only if the shopper has not moved on (same input, same text), dropped
// otherwise; code that cannot come is reported once for all of them, and the next hold tries again.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HeldEvents } from '../../../src/core/choice/held-event.js';
import { isLate } from '../../../src/core/choice/late-effects.js';
import type { ChoiceEffect } from '../../../src/core/choice/state.js';

interface Input {
  value: string;
}

/**
 * A hold whose code comes (or fails) when the test says, recording what it sends again and what it reports. As a
 * feature chunk's `load`, every call while the code is on its way shares one import; one that failed is tried again.
 */
interface Loading {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function holding(input: Input | undefined) {
  const sent: string[] = [];
  const failed: unknown[] = [];
  let loading: Loading | undefined;
  let loads = 0;
  const parts = { input };
  const held = new HeldEvents<string, Input>({
    load: () => {
      if (loading) return loading.promise;
      loads++;
      const next: Partial<Loading> = {};
      next.promise = new Promise<void>((resolve, reject) => Object.assign(next, { resolve, reject }));
      loading = next as Loading;
      return next.promise;
    },
    input: () => parts.input,
    resend: (event: string) => sent.push(event),
    failed: (error: unknown) => failed.push(error),
  });
  return {
    held,
    sent,
    failed,
    parts,
    loads: () => loads,
    come: () => loading!.resolve(),
    fail: (error: unknown) => {
      const failing = loading!;
      loading = undefined;
      failing.reject(error);
    },
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

  it('are sent again in the order they came, each if the shopper is still where it happened', async () => {
    const input = { value: 'a' };
    const hold = holding(input);
    hold.held.hold('first', input, 'a');
    hold.held.hold('second', input, 'a');
    hold.held.hold('third', input, 'ab');
    input.value = 'ab';
    hold.come();
    await tick();
    // The first two happened at "a", which the text no longer is.
    assert.deepEqual(hold.sent, ['third']);
    const both = holding(input);
    both.held.hold('Replaced', input, 'ab');
    both.held.hold('Committed', input, 'ab');
    both.come();
    await tick();
    assert.deepEqual(both.sent, ['Replaced', 'Committed']);
  });

  it('a drop drops every event held', async () => {
    const input = { value: 'a' };
    const dropped = holding(input);
    dropped.held.hold('Chose', input, 'a');
    dropped.held.drop();
    dropped.come();
    await tick();
    assert.deepEqual(dropped.sent, []);
  });

  it('code that cannot come is reported once for all the events held; nothing is sent', async () => {
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
    assert.equal(hold.loads(), 2);
  });
});

describe('which effects the interpreter leaves to late-effects.ts', () => {
  const effect = (type: string): ChoiceEffect => ({ type }) as ChoiceEffect;

  it('those that read or write the form, or follow a choice, a check or an offer', () => {
    const late = ['write-street', 'fill', 'fill-kept', 'report-unverified', 'hint-unit', 'check', 'verify'];
    for (const type of [...late, 'verify-unit', 'cleared', 'stop-fill']) assert.equal(isLate(effect(type)), true, type);
  });

  it('not the effects of typing, a paste or a submit held', () => {
    const own = ['combobox', 'extract', 'report-error', 'announce', 'focus-input', 'hold-submit', 'release-submit'];
    for (const type of own) assert.equal(isLate(effect(type)), false, type);
  });
});
