import { expect } from '@open-wc/testing';
import { AddressError, configError, isAbortError } from '../../../src/api/errors.js';

describe('AddressError', () => {
  it('defaults status to 0 and carries the code', () => {
    const error = new AddressError('network', 'offline');
    expect(error.status).to.equal(0);
    expect(error.code).to.equal('network');
    expect(error).to.be.instanceOf(Error);
  });

  it('names the request option in a config error, as "option: rule"', () => {
    const error = configError('maxResults', 'must be a whole number from 1 to 10');
    expect(error.code).to.equal('config');
    expect(error.option).to.equal('maxResults');
    expect(error.message).to.equal('maxResults: must be a whole number from 1 to 10');
    expect(error).to.not.have.property('attribute');
  });

  it('names no option outside config errors', () => {
    expect(new AddressError('server', 'failed', { status: 503 }).option).to.equal(undefined);
  });

  it('recognises only abort rejections as aborts', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).to.equal(true);
    expect(isAbortError(new TypeError('Failed to fetch'))).to.equal(false);
  });
});
