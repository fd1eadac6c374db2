// Solidus's checkout (test/fixtures/shops/solidus.html, built from its own templates): the country select's option
// values are database ids ("31" for Canada), its labels the names. <intl-address-autocomplete> reads the selected
// option's label when its value names no country (issue 18: country fields whose values are ids).
import { expect } from '@open-wc/testing';
import '../../../src/define.js';
import type { IntlAddressAutocomplete } from '../../../src/intl-address-autocomplete.js';
import {
  ErrorEvents,
  FetchRecorder,
  INTL_BASE,
  KEY,
  ConsoleStub,
  typeInto,
  until,
} from '../../support/element-helpers.js';
import { loadShop, wrapInput } from '../../support/shop-fixture.js';

let recorder: FetchRecorder;
let consoleStub: ConsoleStub;
let errors: ErrorEvents;
let page: HTMLElement;

beforeEach(async () => {
  recorder = new FetchRecorder({ path: INTL_BASE }).install();
  consoleStub = new ConsoleStub('error').install();
  errors = new ErrorEvents().install();
  page = await loadShop('solidus.html');
});

afterEach(() => {
  recorder.restore();
  consoleStub.restore();
  errors.restore();
  page.remove();
});

describe('Solidus checkout', () => {
  it('a country chosen in a select of database ids is read by its label: Canada (31) looks up CAN', async () => {
    const street = page.querySelector<HTMLInputElement>('#order_bill_address_attributes_address1')!;
    const country = page.querySelector<HTMLSelectElement>('#order_bill_address_attributes_country_id')!;
    country.value = '31';
    const el = await wrapInput<IntlAddressAutocomplete>(street, 'intl-address-autocomplete', {
      'embedded-key': KEY,
      'base-url': INTL_BASE,
      debounce: '0',
    });
    // The form's country is read once the code that finds the form's fields has come (on demand, as the core starts).
    await until(() => el.effectiveCountry === 'CAN', `the country read is "${el.effectiveCountry}"`);
    await typeInto(el, 'Ottaw');
    await until(() => recorder.count > 0, 'nothing was looked up');
    expect(recorder.last.url.searchParams.get('country')).to.equal('CAN');
    expect(errors.details.map((detail) => detail.code)).to.deep.equal([]);
    expect(consoleStub.messages).to.deep.equal([]);
  });

  it('follows the select as the shopper changes it: Germany (49) is DEU', async () => {
    const street = page.querySelector<HTMLInputElement>('#order_bill_address_attributes_address1')!;
    const country = page.querySelector<HTMLSelectElement>('#order_bill_address_attributes_country_id')!;
    country.value = '31';
    const el = await wrapInput<IntlAddressAutocomplete>(street, 'intl-address-autocomplete', {
      'embedded-key': KEY,
      'base-url': INTL_BASE,
      debounce: '0',
    });
    await until(() => el.effectiveCountry === 'CAN', `the country read is "${el.effectiveCountry}"`);
    country.value = '49';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    expect(el.effectiveCountry).to.equal('DEU');
  });
});
