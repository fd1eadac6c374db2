// <postal-code-autocomplete>: postal-code-first entry over the International Postal Code API (the simulator's
// /international-postal-code). Typing a postal code or its prefix lists the places it stands for; choosing one writes
// the postal code into the input and fills the city and region of its form, and nothing else (not the street, no
// field the shopper cannot reach); `postal-code-selected` carries the service's result. Every test types its own
// postal code: the simulator refuses the same input a third time within 5 s. The auto choice, errors, the keyboard and
// the country are in the other postal-code-*.test.ts files.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { VerifiedAddressEvent } from '../../../src/core/events/address-events.js';
import {
  ConsoleStub,
  FetchRecorder,
  KEY,
  POSTAL_BASE,
  type PostalElement,
  chooseWithKeys,
  listboxOf,
  named,
  optionTexts,
  until,
} from '../../support/element-helpers.js';
import { type PostalRow, STATE_OPTIONS, label, lookUp, postalForm } from '../../support/postal-form.js';

describe('<postal-code-autocomplete>', () => {
  let recorder: FetchRecorder<PostalRow>;
  let consoleStub: ConsoleStub;
  /** A region the state select has no option for is named in a console warning. */
  let warnings: ConsoleStub;

  beforeEach(() => {
    warnings = new ConsoleStub('warn').install();
    recorder = new FetchRecorder<PostalRow>({ path: POSTAL_BASE }).install();
    consoleStub = new ConsoleStub('error').install();
  });

  afterEach(() => {
    recorder.restore();
    consoleStub.restore();
    warnings.restore();
    fixtureCleanup();
  });

  it('a US ZIP chosen from its prefix’s list fills the city, the state select by name and the ZIP, not the street', async () => {
    const { form, el, input } = await postalForm({ country: 'USA' });
    const street = named(form, 'street');
    street.value = '350 Fifth Avenue';
    const verified: VerifiedAddressEvent[] = [];
    form.addEventListener('verified-address', (event) => verified.push(event));

    const results = await lookUp(el, recorder, '1000');
    expect(results.length).to.be.greaterThan(1);
    expect(optionTexts(el)).to.deep.equal(results.slice(0, 10).map(label));
    const request = recorder.last.url;
    expect(request.pathname).to.equal(`${POSTAL_BASE}/lookup`);
    expect(request.searchParams.get('country')).to.equal('USA');
    expect(request.searchParams.get('key')).to.equal(KEY);
    expect(request.searchParams.has('input_id')).to.equal(false);

    await chooseWithKeys(0);
    await until(() => named(form, 'city').value !== '', 'the city was not filled');
    expect(input.value).to.equal(results[0]!.postal_code);
    expect(named(form, 'city').value).to.equal(results[0]!.locality);
    expect(named<HTMLSelectElement>(form, 'state').value).to.equal('New York');
    expect(street.value).to.equal('350 Fifth Avenue');
    expect(verified).to.deep.equal([]);
    expect(consoleStub.calls).to.deep.equal([]);
  });

  it('dispatches postal-code-selected with the service result and the place', async () => {
    const { el, input, selected } = await postalForm({ country: 'USA' });
    const results = await lookUp(el, recorder, '6060');
    await chooseWithKeys(0);
    await until(() => selected.length === 1, 'no postal-code-selected');
    const [event] = selected;
    expect(event!.bubbles && event!.composed).to.equal(true);
    expect(event!.target).to.equal(el);
    expect(event!.detail.result).to.deep.equal(results[0]);
    expect(event!.detail.address).to.deep.equal({
      city: 'Chicago',
      region: 'IL',
      postalCode: '60601',
      country: 'USA',
    });
    expect(event!.detail.filled).to.include.members(['address-level2', 'address-level1', 'postal-code']);
    expect(event!.detail.unfilled).to.deep.equal([]);
    expect(input.value).to.equal('60601');
    expect(named<HTMLSelectElement>(el.closest('form')!, 'state').value).to.equal('Illinois');
  });

  it('a Canadian prefix lists several places, each as postal code — locality, province', async () => {
    const { el } = await postalForm({ country: 'CAN' });
    const results = await lookUp(el, recorder, 'V6');
    expect(results.length).to.be.greaterThan(1);
    expect(optionTexts(el)).to.deep.equal(results.slice(0, 10).map(label));
    expect(recorder.last.url.searchParams.get('country')).to.equal('CAN');
    expect(listboxOf(el).getAttribute('aria-label')).to.equal('Postal code suggestions');
    await expect(el.closest('form')).to.be.accessible();
  });

  it('a UK prefix lists several places, alpha-2 country sent as written', async () => {
    const { el } = await postalForm({ country: 'GB' });
    const results = await lookUp(el, recorder, 'SW1');
    expect(results.length).to.be.greaterThan(1);
    expect(optionTexts(el)).to.deep.equal(results.slice(0, 10).map(label));
    expect(recorder.last.url.searchParams.get('country')).to.equal('GB');
  });

  it('a German prefix lists Postleitzahlen as postal code — locality, state; choosing one fills them', async () => {
    const { form, el, input } = await postalForm({ country: 'DEU' });
    const results = await lookUp(el, recorder, '80');
    expect(results.length).to.be.greaterThan(10);
    expect(optionTexts(el)).to.deep.equal(results.slice(0, 10).map(label));
    expect(optionTexts(el)[0]).to.match(/^80\d{3} — [^,]+, Bavaria$/);
    expect(recorder.last.url.searchParams.get('country')).to.equal('DEU');

    await chooseWithKeys(1);
    await until(() => input.value === results[1]!.postal_code, 'the second place was not chosen');
    expect(named(form, 'city').value).to.equal(results[1]!.locality);
    // The state select has no Bavaria: it is left as it was, and a warning says so.
    expect(named<HTMLSelectElement>(form, 'state').value).to.equal('');
    expect(warnings.messages.join('\n')).to.contain('no option for "Bavaria"');
  });

  it('without a country attribute, follows the form’s country select as it changes', async () => {
    const countrySelect = html`
      <label
        >Country
        <select name="country" autocomplete="country">
          <option value="USA" selected>United States</option>
          <option value="CAN">Canada</option>
          <option value="GBR">United Kingdom</option>
        </select>
      </label>
    `;
    const { form, el, input } = await postalForm({ countryField: countrySelect });
    await lookUp(el, recorder, '9021');
    expect(recorder.last.url.searchParams.get('country')).to.equal('USA');
    expect(optionTexts(el)[0]).to.match(/^9021\d — /);

    const country = named<HTMLSelectElement>(form, 'country');
    country.value = 'GBR';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    input.value = '';
    const results = await lookUp(el, recorder, 'EC1');
    expect(recorder.last.url.searchParams.get('country')).to.equal('GBR');
    expect(optionTexts(el)).to.deep.equal(results.slice(0, 10).map(label));
    expect(optionTexts(el)[0]).to.match(/^EC1/);
  });

  it('with for=, enhances the postal-code input it names and fills its form', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <postal-code-autocomplete for="ship-zip" embedded-key=${KEY} base-url=${POSTAL_BASE} debounce="0" country="US">
        </postal-code-autocomplete>
        <label>Street <input name="street" autocomplete="address-line1" /></label>
        <label>City <input name="city" autocomplete="address-level2" /></label>
        <label
          >State
          <select name="state" autocomplete="address-level1">
            ${STATE_OPTIONS.map(([value, text]) => html`<option value=${value}>${text}</option>`)}
          </select>
        </label>
        <label>ZIP <input id="ship-zip" name="zip" autocomplete="postal-code" /></label>
      </form>
    `);
    const el = form.querySelector('postal-code-autocomplete')!;
    const input = named(form, 'zip');
    await until(() => el.inputElement === input, 'the element did not take the input for= names');
    expect(el.querySelector('input')).to.equal(null);
    const results = await lookUp(el, recorder, '9410');
    await chooseWithKeys(0);
    await until(() => named(form, 'city').value !== '', 'the city was not filled');
    expect(input.value).to.equal(results[0]!.postal_code);
    expect(named(form, 'city').value).to.equal(results[0]!.locality);
    expect(named<HTMLSelectElement>(form, 'state').value).to.equal('California');
    expect(named(form, 'street').value).to.equal('');
  });

  it('in a form of two addresses, fills the block of its own postal-code input only', async () => {
    const block = (prefix: string, zip: TemplateResult) => html`
      <fieldset>
        <label>Street <input name="${prefix}-street" autocomplete="address-line1" /></label>
        <label>City <input name="${prefix}-city" autocomplete="address-level2" /></label>
        <label>State <input name="${prefix}-state" autocomplete="address-level1" /></label>
        ${zip}
      </fieldset>
    `;
    const form = await fixture<HTMLFormElement>(html`
      <form>
        ${block('ship', html`<label>ZIP <input name="ship-zip" autocomplete="postal-code" /></label>`)}
        ${block(
          'bill',
          html`<postal-code-autocomplete embedded-key=${KEY} base-url=${POSTAL_BASE} debounce="0" country="USA">
            <input name="bill-zip" autocomplete="postal-code" aria-label="Billing ZIP" />
          </postal-code-autocomplete>`,
        )}
      </form>
    `);
    const el = form.querySelector<PostalElement>('postal-code-autocomplete')!;
    await until(() => el.inputElement === named(form, 'bill-zip'), 'the element did not take its input');
    const results = await lookUp(el, recorder, '6061');
    await chooseWithKeys(0);
    await until(() => named(form, 'bill-city').value !== '', 'the billing city was not filled');
    expect(named(form, 'bill-city').value).to.equal(results[0]!.locality);
    expect(named(form, 'bill-state').value).to.equal('IL');
    expect(named(form, 'bill-zip').value).to.equal(results[0]!.postal_code);
    const shipping = ['ship-street', 'ship-city', 'ship-state', 'ship-zip', 'bill-street'];
    expect(shipping.map((name) => named(form, name).value)).to.deep.equal(['', '', '', '', '']);
  });

  it('never writes a field the shopper cannot reach: hidden, not rendered, or a hidden input', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <postal-code-autocomplete embedded-key=${KEY} base-url=${POSTAL_BASE} debounce="0" country="USA">
          <input name="zip" autocomplete="postal-code" aria-label="ZIP" />
        </postal-code-autocomplete>
        <input name="city" autocomplete="address-level2" aria-label="City" hidden />
        <div style="display: none"><input name="town" autocomplete="address-level2" aria-label="Town" /></div>
        <input type="hidden" name="state" autocomplete="address-level1" />
      </form>
    `);
    const el = form.querySelector<PostalElement>('postal-code-autocomplete')!;
    const selected: Array<{ filled: string[]; unfilled: string[] }> = [];
    form.addEventListener('postal-code-selected', (event) => selected.push(event.detail));
    await until(() => el.inputElement === named(form, 'zip'), 'the element did not take its input');
    const results = await lookUp(el, recorder, '9412');
    await chooseWithKeys(0);
    await until(() => selected.length === 1, 'no postal-code-selected');
    expect(named(form, 'zip').value).to.equal(results[0]!.postal_code);
    expect(['city', 'town', 'state'].map((name) => named(form, name).value)).to.deep.equal(['', '', '']);
    expect(selected[0]!.filled).to.deep.equal(['postal-code']);
    expect(selected[0]!.unfilled).to.have.members(['address-level2', 'address-level1']);
  });
});
