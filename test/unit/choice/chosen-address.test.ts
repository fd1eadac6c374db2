// The choice machine (src/core/choice/machine.ts): whether the text is the chosen address (`verified`,
// `data-verified`, `address-cleared`) and what `require-verified` holds, rule by rule of docs/guides/verification.md
// ("Is the text the chosen address?", "require-verified", "A checkout never loses an order").
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { holds, isVerified, unitFor } from '../../../src/core/choice/machine.js';
import { Shopper, choice, effectsOf, steps } from './shopper.js';

const AMPHITHEATRE = choice('1600 Amphitheatre Pkwy');

/** A shopper who typed and chose the address, without `verify`. */
function chosen(): Shopper {
  const shopper = new Shopper();
  shopper.type('1600 Amph');
  shopper.send({ type: 'Chose', choice: AMPHITHEATRE, source: 'list', scope: undefined });
  return shopper;
}

describe('choice machine: the chosen address', () => {
  it('a choice without verify: applied at once, filled (focus may move on), and verified', () => {
    const shopper = new Shopper();
    shopper.type('1600 Amph');
    const effects = shopper.send({ type: 'Chose', choice: AMPHITHEATRE, source: 'list', scope: undefined });
    assert.deepEqual(steps(effects), ['combobox:ChoiceApplied', 'fill']);
    const [fill] = effectsOf(effects, 'fill');
    assert.deepEqual([fill!.source, fill!.verification, fill!.moveFocus], ['list', undefined, 'always']);
    assert.equal(isVerified(shopper.state), true);
    assert.equal(shopper.state.chosen?.text, '1600 Amphitheatre Pkwy');
    assert.equal(holds(shopper.state, shopper.text), false);
  });

  it('an edit clears the choice once (address-cleared with the address), and an edit back does not restore it', () => {
    const shopper = chosen();
    const effects = shopper.type('77 Massac');
    assert.deepEqual(effectsOf(effects, 'cleared'), [{ type: 'cleared', address: AMPHITHEATRE.address }]);
    assert.equal(isVerified(shopper.state), false);
    assert.deepEqual(effectsOf(shopper.type('77 Massachu'), 'cleared'), [], 'once per choice');
    assert.deepEqual(effectsOf(shopper.type('1600 Amphitheatre Pkwy'), 'cleared'), []);
    assert.equal(isVerified(shopper.state), false, 'an edit back to the chosen text does not restore it');
  });

  it('autofill, a paste (looked up as typing without verify), a reset and another country clear it; the same country does not', () => {
    for (const clear of [
      (shopper: Shopper) => shopper.send({ type: 'Replaced', by: 'autofill', pasted: undefined }),
      (shopper: Shopper) => (
        (shopper.text = '1 Main St, Springfield, IL'),
        shopper.send({ type: 'Replaced', by: 'paste', pasted: { text: shopper.text, alone: true } })
      ),
      (shopper: Shopper) => shopper.send({ type: 'Forgotten' }),
      (shopper: Shopper) => shopper.send({ type: 'CountryChanged', country: 'CAN' }),
    ]) {
      const shopper = chosen();
      assert.equal(effectsOf(clear(shopper), 'cleared').length, 1);
      assert.equal(isVerified(shopper.state), false);
    }
    const shopper = chosen();
    assert.deepEqual(
      shopper.send({ type: 'CountryChanged', country: 'usa' }),
      [],
      "the fill's own write of the country",
    );
    assert.equal(isVerified(shopper.state), true);
  });

  it('a paste without verify is looked up as typed text: an edit, with no InputReplaced', () => {
    const shopper = new Shopper();
    shopper.text = '1600 Amphitheatre Pkwy, Mountain View, CA';
    const effects = shopper.send({ type: 'Replaced', by: 'paste', pasted: { text: shopper.text, alone: true } });
    assert.deepEqual(steps(effects), ['combobox:InputChange']);
    assert.equal(holds(shopper.state, shopper.text), true, 'typed text is held until the service answers');
  });

  it('text put in without typing that restates the choice (a ZIP+4 written by a street element) keeps it', () => {
    const shopper = new Shopper();
    shopper.type('9404');
    shopper.send({ type: 'Chose', choice: choice('94043'), source: 'list', scope: undefined });
    shopper.text = '94043-1351';
    const effects = shopper.send({ type: 'Replaced', by: 'autofill', pasted: undefined });
    assert.deepEqual(steps(effects), ['combobox:InputReplaced']);
    assert.equal(shopper.state.chosen?.text, '94043-1351');
    assert.equal(isVerified(shopper.state), true);
  });

  it('suggestions for a unit typed after the chosen street narrow to the chosen address; other text does not', () => {
    const shopper = chosen();
    assert.deepEqual(
      unitFor(shopper.state, '1600 Amphitheatre Pkwy Apt 3', shopper.rules.service),
      AMPHITHEATRE.address,
    );
    assert.equal(unitFor(shopper.state, '1600 Amphitheatre', shopper.rules.service), undefined);
    shopper.send({ type: 'Forgotten' });
    assert.equal(unitFor(shopper.state, '1600 Amphitheatre Pkwy Apt 3', shopper.rules.service), undefined);
  });
});

describe('choice machine: what require-verified holds', () => {
  it("the page's own text is not held; typed text is, until it is chosen; an empty input is left to `required`", () => {
    const shopper = new Shopper();
    assert.equal(holds(shopper.state, '1 Saved Address Rd'), false, "the page's text is the page's to vouch for");
    shopper.type('1600 Amph');
    assert.equal(holds(shopper.state, shopper.text), true);
    assert.equal(holds(shopper.state, '  '), false);
    shopper.send({ type: 'Chose', choice: AMPHITHEATRE, source: 'list', scope: undefined });
    assert.equal(holds(shopper.state, shopper.text), false);
    shopper.type('1600 Amphitheatre Pk');
    assert.equal(holds(shopper.state, shopper.text), true, 'an edit after a choice is held');
    shopper.send({ type: 'Forgotten' });
    assert.equal(holds(shopper.state, shopper.text), false, 'a reset returns to the untouched state');
  });

  it('fails open: every reason the service cannot help lifts the hold, and an answer with options brings it back', () => {
    for (const why of [
      { reason: 'unavailable', code: 'timeout' },
      { reason: 'unavailable', code: 'config' },
      { reason: 'refused', code: 'unauthorized' },
      { reason: 'refused', code: 'payment-required' },
      { reason: 'no-matches' },
      { reason: 'unavailable' },
    ] as const) {
      const shopper = new Shopper();
      shopper.type('9999 Zzyzx Rd');
      shopper.send({ type: 'Answered', why });
      assert.equal(holds(shopper.state, shopper.text), false, JSON.stringify(why));
      shopper.send({ type: 'Answered', why: undefined });
      assert.equal(holds(shopper.state, shopper.text), true, `${JSON.stringify(why)}, then options`);
    }
  });

  it('unverified-address when such text is committed, once per text and reason', () => {
    const shopper = new Shopper();
    shopper.type('9999 Zzyzx Rd');
    shopper.send({ type: 'Answered', why: { reason: 'no-matches' } });
    assert.deepEqual(effectsOf(shopper.send({ type: 'Committed' }), 'report-unverified'), [
      { type: 'report-unverified', why: { reason: 'no-matches' } },
    ]);
    assert.deepEqual(shopper.send({ type: 'Committed' }), [], 'the same text and reason again');
    shopper.type('9999 Zzyzx Road');
    assert.equal(effectsOf(shopper.send({ type: 'Committed' }), 'report-unverified').length, 1, 'new text');
    shopper.send({ type: 'Answered', why: { reason: 'unavailable', code: 'network' } });
    assert.equal(effectsOf(shopper.send({ type: 'Committed' }), 'report-unverified').length, 1, 'a new reason');
  });

  it('no unverified-address for a chosen address, text the service can help with, or an empty input', () => {
    const shopper = chosen();
    assert.deepEqual(shopper.send({ type: 'Committed' }), []);
    shopper.type('1600 Amph');
    assert.deepEqual(shopper.send({ type: 'Committed' }), []);
    shopper.send({ type: 'Answered', why: { reason: 'no-matches' } });
    shopper.type('');
    assert.deepEqual(shopper.send({ type: 'Committed' }), []);
  });
});
