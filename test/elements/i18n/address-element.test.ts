// <address-autocomplete>: one street input for every country. The form's country (or the `country` attribute)
// picks the service: US Autocomplete v2 for the United States and its territories, International Address
// Autocomplete for the countries it supports, nothing for the others (no request, no popup, no error). The country
// is followed as it changes, also when the shop replaces its country select with a new one.
//
// Requests are recorded by wrapping window.fetch (the element calls globalThis.fetch at request time).
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AddressEvents } from '../../support/address-events.js';
import { checkoutForm } from '../../support/checkout-form.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  INTL_BASE,
  type AnyCountryElement as El,
  choose,
  isOpen,
  listboxOf,
  nothingMoreWithin,
  optionTexts,
  optionsOf,
  typeInto,
  until,
} from '../../support/element-helpers.js';

/** Options of a country <select>: [value, label]. */
type CountryOptions = ReadonlyArray<readonly [value: string, label: string]>;

const ALPHA3_OPTIONS: CountryOptions = [
  ['', 'Choose a country'],
  ['CAN', 'Canada'],
  ['DEU', 'Germany'],
  ['PLW', 'Palau'],
  ['UMI', 'U.S. Outlying Islands'],
  ['USA', 'United States'],
];

/** Database ids, as PrestaShop and Solidus write them. */
const ID_OPTIONS: CountryOptions = [
  ['', 'Choose a country'],
  ['31', 'Canada'],
  ['49', 'Germany'],
  ['232', 'United States'],
];

interface Mounted {
  form: HTMLFormElement;
  el: El;
  input: HTMLInputElement;
  select: HTMLSelectElement;
}

interface MountOptions {
  options?: CountryOptions;
  selected?: string;
  country?: string;
  verifyMatch?: string;
}

/** A new country select like the form's, as a shop's re-render puts in place of it. */
function countrySelect(options: CountryOptions, selected: string): HTMLSelectElement {
  const select = document.createElement('select');
  select.name = 'country';
  select.autocomplete = 'country';
  select.setAttribute('aria-label', 'Country');
  for (const [value, label] of options) select.add(new Option(label, value, false, value === selected));
  return select;
}

/** A checkout form with one street input in <address-autocomplete>, labelled fields and a country select. */
async function mount({
  options = ALPHA3_OPTIONS,
  selected = '',
  country,
  verifyMatch,
}: MountOptions = {}): Promise<Mounted> {
  const page = await checkoutForm({
    tag: 'address-autocomplete',
    streetBaseUrl: null,
    attributes: { country, 'verify-match': verifyMatch },
    streetInput: { 'aria-label': 'Street address' },
    labels: 'label',
    fields: [
      { name: 'street2', autocomplete: 'address-line2', label: 'Apartment' },
      { name: 'city', autocomplete: 'address-level2', label: 'City' },
      { name: 'region', autocomplete: 'address-level1', label: 'State or province' },
      { name: 'postal', autocomplete: 'postal-code', label: 'Postal code' },
    ],
    country: { options, value: selected, labelAs: 'aria-label' },
  });
  return { form: page.form, el: page.el, input: page.input, select: page.field<HTMLSelectElement>('country') };
}

/** Picks a <select> option the way a user does: the value changes, then input and change fire. */
function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  expect(select.value, `the select has an option ${value}`).to.equal(value);
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const isUs = (url: URL) => url.pathname.startsWith(`${BASE}/`);
const isIntl = (url: URL) => url.pathname.startsWith(`${INTL_BASE}/`);

/** Types `text` and waits until the list shows the answer to the whole text (never a prefix's). */
async function searchFor(el: El, recorder: FetchRecorder, text: string): Promise<URL> {
  const from = recorder.count;
  await typeInto(el, text);
  const whole = el.inputElement!.value;
  await until(
    () => recorder.exchanges.slice(from).some(({ url }) => url.searchParams.get('search') === whole),
    `no request for "${whole}"`,
  );
  const exchange = recorder.exchanges.slice(from).findLast(({ url }) => url.searchParams.get('search') === whole)!;
  const { status, body } = await exchange.answer;
  expect(status, `answer to "${whole}"`).to.equal(200);
  const rows =
    (body as { suggestions?: Array<{ street_line: string }> }).suggestions ??
    (body as { candidates?: Array<{ address_text: string }> }).candidates ??
    [];
  expect(rows.length, `the simulator has suggestions for "${whole}"`).to.be.above(0);
  await until(
    () =>
      recorder.last === exchange &&
      listboxOf(el).getAttribute('aria-busy') === 'false' &&
      optionsOf(el).length === rows.length,
    `the list does not show the answer to "${whole}"`,
  );
  await until(() => isOpen(el), 'the list did not open');
  return exchange.url;
}

describe('<address-autocomplete>', function () {
  let recorder: FetchRecorder;
  let consoleErrors: ConsoleStub;
  let errors: ErrorEvents;
  let events: AddressEvents;
  beforeEach(() => {
    recorder = new FetchRecorder({ path: null }).install();
    consoleErrors = new ConsoleStub('error').install();
    errors = new ErrorEvents().install();
    events = new AddressEvents(document);
  });
  afterEach(() => {
    fixtureCleanup();
    recorder.restore();
    consoleErrors.restore();
    errors.restore();
    events.stop();
  });

  it('uses US Autocomplete v2 for the United States, and a pick fills the form (api us-v2)', async () => {
    const { el, form } = await mount({ selected: 'USA' });
    const url = await searchFor(el, recorder, '1600 Amphitheatre');
    expect(url.pathname).to.equal(`${BASE}/v2/lookup`);
    expect(recorder.urls.filter(isIntl)).to.deep.equal([]);
    const rows = (await recorder.exchanges.at(-1)!.answer).body as { suggestions: Array<Record<string, string>> };
    const index = rows.suggestions.findIndex((row) => Number(row.entries ?? 0) <= 1);
    expect(index, 'a single address in the answer').to.be.at.least(0);
    const row = rows.suggestions[index]!;
    await choose(el, index);
    await until(() => events.verified.length === 1, 'no verified-address');
    const { detail } = events.verified[0]!;
    expect(detail.api).to.equal('us-v2');
    expect(detail.address).to.include({ line1: row.street_line, city: row.city, region: row.state, country: 'USA' });
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect([field('city'), field('region'), field('postal')]).to.deep.equal([row.city, row.state, row.zipcode]);
    expect(form.querySelector('select')!.value).to.equal('USA');
    expect(errors.details).to.deep.equal([]);
    expect(consoleErrors.messages).to.deep.equal([]);
  });

  it('uses the international service for Canada: drill-down into a group, then a pick (api intl)', async () => {
    const { el, form } = await mount({ selected: 'CAN' });
    const url = await searchFor(el, recorder, '12 Main');
    expect(url.pathname).to.equal(`${INTL_BASE}/v2/lookup`);
    expect(url.searchParams.get('country')).to.equal('CAN');
    expect(recorder.urls.filter(isUs)).to.deep.equal([]);
    const group = optionsOf(el).findIndex((option) => option.dataset.kind === 'group');
    expect(group, 'a group in the answer').to.be.at.least(0);
    const from = recorder.count;
    await choose(el, group);
    await until(
      () => recorder.exchanges.length > from && recorder.last.status !== undefined,
      'no drill-down request answered',
    );
    expect(recorder.last.url.pathname).to.match(new RegExp(`^${INTL_BASE}/v2/lookup/.+`));
    await until(
      () => listboxOf(el).getAttribute('aria-busy') === 'false' && optionTexts(el)[0] === 'Back',
      'the drilled-down list is not shown',
    );
    await choose(el, 1);
    await until(() => events.verified.length === 1, 'no verified-address');
    const { detail } = events.verified[0]!;
    expect(detail.api).to.equal('intl');
    expect(detail.address.country).to.equal('CAN');
    expect(form.querySelector<HTMLInputElement>('[name="city"]')!.value).to.equal(detail.address.city);
    expect(form.querySelector('select')!.value).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
    expect(consoleErrors.messages).to.deep.equal([]);
  });

  it('reads a select of database ids by its label: "Canada" (value 31) is CAN', async () => {
    const { el } = await mount({ options: ID_OPTIONS, selected: '31' });
    const url = await searchFor(el, recorder, '12 Main');
    expect(isIntl(url)).to.equal(true);
    expect(url.searchParams.get('country')).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
  });

  /** The select with its placeholder option's value `value` (a database id no row has). */
  const placeholder = (value: string): CountryOptions => [[value, 'Choose a country'], ...ALPHA3_OPTIONS.slice(1)];
  for (const [what, selected, options] of [
    ['no country', '', ALPHA3_OPTIONS],
    ['the placeholder option "0"', '0', placeholder('0')],
    ['the placeholder option "-1"', '-1', placeholder('-1')],
    ['a country no service covers (Palau)', 'PLW', ALPHA3_OPTIONS],
    ['the US Minor Outlying Islands (not in the US service)', 'UMI', ALPHA3_OPTIONS],
  ] as const) {
    it(`with ${what}: no request, no popup, no address-error, no console error`, async () => {
      const { el } = await mount({ selected, options });
      await typeInto(el, '12 Main');
      await sendKeys({ press: 'ArrowDown' });
      await nothingMoreWithin();
      await el.updateComplete;
      expect(recorder.count, 'requests').to.equal(0);
      expect(isOpen(el), 'popup open').to.equal(false);
      expect(el.querySelector('.address-autocomplete-message')?.textContent ?? '', 'status row').to.equal('');
      expect(errors.details).to.deep.equal([]);
      expect(consoleErrors.messages).to.deep.equal([]);
      expect(el.inputElement!.value).to.equal('12 Main');
    });
  }

  it('follows the select mid-session: the pending US lookup is cancelled, the list closes, the next key asks the international service', async () => {
    const { el, select, input } = await mount({ selected: 'USA' });
    await searchFor(el, recorder, '12 Mai');
    recorder.hold = () => true;
    const from = recorder.count;
    await sendKeys({ type: 'n' });
    await until(
      () => recorder.count > from && recorder.urls.at(-1)!.searchParams.get('search') === '12 Main',
      'no request for "12 Main"',
    );
    const pending = recorder.last;
    expect(isUs(pending.url)).to.equal(true);
    pick(select, 'CAN');
    await until(() => pending.error === 'AbortError', 'the US lookup was not cancelled');
    await el.updateComplete;
    expect(isOpen(el), 'the list closed').to.equal(false);
    recorder.release();
    input.focus();
    const next = recorder.count;
    await sendKeys({ press: 'Backspace' });
    await until(() => recorder.count > next && recorder.last.status !== undefined, 'no request after the switch');
    const after = recorder.urls.slice(next);
    expect(after.every(isIntl), after.map(String).join()).to.equal(true);
    expect(after.at(-1)!.searchParams.get('country')).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
    expect(consoleErrors.messages).to.deep.equal([]);
  });

  it('a US address chosen no longer stands once the country changes to Canada (address-cleared)', async () => {
    const { el, select } = await mount({ selected: 'USA' });
    await searchFor(el, recorder, '1600 Amphitheatre');
    const rows = (await recorder.last.answer).body as { suggestions: Array<{ entries?: number }> };
    await choose(
      el,
      rows.suggestions.findIndex((row) => (row.entries ?? 0) <= 1),
    );
    await until(() => events.verified.length === 1, 'no verified-address');
    expect(el.verified).to.equal(true);
    pick(select, 'CAN');
    await until(() => events.cleared.length === 1, 'no address-cleared');
    expect(el.verified).to.equal(false);
  });

  it('follows a country select the shop replaced with a new one', async () => {
    const { el, select } = await mount({ selected: 'CAN' });
    expect((await searchFor(el, recorder, '12 Main')).searchParams.get('country')).to.equal('CAN');
    // As Magento's Knockout, React or WooCommerce's script do: a new <select>, not the one found at attach.
    const replacement = countrySelect(ALPHA3_OPTIONS, 'CAN');
    select.replaceWith(replacement);
    pick(replacement, 'DEU');
    el.inputElement!.value = '';
    expect((await searchFor(el, recorder, 'Hauptstr')).searchParams.get('country')).to.equal('DEU');
    pick(replacement, 'USA');
    el.inputElement!.value = '';
    expect(isUs(await searchFor(el, recorder, '1600 Amphitheatre'))).to.equal(true);
    expect(errors.details).to.deep.equal([]);
  });

  it('the country attribute overrides the form’s field', async () => {
    const { el, select } = await mount({ selected: 'CAN', country: 'USA' });
    expect(isUs(await searchFor(el, recorder, '1600 Amphitheatre'))).to.equal(true);
    pick(select, 'DEU');
    el.inputElement!.value = '';
    expect(isUs(await searchFor(el, recorder, '1600 Penn'))).to.equal(true);
    expect(recorder.urls.filter(isIntl)).to.deep.equal([]);
  });

  it('a US-only attribute applies only while the US service is in use: verify-match="bogus" is a config error for USA, not for Canada', async () => {
    const { el, select } = await mount({ selected: 'CAN', verifyMatch: 'bogus' });
    expect(isIntl(await searchFor(el, recorder, '12 Main'))).to.equal(true);
    expect(errors.details).to.deep.equal([]);
    pick(select, 'USA');
    await until(() => errors.details.length === 1, 'no config error for the US service');
    expect(errors.details[0]).to.include({ code: 'config' });
    const from = recorder.count;
    await typeInto(el, ' St');
    await nothingMoreWithin();
    expect(recorder.count, 'requests while misconfigured').to.equal(from);
    pick(select, 'DEU');
    el.inputElement!.value = '';
    expect(isIntl(await searchFor(el, recorder, 'Hauptstr'))).to.equal(true);
    expect(errors.details.length).to.equal(1);
  });

  it('verify runs US Street for a US pick only', async () => {
    const { el, select, form } = await mount({ selected: 'CAN' });
    el.verify = true;
    el.streetBaseUrl = '/us-street';
    await el.updateComplete;
    await searchFor(el, recorder, '12 Main');
    const singles = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
    expect(singles).to.be.at.least(0);
    await choose(el, singles);
    await until(() => events.verified.length === 1, 'no verified-address in Canada');
    expect(events.verified[0]!.detail.verification).to.equal(undefined);
    expect(recorder.urls.filter((url) => url.pathname.startsWith('/us-street'))).to.deep.equal([]);
    pick(select, 'USA');
    el.inputElement!.value = '';
    await searchFor(el, recorder, '1600 Amphitheatre');
    const rows = (await recorder.last.answer).body as { suggestions: Array<{ entries?: number }> };
    await choose(
      el,
      rows.suggestions.findIndex((row) => (row.entries ?? 0) <= 1),
    );
    await until(() => events.verified.length === 2, 'no verified-address in the US');
    expect(events.verified[1]!.detail.verification).to.not.equal(undefined);
    expect(recorder.urls.filter((url) => url.pathname.startsWith('/us-street')).length).to.equal(1);
    expect(form.querySelector('select')!.value).to.equal('USA');
  });

  it('keeps Puerto Rico as the country of a Puerto Rico address picked with Puerto Rico selected', async function () {
    const { el, form } = await mount({ options: [...ALPHA3_OPTIONS, ['PRI', 'Puerto Rico']], selected: 'PRI' });
    // A US filter attribute applies to the US service in a territory too.
    el.includeOnlyStates = 'PR';
    await el.updateComplete;
    await searchFor(el, recorder, '100 Calle');
    const rows = (await recorder.last.answer).body as { suggestions: Array<{ entries?: number; state: string }> };
    const index = rows.suggestions.findIndex((row) => (row.entries ?? 0) <= 1 && row.state === 'PR');
    if (index < 0) this.skip();
    await choose(el, index);
    await until(() => events.verified.length === 1, 'no verified-address');
    expect(events.verified[0]!.detail.address.country).to.equal('PRI');
    expect(form.querySelector('select')!.value).to.equal('PRI');
  });

  it('is accessible with the list open', async () => {
    const { el, form } = await mount({ selected: 'USA' });
    await searchFor(el, recorder, '1600 Amphitheatre');
    await expect(form).to.be.accessible();
  });
});
