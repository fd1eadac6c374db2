// The postal-code filter on <us-address-autocomplete> (issue 19): once the shopper has chosen a ZIP in the
// <postal-code-autocomplete> of the street's own address block, the street search sends include_only_zip_codes with
// prefer_geolocation=none, unless the page set filters of its own or postal-code-filter="off"; clearing the postal
// code lifts it. The international side, two blocks, <address-autocomplete>, `for` and a street element that comes
// later are in postal-code-filter-forms.test.ts. Each test chooses its own ZIP with one lookup: the simulator refuses
// the same postal code input a third time within 5 s.
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AddressEvents } from '../../support/address-events.js';
import {
  BASE,
  ConsoleStub,
  FetchRecorder,
  POSTAL_BASE,
  type PostalElement,
  type UsElement,
  type UsRow,
  choose,
  named,
  nothingMoreWithin,
  optionTexts,
  typeInto,
  until,
  usLabel,
} from '../../support/element-helpers.js';
import { choosePostalCode, searchStreet, type StreetRow } from '../../support/postal-code-pairing.js';
import { checkoutForm } from '../../support/checkout-form.js';

const ZIP_FILTER = 'include_only_zip_codes';

interface Mounted {
  form: HTMLFormElement;
  postal: PostalElement;
  street: UsElement;
}

/** One address block, postal code first: <postal-code-autocomplete> (USA), the US element, the city and the state. */
async function mount(
  options: { street?: Record<string, string>; postal?: Record<string, string> } = {},
): Promise<Mounted> {
  const page = await checkoutForm({
    attributes: options.street,
    labels: true,
    fields: [{ name: 'zip', autocomplete: 'postal-code', label: 'Postal code' }, 'city', 'state'],
    postalCode: { country: 'USA', ...options.postal },
  });
  return { form: page.form, postal: page.postal!, street: page.el };
}

const zipsOf = (rows: readonly StreetRow[]) => new Set(rows.map((row) => row.zipcode));

describe('the postal-code filter: <us-address-autocomplete>', () => {
  let us: FetchRecorder<StreetRow>;
  let postalCodes: FetchRecorder;

  beforeEach(() => {
    us = new FetchRecorder<StreetRow>({ path: BASE }).install();
    postalCodes = new FetchRecorder({ path: POSTAL_BASE }).install();
  });

  afterEach(() => {
    postalCodes.restore();
    us.restore();
    fixtureCleanup();
  });

  it('a chosen ZIP narrows the search to it (include_only_zip_codes, prefer_geolocation=none), never from the unfiltered cache', async () => {
    const { form, postal, street } = await mount();
    const before = await searchStreet(street, us, '1 Main');
    expect(before.url.searchParams.has(ZIP_FILTER)).to.equal(false);
    expect(zipsOf(before.rows).size).to.be.greaterThan(1);

    await choosePostalCode(postal, postalCodes, '94560');
    // The same text again: a request of its own with the filter, not the answer cached for the unfiltered search.
    const after = await searchStreet(street, us, '1 Main');
    expect(after.url.searchParams.get(ZIP_FILTER)).to.equal('94560');
    expect(after.url.searchParams.get('prefer_geolocation')).to.equal('none');
    expect(after.rows.length).to.be.greaterThan(0);
    expect([...zipsOf(after.rows)]).to.deep.equal(['94560']);
    expect(optionTexts(street)).to.deep.equal(after.rows.map((row) => usLabel(row as unknown as UsRow)));
    await expect(form).to.be.accessible();

    // The pick writes the same ZIP into the postal code input: no edit, the postal code and the filter stand.
    const postalEvents = new AddressEvents(postal);
    await choose(street, 0);
    await until(() => street.verified, 'the street was not chosen');
    expect(named(form, 'zip').value).to.equal('94560');
    expect(postalEvents.cleared).to.deep.equal([]);
    expect(postal.verified).to.equal(true);
    const next = await searchStreet(street, us, '3 Main');
    expect(next.url.searchParams.get(ZIP_FILTER)).to.equal('94560');
  });

  it('editing the chosen postal code lifts the filter', async () => {
    const { postal, street } = await mount();
    await choosePostalCode(postal, postalCodes, '80304');
    const filtered = await searchStreet(street, us, '1 Main');
    expect(filtered.url.searchParams.get(ZIP_FILTER)).to.equal('80304');

    const postalEvents = new AddressEvents(postal);
    postal.inputElement!.focus();
    await sendKeys({ press: 'Backspace' });
    await until(() => postalEvents.cleared.length === 1, 'the postal code was not cleared');
    const lifted = await searchStreet(street, us, '1 Main');
    expect(lifted.url.searchParams.has(ZIP_FILTER)).to.equal(false);
    expect(lifted.url.searchParams.has('prefer_geolocation')).to.equal(false);
    expect(zipsOf(lifted.rows).size).to.be.greaterThan(1);
  });

  it('a verified pick writing the ZIP+4 keeps the postal code chosen (require-verified too) and the filter on', async () => {
    const { form, postal, street } = await mount({
      street: { verify: '', 'verify-zip4': '' },
      postal: { 'require-verified': '' },
    });
    await choosePostalCode(postal, postalCodes, '97396');
    const found = await searchStreet(street, us, '1 Main');
    expect(found.url.searchParams.get(ZIP_FILTER)).to.equal('97396');

    const postalEvents = new AddressEvents(postal);
    const streetEvents = new AddressEvents(street);
    await choose(street, 0);
    await until(() => /^97396-\d{4}$/.test(named(form, 'zip').value), 'the ZIP+4 was not written');
    await until(() => streetEvents.verified.length === 1, 'no verified-address');
    expect(postalEvents.cleared).to.deep.equal([]);
    expect(postal.verified).to.equal(true);
    expect(postal.chosenPlace?.postalCode).to.equal('97396');
    expect(named(form, 'zip').validity.valid).to.equal(true);
    const next = await searchStreet(street, us, '3 Main');
    expect(next.url.searchParams.get(ZIP_FILTER)).to.equal('97396');
  });

  it('a pick writing another ZIP ends the postal code, and the filter follows: lifted', async () => {
    // The page's own filter keeps ours off, so the list holds another ZIP than the one chosen.
    const { form, postal, street } = await mount({ street: { 'include-only-states': 'OR' } });
    await choosePostalCode(postal, postalCodes, '23059');
    const own = await searchStreet(street, us, '1 Main');
    expect(own.url.searchParams.has(ZIP_FILTER)).to.equal(false);
    const index = own.rows.findIndex((row) => row.zipcode === '97396' && row.entries === 0);
    expect(index).to.be.at.least(0);

    const postalEvents = new AddressEvents(postal);
    await choose(street, index);
    await until(() => named(form, 'zip').value === '97396', 'the pick did not write its ZIP');
    await until(() => postalEvents.cleared.length === 1, 'the postal element still holds its postal code');
    expect(postal.chosenPlace).to.equal(undefined);
    // Without the page's filter, ours would apply if the postal code still stood.
    street.removeAttribute('include-only-states');
    const after = await searchStreet(street, us, '1 Main');
    expect(after.url.searchParams.has(ZIP_FILTER)).to.equal(false);
    expect(after.url.searchParams.has('include_only_states')).to.equal(false);
  });

  it('the page’s own filters and preferences win: no filter added, no config error', async () => {
    const { postal, street } = await mount();
    const streetEvents = new AddressEvents(street);
    await choosePostalCode(postal, postalCodes, '33163');
    const own: Array<[attribute: string, value: string]> = [
      ['include-only-states', 'FL'],
      ['include-only-cities', 'Miami,FL'],
      ['include-only-zip-codes', '33162'],
      ['exclude-states', 'CA'],
      ['prefer-states', 'FL'],
      ['prefer-cities', 'Miami,FL'],
      ['prefer-zip-codes', '33162'],
      ['prefer-geolocation', 'city'],
    ];
    for (const [attribute, value] of own) {
      street.setAttribute(attribute, value);
      const search = await searchStreet(street, us, '1 Main');
      const parameter = attribute.replaceAll('-', '_');
      expect(search.url.searchParams.get(parameter), attribute).to.equal(value);
      if (attribute !== 'include-only-zip-codes')
        expect(search.url.searchParams.has(ZIP_FILTER), attribute).to.equal(false);
      street.removeAttribute(attribute);
    }
    expect(streetEvents.errors.map((event) => event.detail.message)).to.deep.equal([]);
    const ours = await searchStreet(street, us, '1 Main');
    expect(ours.url.searchParams.get(ZIP_FILTER)).to.equal('33163');
  });

  it('postal-code-filter="off" adds nothing; "on" (the property) narrows at once', async () => {
    const { postal, street } = await mount({ street: { 'postal-code-filter': 'off' } });
    await choosePostalCode(postal, postalCodes, '89040');
    const off = await searchStreet(street, us, '1 Main');
    expect(off.url.searchParams.has(ZIP_FILTER)).to.equal(false);
    expect(off.url.searchParams.has('prefer_geolocation')).to.equal(false);
    expect(zipsOf(off.rows).size).to.be.greaterThan(1);

    street.postalCodeFilter = 'on';
    const on = await searchStreet(street, us, '1 Main');
    expect(on.url.searchParams.get(ZIP_FILTER)).to.equal('89040');
    expect([...zipsOf(on.rows)]).to.deep.equal(['89040']);
  });

  it('another postal-code-filter value is one config error naming it, once; the text stays, nothing is looked up', async () => {
    const consoleErrors = new ConsoleStub('error').install();
    const pageEvents = new AddressEvents(document);
    try {
      const { postal, street } = await mount({ street: { 'postal-code-filter': 'yes' } });
      await until(() => pageEvents.errors.length > 0, 'no address-error');
      expect(pageEvents.errors.map((event) => [event.detail.code, event.detail.attribute])).to.deep.equal([
        ['config', 'postal-code-filter'],
      ]);
      expect(pageEvents.errors[0]!.detail.message).to.equal('postal-code-filter: must be "on" or "off" (got "yes")');
      expect(consoleErrors.messages).to.have.length(1);
      expect(consoleErrors.messages[0]).to.contain('postal-code-filter');

      await typeInto(street, '1 Main');
      await nothingMoreWithin();
      expect(us.count).to.equal(0);
      expect(street.inputElement!.value).to.equal('1 Main');
      expect(street.inputElement!.disabled || street.inputElement!.readOnly).to.equal(false);
      // A postal code chosen changes nothing the page configured: the error is not reported again.
      await choosePostalCode(postal, postalCodes, '59432');
      await street.updateComplete;
      await nothingMoreWithin();
      expect(pageEvents.errors).to.have.length(1);
      expect(consoleErrors.messages).to.have.length(1);
    } finally {
      pageEvents.stop();
      consoleErrors.restore();
    }
  });
});
