// The demo's request meter, its pure parts: which service a URL calls, what its answer was billed (spec "Usage and
// billing"), and the counts of one address from its first keystroke to its end.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { billedLookups, isDetailAnswer, serviceCall } from '../../../demo/meter/service-calls.js';
import { AddressTally, type AddressCounts } from '../../../demo/meter/address-tally.js';

const PAGE = 'http://localhost:5173/';

describe('serviceCall', () => {
  it('names the simulator paths and the production hosts alike', () => {
    const cases: [string, string | undefined][] = [
      ['/us-autocomplete/v2/lookup?key=k&search=1600', 'us-autocomplete'],
      ['https://us-autocomplete.api.smarty.com/v2/lookup?search=1600', 'us-autocomplete'],
      ['https://us-autocomplete-pro.api.smarty.com/lookup?search=1600', 'us-autocomplete'],
      ['/us-autocomplete/lookup?search=1600', 'us-autocomplete'],
      ['/us-street/street-address?street=1600', 'us-street'],
      ['https://us-street.api.smarty.com/street-address?street=1600', 'us-street'],
      ['/international-autocomplete/v2/lookup?country=CAN&search=10', 'intl-search'],
      ['/international-autocomplete/v2/lookup/abc%2F1?country=CAN', 'intl-address-id'],
      ['https://international-autocomplete.api.smarty.com/v2/lookup/XYZ?country=DEU', 'intl-address-id'],
      ['/international-postal-code/lookup?country=CAN&postal_code=V6E', 'postal-code'],
      ['https://international-postal-code.api.smarty.com/lookup?country=DEU', 'postal-code'],
    ];
    for (const [href, call] of cases) assert.equal(serviceCall(href, PAGE), call, href);
  });

  it("leaves the page's own files and unknown endpoints out", () => {
    for (const href of ['/main.ts', '/favicon.svg', '/us-street/other', '/international-autocomplete/v2/lookup/a/b']) {
      assert.equal(serviceCall(href, PAGE), undefined, href);
    }
    assert.equal(serviceCall('http://[bad', PAGE), undefined, 'a URL that cannot be read');
  });

  it("reads the simulator's paths on any host (the simulator on its own port: npm run simulator)", () => {
    assert.equal(serviceCall('http://localhost:8080/us-street/street-address?street=1', PAGE), 'us-street');
  });
});

describe('isDetailAnswer', () => {
  it('tells the detail of one address from a list of summaries', () => {
    assert.equal(
      isDetailAnswer({ candidates: [{ street: '10 Main St', locality: 'Ottawa', postal_code: 'K1A' }] }),
      true,
    );
    assert.equal(isDetailAnswer({ candidates: [{ address_id: 'a', address_text: '10 Main St', entries: 1 }] }), false);
    assert.equal(isDetailAnswer({ candidates: [] }), false);
    assert.equal(isDetailAnswer(null), false);
    assert.equal(isDetailAnswer({ results: [] }), false);
  });
});

describe('billedLookups', () => {
  it('bills every answered US autocomplete, US Street and postal code call, and only the international detail', () => {
    assert.equal(billedLookups('us-autocomplete', { status: 200 }), 1);
    assert.equal(billedLookups('us-street', { status: 200 }), 1);
    assert.equal(billedLookups('postal-code', { status: 200 }), 1);
    assert.equal(billedLookups('intl-search', { status: 200 }), 0);
    assert.equal(billedLookups('intl-address-id', { status: 200, detail: false }), 0);
    assert.equal(billedLookups('intl-address-id', { status: 200, detail: true }), 1);
  });

  it('bills no refused request and no request without an answer', () => {
    for (const status of [401, 402, 422, 429, 500]) assert.equal(billedLookups('us-autocomplete', { status }), 0);
    assert.equal(billedLookups('intl-address-id', { status: 429, detail: true }), 0);
    assert.equal(billedLookups('us-street', 'no-answer'), 0);
  });
});

describe('AddressTally', () => {
  const zero: AddressCounts = { requests: 0, billed: 0, keystrokes: 0 };

  it('counts keystrokes, requests and billed lookups of one address', () => {
    const shown: AddressCounts[] = [];
    const tally = new AddressTally((counts) => shown.push(counts));
    tally.keystroke();
    tally.keystroke();
    const span = tally.sent();
    tally.bill(span, 1);
    tally.bill(span, 0);
    assert.deepEqual(tally.counts, { requests: 1, billed: 1, keystrokes: 2 });
    assert.equal(shown.length, 4, 'every change shown, a bill of nothing not');
    assert.deepEqual(shown.at(-1), tally.counts);
  });

  it('keeps an ended address shown until the next keystroke, which starts from zero', () => {
    const tally = new AddressTally();
    tally.keystroke();
    tally.bill(tally.sent(), 1);
    tally.end();
    assert.deepEqual(tally.counts, { requests: 1, billed: 1, keystrokes: 1 });
    tally.keystroke();
    assert.deepEqual(tally.counts, { ...zero, keystrokes: 1 });
  });

  it('bills a late answer to the address its request was sent for, not to the next one', () => {
    const shown: AddressCounts[] = [];
    const tally = new AddressTally((counts) => shown.push(counts));
    tally.keystroke();
    const first = tally.sent();
    tally.end();
    tally.keystroke();
    const before = shown.length;
    tally.bill(first, 1);
    assert.deepEqual(tally.counts, { ...zero, keystrokes: 1 });
    assert.equal(shown.length, before, 'the old address is no longer shown: nothing to redraw');
  });

  it('counts requests sent after the end (a verification) for the address that ended', () => {
    const tally = new AddressTally();
    tally.keystroke();
    tally.end();
    tally.bill(tally.sent(), 1);
    assert.deepEqual(tally.counts, { requests: 1, billed: 1, keystrokes: 1 });
  });
});
