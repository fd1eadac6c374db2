// What a form's country field stands for when it names no country yet (src/core/element/country-field.ts): a country
// select's placeholder option ("Choose a country", with the value '', '0' or '-1', or disabled) is no country, and a
// form whose country field is on it is not misconfigured: the element waits for the shopper's choice (awaitsCountry).
// Only a form with neither a `country` attribute nor a country field is a `config` error. The elements' flows over
// it: test/unit/intl/intl-country.test.ts, and test/elements/i18n/intl-country.test.ts in the browser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { awaitsCountry, optionCountry, type CountryOption } from '../../../src/core/element/country-field.js';
import { resolveCountry } from '../../../src/form/resolve-country.js';
import { resolveServedCountry } from '../../../src/core/element/country-service.js';

const option = (value: string, label: string, disabled = false): CountryOption => ({ value, label, disabled });
const read = (selected: CountryOption | undefined): string => optionCountry(selected, ['en'], resolveCountry);

describe("what a country select's selected option stands for (optionCountry)", () => {
  it("reads a placeholder option's value '', '0' or '-1' as no country", () => {
    for (const value of ['', '0', '-1', ' 0 '])
      for (const label of ['Choose a country', 'Select…', '', '--'])
        assert.equal(read(option(value, label)), '', `${JSON.stringify(value)} "${label}"`);
  });

  it('reads a disabled option as no country, whatever its value or label: the form never sends it', () => {
    assert.equal(read(option('none', 'Country', true)), '');
    assert.equal(read(option('', 'Choose', true)), '');
    assert.equal(read(option('CAN', 'Canada', true)), '');
  });

  it('reads no selected option (a select with no options) as no country', () => {
    assert.equal(read(undefined), '');
  });

  it("reads the value '0' or '-1' as the country its label names (a database id)", () => {
    assert.equal(read(option('0', 'Canada')), 'CAN');
    assert.equal(read(option('-1', 'Germany')), 'DEU');
  });

  it('reads a country option as fieldCountry does: the value, else the label, else the value as it is', () => {
    assert.equal(read(option('DEU', 'Germany')), 'DEU');
    assert.equal(read(option('FR', 'France')), 'FRA');
    assert.equal(read(option('38', 'Canada')), 'CAN');
    // Not a placeholder: a value that names no country is still reported as one the service does not know.
    assert.equal(read(option('XYZ', 'Atlantis')), 'XYZ');
    assert.equal(read(option('1', 'Atlantis')), '1');
  });

  it("reads the same for <address-autocomplete>'s resolver, US territories included", () => {
    assert.equal(optionCountry(option('0', 'Select a country'), ['en'], resolveServedCountry), '');
    assert.equal(optionCountry(option('-1', 'Select a country'), ['en'], resolveServedCountry), '');
    assert.equal(optionCountry(option('PR', 'Puerto Rico'), ['en'], resolveServedCountry), 'PRI');
  });
});

describe('whether no country is a wait rather than an error (awaitsCountry)', () => {
  it('waits while the input is not there yet, or while the form has a country field with no country chosen', () => {
    assert.equal(awaitsCountry('', false, false), true);
    assert.equal(awaitsCountry('', false, true), true);
    assert.equal(awaitsCountry('', true, true), true);
  });

  it('does not wait with the input and no country field (the config error), nor with a country', () => {
    assert.equal(awaitsCountry('', true, false), false);
    assert.equal(awaitsCountry('CAN', true, true), false);
    assert.equal(awaitsCountry('CAN', false, false), false);
  });
});
