// The vendor SDK's request-building and response-reading tests of US autocomplete (smarty/smartystreets-javascript-sdk,
// tests/us_autocomplete/test_Client.ts, test_Suggestion.ts, test_Lookup.ts and tests/us_autocomplete_pro/*), ported
// to our endpoint functions (lookupUsV2, lookupUsPro and their URL builders) and named with the SDK's own words. The
// SDK builds a Lookup object and a Client sends it; we take one plain request object, so "a lookup" below is that
// object. Where our functions deliberately differ, the name says how (docs/reliability/apg-and-other-projects.md).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { buildUsV2Url, lookupUsV2, type UsV2Request } from '../../../src/api/us-autocomplete-v2.js';
import { buildUsProUrl, lookupUsPro, type UsProRequest } from '../../../src/api/us-autocomplete-pro.js';
import { parseUsSuggestions } from '../../../src/api/us-suggestion.js';
import { FakeFetch, jsonResponse } from '../support/fake-fetch.js';
import { usePage } from '../support/page.js';
import { thrown } from '../support/thrown.js';

usePage();

const KEY = 'demo-embedded-key';

/** The query as name=value pairs, in the order sent. */
function query(url: URL): Array<[string, string]> {
  return [...url.searchParams];
}

/** What a rejected promise was rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** The SDK's suggestion of the "attaches suggestions" tests (v2 adds smarty_key and entry_id). */
const SDK_ROW = { street_line: 'a', secondary: 'b', city: 'c', state: 'd', zipcode: 'e', entries: 6 };

const APIS = [
  {
    suite: 'A US Autocomplete Client',
    api: 'v2',
    build: (request: UsV2Request) => buildUsV2Url(request, { embeddedKey: KEY }),
    lookup: lookupUsV2,
  },
  {
    suite: 'A US Autocomplete Pro Client',
    api: 'pro',
    build: (request: UsProRequest) => buildUsProUrl(request, { embeddedKey: KEY }),
    lookup: lookupUsPro,
  },
] as const;

for (const { suite, api, build, lookup } of APIS) {
  describe(`${suite} (vendor SDK's tests)`, () => {
    const searchOnly = api === 'v2' ? 'search only' : 'prefix only';
    it(`correctly builds parameters for a ${searchOnly} lookup. (deliberate difference: empty filters are not sent)`, () => {
      const search = '(>")>#';
      const url = build({ search });
      assert.deepEqual(query(url), [
        ['key', KEY],
        ['search', search],
      ]);
      // Written so that the service reads the text back as typed.
      assert.ok(url.search.includes('search=%28%3E%22%29%3E%23'), url.search);
    });

    it('correctly builds parameters for a fully-populated lookup. (deliberate difference: values and combinations the service refuses are refused before sending)', () => {
      // The SDK's placeholder values ("a,b", "e", "s") and its combination of include and exclude filters draw a 422
      // from the service (the spec's filter rules 1 to 8): we refuse them with a config error naming the option.
      const sdkLookup = {
        search: '1',
        selected: '2',
        maxResults: 3,
        includeOnlyCities: 'a,b;c,d',
        includeOnlyStates: 'e;f',
        includeOnlyZipCodes: 'g;h',
        excludeStates: 'i;j',
      };
      assert.equal(thrown(() => build(sdkLookup)).code, 'config');
      // Every option that may go with the others, as the SDK sets them: each is sent under the SDK's name.
      const url = build({
        search: '1',
        selected: '2',
        maxResults: 3,
        includeOnlyCities: 'Denver,CO;Provo,UT',
        includeOnlyStates: 'CO;UT',
        preferCities: 'Boulder,CO;Ogden,UT',
        preferStates: 'UT;CO',
        preferRatio: 33,
        preferGeolocation: 'none',
        source: 'all',
        ...(api === 'v2' ? { exclude: 'commercial,po-box' } : {}),
      });
      assert.deepEqual(query(url), [
        ['key', KEY],
        ['search', '1'],
        ['max_results', '3'],
        ['include_only_cities', 'Denver,CO;Provo,UT'],
        ['include_only_states', 'CO;UT'],
        ['prefer_cities', 'Boulder,CO;Ogden,UT'],
        ['prefer_states', 'UT;CO'],
        ['prefer_ratio', '33'],
        ['prefer_geolocation', 'none'],
        ['source', 'all'],
        ...(api === 'v2' ? ([['exclude', 'commercial,po-box']] as Array<[string, string]>) : []),
        ['selected', '2'],
      ]);
    });

    it('throws an error if sending without a lookup. (deliberate difference: the documented config AddressError, and nothing is sent)', async () => {
      const fake = new FakeFetch();
      const context = { embeddedKey: KEY, fetch: fake.fetch };
      const send = lookup as (request: unknown, context: unknown) => Promise<unknown>;
      for (const request of [undefined, null, {}, { search: 12 }]) {
        const error = await rejection(send(request, context));
        assert.ok(error instanceof AddressError, `${JSON.stringify(request)}: ${String(error)}`);
        assert.equal(error.code, 'config');
        assert.match(error.message, /^search: /);
      }
      assert.equal(fake.calls.length, 0);
    });

    it('rejects with an exception if the response comes back with an error. (deliberate difference: a network AddressError whose cause is that error)', async () => {
      const expectedError = new Error("I'm the error.");
      const fake = new FakeFetch().respond(expectedError);
      const error = await rejection(lookup({ search: '¯\\_(ツ)_/¯' }, { embeddedKey: KEY, fetch: fake.fetch }));
      assert.ok(error instanceof AddressError);
      assert.equal(error.code, 'network');
      assert.equal(error.cause, expectedError);
    });

    it('returns an empty array when no suggestions are returned.', async () => {
      const fake = new FakeFetch().respond(jsonResponse({ suggestions: null }));
      const suggestions = await lookup(
        { search: 'Please let this be easy to test.' },
        { embeddedKey: KEY, fetch: fake.fetch },
      );
      assert.deepEqual(suggestions, []);
    });

    it('attaches suggestions from a response to a lookup.', async () => {
      const row = api === 'v2' ? { smarty_key: 'z', entry_id: 'y', ...SDK_ROW } : SDK_ROW;
      const fake = new FakeFetch().respond(jsonResponse({ suggestions: [row] }));
      const [suggestion] = await lookup({ search: 'Trevor the Vampire' }, { embeddedKey: KEY, fetch: fake.fetch });
      assert.deepEqual(suggestion, {
        streetLine: 'a',
        secondary: 'b',
        city: 'c',
        state: 'd',
        zipcode: 'e',
        entries: 6,
        ...(api === 'v2' ? { serviceKey: 'z', entryId: 'y' } : {}),
        raw: row,
      });
    });
  });
}

describe("A US Autocomplete Suggestion (vendor SDK's tests)", () => {
  it('is initialized correctly with API response data.', () => {
    const row = { smarty_key: 'z', entry_id: 'y', urbanization: 'urb', ...SDK_ROW, source: 'f' };
    const [suggestion] = parseUsSuggestions({ suggestions: [row] });
    assert.deepEqual(
      { ...suggestion, raw: undefined },
      {
        serviceKey: 'z',
        entryId: 'y',
        urbanization: 'urb',
        streetLine: 'a',
        secondary: 'b',
        city: 'c',
        state: 'd',
        zipcode: 'e',
        entries: 6,
        source: 'f',
        raw: undefined,
      },
    );
  });

  it('defaults smartyKey, entryId, and source to empty strings when absent from the response. (deliberate difference: absent, not empty strings)', () => {
    const [suggestion] = parseUsSuggestions({
      suggestions: [{ street_line: 'a', city: 'c', state: 'd', zipcode: 'e' }],
    });
    assert.equal(suggestion!.entries, 0);
    assert.equal(suggestion!.secondary, '');
    for (const absent of ['serviceKey', 'entryId', 'urbanization', 'source'] as const)
      assert.equal(Object.hasOwn(suggestion!, absent), false, absent);
  });

  it('populates smartyKey and entryId from the response. (deliberate difference: a row without street_line is left out and reported once)', () => {
    const problems: AddressError[] = [];
    const rows = [
      { smarty_key: 'z', entry_id: 'y' },
      { ...SDK_ROW, smarty_key: 'x' },
    ];
    const suggestions = parseUsSuggestions({ suggestions: rows }, (problem) => problems.push(problem));
    assert.deepEqual(
      suggestions.map((suggestion) => suggestion.serviceKey),
      ['x'],
    );
    assert.deepEqual(
      problems.map((problem) => problem.code),
      ['bad-response'],
    );
  });
});

describe("A US Autocomplete Lookup (vendor SDK's tests)", () => {
  it('can be newed up with a search. (our request is a plain object: its search is sent as given)', () => {
    assert.equal(buildUsV2Url({ search: 'a' }, { embeddedKey: KEY }).searchParams.get('search'), 'a');
  });

  it("defaults exclude to undefined and lets it be set. (deliberate difference: its value is checked against the spec's address types)", () => {
    assert.equal(buildUsV2Url({ search: 'a' }, { embeddedKey: KEY }).searchParams.has('exclude'), false);
    const error = thrown(() => buildUsV2Url({ search: 'a', exclude: '123 Main St' }, { embeddedKey: KEY }));
    assert.equal(error.code, 'config');
    assert.match(error.message, /^exclude: /);
    const url = buildUsV2Url({ search: 'a', exclude: 'po-box' }, { embeddedKey: KEY });
    assert.equal(url.searchParams.get('exclude'), 'po-box');
  });
});

describe("A US Autocomplete Pro Suggestion (vendor SDK's tests)", () => {
  it('is initialized correctly with API response data.', () => {
    const [suggestion] = parseUsSuggestions({ suggestions: [SDK_ROW] });
    assert.equal(suggestion!.streetLine, 'a');
    assert.equal(suggestion!.secondary, 'b');
    assert.equal(suggestion!.city, 'c');
    assert.equal(suggestion!.state, 'd');
    assert.equal(suggestion!.zipcode, 'e');
    assert.equal(suggestion!.entries, 6);
  });
});

describe("A US Autocomplete Pro Lookup (vendor SDK's tests)", () => {
  it('can be newed up with a prefix. (our request is a plain object: its search is sent as given)', () => {
    assert.equal(buildUsProUrl({ search: 'a' }, { embeddedKey: KEY }).searchParams.get('search'), 'a');
  });
});
