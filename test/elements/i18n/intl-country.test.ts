// <intl-address-autocomplete> without a `country` attribute, in the browser: the country comes from the form's
// autocomplete="country" (or "country-name") field, a select or a text field, read in the document's language, and
// follows the field as the shopper changes it, even when the shop replaces it. No country (no attribute, no country
// field), or USA (served by <us-address-autocomplete>), is a configuration error reported once, with no request; a
// country select on its placeholder option ('', '0', '-1', or disabled) is no country and no error: nothing is sent
// until the shopper chooses a country.
//
// What the field's text stands for (alpha-3 and alpha-2 values, names in the document's language or English, an empty
// select's label) and the element's flows as the country changes (the old country's list dropped, USA or no country
// reported, lookups again once a served country is chosen) are tested in Node: test/unit/intl/intl-country.test.ts.
//
// Requests are recorded by wrapping window.fetch (the element calls globalThis.fetch at request time).
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type CountryField, checkoutForm } from '../../support/checkout-form.js';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  INTL_BASE,
  type IntlElement as El,
  nothingMoreWithin,
  typeInto,
  until,
} from '../../support/element-helpers.js';

/** Options of a country <select>: [value, label]. */
type CountryOptions = ReadonlyArray<readonly [value: string, label: string]>;

const ALPHA3_OPTIONS: CountryOptions = [
  ['', 'Choose a country'],
  ['CAN', 'Canada'],
  ['DEU', 'Germany'],
  ['FRA', 'France'],
  ['USA', 'United States'],
];

/** A country <select> in a <label>. */
const countrySelect = (options: CountryOptions, selected: string): CountryField => ({ options, value: selected });

/** A country text field in a <label>, autocomplete="country" or "country-name". */
const countryText = (value: string, token: CountryField['token'] = 'country'): CountryField => ({ value, token });

interface Mounted {
  form: HTMLFormElement;
  el: El;
  input: HTMLInputElement;
  country: HTMLInputElement | HTMLSelectElement | null;
}

/** A form with `<intl-address-autocomplete>` (no country attribute unless given), a city and the country field given. */
async function mount(countryField: CountryField | undefined, countryAttribute?: string): Promise<Mounted> {
  const page = await checkoutForm({
    tag: 'intl-address-autocomplete',
    attributes: { country: countryAttribute },
    streetInput: { 'aria-label': 'Street address' },
    labels: 'label',
    fields: ['city'],
    country: countryField,
  });
  const country = page.form.querySelector<HTMLInputElement | HTMLSelectElement>('[name="country"]');
  return { form: page.form, el: page.el, input: page.input, country };
}

/** Types `text` into the street input and returns the country sent with the request for the whole text. */
async function countrySentFor(el: El, recorder: FetchRecorder, text: string): Promise<string | null> {
  const from = recorder.urls.length;
  await typeInto(el, text);
  const value = el.inputElement!.value;
  await until(
    () => recorder.urls.slice(from).some((url) => url.searchParams.get('search') === value),
    `no request for "${value}"`,
  );
  return recorder.urls
    .slice(from)
    .findLast((url) => url.searchParams.get('search') === value)!
    .searchParams.get('country');
}

/** Picks a <select> option the way a user does: the value changes, then input and change fire. */
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  expect(select.value, `the select has an option ${value}`).to.equal(value);
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<intl-address-autocomplete> country from the form', function () {
  let recorder: FetchRecorder;
  let consoleErrors: ConsoleStub;
  let errors: ErrorEvents;
  let lang: string;
  beforeEach(() => {
    recorder = new FetchRecorder({ path: INTL_BASE }).install();
    consoleErrors = new ConsoleStub('error').install();
    errors = new ErrorEvents().install();
    lang = document.documentElement.lang;
  });
  afterEach(() => {
    // Disconnecting the elements aborts what is still in flight, so that nothing reports after the stubs are gone.
    fixtureCleanup();
    recorder.restore();
    consoleErrors.restore();
    errors.restore();
    document.documentElement.lang = lang;
  });

  it('sends the alpha-3 value of a country <select>', async () => {
    const { el } = await mount(countrySelect(ALPHA3_OPTIONS, 'DEU'));
    expect(await countrySentFor(el, recorder, 'Hauptstr')).to.equal('DEU');
    expect(errors.details).to.deep.equal([]);
  });

  it('reads an autocomplete="country-name" text field, in the document\'s language ("Deutschland" with lang="de")', async () => {
    document.documentElement.lang = 'de';
    const { el } = await mount(countryText('Deutschland', 'country-name'));
    expect(await countrySentFor(el, recorder, 'Hauptstr')).to.equal('DEU');
    expect(errors.details).to.deep.equal([]);
  });

  it('follows the select: the next request after a change has the new country', async () => {
    const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'CAN'));
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    choose(country as HTMLSelectElement, 'FRA');
    expect(await countrySentFor(el, recorder, ' Rue')).to.equal('FRA');
    expect(errors.details).to.deep.equal([]);
  });

  it('follows a country select the shop replaced with a new one (Magento, React, WooCommerce re-render it)', async () => {
    const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'CAN'));
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    const replacement = document.createElement('select');
    replacement.name = 'country';
    replacement.autocomplete = 'country';
    for (const [value, label] of ALPHA3_OPTIONS) replacement.add(new Option(label, value, false, value === 'CAN'));
    country!.closest('label')!.replaceWith(replacement);
    choose(replacement, 'FRA');
    expect(await countrySentFor(el, recorder, ' Rue')).to.equal('FRA');
    expect(errors.details).to.deep.equal([]);
  });

  it('follows a country name typed into the text field', async () => {
    const { el, country } = await mount(countryText('Canada'));
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
    const field = country as HTMLInputElement;
    field.focus();
    field.select();
    await sendKeys({ type: 'France' });
    expect(field.value).to.equal('France');
    expect(await countrySentFor(el, recorder, ' Rue')).to.equal('FRA');
  });

  it('does not report a country name as an error on every keystroke while it is typed', async () => {
    const { country } = await mount(countryText('Canada'));
    const field = country as HTMLInputElement;
    field.focus();
    field.select();
    await sendKeys({ type: 'France' });
    await nothingMoreWithin();
    // "F", "Fr", "Fran"… are not page misconfigurations; a report per keystroke floods the console and the page's
    // error handler. At most one report for the whole edit.
    expect(errors.details.length, JSON.stringify(errors.details.map((detail) => detail.message))).to.be.at.most(1);
    expect(consoleErrors.messages.length).to.be.at.most(1);
  });

  it('reports nothing when the input arrives after the element (a framework rendering the input later)', async () => {
    const { el } = await checkoutForm({
      tag: 'intl-address-autocomplete',
      streetInput: null,
      labels: 'label',
      fields: [],
      country: countrySelect(ALPHA3_OPTIONS, 'CAN'),
    });
    // Before the input, the element only waits for one: the page is still being rendered.
    const input = Object.assign(document.createElement('input'), { name: 'street', autocomplete: 'address-line1' });
    el.prepend(input);
    await until(() => el.inputElement === input, 'the input was not taken');
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
    expect(consoleErrors.messages).to.deep.equal([]);
  });

  it('prefers the country attribute to the form field', async () => {
    const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'DEU'), 'CAN');
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    choose(country as HTMLSelectElement, 'USA');
    expect(await countrySentFor(el, recorder, ' St')).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
  });

  describe('a country field the shopper has not chosen yet', () => {
    // A placeholder option is no country: the form is not misconfigured, it waits for the shopper's choice.
    for (const placeholder of ['', '0', '-1']) {
      it(`its placeholder option (value "${placeholder}") is no error at load nor while typing, and nothing is sent; choosing Canada looks Canada up`, async () => {
        const options: CountryOptions = [[placeholder, 'Choose a country'], ...ALPHA3_OPTIONS.slice(1)];
        const { el, country } = await mount(countrySelect(options, placeholder));
        await nothingMoreWithin();
        expect(errors.details, 'at load').to.deep.equal([]);
        await typeInto(el, '12 Main');
        await nothingMoreWithin();
        expect(recorder.urls).to.deep.equal([]);
        expect(el.inputElement!.value).to.equal('12 Main');
        choose(country as HTMLSelectElement, 'CAN');
        expect(await countrySentFor(el, recorder, ' St')).to.equal('CAN');
        expect(errors.details).to.deep.equal([]);
        expect(consoleErrors.messages).to.deep.equal([]);
      });
    }

    it('a disabled placeholder option put back by the page is no country: no error, nothing sent', async () => {
      const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'CAN'));
      const select = country as HTMLSelectElement;
      // `<option value="none" disabled>`: a disabled option is not sent with the form, whatever its value.
      Object.assign(select.options[0]!, { value: 'none', disabled: true });
      select.selectedIndex = 0;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await typeInto(el, '12 Main');
      await nothingMoreWithin();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details).to.deep.equal([]);
      expect(consoleErrors.messages).to.deep.equal([]);
    });
  });

  describe('USA or no country', () => {
    it('reports USA in the select once, pointing to <us-address-autocomplete>, and sends nothing while the user types', async () => {
      const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'CAN'));
      choose(country as HTMLSelectElement, 'USA');
      await typeInto(el, '1600 Penn');
      await nothingMoreWithin();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details).to.have.length(1);
      expect(errors.details[0]!.code).to.equal('config');
      expect(errors.details[0]!.attribute).to.equal('country');
      expect(errors.details[0]!.message).to.include('us-address-autocomplete');
      expect(consoleErrors.messages).to.have.length(1);
      expect(consoleErrors.messages[0]).to.include('us-address-autocomplete');
      expect(el.inputElement!.value).to.equal('1600 Penn');
    });

    it('reports no country once when the form has no country field either', async () => {
      const { el } = await mount(undefined);
      await typeInto(el, '12 Main');
      await nothingMoreWithin();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details.map((detail) => [detail.code, detail.attribute])).to.deep.equal([['config', 'country']]);
      expect(consoleErrors.messages).to.have.length(1);
    });
  });
});
