// The choice machine and an address that came in without typing (docs/guides/autofill-and-paste.md): with `verify`
// the quiet check and the "Did you mean" row; "Keep what I entered"; a paste into the shopper's text; the shop's
// extract route and its "Found in your paste" list. Every offer is answered once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { holds, isVerified, takesPaste } from '../../../src/core/choice/machine.js';
import {
  initialState,
  transition as comboboxTransition,
  type ComboboxEffect,
  type ComboboxEvent,
  type ComboboxState,
} from '../../../src/core/combobox/machine.js';
import type { ServiceOption } from '../../../src/core/lookup/address-service.js';
import type { ReplacementCheck } from '../../../src/core/lookup/verifier.js';
import { Shopper, choice, comboboxEvents, effectsOf, steps } from './shopper.js';
import type { ChoiceEffect, OfferedValue } from '../../../src/core/choice/machine.js';

const OFFERED = choice('1600 Amphitheatre Pkwy', { postalCode: '94042' });
const PASTED = '1600 Amphitheater Pkwy, Mountain View, CA 94043';
const KEPT = {
  address: { ...OFFERED.address, line1: '1600 Amphitheater Pkwy', postalCode: '94043' },
  regionAliases: ['CA'],
  countryAlpha2: 'US',
};

const found = (extra: Partial<ReplacementCheck> = {}): ReplacementCheck => ({
  verification: { status: 'verified' },
  choice: OFFERED,
  changed: [[16, 27]],
  kept: KEPT,
  ...extra,
});

/** A shopper with `verify` who pasted `text` (over everything there was, unless `alone` is false). */
function pasting(text = PASTED, alone = true): Shopper {
  const shopper = new Shopper({ verifies: true });
  shopper.text = alone ? text : `${shopper.text}${text}`;
  shopper.send({ type: 'Replaced', by: 'paste', pasted: { text, alone } });
  return shopper;
}

describe('choice machine: autofill and paste with verify', () => {
  it('no list pops: the combobox is told the text was replaced; autofill is checked a task later, a paste at once', () => {
    const autofill = new Shopper({ verifies: true });
    autofill.text = '1600 Amphitheatre Pkwy';
    const effects = autofill.send({ type: 'Replaced', by: 'autofill', pasted: undefined });
    assert.deepEqual(steps(effects), ['combobox:InputReplaced', 'check']);
    assert.equal(effectsOf(effects, 'check')[0]!.later, true);
    const paste = pasting();
    assert.deepEqual(effectsOf(paste.effects, 'check')[0], { type: 'check', id: 1, pasted: PASTED, later: false });
  });

  it('already in the form: verified silently, with the source, no row and no announcement', () => {
    const shopper = pasting();
    const effects = shopper.checked(found(), true);
    assert.deepEqual(steps(effects), ['fill']);
    assert.equal(effectsOf(effects, 'fill')[0]!.source, 'paste');
    assert.equal(isVerified(shopper.state), true);
  });

  it('the same address but for case, commas and abbreviations: its street written, then verified', () => {
    const shopper = pasting('1600 amphitheatre parkway, mountain view, california 94042');
    const effects = shopper.checked(found({ same: true }));
    assert.deepEqual(steps(effects), ['write-street', 'fill']);
    assert.equal(shopper.text, OFFERED.address.line1);
    assert.equal(isVerified(shopper.state), true);
  });

  it('a different form: the "Did you mean" row, marked and announced; taking it fills as a choice, once', () => {
    const shopper = pasting();
    const effects = shopper.checked(found());
    assert.deepEqual(comboboxEvents(effects), ['CorrectionOffered']);
    const [row] = effectsOf(effects, 'combobox');
    assert.ok(row!.event.type === 'CorrectionOffered');
    const { list } = row!.event;
    assert.deepEqual(
      list.options.map((option) => [option.kind, option.text]),
      [
        ['final', OFFERED.label],
        ['dismiss', shopper.rules.strings.keepEntered],
      ],
    );
    assert.deepEqual(list.options[0]!.changed, [[16, 27]]);
    assert.equal(list.context, shopper.rules.strings.didYouMean);
    assert.equal(list.announcement, shopper.rules.strings.offered(OFFERED.label));
    assert.equal(holds(shopper.state, shopper.text), true, 'the service offers a choice: held');

    const taken = shopper.accept(0);
    assert.deepEqual(steps(taken), ['combobox:ChoiceApplied', 'write-street', 'fill']);
    assert.equal(effectsOf(taken, 'fill')[0]!.source, 'paste');
    assert.equal(isVerified(shopper.state), true);
    assert.deepEqual(shopper.accept(0), [], 'a spent row does nothing');
    assert.deepEqual(shopper.accept(1), [], 'its keep option neither');
  });

  it('"Keep what I entered": the paste split into the form, unverified-address `kept`, not held', () => {
    const shopper = pasting();
    shopper.checked(found());
    const effects = shopper.accept(1);
    assert.deepEqual(steps(effects), ['fill-kept', 'report-unverified']);
    assert.deepEqual(effectsOf(effects, 'fill-kept')[0]!.kept, KEPT);
    assert.deepEqual(effectsOf(effects, 'report-unverified')[0]!.why, { reason: 'kept' });
    assert.equal(holds(shopper.state, shopper.text), false);
  });

  it('unknown to US Street, or not checked: the text stands unverified, not held, and the page is told why', () => {
    const unknown = pasting();
    const effects = unknown.checked({ verification: { status: 'not-found' } });
    assert.deepEqual(effectsOf(effects, 'report-unverified')[0]!.why, { reason: 'not-found' });
    assert.equal(holds(unknown.state, unknown.text), false);

    const failing = pasting();
    const error = new AddressError('server', 'Service unavailable', { status: 503 });
    const failed = failing.checked({ verification: { status: 'error' }, error });
    assert.deepEqual(steps(failed), ['report-error', 'report-unverified']);
    assert.deepEqual(effectsOf(failed, 'report-unverified')[0]!.why, { reason: 'unavailable', code: 'server' });
  });

  it('an answer for text no longer there (typed on, another input) is dropped; its failure is still reported', () => {
    const shopper = pasting();
    const id = shopper.requested('check');
    const asked = shopper.text;
    shopper.type(`${asked}x`);
    assert.deepEqual(
      shopper.send({
        type: 'Checked',
        id,
        check: found(),
        asked,
        sameInput: true,
        formHolds: false,
        form: shopper.form,
      }),
      [],
    );
    const other = pasting();
    const error = new AddressError('timeout', 'no answer', { status: 0 });
    const dropped = other.send({
      type: 'Checked',
      id: other.requested('check'),
      check: { verification: { status: 'error' }, error },
      asked: other.text,
      sameInput: false,
      formHolds: false,
      form: other.form,
    });
    assert.deepEqual(steps(dropped), ['report-error']);
  });

  it('the row accepted is spent: it does not come back on focus, and Down then Enter choose nothing from it', () => {
    // The list runner's part, in order: the row offered goes to the combobox machine, a choice from it comes back to
    // the choice machine as `Accepted` (an offered option), and the choice machine's `ChoiceApplied` goes back.
    const shopper = pasting();
    let list: ComboboxState<ServiceOption> = initialState();
    let fills = 0;
    const combobox = (event: ComboboxEvent<ServiceOption>): ComboboxEffect<ServiceOption>[] => {
      const next = comboboxTransition(list, event);
      list = next.state;
      const chosen: ChoiceEffect[] = [];
      for (const effect of next.effects) {
        if (effect.type !== 'choose') continue;
        chosen.push(...shopper.send({ type: 'Accepted', value: effect.option.value as OfferedValue }));
        for (const back of effectsOf(shopper.effects, 'combobox')) combobox(back.event);
      }
      fills += effectsOf(chosen, 'fill').length;
      return next.effects;
    };
    const key = (name: string) => combobox({ type: 'InputKeyDown', key: name, altKey: false });
    combobox({ type: 'InputFocus' });
    for (const effect of effectsOf(shopper.effects, 'combobox')) combobox(effect.event);
    for (const effect of effectsOf(shopper.checked(found()), 'combobox')) combobox(effect.event);
    assert.equal(list.open, true, 'the row is shown');
    key('ArrowDown');
    key('Enter');
    assert.equal(fills, 1, 'accepted once');
    assert.equal(isVerified(shopper.state), true);
    assert.equal(list.open, false);
    combobox({ type: 'InputBlur' });
    combobox({ type: 'InputFocus' });
    assert.equal(list.open, false, 'the accepted row came back');
    const down = key('ArrowDown');
    assert.deepEqual(
      down.map((effect) => effect.type),
      ['search-now', 'prevent-default'],
      'Down looks the text up afresh: the row is gone',
    );
    key('Enter');
    assert.equal(fills, 1, 'chosen again');
    assert.deepEqual(shopper.accept(0), [], 'and the spent option itself does nothing');
  });

  it('a newer row spends the older one; a reset spends the row standing', () => {
    const shopper = pasting();
    shopper.checked(found());
    const older = shopper.offered(0);
    shopper.send({ type: 'Replaced', by: 'paste', pasted: { text: PASTED, alone: true } });
    shopper.checked(found());
    assert.deepEqual(shopper.send({ type: 'Accepted', value: older }), []);
    shopper.send({ type: 'Forgotten' });
    assert.deepEqual(shopper.accept(0), []);
  });
});

// Found by a seeded random shopper, shrunk to two steps: a whole address pasted at the end of a pasted fragment (or
// of an autofilled street) was checked, found to be the service's own address, and written over the whole field.
describe("choice machine: a whole address pasted into the shopper's text", () => {
  for (const [first, by] of [
    ['a pasted fragment', 'paste'],
    ['an autofilled street', 'autofill'],
  ] as const) {
    it(`after ${first}: the match is offered (never written), and keeping it keeps the text whole`, () => {
      const shopper = new Shopper({ verifies: true });
      shopper.text = '1600 Amph';
      if (by === 'paste') shopper.type('1600 Amph');
      else shopper.send({ type: 'Replaced', by: 'autofill', pasted: undefined });
      const pasted = '1600 Amphitheatre Pkwy, Mountain View, CA 94042';
      shopper.text = `1600 Amph${pasted}`;
      shopper.send({ type: 'Replaced', by: 'paste', pasted: { text: pasted, alone: false } });
      for (const formHolds of [false, true]) {
        const effects = shopper.checked(found({ same: true }), formHolds);
        assert.deepEqual(steps(effects), ['combobox:CorrectionOffered'], `formHolds ${formHolds}`);
        assert.equal(shopper.text, `1600 Amph${pasted}`);
        if (!formHolds) shopper.send({ type: 'Replaced', by: 'paste', pasted: { text: pasted, alone: false } });
      }
      assert.deepEqual(steps(shopper.accept(1)), ['report-unverified'], 'no split into the form');
      assert.equal(shopper.text, `1600 Amph${pasted}`);
    });
  }
});

describe("choice machine: the shop's extract route", () => {
  const find = { choice: OFFERED, verification: { status: 'verified' as const } };
  const other = { choice: choice('2 Other St'), verification: { status: 'verified' as const } };

  function extracting(): Shopper {
    const shopper = new Shopper({ extractor: { takes: (text) => text.length < 100 } });
    shopper.text = 'Ship to: 1600 Amphitheatre Pkwy Mountain View CA 94042';
    shopper.send({ type: 'Replaced', by: 'paste', pasted: { text: shopper.text, alone: true } });
    return shopper;
  }

  function extracted(shopper: Shopper, finds: (typeof find)[], error?: AddressError) {
    const id = shopper.requested('extract');
    return shopper.send({ type: 'Extracted', id, finds, error, asked: shopper.text, sameInput: true });
  }

  it('a paste the route takes is posted there (no list meanwhile); a longer one is typing', () => {
    const shopper = extracting();
    assert.deepEqual(steps(shopper.effects), ['combobox:InputReplaced', 'extract']);
    assert.equal(takesPaste(shopper.rules, 'Ship to:\n1 Main St'), true);
    assert.equal(takesPaste(shopper.rules, '1 Main St'), false, 'one line: a whole address is taken as one anyway');
    assert.equal(takesPaste(shopper.rules, `Ship to:\n${'x'.repeat(100)}`), false, 'over the limit');
  });

  it('the finds are offered under "Found in your paste"; taking one fills it as a paste, with its verdict', () => {
    const shopper = extracting();
    const effects = extracted(shopper, [other, find]);
    const [offer] = effectsOf(effects, 'combobox');
    assert.ok(offer!.event.type === 'CorrectionOffered');
    assert.equal(offer!.event.list.context, shopper.rules.strings.foundInPaste);
    assert.equal(offer!.event.list.announcement, shopper.rules.strings.pasteFound(2));
    assert.equal(offer!.event.list.options.length, 3);
    const taken = shopper.accept(1);
    assert.deepEqual(steps(taken), ['combobox:ChoiceApplied', 'write-street', 'fill']);
    assert.deepEqual(effectsOf(taken, 'fill')[0]!.verification, { status: 'verified' });
    assert.equal(effectsOf(taken, 'fill')[0]!.source, 'paste');
    assert.deepEqual(shopper.accept(2), [], 'spent');
  });

  it('keeping the paste, none found, or the route failing: the text stands unverified, with the reason', () => {
    const kept = extracting();
    extracted(kept, [find]);
    assert.deepEqual(effectsOf(kept.accept(1), 'report-unverified')[0]!.why, { reason: 'kept' });

    const none = extracting();
    const effects = extracted(none, []);
    assert.deepEqual(effectsOf(effects, 'report-unverified')[0]!.why, { reason: 'not-found' });

    const failing = extracting();
    const error = new AddressError('server', 'Bad gateway', { status: 502 });
    const failed = extracted(failing, [], error);
    assert.deepEqual(steps(failed), ['report-error', 'report-unverified', 'combobox:PasteFailed']);
    assert.equal(effectsOf(failed, 'report-error')[0]!.consequence, 'paste-stands');
    assert.deepEqual(effectsOf(failed, 'report-unverified')[0]!.why, { reason: 'unavailable', code: 'server' });
  });

  it('a new paste spends the list standing; nothing is posted while the input is disabled', () => {
    const shopper = extracting();
    extracted(shopper, [find]);
    const older = shopper.offered(0);
    shopper.send({ type: 'Replaced', by: 'paste', pasted: { text: shopper.text, alone: true } });
    assert.deepEqual(shopper.send({ type: 'Accepted', value: older }), []);
    const disabled = new Shopper({ extractor: { takes: () => true }, usable: false });
    disabled.text = 'Ship to:\n1 Main St';
    assert.deepEqual(
      steps(disabled.send({ type: 'Replaced', by: 'paste', pasted: { text: disabled.text, alone: true } })),
      ['combobox:InputReplaced'],
    );
  });
});
