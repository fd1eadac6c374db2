// The choice machine and a field the fill wrote, edited afterwards (docs/guides/whole-form.md): the choice is cleared
// naming the field; with `verify` the form's address as it now stands is checked quietly, as an autofilled one is:
// verified again silently (`source: 'edit'`), the "Did you mean" row, or it stands unverified.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isVerified } from '../../../src/core/choice/machine.js';
import { AddressError } from '../../../src/api/errors.js';
import { Shopper, choice, comboboxEvents, effectsOf, steps, verdict } from './shopper.js';

const CHOSEN = choice('1600 Amphitheatre Pkwy');
const EDITED = choice('1600 Amphitheatre Pkwy', { postalCode: '94042' });

/** A shopper who chose CHOSEN and has it verified (with `verify`) or filled (without). */
function chosen(verifies: boolean): Shopper {
  const shopper = new Shopper({ verifies });
  shopper.send({ type: 'Chose', choice: CHOSEN, source: 'list', scope: undefined });
  if (verifies)
    shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: verdict('verified', CHOSEN) });
  assert.equal(isVerified(shopper.state), true);
  return shopper;
}

describe('choice machine: a field the fill wrote, edited after the choice', () => {
  it('clears the choice once, naming the field; without verify nothing is looked up', () => {
    const shopper = chosen(false);
    const effects = shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    assert.deepEqual(effectsOf(effects, 'cleared'), [
      { type: 'cleared', address: CHOSEN.address, field: 'postal-code' },
    ]);
    assert.deepEqual(steps(effects), ['cleared']);
    assert.equal(isVerified(shopper.state), false);
    // A second edit has no choice to clear.
    assert.deepEqual(shopper.send({ type: 'FieldEdited', field: 'address-level2' }), []);
  });

  it('with verify, checks the form as it stands now, at once (not a task later)', () => {
    const shopper = chosen(true);
    const effects = shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    assert.deepEqual(steps(effects), ['cleared', 'check']);
    assert.deepEqual(effectsOf(effects, 'check')[0], {
      type: 'check',
      id: shopper.requested('check'),
      pasted: undefined,
      later: false,
    });
    assert.deepEqual(shopper.state.awaited, {
      kind: 'check',
      id: shopper.requested('check'),
      by: 'edit',
      pasted: undefined,
    });
  });

  it("the form's address is the service's: verified again, silently, with source 'edit'", () => {
    const shopper = chosen(true);
    shopper.send({ type: 'FieldEdited', field: 'address-level2' });
    const effects = shopper.checked({ verification: { status: 'verified' }, choice: EDITED, changed: [] }, true);
    const [fill] = effectsOf(effects, 'fill');
    assert.equal(fill?.source, 'edit');
    assert.deepEqual(fill?.choice.address, EDITED.address);
    assert.equal(fill?.moveFocus, 'if-focus-stayed');
    assert.deepEqual(comboboxEvents(effects), []);
    assert.deepEqual(effectsOf(effects, 'announce'), []);
    assert.equal(isVerified(shopper.state), true);
  });

  it('the service knows it otherwise: the "Did you mean" row, and taking it fills the form as a choice', () => {
    const shopper = chosen(true);
    shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    const effects = shopper.checked({ verification: { status: 'verified' }, choice: CHOSEN, changed: [[0, 4]] });
    assert.deepEqual(comboboxEvents(effects), ['CorrectionOffered']);
    assert.equal(isVerified(shopper.state), false);
    const taken = shopper.accept(0);
    assert.equal(effectsOf(taken, 'write-street').length, 1);
    const [fill] = effectsOf(shopper.all, 'fill').slice(-1);
    assert.equal(fill?.source, 'edit');
    assert.equal(isVerified(shopper.state), true);
  });

  it('"Keep what I entered" leaves the form as the shopper has it, unverified, and says so', () => {
    const shopper = chosen(true);
    shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    shopper.checked({ verification: { status: 'verified' }, choice: CHOSEN, changed: [[0, 4]] });
    const effects = shopper.accept(1);
    assert.deepEqual(effectsOf(effects, 'report-unverified'), [{ type: 'report-unverified', why: { reason: 'kept' } }]);
    assert.deepEqual(effectsOf(effects, 'fill-kept'), []);
  });

  it('not found: unverified-address (not-found), not held; a failure: unavailable, and the error reported', () => {
    const missing = chosen(true);
    missing.send({ type: 'FieldEdited', field: 'postal-code' });
    const effects = missing.checked({ verification: { status: 'not-found' }, changed: [] });
    assert.deepEqual(effectsOf(effects, 'report-unverified'), [
      { type: 'report-unverified', why: { reason: 'not-found' } },
    ]);
    assert.deepEqual(missing.state.unverified, { reason: 'not-found' });

    const down = chosen(true);
    down.send({ type: 'FieldEdited', field: 'postal-code' });
    const error = new AddressError('network', 'offline');
    const failed = down.checked({ verification: { status: 'error' }, error, changed: [] });
    assert.deepEqual(steps(failed), ['report-error', 'report-unverified']);
    assert.deepEqual(down.state.unverified, { reason: 'unavailable', code: 'network' });
  });

  it('an answer for a form the shopper changed again is dropped: only the latest edit is checked', () => {
    const shopper = chosen(true);
    shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    const first = shopper.requested('check');
    shopper.type('1600 Amphitheatre Pk');
    const effects = shopper.send({
      type: 'Checked',
      id: first,
      check: { verification: { status: 'verified' }, choice: EDITED, changed: [] },
      asked: '1600 Amphitheatre Pkwy',
      sameInput: true,
      formHolds: true,
      form: shopper.form,
    });
    assert.deepEqual(effects, []);
  });

  it('another edit while the street still stands is checked again, and only its answer counts', () => {
    const shopper = chosen(true);
    shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    const first = shopper.requested('check');
    const effects = shopper.send({ type: 'FieldEdited', field: 'address-level2' });
    assert.deepEqual(steps(effects), ['check']);
    const second = shopper.requested('check');
    assert.notEqual(second, first);
    const answer = { verification: { status: 'verified' as const }, choice: EDITED, changed: [] };
    const stale = shopper.send({
      type: 'Checked',
      id: first,
      check: answer,
      asked: shopper.text,
      sameInput: true,
      formHolds: true,
      form: shopper.form,
    });
    assert.deepEqual(stale, []);
    assert.equal(effectsOf(shopper.checked(answer, true), 'fill').length, 1);
  });

  it('an edit after the "Did you mean" row was offered withdraws the row, and checks the form again', () => {
    const shopper = chosen(true);
    shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    shopper.checked({ verification: { status: 'verified' }, choice: CHOSEN, changed: [[0, 4]] });
    const effects = shopper.send({ type: 'FieldEdited', field: 'postal-code' });
    assert.deepEqual(steps(effects), ['combobox:LookupCleared', 'check']);
    assert.equal(shopper.state.offer, undefined);
    const silently = shopper.checked({ verification: { status: 'verified' }, choice: CHOSEN, changed: [] }, true);
    assert.equal(effectsOf(silently, 'fill')[0]?.source, 'edit');
  });

  it('a field edited while the shopper is typing another street is not checked: the list is theirs', () => {
    const shopper = chosen(true);
    shopper.type('1600 Amph');
    assert.deepEqual(shopper.send({ type: 'FieldEdited', field: 'postal-code' }), []);
  });

  it('a country field is the country rule: cleared, naming it, and not checked', () => {
    const shopper = chosen(true);
    const effects = shopper.send({ type: 'FieldEdited', field: 'country' });
    assert.deepEqual(steps(effects), ['cleared']);
  });

  it('a disabled or read-only input clears but checks nothing', () => {
    const shopper = chosen(true);
    shopper.rules = { ...shopper.rules, usable: false };
    assert.deepEqual(steps(shopper.send({ type: 'FieldEdited', field: 'postal-code' })), ['cleared']);
  });
});
