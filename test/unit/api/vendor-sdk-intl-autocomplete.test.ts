// The vendor SDK's request-building and response-reading tests of international autocomplete
// (smarty/smartystreets-javascript-sdk, tests/international_address_autocomplete/test_Client.ts and test_Lookup.ts),
// ported to lookupIntl, lookupIntlAddressId and their URL builders, named with the SDK's own words. Where our
// functions deliberately differ, the name says how (docs/reliability/apg-and-other-projects.md). The SDK's language
// tests do not apply: the API spec we implement has no `language` parameter for this service.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import {
  buildIntlAddressIdUrl,
  buildIntlSearchUrl,
  checkIntlOptions,
  lookupIntl,
  lookupIntlAddressId,
  type IntlSearchRequest,
} from '../../../src/api/intl-autocomplete.js';
import { FakeFetch, jsonResponse } from '../support/fake-fetch.js';
import { usePage } from '../support/page.js';
import { thrown } from '../support/thrown.js';

usePage();

const KEY = 'demo-embedded-key';
const context = { embeddedKey: KEY };

function query(request: IntlSearchRequest): Array<[string, string]> {
  return [...buildIntlSearchUrl(request, context).searchParams];
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe("An International Address Autocomplete Client (vendor SDK's tests)", () => {
  it('correctly builds parameter (deliberate difference: country is required, and the service defaults are not sent)', () => {
    // The SDK sends max_results=5 and max_group_results=100 (the service's defaults) and no country.
    assert.equal(thrown(() => query({ search: '(' } as IntlSearchRequest)).option, 'country');
    assert.deepEqual(query({ search: '(', country: 'CAN' }), [
      ['key', KEY],
      ['search', '('],
      ['country', 'CAN'],
    ]);
  });

  it('builds parameters for different country (deliberate difference: an ISO alpha-3 code, not a name)', () => {
    const error = thrown(() => query({ search: '(', country: 'Russia' }));
    assert.equal(error.code, 'config');
    assert.equal(error.option, 'country');
    assert.deepEqual(query({ search: '(', country: 'rus' }), [
      ['key', KEY],
      ['search', '('],
      ['country', 'RUS'],
    ]);
  });

  it('builds parameters with different max results', () => {
    assert.deepEqual(query({ search: '(', country: 'RUS', maxResults: 10 }), [
      ['key', KEY],
      ['search', '('],
      ['country', 'RUS'],
      ['max_results', '10'],
    ]);
  });

  it('builds parameters with different max group results (deliberate difference: sent only where it counts, with an address_id)', () => {
    const options = { country: 'RUS', maxGroupResults: 50 };
    assert.equal(buildIntlSearchUrl({ search: '(', ...options }, context).searchParams.has('max_group_results'), false);
    const url = buildIntlAddressIdUrl({ addressId: '111', ...options }, context);
    assert.equal(url.pathname, '/v2/lookup/111');
    assert.deepEqual(
      [...url.searchParams],
      [
        ['key', KEY],
        ['country', 'RUS'],
        ['max_group_results', '50'],
      ],
    );
  });

  it('builds parameters with geolocation (deliberate difference: for CAN, AUS and DEU only; elsewhere left out with a warning)', () => {
    assert.deepEqual(query({ search: '(', country: 'DEU', geolocation: true }), [
      ['key', KEY],
      ['search', '('],
      ['country', 'DEU'],
      ['geolocation', 'on'],
    ]);
    assert.equal(
      query({ search: '(', country: 'RUS', geolocation: true }).some(([name]) => name === 'geolocation'),
      false,
    );
    assert.equal(checkIntlOptions({ country: 'RUS', geolocation: true }).warnings.length, 1);
  });

  it('builds parameters without a language when it is not set', () => {
    assert.equal(buildIntlSearchUrl({ search: '(', country: 'CAN' }, context).searchParams.has('language'), false);
  });

  it('throws an error if sending without a lookup. (deliberate difference: the documented config AddressError naming country, and nothing is sent)', async () => {
    const fake = new FakeFetch();
    for (const send of [lookupIntl, lookupIntlAddressId] as Array<(request: unknown, context: unknown) => unknown>) {
      for (const request of [undefined, null]) {
        const error = await rejection(Promise.resolve().then(() => send(request, { ...context, fetch: fake.fetch })));
        assert.ok(error instanceof AddressError, `${String(request)}: ${String(error)}`);
        assert.equal(error.code, 'config');
        assert.equal(error.option, 'country');
      }
    }
    assert.equal(fake.calls.length, 0);
  });

  it('attaches suggestions from a response to a lookup', async () => {
    const candidate = {
      street: 'L alleya',
      locality: 'Novosibirsk',
      administrative_area: "Novosibirskaya oblast'",
      postal_code: '40000',
      country_iso3: 'RUS',
    };
    const fake = new FakeFetch().respond(jsonResponse({ candidates: [candidate] }));
    const [suggestion] = await lookupIntl({ search: 'f', country: 'RUS' }, { ...context, fetch: fake.fetch });
    assert.deepEqual(suggestion, {
      kind: 'detail',
      street: 'L alleya',
      locality: 'Novosibirsk',
      administrativeArea: "Novosibirskaya oblast'",
      administrativeAreaShort: '',
      administrativeAreaLong: '',
      postalCode: '40000',
      countryIso3: 'RUS',
      raw: candidate,
    });
  });
});

describe("An International Address Autocomplete lookup (vendor SDK's tests)", () => {
  it('Can be newed up with a prefix (our request is a plain object: its search is sent as given)', () => {
    assert.equal(buildIntlSearchUrl({ search: 'z', country: 'CAN' }, context).searchParams.get('search'), 'z');
  });

  it('Set address ID (an address_id is a path segment, encoded)', () => {
    assert.equal(buildIntlAddressIdUrl({ addressId: '111', country: 'CAN' }, context).pathname, '/v2/lookup/111');
    assert.equal(
      buildIntlAddressIdUrl({ addressId: 'a/b+c', country: 'CAN' }, context).pathname,
      '/v2/lookup/a%2Fb%2Bc',
    );
  });

  it('Set country', () => {
    assert.deepEqual(query({ search: 'z', country: 'RUS' }).at(-1), ['country', 'RUS']);
  });

  it("Set max results (deliberate difference: 1 to 10, the spec's range; 10000 is a config error)", () => {
    const error = thrown(() => query({ search: 'z', country: 'CAN', maxResults: 10000 }));
    assert.equal(error.option, 'maxResults');
  });

  it('Set include only include locality param', () => {
    const sent = query({ search: 'z', country: 'CAN', includeOnlyLocality: 'locality' });
    assert.deepEqual(sent.at(-1), ['include_only_locality', 'locality']);
  });

  it('Set include only include postal code param', () => {
    const sent = query({ search: 'z', country: 'CAN', includeOnlyPostalCode: 'post code' });
    assert.deepEqual(sent.at(-1), ['include_only_postal_code', 'post code']);
  });

  it('Checking defaults of params on instantiation (deliberate difference: nothing but key, search and country is sent unless set)', () => {
    assert.deepEqual(
      query({ search: 'z', country: 'CAN' }).map(([name]) => name),
      ['key', 'search', 'country'],
    );
  });
});
