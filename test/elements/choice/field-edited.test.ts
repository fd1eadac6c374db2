// The fields the element filled belong to the choice: pick an address, then change the ZIP (typed, then Tab) or the
// state select, as a shopper would, and the element stops saying "verified" (address-cleared names the field); a
// value put back, or the shop's own `change` with the value filled, is no edit. With `verify`, the form's address as it
// then stands is checked with one US Street lookup: the "Did you mean" row for a ZIP the service corrects, taken with
// Down and Enter; verified again silently (`source: 'edit'`) once the form holds the service's address. What the
// machine does with each answer (not found, a failure, a stale answer) is tested in Node:
// test/unit/choice/field-edited.test.ts.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type Checkout, type SelectOptions, checkoutForm } from '../../support/checkout-form.js';
import {
  FetchRecorder,
  announced,
  chooseWithKeys,
  isOpen,
  nothingMoreWithin,
  until,
} from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { US_STATE_NAMES } from '../../../src/form/us-states.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

const STATES: SelectOptions = [['', 'Choose a state'], ...US_STATE_NAMES];

/** The checkout form with a state select; `verify` when asked. */
function checkout(verify = false): Promise<Checkout> {
  return checkoutForm(
    {
      attributes: verify ? 'verify' : '',
      // A field after the ZIP code, not the address's: Tab from the ZIP code lands there in every engine.
      fields: [
        'city',
        { name: 'state', autocomplete: 'address-level1', label: 'State', options: STATES },
        'zip',
        { name: 'note', autocomplete: 'off', label: 'Delivery note' },
      ],
    },
    recorder,
  );
}

const streetRequests = () => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/'));

/** The ZIP of the candidate US Street answered the lookup number `index` with. */
async function candidateZip(index: number): Promise<string> {
  await until(() => streetRequests().length > index, `no US Street lookup ${index + 1}`);
  const [candidate] = (await streetRequests()[index]!.answer).body as Array<{ components: { zipcode: string } }>;
  expect(candidate, 'US Street found the edited address').to.not.equal(undefined);
  return candidate!.components.zipcode;
}

/** The shopper retypes the field named `name` and leaves it with Tab (its `change`). */
async function retypeField(page: Checkout, name: string, text: string): Promise<void> {
  const field = page.field(name);
  field.focus();
  field.select();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Tab' });
  await page.el.updateComplete;
}

/** The shopper picks `value` in the select named `name` (what a browser does on a pick: `input`, then `change`). */
async function selectOption(page: Checkout, name: string, value: string): Promise<void> {
  const select = page.field<HTMLSelectElement>(name);
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await page.el.updateComplete;
}

describe('a field the element filled, edited after the choice', () => {
  it('a ZIP retyped: no longer verified, data-verified off, one address-cleared naming the field', async () => {
    const page = await checkout();
    const event = await page.pickFinal('1600 Amph');
    expect(page.el.verified).to.equal(true);
    expect(page.field('zip').value).to.equal(event.detail.address.postalCode);
    await retypeField(page, 'zip', '94044');
    expect(page.el.verified).to.equal(false);
    expect(page.el.hasAttribute('data-verified')).to.equal(false);
    expect(page.cleared).to.have.length(1);
    expect(page.cleared[0]!.detail).to.deep.equal({ address: event.detail.address, field: 'postal-code' });
    expect(page.field('zip').value, "the shopper's ZIP stands").to.equal('94044');
    await retypeField(page, 'city', 'Palo Alto');
    await nothingMoreWithin();
    expect(page.cleared, 'once per choice').to.have.length(1);
    expect(streetRequests(), 'nothing is looked up without verify').to.have.length(0);
  });

  it('the state select changed: cleared, naming it', async () => {
    const page = await checkout();
    const event = await page.pickFinal('1600 Amph');
    const state = page.field<HTMLSelectElement>('state');
    expect(state.value).to.equal(event.detail.address.region);
    await selectOption(page, 'state', state.value === 'OH' ? 'IL' : 'OH');
    expect(page.el.verified).to.equal(false);
    expect(page.cleared.map((cleared) => cleared.detail.field)).to.deep.equal(['address-level1']);
  });

  it("no edit: the fill's own writes of another address chosen from the list shown again", async () => {
    const page = await checkout();
    await page.pickFinal('1600 Amph');
    const first = page.field('city').value;
    // Down shows the list the address was chosen from again; another of its addresses is chosen.
    page.input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => isOpen(page.el), 'the list did not come back');
    const other = page.options.findIndex(
      (option) => option.dataset.kind === 'final' && !option.textContent?.includes(first),
    );
    expect(other, 'the list has an address in another city').to.be.at.least(0);
    await chooseWithKeys(other);
    await until(() => page.chosen.length === 2, 'no verified-address for the second choice');
    await nothingMoreWithin();
    expect(page.cleared, 'no field edit was reported').to.have.length(0);
    expect(page.el.verified).to.equal(true);
  });

  it('no edit: the shop re-sends `change` with the value filled, or the shopper retypes it in other capitals', async () => {
    const page = await checkout();
    const event = await page.pickFinal('1600 Amph');
    const zip = page.field('zip');
    zip.dispatchEvent(new Event('change', { bubbles: true }));
    await retypeField(page, 'city', event.detail.address.city.toUpperCase());
    await nothingMoreWithin();
    expect(page.cleared).to.have.length(0);
    expect(page.el.verified).to.equal(true);
  });
});

describe('with verify, the form as it stands after the edit is checked quietly', () => {
  it('a ZIP the service corrects: one US Street lookup of the fields, the "Did you mean" row, taken with Down and Enter', async () => {
    const page = await checkout(true);
    const event = await page.pickFinal('1600 Amph');
    const { address } = event.detail;
    expect(streetRequests()).to.have.length(1);
    await retypeField(page, 'zip', '94044');
    expect(page.el.verified).to.equal(false);
    await until(() => streetRequests().length === 2, 'no US Street lookup after the edit');
    const request = streetRequests()[1]!.url.searchParams;
    expect(request.get('street')).to.equal(address.line1);
    expect(request.get('city')).to.equal(address.city);
    expect(request.get('state')).to.equal(address.region);
    expect(request.get('zipcode')).to.equal('94044');
    // Announced where the shopper is (the city field), and shown when they come back to the street.
    const corrected = await candidateZip(1);
    expect(corrected).to.not.equal('94044');
    await until(() => announced(page.el).includes(corrected), 'the correction was not announced');
    expect(isOpen(page.el)).to.equal(false);
    expect(page.chosen, 'nothing verified meanwhile').to.have.length(1);
    page.input.focus();
    await until(() => isOpen(page.el) && page.options.length === 2, 'no "Did you mean" row');
    expect(page.options[0]!.textContent).to.contain(corrected);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => page.chosen.length === 2, 'no verified-address for the correction');
    expect(page.chosen[1]!.detail.source).to.equal('edit');
    expect(page.chosen[1]!.detail.verification?.status).to.equal('verified');
    await until(() => page.field('zip').value === corrected, 'the ZIP was not corrected');
    await page.el.updateComplete;
    expect(page.el.verified).to.equal(true);
  });

  it('the ZIP put back after an edit: verified again silently, with no row', async () => {
    const page = await checkout(true);
    const event = await page.pickFinal('1600 Amph');
    const before = streetRequests().length;
    // Another ZIP than the test before's: the page session's cache would answer that one without a request.
    await retypeField(page, 'zip', '94046');
    const corrected = await candidateZip(before);
    await until(() => announced(page.el).includes(corrected), 'no "Did you mean" row');
    await retypeField(page, 'zip', event.detail.address.postalCode);
    await until(() => page.chosen.length === 2, 'not verified again');
    expect(page.chosen[1]!.detail.source).to.equal('edit');
    expect(page.chosen[1]!.detail.address).to.deep.equal(event.detail.address);
    await page.el.updateComplete;
    expect(page.el.verified).to.equal(true);
    expect(page.el.hasAttribute('data-verified')).to.equal(true);
    page.input.focus();
    await nothingMoreWithin();
    expect(isOpen(page.el), 'the row of the earlier answer is gone').to.equal(false);
  });
});
