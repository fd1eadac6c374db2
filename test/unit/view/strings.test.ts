// Every count the default strings say goes through plural rules: "1 address", never "1 addresses".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';

describe('default strings: counts', () => {
  it("one and many, in results, a group's entries and the units step", () => {
    for (const count of [0, 1, 2, 11, 21, 100]) {
      const texts = [
        DEFAULT_STRINGS.results(count),
        DEFAULT_STRINGS.entries(count),
        DEFAULT_STRINGS.expanded('1 Main St', count),
      ];
      for (const text of texts) {
        if (count === 1) assert.doesNotMatch(text, /\baddresses\b/, text);
        else assert.match(text, new RegExp(`\\b${count} addresses\\b`), text);
      }
    }
    assert.equal(DEFAULT_STRINGS.entries(1), '1 address');
    assert.equal(DEFAULT_STRINGS.expanded('1 Main St', 1), '1 Main St — 1 address. Choose it or type the unit.');
  });
});
