import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deepIncludes, hasDeepProperties, includes, includesMembers } from '../support/assert.js';
import { AddressError } from '../../../src/api/errors.js';
import {
  buildIntlAddressIdUrl,
  buildIntlSearchUrl,
  checkIntlOptions,
  INTL_DEFAULT_BASE_URL,
  lookupIntl,
  lookupIntlAddressId,
  parseIntlCandidates,
  type IntlOptions,
} from '../../../src/api/intl-autocomplete.js';
import { INTL_SUPPORTED_COUNTRIES } from '../../../src/api/intl-countries.js';
import { FakeFetch, fixtureJson, jsonResponse } from '../support/fake-fetch.js';
import { usePage } from '../support/page.js';

usePage();

const context = { embeddedKey: 'demo-embedded-key' };
/** The query parameters the options check gives (its warnings are tested on their own). */
const intlOptionParams = (options: IntlOptions) => checkIntlOptions(options).params;

function configErrorOf(options: IntlOptions): AddressError {
  try {
    intlOptionParams(options);
  } catch (error) {
    assert.ok(error instanceof AddressError);
    assert.equal((error as AddressError).code, 'config');
    return error as AddressError;
  }
  throw new Error('expected a config error');
}

describe('international options', () => {
  it('knows the 240 supported countries of the spec, without USA', () => {
    assert.equal(INTL_SUPPORTED_COUNTRIES.size, 240);
    assert.equal(INTL_SUPPORTED_COUNTRIES.has('CAN'), true);
    assert.equal(INTL_SUPPORTED_COUNTRIES.has('USA'), false);
  });

  it('requires a country', () => {
    assert.equal(configErrorOf({ country: '' }).option, 'country');
  });

  it('requires a country from plain JavaScript too: a missing or non-string country is a config error, not a TypeError', async () => {
    // What a page without TypeScript can send (the SDK's own tests build a lookup without a country).
    for (const country of [undefined, null, 124]) {
      assert.equal(configErrorOf({ country } as unknown as IntlOptions).option, 'country');
    }
    const fetch = new FakeFetch();
    await assert.rejects(
      lookupIntl({ search: '10 Downing' } as unknown as Parameters<typeof lookupIntl>[0], {
        ...context,
        fetch: fetch.fetch,
      }),
      (error: unknown) => error instanceof AddressError && error.code === 'config' && error.option === 'country',
    );
    assert.equal(fetch.calls.length, 0);
  });

  it('requires the search text and the address_id as text: a missing one is a config error naming it, and nothing is sent', async () => {
    const fetch = new FakeFetch();
    const withFetch = { ...context, fetch: fetch.fetch };
    const isConfigError = (option: string) => (error: unknown) =>
      error instanceof AddressError && error.code === 'config' && error.option === option;
    await assert.rejects(
      lookupIntl({ country: 'GBR' } as Parameters<typeof lookupIntl>[0], withFetch),
      isConfigError('search'),
    );
    await assert.rejects(
      lookupIntlAddressId({ country: 'GBR' } as Parameters<typeof lookupIntlAddressId>[0], withFetch),
      isConfigError('addressId'),
    );
    assert.equal(fetch.calls.length, 0);
  });

  it('points USA to the US element', () => {
    const error = configErrorOf({ country: 'USA' });
    assert.equal(error.option, 'country');
    includes(error.message, 'us-address-autocomplete');
  });

  it('refuses codes that are not supported alpha-3 codes', () => {
    assert.equal(configErrorOf({ country: 'CA' }).option, 'country');
    assert.equal(configErrorOf({ country: 'Canada' }).option, 'country');
    assert.equal(configErrorOf({ country: 'XYZ' }).option, 'country');
  });

  it('accepts a supported code in any case and sends it upper case', () => {
    assert.deepEqual(intlOptionParams({ country: ' can ' })[0], ['country', 'CAN']);
  });

  it('sends geolocation for CAN, AUS and DEU only, without a warning', () => {
    for (const country of ['CAN', 'AUS', 'deu']) {
      deepIncludes(intlOptionParams({ country, geolocation: true }), ['geolocation', 'on']);
      assert.deepEqual(checkIntlOptions({ country, geolocation: true }).warnings, []);
    }
    deepIncludes(intlOptionParams({ country: 'GBR', geolocation: false }), ['geolocation', undefined]);
    assert.deepEqual(checkIntlOptions({ country: 'GBR', geolocation: false }).warnings, []);
  });

  it('leaves geolocation out for another country with a warning naming it and the country, instead of refusing', () => {
    // The country may come from the form's country field: choosing GBR must not stop the lookups.
    const { params, warnings } = checkIntlOptions({ country: 'gbr', geolocation: true });
    deepIncludes(params, ['geolocation', undefined]);
    deepIncludes(params, ['country', 'GBR']);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /^geolocation /);
    includes(warnings[0], 'GBR');
    includes(warnings[0], 'CAN, AUS and DEU');
    deepIncludes(intlOptionParams({ country: 'FRA', geolocation: true }), ['geolocation', undefined]);
  });

  it('sends no geolocation parameter for another country', () => {
    const url = buildIntlSearchUrl({ country: 'GBR', geolocation: true, search: '10 Downing' }, context);
    assert.equal(url.searchParams.has('geolocation'), false);
    assert.equal(url.searchParams.get('country'), 'GBR');
  });

  it('allows a locality or a postal-code filter, not both', () => {
    deepIncludes(intlOptionParams({ country: 'GBR', includeOnlyLocality: 'London,Leeds' }), [
      'include_only_locality',
      'London,Leeds',
    ]);
    deepIncludes(intlOptionParams({ country: 'GBR', includeOnlyPostalCode: 'SW1A' }), [
      'include_only_postal_code',
      'SW1A',
    ]);
    const error = configErrorOf({ country: 'GBR', includeOnlyLocality: 'London', includeOnlyPostalCode: 'SW1A' });
    assert.equal(error.option, 'includeOnlyPostalCode');
    assert.equal(
      error.message,
      'includeOnlyPostalCode: cannot be combined with includeOnlyLocality: use one of the two',
    );
  });

  it('checks maxResults 1–10 and maxGroupResults 1–100', () => {
    includesMembers(intlOptionParams({ country: 'FRA', maxResults: 1, maxGroupResults: 100 }), [
      ['max_results', 1],
      ['max_group_results', 100],
    ]);
    intlOptionParams({ country: 'FRA', maxResults: 10, maxGroupResults: 1 });
    assert.equal(configErrorOf({ country: 'FRA', maxResults: 0 }).option, 'maxResults');
    assert.equal(configErrorOf({ country: 'FRA', maxResults: 11 }).option, 'maxResults');
    assert.equal(configErrorOf({ country: 'FRA', maxGroupResults: 101 }).option, 'maxGroupResults');
    assert.equal(configErrorOf({ country: 'FRA', maxGroupResults: 1.5 }).option, 'maxGroupResults');
  });
});

describe('international requests', () => {
  it('searches GET /v2/lookup with country, search and the search options', () => {
    const url = buildIntlSearchUrl(
      { country: 'CAN', search: '123 Main', maxResults: 7, maxGroupResults: 20, geolocation: true },
      context,
    );
    assert.equal(url.origin + url.pathname, `${INTL_DEFAULT_BASE_URL}/v2/lookup`);
    assert.deepEqual(
      [...url.searchParams],
      [
        ['key', 'demo-embedded-key'],
        ['search', '123 Main'],
        ['country', 'CAN'],
        ['max_results', '7'],
        ['geolocation', 'on'],
      ],
    );
  });

  it('sends native scripts as UTF-8 and cuts search to 32 code points', () => {
    const url = buildIntlSearchUrl({ country: 'JPN', search: '東京都千代田区'.repeat(6) }, context);
    const sent = url.searchParams.get('search')!;
    assert.equal(Array.from(sent).length, 32);
    includes(url.search, '%E6%9D%B1%E4%BA%AC');
  });

  it('drills down with the address_id as an encoded path segment, without search', () => {
    const url = buildIntlAddressIdUrl(
      { country: 'CAN', addressId: 'a/b+c=d?e#f', maxGroupResults: 25, maxResults: 3 },
      { ...context, baseUrl: '/international-autocomplete' },
    );
    assert.equal(url.pathname, '/international-autocomplete/v2/lookup/a%2Fb%2Bc%3Dd%3Fe%23f');
    assert.equal(url.searchParams.has('search'), false);
    assert.equal(url.searchParams.has('max_results'), false);
    assert.equal(url.searchParams.get('max_group_results'), '25');
    assert.equal(url.searchParams.get('country'), 'CAN');
  });

  it('parses the OpenAPI summary and detail examples', async () => {
    const fake = new FakeFetch().respond(
      jsonResponse(await fixtureJson('intl-v2-summary.openapi-example.json')),
      jsonResponse(await fixtureJson('intl-v2-detail.openapi-example.json')),
    );
    const [summary] = await lookupIntl({ country: 'CAN', search: '123 Main' }, { ...context, fetch: fake.fetch });
    hasDeepProperties(summary, {
      kind: 'summary',
      entries: 12,
      addressText: '123 Main St Winnipeg, MB, R3C',
      addressId: 'PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI+NjEgLCtSTk1M',
    });
    const [detail] = await lookupIntlAddressId(
      { country: 'CAN', addressId: 'PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI+NjEgLCtSTk1M' },
      { ...context, fetch: fake.fetch },
    );
    assert.equal(fake.lastUrl.pathname, '/v2/lookup/PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI%2BNjEgLCtSTk1M');
    hasDeepProperties(detail, {
      kind: 'detail',
      street: '1-123 Main St',
      locality: 'Fredericton',
      administrativeArea: 'NB',
      administrativeAreaShort: 'NB',
      administrativeAreaLong: 'New Brunswick',
      postalCode: 'E3A 1C7',
      countryIso3: 'CAN',
    });
  });

  it('parses the widget mocks: an ambiguous detail gives several detail candidates', async () => {
    const mocks = (await fixtureJson('intl-v2.smarty-address-test-mocks.json')) as Record<string, unknown>;
    const ambiguous = parseIntlCandidates(mocks['ambiguous_detail_for_ambig-id']);
    assert.deepEqual(
      ambiguous.map((candidate) => candidate.kind),
      ['detail', 'detail'],
    );
    const summary = parseIntlCandidates(mocks.summary);
    hasDeepProperties(summary[0], { kind: 'summary', entries: 0, addressId: 'summary-id-1' });
  });

  it('parses the SDK and legacy detail-shaped candidates', async () => {
    const sdk = parseIntlCandidates(await fixtureJson('intl-v2.js-sdk-test.json'));
    hasDeepProperties(sdk[0], {
      kind: 'detail',
      locality: 'Novosibirsk',
      countryIso3: 'RUS',
      administrativeAreaShort: '',
    });
    const legacy = parseIntlCandidates(await fixtureJson('intl-v1-legacy.real-response.ruby-sdk-issue-35.json'));
    assert.equal(legacy.length, 4);
  });

  it('treats candidates: null as empty and other shapes as bad-response', () => {
    assert.deepEqual(parseIntlCandidates({ candidates: null }), []);
    for (const body of [null, { suggestions: [] }, { candidates: 'x' }]) {
      let caught: unknown;
      try {
        parseIntlCandidates(body);
      } catch (error) {
        caught = error;
      }
      assert.equal((caught as AddressError).code, 'bad-response', JSON.stringify(body));
    }
  });

  it('leaves out a candidate it cannot read, keeps the others and reports it once (bad-response)', () => {
    const good = { address_id: 'a1', address_text: '1 Main St, Toronto, ON', entries: 1 };
    const problems: AddressError[] = [];
    const parsed = parseIntlCandidates(
      {
        candidates: [42, good, { entries: 1 }, { ...good, entries: 'x' }, { ...good, address_id: 'a2', entries: '3' }],
      },
      (problem) => problems.push(problem),
    );
    assert.deepEqual(
      parsed.map((candidate) => candidate.kind === 'summary' && [candidate.addressId, candidate.entries]),
      [
        ['a1', 1],
        ['a2', 3],
      ],
    );
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.code, 'bad-response');
    includes(problems[0]!.message, '3 of 5 candidates');
  });

  it('leaves out a detail whose postal code is not text (a number has lost what cannot be told back: DEU 01067)', () => {
    const detail = { street: 'Hauptstraße 1', locality: 'Dresden', country_iso3: 'DEU' };
    const problems: AddressError[] = [];
    const parsed = parseIntlCandidates(
      { candidates: [{ ...detail, postal_code: 1067 }, { ...detail, postal_code: '01067' }, detail] },
      (problem) => problems.push(problem),
    );
    assert.deepEqual(
      parsed.map((candidate) => candidate.kind === 'detail' && candidate.postalCode),
      ['01067', ''],
    );
    assert.equal(problems.length, 1);
    includes(problems[0]!.message, '1 of 3 candidates');
  });
});
