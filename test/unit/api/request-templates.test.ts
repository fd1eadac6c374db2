import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hasDeepProperties, includes } from '../support/assert.js';
import {
  buildIntlAddressIdUrl,
  buildIntlSearchUrl,
  fetchIntlCandidates,
  prepareIntlLookup,
  type IntlOptions,
} from '../../../src/api/intl-autocomplete.js';
import { fetchUsSuggestions, prepareUsLookup } from '../../../src/api/us-autocomplete.js';
import { buildUsProUrl } from '../../../src/api/us-autocomplete-pro.js';
import { buildUsV2Url } from '../../../src/api/us-autocomplete-v2.js';
import { usFilterParams, type UsApi, type UsFilterOptions } from '../../../src/api/us-filters.js';
import { FakeFetch, jsonResponse } from '../support/fake-fetch.js';
import { thrown } from '../support/thrown.js';
import { baseUriReads, usePage } from '../support/page.js';

usePage();

const context = { embeddedKey: 'demo-embedded-key' };

/** Texts that exercise the encoding and the 32-code-point cut. */
const TEXTS = [
  '',
  '1600 Amph',
  'A+B & C=D #4',
  ' lead and trail ',
  '東京都千代田区'.repeat(6),
  '🏠'.repeat(40),
  'x'.repeat(40),
];
const BASES = [undefined, '/us-autocomplete/', 'https://proxy.test/smarty//', '/sim?simulator_fault=latency:50#frag'];

const US_OPTIONS: UsFilterOptions[] = [
  {},
  { includeOnlyStates: ' CA;NV ', maxResults: 5, source: 'all' },
  { includeOnlyZipCodes: '90210;10001', preferRatio: 30 },
  {
    includeOnlyCities: 'Denver,Aurora,CO;Provo,UT',
    includeOnlyStates: 'co;CA',
    preferStates: 'NV',
    preferGeolocation: 'city',
  },
];
const SELECTED = [undefined, '', 'AhiJ123kLmn', '1600 Pennsylvania Ave Apt (20) Miami Beach FL 33139'];

/**
 * Options and a context whose every read is counted: a template that checked or read anything again per request
 * would count up. The counters are the test: they can fail, which "did not throw" could not.
 */
function counted<T extends object>(target: T): { value: T; reads: () => number } {
  let reads = 0;
  const value = new Proxy(target, {
    get(object, property, receiver) {
      reads += 1;
      return Reflect.get(object, property, receiver);
    },
    has(object, property) {
      reads += 1;
      return Reflect.has(object, property);
    },
    ownKeys(object) {
      reads += 1;
      return Reflect.ownKeys(object);
    },
  });
  return { value, reads: () => reads };
}

/** Counts reads of document.baseURI, against which relative base URLs resolve (test/unit/support/page.ts). */
function countBaseUriReads(): { reads: () => number; restore: () => void } {
  const start = baseUriReads();
  return { reads: () => baseUriReads() - start, restore: () => {} };
}

describe('prepareUsLookup', () => {
  it('throws the config errors, naming the option, before any URL exists', () => {
    assert.equal(thrown(() => prepareUsLookup('v2', {}, { embeddedKey: ' ' })).option, 'embeddedKey');
    assert.equal(thrown(() => prepareUsLookup('pro', {}, { ...context, baseUrl: 'ftp://x.test' })).option, 'baseUrl');
    assert.equal(
      thrown(() => prepareUsLookup('v2', { maxResults: Number.NaN }, context)).message,
      'maxResults: must be a whole number from 1 to 10; got NaN',
    );
    const conflict = thrown(() =>
      prepareUsLookup('v2', { includeOnlyZipCodes: '90210', includeOnlyStates: 'CA' }, context),
    );
    assert.equal(conflict.code, 'config');
    assert.equal(conflict.option, 'includeOnlyZipCodes');
    includes(conflict.message, 'cannot be combined with includeOnlyStates (spec rule 3)');
    assert.equal(thrown(() => prepareUsLookup('pro', { exclude: 'po-box' }, context)).option, 'exclude');
  });

  it('checks the filters first, then the key, then the base URL (as a one-off request always did)', () => {
    const everythingWrong = { embeddedKey: '', baseUrl: 'ftp://x.test' };
    assert.equal(thrown(() => prepareUsLookup('v2', { preferRatio: 101 }, everythingWrong)).option, 'preferRatio');
    assert.equal(thrown(() => prepareUsLookup('v2', {}, { embeddedKey: '' })).option, 'embeddedKey');
    assert.equal(thrown(() => prepareUsLookup('v2', { preferRatio: 100 }, everythingWrong)).option, 'baseUrl');
  });

  for (const api of ['v2', 'pro'] as const) {
    const build = api === 'v2' ? buildUsV2Url : buildUsProUrl;

    it(`${api}: url() gives the URL a one-off request builds, for every text, base, option set and selected`, () => {
      let compared = 0;
      for (const baseUrl of BASES) {
        for (const options of US_OPTIONS) {
          const template = prepareUsLookup(api, options, { ...context, baseUrl });
          for (const search of TEXTS) {
            for (const selected of SELECTED) {
              const expected = build({ ...options, search, selected }, { ...context, baseUrl }).href;
              assert.equal(template.url(search, selected).href, expected);
              compared += 1;
            }
          }
        }
      }
      assert.equal(compared, BASES.length * US_OPTIONS.length * TEXTS.length * SELECTED.length);
    });

    it(`${api}: carries the api and the rule-2 and rule-8 warnings, frozen`, () => {
      const options = US_OPTIONS[3]!;
      const template = prepareUsLookup(api, options, context);
      assert.equal(template.api, api);
      assert.deepEqual(template.warnings, usFilterParams(options, api).warnings);
      assert.equal(template.warnings.length, 2);
      includes(template.warnings[0], 'includeOnlyCities names cities in CO, which includeOnlyStates also lists');
      includes(template.warnings[1], 'preferGeolocation is "city" together with includeOnlyCities');
      includes(template.warnings[1], '(spec rule 8)');
      assert.equal(Object.isFrozen(template), true);
      assert.equal(Object.isFrozen(template.warnings), true);
      assert.throws(() => {
        (template as { api: UsApi }).api = api === 'v2' ? 'pro' : 'v2';
      }, TypeError);
    });
  }

  it('v2: key, search (cut to 32 code points), filters in their fixed order, then selected', () => {
    const template = prepareUsLookup(
      'v2',
      { exclude: 'po-box', source: 'all', includeOnlyZipCodes: '90210', maxResults: 5, preferRatio: 40 },
      { embeddedKey: ' k ' },
    );
    assert.equal(
      template.url(`#4 ${'x'.repeat(40)}`, 'AhiJ 123').href,
      'https://us-autocomplete.api.smarty.com/v2/lookup?key=k&search=%234+' +
        `${'x'.repeat(29)}&max_results=5&include_only_zip_codes=90210&prefer_ratio=40` +
        '&prefer_geolocation=none&source=all&exclude=po-box&selected=AhiJ+123',
    );
  });

  it('sends prefer_geolocation=none with a city or state filter when preferGeolocation is unset (rules 4 and 8)', () => {
    const base = 'https://us-autocomplete.api.smarty.com/v2/lookup?key=demo-embedded-key&search=1+Main';
    const url = (options: UsFilterOptions): string => prepareUsLookup('v2', options, context).url('1 Main').href;
    assert.equal(url({ includeOnlyStates: 'CA;NV' }), `${base}&include_only_states=CA%3BNV&prefer_geolocation=none`);
    assert.equal(
      url({ includeOnlyCities: 'Denver,CO' }),
      `${base}&include_only_cities=Denver%2CCO&prefer_geolocation=none`,
    );
    assert.equal(
      url({ excludeStates: 'CA', preferStates: 'NV' }),
      `${base}&exclude_states=CA&prefer_states=NV&prefer_geolocation=none`,
    );
    assert.equal(url({ preferStates: 'NV' }), `${base}&prefer_states=NV`);
    const city = prepareUsLookup('pro', { excludeStates: 'CA', preferGeolocation: 'city' }, context);
    assert.equal(
      city.url('1 Main').href,
      'https://us-autocomplete-pro.api.smarty.com/lookup?key=demo-embedded-key&search=1+Main&exclude_states=CA' +
        '&prefer_geolocation=city',
    );
    assert.equal(city.warnings.length, 1);
    includes(city.warnings[0]!, 'excludeStates');
    includes(city.warnings[0]!, '(spec rules 4 and 8)');
  });

  it('sends state codes and keywords upper case, cities as written', () => {
    const base = 'https://us-autocomplete.api.smarty.com/v2/lookup?key=demo-embedded-key&search=1+Main';
    assert.equal(
      prepareUsLookup('v2', { includeOnlyStates: 'contiguous' }, context).url('1 Main').href,
      `${base}&include_only_states=CONTIGUOUS&prefer_geolocation=none`,
    );
    assert.equal(
      prepareUsLookup(
        'v2',
        { includeOnlyCities: 'denver,co', preferStates: 'nv;Ut', preferGeolocation: 'none' },
        context,
      ).url('1 Main').href,
      `${base}&include_only_cities=denver%2CCO&prefer_states=NV%3BUT&prefer_geolocation=none`,
    );
    assert.equal(thrown(() => prepareUsLookup('pro', { excludeStates: 'XX' }, context)).option, 'excludeStates');
  });

  it('Pro: sends the whole search and the selected value last', () => {
    const template = prepareUsLookup('pro', { preferStates: 'CO' }, { ...context, baseUrl: 'https://proxy.test/pro/' });
    const search = 'y'.repeat(40);
    assert.equal(
      template.url(search, '5 Elm St (3) Troy NY 12180').href,
      `https://proxy.test/pro/lookup?key=demo-embedded-key&search=${search}&prefer_states=CO` +
        '&selected=5+Elm+St+%283%29+Troy+NY+12180',
    );
  });

  it('url() reads no option, no context and no page base again, however many texts it is given', () => {
    const options = counted<UsFilterOptions>({ includeOnlyCities: 'Denver,CO', preferRatio: 20, source: 'postal' });
    const ctx = counted({ ...context, baseUrl: '/us-autocomplete' });
    const baseUri = countBaseUriReads();
    try {
      const template = prepareUsLookup('v2', options.value, ctx.value);
      const [optionReads, contextReads, baseUriReads] = [options.reads(), ctx.reads(), baseUri.reads()];
      assert.ok(optionReads > 0);
      assert.ok(contextReads > 0);
      assert.equal(baseUriReads, 1);
      for (let i = 0; i < 200; i += 1) template.url(`${i} Main St`, i % 2 === 0 ? undefined : `entry-${i}`);
      assert.deepEqual([options.reads(), ctx.reads(), baseUri.reads()], [optionReads, contextReads, baseUriReads]);
    } finally {
      baseUri.restore();
    }
  });

  it('keeps the configuration it was prepared with: later changes to the options object do not leak in', () => {
    const options: UsFilterOptions = { includeOnlyStates: 'CA' };
    const template = prepareUsLookup('v2', options, context);
    const before = template.url('1 Main').href;
    options.includeOnlyStates = 'not a state';
    options.maxResults = 99;
    assert.equal(template.url('1 Main').href, before);
  });

  it('gives a fresh URL per call: changing one does not change the next', () => {
    const template = prepareUsLookup('v2', {}, context);
    const first = template.url('1 Main');
    first.searchParams.set('key', 'changed');
    first.pathname = '/elsewhere';
    assert.equal(
      template.url('1 Main').href,
      'https://us-autocomplete.api.smarty.com/v2/lookup?key=demo-embedded-key&search=1+Main',
    );
  });

  it('fetchUsSuggestions GETs exactly the template URL and parses the suggestions', async () => {
    const fake = new FakeFetch().respond(
      jsonResponse({
        suggestions: [{ street_line: '1 Main St', city: 'Troy', state: 'NY', zipcode: '12180', entries: 0 }],
      }),
    );
    const controller = new AbortController();
    const url = prepareUsLookup('pro', {}, context).url('1 Main');
    const suggestions = await fetchUsSuggestions(url, { fetch: fake.fetch, signal: controller.signal });
    assert.equal(fake.lastUrl.href, url.href);
    assert.equal(fake.calls[0]!.init?.signal, controller.signal);
    assert.deepEqual(
      suggestions.map((suggestion) => suggestion.streetLine),
      ['1 Main St'],
    );
  });
});

describe('prepareIntlLookup', () => {
  const OPTIONS: IntlOptions[] = [
    { country: ' can ' },
    { country: 'CAN', maxResults: 7, maxGroupResults: 20, geolocation: true, includeOnlyLocality: ' Winnipeg ' },
    { country: 'gbr', includeOnlyPostalCode: 'SW1A', geolocation: false },
    { country: 'gbr', geolocation: true },
  ];
  const IDS = ['PD4DPC8D+NjEg', 'a/b+c=d?e#f', 'é 🏠'];

  it('throws the config errors, naming the option', () => {
    assert.equal(thrown(() => prepareIntlLookup({ country: 'USA' }, context)).option, 'country');
    assert.equal(
      thrown(() => prepareIntlLookup({ country: 'CAN', maxGroupResults: 0 }, context)).option,
      'maxGroupResults',
    );
    assert.equal(thrown(() => prepareIntlLookup({ country: 'CAN' }, { embeddedKey: '' })).option, 'embeddedKey');
    assert.equal(
      thrown(() => prepareIntlLookup({ country: 'CAN' }, { ...context, baseUrl: 'mailto:x' })).option,
      'baseUrl',
    );
    const secret = { ...context, baseUrl: 'https://proxy.test/?auth-id=A&auth-token=B' };
    assert.equal(thrown(() => prepareIntlLookup({ country: 'CAN' }, secret)).option, 'baseUrl');
    assert.equal(thrown(() => prepareUsLookup('v2', {}, secret)).option, 'baseUrl');
    assert.equal(
      thrown(() => prepareUsLookup('pro', {}, { ...context, baseUrl: '/pro?Key=second' })).option,
      'baseUrl',
    );
  });

  it('gives the URLs one-off requests build, for searches and address_id lookups', () => {
    for (const baseUrl of BASES) {
      for (const options of OPTIONS) {
        const template = prepareIntlLookup(options, { ...context, baseUrl });
        for (const search of TEXTS) {
          assert.equal(
            template.searchUrl(search).href,
            buildIntlSearchUrl({ ...options, search }, { ...context, baseUrl }).href,
          );
        }
        for (const addressId of IDS) {
          assert.equal(
            template.addressIdUrl(addressId).href,
            buildIntlAddressIdUrl({ ...options, addressId }, { ...context, baseUrl }).href,
          );
        }
      }
    }
  });

  it('sends the search options with a search and only country and max_group_results with an address_id', () => {
    const template = prepareIntlLookup(OPTIONS[1]!, context);
    assert.equal(template.country, 'CAN');
    assert.equal(
      template.searchUrl('123 Main #4').href,
      'https://international-autocomplete.api.smarty.com/v2/lookup?key=demo-embedded-key&search=123+Main+%234' +
        '&country=CAN&max_results=7&geolocation=on&include_only_locality=Winnipeg',
    );
    assert.equal(
      template.addressIdUrl('a/b+c').href,
      'https://international-autocomplete.api.smarty.com/v2/lookup/a%2Fb%2Bc?key=demo-embedded-key&country=CAN' +
        '&max_group_results=20',
    );
  });

  it('carries a frozen warning for geolocation outside CAN, AUS and DEU, and lookups go on without it', () => {
    const template = prepareIntlLookup({ country: 'GBR', geolocation: true }, context);
    assert.equal(template.warnings.length, 1);
    includes(template.warnings[0]!, 'geolocation');
    includes(template.warnings[0]!, 'GBR');
    assert.equal(Object.isFrozen(template.warnings), true);
    assert.equal(
      template.searchUrl('10 Downing').href,
      'https://international-autocomplete.api.smarty.com/v2/lookup?key=demo-embedded-key&search=10+Downing&country=GBR',
    );
    assert.deepEqual(prepareIntlLookup({ country: 'CAN', geolocation: true }, context).warnings, []);
    assert.deepEqual(prepareIntlLookup({ country: 'GBR' }, context).warnings, []);
  });

  it('reports an empty address_id as bad-response, as a one-off request does', () => {
    const error = thrown(() => prepareIntlLookup({ country: 'CAN' }, context).addressIdUrl(''));
    assert.equal(error.code, 'bad-response');
  });

  it('reads no option, no context and no page base again per URL; frozen', () => {
    const options = counted<IntlOptions>({ country: 'deu', geolocation: true, maxGroupResults: 5 });
    const ctx = counted({ ...context, baseUrl: '/international-autocomplete' });
    const baseUri = countBaseUriReads();
    try {
      const template = prepareIntlLookup(options.value, ctx.value);
      const reads = [options.reads(), ctx.reads(), baseUri.reads()];
      assert.equal(reads[2], 1);
      for (let i = 0; i < 100; i += 1) {
        template.searchUrl(`${i} Hauptstraße`);
        template.addressIdUrl(`id-${i}`);
      }
      assert.deepEqual([options.reads(), ctx.reads(), baseUri.reads()], reads);
      assert.equal(Object.isFrozen(template), true);
      assert.equal(template.country, 'DEU');
    } finally {
      baseUri.restore();
    }
  });

  it('fetchIntlCandidates GETs exactly the template URL and parses the candidates', async () => {
    const fake = new FakeFetch().respond(
      jsonResponse({ candidates: [{ address_id: 'id-1', address_text: '1 Main St', entries: 3 }] }),
    );
    const url = prepareIntlLookup({ country: 'CAN' }, context).addressIdUrl('id 0');
    const candidates = await fetchIntlCandidates(url, { fetch: fake.fetch });
    assert.equal(fake.lastUrl.href, url.href);
    assert.equal(candidates.length, 1);
    hasDeepProperties(candidates[0], { kind: 'summary', addressId: 'id-1', entries: 3 });
  });
});
