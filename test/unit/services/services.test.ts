// A configuration is checked once, when its source is made; a keystroke only adds its text. These tests count the
// work a keystroke does: the URLs it builds and the options it reads (each option read is a check or a copy).
import { describe, it, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { createIntlService, type IntlServiceOptions } from '../../../src/core/services/intl-address-service.js';
import { createUsService, type UsServiceOptions } from '../../../src/core/services/us-address-service.js';
import { usFilterRules } from '../../../src/core/features/us-filter-rules.js';

// The US filter rules are imported on demand (filter-rules-on-demand.test.ts); these sources set filters.
before(() => usFilterRules.load());

const NativeURL = globalThis.URL;
let urlsBuilt = 0;

/** Counts every URL constructed while installed. */
function countUrls(): void {
  urlsBuilt = 0;
  globalThis.URL = class CountingURL extends NativeURL {
    constructor(url: string | URL, base?: string | URL) {
      super(url, base);
      urlsBuilt += 1;
    }
  } as typeof URL;
}

afterEach(() => {
  globalThis.URL = NativeURL;
});

/** The options, behind a proxy that counts every read once armed. */
function watched<T extends object>(options: T): { options: T; reads: () => number; arm: () => void } {
  let armed = false;
  let reads = 0;
  const proxy = new Proxy(options, {
    get(target, property, receiver) {
      if (armed) reads += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { options: proxy, reads: () => reads, arm: () => (armed = true) };
}

const strings = () => DEFAULT_STRINGS;
const US: UsServiceOptions = {
  api: 'v2',
  embeddedKey: 'key',
  baseUrl: 'https://us.example.test',
  strings,
  includeOnlyStates: 'CA;NV',
  preferCities: 'Reno,NV',
  maxResults: 5,
  exclude: 'po-box',
};

describe('a source prepares its configuration once', () => {
  for (const api of ['v2', 'pro']) {
    it(`US ${api}: a keystroke builds one URL and reads no option`, () => {
      const { options, reads, arm } = watched({ ...US, api, exclude: api === 'pro' ? undefined : US.exclude });
      const source = createUsService(options);
      arm();
      countUrls();
      for (const text of ['1', '16', '160', '1600', '1600 P', '1600 Pe']) {
        const before = urlsBuilt;
        const lookup = source.search(text, undefined);
        assert.equal(urlsBuilt - before, 1, `"${text}" built ${urlsBuilt - before} URLs`);
        assert.equal(new NativeURL(lookup.key).searchParams.get('search'), text);
      }
      assert.equal(reads(), 0, 'a keystroke read the options (a re-check)');
    });
  }

  it('international: a keystroke builds one URL and reads no option', () => {
    const { options, reads, arm } = watched<IntlServiceOptions>({
      embeddedKey: 'key',
      baseUrl: 'https://intl.example.test',
      strings,
      country: 'CAN',
      maxResults: 7,
    });
    const source = createIntlService(options);
    arm();
    countUrls();
    for (const text of ['1', '12', '123 Ma']) {
      const before = urlsBuilt;
      source.search(text, undefined);
      assert.equal(urlsBuilt - before, 1);
    }
    assert.equal(reads(), 0);
  });

  it('a misconfiguration is found when the source is made, not per keystroke', () => {
    assert.throws(
      () => createUsService({ ...US, includeOnlyZipCodes: '90210' }),
      (error: unknown) =>
        error instanceof AddressError && error.code === 'config' && error.option === 'includeOnlyZipCodes',
    );
    assert.throws(
      () => createUsService({ ...US, api: 'v3' }),
      (error: unknown) => error instanceof AddressError && error.option === 'api',
    );
    assert.throws(
      () => createIntlService({ embeddedKey: 'key', strings, country: 'USA' }),
      (error: unknown) => error instanceof AddressError && error.option === 'country',
    );
  });
});

/** A US suggestion row of the 10,000-row answers, `extra` over its fields. */
const usRow = (index: number, extra: object = {}) => ({
  streetLine: `${index} Main St`,
  secondary: '',
  city: 'Reno',
  state: 'NV',
  zipcode: '89501',
  entries: 0,
  raw: {},
  ...extra,
});

describe('a source lists no more than was asked for', () => {
  it('US: an answer longer than max-results is cut to it and reported once per answer; a group lists at most 100 units', () => {
    const problems: AddressError[] = [];
    const source = createUsService({ ...US, maxResults: 5, report: (problem) => problems.push(problem) });
    const list = source.search('1 Main', undefined).list(Array.from({ length: 10_000 }, (_, index) => usRow(index)));
    assert.equal(list.options.length, 5);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.code, 'bad-response');
    assert.match(problems[0]!.message, /10000 rows where at most 5/);

    const defaults = createUsService({ ...US, maxResults: undefined });
    assert.equal(
      defaults.search('1 Main', undefined).list(Array.from({ length: 11 }, (_, i) => usRow(i))).options.length,
      10,
    );

    const group = { ...usRow(1), secondary: 'Apt', entries: 500, entryId: 'e1' };
    const choice = createUsService(US).choose(
      { kind: 'group', text: '1 Main St Apt (500)', value: group },
      '1 Main',
      undefined,
    );
    assert.equal(choice.type, 'list');
    const units =
      choice.type === 'list' ? choice.lookup.list(Array.from({ length: 500 }, (_, i) => usRow(i))) : undefined;
    assert.equal(units!.options.length, 100);
  });

  it('international: at most max-results candidates, and max-group-results of a group', () => {
    const problems: AddressError[] = [];
    const source = createIntlService({ embeddedKey: 'key', strings, country: 'CAN', report: (p) => problems.push(p) });
    const summary = (index: number) => ({
      kind: 'summary' as const,
      addressId: `a${index}`,
      addressText: `${index} Main St, Toronto, ON`,
      entries: 1,
      raw: {},
    });
    const list = source.search('1 Main', undefined).list(Array.from({ length: 50 }, (_, index) => summary(index)));
    assert.equal(list.options.length, 5);
    assert.equal(problems.length, 1);
    const grouped = createIntlService({ embeddedKey: 'key', strings, country: 'CAN', maxGroupResults: 20 });
    const choice = grouped.choose({ kind: 'group', text: 'x', value: { ...summary(0), entries: 300 } }, 'x', undefined);
    const units =
      choice.type === 'list' ? choice.lookup.list(Array.from({ length: 300 }, (_, i) => summary(i))) : undefined;
    // The Back option, then the first 20.
    assert.equal(units!.options.length, 21);
  });
});

// An answer with 10,000 rows (issue 20; moved from the browser's ten-thousand-rows.test.ts): a proxy or a fault can
// send them, and each would become an option in the DOM. The list holds no more than was asked for, and each answer
// cut is one bad-response (status 200) saying how many rows came; the element turns each such report into one
// `address-error` and one console error (test/elements/list/answer-problems.test.ts).
describe('an answer with 10,000 rows', () => {
  const ROWS = 10_000;
  const intlRow = (index: number, entries = 1) => ({
    kind: 'summary' as const,
    addressId: `id-${index}`,
    addressText: `${index} Main St, Halifax, NS`,
    entries,
    raw: {},
  });

  /** One problem, a bad-response of status 200, saying that 10,000 rows came where at most `max` were asked for. */
  function reportedMore(problems: AddressError[], max: number): void {
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.code, 'bad-response');
    assert.equal(problems[0]!.status, 200);
    assert.match(problems[0]!.message, new RegExp(`${ROWS} rows where at most ${max}\\b`));
  }

  for (const [api, maxResults, max] of [
    ['v2', undefined, 10],
    ['pro', 7, 7],
  ] as const) {
    it(`US ${api}: lists max-results (${max}) and reports the rest`, () => {
      const problems: AddressError[] = [];
      const source = createUsService({
        ...US,
        api,
        exclude: undefined,
        maxResults,
        report: (problem) => problems.push(problem),
      });
      const lookup = source.search('1 Ma', undefined);
      assert.equal(lookup.text, '1 Ma');
      const list = lookup.list(Array.from({ length: ROWS }, (_, index) => usRow(index + 1)));
      assert.equal(list.options.length, max);
      reportedMore(problems, max);
    });
  }

  it("US v2: a building with 10,000 units lists the first 100 (the spec's most) and reports the rest", () => {
    const problems: AddressError[] = [];
    const source = createUsService({ ...US, maxResults: undefined, report: (problem) => problems.push(problem) });
    const building = usRow(1, { secondary: 'Apt', entries: ROWS, entryId: 'building' });
    const first = source.search('1 Ma', undefined).list([building]);
    assert.deepEqual(
      first.options.map((option) => option.kind),
      ['group'],
    );
    const choice = source.choose(first.options[0]!, '1 Ma', undefined);
    assert.equal(choice.type, 'list');
    const units =
      choice.type === 'list'
        ? choice.lookup.list(Array.from({ length: ROWS }, (_, index) => usRow(1, { secondary: `Apt ${index + 1}` })))
        : undefined;
    assert.equal(units!.options.length, 100);
    reportedMore(problems, 100);
  });

  for (const [name, maxGroupResults, max] of [
    ['max-group-results 50', 50, 50],
    ['the default max-group-results (100)', undefined, 100],
  ] as const) {
    it(`international: the list lists 5, a group of 10,000 lists ${name}, each reported`, () => {
      const problems: AddressError[] = [];
      const source = createIntlService({
        embeddedKey: 'key',
        strings,
        country: 'CAN',
        maxGroupResults,
        report: (problem) => problems.push(problem),
      });
      const list = source
        .search('1 Ma', undefined)
        .list([intlRow(0, ROWS), ...Array.from({ length: ROWS - 1 }, (_, index) => intlRow(index + 1))]);
      assert.equal(list.options.length, 5);
      reportedMore(problems, 5);
      assert.equal(list.options[0]!.kind, 'group');
      const choice = source.choose(list.options[0]!, '1 Ma', list.scope);
      assert.equal(choice.type, 'list');
      const group =
        choice.type === 'list'
          ? choice.lookup.list(Array.from({ length: ROWS }, (_, index) => intlRow(index + 1)))
          : undefined;
      assert.deepEqual(group!.options.filter((option) => option.kind !== 'back').length, max, 'the Back option aside');
      assert.equal(problems.length, 2, 'the group is reported too');
      assert.match(problems[1]!.message, new RegExp(`${ROWS} rows where at most ${max}\\b`));
    });
  }
});
