// Whether the input's text is still the chosen address, tried the way a shopper breaks it: pick an address, then
// retype the street and submit. `verified`, `data-verified`, `address-cleared` (once), `require-verified` through a
// real form submit (`requestSubmit`) and `:user-invalid`, `form.reset()`, `clear()`, and a unit typed after the
// chosen street (confirmed with `verify`, a change like any other without it).
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { IntlAddressAutocomplete } from '../../src/define.js';
import type { VerifiedAddressEvent } from '../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../src/core/view/strings.js';
import { type Checkout, checkoutForm } from '../support/checkout-form.js';
import {
  FetchRecorder,
  INTL_BASE,
  KEY,
  chooseWithKeys,
  inputOf,
  listboxOf,
  named,
  nothingMoreWithin,
  optionsOf,
  typeInto,
  until,
} from '../support/element-helpers.js';
import { recordEachTest } from '../support/record-each-test.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form (test/support/checkout-form.ts) with a Pay button, `attributes` on the element. */
function checkout(attributes = ''): Promise<Checkout> {
  return checkoutForm({ attributes, button: 'Pay' }, recorder);
}

/** Waits until a request `matching` has been answered and the element shows that answer (not busy, `kind` options). */
async function untilShown(el: IntlAddressAutocomplete, matching: (url: URL) => boolean, kind?: string): Promise<void> {
  await until(
    () => recorder.exchanges.some((exchange) => matching(exchange.url) && exchange.status !== undefined),
    'no answer to the request',
  );
  await until(
    () =>
      listboxOf(el).getAttribute('aria-busy') === 'false' &&
      optionsOf(el).some((option) => (kind ? option.dataset.kind === kind : option.dataset.kind !== 'back')),
    'the answer is not shown',
  );
  await el.updateComplete;
}

/** Searches `text` and chooses its first final address; waits for `verified-address`. */
async function pick(page: Checkout, text: string): Promise<VerifiedAddressEvent> {
  const before = page.chosen.length;
  await page.search(text);
  const index = page.options.findIndex((option) => option.dataset.kind === 'final');
  expect(index, `no final address for "${text}"`).to.be.at.least(0);
  await chooseWithKeys(index);
  await until(() => page.chosen.length > before, 'no verified-address');
  await page.el.updateComplete;
  return page.chosen.at(-1)!;
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

// Which edits clear a choice (any edit, once; a unit typed without verify too) is the choice machine's rule, tested in
// Node: test/unit/choice/chosen-address.test.ts and unit-typed.test.ts. Here, the element's properties and events.
describe('the chosen address: verified, data-verified and address-cleared', () => {
  it('a pick makes the element verified; retyping the street clears it once and leaves the filled fields', async () => {
    const page = await checkout();
    expect(page.el.verified).to.equal(false);
    expect(page.el.hasAttribute('data-verified')).to.equal(false);
    const event = await pick(page, '1600 Amph');
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
    await pick(page, '1600 Amph');
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
  });

  it("typed text never chosen is invalid; an empty input is left to required; the page's own value is not held", async () => {
    const page = await checkout('require-verified');
    expect(page.input.validity.valid, 'empty, not required').to.equal(true);
    // Text the service offers addresses for (text it has no match for is let through: fail-open.test.ts).
    await page.type('77 Massachu');
    await page.settle();
    expect(page.input.validity.customError).to.equal(true);
    await page.retype('');
    await sendKeys({ press: 'Backspace' });
    await page.el.updateComplete;
    expect(page.input.value).to.equal('');
    expect(page.input.validity.valid, 'emptied').to.equal(true);

    const saved = await fixture<HTMLFormElement>(html`
      <form>
        <us-address-autocomplete embedded-key=${KEY} base-url="/us-autocomplete" require-verified>
          <input name="street" autocomplete="address-line1" value="1 Saved Address Rd" />
        </us-address-autocomplete>
      </form>
    `);
    await saved.querySelector('us-address-autocomplete')!.updateComplete;
    expect(named(saved, 'street').validity.valid, 'a saved address the page rendered').to.equal(true);
  });

  it('the message is strings.notVerified, and turning require-verified off lifts it', async () => {
    const page = await checkout('require-verified');
    page.el.strings = { notVerified: 'Wählen Sie Ihre Adresse aus der Liste' };
    await page.type('77 Mass');
    await page.settle();
    expect(page.input.validationMessage).to.equal('Wählen Sie Ihre Adresse aus der Liste');
    page.el.requireVerified = false;
    await page.el.updateComplete;
    expect(page.input.validity.valid).to.equal(true);
  });

  it("the page's own custom validity is left alone when there is nothing to hold", async () => {
    const page = await checkout('require-verified');
    page.input.setCustomValidity('The page says no');
    page.el.requestUpdate();
    await page.el.updateComplete;
    expect(page.input.validationMessage).to.equal('The page says no');
  });

  it('form.reset() forgets the choice and the message', async () => {
    const page = await checkout('require-verified');
    await pick(page, '1600 Amph');
    await page.retype('77 Mass');
    const cleared = page.cleared.length;
    page.form.reset();
    await page.el.updateComplete;
    expect(page.input.value).to.equal('');
    expect(page.input.validity.valid).to.equal(true);
    expect(page.el.verified).to.equal(false);
    expect(page.cleared, 'already cleared by the edit').to.have.length(cleared);
    await pick(page, '1600 Amphitheatre Pkwy');
    page.form.reset();
    await page.el.updateComplete;
    expect(page.cleared, 'a reset clears a standing choice').to.have.length(cleared + 1);
    expect(page.el.hasAttribute('data-verified')).to.equal(false);
  });

  it('clear() empties the input and forgets the choice; the other fields stay', async () => {
    const page = await checkout('require-verified');
    await pick(page, '1600 Amph');
    const city = page.field('city').value;
    page.el.clear();
    await page.el.updateComplete;
    expect(page.input.value).to.equal('');
    expect(page.el.verified).to.equal(false);
    expect(page.cleared).to.have.length(1);
    expect(page.field('city').value).to.equal(city);
    expect(page.input.validity.valid).to.equal(true);
  });

  it('the international element: a pick is verified, an edit is held', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <intl-address-autocomplete
          embedded-key=${KEY}
          base-url=${INTL_BASE}
          country="CAN"
          debounce="0"
          require-verified
        >
          <input name="street" autocomplete="address-line1" />
        </intl-address-autocomplete>
        <input name="city" autocomplete="address-level2" />
      </form>
    `);
    const el = form.querySelector<IntlAddressAutocomplete>('intl-address-autocomplete')!;
    const chosen: VerifiedAddressEvent[] = [];
    el.addEventListener('verified-address', (event) => chosen.push(event));
    // With debounce 0 each prefix is looked up too: choose only from the list answering the whole text, and from the
    // drill-down's own list, never from one a newer answer is about to replace.
    await typeInto(el, '100 Main');
    await untilShown(el, (url) => url.searchParams.get('search') === '100 Main' && !url.searchParams.has('address_id'));
    const final = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
    await chooseWithKeys(final >= 0 ? final : 0);
    if (final < 0) {
      await untilShown(el, (url) => url.searchParams.has('address_id'), 'final');
      await chooseWithKeys(optionsOf(el).findIndex((option) => option.dataset.kind === 'final'));
    }
    await until(() => chosen.length > 0, 'no verified-address');
    await el.updateComplete;
    expect(el.verified).to.equal(true);
    expect(inputOf(el).validity.valid).to.equal(true);
    // The lookup for the edited text is held: until the service answers, it may offer a choice, so the edit is held
    // (an answer with no match would let it through: fail-open.test.ts).
    recorder.hold = () => true;
    await sendKeys({ type: 'x' });
    await el.updateComplete;
    expect(el.verified).to.equal(false);
    expect(inputOf(el).validity.customError).to.equal(true);
    recorder.release();
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

  it('a unit typed, then another address chosen from the list: the typed unit is forgotten, not confirmed later', async () => {
    const page = await checkout('verify');
    await pickBuildingBase(page);
    await page.typeAtEnd(' #3');
    await page.settle();
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 2, 'the pick was not dispatched');
    const asked = streetRequests().length;
    page.input.blur();
    await nothingMoreWithin();
    expect(page.chosen.map((event) => event.detail.source)).to.deep.equal(['list', 'list']);
    expect(streetRequests().length, 'a US Street lookup for the forgotten unit').to.equal(asked);
    expect(page.el.verified).to.equal(true);
  });

  it('a unit the building does not have is not confirmed: the choice is cleared, the text stands unverified', async () => {
    const page = await checkout('verify require-verified');
    await pickBuildingBase(page);
    await page.typeAtEnd(' Apt 9999');
    page.input.blur();
    await until(() => page.cleared.length === 1, 'not cleared');
    expect(page.chosen).to.have.length(1);
    expect(page.el.verified).to.equal(false);
    // US Street has had its say: the shopper's unit is theirs to submit (fail-open.test.ts).
    expect(page.input.validity.valid).to.equal(true);
  });
});
