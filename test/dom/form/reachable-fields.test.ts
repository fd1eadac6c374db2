// Fields the shopper cannot reach are never written, counted or focused (issue 18): a hidden or unrendered field,
// one inside an inert or aria-hidden part of the page, a hidden input, and an off-screen field found by its words
// alone (a honeypot). An off-screen field that carries the token (an autofill catcher, such as the one WooCommerce's
// block checkout keeps for line 2) is the fill's: autofill-catchers.test.ts.
import { expect, fixture, html } from '@open-wc/testing';
import { fillAddressFields } from '../../../src/form/form-filler.js';
import { springfieldRequest } from '../../support/fill-request.js';
import { findAddressFields } from '../../../src/form/address-fields.js';

const REQUEST = springfieldRequest();

/** A form whose street is reachable and whose city is put out of reach by `unreachable` (a template of the city). */
async function formWithCity(city: ReturnType<typeof html>): Promise<HTMLFormElement> {
  return fixture<HTMLFormElement>(html`
    <form>
      <input name="street" autocomplete="address-line1" />
      ${city}
      <input name="zip" autocomplete="postal-code" />
    </form>
  `);
}

const UNREACHABLE: Array<[string, ReturnType<typeof html>]> = [
  ['the hidden attribute', html`<input name="city" autocomplete="address-level2" hidden />`],
  ['a hidden ancestor', html`<div hidden><input name="city" autocomplete="address-level2" /></div>`],
  ['display: none', html`<div style="display: none"><input name="city" autocomplete="address-level2" /></div>`],
  ['visibility: hidden', html`<input name="city" autocomplete="address-level2" style="visibility: hidden" />`],
  ['an inert ancestor', html`<div inert><input name="city" autocomplete="address-level2" /></div>`],
  ['aria-hidden', html`<div aria-hidden="true"><input name="city" autocomplete="address-level2" /></div>`],
  ['type=hidden', html`<input type="hidden" name="city" autocomplete="address-level2" />`],
  [
    'an off-screen field found by its name, without a token (a honeypot)',
    html`<input name="city" tabindex="-1" style="position: absolute; left: -20000px" />`,
  ],
];

describe('fields the shopper cannot reach', () => {
  for (const [why, city] of UNREACHABLE) {
    it(`are not found, written or listed: ${why}`, async () => {
      const form = await formWithCity(city);
      const street = form.querySelector<HTMLInputElement>('[name=street]')!;
      const cityField = form.querySelector<HTMLInputElement>('[name=city]')!;
      let heard = 0;
      cityField.addEventListener('input', () => (heard += 1));
      expect([...findAddressFields(street).keys()]).to.deep.equal(['address-line1', 'postal-code']);
      const result = fillAddressFields(street, REQUEST);
      expect(cityField.value).to.equal('');
      expect(heard).to.equal(0);
      expect(result.written.map((field) => field.getAttribute('name'))).to.deep.equal(['street', 'zip']);
    });
  }

  it('a reachable field off the visible part of a long page is still found (scrolled away, not off-screen)', async () => {
    const form = await formWithCity(html`
      <div style="height: 3000px"></div>
      <input name="city" autocomplete="address-level2" />
    `);
    const street = form.querySelector<HTMLInputElement>('[name=street]')!;
    expect([...findAddressFields(street).keys()]).to.deep.equal(['address-line1', 'address-level2', 'postal-code']);
  });
});
