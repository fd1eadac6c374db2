// The choice machine at the form's submit, with `verify` (docs/guides/whole-form.md): an address nobody checked holds
// the submit for one check; the check's answer, the shopper's answer to the "Did you mean" row, or the ceiling lets it
// go; a chosen address, or a form whose check ended, goes at once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isVerified } from '../../../src/core/choice/machine.js';
import { AddressError } from '../../../src/api/errors.js';
import { Shopper, choice, effectsOf, steps, verdict } from './shopper.js';

const TYPED = '1600 Amphitheater Pkwy';
const FORM = JSON.stringify(['1600 AMPHITHEATER PKWY', '', 'MOUNTAIN VIEW', 'CA', '94043']);
const SERVICE = choice('1600 Amphitheatre Pkwy');

/** A shopper with `verify` who typed the whole address by hand (no choice) and submits. */
function typedAndSubmitted(): Shopper {
  const shopper = new Shopper({ verifies: true });
  shopper.form = FORM;
  shopper.type(TYPED);
  shopper.send({ type: 'Answered', why: { reason: 'no-matches' } });
  return shopper;
}

describe('choice machine: the submit is a checkpoint (verify)', () => {
  it('an address typed by hand: the submit is held for one check of the form, at once', () => {
    const shopper = typedAndSubmitted();
    const effects = shopper.send({ type: 'Submitted', form: FORM });
    assert.deepEqual(steps(effects), ['hold-submit', 'combobox:InputReplaced', 'check']);
    assert.equal(effectsOf(effects, 'check')[0]?.later, false);
    assert.equal(shopper.state.submitting, true);
  });

  it("the service's own address: verified-address (source 'submit'), the fill, then the submit goes on", () => {
    const shopper = typedAndSubmitted();
    shopper.send({ type: 'Submitted', form: FORM });
    const effects = shopper.checked({ verification: { status: 'verified' }, choice: SERVICE, changed: [] }, true);
    assert.deepEqual(steps(effects), ['fill', 'release-submit']);
    assert.equal(effectsOf(effects, 'fill')[0]?.source, 'submit');
    assert.equal(isVerified(shopper.state), true);
    assert.equal(shopper.state.submitting, false);
  });

  it('known otherwise: the row is shown (focus to the input) and the submit waits; taking it fills, then goes on', () => {
    const shopper = typedAndSubmitted();
    shopper.send({ type: 'Submitted', form: FORM });
    const effects = shopper.checked({ verification: { status: 'verified' }, choice: SERVICE, changed: [[16, 27]] });
    assert.deepEqual(steps(effects), ['combobox:CorrectionOffered', 'focus-input']);
    assert.equal(shopper.state.submitting, true);
    shopper.accept(0);
    assert.deepEqual(steps(shopper.all).slice(-4), [
      'combobox:ChoiceApplied',
      'write-street',
      'fill',
      'release-submit',
    ]);
    assert.equal(effectsOf(shopper.all, 'fill').at(-1)?.source, 'submit');
  });

  it('"Keep what I entered": unverified (kept), the submit goes on, and the next submit of the same form at once', () => {
    const shopper = typedAndSubmitted();
    shopper.send({ type: 'Submitted', form: FORM });
    shopper.checked({ verification: { status: 'verified' }, choice: SERVICE, changed: [[16, 27]] });
    const kept = shopper.accept(1);
    assert.deepEqual(steps(kept), ['report-unverified', 'release-submit']);
    assert.deepEqual(shopper.send({ type: 'Submitted', form: FORM }), []);
  });

  it('not found, or a failure: the submit goes on, unverified; the same form again goes at once', () => {
    const missing = typedAndSubmitted();
    missing.send({ type: 'Submitted', form: FORM });
    const effects = missing.checked({ verification: { status: 'not-found' }, changed: [] });
    assert.deepEqual(steps(effects), ['report-unverified', 'release-submit']);
    assert.deepEqual(missing.send({ type: 'Submitted', form: FORM }), []);
    const other = JSON.stringify(['1600 AMPHITHEATER PKWY', '', 'MOUNTAIN VIEW', 'CA', '94044']);
    assert.deepEqual(steps(missing.send({ type: 'Submitted', form: other })), [
      'hold-submit',
      'combobox:InputReplaced',
      'check',
    ]);

    const down = typedAndSubmitted();
    down.send({ type: 'Submitted', form: FORM });
    const failed = down.checked({
      verification: { status: 'error' },
      error: new AddressError('network', 'x'),
      changed: [],
    });
    assert.deepEqual(steps(failed), ['report-error', 'report-unverified', 'release-submit']);
  });

  it('the ceiling: the check is given up, the address stands unverified (timeout), the submit goes on', () => {
    const shopper = typedAndSubmitted();
    shopper.send({ type: 'Submitted', form: FORM });
    const effects = shopper.send({ type: 'SubmitTimedOut' });
    assert.deepEqual(steps(effects), ['report-unverified', 'release-submit']);
    assert.deepEqual(shopper.state.unverified, { reason: 'unavailable', code: 'timeout' });
    // The late answer, to the check given up (the last one asked for), changes nothing.
    const late = shopper.checked({ verification: { status: 'verified' }, choice: SERVICE, changed: [] }, true);
    assert.deepEqual(late, []);
  });

  it('past its check, the submit waits for the shopper: the ceiling does not end it', () => {
    const shopper = typedAndSubmitted();
    shopper.send({ type: 'Submitted', form: FORM });
    shopper.checked({ verification: { status: 'verified' }, choice: SERVICE, changed: [[16, 27]] });
    assert.deepEqual(shopper.send({ type: 'SubmitTimedOut' }), []);
    assert.equal(shopper.state.submitting, true);
  });

  it("the page's own text, never touched (a saved address): the submit goes at once", () => {
    const saved = new Shopper({ verifies: true });
    saved.text = TYPED;
    assert.deepEqual(saved.send({ type: 'Submitted', form: FORM }), []);
  });

  it('a chosen address, an empty input, or no verify: the submit goes at once, nothing looked up', () => {
    const chosen = new Shopper({ verifies: true });
    chosen.send({ type: 'Chose', choice: SERVICE, source: 'list', scope: undefined });
    chosen.send({ type: 'Verified', id: chosen.requested('verify'), result: verdict('verified', SERVICE) });
    assert.deepEqual(chosen.send({ type: 'Submitted', form: FORM }), []);
    assert.deepEqual(new Shopper({ verifies: true }).send({ type: 'Submitted', form: FORM }), []);
    const plain = new Shopper();
    plain.type(TYPED);
    assert.deepEqual(plain.send({ type: 'Submitted', form: FORM }), []);
  });

  it("a choice's verdict on its way at the submit: it decides, and the submit goes on after it", () => {
    const shopper = new Shopper({ verifies: true });
    shopper.type('1600 Amph');
    shopper.send({ type: 'Chose', choice: SERVICE, source: 'list', scope: undefined });
    assert.deepEqual(steps(shopper.send({ type: 'Submitted', form: FORM })), ['hold-submit']);
    const effects = shopper.send({
      type: 'Verified',
      id: shopper.requested('verify'),
      result: verdict('verified', SERVICE),
    });
    assert.deepEqual(steps(effects), ['fill', 'release-submit']);
  });

  it('a "Did you mean" row already offered (autofill\'s): the submit waits for its answer, the row kept and shown', () => {
    const shopper = new Shopper({ verifies: true });
    shopper.form = FORM;
    shopper.text = TYPED;
    shopper.send({ type: 'Replaced', by: 'autofill', pasted: undefined });
    shopper.checked({ verification: { status: 'verified' }, choice: SERVICE, changed: [[16, 27]] });
    assert.deepEqual(steps(shopper.send({ type: 'Submitted', form: FORM })), ['hold-submit', 'focus-input']);
    const taken = shopper.accept(0);
    assert.equal(effectsOf(taken, 'fill')[0]?.source, 'autofill');
    assert.deepEqual(steps(taken).slice(-1), ['release-submit']);
  });

  it('the shopper types while the submit is held: it is theirs to make again', () => {
    const shopper = typedAndSubmitted();
    shopper.send({ type: 'Submitted', form: FORM });
    shopper.type(`${TYPED} `);
    assert.equal(shopper.state.submitting, false);
    assert.deepEqual(shopper.send({ type: 'SubmitTimedOut' }), []);
  });
});
