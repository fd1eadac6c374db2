// A building's units through the US source (docs/guides/us.md: group expansion and the search-text reset rules): what
// choosing a group asks for and writes, what a unit typed inside it asks for, the final choice of a unit, and the
// group handed back to be chosen again (the units listed again for an address that needs its unit). Answers are given
// as the parser reads them, or by a fetch of the test's own; no request leaves the process.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { UsSuggestion } from '../../../src/api/us-suggestion.js';
import type { ServiceOption } from '../../../src/core/lookup/address-service.js';
import { createUsService, type UsScope } from '../../../src/core/services/us-address-service.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { usChoiceRules } from '../../../src/core/features/us-choice-rules.js';

const BASE = 'https://us.example.test';

function source(api: 'v2' | 'pro') {
  return createUsService({ api, embeddedKey: 'key', baseUrl: BASE, strings: () => DEFAULT_STRINGS });
}

const row = (extra: Partial<UsSuggestion>): UsSuggestion => {
  const suggestion = {
    streetLine: '1600 Pennsylvania Ave',
    secondary: '',
    city: 'Stratton',
    state: 'NE',
    zipcode: '69043',
    entries: 0,
    ...extra,
  };
  return { ...suggestion, raw: { street_line: suggestion.streetLine, secondary: suggestion.secondary } };
};

const GROUP = row({ secondary: 'Apt', entries: 4, entryId: 'entry-4' });
const ENTRIES = [row({}), row({ secondary: 'Apt 1' }), row({ secondary: 'Apt 2' }), row({ secondary: 'Apt 10' })];

/** The source's option for `suggestion`, as a list shows it. */
function optionOf(api: 'v2' | 'pro', suggestion: UsSuggestion): ServiceOption {
  const lookup = source(api).search('1600 Pe', undefined);
  const [option] = lookup.list([suggestion]).options;
  assert.ok(option);
  return option;
}

const url = (key: string) => new URL(key);

/** Runs `lookup` with a fetch that answers ENTRIES as the service writes them. */
async function unitsAnswered<T>(lookup: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  const suggestions = ENTRIES.map(({ streetLine, secondary, city, state, zipcode, entries }) => ({
    street_line: streetLine,
    secondary,
    city,
    state,
    zipcode,
    entries,
  }));
  globalThis.fetch = () => Promise.resolve(Response.json({ suggestions }));
  try {
    return await lookup();
  } finally {
    globalThis.fetch = realFetch;
  }
}

describe('US v2: a group', () => {
  it('is listed as a group saying how many addresses it holds; a row of one address is final', () => {
    const group = optionOf('v2', GROUP);
    assert.deepEqual([group.kind, group.detail], ['group', DEFAULT_STRINGS.entries(4)]);
    assert.equal(optionOf('v2', ENTRIES[1]!).kind, 'final');
  });

  it("chosen: selected=<entry_id> with the text typed as search; the text becomes its street, then its first entry's", () => {
    const v2 = source('v2');
    const result = v2.choose(optionOf('v2', GROUP), '1600 Pe', undefined);
    assert.ok(result.type === 'list');
    const asked = url(result.lookup.key);
    assert.equal(asked.pathname, '/v2/lookup');
    assert.equal(asked.searchParams.get('selected'), 'entry-4');
    assert.equal(asked.searchParams.get('search'), '1600 Pe');
    assert.equal(result.inputText, GROUP.streetLine, 'at once, before the answer');
    const list = result.lookup.list(ENTRIES);
    assert.equal(list.kind, 'units');
    assert.equal(list.inputText, ENTRIES[0]!.streetLine);
    assert.deepEqual(
      list.options.map((option) => option.text),
      ENTRIES.map((entry) => `${entry.streetLine}${entry.secondary ? ` ${entry.secondary}` : ''}, Stratton, NE 69043`),
    );
  });

  it('a unit typed inside it narrows the loaded entries without a request; an edit before the street leaves it', async () => {
    const v2 = source('v2');
    const result = v2.choose(optionOf('v2', GROUP), '1600 Pe', undefined);
    assert.ok(result.type === 'list');
    // The units' answer brings the rules that narrow them (their code is fetched on demand with the loader).
    assert.equal(usChoiceRules.loaded, undefined, 'the choice rules before the units');
    const { scope } = result.lookup.list(await unitsAnswered(() => result.lookup.run(new AbortController().signal)));
    assert.notEqual(usChoiceRules.loaded, undefined, 'the units came without the rules that narrow them');
    const narrowed = v2.search('1600 Pennsylvania Ave Apt 1', scope as UsScope);
    assert.match(narrowed.key, /^v2-group:entry-4:/, 'no service URL: answered on the client');
    const answer = await narrowed.run(new AbortController().signal);
    assert.deepEqual(
      narrowed.list(answer).options.map((option) => option.text),
      ['1600 Pennsylvania Ave Apt 1, Stratton, NE 69043', '1600 Pennsylvania Ave Apt 10, Stratton, NE 69043'],
    );
    const outside = url(v2.search('2600 Pennsylvania Ave', scope as UsScope).key);
    assert.equal(outside.searchParams.has('selected'), false);
    assert.equal(outside.searchParams.get('search'), '2600 Pennsylvania Ave');
  });

  it('an entry chosen is a final address with its unit as line 2 and the service row as raw', () => {
    const entry = ENTRIES[1]!;
    const result = source('v2').choose(optionOf('v2', entry), '1600 Pennsylvania Ave', undefined);
    assert.ok(result.type === 'final');
    assert.equal(result.choice.api, 'us-v2');
    assert.deepEqual(result.choice.address, {
      line1: entry.streetLine,
      line2: 'Apt 1',
      city: entry.city,
      region: entry.state,
      postalCode: entry.zipcode,
      country: 'USA',
    });
    assert.deepEqual(result.choice.raw, entry.raw);
  });
});

describe('US Pro: an address with several secondaries', () => {
  const selected = '1600 Pennsylvania Ave Apt (4) Stratton NE 69043';

  it('chosen: selected "street secondary (N) city state zipcode" and the text typed as search; the text up to "("', () => {
    const result = source('pro').choose(optionOf('pro', GROUP), '1600 Pe', undefined);
    assert.ok(result.type === 'list');
    const asked = url(result.lookup.key);
    assert.equal(asked.pathname, '/lookup');
    assert.equal(asked.searchParams.get('selected'), selected);
    assert.equal(asked.searchParams.get('search'), '1600 Pe');
    assert.equal(result.inputText, '1600 Pennsylvania Ave Apt');
    assert.equal((result.scope as UsScope).prefix, '1600 Pennsylvania Ave Apt');
  });

  it('a unit typed inside it goes out with the same selected; an edit before the prefix drops it', () => {
    const pro = source('pro');
    const result = pro.choose(optionOf('pro', GROUP), '1600 Pe', undefined);
    assert.ok(result.type === 'list');
    const scope = result.scope as UsScope;
    const unit = url(pro.search('1600 Pennsylvania Ave Apt 1', scope).key);
    assert.equal(unit.searchParams.get('selected'), selected);
    assert.equal(unit.searchParams.get('search'), '1600 Pennsylvania Ave Apt 1');
    assert.equal(url(pro.search('600 Pennsylvania Ave Apt', scope).key).searchParams.has('selected'), false);
  });

  it('the group is handed back from its scope, and chosen again asks for the same secondaries (a unit needed)', () => {
    const pro = source('pro');
    const first = pro.choose(optionOf('pro', GROUP), '1600 Pe', undefined);
    assert.ok(first.type === 'list');
    const again = pro.groupOf!(first.scope as UsScope);
    assert.ok(again);
    assert.equal(again.kind, 'group');
    const second = pro.choose(again, '1600 Pennsylvania Ave Apt', undefined);
    assert.ok(second.type === 'list');
    assert.equal(url(second.lookup.key).searchParams.get('selected'), selected);
    assert.equal(source('pro').groupOf!(undefined), undefined);
  });

  it('a secondary chosen is a final address of api us-pro', () => {
    const result = source('pro').choose(optionOf('pro', ENTRIES[2]!), '1600 Pennsylvania Ave Apt', undefined);
    assert.ok(result.type === 'final');
    assert.equal(result.choice.api, 'us-pro');
    assert.equal(result.choice.address.line2, 'Apt 2');
  });
});
