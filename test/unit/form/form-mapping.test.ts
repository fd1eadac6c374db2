import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseAutocomplete } from '../../../src/form/autocomplete-tokens.js';
import { streetAddressText, streetLines, type PostalAddress } from '../../../src/form/address-values.js';
import { findOption, matchKey } from '../../../src/form/option-matching.js';
import { countryAliases, countryName } from '../../../src/form/country-aliases.js';
import { US_STATE_NAMES } from '../../../src/form/us-states.js';

const address: PostalAddress = {
  line1: '123 Main St',
  line2: 'Apt 4',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'USA',
};

describe('autocomplete tokens', () => {
  it('reads the field and its group (section and shipping/billing)', () => {
    assert.deepEqual(parseAutocomplete('shipping address-line1'), { group: ' shipping', field: 'address-line1' });
    assert.deepEqual(parseAutocomplete('section-gift Billing  postal-code'), {
      group: 'section-gift billing',
      field: 'postal-code',
    });
    assert.deepEqual(parseAutocomplete('address-level2'), { group: ' ', field: 'address-level2' });
    assert.equal(parseAutocomplete('shipping work country webauthn')?.field, 'country');
  });

  it('ignores on, off and empty values', () => {
    assert.equal(parseAutocomplete('off'), null);
    assert.equal(parseAutocomplete('on'), null);
    assert.equal(parseAutocomplete(''), null);
    assert.equal(parseAutocomplete(null), null);
  });
});

describe('street lines', () => {
  it('puts the unit on line 2 when the form has an address-line2 field', () => {
    const lines = streetLines(address, new Set(['address-line1', 'address-line2']));
    assert.deepEqual(Object.fromEntries(lines), { 'address-line1': '123 Main St', 'address-line2': 'Apt 4' });
  });

  it('appends the unit to line 1 when there is no address-line2 field, never dropping it', () => {
    const lines = streetLines(address, new Set(['address-line1']));
    assert.equal(lines.get('address-line1'), '123 Main St Apt 4');
  });

  it('places a Puerto Rico urbanization on line 3, else before the unit, else before the street', () => {
    const pr = { ...address, urbanization: 'URB LAS LOMAS' };
    assert.equal(
      streetLines(pr, new Set(['address-line1', 'address-line2', 'address-line3'])).get('address-line3'),
      'URB LAS LOMAS',
    );
    assert.equal(
      streetLines(pr, new Set(['address-line1', 'address-line2'])).get('address-line2'),
      'URB LAS LOMAS, Apt 4',
    );
    assert.equal(streetLines(pr, new Set(['address-line1'])).get('address-line1'), 'URB LAS LOMAS 123 Main St Apt 4');
  });

  it('writes street-address with newlines in a textarea and commas in an input', () => {
    assert.equal(streetAddressText(address, true), '123 Main St\nApt 4');
    assert.equal(streetAddressText({ ...address, line2: '' }, false), '123 Main St');
    assert.equal(streetAddressText(address, false), '123 Main St, Apt 4');
  });
});

describe('option matching', () => {
  const states = [
    { value: '', text: 'Choose…' },
    { value: 'california', text: 'California' },
    { value: 'Illinois', text: 'Illinois' },
  ];

  it('compares without case, accents or punctuation', () => {
    assert.equal(matchKey(' Québec '), 'quebec');
    assert.equal(matchKey('U.S.'), 'u s');
  });

  it('finds a state by code or by name, value before label', () => {
    assert.equal(findOption(states, ['IL', US_STATE_NAMES.get('IL')!]), 2);
    assert.equal(findOption([{ value: 'IL', text: 'Illinois' }], ['IL']), 0);
    assert.equal(findOption([{ value: '17', text: 'Illinois' }], ['IL', 'Illinois']), 0);
    assert.equal(findOption(states, ['TX', 'Texas']), -1);
    assert.equal(findOption(states, ['']), -1);
  });

  it('knows every state, DC, the territories and the military states', () => {
    assert.equal(US_STATE_NAMES.get('CA'), 'California');
    assert.equal(US_STATE_NAMES.get('DC'), 'District of Columbia');
    assert.equal(US_STATE_NAMES.get('PR'), 'Puerto Rico');
    assert.equal(US_STATE_NAMES.get('AP'), 'Armed Forces Pacific');
  });
});

describe('country aliases', () => {
  it('gives alpha-3, alpha-2 and names from Intl.DisplayNames', () => {
    assert.deepEqual(countryAliases('CAN', 'CA', ['en', 'fr']), ['CAN', 'CA', 'Canada']);
    assert.deepEqual(countryAliases('DEU', 'DE', ['en', 'de']), ['DEU', 'DE', 'Germany', 'Deutschland']);
    assert.deepEqual(countryAliases('usa', 'us', ['en']), ['USA', 'US', 'United States']);
    assert.equal(countryName('JPN', 'JP', ['ja']), '日本');
  });

  it('passes unknown codes through', () => {
    assert.deepEqual(countryAliases('ZZZ', '', ['en']), ['ZZZ']);
  });
});
