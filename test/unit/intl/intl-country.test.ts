// <intl-address-autocomplete> without a `country` attribute, in Node: what the form's country field stands for
// (resolveCountry and fieldCountry on plain values: alpha-3 and alpha-2 option values, names in the document's language
// or English, an empty select's label), and the element's flows as the field changes, over its own parts
// (../element/intl-element-model.ts, where a value and a label stand for the field) and the simulator started in this
// process: the country sent, the old country's list dropped, USA (served by <us-address-autocomplete>) and no country
// (no attribute, no country field) each a configuration error reported once, with no request; a country field on its
// placeholder option no country and no error, with no request until the shopper chooses one.
//
// These were tests of test/elements/i18n/intl-country.test.ts (the table in the commit that moved them says which), under
// the same titles. What the model does not have, and the browser file keeps: the form's field found by its
// autocomplete token (a select, a text field, "country-name", one the shop replaced), its `change` event and the
// keys typed into it, the document's `lang`, the attribute preferred to the field, and an input rendered after the
// element.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { excludes, includes } from '../support/assert.js';
import { resolveCountry } from '../../../src/form/resolve-country.js';
import { fieldCountry } from '../../../src/core/element/country-field.js';
import { FakeClock } from '../../support/fake-clock.js';
import { IntlElementModel, type CountryFieldValue, type IntlModelOptions } from '../element/intl-element-model.js';
import { KEY } from '../element/model-support.js';
import { INTL_BASE, usePage } from './intl-support.js';

describe('the country a country field stands for (resolveCountry, fieldCountry)', () => {
  it('reads an alpha-3 option value as itself, in any case', () => {
    for (const value of ['DEU', 'deu', ' CAN ', 'FRA', 'USA'])
      assert.equal(resolveCountry(value, ['en']), value.trim().toUpperCase());
  });

  it('reads an alpha-2 option value as its alpha-3 code', () => {
    const cases: Array<[string, string]> = [
      ['FR', 'FRA'],
      ['CA', 'CAN'],
      ['DE', 'DEU'],
      ['US', 'USA'],
      ['gb', 'GBR'],
    ];
    for (const [value, alpha3] of cases) assert.equal(resolveCountry(value, ['en']), alpha3, value);
  });

  it('reads a name in English whatever the document language, and in the document language', () => {
    assert.equal(resolveCountry('Canada', ['en-US']), 'CAN');
    assert.equal(resolveCountry('France', ['en-US']), 'FRA');
    assert.equal(resolveCountry('France', ['de']), 'FRA');
    assert.equal(resolveCountry('Deutschland', ['de']), 'DEU');
    assert.equal(resolveCountry('Deutschland', ['en-US']), undefined, 'a German name is read only in German');
  });

  it('reads no country from an empty value or words that name none', () => {
    for (const value of ['', '  ', 'Choose a country', 'XYZ']) assert.equal(resolveCountry(value, ['en']), undefined);
  });

  it("falls back on a select's label when its value names no country (database ids), else keeps the value", () => {
    assert.equal(fieldCountry('DEU', 'Germany', ['en'], resolveCountry), 'DEU');
    assert.equal(fieldCountry('38', 'Canada', ['en'], resolveCountry), 'CAN');
    assert.equal(fieldCountry('FR', '', ['en'], resolveCountry), 'FRA');
    assert.equal(fieldCountry('', 'Choose a country', ['en'], resolveCountry), '');
    assert.equal(fieldCountry('XYZ', '', ['en'], resolveCountry), 'XYZ');
  });
});

const page = usePage([
  ['CAN', '12 Main'],
  ['FRA', '12 Rue'],
  ['DEU', 'Hauptstr'],
]);

/** A select's option: its value and its label. */
const option = (value: string, label: string): CountryFieldValue => ({ value, label });
/** A text field: its value, no label. */
const text = (value: string): CountryFieldValue => ({ value });

/**
 * The element with no country attribute and the form's country field as `field`, focused, its requests recorded, its
 * lookups on a FakeClock (debounce 0: a key sends its request at once and no timer sends one later, so "no request" is
 * read once settled).
 */
function mount(field: CountryFieldValue | undefined, options: Pick<IntlModelOptions, 'lang'> = {}) {
  const el = new IntlElementModel(
    { 'embedded-key': KEY, 'base-url': INTL_BASE, debounce: '0' },
    { ...options, countryField: field, clock: new FakeClock() },
  );
  page.afterTest(el.recordRequests(), () => el.disconnect());
  el.focus();
  return el;
}

/** Types `typed` and returns the country sent with the request for the whole text. */
async function countrySentFor(el: IntlElementModel, typed: string): Promise<string | null> {
  const from = el.exchanges.length;
  el.type(typed);
  await el.settle();
  const value = el.input.value;
  const exchange = el.exchanges.slice(from).findLast(({ url }) => url.searchParams.get('search') === value);
  assert.ok(exchange, `no request for "${value}"`);
  return exchange.url.searchParams.get('country');
}

describe('<intl-address-autocomplete> in Node: country from the form', () => {
  it('sends the alpha-3 code for the alpha-2 value of a country <select>', async () => {
    const el = mount(option('FR', 'France'));
    assert.equal(await countrySentFor(el, '12 Rue'), 'FRA');
    assert.deepEqual(el.errors, []);
  });

  it('sends the country named in a text field ("Canada")', async () => {
    const el = mount(text('Canada'));
    assert.equal(await countrySentFor(el, '12 Main'), 'CAN');
    assert.deepEqual(el.errors, []);
  });

  it('sends the country named in the document\'s language ("Deutschland" with lang="de")', async () => {
    const el = mount(text('Deutschland'), { lang: 'de' });
    assert.equal(await countrySentFor(el, 'Hauptstr'), 'DEU');
    assert.deepEqual(el.errors, []);
  });

  it('sends the country an English name in a text field stands for ("France", from an autocomplete="country-name" field)', async () => {
    const el = mount(text('France'));
    assert.equal(await countrySentFor(el, '12 Rue'), 'FRA');
  });

  it("does not offer the previous country's suggestions again after the country changes", async () => {
    const el = mount(option('CAN', 'Canada'));
    assert.equal(await countrySentFor(el, '12 Main'), 'CAN');
    assert.ok(el.options.length > 0, 'no Canadian suggestions');
    const canadian = el.optionTexts;
    el.changeCountryField(option('FRA', 'France'));
    const from = el.exchanges.length;
    el.press('ArrowDown');
    await el.settle();
    assert.deepEqual(
      el.optionTexts.filter((shown) => canadian.includes(shown)),
      [],
      'Canadian suggestions offered for France',
    );
    assert.deepEqual(
      el.exchanges.slice(from).map(({ url }) => url.searchParams.get('country')),
      ['FRA'],
    );
  });
});

describe('<intl-address-autocomplete> in Node: a country field on its placeholder', () => {
  const placeholders: CountryFieldValue[] = [
    option('', 'Choose a country'),
    option('0', 'Choose a country'),
    option('-1', 'Select…'),
    { value: 'none', label: 'Country', disabled: true },
  ];
  for (const placeholder of placeholders) {
    it(`is no country and no error; nothing is sent; the country chosen then is looked up: ${JSON.stringify(placeholder)}`, async () => {
      const el = mount(placeholder);
      el.type('12 Mai');
      await el.settle();
      assert.deepEqual(el.exchanges, []);
      assert.equal(el.input.value, '12 Mai');
      el.changeCountryField(option('CAN', 'Canada'));
      assert.equal(await countrySentFor(el, 'n'), 'CAN');
      assert.deepEqual(el.errors, []);
      assert.deepEqual(page.console.errors, []);
    });
  }

  it('back on the placeholder after a country, nothing is sent and nothing reported', async () => {
    const el = mount(option('CAN', 'Canada'));
    el.changeCountryField(option('0', 'Choose a country'));
    el.type('12 Main');
    await el.settle();
    assert.deepEqual(el.exchanges, []);
    assert.deepEqual(el.errors, []);
  });
});

describe('<intl-address-autocomplete> in Node: USA or no country', () => {
  it('reports US as an alpha-2 select value the same way', async () => {
    const el = mount(option('CA', 'Canada'));
    el.changeCountryField(option('US', 'United States'));
    el.type('1600 Penn');
    await el.settle();
    assert.deepEqual(el.exchanges, []);
    assert.equal(el.errors.length, 1);
    assert.equal(el.errors[0]!.code, 'config');
    assert.equal(el.errors[0]!.attribute, 'country');
    includes(el.errors[0]!.message, 'us-address-autocomplete');
    assert.equal(page.console.errors.length, 1);
    includes(page.console.errors[0]!, 'us-address-autocomplete');
    assert.equal(el.input.value, '1600 Penn');
  });

  it('reports no country at all once (no attribute, no country field), naming country, and sends nothing while the user types', async () => {
    const el = mount(undefined);
    el.type('12 Main');
    await el.settle();
    assert.deepEqual(el.exchanges, []);
    assert.equal(el.errors.length, 1);
    assert.equal(el.errors[0]!.code, 'config');
    assert.equal(el.errors[0]!.attribute, 'country');
    excludes(el.errors[0]!.message, 'us-address-autocomplete');
    assert.equal(page.console.errors.length, 1);
    includes(page.console.errors[0]!, 'country');
  });

  it('looks up once a served country is chosen after USA', async () => {
    const el = mount(option('USA', 'United States'));
    el.type('12 Mai');
    await el.settle();
    assert.deepEqual(el.exchanges, []);
    el.changeCountryField(option('CAN', 'Canada'));
    assert.equal(await countrySentFor(el, 'n'), 'CAN');
    assert.equal(el.errors.length, 1);
  });

  it('reports USA again after the shopper switched away from it and back', async () => {
    const el = mount(option('USA', 'United States'));
    el.changeCountryField(option('CAN', 'Canada'));
    el.changeCountryField(option('USA', 'United States'));
    el.type('12 Main');
    await el.settle();
    assert.deepEqual(el.exchanges, []);
    assert.deepEqual(
      el.errors.map((detail) => detail.attribute),
      ['country', 'country'],
    );
  });
});
