// The chosen address stays true when the shopper changes the form's country, or another field the element filled,
// after a choice: the choice is cleared (address-cleared naming the field, not verified, require-verified holds the
// street) and the element follows the new country. The fill's own write of the chosen country is no change.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  ConsoleStub,
  FetchRecorder,
  INTL_BASE,
  KEY,
  chooseWithKeys,
  listboxOf,
  nothingMoreWithin,
  optionsOf,
  typeInto,
  until,
  type IntlElement,
} from '../../support/element-helpers.js';
import { AddressEvents } from '../../support/address-events.js';

let recorder: FetchRecorder;
let quietConsole: ConsoleStub;

beforeEach(() => {
  recorder = new FetchRecorder({ path: INTL_BASE }).install();
  quietConsole = new ConsoleStub('error').install();
});

afterEach(() => {
  recorder.restore();
  quietConsole.restore();
});

/** The form with an international element, a city, a postcode and a country select, its first final address chosen. */
async function chosenInForm() {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <intl-address-autocomplete embedded-key=${KEY} base-url=${INTL_BASE} debounce="0" require-verified>
        <input name="street" autocomplete="address-line1" aria-label="Street" />
      </intl-address-autocomplete>
      <input name="city" autocomplete="address-level2" aria-label="City" />
      <input name="postcode" autocomplete="postal-code" aria-label="Postcode" />
      <select name="country" autocomplete="country" aria-label="Country">
        <option value="GBR" selected>United Kingdom</option>
        <option value="DEU">Germany</option>
      </select>
    </form>
  `);
  const el = form.querySelector<IntlElement>('intl-address-autocomplete')!;
  const input = el.querySelector('input')!;
  const country = form.querySelector('select')!;
  const events = new AddressEvents(el);
  const { verified: chosen } = events;
  form.addEventListener('submit', (event) => event.preventDefault());

  await typeInto(el, '1 Church');
  // The list answering the whole text, not a prefix (which that answer would replace under the keys).
  await until(
    () =>
      recorder.exchanges.some(
        (exchange) => exchange.url.searchParams.get('search') === '1 Church' && exchange.status !== undefined,
      ),
    'no answer for the text',
  );
  await until(
    () =>
      listboxOf(el).getAttribute('aria-busy') === 'false' &&
      optionsOf(el).some((option) => option.dataset.kind === 'final'),
    'no final address',
  );
  await chooseWithKeys(optionsOf(el).findIndex((option) => option.dataset.kind === 'final'));
  await until(() => chosen.length === 1, 'no verified-address');
  await el.updateComplete;
  return { form, el, input, country, events };
}

describe("the international element's choice and the form's other fields", () => {
  it('clears the choice, holds the street, and the next lookup is for the new country', async () => {
    const { form, el, input, country, events } = await chosenInForm();
    const { verified: chosen, cleared } = events;
    expect(chosen[0]!.detail.address.country).to.equal('GBR');
    await nothingMoreWithin();
    expect(cleared, "the fill's own write of the country cleared the choice").to.have.length(0);
    expect(el.verified).to.equal(true);

    country.value = 'DEU';
    country.dispatchEvent(new Event('input', { bubbles: true }));
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(cleared).to.have.length(1);
    expect(cleared[0]!.detail.address.country).to.equal('GBR');
    expect(cleared[0]!.detail.field).to.equal('country');
    expect(el.verified).to.equal(false);
    expect(input.validity.customError, 'a St Austell street submitted as Germany').to.equal(true);
    expect(form.checkValidity()).to.equal(false);

    const before = recorder.count;
    input.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    await until(() => recorder.count > before, 'no lookup after the change');
    expect(recorder.last.url.searchParams.get('country')).to.equal('DEU');
  });

  it('an edit of the postcode the element filled clears it too (no street verification there: nothing is looked up)', async () => {
    const { form, el, events } = await chosenInForm();
    const postcode = form.querySelector<HTMLInputElement>('[name="postcode"]')!;
    const before = recorder.count;
    postcode.focus();
    postcode.select();
    await sendKeys({ type: 'PL25 9ZZ' });
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(el.verified).to.equal(false);
    expect(el.hasAttribute('data-verified')).to.equal(false);
    expect(events.cleared.map((cleared) => cleared.detail.field)).to.deep.equal(['postal-code']);
    await nothingMoreWithin();
    expect(recorder.count).to.equal(before);
  });
});
