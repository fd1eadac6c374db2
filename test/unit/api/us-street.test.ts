import { expect } from '@open-wc/testing';
import { AddressError } from '../../../src/api/errors.js';
import {
  buildUsStreetUrl,
  parseUsStreetCandidates,
  US_STREET_DEFAULT_BASE_URL,
  verifyUsStreet,
} from '../../../src/api/us-street.js';
import { FakeFetch, jsonResponse } from '../support/fake-fetch.js';

const context = { embeddedKey: 'demo-embedded-key' };

describe('US Street verification (GET)', () => {
  it('sends one address as query parameters to /street-address', () => {
    const url = buildUsStreetUrl(
      {
        street: '1600 Amphitheatre Pkwy',
        secondary: 'Ste #2',
        city: 'Mountain View',
        state: 'CA',
        zipcode: '94043',
        candidates: 3,
      },
      context,
    );
    expect(url.origin + url.pathname).to.equal(`${US_STREET_DEFAULT_BASE_URL}/street-address`);
    expect(url.searchParams.get('secondary')).to.equal('Ste #2');
    expect(url.search).to.contain('secondary=Ste+%232');
    expect(url.searchParams.get('candidates')).to.equal('3');
    expect(url.searchParams.has('urbanization')).to.equal(false);
  });

  it('checks candidates and match before any request, naming the option', () => {
    for (const [request, option] of [
      [{ street: 'x', candidates: 11 }, 'candidates'],
      [{ street: 'x', candidates: Number.NaN }, 'candidates'],
      [{ street: 'x', match: 'loose' as 'strict' }, 'match'],
    ] as const) {
      let caught: unknown;
      try {
        buildUsStreetUrl(request, context);
      } catch (error) {
        caught = error;
      }
      expect((caught as AddressError).code).to.equal('config');
      expect((caught as AddressError).option).to.equal(option);
      expect((caught as AddressError).message.startsWith(`${option}: `)).to.equal(true);
    }
  });

  it('parses an array of candidates and an empty array', async () => {
    const fake = new FakeFetch().respond(
      jsonResponse([
        {
          delivery_line_1: '1600 Amphitheatre Pkwy',
          last_line: 'Mountain View CA 94043-1351',
          components: { zipcode: '94043', plus4_code: '1351' },
          metadata: { rdi: 'Commercial' },
          analysis: { dpv_match_code: 'Y' },
        },
      ]),
      jsonResponse([]),
    );
    const [candidate] = await verifyUsStreet(
      { street: '1600 amphitheatre pkwy 94043' },
      { ...context, fetch: fake.fetch },
    );
    expect(candidate).to.deep.include({
      deliveryLine1: '1600 Amphitheatre Pkwy',
      deliveryLine2: '',
      lastLine: 'Mountain View CA 94043-1351',
    });
    expect(candidate!.analysis).to.deep.equal({ dpv_match_code: 'Y' });
    expect(await verifyUsStreet({ street: 'nowhere' }, { ...context, fetch: fake.fetch })).to.deep.equal([]);
  });

  it('reports a body that is not an array as bad-response', () => {
    let caught: unknown;
    try {
      parseUsStreetCandidates({ candidates: [] });
    } catch (error) {
      caught = error;
    }
    expect((caught as AddressError).code).to.equal('bad-response');
  });
});
