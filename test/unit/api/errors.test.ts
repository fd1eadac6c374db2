import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError, configError, isAbortError } from '../../../src/api/errors.js';

describe('AddressError', () => {
  it('defaults status to 0 and carries the code', () => {
    const error = new AddressError('network', 'offline');
    assert.equal(error.status, 0);
    assert.equal(error.code, 'network');
    assert.ok(error instanceof Error);
  });

  it('names the request option in a config error, as "option: rule"', () => {
    const error = configError('maxResults', 'must be a whole number from 1 to 10');
    assert.equal(error.code, 'config');
    assert.equal(error.option, 'maxResults');
    assert.equal(error.message, 'maxResults: must be a whole number from 1 to 10');
    assert.ok(!('attribute' in error));
  });

  it('names no option outside config errors', () => {
    assert.equal(new AddressError('server', 'failed', { status: 503 }).option, undefined);
  });

  it('recognises only abort rejections as aborts', () => {
    const controller = new AbortController();
    controller.abort();
    assert.equal(isAbortError(controller.signal.reason), true);
    assert.equal(isAbortError(new TypeError('Failed to fetch')), false);
  });
});
