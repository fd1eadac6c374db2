// The choice machine with `verify`: `verified-address` and the fill wait for US Street's verdict (fail open), an
// address that needs its unit, and the late answers of docs/guides/verification.md ("verify: one US Street lookup per
// choice", "An address that needs its unit", "Late answers"), each race as an explicit order of events.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { holds, isVerified } from '../../../src/core/choice/machine.js';
import { GROUP, Shopper, UNITS_SCOPE, choice, comboboxEvents, effectsOf, steps, verdict } from './shopper.js';

const WHITE_HOUSE = choice('1600 Pennsylvania Ave NW', { city: 'Washington', region: 'DC', postalCode: '20500' });
const AMPHITHEATRE = choice('1600 Amphitheatre Pkwy');

/** A shopper with `verify` who chose `chosen` (from a building's units: `scope`); its verdict not yet in. */
function choosing(chosen = WHITE_HOUSE, scope: unknown = undefined): Shopper {
  const shopper = new Shopper({ verifies: true });
  shopper.type('1600 Penn');
  shopper.send({ type: 'Chose', choice: chosen, source: 'list', scope });
  return shopper;
}

describe('choice machine: verify', () => {
  it('a choice asks US Street, writes the street at once, and waits: no event, no fill, not yet verified', () => {
    const shopper = new Shopper({ verifies: true });
    shopper.type('1600 Penn');
    const effects = shopper.send({ type: 'Chose', choice: WHITE_HOUSE, source: 'list', scope: undefined });
    assert.deepEqual(steps(effects), ['verify', 'combobox:ChoiceApplied', 'write-street']);
    assert.equal(shopper.text, WHITE_HOUSE.address.line1);
    assert.equal(isVerified(shopper.state), false);
    assert.equal(shopper.state.awaited?.kind, 'verify');
  });

  it('the verdict: the event and the fill carry it, focus may move on, and the address is verified', () => {
    const shopper = choosing();
    const answer = verdict('verified', {
      ...WHITE_HOUSE,
      address: { ...WHITE_HOUSE.address, postalCode: '20500-0005' },
    });
    const effects = shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: answer });
    assert.deepEqual(steps(effects), ['fill']);
    const [fill] = effectsOf(effects, 'fill');
    assert.deepEqual([fill!.verification, fill!.moveFocus], [{ status: 'verified' }, 'if-focus-stayed']);
    assert.equal(fill!.choice.address.postalCode, '20500-0005', 'the verified address is filled (ZIP+4)');
    assert.equal(isVerified(shopper.state), true);
    assert.equal(shopper.state.awaited, undefined);
  });

  it('fail open: a failed verification reports the error, fills the choice, and counts as verified', () => {
    const shopper = choosing();
    const error = new AddressError('timeout', 'no answer within 8000 ms', { status: 0 });
    const effects = shopper.send({
      type: 'Verified',
      id: shopper.requested('verify'),
      result: { ...verdict('error', WHITE_HOUSE), error },
    });
    assert.deepEqual(steps(effects), ['report-error', 'fill']);
    assert.equal(effectsOf(effects, 'report-error')[0]!.consequence, 'choice-stands');
    assert.equal(isVerified(shopper.state), true);
  });

  it('not-found: filled with its verdict, not verified, and not held (the service cannot offer a better one)', () => {
    const shopper = choosing();
    shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: verdict('not-found', WHITE_HOUSE) });
    assert.equal(isVerified(shopper.state), false);
    assert.equal(shopper.state.chosen?.standing, 'unverified');
    assert.equal(holds(shopper.state, shopper.text), false);
  });

  it('the shopper typed on while the verdict was awaited: the fill keeps focus where it is, and the edit counts', () => {
    const shopper = choosing();
    shopper.text = '1600 Pennsylvania Ave NW, Washi';
    const effects = shopper.send({
      type: 'Verified',
      id: shopper.requested('verify'),
      result: verdict('verified', WHITE_HOUSE),
    });
    assert.equal(effectsOf(effects, 'fill')[0]!.moveFocus, 'never');
    assert.deepEqual(effectsOf(effects, 'cleared'), [{ type: 'cleared', address: WHITE_HOUSE.address }]);
    assert.equal(holds(shopper.state, shopper.text), true);
  });
});

describe('choice machine: an address that needs its unit', () => {
  it('chosen from a building\'s units: they are listed again, with "No unit"; held until one is chosen or declined', () => {
    const shopper = choosing(WHITE_HOUSE, UNITS_SCOPE);
    const effects = shopper.send({
      type: 'Verified',
      id: shopper.requested('verify'),
      result: verdict('missing-secondary', WHITE_HOUSE),
    });
    assert.deepEqual(steps(effects), ['fill', 'focus-input', 'combobox:UnitsNeeded']);
    const [units] = effectsOf(effects, 'combobox');
    assert.ok(units!.event.type === 'UnitsNeeded');
    assert.equal(units!.event.option, GROUP);
    assert.equal(units!.event.needed.reason, shopper.rules.strings.unitNeeded);
    assert.equal(units!.event.needed.dismiss.text, shopper.rules.strings.noUnit);
    assert.equal(shopper.state.chosen?.standing, 'needs-unit');
    assert.equal(holds(shopper.state, shopper.text), true);
    assert.equal(isVerified(shopper.state), false);
    shopper.accept(0);
    assert.equal(isVerified(shopper.state), true, '"No unit": the choice stands as verified');
    assert.equal(holds(shopper.state, shopper.text), false);
  });

  it('chosen some other way, or typed on meanwhile: the hint in the unit field; unverified, not held', () => {
    const shopper = choosing();
    const effects = shopper.send({
      type: 'Verified',
      id: shopper.requested('verify'),
      result: verdict('missing-secondary', WHITE_HOUSE),
    });
    assert.deepEqual(steps(effects), ['fill', 'hint-unit']);
    assert.equal(shopper.state.chosen?.standing, 'unverified');
    assert.equal(holds(shopper.state, shopper.text), false);

    const typedOn = choosing(WHITE_HOUSE, UNITS_SCOPE);
    typedOn.text = `${WHITE_HOUSE.address.line1} Apt`;
    const later = typedOn.send({
      type: 'Verified',
      id: typedOn.requested('verify'),
      result: verdict('missing-secondary', WHITE_HOUSE),
    });
    assert.deepEqual(comboboxEvents(later), [], 'no list over text the shopper typed meanwhile');
    assert.equal(effectsOf(later, 'hint-unit').length, 1);
  });

  it('units are not listed again while the input is disabled or read-only', () => {
    const shopper = choosing(WHITE_HOUSE, UNITS_SCOPE);
    shopper.rules = { ...shopper.rules, usable: false };
    const effects = shopper.send({
      type: 'Verified',
      id: shopper.requested('verify'),
      result: verdict('missing-secondary', WHITE_HOUSE),
    });
    assert.deepEqual(steps(effects), ['fill', 'hint-unit']);
  });
});

describe('choice machine: late answers (explicit orders)', () => {
  it('a verdict for an earlier choice, arriving after a newer choice, is ignored; the newer one fills', () => {
    const shopper = choosing();
    const first = shopper.requested('verify');
    shopper.type('1600 Amph');
    shopper.send({ type: 'Chose', choice: AMPHITHEATRE, source: 'list', scope: undefined });
    const second = shopper.requested('verify');
    assert.notEqual(first, second);
    assert.deepEqual(shopper.send({ type: 'Verified', id: first, result: verdict('verified', WHITE_HOUSE) }), []);
    assert.equal(isVerified(shopper.state), false);
    const effects = shopper.send({ type: 'Verified', id: second, result: verdict('verified', AMPHITHEATRE) });
    assert.equal(effectsOf(effects, 'fill')[0]!.choice.address.line1, AMPHITHEATRE.address.line1);
  });

  it('the newer verdict first, then the older: the older is still ignored', () => {
    const shopper = choosing();
    const first = shopper.requested('verify');
    shopper.send({ type: 'Chose', choice: AMPHITHEATRE, source: 'list', scope: undefined });
    shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: verdict('verified', AMPHITHEATRE) });
    assert.deepEqual(shopper.send({ type: 'Verified', id: first, result: verdict('not-found', WHITE_HOUSE) }), []);
    assert.equal(shopper.state.chosen?.choice.address.line1, AMPHITHEATRE.address.line1);
    assert.equal(isVerified(shopper.state), true);
  });

  it('a reset or clear() drops a verdict on its way', () => {
    const shopper = choosing();
    const id = shopper.requested('verify');
    shopper.send({ type: 'Forgotten' });
    assert.deepEqual(shopper.send({ type: 'Verified', id, result: verdict('verified', WHITE_HOUSE) }), []);
    assert.equal(isVerified(shopper.state), false);
  });

  it('another country drops a verdict on its way for a standing choice (a unit being confirmed)', () => {
    const shopper = choosing();
    shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: verdict('verified', WHITE_HOUSE) });
    shopper.type(`${WHITE_HOUSE.address.line1} Apt 3`);
    shopper.send({ type: 'Committed' });
    const id = shopper.requested('verify-unit');
    assert.equal(effectsOf(shopper.send({ type: 'CountryChanged', country: 'CAN' }), 'cleared').length, 1);
    const confirmed = { ...verdict('verified', WHITE_HOUSE), confirmed: true };
    assert.deepEqual(shopper.send({ type: 'UnitVerified', id, verdict: confirmed }), []);
  });

  it('an answer the same request already gave (a duplicate delivery) does nothing the second time', () => {
    const shopper = choosing();
    const id = shopper.requested('verify');
    shopper.send({ type: 'Verified', id, result: verdict('verified', WHITE_HOUSE) });
    assert.deepEqual(shopper.send({ type: 'Verified', id, result: verdict('verified', WHITE_HOUSE) }), []);
  });
});
