// The "Found in your paste" list's bookkeeping (src/core/choice/paste-offer.ts, on OneTimeList as the "Did you mean"
// row is): the finds and "Keep what I entered", each list answered once, options of a spent list meaning nothing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PasteOffer } from '../../../src/core/choice/paste-offer.js';
import type { PasteFind } from '../../../src/core/lookup/extractor.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';

function find(label: string): PasteFind {
  const address = { line1: label, line2: '', city: 'Whitehouse', region: 'OH', postalCode: '43571', country: 'USA' };
  const choice = { api: 'us-v2' as const, address, raw: {}, regionAliases: ['OH'], countryAlpha2: 'US', label };
  return { choice, verification: { status: 'verified' } };
}

describe('the "Found in your paste" list', () => {
  it('lists the finds and "Keep what I entered", headed and announced; none found is an empty list', () => {
    const finds = [find('1 Main St'), find('2 Main St')];
    const list = new PasteOffer().offer(finds, DEFAULT_STRINGS);
    assert.deepEqual(
      list.options.map((option) => [option.kind, option.text]),
      [
        ['final', '1 Main St'],
        ['final', '2 Main St'],
        ['dismiss', DEFAULT_STRINGS.keepEntered],
      ],
    );
    assert.equal(list.context, DEFAULT_STRINGS.foundInPaste);
    assert.equal(list.announcement, DEFAULT_STRINGS.pasteFound(2));
    assert.deepEqual(new PasteOffer().offer([], DEFAULT_STRINGS), { kind: 'correction', options: [] });
  });

  it('answers a list once; a new paste or a withdrawal spends the list standing', () => {
    const offer = new PasteOffer();
    const finds = [find('1 Main St'), find('2 Main St')];
    const [, second, keep] = offer.offer(finds, DEFAULT_STRINGS).options;
    assert.equal(offer.answer({ kind: 'final', text: 'other', value: {} }), undefined);
    assert.deepEqual(offer.answer(second!), { take: finds[1] });
    assert.equal(offer.answer(keep!), 'spent');

    const [first, , keepAgain] = offer.offer(finds, DEFAULT_STRINGS).options;
    offer.offer([find('3 Main St')], DEFAULT_STRINGS);
    assert.equal(offer.answer(first!), 'spent');
    const [, keepLast] = offer.offer([find('4 Main St')], DEFAULT_STRINGS).options;
    assert.equal(offer.answer(keepAgain!), 'spent');
    assert.deepEqual(offer.answer(keepLast!), { keep: undefined });
    const [standing] = offer.offer([find('5 Main St')], DEFAULT_STRINGS).options;
    offer.withdraw();
    assert.equal(offer.answer(standing!), 'spent');
  });
});
