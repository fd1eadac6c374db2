import { expect, fixture, html } from '@open-wc/testing';
import { fillAddressFields, writeFieldValue, type FillRequest } from '../../../src/form/form-filler.js';
import { findAddressFields } from '../../../src/form/address-fields.js';

function request(overrides: Partial<FillRequest['address']> = {}): FillRequest {
  return {
    address: {
      line1: '123 Main St',
      line2: 'Apt 4',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'USA',
      ...overrides,
    },
    regionAliases: ['IL', 'Illinois'],
    countryAliases: ['USA', 'US', 'United States'],
    countryName: 'United States',
  };
}

function field(root: ParentNode, name: string): HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement {
  return root.querySelector(`[name="${name}"]`)!;
}

describe('form filling', () => {
  it("fills text inputs and selects (by code and by name) in the input's form", async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <input name="unit" autocomplete="address-line2" />
        <input name="city" autocomplete="address-level2" />
        <select name="state" autocomplete="address-level1">
          <option value="">Choose</option>
          <option value="CA">California</option>
          <option value="IL">Illinois</option>
        </select>
        <input name="zip" autocomplete="postal-code" />
        <select name="country" autocomplete="country">
          <option value="CA">Canada</option>
          <option value="US">United States</option>
        </select>
      </form>
    `);
    const result = fillAddressFields(field(form, 'street'), request());
    expect(field(form, 'street').value).to.equal('123 Main St');
    expect(field(form, 'unit').value).to.equal('Apt 4');
    expect(field(form, 'city').value).to.equal('Springfield');
    expect(field(form, 'state').value).to.equal('IL');
    expect(field(form, 'zip').value).to.equal('62701');
    expect(field(form, 'country').value).to.equal('US');
    expect(result.written).to.have.length(6);
    expect(result.unmatched).to.deep.equal([]);
  });

  it('matches a state select whose values are names', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select name="state" autocomplete="address-level1">
          <option>California</option>
          <option>Illinois</option>
        </select>
      </form>
    `);
    fillAddressFields(field(form, 'street'), request());
    expect(field(form, 'state').value).to.equal('Illinois');
  });

  it('leaves a select without a matching option as it was, and reports it', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select name="state" autocomplete="address-level1">
          <option value="CA">California</option>
        </select>
      </form>
    `);
    const result = fillAddressFields(field(form, 'street'), request());
    expect(field(form, 'state').value).to.equal('CA');
    expect(result.unmatched).to.deep.equal([field(form, 'state')]);
  });

  it("fills only the fields of the input's own section and shipping/billing group", async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="ship-street" autocomplete="shipping address-line1" />
        <input name="ship-city" autocomplete="shipping address-level2" />
        <input name="bill-city" autocomplete="billing address-level2" />
        <input name="gift-city" autocomplete="section-gift shipping address-level2" />
        <input name="plain-city" autocomplete="address-level2" />
      </form>
    `);
    fillAddressFields(field(form, 'ship-street'), request());
    expect(field(form, 'ship-city').value).to.equal('Springfield');
    expect(field(form, 'bill-city').value).to.equal('');
    expect(field(form, 'gift-city').value).to.equal('');
    expect(field(form, 'plain-city').value).to.equal('');
  });

  it('appends the unit to line 1 in a form without an address-line2 field', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><input name="street" autocomplete="address-line1" /></form>`,
    );
    fillAddressFields(field(form, 'street'), request());
    expect(field(form, 'street').value).to.equal('123 Main St Apt 4');
  });

  it('writes street-address with a newline in a textarea', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="lookup" autocomplete="off" /><textarea name="street" autocomplete="street-address"></textarea>
      </form>
    `);
    // The lookup input itself has no address token: it belongs to the unnamed group, as the textarea does.
    fillAddressFields(field(form, 'lookup'), request());
    expect(field(form, 'street').value).to.equal('123 Main St\nApt 4');
  });

  it('looks in the closest fieldset when the input has no form, else in the document', async () => {
    const root = await fixture<HTMLDivElement>(html`
      <div>
        <fieldset>
          <input name="street" autocomplete="address-line1" /><input name="zip" autocomplete="postal-code" />
        </fieldset>
        <input name="outside-zip" autocomplete="postal-code" />
      </div>
    `);
    fillAddressFields(field(root, 'street'), request());
    expect(field(root, 'zip').value).to.equal('62701');
    expect(field(root, 'outside-zip').value).to.equal('');
  });

  it('fires input and change on each written field, and nothing on unchanged ones', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" /><input
          name="city"
          autocomplete="address-level2"
          value="Springfield"
        />
      </form>
    `);
    const events: string[] = [];
    form.addEventListener('input', (event) => events.push(`input:${(event.target as HTMLInputElement).name}`));
    form.addEventListener('change', (event) => events.push(`change:${(event.target as HTMLInputElement).name}`));
    fillAddressFields(field(form, 'street'), request({ line2: '' }));
    expect(events).to.deep.equal(['input:street', 'change:street']);
  });

  it('skips disabled and read-only fields', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <input name="city" autocomplete="address-level2" disabled />
        <input name="zip" autocomplete="postal-code" readonly />
      </form>
    `);
    fillAddressFields(field(form, 'street'), request());
    expect(field(form, 'city').value).to.equal('');
    expect(field(form, 'zip').value).to.equal('');
  });

  it('keeps a country text field that already names the country', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" /><input name="country" autocomplete="country" value="us" />
      </form>
    `);
    fillAddressFields(field(form, 'street'), request());
    expect(field(form, 'country').value).to.equal('us');
  });

  it('writes through the prototype setter, which an instance-level value override cannot swallow', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><input name="street" autocomplete="address-line1" /></form>`,
    );
    const input = field(form, 'street');
    // The way React tracks a controlled input: an own `value` property on the instance.
    let tracked = '';
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.get!.call(input),
      set: (value: string) => {
        tracked = value;
      },
    });
    expect(writeFieldValue(input, 'typed by us')).to.equal(true);
    expect(input.value).to.equal('typed by us');
    expect(tracked).to.equal('', 'the tracker did not see the write, so React sees a change');
  });

  it('lists the fields it found by token', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" /><input name="zip" autocomplete="postal-code" /><input
          autocomplete="email"
        />
      </form>
    `);
    expect([...findAddressFields(field(form, 'street')).keys()]).to.deep.equal(['address-line1', 'postal-code']);
  });
});
