// Which service <address-autocomplete> uses for a country, and how a country field's text is read (US territories
// included), in Node: pure functions over the country table and Intl.DisplayNames.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveServedCountry, serviceFor, US_TERRITORIES } from '../../../src/core/element/country-service.js';
import { US_STATE_CODES } from '../../../src/api/us-state-codes.js';
import { INTL_SUPPORTED_COUNTRIES } from '../../../src/api/intl-countries.js';

test('the United States and its territories go to the US service, in any case', () => {
  for (const code of ['USA', 'usa', 'PRI', 'GUM', 'VIR', 'ASM', 'MNP']) assert.equal(serviceFor(code), 'us', code);
});

test('every territory sent to the US service is a state the US service knows, and none is served internationally', () => {
  for (const [alpha3, state] of US_TERRITORIES) {
    assert.ok(US_STATE_CODES.has(state), state);
    assert.ok(!INTL_SUPPORTED_COUNTRIES.has(alpha3), alpha3);
  }
});

test('supported countries go to the international service', () => {
  for (const code of ['CAN', 'DEU', 'GBR', 'JPN', 'can']) assert.equal(serviceFor(code), 'intl', code);
});

test('no country, an unknown code or a country neither serves gets no service', () => {
  for (const code of ['', '  ', 'PLW', 'MHL', 'FSM', 'UMI', 'XXX', '31'])
    assert.equal(serviceFor(code), undefined, code);
});

test('a country field is read as alpha-3, alpha-2 or a name, territories included', () => {
  const cases: Array<[string, string | undefined]> = [
    ['US', 'USA'],
    ['United States', 'USA'],
    ['PR', 'PRI'],
    ['Puerto Rico', 'PRI'],
    ['gu', 'GUM'],
    ['Guam', 'GUM'],
    ['VI', 'VIR'],
    ['CA', 'CAN'],
    ['Canada', 'CAN'],
    ['Palau', undefined],
    ['', undefined],
    ['31', undefined],
  ];
  for (const [text, expected] of cases) assert.equal(resolveServedCountry(text, ['en']), expected, text);
});

test('names in the document language count too ("Kanada" in German)', () => {
  assert.equal(resolveServedCountry('Kanada', ['de']), 'CAN');
  assert.equal(resolveServedCountry('Vereinigte Staaten', ['de']), 'USA');
});
