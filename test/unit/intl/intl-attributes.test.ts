// <intl-address-autocomplete>'s attributes in Node, over the element's own parts (../element/intl-element-model.ts) and
// the simulator started in this process: the summary search request, each attribute → its query parameter and the
// simulator's answer listed, and each misconfiguration: one console error naming the attribute plus one `address-error`
// {code: 'config', status: 0, attribute}, no request however much the shopper types, reported once per configuration
// and again for another wrong one; geolocation for a country the service does not geolocate is one warning, and the
// lookups go on.
//
// These were test/elements/i18n/intl-element.test.ts's 'summary search request' (the first test), 'attributes' and
// 'misconfiguration', assertion for assertion, under the same titles. What the model does not have, and the browser
// file keeps: the keys typed (the 32-code-point cut with real keys, and no lone surrogate from any engine), the list
// rendered, and AddressAutocompleteElement.configure itself (its config error for the international element is seen
// in test/elements/i18n/intl-country.test.ts: USA in the form's country select).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { includes } from '../support/assert.js';
import { FakeClock } from '../../support/fake-clock.js';
import { IntlElementModel } from '../element/intl-element-model.js';
import { KEY } from '../element/model-support.js';
import {
  INTL_BASE,
  LOOKUP_PATH,
  addressIdOf,
  candidatesOf,
  search,
  usePage,
  type SummaryCandidate,
} from './intl-support.js';

const page = usePage([
  ['CAN', '12 Main'],
  ['DEU', 'Hauptstr'],
  ['AUS', '12 Ma'],
  ['GBR', '12 High'],
]);

/**
 * The element with the browser tests' defaults (embedded key, simulator base URL, debounce 0, country CAN) and
 * `attributes` over them (null removes a default), focused, its requests recorded, its lookups on a FakeClock (debounce
 * 0: a key sends its request at once and no timer sends one later, so "no request" is read once settled).
 */
function mount(attributes: Record<string, string | null> = {}): IntlElementModel {
  const all: Record<string, string | null> = {
    'embedded-key': KEY,
    'base-url': INTL_BASE,
    debounce: '0',
    country: 'CAN',
    ...attributes,
  };
  const el = new IntlElementModel(
    Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)),
    { clock: new FakeClock() },
  );
  page.afterTest(el.recordRequests(), () => el.disconnect());
  el.focus();
  return el;
}

const last = (el: IntlElementModel) => el.exchanges.at(-1)!;

describe('<intl-address-autocomplete> in Node: summary search request', () => {
  it('sends GET /international-autocomplete/v2/lookup with key, search and country only', async () => {
    const el = mount();
    await search(el, '12 Main');
    const { url, method } = last(el);
    assert.equal(method, 'GET');
    assert.equal(url.origin, new URL(page.url).origin);
    assert.equal(url.pathname, LOOKUP_PATH);
    assert.deepEqual([...url.searchParams.keys()].sort(), ['country', 'key', 'search']);
    assert.equal(url.searchParams.get('key'), KEY);
    assert.equal(url.searchParams.get('search'), '12 Main');
    assert.equal(url.searchParams.get('country'), 'CAN');
    assert.deepEqual(el.errors, []);
  });
});

describe('<intl-address-autocomplete> in Node: attributes', () => {
  it('accepts the country in lower case and sends it upper case', async () => {
    const el = mount({ country: 'can' });
    await search(el, '12 Main');
    assert.equal(last(el).url.searchParams.get('country'), 'CAN');
    assert.deepEqual(el.errors, []);
  });

  it('sends max-results as max_results and shows that many suggestions', async () => {
    const el = mount({ 'max-results': '3' });
    const candidates = await search(el, '12 Main');
    assert.equal(last(el).url.searchParams.get('max_results'), '3');
    assert.equal(candidates.length, 3);
  });

  it('sends max-group-results as max_group_results on the drill-down request only', async () => {
    const el = mount({ 'max-group-results': '2' });
    const candidates = await search(el, '12 Main');
    for (const { url } of el.exchanges) assert.equal(url.searchParams.has('max_group_results'), false, url.href);
    const group = candidates.find((candidate) => candidate.entries > 2);
    assert.ok(group, 'a group of more than 2 addresses');
    el.click(candidates.indexOf(group));
    await el.settle();
    const drills = el.exchanges.filter(({ url }) => addressIdOf(url) === group.address_id);
    assert.equal(drills.length, 1);
    assert.equal(drills[0]!.url.searchParams.get('max_group_results'), '2');
    const units = candidatesOf<SummaryCandidate>(drills[0]!.body);
    assert.equal(units.length, 2);
    assert.deepEqual(el.optionTexts, ['Back', ...units.map((unit) => unit.address_text)]);
  });

  it('sends geolocation=on for CAN, AUS and DEU', async () => {
    for (const country of ['CAN', 'AUS', 'DEU']) {
      const el = mount({ country, geolocation: '' });
      el.type('12 Ma');
      await el.settle();
      const sent = el.exchanges.filter(({ url }) => url.searchParams.get('country') === country);
      assert.ok(sent.length > 0, `no request for ${country}`);
      for (const { url } of sent) assert.equal(url.searchParams.get('geolocation'), 'on', url.href);
      assert.deepEqual(el.errors, []);
    }
  });

  it('sends no geolocation parameter when the attribute is absent', async () => {
    const el = mount({ country: 'DEU' });
    await search(el, 'Hauptstr');
    assert.equal(last(el).url.searchParams.has('geolocation'), false);
  });

  it('sends include-only-locality as include_only_locality', async () => {
    const el = mount({ 'include-only-locality': 'Surrey,Canora' });
    await search(el, '12 Main');
    assert.equal(last(el).url.searchParams.get('include_only_locality'), 'Surrey,Canora');
    assert.equal(last(el).url.searchParams.has('include_only_postal_code'), false);
  });

  it('sends include-only-postal-code as include_only_postal_code', async () => {
    const el = mount({ 'include-only-postal-code': 'V4G,S9K' });
    await search(el, '12 Main');
    assert.equal(last(el).url.searchParams.get('include_only_postal_code'), 'V4G,S9K');
    assert.equal(last(el).url.searchParams.has('include_only_locality'), false);
  });
});

describe('<intl-address-autocomplete> in Node: misconfiguration', () => {
  /** Types a search, then checks: one console error naming the attribute, one config address-error, no request. */
  async function expectConfigError(el: IntlElementModel, attribute: string, typed = '12 Main') {
    el.type(typed);
    await el.settle();
    assert.equal(el.exchanges.length, 0, 'requests sent');
    assert.equal(el.errors.length, 1, 'address-error events');
    const [detail] = el.errors;
    assert.equal(detail!.code, 'config');
    assert.equal(detail!.status, 0);
    assert.equal(detail!.attribute, attribute);
    includes(detail!.message, attribute);
    assert.equal(page.console.errors.length, 1, 'console errors');
    includes(page.console.errors[0]!, attribute);
    assert.equal(el.input.value, typed, 'the text is kept');
    return detail!;
  }

  it('leaves geolocation out for GBR with one console warning, and looks up all the same (issue 9)', async () => {
    const el = mount({ country: 'GBR', geolocation: '' });
    el.type('12 High');
    await el.settle();
    assert.ok(el.exchanges.length > 0, 'no lookup for GBR with geolocation');
    const { url } = el.exchanges[0]!;
    assert.equal(url.searchParams.get('country'), 'GBR');
    assert.equal(url.searchParams.has('geolocation'), false);
    assert.deepEqual(el.errors, [], 'address-error events');
    assert.equal(page.console.warnings.length, 1);
    includes(page.console.warnings[0]!, 'geolocation');
    includes(page.console.warnings[0]!, 'GBR');
  });

  it('refuses include-only-locality with include-only-postal-code, naming include-only-postal-code', async () => {
    const el = mount({ 'include-only-locality': 'Surrey', 'include-only-postal-code': 'V4G' });
    await expectConfigError(el, 'include-only-postal-code');
  });

  it('refuses max-results outside 1–10', async () => {
    await expectConfigError(mount({ 'max-results': '11' }), 'max-results');
  });

  it('refuses max-group-results outside 1–100', async () => {
    await expectConfigError(mount({ 'max-group-results': '0' }), 'max-group-results');
  });

  it('refuses a country that is not a supported alpha-3 code', async () => {
    await expectConfigError(mount({ country: 'XYZ' }), 'country');
  });

  it('refuses USA and points to <us-address-autocomplete>', async () => {
    const detail = await expectConfigError(mount({ country: 'USA' }), 'country');
    includes(detail.message, 'us-address-autocomplete');
    includes(page.console.errors[0]!, 'us-address-autocomplete');
  });

  it('reports a new misconfiguration once when an attribute changes to another bad value', async () => {
    const el = mount({ 'max-results': '11' });
    await expectConfigError(el, 'max-results');
    el.setAttribute('max-results', '12');
    el.type(' St');
    await el.settle();
    assert.deepEqual(
      el.errors.map((detail) => detail.attribute),
      ['max-results', 'max-results'],
    );
    includes(el.errors[1]!.message, '12');
    assert.equal(page.console.errors.length, 2);
    assert.equal(el.exchanges.length, 0);
  });

  it('looks up again once the misconfiguration is fixed', async () => {
    const el = mount({ country: 'GBR', 'max-results': '11' });
    await expectConfigError(el, 'max-results', '12 High');
    el.removeAttribute('max-results');
    el.type(' St');
    await el.settle();
    assert.ok(
      el.exchanges.some(({ url }) => url.searchParams.get('search') === '12 High St'),
      'no request after the fix',
    );
    assert.equal(
      el.exchanges.every(({ url }) => url.searchParams.get('country') === 'GBR'),
      true,
    );
    assert.equal(el.errors.length, 1);
  });
});
