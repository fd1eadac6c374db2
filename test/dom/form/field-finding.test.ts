// Finding the fields a form really has (src/form/address-fields.ts): the explicit mapping first, then the
// `autocomplete` tokens, then names, ids and labels; only the wrapped input's own address block.
import { expect, fixture, html } from '@open-wc/testing';
import { findAddressFields } from '../../../src/form/address-fields.js';
import { parseFieldMapping, setFieldMapping } from '../../../src/form/field-mapping.js';

function named<T extends Element = HTMLInputElement>(root: ParentNode, name: string): T {
  return root.querySelector<T>(`[name="${name}"]`)!;
}

/** Each field found, as token → names. */
function found(input: HTMLInputElement): Record<string, string[]> {
  return Object.fromEntries(
    [...findAddressFields(input)].map(([token, elements]) => [token, elements.map((e) => e.name || e.id)]),
  );
}

describe('finding fields without tokens', () => {
  it('finds line 2, city, region, postal code and country by name, label, placeholder and aria-label', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="address1" />
        <input name="f2" placeholder="Apartment, suite, unit" />
        <label for="f3">Town / City</label><input id="f3" name="f3" />
        <select name="f4" aria-label="State"></select>
        <input name="f5" title="Zip/Postal Code" />
        <select name="id_country"></select>
      </form>
    `);
    expect(found(named(form, 'address1'))).to.deep.equal({
      'address-line1': ['address1'],
      'address-line2': ['f2'],
      'address-level2': ['f3'],
      'address-level1': ['f4'],
      'postal-code': ['f5'],
      country: ['id_country'],
    });
  });

  it('never claims a company, name, phone, e-mail or search field, whatever else its words say', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" />
        <input name="billing_company" placeholder="Company address" />
        <input name="shipping_first_name" />
        <label>Full name <input name="who" /></label>
        <input name="address_phone" />
        <input type="tel" name="city_tel" />
        <input type="email" name="postcode_email" />
        <input type="search" name="city_search" />
        <input name="q" aria-label="Search for a city" />
        <input name="contact" autocomplete="organization" placeholder="City" />
      </form>
    `);
    expect(found(named(form, 'street'))).to.deep.equal({ 'address-line1': ['street'] });
  });

  it("fills only the wrapped input's block in a form of two untokened blocks, and the block it sits in", async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <div><input name="billing_address_1" /><input name="billing_city" /><input name="billing_postcode" /></div>
        <div><input name="shipping_address_1" /><input name="shipping_city" /><input name="shipping_postcode" /></div>
      </form>
    `);
    expect(found(named(form, 'shipping_address_1'))).to.deep.equal({
      'address-line1': ['shipping_address_1'],
      'address-level2': ['shipping_city'],
      'postal-code': ['shipping_postcode'],
    });
  });

  it('takes a sectioned tokened block together with the untokened selects of its container (Shopware)', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <div>
          <input name="billingAddress[street]" autocomplete="billing street-address" />
          <input name="billingAddress[city]" autocomplete="billing address-level2" />
          <select name="billingAddress[countryStateId]"></select>
        </div>
        <div>
          <input name="shippingAddress[street]" autocomplete="shipping street-address" />
          <input name="shippingAddress[city]" autocomplete="shipping address-level2" />
          <select name="shippingAddress[countryStateId]"></select>
        </div>
      </form>
    `);
    expect(found(named(form, 'shippingAddress[street]'))).to.deep.equal({
      'street-address': ['shippingAddress[street]'],
      'address-level2': ['shippingAddress[city]'],
      'address-level1': ['shippingAddress[countryStateId]'],
    });
  });

  it("reads Magento's street[0] and street[1], and its account form's repeated street[]", async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form><input name="street[]" id="s1" /><input name="street[]" id="s2" /><input name="city" /></form>
    `);
    const result = findAddressFields(form.querySelector<HTMLInputElement>('#s1')!);
    expect(result.get('address-line1')?.map((e) => e.id)).to.deep.equal(['s1']);
    expect(result.get('address-line2')?.map((e) => e.id)).to.deep.equal(['s2']);
  });
});

describe('the explicit mapping (fields)', () => {
  it('wins over tokens and words, by id or name, and a mapped field that is not there takes nothing', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <input name="city" autocomplete="address-level2" />
        <input name="town_2" id="town" />
        <input name="zone_x" />
      </form>
    `);
    const street = named(form, 'street');
    setFieldMapping(street, parseFieldMapping('address-level2: town; address-level1: zone_x; postal-code: missing'));
    expect(found(street)).to.deep.equal({
      'address-line1': ['street'],
      'address-level2': ['town_2'],
      'address-level1': ['zone_x'],
    });
  });

  it('reads the property form, with elements', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><input name="street" /><input name="x" /></form>`);
    const street = named(form, 'street');
    setFieldMapping(street, parseFieldMapping({ 'postal-code': named(form, 'x') }));
    expect(found(street)['postal-code']).to.deep.equal(['x']);
  });

  it('refuses what it cannot read, naming the attribute', () => {
    expect(() => parseFieldMapping('city: x')).to.throw(/fields: "city" is not an address field token/);
    expect(() => parseFieldMapping('address-level2 x')).to.throw(/fields: "address-level2 x" is not "token: field"/);
    expect(() => parseFieldMapping('postal-code:')).to.throw(/fields: "postal-code" names no field/);
  });
});
