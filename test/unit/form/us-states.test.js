// The shipped US state names, checked against the country-state-city data they were generated from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runnerImport } from 'vite';
import { State } from 'country-state-city';

const { module } = await runnerImport(new URL('../../../src/form/us-states.ts', import.meta.url).pathname);

test('every two-letter US subdivision of country-state-city is there with its name, plus AA, AE and AP', () => {
  const expected = State.getStatesOfCountry('US').filter(
    (state) => /^[A-Z]{2}$/.test(state.isoCode) && state.isoCode !== 'UM',
  );
  for (const state of expected) assert.equal(module.US_STATE_NAMES.get(state.isoCode), state.name, state.isoCode);
  assert.equal(module.US_STATE_NAMES.size, expected.length + 3);
  assert.equal(module.US_STATE_NAMES.get('AE'), 'Armed Forces Europe');
});
