import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hasDeepProperties, includes } from '../support/assert.js';
import { AddressError } from '../../../src/api/errors.js';
import { limitSearchText } from '../../../src/api/search-text.js';
import { buildUsV2Url, lookupUsV2, US_V2_DEFAULT_BASE_URL } from '../../../src/api/us-autocomplete-v2.js';
import {
  buildUsProUrl,
  lookupUsPro,
  proSearchTextAfterExpansion,
  proSelectedValue,
  US_PRO_DEFAULT_BASE_URL,
} from '../../../src/api/us-autocomplete-pro.js';
import { parseUsSuggestions, type UsSuggestion } from '../../../src/api/us-suggestion.js';
import { FakeFetch, fixtureJson, jsonResponse } from '../support/fake-fetch.js';
import { usePage } from '../support/page.js';

usePage();

const context = { embeddedKey: 'demo-embedded-key' };

function configErrorOf(action: () => unknown): AddressError {
  try {
    action();
  } catch (error) {
    assert.ok(error instanceof AddressError);
    assert.equal((error as AddressError).code, 'config');
    return error as AddressError;
  }
  throw new Error('expected a config error');
}

describe('search text limit', () => {
  it('keeps text of 32 code points or fewer whole', () => {
    const text = 'x'.repeat(32);
    assert.equal(limitSearchText(text), text);
  });

  it('cuts to 32 code points without splitting a surrogate pair', () => {
    const text = `${'a'.repeat(31)}🏠🏠`;
    assert.equal(limitSearchText(text), `${'a'.repeat(31)}🏠`);
    const emoji = '🏠'.repeat(40);
    assert.equal(Array.from(limitSearchText(emoji)).length, 32);
    assert.equal(limitSearchText(emoji), '🏠'.repeat(32));
  });

  it('leaves out a lone surrogate: half of a character still being typed, never sent as U+FFFD', () => {
    // Firefox (ESR 153) fires one `input` per UTF-16 unit of a key that types a character beyond the BMP.
    const halfTyped = `12 Main St ${'😀'.slice(0, 1)}`;
    assert.equal(limitSearchText(halfTyped), '12 Main St ');
    assert.equal(limitSearchText(`a${'😀'.slice(1)}b😀`), 'ab😀');
  });
});

describe('US autocomplete v2 request', () => {
  it('targets the production host by default with key and search', () => {
    const url = buildUsV2Url({ search: '1600 Amph' }, context);
    assert.equal(url.origin + url.pathname, `${US_V2_DEFAULT_BASE_URL}/v2/lookup`);
    assert.deepEqual(
      [...url.searchParams],
      [
        ['key', 'demo-embedded-key'],
        ['search', '1600 Amph'],
      ],
    );
  });

  it('appends the path to a proxy or simulator base', () => {
    const url = buildUsV2Url({ search: 'x' }, { ...context, baseUrl: '/us-autocomplete/' });
    assert.equal(url.pathname, '/us-autocomplete/v2/lookup');
  });

  it('cuts search to 32 code points', () => {
    const url = buildUsV2Url({ search: '1'.repeat(40) }, context);
    assert.equal(url.searchParams.get('search'), '1'.repeat(32));
  });

  it('sends the filters, exclude and the group entry_id as selected', () => {
    const url = buildUsV2Url(
      {
        search: '123 Main',
        selected: 'AhiJ123kLmn',
        includeOnlyStates: 'CA;NV',
        exclude: 'po-box,military',
        maxResults: 5,
      },
      context,
    );
    assert.equal(url.searchParams.get('selected'), 'AhiJ123kLmn');
    assert.equal(url.searchParams.get('search'), '123 Main');
    assert.equal(url.searchParams.get('include_only_states'), 'CA;NV');
    assert.equal(url.searchParams.get('exclude'), 'po-box,military');
    assert.equal(url.searchParams.get('max_results'), '5');
  });

  it('refuses a missing embedded key as a config error, before any request', () => {
    const error = configErrorOf(() => buildUsV2Url({ search: 'x' }, { embeddedKey: '  ' }));
    assert.equal(error.option, 'embeddedKey');
    assert.equal(
      error.message,
      "embeddedKey: is required: set it to the embedded key of your account (not a secret key), or point baseUrl at your server's lookup route",
    );
  });

  it('refuses a rule violation as a config error, before any request', async () => {
    const fake = new FakeFetch();
    let caught: unknown;
    try {
      await lookupUsV2(
        { search: 'x', includeOnlyZipCodes: '90210', includeOnlyStates: 'CA' },
        { ...context, fetch: fake.fetch },
      );
    } catch (error) {
      caught = error;
    }
    assert.equal((caught as AddressError).code, 'config');
    assert.equal(fake.calls.length, 0);
  });

  it('parses the v2 fixture, reading smarty_key as the service key', async () => {
    const fake = new FakeFetch().respond(jsonResponse(await fixtureJson('us-v2.js-sdk-test.json')));
    const [suggestion] = await lookupUsV2({ search: 'a' }, { ...context, fetch: fake.fetch });
    hasDeepProperties(suggestion, {
      streetLine: 'a',
      secondary: 'b',
      city: 'c',
      state: 'd',
      zipcode: 'e',
      entries: 6,
      serviceKey: 'z',
      entryId: 'y',
    });
    hasDeepProperties(suggestion!.raw, { smarty_key: 'z' });
  });

  it('reads the spec name service_key too, and keeps urbanization and source', () => {
    const [suggestion] = parseUsSuggestions({
      suggestions: [
        {
          street_line: '1 Calle A',
          secondary: '',
          city: 'San Juan',
          state: 'PR',
          zipcode: '00926',
          entries: 0,
          service_key: '987',
          urbanization: 'URB LAS LOMAS',
          source: 'postal',
        },
      ],
    });
    hasDeepProperties(suggestion, { serviceKey: '987', urbanization: 'URB LAS LOMAS', source: 'postal' });
  });
});

describe('US autocomplete Pro request', () => {
  it('targets /lookup on the Pro host and sends search whole', () => {
    const search = 'x'.repeat(40);
    const url = buildUsProUrl({ search }, context);
    assert.equal(url.origin + url.pathname, `${US_PRO_DEFAULT_BASE_URL}/lookup`);
    assert.equal(url.searchParams.get('search'), search);
  });

  it('refuses exclude, a v2-only parameter', () => {
    const error = configErrorOf(() => buildUsProUrl({ search: 'x', exclude: 'po-box' }, context));
    assert.equal(error.option, 'exclude');
  });

  it('parses the Pro fixtures', async () => {
    for (const name of [
      'us-pro.api-evangelist-example.json',
      'us-pro.go-sdk-client-test.json',
      'us-pro.smarty-address-test-mocks.json',
    ]) {
      const fake = new FakeFetch().respond(jsonResponse(await fixtureJson(name)));
      const suggestions = await lookupUsPro({ search: '1600' }, { ...context, fetch: fake.fetch });
      assert.ok(suggestions.length > 1, name);
      for (const suggestion of suggestions) {
        assert.equal(typeof suggestion.streetLine, 'string', name);
        assert.notEqual(suggestion.streetLine, '', name);
      }
    }
  });

  it('builds the selected value and the reset text (spec example shape)', () => {
    const group: UsSuggestion = {
      streetLine: '1600 Pennsylvania Ave',
      secondary: 'Apt',
      city: 'Miami Beach',
      state: 'FL',
      zipcode: '33139',
      entries: 20,
      raw: {},
    };
    const selected = proSelectedValue(group);
    assert.equal(selected, '1600 Pennsylvania Ave Apt (20) Miami Beach FL 33139');
    assert.equal(proSearchTextAfterExpansion(selected), '1600 Pennsylvania Ave Apt');
    const url = buildUsProUrl({ search: '1600 Pennsylvania Ave Apt', selected }, context);
    assert.equal(url.searchParams.get('selected'), selected);
  });

  it('drops empty parts from the selected value', () => {
    const selected = proSelectedValue({
      streetLine: '5 Elm St',
      secondary: '',
      city: 'Troy',
      state: 'NY',
      zipcode: '12180',
      entries: 3,
      raw: {},
    });
    assert.equal(selected, '5 Elm St (3) Troy NY 12180');
    assert.equal(proSearchTextAfterExpansion(selected), '5 Elm St');
  });
});

describe('US suggestion parsing', () => {
  it('treats suggestions: null as an empty list', () => {
    assert.deepEqual(parseUsSuggestions({ suggestions: null }), []);
  });

  for (const [label, body] of [
    ['a non-object body', 'text'],
    ['a body without suggestions', { results: [] }],
    ['suggestions that are not a list', { suggestions: {} }],
  ] as const) {
    it(`reports ${label} as bad-response`, () => {
      let caught: unknown;
      try {
        parseUsSuggestions(body);
      } catch (error) {
        caught = error;
      }
      assert.equal((caught as AddressError).code, 'bad-response');
    });
  }

  const row = { street_line: '1 Main St', secondary: '', city: 'Troy', state: 'NY', zipcode: '12180', entries: 0 };

  it('leaves out a suggestion it cannot read, keeps the others and reports it once (bad-response)', () => {
    const problems: AddressError[] = [];
    const parsed = parseUsSuggestions(
      { suggestions: [row, { city: 'x' }, 42, { ...row, street_line: '2 Main St' }, { ...row, entries: 'many' }] },
      (problem) => problems.push(problem),
    );
    assert.deepEqual(
      parsed.map((suggestion) => suggestion.streetLine),
      ['1 Main St', '2 Main St'],
    );
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.code, 'bad-response');
    includes(problems[0]!.message, '3 of 5 suggestions');
  });

  it('reads entries written as digits and a ZIP written as a number; a ZIP or entries of another kind leave the row out', () => {
    const [group, zip] = parseUsSuggestions({
      suggestions: [
        { ...row, secondary: 'Apt', entries: '24' },
        { ...row, zipcode: 2134 },
      ],
    });
    assert.equal(group!.entries, 24);
    // 02134 as a JSON number lost its leading zero: a ZIP is five digits.
    assert.equal(zip!.zipcode, '02134');
    for (const bad of [{ zipcode: 1.5 }, { zipcode: 123456 }, { zipcode: true }, { entries: -1 }, { entries: '3a' }]) {
      assert.deepEqual(parseUsSuggestions({ suggestions: [{ ...row, ...bad }] }), [], JSON.stringify(bad));
    }
  });
});
