// The address the DOM tests of the form's fields fill (1 Main St, Apt 4, Springfield IL 62701), with the ways its
// state and country may be written; a test that needs another line 2 (none: '') passes it.
import type { FillRequest } from '../../src/form/form-filler.js';

export function springfieldRequest(line2 = 'Apt 4'): FillRequest {
  return {
    address: {
      line1: '1 Main St',
      line2,
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'USA',
    },
    regionAliases: ['IL', 'Illinois'],
    countryAliases: ['USA', 'US', 'United States'],
    countryName: 'United States',
  };
}
