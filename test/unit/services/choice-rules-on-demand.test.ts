// The US rules only a choice reads (services/us-choice-rules.ts: the units, the state names) are a chunk that comes
// with the choice machine's code (core/features/us-choice-rules.ts). Its own file: its own process, where nothing has
// imported them yet.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { UsSuggestion } from '../../../src/api/us-suggestion.js';
import { usChoiceRules } from '../../../src/core/features/us-choice-rules.js';
import { formWork } from '../../../src/core/features/form-work.js';
import { createUsService } from '../../../src/core/services/us-address-service.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';

const source = createUsService({ api: 'v2', embeddedKey: 'key', strings: () => DEFAULT_STRINGS });

const ROW: UsSuggestion = {
  streetLine: '1600 Amphitheatre Pkwy',
  secondary: '',
  city: 'Mountain View',
  state: 'CA',
  zipcode: '94043',
  entries: 0,
  raw: {},
};

/** The final choice of ROW, as the list makes it. */
function chosen() {
  const [option] = source.search('1600 Amph', undefined).list([ROW]).options;
  const result = source.choose(option!, '1600 Amph', undefined);
  assert.ok(result.type === 'final');
  return result.choice;
}

describe('the US rules only a choice reads, on demand', () => {
  it('a choice from the list carries the state code; once the rules have come, completed adds its name once', async () => {
    assert.equal(usChoiceRules.loaded, undefined, 'the rules were imported before the choice’s code');
    const early = chosen();
    assert.deepEqual(early.regionAliases, ['CA']);
    assert.equal(source.completed!(early), early, 'completed without the rules');
    assert.equal(source.appendedUnit!('1600 Amphitheatre Pkwy', '1600 Amphitheatre Pkwy Apt 3'), undefined);
    // The choice's code waits for them: once it has come, so have they.
    await formWork.load();
    assert.notEqual(usChoiceRules.loaded, undefined, 'the form work came without the rules');
    const completed = source.completed!(early);
    assert.deepEqual(completed.regionAliases, ['CA', 'California']);
    assert.deepEqual(source.completed!(completed).regionAliases, ['CA', 'California']);
    assert.equal(source.appendedUnit!('1600 Amphitheatre Pkwy', '1600 Amphitheatre Pkwy Apt 3'), 'Apt 3');
  });
});
