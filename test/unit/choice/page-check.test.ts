// The choice machine when the page asks for the form's verdict (`check()`, for a checkout that submits from script):
// the same check as a held submit's, with nothing held; and the verdict read from the state (check-verdict.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkVerdict } from '../../../src/core/choice/check-verdict.js';
import { AddressError } from '../../../src/api/errors.js';
import { Shopper, choice, effectsOf, steps, verdict } from './shopper.js';

const TYPED = '1600 Amphitheater Pkwy';
const FORM = JSON.stringify(['1600 AMPHITHEATER PKWY', '', 'MOUNTAIN VIEW', 'CA', '94043']);
const SERVICE = choice('1600 Amphitheatre Pkwy');
const AS_ENTERED = { ...SERVICE.address, line1: TYPED };
const CANDIDATE = { delivery_line_1: '1600 Amphitheatre Pkwy' };

/** The verdict `check()` would answer now, with the form holding AS_ENTERED. */
const verdictOf = (shopper: Shopper) => checkVerdict(shopper.state, () => AS_ENTERED, shopper.rules.verifies);

/** A shopper with `verify` who typed the whole address by hand, and the page asks. */
function typedAndAsked(): Shopper {
  const shopper = new Shopper({ verifies: true });
  shopper.form = FORM;
  shopper.type(TYPED);
  shopper.send({ type: 'Answered', why: { reason: 'no-matches' } });
  shopper.send({ type: 'Submitted', form: FORM, asked: true });
  return shopper;
}

describe('choice machine: the page asks for the verdict (check())', () => {
  it('an address typed by hand: one check of the form, nothing held; no verdict until it answers', () => {
    const shopper = new Shopper({ verifies: true });
    shopper.type(TYPED);
    const effects = shopper.send({ type: 'Submitted', form: FORM, asked: true });
    assert.deepEqual(steps(effects), ['combobox:InputReplaced', 'check']);
    assert.equal(shopper.state.submitting, false);
    assert.equal(verdictOf(shopper), undefined);
  });

  it("the service's own address: verified-address (source 'check') and the fill; the verdict carries the candidate", () => {
    const shopper = typedAndAsked();
    const effects = shopper.checked(
      { verification: { status: 'verified', candidate: CANDIDATE }, choice: SERVICE, changed: [] },
      true,
    );
    assert.deepEqual(steps(effects), ['fill']);
    assert.equal(effectsOf(effects, 'fill')[0]?.source, 'check');
    assert.deepEqual(verdictOf(shopper), { status: 'verified', address: SERVICE.address, candidate: CANDIDATE });
  });

  it('known otherwise: the row is offered (focus stays where it is) and the verdict is corrected at once', () => {
    const shopper = typedAndAsked();
    const effects = shopper.checked({
      verification: { status: 'verified', candidate: CANDIDATE },
      choice: SERVICE,
      changed: [[16, 27]],
    });
    assert.deepEqual(steps(effects), ['combobox:CorrectionOffered']);
    assert.deepEqual(verdictOf(shopper), { status: 'corrected', address: SERVICE.address, candidate: CANDIDATE });
    // Taken later: a choice whose source says the page asked.
    assert.equal(effectsOf(shopper.accept(0), 'fill')[0]?.source, 'check');
    assert.equal(verdictOf(shopper)?.status, 'verified');
  });

  it('not found, or a failure: unverified with the reason, and the same form is not asked about again', () => {
    const missing = typedAndAsked();
    missing.checked({ verification: { status: 'not-found' }, changed: [] });
    assert.deepEqual(verdictOf(missing), { status: 'unverified', address: AS_ENTERED, reason: 'not-found' });
    assert.deepEqual(missing.send({ type: 'Submitted', form: FORM, asked: true }), []);

    const down = typedAndAsked();
    down.checked({ verification: { status: 'error' }, error: new AddressError('network', 'x'), changed: [] });
    assert.deepEqual(verdictOf(down), {
      status: 'unverified',
      address: AS_ENTERED,
      reason: 'unavailable',
      code: 'network',
    });
  });

  it('the ceiling: the check is given up, unverified (timeout), and a late answer changes nothing', () => {
    const shopper = typedAndAsked();
    assert.deepEqual(steps(shopper.send({ type: 'SubmitTimedOut', asked: true })), ['report-unverified']);
    assert.deepEqual(verdictOf(shopper), {
      status: 'unverified',
      address: AS_ENTERED,
      reason: 'unavailable',
      code: 'timeout',
    });
    // The late answer, to the check given up (the last one asked for), changes nothing.
    const late = shopper.checked({ verification: { status: 'verified' }, choice: SERVICE, changed: [] }, true);
    assert.deepEqual(late, []);
  });

  it("the page's own untouched text is checked too (the page asked), unlike a submit", () => {
    const saved = new Shopper({ verifies: true });
    saved.text = TYPED;
    assert.deepEqual(saved.send({ type: 'Submitted', form: FORM }), []);
    assert.deepEqual(steps(saved.send({ type: 'Submitted', form: FORM, asked: true })), [
      'combobox:InputReplaced',
      'check',
    ]);
  });

  it('a chosen address: verified at once with its verdict, nothing looked up', () => {
    const shopper = new Shopper({ verifies: true });
    shopper.send({ type: 'Chose', choice: SERVICE, source: 'list', scope: undefined });
    const result = {
      ...verdict('verified', SERVICE),
      verification: { status: 'verified' as const, candidate: CANDIDATE },
    };
    shopper.send({ type: 'Verified', id: shopper.requested('verify'), result });
    assert.deepEqual(shopper.send({ type: 'Submitted', form: FORM, asked: true }), []);
    assert.deepEqual(verdictOf(shopper), { status: 'verified', address: SERVICE.address, candidate: CANDIDATE });
  });

  it("a chosen address US Street does not know, or whose building needs its unit: unverified, with US Street's word", () => {
    const unknown = new Shopper({ verifies: true });
    unknown.send({ type: 'Chose', choice: SERVICE, source: 'list', scope: undefined });
    unknown.send({ type: 'Verified', id: unknown.requested('verify'), result: verdict('not-found', SERVICE) });
    assert.deepEqual(verdictOf(unknown), { status: 'unverified', address: SERVICE.address, reason: 'not-found' });

    const unit = new Shopper({ verifies: true });
    unit.send({ type: 'Chose', choice: SERVICE, source: 'list', scope: undefined });
    unit.send({ type: 'Verified', id: unit.requested('verify'), result: verdict('missing-secondary', SERVICE) });
    assert.deepEqual(verdictOf(unit), { status: 'unverified', address: SERVICE.address, reason: 'needs-unit' });
  });

  it("a choice's verdict on its way: no verdict yet, and no second lookup", () => {
    const shopper = new Shopper({ verifies: true });
    shopper.send({ type: 'Chose', choice: SERVICE, source: 'list', scope: undefined });
    assert.deepEqual(shopper.send({ type: 'Submitted', form: FORM, asked: true }), []);
    assert.equal(verdictOf(shopper), undefined);
  });

  it('without verify: unchecked for typed text, verified for a chosen address', () => {
    const plain = new Shopper();
    plain.type(TYPED);
    assert.deepEqual(plain.send({ type: 'Submitted', form: FORM, asked: true }), []);
    assert.deepEqual(verdictOf(plain), { status: 'unchecked', address: AS_ENTERED });
    plain.send({ type: 'Chose', choice: SERVICE, source: 'list', scope: undefined });
    assert.deepEqual(verdictOf(plain), { status: 'verified', address: SERVICE.address });
  });
});
