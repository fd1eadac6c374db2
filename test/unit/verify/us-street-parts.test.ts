// The parts of a US Street answer the verifier writes into the form, read as the api layer reads a candidate: a ZIP
// written as a number (a proxy's re-encoding) is the five digits it lost its leading zeros from (issue 20).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { withZip4 } from '../../../src/core/verify/us-street-parts.js';
import { candidateChoice } from '../../../src/core/verify/replaced-address.js';

const address = {
  line1: '1 Main St',
  line2: '',
  city: 'Holtsville',
  region: 'NY',
  postalCode: '00501',
  country: 'USA',
};
const candidate = {
  delivery_line_1: '1 Main St',
  last_line: 'Holtsville NY 00501-1234',
  components: { city_name: 'Holtsville', state_abbreviation: 'NY', zipcode: 501, plus4_code: '1234' },
};

describe('US Street parts: a ZIP written as a number', () => {
  it('is the five digits in ZIP+4 (verify-zip4)', () => {
    const verified = withZip4(address, { status: 'verified', candidate }, true);
    assert.equal(verified.postalCode, '00501-1234');
  });

  it('is the five digits in the address a pasted or autofilled one is offered as', () => {
    assert.equal(candidateChoice(candidate, 'us-v2').address.postalCode, '00501');
  });
});
