import { expect } from '@open-wc/testing';
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

const context = { embeddedKey: 'demo-embedded-key' };
/** The query parameters the options check gives (its warnings are tested on their own). */
const intlOptionParams = (options: IntlOptions) => checkIntlOptions(options).params;

function configErrorOf(options: IntlOptions): AddressError {
  try {
    intlOptionParams(options);
  } catch (error) {
    expect(error).to.be.instanceOf(AddressError);
    expect((error as AddressError).code).to.equal('config');
    return error as AddressError;
  }
  throw new Error('expected a config error');
}

describe('international options', () => {
  it('knows the 240 supported countries of the spec, without USA', () => {
    expect(INTL_SUPPORTED_COUNTRIES.size).to.equal(240);
    expect(INTL_SUPPORTED_COUNTRIES.has('CAN')).to.equal(true);
    expect(INTL_SUPPORTED_COUNTRIES.has('USA')).to.equal(false);
  });

  it('requires a country', () => {
    expect(configErrorOf({ country: '' }).option).to.equal('country');
  });

  it('points USA to the US element', () => {
    const error = configErrorOf({ country: 'USA' });
    expect(error.option).to.equal('country');
    expect(error.message).to.contain('us-address-autocomplete');
  });

  it('refuses codes that are not supported alpha-3 codes', () => {
    expect(configErrorOf({ country: 'CA' }).option).to.equal('country');
    expect(configErrorOf({ country: 'Canada' }).option).to.equal('country');
    expect(configErrorOf({ country: 'XYZ' }).option).to.equal('country');
  });

  it('accepts a supported code in any case and sends it upper case', () => {
    expect(intlOptionParams({ country: ' can ' })[0]).to.deep.equal(['country', 'CAN']);
  });

  it('sends geolocation for CAN, AUS and DEU only, without a warning', () => {
    for (const country of ['CAN', 'AUS', 'deu']) {
      expect(intlOptionParams({ country, geolocation: true })).to.deep.include(['geolocation', 'on']);
      expect(checkIntlOptions({ country, geolocation: true }).warnings).to.deep.equal([]);
    }
    expect(intlOptionParams({ country: 'GBR', geolocation: false })).to.deep.include(['geolocation', undefined]);
    expect(checkIntlOptions({ country: 'GBR', geolocation: false }).warnings).to.deep.equal([]);
  });

  it('leaves geolocation out for another country with a warning naming it and the country, instead of refusing', () => {
    // The country may come from the form's country field: choosing GBR must not stop the lookups.
    const { params, warnings } = checkIntlOptions({ country: 'gbr', geolocation: true });
    expect(params).to.deep.include(['geolocation', undefined]);
    expect(params).to.deep.include(['country', 'GBR']);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/^geolocation /);
    expect(warnings[0]).to.contain('GBR');
    expect(warnings[0]).to.contain('CAN, AUS and DEU');
    expect(intlOptionParams({ country: 'FRA', geolocation: true })).to.deep.include(['geolocation', undefined]);
  });

  it('sends no geolocation parameter for another country', () => {
    const url = buildIntlSearchUrl({ country: 'GBR', geolocation: true, search: '10 Downing' }, context);
    expect(url.searchParams.has('geolocation')).to.equal(false);
    expect(url.searchParams.get('country')).to.equal('GBR');
  });

  it('allows a locality or a postal-code filter, not both', () => {
    expect(intlOptionParams({ country: 'GBR', includeOnlyLocality: 'London,Leeds' })).to.deep.include([
      'include_only_locality',
      'London,Leeds',
    ]);
    expect(intlOptionParams({ country: 'GBR', includeOnlyPostalCode: 'SW1A' })).to.deep.include([
      'include_only_postal_code',
      'SW1A',
    ]);
    const error = configErrorOf({ country: 'GBR', includeOnlyLocality: 'London', includeOnlyPostalCode: 'SW1A' });
    expect(error.option).to.equal('includeOnlyPostalCode');
    expect(error.message).to.equal(
      'includeOnlyPostalCode: cannot be combined with includeOnlyLocality: use one of the two',
    );
  });

  it('checks maxResults 1–10 and maxGroupResults 1–100', () => {
    expect(intlOptionParams({ country: 'FRA', maxResults: 1, maxGroupResults: 100 })).to.deep.include.members([
      ['max_results', 1],
      ['max_group_results', 100],
    ]);
    intlOptionParams({ country: 'FRA', maxResults: 10, maxGroupResults: 1 });
    expect(configErrorOf({ country: 'FRA', maxResults: 0 }).option).to.equal('maxResults');
    expect(configErrorOf({ country: 'FRA', maxResults: 11 }).option).to.equal('maxResults');
    expect(configErrorOf({ country: 'FRA', maxGroupResults: 101 }).option).to.equal('maxGroupResults');
    expect(configErrorOf({ country: 'FRA', maxGroupResults: 1.5 }).option).to.equal('maxGroupResults');
  });
});

describe('international requests', () => {
  it('searches GET /v2/lookup with country, search and the search options', () => {
    const url = buildIntlSearchUrl(
      { country: 'CAN', search: '123 Main', maxResults: 7, maxGroupResults: 20, geolocation: true },
      context,
    );
    expect(url.origin + url.pathname).to.equal(`${INTL_DEFAULT_BASE_URL}/v2/lookup`);
    expect([...url.searchParams]).to.deep.equal([
      ['key', 'demo-embedded-key'],
      ['search', '123 Main'],
      ['country', 'CAN'],
      ['max_results', '7'],
      ['geolocation', 'on'],
    ]);
  });

  it('sends native scripts as UTF-8 and cuts search to 32 code points', () => {
    const url = buildIntlSearchUrl({ country: 'JPN', search: '東京都千代田区'.repeat(6) }, context);
    const sent = url.searchParams.get('search')!;
    expect(Array.from(sent)).to.have.length(32);
    expect(url.search).to.contain('%E6%9D%B1%E4%BA%AC');
  });

  it('drills down with the address_id as an encoded path segment, without search', () => {
    const url = buildIntlAddressIdUrl(
      { country: 'CAN', addressId: 'a/b+c=d?e#f', maxGroupResults: 25, maxResults: 3 },
      { ...context, baseUrl: '/international-autocomplete' },
    );
    expect(url.pathname).to.equal('/international-autocomplete/v2/lookup/a%2Fb%2Bc%3Dd%3Fe%23f');
    expect(url.searchParams.has('search')).to.equal(false);
    expect(url.searchParams.has('max_results')).to.equal(false);
    expect(url.searchParams.get('max_group_results')).to.equal('25');
    expect(url.searchParams.get('country')).to.equal('CAN');
  });

  it('parses the OpenAPI summary and detail examples', async () => {
    const fake = new FakeFetch().respond(
      jsonResponse(await fixtureJson('intl-v2-summary.openapi-example.json')),
      jsonResponse(await fixtureJson('intl-v2-detail.openapi-example.json')),
    );
    const [summary] = await lookupIntl({ country: 'CAN', search: '123 Main' }, { ...context, fetch: fake.fetch });
    expect(summary).to.deep.include({
      kind: 'summary',
      entries: 12,
      addressText: '123 Main St Winnipeg, MB, R3C',
      addressId: 'PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI+NjEgLCtSTk1M',
    });
    const [detail] = await lookupIntlAddressId(
      { country: 'CAN', addressId: 'PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI+NjEgLCtSTk1M' },
      { ...context, fetch: fake.fetch },
    );
    expect(fake.lastUrl.pathname).to.equal('/v2/lookup/PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI%2BNjEgLCtSTk1M');
    expect(detail).to.deep.include({
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
    expect(ambiguous.map((candidate) => candidate.kind)).to.deep.equal(['detail', 'detail']);
    const summary = parseIntlCandidates(mocks.summary);
    expect(summary[0]).to.deep.include({ kind: 'summary', entries: 0, addressId: 'summary-id-1' });
  });

  it('parses the SDK and legacy detail-shaped candidates', async () => {
    const sdk = parseIntlCandidates(await fixtureJson('intl-v2.js-sdk-test.json'));
    expect(sdk[0]).to.deep.include({
      kind: 'detail',
      locality: 'Novosibirsk',
      countryIso3: 'RUS',
      administrativeAreaShort: '',
    });
    const legacy = parseIntlCandidates(await fixtureJson('intl-v1-legacy.real-response.ruby-sdk-issue-35.json'));
    expect(legacy).to.have.length(4);
  });

  it('treats candidates: null as empty and other shapes as bad-response', () => {
    expect(parseIntlCandidates({ candidates: null })).to.deep.equal([]);
    for (const body of [
      null,
      { suggestions: [] },
      { candidates: 'x' },
      { candidates: [42] },
      { candidates: [{ entries: 1 }] },
    ]) {
      let caught: unknown;
      try {
        parseIntlCandidates(body);
      } catch (error) {
        caught = error;
      }
      expect((caught as AddressError).code, JSON.stringify(body)).to.equal('bad-response');
    }
  });
});
