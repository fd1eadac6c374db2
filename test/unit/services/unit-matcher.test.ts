// The unit matcher (issue 9): what people type after the street against a building's units.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matchUnits } from '../../../src/core/services/us-units.js';

const APARTMENTS = ['', 'Apt 1', 'Apt 2', 'Apt 3', 'Apt 10', 'Apt 13', 'Apt 3B'];
const UNITS = ['Unit 101', 'Unit 102', 'Unit 301', 'Ste 3'];
const names = (typed: string, units: readonly string[]) => matchUnits(typed, units).map((index) => units[index]);

describe('matchUnits', () => {
  it('nothing typed, or only a designator, means every unit', () => {
    for (const typed of ['', ' ', ', ', ' Apt', ' apartment', ' #', ' Unit ']) {
      assert.deepEqual(names(typed, APARTMENTS), APARTMENTS, JSON.stringify(typed));
    }
  });

  it('the number alone, with #, with any designator or synonym, any case, with or without comma or space', () => {
    for (const typed of [
      ' 1',
      ' #1',
      '#1',
      ', Apt 1',
      ' Unit 1',
      ' apt1',
      ' Ste 1',
      ' APARTMENT 1',
      ' No. 1',
      ' # 1',
    ]) {
      assert.deepEqual(names(typed, APARTMENTS), ['Apt 1', 'Apt 10', 'Apt 13'], JSON.stringify(typed));
    }
    assert.deepEqual(names(' 3', APARTMENTS), ['Apt 3', 'Apt 3B']);
    assert.deepEqual(names(' apt 3b', APARTMENTS), ['Apt 3B']);
  });

  it("a designator other than the building's still finds the unit by its number", () => {
    assert.deepEqual(names(' Apt 3', UNITS), ['Unit 301', 'Ste 3']);
    assert.deepEqual(names(', apt 10', UNITS), ['Unit 101', 'Unit 102']);
  });

  it('a designator being typed matches the units written with it, or every unit when it is another designator', () => {
    assert.deepEqual(names(' A', APARTMENTS), APARTMENTS.slice(1));
    assert.deepEqual(names(' Un', UNITS), ['Unit 101', 'Unit 102', 'Unit 301']);
    for (const typed of [' U', ' Un', ' Uni', ' S', ' St', ' Sui'])
      assert.deepEqual(names(typed, APARTMENTS), APARTMENTS, typed);
  });

  it('a unit the building does not have matches nothing (the caller then asks the service)', () => {
    assert.deepEqual(names(' 99', APARTMENTS), []);
    assert.deepEqual(names(' Apt 5', APARTMENTS), []);
    assert.deepEqual(names(' Rear', APARTMENTS), APARTMENTS, 'a designator alone');
  });
});
