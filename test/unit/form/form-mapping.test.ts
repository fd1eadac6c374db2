import { expect } from '@open-wc/testing';
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
    expect(parseAutocomplete('shipping address-line1')).to.deep.equal({ group: ' shipping', field: 'address-line1' });
    expect(parseAutocomplete('section-gift Billing  postal-code')).to.deep.equal({
      group: 'section-gift billing',
      field: 'postal-code',
    });
    expect(parseAutocomplete('address-level2')).to.deep.equal({ group: ' ', field: 'address-level2' });
    expect(parseAutocomplete('shipping work country webauthn')?.field).to.equal('country');
  });

  it('ignores on, off and empty values', () => {
    expect(parseAutocomplete('off')).to.equal(null);
    expect(parseAutocomplete('on')).to.equal(null);
    expect(parseAutocomplete('')).to.equal(null);
    expect(parseAutocomplete(null)).to.equal(null);
  });
});

describe('street lines', () => {
  it('puts the unit on line 2 when the form has an address-line2 field', () => {
    const lines = streetLines(address, new Set(['address-line1', 'address-line2']));
    expect(Object.fromEntries(lines)).to.deep.equal({ 'address-line1': '123 Main St', 'address-line2': 'Apt 4' });
  });

  it('appends the unit to line 1 when there is no address-line2 field, never dropping it', () => {
    const lines = streetLines(address, new Set(['address-line1']));
    expect(lines.get('address-line1')).to.equal('123 Main St Apt 4');
  });

  it('places a Puerto Rico urbanization on line 3, else before the unit, else before the street', () => {
    const pr = { ...address, urbanization: 'URB LAS LOMAS' };
    expect(streetLines(pr, new Set(['address-line1', 'address-line2', 'address-line3'])).get('address-line3')).to.equal(
      'URB LAS LOMAS',
    );
    expect(streetLines(pr, new Set(['address-line1', 'address-line2'])).get('address-line2')).to.equal(
      'URB LAS LOMAS, Apt 4',
    );
    expect(streetLines(pr, new Set(['address-line1'])).get('address-line1')).to.equal(
      'URB LAS LOMAS 123 Main St Apt 4',
    );
  });

  it('writes street-address with newlines in a textarea and commas in an input', () => {
    expect(streetAddressText(address, true)).to.equal('123 Main St\nApt 4');
    expect(streetAddressText({ ...address, line2: '' }, false)).to.equal('123 Main St');
    expect(streetAddressText(address, false)).to.equal('123 Main St, Apt 4');
  });
});

describe('option matching', () => {
  const states = [
    { value: '', text: 'Choose…' },
    { value: 'california', text: 'California' },
    { value: 'Illinois', text: 'Illinois' },
  ];

  it('compares without case, accents or punctuation', () => {
    expect(matchKey(' Québec ')).to.equal('quebec');
    expect(matchKey('U.S.')).to.equal('u s');
  });

  it('finds a state by code or by name, value before label', () => {
    expect(findOption(states, ['IL', US_STATE_NAMES.get('IL')!])).to.equal(2);
    expect(findOption([{ value: 'IL', text: 'Illinois' }], ['IL'])).to.equal(0);
    expect(findOption([{ value: '17', text: 'Illinois' }], ['IL', 'Illinois'])).to.equal(0);
    expect(findOption(states, ['TX', 'Texas'])).to.equal(-1);
    expect(findOption(states, [''])).to.equal(-1);
  });

  it('knows every state, DC, the territories and the military states', () => {
    expect(US_STATE_NAMES.get('CA')).to.equal('California');
    expect(US_STATE_NAMES.get('DC')).to.equal('District of Columbia');
    expect(US_STATE_NAMES.get('PR')).to.equal('Puerto Rico');
    expect(US_STATE_NAMES.get('AP')).to.equal('Armed Forces Pacific');
  });
});

describe('country aliases', () => {
  it('gives alpha-3, alpha-2 and names from Intl.DisplayNames', () => {
    expect(countryAliases('CAN', 'CA', ['en', 'fr'])).to.deep.equal(['CAN', 'CA', 'Canada']);
    expect(countryAliases('DEU', 'DE', ['en', 'de'])).to.deep.equal(['DEU', 'DE', 'Germany', 'Deutschland']);
    expect(countryAliases('usa', 'us', ['en'])).to.deep.equal(['USA', 'US', 'United States']);
    expect(countryName('JPN', 'JP', ['ja'])).to.equal('日本');
  });

  it('passes unknown codes through', () => {
    expect(countryAliases('ZZZ', '', ['en'])).to.deep.equal(['ZZZ']);
  });
});
