// The US filter rules (api/us-filters.ts) are a chunk an element imports only for a configuration that sets a
// filter or preference (core/features/us-filter-rules.ts). Its own file: its own process, where nothing has imported
// the rules yet.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { CodeOnItsWay } from '../../../src/core/features/code-on-its-way.js';
import { usFilterRules } from '../../../src/core/features/us-filter-rules.js';
import { createUsService, type UsServiceOptions } from '../../../src/core/services/us-address-service.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';

const US: UsServiceOptions = {
  api: 'v2',
  embeddedKey: 'key',
  baseUrl: 'https://us.example.test',
  strings: () => DEFAULT_STRINGS,
};

/** What making the source throws, if anything. */
function thrownBy(make: () => unknown): unknown {
  try {
    make();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the US filter rules, on demand', () => {
  it('a source without filters is made at once, without them; max-results is still checked', () => {
    const source = createUsService({ ...US, maxResults: 5, preferGeolocation: ' ' });
    assert.equal(new URL(source.search('1600', undefined).key).searchParams.get('max_results'), '5');
    const error = thrownBy(() => createUsService({ ...US, maxResults: 11 }));
    assert.ok(error instanceof AddressError && error.option === 'maxResults', String(error));
    assert.equal(usFilterRules.loaded, undefined, 'the rules were imported for a source without filters');
  });

  it('a source with a filter waits for them, then checks and sends it', async () => {
    const waiting = thrownBy(() => createUsService({ ...US, includeOnlyStates: 'CA' }));
    assert.ok(waiting instanceof CodeOnItsWay, String(waiting));
    await waiting.arrival;
    const source = createUsService({ ...US, includeOnlyStates: 'CA' });
    const url = new URL(source.search('1600', undefined).key);
    assert.equal(url.searchParams.get('include_only_states'), 'CA');
    const misconfigured = thrownBy(() => createUsService({ ...US, includeOnlyStates: 'XX' }));
    assert.ok(misconfigured instanceof AddressError && misconfigured.option === 'includeOnlyStates');
  });
});
