// The choice machine and a unit typed after the chosen street (docs/guides/verification.md, "A unit typed rather than
// picked"): pending until committed, then one US Street question; confirmed, a choice of its own; not, the text
// stays, cleared, with the building's units offered again under the reason.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { holds, isVerified } from '../../../src/core/choice/machine.js';
import { GROUP, Shopper, UNITS_SCOPE, choice, effectsOf, steps, verdict } from './shopper.js';

const WHITE_HOUSE = choice('1600 Pennsylvania Ave NW', { city: 'Washington', region: 'DC', postalCode: '20500' });

/** A shopper with `verify` whose choice (from `scope`) is verified. */
function verified(scope: unknown = undefined): Shopper {
  const shopper = new Shopper({ verifies: true });
  shopper.type('1600 Penn');
  shopper.send({ type: 'Chose', choice: WHITE_HOUSE, source: 'list', scope });
  shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: verdict('verified', WHITE_HOUSE) });
  return shopper;
}

describe('choice machine: a unit typed after the chosen street', () => {
  it('pending while typed: not verified, not cleared, not held', () => {
    const shopper = verified();
    const effects = shopper.type(`${WHITE_HOUSE.address.line1} Apt 3`);
    assert.deepEqual(effects, []);
    assert.equal(shopper.state.chosen?.pendingUnit, 'Apt 3');
    assert.equal(isVerified(shopper.state), false);
    assert.equal(holds(shopper.state, shopper.text), false);
  });

  it('committed: one question; confirmed, a choice of its own (source unit), the unit as the service writes it', () => {
    const shopper = verified();
    shopper.type(`${WHITE_HOUSE.address.line1} #3`);
    const asked = shopper.send({ type: 'Committed' });
    assert.deepEqual(effectsOf(asked, 'verify-unit'), [
      { type: 'verify-unit', id: 2, choice: WHITE_HOUSE, unit: '#3' },
    ]);
    const address = { ...WHITE_HOUSE.address, line2: 'Apt 3' };
    const effects = shopper.send({
      type: 'UnitVerified',
      id: 2,
      verdict: { verification: { status: 'verified' }, address, confirmed: true },
    });
    assert.deepEqual(steps(effects), ['write-street', 'fill']);
    const [fill] = effectsOf(effects, 'fill');
    assert.deepEqual([fill!.source, fill!.choice.address.line2], ['unit', 'Apt 3']);
    assert.equal(isVerified(shopper.state), true);
  });

  it('not confirmed: the text stays, cleared, unit-not-matched, and the building\'s units offered with "Keep what I entered"', () => {
    const shopper = verified(UNITS_SCOPE);
    const typed = `${WHITE_HOUSE.address.line1} Apt 99`;
    shopper.type(typed);
    shopper.send({ type: 'Committed' });
    const effects = shopper.send({
      type: 'UnitVerified',
      id: shopper.requested('verify-unit'),
      verdict: { ...verdict('secondary-not-matched', WHITE_HOUSE), confirmed: false },
    });
    assert.deepEqual(steps(effects), ['cleared', 'report-unverified', 'combobox:UnitsNeeded']);
    assert.deepEqual(effectsOf(effects, 'report-unverified')[0]!.why, { reason: 'unit-not-matched' });
    const [units] = effectsOf(effects, 'combobox');
    assert.ok(units!.event.type === 'UnitsNeeded');
    assert.equal(units!.event.option, GROUP);
    assert.equal(units!.event.needed.reason, shopper.rules.strings.unitNotMatched);
    assert.equal(units!.event.needed.dismiss.text, shopper.rules.strings.keepEntered);
    assert.equal(shopper.text, typed);
    assert.equal(holds(shopper.state, shopper.text), false);
    assert.deepEqual(shopper.accept(0), [], '"Keep what I entered": it already stands');
  });

  it('not confirmed, with no units to offer: the reason is announced', () => {
    const shopper = verified();
    shopper.type(`${WHITE_HOUSE.address.line1} Apt 99`);
    shopper.send({ type: 'Committed' });
    const effects = shopper.send({
      type: 'UnitVerified',
      id: shopper.requested('verify-unit'),
      verdict: { ...verdict('secondary-not-matched', WHITE_HOUSE), confirmed: false },
    });
    assert.deepEqual(effectsOf(effects, 'announce'), [
      { type: 'announce', text: shopper.rules.strings.unitNotMatched },
    ]);
  });

  it('an answer for a unit the shopper has since changed is dropped', () => {
    const shopper = verified();
    shopper.type(`${WHITE_HOUSE.address.line1} Apt 3`);
    shopper.send({ type: 'Committed' });
    const id = shopper.requested('verify-unit');
    shopper.type(`${WHITE_HOUSE.address.line1} Apt 4`);
    const confirmed = { ...verdict('verified', WHITE_HOUSE), confirmed: true };
    assert.deepEqual(shopper.send({ type: 'UnitVerified', id, verdict: confirmed }), []);
  });

  it('another address chosen meanwhile: the typed unit is forgotten, never asked about at commit', () => {
    const shopper = verified();
    shopper.type(`${WHITE_HOUSE.address.line1} #3`);
    assert.equal(shopper.state.chosen?.pendingUnit, '#3');
    const other = choice('1600 Pennsylvania Ave NW Apt 2', { city: 'Washington', region: 'DC', postalCode: '20500' });
    shopper.send({ type: 'Chose', choice: other, source: 'list', scope: undefined });
    shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: verdict('verified', other) });
    assert.equal(shopper.state.chosen?.pendingUnit, undefined);
    assert.deepEqual(shopper.send({ type: 'Committed' }), [], 'a US Street question for the forgotten unit');
    assert.equal(isVerified(shopper.state), true);
    assert.deepEqual(
      effectsOf(shopper.all, 'fill').map((fill) => fill.source),
      ['list', 'list'],
    );
  });

  it('without verify nothing can confirm a unit: typing one is an edit like any other', () => {
    // Chosen from a list, or as a building's base address from its units.
    for (const scope of [undefined, UNITS_SCOPE]) {
      const shopper = new Shopper();
      shopper.type('1600 Penn');
      shopper.send({ type: 'Chose', choice: WHITE_HOUSE, source: 'list', scope });
      assert.equal(effectsOf(shopper.type(`${WHITE_HOUSE.address.line1} Apt 3`), 'cleared').length, 1);
      assert.equal(isVerified(shopper.state), false);
      assert.deepEqual(shopper.send({ type: 'Committed' }), []);
    }
  });

  it('no question while the input is disabled or read-only', () => {
    const shopper = verified();
    shopper.type(`${WHITE_HOUSE.address.line1} Apt 3`);
    shopper.rules = { ...shopper.rules, usable: false };
    assert.deepEqual(effectsOf(shopper.send({ type: 'Committed' }), 'verify-unit'), []);
  });
});
