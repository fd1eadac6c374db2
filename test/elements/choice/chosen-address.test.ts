// Whether the input's text is still the chosen address, as the page sees it: pick an address, then retype the street
// and submit. `verified`, `data-verified`, `address-cleared` (once), `require-verified` through a real form submit
// (`requestSubmit`), its message and `:user-invalid`, `form.reset()`, `clear()`, and a unit typed after the chosen
// street confirmed with `verify` when the shopper leaves the input.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { VerifiedAddressEvent } from '../../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { FetchRecorder, chooseWithKeys, nothingMoreWithin, until } from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form (test/support/checkout-form.ts) with a Pay button, `attributes` on the element. */
function checkout(attributes = ''): Promise<Checkout> {
  return checkoutForm({ attributes, button: 'Pay' }, recorder);
}

/**
 * Chooses the base address of a building whose base is deliverable (1600 Pennsylvania Ave, Whitehouse OH in the
 * simulator): a street a shopper may then add a unit to.
 */
async function pickBuildingBase(page: Checkout): Promise<VerifiedAddressEvent> {
  const rows = await page.search('1600 Pe');
  const group = rows.findIndex((row) => row.city === 'Whitehouse' && (row.entries ?? 0) > 1);
  expect(group, 'the simulator lists 1600 Pennsylvania Ave, Whitehouse OH').to.be.at.least(0);
  await chooseWithKeys(group);
  await until(() => page.options.some((option) => / Apt /.test(option.textContent ?? '')), 'no units');
  const base = page.options.findIndex((option) => !/ Apt /.test(option.textContent ?? ''));
  expect(base, 'the group lists its base address').to.be.at.least(0);
  const before = page.chosen.length;
  await chooseWithKeys(base);
  await until(() => page.chosen.length > before, 'no verified-address');
  await page.el.updateComplete;
  return page.chosen.at(-1)!;
}

// Which edits clear a choice (any edit, once; a unit typed without verify too), what require-verified holds (typed
// text until chosen, never the page's own text nor an empty input) and a unit typed (pending, asked at commit,
// confirmed or not, forgotten by another choice) are the choice machine's rules, tested in Node:
// test/unit/choice/chosen-address.test.ts and unit-typed.test.ts; the international element's choice stands and is
// held the same way (intl-country-choice.test.ts). Here, the element's properties, events and validity.
describe('the chosen address: verified, data-verified and address-cleared', () => {
  it('a pick makes the element verified; retyping the street clears it once and leaves the filled fields', async () => {
    const page = await checkout();
    expect(page.el.verified).to.equal(false);
    expect(page.el.hasAttribute('data-verified')).to.equal(false);
    const event = await page.pickFinal('1600 Amph');
    expect(event.detail.source).to.equal('list');
    expect(page.el.verified).to.equal(true);
    expect(page.el.hasAttribute('data-verified')).to.equal(true);
    const city = page.field('city').value;
    await page.retype('77 Massac');
    expect(page.el.verified).to.equal(false);
    expect(page.el.hasAttribute('data-verified')).to.equal(false);
    expect(page.cleared).to.have.length(1);
    expect(page.cleared[0]!.detail.address).to.deep.equal(event.detail.address);
    await sendKeys({ type: 'hu' });
    await nothingMoreWithin();
    expect(page.cleared, 'address-cleared is dispatched once per choice').to.have.length(1);
    expect(page.field('city').value, 'the fields the element filled stay').to.equal(city);
    expect(() => {
      (page.el as unknown as { verified: boolean }).verified = true;
    }, 'verified is read-only').to.throw();
  });
});

describe('require-verified: native validation blocks a street that is not a chosen address', () => {
  it('an edit after a pick: the submit is blocked with the message, :user-invalid applies; choosing again submits', async () => {
    const page = await checkout('require-verified');
    // With nothing to hold, the page's own custom validity is left alone.
    page.input.setCustomValidity('The page says no');
    page.el.requestUpdate();
    await page.el.updateComplete;
    expect(page.input.validationMessage).to.equal('The page says no');
    page.input.setCustomValidity('');
    await page.pickFinal('1600 Amph');
    page.form.requestSubmit();
    expect(page.submits, 'a chosen address submits').to.equal(1);
    await page.retype('77 Massac');
    expect(page.input.validity.customError).to.equal(true);
    expect(page.input.validationMessage).to.equal(DEFAULT_STRINGS.notVerified);
    page.form.requestSubmit();
    expect(page.submits, 'the edited street submitted').to.equal(1);
    page.input.blur();
    expect(page.input.matches(':user-invalid'), ':user-invalid after the shopper changed the text').to.equal(true);
    page.input.focus();
    await page.settle();
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 2, 'no verified-address');
    await page.el.updateComplete;
    expect(page.input.validity.valid).to.equal(true);
    expect(page.input.matches(':user-invalid')).to.equal(false);
    page.form.requestSubmit();
    expect(page.submits).to.equal(2);

    // The message is strings.notVerified, and turning require-verified off lifts it.
    await page.retype('77 Mass');
    await until(() => page.input.validity.customError, 'the edit was not held');
    page.el.strings = { notVerified: 'Wählen Sie Ihre Adresse aus der Liste' };
    await page.el.updateComplete;
    expect(page.input.validationMessage).to.equal('Wählen Sie Ihre Adresse aus der Liste');
    page.el.requireVerified = false;
    await page.el.updateComplete;
    expect(page.input.validity.valid).to.equal(true);
  });

  it('form.reset() and clear() forget the choice and the message; clear() leaves the other fields', async () => {
    const page = await checkout('require-verified');
    await page.pickFinal('1600 Amph');
    await page.retype('77 Mass');
    const cleared = page.cleared.length;
    page.form.reset();
    await page.el.updateComplete;
    expect(page.input.value).to.equal('');
    expect(page.input.validity.valid).to.equal(true);
    expect(page.el.verified).to.equal(false);
    expect(page.cleared, 'already cleared by the edit').to.have.length(cleared);
    await page.pickFinal('1600 Amphitheatre Pkwy');
    page.form.reset();
    await page.el.updateComplete;
    expect(page.cleared, 'a reset clears a standing choice').to.have.length(cleared + 1);
    expect(page.el.hasAttribute('data-verified')).to.equal(false);

    await page.pickFinal('1600 Ma');
    const city = page.field('city').value;
    page.el.clear();
    await page.el.updateComplete;
    expect(page.input.value).to.equal('');
    expect(page.el.verified).to.equal(false);
    expect(page.cleared, 'clear() clears the choice').to.have.length(cleared + 2);
    expect(page.field('city').value, 'clear() leaves the other fields').to.equal(city);
    expect(page.input.validity.valid).to.equal(true);
  });
});

describe('verify: a unit typed after the chosen street', () => {
  const streetRequests = () => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/'));

  it('confirmed by US Street when the text is committed: a choice of its own (source unit), nothing cleared', async () => {
    const page = await checkout('verify');
    const first = await pickBuildingBase(page);
    expect(first.detail.address.line2).to.equal('');
    await page.typeAtEnd(' #3');
    expect(page.el.verified, 'pending until US Street confirms').to.equal(false);
    expect(page.cleared).to.have.length(0);
    const asked = streetRequests().length;
    page.input.blur();
    await until(() => page.chosen.length === 2, 'the unit was not confirmed');
    expect(streetRequests().length).to.equal(asked + 1);
    expect(streetRequests().at(-1)!.url.searchParams.get('secondary')).to.equal('#3');
    const event = page.chosen[1]!;
    expect(event.detail.source).to.equal('unit');
    expect(event.detail.address.line2, 'the unit as US Street writes it').to.equal('Apt 3');
    expect(event.detail.verification?.status).to.equal('verified');
    expect(page.el.verified).to.equal(true);
    expect(page.cleared).to.have.length(0);
    expect(page.input.value, "the service's form (the form has no unit field)").to.equal(
      `${first.detail.address.line1} Apt 3`,
    );
  });
});
