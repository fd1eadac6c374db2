import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hasDeepProperties, includes } from '../support/assert.js';
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
    assert.equal(url.origin + url.pathname, `${US_STREET_DEFAULT_BASE_URL}/street-address`);
    assert.equal(url.searchParams.get('secondary'), 'Ste #2');
    includes(url.search, 'secondary=Ste+%232');
    assert.equal(url.searchParams.get('candidates'), '3');
    assert.equal(url.searchParams.has('urbanization'), false);
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
      assert.equal((caught as AddressError).code, 'config');
      assert.equal((caught as AddressError).option, option);
      assert.equal((caught as AddressError).message.startsWith(`${option}: `), true);
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
    hasDeepProperties(candidate, {
      deliveryLine1: '1600 Amphitheatre Pkwy',
      deliveryLine2: '',
      lastLine: 'Mountain View CA 94043-1351',
    });
    assert.deepEqual(candidate!.analysis, { dpv_match_code: 'Y' });
    assert.deepEqual(await verifyUsStreet({ street: 'nowhere' }, { ...context, fetch: fake.fetch }), []);
  });

  it('reports a body that is not an array as bad-response', () => {
    let caught: unknown;
    try {
      parseUsStreetCandidates({ candidates: [] });
    } catch (error) {
      caught = error;
    }
    assert.equal((caught as AddressError).code, 'bad-response');
  });

  // Issue 20: what a proxy that re-encodes JSON may write. A ZIP is read as the US autocomplete reads one: a number is
  // the five digits it lost its leading zeros from; anything else is no address to fill (bad-response).
  const candidate = (components: Record<string, unknown>) => ({
    delivery_line_1: '1 Main St',
    last_line: 'Holtsville NY 00501',
    components: { city_name: 'Holtsville', state_abbreviation: 'NY', ...components },
  });

  it('reads a ZIP written as a number (501 is 00501) and keeps a ZIP written as text', () => {
    const [numeric, text] = parseUsStreetCandidates([candidate({ zipcode: 501 }), candidate({ zipcode: '00501' })]);
    assert.equal(numeric!.components.zipcode, '00501');
    assert.equal(text!.components.zipcode, '00501');
  });

  it('refuses a candidate whose ZIP is neither text nor a five-digit number (bad-response), never an empty ZIP', () => {
    for (const zipcode of [123456789, 1.5, -1, true, {}]) {
      let caught: unknown;
      try {
        parseUsStreetCandidates([candidate({ zipcode })]);
      } catch (error) {
        caught = error;
      }
      assert.equal((caught as AddressError | undefined)?.code, 'bad-response', JSON.stringify(zipcode));
    }
  });
});
