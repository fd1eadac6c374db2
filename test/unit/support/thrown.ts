import { expect } from '@open-wc/testing';
import { AddressError } from '../../src/api/errors.js';

/** The AddressError that `action` throws; fails the test when it throws nothing or something else. */
export function thrown(action: () => unknown): AddressError {
  try {
    action();
  } catch (error) {
    expect(error).to.be.instanceOf(AddressError);
    return error as AddressError;
  }
  throw new Error('expected an AddressError');
}
