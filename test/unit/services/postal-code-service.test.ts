// <postal-code-autocomplete>'s source: checked once when made (key, country, max-results), a keystroke adds only the
// postal code (cut to the API's 16 characters), every option is final, and a choice fills only the city, region and
// postal code, with the input standing for the postal code.
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { createPostalCodeService, postalCodeLabel } from '../../../src/core/services/postal-code-service.js';
import { parseIntlPostalCodeResults } from '../../../src/api/intl-postal-code.js';
import { FakeFetch, jsonResponse } from '../support/fake-fetch.js';
import { thrown } from '../support/thrown.js';

const BASE = 'https://postal.example.test';
const originalFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = originalFetch;
});

const [toronto] = parseIntlPostalCodeResults({
  results: [
    {
      postal_code: 'M5V 2T6',
      dependent_locality: 'Downtown',
      locality: 'Toronto',
      administrative_area: 'ON',
      country_iso_3: 'CAN',
    },
  ],
});

describe('the postal code source', () => {
  it('refuses a missing key, a missing country and max-results out of range, naming the option', () => {
    assert.equal(thrown(() => createPostalCodeService({ embeddedKey: '', country: 'USA' })).option, 'embeddedKey');
    assert.equal(thrown(() => createPostalCodeService({ embeddedKey: 'k', country: ' ' })).option, 'country');
    const error = thrown(() => createPostalCodeService({ embeddedKey: 'k', country: 'USA', maxResults: 51 }));
    assert.equal(error.option, 'maxResults');
    assert.equal(error.code, 'config');
  });

  it('sends the key, the country as written and the postal code cut to 16 characters, and no input_id', async () => {
    const fake = new FakeFetch().respond(jsonResponse({ results: [] }));
    globalThis.fetch = fake.fetch;
    const source = createPostalCodeService({ embeddedKey: 'key', baseUrl: BASE, country: 'United Kingdom' });
    const lookup = source.search(' SW1A 1AA 0123456789 ', undefined);
    assert.deepEqual(await lookup.run(new AbortController().signal), []);
    const url = fake.lastUrl;
    assert.equal(url.origin + url.pathname, `${BASE}/lookup`);
    assert.equal(url.searchParams.get('key'), 'key');
    assert.equal(url.searchParams.get('country'), 'United Kingdom');
    assert.equal(url.searchParams.get('postal_code'), 'SW1A 1AA 0123456');
    assert.equal(url.searchParams.has('input_id'), false);
    assert.equal(lookup.key, url.href);
  });

  it('blank text sends nothing', async () => {
    const fake = new FakeFetch();
    globalThis.fetch = fake.fetch;
    const source = createPostalCodeService({ embeddedKey: 'key', baseUrl: BASE, country: 'CAN' });
    assert.deepEqual(await source.search('   ', undefined).run(new AbortController().signal), []);
    assert.equal(fake.calls.length, 0);
  });

  it('lists the first max-results places, each final, with the dependent locality in the label', () => {
    const source = createPostalCodeService({ embeddedKey: 'key', country: 'CAN', maxResults: 2 });
    const results = parseIntlPostalCodeResults({
      results: ['K1B 0L0', 'K1B 1K5', 'K1B 2A1'].map((code) => ({
        postal_code: code,
        locality: 'Nepean',
        administrative_area: 'ON',
      })),
    });
    const list = source.search('K1', undefined).list(results);
    assert.deepEqual(
      list.options.map((option) => [option.kind, option.text]),
      [
        ['final', 'K1B 0L0 — Nepean, ON'],
        ['final', 'K1B 1K5 — Nepean, ON'],
      ],
    );
    assert.equal(postalCodeLabel(toronto!), 'M5V 2T6 — Downtown, Toronto, ON');
  });

  it('marks a code typed in full that names one place to be chosen at once, case, spaces and hyphens aside', () => {
    const source = createPostalCodeService({ embeddedKey: 'key', country: 'CAN' });
    const answer = (...codes: Array<[code: string, locality: string]>) =>
      parseIntlPostalCodeResults({
        results: codes.map(([code, locality]) => ({ postal_code: code, locality, administrative_area: 'ON' })),
      });
    const marked = (typed: string, results: ReturnType<typeof answer>) => {
      const list = source.search(typed, undefined).list(results);
      assert.equal(list.text, typed, 'the list says which text it answers');
      return list.autoChoose;
    };
    const toronto = answer(['M5V 2T6', 'Toronto']);
    assert.equal(marked('M5V 2T6', toronto), true);
    assert.equal(marked(' m5v2t6 ', toronto), true);
    assert.equal(marked('m5v-2t6', toronto), true);
    assert.equal(marked('M5V 2T', toronto), false, 'a prefix with one place is listed');
    assert.equal(marked('M5V 2T6', answer(['M5V 2T6', 'Toronto'], ['M5V 2T6', 'York'])), false, 'two localities');
    assert.equal(marked('M5V 2T6', answer()), false);
  });

  it('a choice is the place: no street, the input is the postal code, only city, region and postal code filled', () => {
    const source = createPostalCodeService({ embeddedKey: 'key', country: 'CA' });
    const result = source.choose({ kind: 'final', text: '', value: toronto }, 'M5V', undefined);
    assert.equal(result.type, 'final');
    if (result.type !== 'final') return;
    const { choice } = result;
    assert.equal(choice.api, 'intl-postal-code');
    assert.deepEqual(choice.address, {
      line1: '',
      line2: '',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CAN',
    });
    assert.equal(choice.inputField, 'postal-code');
    assert.deepEqual(choice.only, ['address-level2', 'address-level1', 'postal-code']);
    assert.equal(choice.countryAlpha2, 'CA');
    assert.equal(choice.raw, toronto!.raw);
  });

  it('a US state is matched by code or name', () => {
    const source = createPostalCodeService({ embeddedKey: 'key', country: 'USA' });
    const [zip] = parseIntlPostalCodeResults({
      results: [{ postal_code: '10001', locality: 'New York', administrative_area: 'NY', country_iso_3: 'USA' }],
    });
    const result = source.choose({ kind: 'final', text: '', value: zip }, '10001', undefined);
    assert.ok(result.type === 'final');
    assert.deepEqual(result.choice.regionAliases, ['NY', 'New York']);
  });

  it('the chosen postal code written again with its ZIP+4, or spaced or cased otherwise, restates the choice', () => {
    const source = createPostalCodeService({ embeddedKey: 'k', country: 'USA' });
    const restates = (chosen: string, text: string) => source.restates!(chosen, text);
    assert.equal(restates('97396', '97396-1079'), true);
    assert.equal(restates('97396', ' 97396-1079 '), true);
    assert.equal(restates('97396', '97396'), true);
    assert.equal(restates('M5V 2T6', 'm5v2t6'), true);
    for (const text of ['97397-1079', '97396-107', '973961079', '9739', '', '97395']) {
      assert.equal(restates('97396', text), false, text);
    }
    assert.equal(restates('M5V 2T6', 'M5V 2T7'), false);
    assert.equal(restates('973', '97396-1079'), false);
  });
});
