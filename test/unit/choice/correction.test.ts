// The "Did you mean" row's bookkeeping (src/core/choice/correction.ts): each row answered once; options of a spent
// row are recognised and mean nothing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Correction, type Offer } from '../../../src/core/choice/correction.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';

function offer(label: string): Offer {
  const address = { line1: label, line2: '', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'USA' };
  const choice = { api: 'us-v2' as const, address, raw: {}, regionAliases: ['IL'], countryAlpha2: 'US', label };
  const result = { verification: { status: 'verified' as const }, address };
  return { choice, result, by: 'paste', text: label.toLowerCase(), read: { changed: [[0, 1]] } };
}

describe('the "Did you mean" row', () => {
  it('offers the service\'s form and "Keep what I entered", headed and announced', () => {
    const row = new Correction().offer(offer('1 Main St'), DEFAULT_STRINGS);
    assert.equal(row.kind, 'correction');
    assert.deepEqual(
      row.options.map((option) => [option.kind, option.text]),
      [
        ['final', '1 Main St'],
        ['dismiss', DEFAULT_STRINGS.keepEntered],
      ],
    );
    assert.deepEqual(row.options[0]!.changed, [[0, 1]]);
    assert.equal(row.context, DEFAULT_STRINGS.didYouMean);
    assert.equal(row.announcement, DEFAULT_STRINGS.offered('1 Main St'));
  });

  it("answers a row once: taken, then spent; an option that is not the row's is not answered", () => {
    const correction = new Correction();
    const made = offer('1 Main St');
    const [take, keep] = correction.offer(made, DEFAULT_STRINGS).options;
    assert.equal(correction.answer({ kind: 'final', text: 'other', value: {} }), undefined);
    assert.deepEqual(correction.answer(take!), { take: made });
    assert.equal(correction.answer(take!), 'spent');
    assert.equal(correction.answer(keep!), 'spent');
  });

  it('keeping declines the offer; a newer row or a withdrawal spends the older one', () => {
    const correction = new Correction();
    const first = offer('1 Main St');
    const [, keepFirst] = correction.offer(first, DEFAULT_STRINGS).options;
    const second = offer('2 Main St');
    const [takeSecond, keepSecond] = correction.offer(second, DEFAULT_STRINGS).options;
    assert.equal(correction.answer(keepFirst!), 'spent');
    assert.deepEqual(correction.answer(keepSecond!), { keep: second });
    const [takeThird] = correction.offer(offer('3 Main St'), DEFAULT_STRINGS).options;
    correction.withdraw();
    assert.equal(correction.answer(takeThird!), 'spent');
    assert.equal(correction.answer(takeSecond!), 'spent');
  });
});
