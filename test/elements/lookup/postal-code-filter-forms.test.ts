// The postal-code filter across forms (issue 19): <intl-address-autocomplete> sends include_only_postal_code (unless
// the page set include-only-locality or include-only-postal-code); two address blocks each pair with their own
// <postal-code-autocomplete>; <address-autocomplete> narrows on both sides as the form's country changes; a postal
// element with `for` pairs too, and its choice stands when the page cancels postal-code-selected; a street element
// that comes after the choice picks it up. The US element's own cases are in postal-code-filter.test.ts. Each test
// chooses its own postal codes with one lookup each (the simulator refuses the same input a third time within 5 s).
import { expect, fixtureCleanup } from '@open-wc/testing';
import { AddressEvents } from '../../support/address-events.js';
import {
  BASE,
  FetchRecorder,
  INTL_BASE,
  POSTAL_BASE,
  type AddressElement,
  type PostalElement,
  named,
  until,
} from '../../support/element-helpers.js';
import {
  addressBlock,
  choosePostalCode,
  element,
  field,
  mountForm,
  postalElement,
  searchStreet,
  streetElement,
  type StreetRow,
} from '../../support/postal-code-pairing.js';

const ZIP_FILTER = 'include_only_zip_codes';
const POSTAL_CODE_FILTER = 'include_only_postal_code';

function countrySelect(selected: string): HTMLSelectElement {
  const select = element('select', { name: 'country', autocomplete: 'country', 'aria-label': 'Country' });
  for (const [value, label] of [
    ['USA', 'United States'],
    ['CAN', 'Canada'],
  ] as const) {
    (select as HTMLSelectElement).add(new Option(label, value, false, value === selected));
  }
  return select as HTMLSelectElement;
}

describe('the postal-code filter: forms', () => {
  let us: FetchRecorder<StreetRow>;
  let intl: FetchRecorder<StreetRow>;
  let postalCodes: FetchRecorder;

  beforeEach(() => {
    us = new FetchRecorder<StreetRow>({ path: BASE }).install();
    intl = new FetchRecorder<StreetRow>({ path: INTL_BASE }).install();
    postalCodes = new FetchRecorder({ path: POSTAL_BASE }).install();
  });

  afterEach(() => {
    postalCodes.restore();
    intl.restore();
    us.restore();
    fixtureCleanup();
  });

  it('<intl-address-autocomplete>: a chosen Canadian postal code is sent as include_only_postal_code', async () => {
    const form = await mountForm(
      ...addressBlock({
        streetTag: 'intl-address-autocomplete',
        street: { country: 'CAN' },
        postal: { country: 'CAN' },
      }),
    );
    const postal = form.querySelector<PostalElement>('postal-code-autocomplete')!;
    const street = form.querySelector<AddressElement>('intl-address-autocomplete')!;
    const before = await searchStreet(street, intl, '12 Main');
    expect(before.url.searchParams.has(POSTAL_CODE_FILTER)).to.equal(false);
    expect(before.rows.some((row) => !row.address_text!.includes('Canora'))).to.equal(true);

    await choosePostalCode(postal, postalCodes, 'S9K 7Z1');
    const after = await searchStreet(street, intl, '12 Main');
    expect(after.url.searchParams.get(POSTAL_CODE_FILTER)).to.equal('S9K 7Z1');
    expect(after.rows.length).to.be.greaterThan(0);
    for (const row of after.rows) expect(row.address_text).to.match(/ Canora, SK, S9K( 7Z1)?$/);
    await expect(form).to.be.accessible();
  });

  it('<intl-address-autocomplete>: the page’s include-only-locality or include-only-postal-code wins, no config error', async () => {
    const form = await mountForm(
      ...addressBlock({
        streetTag: 'intl-address-autocomplete',
        street: { country: 'CAN', 'include-only-locality': 'Deer Lake' },
        postal: { country: 'CAN' },
      }),
    );
    const postal = form.querySelector<PostalElement>('postal-code-autocomplete')!;
    const street = form.querySelector<AddressElement>('intl-address-autocomplete')!;
    const streetEvents = new AddressEvents(street);
    await choosePostalCode(postal, postalCodes, 'V4G 6A8');
    const locality = await searchStreet(street, intl, '12 Main');
    expect(locality.url.searchParams.get('include_only_locality')).to.equal('Deer Lake');
    expect(locality.url.searchParams.has(POSTAL_CODE_FILTER)).to.equal(false);
    expect(locality.rows.length).to.be.greaterThan(0);

    street.removeAttribute('include-only-locality');
    street.setAttribute('include-only-postal-code', 'A3G');
    const postalCode = await searchStreet(street, intl, '12 Main');
    expect(postalCode.url.searchParams.getAll(POSTAL_CODE_FILTER)).to.deep.equal(['A3G']);
    expect(streetEvents.errors).to.deep.equal([]);

    street.removeAttribute('include-only-postal-code');
    const ours = await searchStreet(street, intl, '12 Main');
    expect(ours.url.searchParams.get(POSTAL_CODE_FILTER)).to.equal('V4G 6A8');
  });

  it('two address blocks on one form: each street pairs with its own block’s postal code only', async () => {
    const form = await mountForm(
      element('fieldset', {}, ...addressBlock({ prefix: 'ship-' })),
      element('fieldset', {}, ...addressBlock({ prefix: 'bill-' })),
    );
    const [shipPostal, billPostal] = [...form.querySelectorAll<PostalElement>('postal-code-autocomplete')];
    const [shipStreet, billStreet] = [...form.querySelectorAll<AddressElement>('us-address-autocomplete')];

    await choosePostalCode(billPostal!, postalCodes, '70592');
    const billing = await searchStreet(billStreet!, us, '1 Main');
    expect(billing.url.searchParams.get(ZIP_FILTER)).to.equal('70592');
    const shipping = await searchStreet(shipStreet!, us, '1 Main');
    expect(shipping.url.searchParams.has(ZIP_FILTER)).to.equal(false);

    await choosePostalCode(shipPostal!, postalCodes, '49901');
    const shippingAfter = await searchStreet(shipStreet!, us, '3 Main');
    expect(shippingAfter.url.searchParams.get(ZIP_FILTER)).to.equal('49901');
    const billingAfter = await searchStreet(billStreet!, us, '3 Main');
    expect(billingAfter.url.searchParams.get(ZIP_FILTER)).to.equal('70592');
  });

  it('<address-autocomplete>: the US side sends the ZIP, the international side the postal code, as the country changes', async () => {
    const select = countrySelect('USA');
    const form = await mountForm(select, ...addressBlock({ streetTag: 'address-autocomplete' }));
    const postal = form.querySelector<PostalElement>('postal-code-autocomplete')!;
    const street = form.querySelector<AddressElement>('address-autocomplete')!;

    await choosePostalCode(postal, postalCodes, '80002');
    const usSearch = await searchStreet(street, us, '2 Main');
    expect(usSearch.url.searchParams.get(ZIP_FILTER)).to.equal('80002');
    expect([...new Set(usSearch.rows.map((row) => row.zipcode))]).to.deep.equal(['80002']);

    const postalEvents = new AddressEvents(postal);
    select.value = 'CAN';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => postalEvents.cleared.length === 1, 'the country change did not clear the ZIP');
    const unfiltered = await searchStreet(street, intl, '12 Main');
    expect(unfiltered.url.searchParams.has(POSTAL_CODE_FILTER)).to.equal(false);

    await choosePostalCode(postal, postalCodes, 'A3G 4L6');
    const intlSearch = await searchStreet(street, intl, '121 Main');
    expect(intlSearch.url.searchParams.get(POSTAL_CODE_FILTER)).to.equal('A3G 4L6');
    expect(intlSearch.url.searchParams.has(ZIP_FILTER)).to.equal(false);
    for (const row of intlSearch.rows) expect(row.address_text).to.match(/ Deer Lake, NL, A3G( 4L6)?$/);
  });

  it('a postal element with for= pairs too, and its choice stands when the page cancels postal-code-selected', async () => {
    const form = await mountForm(
      streetElement('us-address-autocomplete', 'street'),
      field('city', 'address-level2', 'City'),
      field('zip', 'postal-code', 'ZIP', 'zip-field'),
      postalElement(undefined, { for: 'zip-field', country: 'USA' }),
    );
    const postal = form.querySelector<PostalElement>('postal-code-autocomplete')!;
    const street = form.querySelector<AddressElement>('us-address-autocomplete')!;
    expect(postal.inputElement).to.equal(named(form, 'zip'));
    const cancel = (event: Event) => event.preventDefault();
    form.addEventListener('postal-code-selected', cancel);
    try {
      await choosePostalCode(postal, postalCodes, '80737');
      expect(named(form, 'city').value).to.equal('');
      const search = await searchStreet(street, us, '1 Main');
      expect(search.url.searchParams.get(ZIP_FILTER)).to.equal('80737');
      expect([...new Set(search.rows.map((row) => row.zipcode))]).to.deep.equal(['80737']);
    } finally {
      form.removeEventListener('postal-code-selected', cancel);
    }
  });

  it('a street element that comes after the postal code was chosen picks it up', async () => {
    const form = await mountForm(postalElement('zip', { country: 'USA' }), field('city', 'address-level2', 'City'));
    const postal = form.querySelector<PostalElement>('postal-code-autocomplete')!;
    await choosePostalCode(postal, postalCodes, '80031');

    const street = streetElement('us-address-autocomplete', 'street') as AddressElement;
    form.prepend(street);
    await until(() => street.inputElement !== undefined, 'the street element did not take its input');
    const search = await searchStreet(street, us, '2 Main');
    expect(search.url.searchParams.get(ZIP_FILTER)).to.equal('80031');
    expect([...new Set(search.rows.map((row) => row.zipcode))]).to.deep.equal(['80031']);
  });
});
