// Off-screen autofill catchers (src/form/field-reach.ts, findAddressFields' `catchers`): a field out of the shopper's
// reach only because the shop keeps it off-screen, and that asks for the value by its own `autocomplete` token, as
// WooCommerce's block checkout keeps its collapsed line 2 (test/fixtures/shops/woocommerce-blocks.html). The fill
// writes it when the address has a value for it (the shop then reveals the field), so the unit goes there and not
// onto line 1; the form's address is read from it. Fields found by their words alone (honeypots), fields of another
// address and fields autofill skips too stay untouched.
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { findAddressFields, type FieldElement } from '../../../src/form/address-fields.js';
import { formAddress } from '../../../src/form/form-address.js';
import { parseFieldMapping, setFieldMapping } from '../../../src/form/field-mapping.js';
import { fillAddressFields, filledFields, planFill, unfilledFields } from '../../../src/form/form-filler.js';
import { springfieldRequest } from '../../support/fill-request.js';

/** Where WooCommerce's block checkout keeps its catcher (form/style.scss). */
const OFF_SCREEN = 'position: absolute; left: -20000px';

/** A form with a street, a city and a postal code around `unit` (the field under test). */
function formWith(unit: TemplateResult, street = 'address-line1'): Promise<HTMLFormElement> {
  return fixture<HTMLFormElement>(html`
    <form>
      <input name="street" autocomplete=${street} />
      ${unit}
      <input name="city" autocomplete="address-level2" />
      <input name="zip" autocomplete="postal-code" />
    </form>
  `);
}

function named(root: ParentNode, name: string): HTMLInputElement {
  return root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
}

/** Each field found, as token → names. */
function names(fields: Map<string, FieldElement[]>): Record<string, string[]> {
  return Object.fromEntries([...fields].map(([token, elements]) => [token, elements.map((element) => element.name)]));
}

/** The `input` and `change` events `field` hears. */
function listen(field: HTMLElement): string[] {
  const heard: string[] = [];
  field.addEventListener('input', () => heard.push('input'));
  field.addEventListener('change', () => heard.push('change'));
  return heard;
}

const CATCHER = html`<input
  name="unit"
  autocomplete="address-line2"
  tabindex="-1"
  aria-hidden="true"
  style=${OFF_SCREEN}
/>`;

describe('off-screen autofill catchers', () => {
  it('a line 2 with its token is found for the fill only, takes the unit, and line 1 goes without it', async () => {
    const form = await formWith(CATCHER);
    const street = named(form, 'street');
    const unit = named(form, 'unit');
    const heard = listen(unit);
    expect(names(findAddressFields(street))).to.deep.equal({
      'address-line1': ['street'],
      'address-level2': ['city'],
      'postal-code': ['zip'],
    });
    expect(names(findAddressFields(street, undefined, { catchers: true }))['address-line2']).to.deep.equal(['unit']);
    const plan = planFill(street, springfieldRequest());
    expect(plan.writes.map(({ field, value }) => [field, value])).to.deep.equal([
      ['address-line1', '1 Main St'],
      ['address-line2', 'Apt 4'],
      ['address-level2', 'Springfield'],
      ['postal-code', '62701'],
    ]);
    expect(filledFields(plan)).to.include('address-line2');
    fillAddressFields(street, springfieldRequest());
    expect([street.value, unit.value]).to.deep.equal(['1 Main St', 'Apt 4']);
    // As a shopper's edit (or autofill) fires them: the shop hears the value and reveals the field.
    expect(heard).to.deep.equal(['input', 'change']);
    // What the form sends is its address: the catcher's unit with it.
    expect(formAddress(street, 'USA').line2).to.equal('Apt 4');
  });

  it('an address without a unit neither writes nor lists an empty catcher', async () => {
    const form = await formWith(CATCHER);
    const street = named(form, 'street');
    const unit = named(form, 'unit');
    const heard = listen(unit);
    const plan = planFill(street, springfieldRequest(''));
    expect(plan.writes.map(({ element }) => element.name)).to.deep.equal(['street', 'city', 'zip']);
    expect(filledFields(plan)).to.not.include('address-line2');
    // The form has no region field; line 2 is in neither list.
    expect(unfilledFields(plan, springfieldRequest('').address)).to.deep.equal(['address-level1']);
    fillAddressFields(street, springfieldRequest(''));
    expect([street.value, unit.value]).to.deep.equal(['1 Main St', '']);
    expect(heard).to.deep.equal([]);
  });

  it("an address without a unit empties a catcher that still holds another address's unit", async () => {
    const form = await formWith(CATCHER);
    const unit = named(form, 'unit');
    unit.value = 'Apt 9';
    fillAddressFields(named(form, 'street'), springfieldRequest(''));
    expect(unit.value).to.equal('');
  });

  const HONEYPOTS: Array<[string, TemplateResult]> = [
    ['found by its name', html`<input name="address2" tabindex="-1" style=${OFF_SCREEN} />`],
    ['autocomplete="off"', html`<input name="address2" autocomplete="off" tabindex="-1" style=${OFF_SCREEN} />`],
    ['found by its label', html`<label>Apartment <input name="address2" tabindex="-1" style=${OFF_SCREEN} /></label>`],
  ];
  for (const [why, honeypot] of HONEYPOTS) {
    it(`an off-screen field without the token is a honeypot, never written (the unit goes on line 1): ${why}`, async () => {
      const form = await formWith(honeypot);
      const street = named(form, 'street');
      const field = named(form, 'address2');
      const heard = listen(field);
      expect(findAddressFields(street, undefined, { catchers: true }).has('address-line2')).to.equal(false);
      const result = fillAddressFields(street, springfieldRequest());
      expect([street.value, field.value]).to.deep.equal(['1 Main St Apt 4', '']);
      expect(heard).to.deep.equal([]);
      expect(result.written.map((element) => element.name)).to.deep.equal(['street', 'city', 'zip']);
    });
  }

  const OTHER_ADDRESS: Array<[string, string, string]> = [
    ['another section', 'section-ship address-line1', 'section-bill address-line2'],
    ['billing for a shipping street', 'shipping address-line1', 'billing address-line2'],
    ['a bare token for a sectioned street', 'section-ship address-line1', 'address-line2'],
  ];
  for (const [why, streetToken, unitToken] of OTHER_ADDRESS) {
    it(`a catcher of another address is left alone: ${why}`, async () => {
      const form = await formWith(
        html`<input name="unit" autocomplete=${unitToken} tabindex="-1" style=${OFF_SCREEN} />`,
        streetToken,
      );
      const street = named(form, 'street');
      expect(findAddressFields(street, undefined, { catchers: true }).has('address-line2')).to.equal(false);
      fillAddressFields(street, springfieldRequest());
      expect([street.value, named(form, 'unit').value]).to.deep.equal(['1 Main St Apt 4', '']);
    });
  }

  it("in a form of two blocks with bare tokens, a pick writes its own block's catcher only", async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        ${['shipping', 'billing'].map(
          (block) => html`
            <div>
              <input name="${block}-street" autocomplete="address-line1" />
              <input name="${block}-unit" autocomplete="address-line2" tabindex="-1" style=${OFF_SCREEN} />
              <input name="${block}-city" autocomplete="address-level2" />
              <input name="${block}-zip" autocomplete="postal-code" />
            </div>
          `,
        )}
      </form>
    `);
    const street = named(form, 'billing-street');
    expect(names(findAddressFields(street, undefined, { catchers: true }))).to.deep.equal({
      'address-line1': ['billing-street'],
      'address-line2': ['billing-unit'],
      'address-level2': ['billing-city'],
      'postal-code': ['billing-zip'],
    });
    fillAddressFields(street, springfieldRequest());
    expect([named(form, 'billing-unit').value, named(form, 'shipping-unit').value]).to.deep.equal(['Apt 4', '']);
  });

  const NO_CATCHER: Array<[string, TemplateResult]> = [
    [
      'display: none',
      html`<div style="display: none">
        <input name="unit" autocomplete="address-line2" style=${OFF_SCREEN} />
      </div>`,
    ],
    [
      'visibility: hidden',
      html`<input name="unit" autocomplete="address-line2" style="${OFF_SCREEN}; visibility: hidden" />`,
    ],
    ['type=hidden', html`<input type="hidden" name="unit" autocomplete="address-line2" />`],
    [
      'an inert ancestor',
      html`<div inert><input name="unit" autocomplete="address-line2" style=${OFF_SCREEN} /></div>`,
    ],
    ['aria-hidden on screen', html`<input name="unit" autocomplete="address-line2" aria-hidden="true" />`],
  ];
  for (const [why, unit] of NO_CATCHER) {
    it(`a field that is no catcher is not written, whatever its token: ${why}`, async () => {
      const form = await formWith(unit);
      const street = named(form, 'street');
      expect(findAddressFields(street, undefined, { catchers: true }).has('address-line2')).to.equal(false);
      fillAddressFields(street, springfieldRequest());
      expect([street.value, named(form, 'unit').value]).to.deep.equal(['1 Main St Apt 4', '']);
    });
  }

  it('an off-screen field the explicit mapping names is a catcher, token or not', async () => {
    const form = await formWith(html`<input name="hidden_unit" tabindex="-1" style=${OFF_SCREEN} />`);
    const street = named(form, 'street');
    setFieldMapping(street, parseFieldMapping('address-line2: hidden_unit'));
    expect(findAddressFields(street).has('address-line2')).to.equal(false);
    fillAddressFields(street, springfieldRequest());
    expect([street.value, named(form, 'hidden_unit').value]).to.deep.equal(['1 Main St', 'Apt 4']);
  });
});
