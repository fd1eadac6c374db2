// A configuration is checked once, when its source is made; a keystroke only adds its text. These tests count the
// work a keystroke does: the URLs it builds and the options it reads (each option read is a check or a copy).
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { createIntlSource, type IntlSourceOptions } from '../../../src/core/sources/intl-source.js';
import { createUsSource, type UsSourceOptions } from '../../../src/core/sources/us-source.js';

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
const US: UsSourceOptions = {
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
      const source = createUsSource(options);
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
    const { options, reads, arm } = watched<IntlSourceOptions>({
      embeddedKey: 'key',
      baseUrl: 'https://intl.example.test',
      strings,
      country: 'CAN',
      maxResults: 7,
    });
    const source = createIntlSource(options);
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
      () => createUsSource({ ...US, includeOnlyZipCodes: '90210' }),
      (error: unknown) =>
        error instanceof AddressError && error.code === 'config' && error.option === 'includeOnlyZipCodes',
    );
    assert.throws(
      () => createUsSource({ ...US, api: 'v3' }),
      (error: unknown) => error instanceof AddressError && error.option === 'api',
    );
    assert.throws(
      () => createIntlSource({ embeddedKey: 'key', strings, country: 'USA' }),
      (error: unknown) => error instanceof AddressError && error.option === 'country',
    );
  });
});
