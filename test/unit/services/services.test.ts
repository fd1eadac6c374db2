// A configuration is checked once, when its source is made; a keystroke only adds its text. These tests count the
// work a keystroke does: the URLs it builds and the options it reads (each option read is a check or a copy).
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { createIntlService, type IntlServiceOptions } from '../../../src/core/services/intl-address-service.js';
import { createUsService, type UsServiceOptions } from '../../../src/core/services/us-address-service.js';

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

describe('a source lists no more than was asked for', () => {
  const usRow = (index: number) => ({
    streetLine: `${index} Main St`,
    secondary: '',
    city: 'Reno',
    state: 'NV',
    zipcode: '89501',
    entries: 0,
    raw: {},
  });

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
