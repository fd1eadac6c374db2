import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';

/** The AddressError that `action` throws; fails the test when it throws nothing or something else. */
export function thrown(action: () => unknown): AddressError {
  try {
    action();
  } catch (error) {
    assert.ok(error instanceof AddressError, `expected an AddressError, got ${String(error)}`);
    return error;
  }
  throw new Error('expected an AddressError');
}
