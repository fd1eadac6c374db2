// What a field is, from the words of its name, id or label (src/form/field-heuristics.ts): the names and labels the
// shops in test/fixtures/shops/ really render, in their languages, and the fields a heuristic must never claim.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { classifySignal, signalWords } from '../../../src/form/field-heuristics.js';

describe('field heuristics: words of a signal', () => {
  it('splits camelCase, snake_case, brackets, dots and digits, and drops case and accents', () => {
    assert.equal(signalWords('billingAddress[countryStateId]'), 'billing address country state id');
    assert.equal(signalWords('shipping_address.postal_code'), 'shipping address postal code');
    assert.equal(signalWords('address1'), 'address 1');
    assert.equal(signalWords('Città'), 'citta');
  });
});

describe('field heuristics: what a signal says', () => {
  const cases: Array<[string, string | null | undefined]> = [
    // WooCommerce (names and its block checkout's ids)
    ['billing_address_1', 'address-line1'],
    ['billing_address_2', 'address-line2'],
    ['billing_city', 'address-level2'],
    ['billing_state', 'address-level1'],
    ['billing_postcode', 'postal-code'],
    ['billing_country', 'country'],
    ['shipping-address_1', 'address-line1'],
    ['Apartment, suite, unit, etc. (optional)', 'address-line2'],
    ['House number and street name', 'address-line1'],
    ['Country / Region', 'country'],
    // Magento
    ['region_id', 'address-level1'],
    ['postcode', 'postal-code'],
    ['country_id', 'country'],
    ['State/Province', 'address-level1'],
    ['Zip/Postal Code', 'postal-code'],
    // PrestaShop
    ['id_state', 'address-level1'],
    ['id_country', 'country'],
    ['address2', 'address-line2'],
    // Shopware
    ['billingAddress[street]', 'address-line1'],
    ['billingAddress[additionalAddressLine1]', 'address-line2'],
    ['billingAddress[additionalAddressLine2]', 'address-line3'],
    ['billingAddress[zipcode]', 'postal-code'],
    ['billingAddress[countryStateId]', 'address-level1'],
    ['billingAddress[countryId]', 'country'],
    // Saleor, Medusa, Solidus
    ['countryArea', 'address-level1'],
    ['countryCode', 'country'],
    ['streetAddress2', 'address-line2'],
    ['shipping_address.province', 'address-level1'],
    ['shipping_address.country_code', 'country'],
    ['order[bill_address_attributes][state_name]', 'address-level1'],
    // Other languages
    ['Ort', 'address-level2'],
    ['PLZ', 'postal-code'],
    ['Bundesland', 'address-level1'],
    ['Land', 'country'],
    ['Adresszusatz', 'address-line2'],
    ['Ville', 'address-level2'],
    ['Code postal', 'postal-code'],
    ['Pays', 'country'],
    ['Ciudad', 'address-level2'],
    ['Provincia', 'address-level1'],
    ['CAP', 'postal-code'],
    ['Città', 'address-level2'],
    ['Complemento', 'address-line2'],
    // Never ours
    ['billing_company', null],
    ['billingAddress[company]', null],
    ['shipping_address.first_name', null],
    ['billingAddress[firstName]', null],
    ['lastname', null],
    ['Name', null],
    ['billing_phone', null],
    ['billingAddress[phoneNumber]', null],
    ['telephone', null],
    ['Email address', null],
    ['Search', null],
    ['billingAddress[department]', null],
    ['vat_number', null],
    ['Nachname', null],
    ['Prénom', null],
    // Says nothing
    ['field_12', undefined],
    [':r5:', undefined],
    [' ', undefined],
  ];
  for (const [text, kind] of cases) {
    it(`"${text}" → ${String(kind)}`, () => {
      assert.equal(classifySignal(text), kind);
    });
  }
});
