// <intl-address-autocomplete>'s requests after a choice and its failed lookups, in Node, over the element's own parts
// (../element/intl-element-model.ts) and the simulator started in this process: drill-down into a group (its address_id
// encoded in the path, no search), Back from the cache, the billed detail of the chosen candidate only, a unit chosen
// in a group, an ambiguous detail listed and chosen from, refused keys and failed lookups, and a kanji search sent as
// UTF-8. Expectations are read from what the simulator answered; "probes" ask the simulator's own functions for a
// candidate with a given property (an id with '+' or '/', an unambiguous or ambiguous detail) before the element is
// driven to it.
//
// These were tests of test/elements/i18n/intl-element.test.ts (the table in the commit that moved them says which), under
// the same titles. What the model does not have, and the browser file keeps: focus, the pointer, the options, the
// heading and the live region in the DOM, the verified-address event and the form it fills, text rendering and axe.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { includes } from '../support/assert.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { FakeClock } from '../../support/fake-clock.js';
import { IntlElementModel } from '../element/intl-element-model.js';
import { KEY } from '../element/model-support.js';
import {
  INTL_BASE,
  LOOKUP_PATH,
  addressIdOf,
  addressIds,
  ambiguousSearch,
  chooseChecked,
  detailOf,
  drilledList,
  groupOf,
  search,
  usePage,
  unambiguousSingle,
} from './intl-support.js';

const page = usePage([
  ['CAN', '12 Main'],
  ['JPN', '丸の内'],
]);

/**
 * The element with the browser tests' defaults (embedded key, simulator base URL, debounce 0, country CAN) and
 * `attributes` over them, focused, its requests recorded, its lookups on a FakeClock (debounce 0: a key sends its
 * request at once and no timer sends one later, so "no request" is read once settled).
 */
function mount(attributes: Record<string, string> = {}): IntlElementModel {
  const el = new IntlElementModel(
    { 'embedded-key': KEY, 'base-url': INTL_BASE, debounce: '0', country: 'CAN', ...attributes },
    { clock: new FakeClock() },
  );
  page.afterTest(el.recordRequests(), () => el.disconnect());
  el.focus();
  return el;
}

describe('<intl-address-autocomplete> in Node: drill-down', () => {
  it('requests a group with its address_id URL-encoded in the path and no search', async () => {
    const el = mount({ 'max-results': '10' });
    const candidates = await search(el, '12 Main');
    const group = candidates.find((candidate) => candidate.entries > 1 && /[+/]/.test(candidate.address_id));
    assert.ok(group, 'the answer has a group whose address_id contains + or /');
    await chooseChecked(el, candidates.indexOf(group));
    const requests = el.exchanges.filter(({ url }) => addressIdOf(url) !== undefined);
    assert.equal(requests.length, 1);
    const { url, status } = requests[0]!;
    const segment = url.pathname.slice(`${LOOKUP_PATH}/`.length);
    assert.doesNotMatch(segment, /[+/]/, 'a raw + or / in the path segment');
    assert.equal(decodeURIComponent(segment), group.address_id);
    assert.equal(url.searchParams.has('search'), false);
    assert.equal(url.searchParams.get('key'), KEY);
    assert.equal(url.searchParams.get('country'), 'CAN');
    assert.equal(status, 200);
  });

  it('goes Back to the previous list from the cache, without a request', async () => {
    const el = mount();
    const candidates = await search(el, '12 Main');
    const group = groupOf(candidates);
    await chooseChecked(el, candidates.indexOf(group));
    drilledList(el, group.address_id);
    const before = el.exchanges.length;
    await chooseChecked(el, 0);
    assert.deepEqual(
      el.optionTexts,
      candidates.map((candidate) => candidate.address_text),
      'Back did not show the previous list',
    );
    assert.equal(el.exchanges.length, before, 'requests after Back');
    assert.equal(el.context, undefined, 'the context heading is gone');
    assert.equal(el.expanded, true);
  });
});

describe('<intl-address-autocomplete> in Node: detail', () => {
  /** Searches "12 Main" and chooses its first single whose detail is one address. */
  async function chooseSingle() {
    const el = mount();
    const candidates = await search(el, '12 Main');
    const single = unambiguousSingle('CAN', candidates);
    await chooseChecked(el, candidates.indexOf(single));
    assert.ok(el.chosen.length > 0, 'no final choice');
    return { el, single };
  }

  it('fetches the detail of the chosen candidate only, once', async () => {
    const { el, single } = await chooseSingle();
    assert.deepEqual(addressIds(el), [single.address_id]);
    const request = el.exchanges.find(({ url }) => addressIdOf(url) !== undefined)!;
    assert.equal(request.url.searchParams.has('search'), false);
  });

  it('finalizes a single detail at once with {api, address, raw} from the detail', async () => {
    const { el, single } = await chooseSingle();
    const fetched = detailOf(el, single.address_id);
    assert.equal(el.chosen.length, 1);
    const [choice] = el.chosen;
    assert.equal(choice!.api, 'intl');
    assert.deepEqual(choice!.address, {
      line1: fetched.street,
      line2: '',
      city: fetched.locality,
      region: fetched.administrative_area || fetched.administrative_area_short,
      postalCode: fetched.postal_code,
      country: fetched.country_iso3,
    });
    assert.deepEqual(choice!.raw, fetched);
  });

  it('fetches the detail of the unit chosen in a group and finalizes it', async () => {
    const el = mount();
    const candidates = await search(el, '12 Main');
    const group = groupOf(candidates);
    await chooseChecked(el, candidates.indexOf(group));
    const units = drilledList(el, group.address_id);
    const unit = unambiguousSingle('CAN', units);
    await chooseChecked(el, units.indexOf(unit) + 1);
    assert.ok(el.chosen.length > 0, 'no final choice');
    assert.deepEqual(addressIds(el), [group.address_id, unit.address_id]);
    assert.deepEqual(el.chosen[0]!.raw, detailOf(el, unit.address_id));
  });

  it("lists an ambiguous detail's addresses as final choices after Back", async () => {
    const { text, candidate, details } = ambiguousSearch();
    const el = mount({ 'max-results': '10' });
    const candidates = await search(el, text);
    const index = candidates.findIndex((each) => each.address_id === candidate.address_id);
    assert.ok(index >= 0);
    await chooseChecked(el, index);
    assert.deepEqual(
      el.options.map((option) => option.kind),
      ['back', ...details.map(() => 'final')],
    );
    const [back, ...finals] = el.optionTexts;
    assert.equal(back, 'Back');
    finals.forEach((optionText, i) => {
      const detail = details[i]!;
      for (const part of [detail.street, detail.locality, detail.postal_code]) if (part) includes(optionText, part);
    });
    includes(el.context ?? '', candidate.address_text);
    assert.equal(el.expanded, true);
    assert.deepEqual(el.chosen, []);
    assert.deepEqual(addressIds(el), [candidate.address_id]);
  });

  it('finalizes the address the user picks from an ambiguous detail', async () => {
    const { text, candidate, details } = ambiguousSearch();
    const el = mount({ 'max-results': '10' });
    const candidates = await search(el, text);
    await chooseChecked(
      el,
      candidates.findIndex((each) => each.address_id === candidate.address_id),
    );
    assert.equal(el.options.length, details.length + 1, 'the ambiguous detail is not listed');
    const before = el.exchanges.length;
    await chooseChecked(el, 2);
    assert.equal(el.chosen.length, 1, 'no final choice');
    assert.deepEqual(el.chosen[0]!.raw, details[1]);
    assert.equal(el.chosen[0]!.address.line1, details[1]!.street);
    assert.equal(el.exchanges.length, before, 'no request for a detail already fetched');
  });
});

describe('<intl-address-autocomplete> in Node: native scripts', () => {
  it('sends a kanji search as UTF-8', async () => {
    const el = mount({ country: 'JPN' });
    await search(el, '丸の内');
    const { url } = el.exchanges.at(-1)!;
    includes(url.search, `search=${encodeURIComponent('丸の内')}`);
    includes(url.search, '%E4%B8%B8%E3%81%AE%E5%86%85');
    assert.equal(
      el.optionTexts.every((optionText) => /\p{Script=Han}/u.test(optionText)),
      true,
    );
  });
});

describe('<intl-address-autocomplete> in Node: failed lookups', () => {
  /** Types "12 M", and checks the one error, the text and the closed list; then "ain" is typed too. */
  async function expectOneLookupError(el: IntlElementModel, code: string, status: number): Promise<void> {
    el.type('12 M');
    await el.settle();
    assert.equal(el.errors.length, 1);
    assert.equal(el.errors[0]!.code, code);
    assert.equal(el.errors[0]!.status, status);
    assert.equal(typeof el.errors[0]!.message, 'string');
    assert.notEqual(el.errors[0]!.message, '');
    assert.equal(el.input.value, '12 M');
    assert.equal(el.expanded, false);
    el.type('ain');
    assert.equal(el.input.value, '12 Main');
  }

  /** With this key: one error, and no lookup after it. */
  async function expectRefusedOnce(key: string, code: string, status: number): Promise<void> {
    const el = mount({ 'embedded-key': key });
    await expectOneLookupError(el, code, status);
    await el.settle();
    assert.equal(el.exchanges.length, 1);
    assert.equal(el.errors.length, 1);
  }

  /** From now on, requests for an address_id (drill-down and detail) meet a 503; searches go out as they are. */
  function failAddressIdRequests(el: IntlElementModel): void {
    el.rewrite = (url) => {
      if (addressIdOf(url) !== undefined) url.searchParams.set('simulator_fault', 'status:503');
      return url;
    };
  }

  it('reports a refused key (401) once and stops looking up', async () => {
    await expectRefusedOnce('not-a-real-key', 'unauthorized', 401);
  });

  it('reports a missing subscription (402) once and stops looking up', async () => {
    await expectRefusedOnce('demo-no-subscription-key', 'payment-required', 402);
  });

  it('reports a server failure (503) and keeps looking up', async () => {
    const el = mount({ 'base-url': `${INTL_BASE}?simulator_fault=status:503` });
    await expectOneLookupError(el, 'server', 503);
    await el.settle();
    const lookup = el.exchanges.findLast(({ url }) => url.searchParams.get('search') === '12 Main');
    assert.ok(lookup, 'no new lookup');
    assert.equal(lookup.url.searchParams.get('simulator_fault'), 'status:503');
    assert.equal(lookup.status, 503);
    assert.ok(el.errors.length > 1, 'the new lookup failed silently');
  });

  it('reports a failed drill-down once and keeps the text and the lookups', async () => {
    const el = mount();
    const candidates = await search(el, '12 Main');
    const group = groupOf(candidates);
    failAddressIdRequests(el);
    await chooseChecked(el, candidates.indexOf(group));
    assert.deepEqual(
      el.errors.map((detail) => [detail.code, detail.status]),
      [['server', 503]],
    );
    assert.equal(el.input.value, '12 Main');
    assert.deepEqual(el.chosen, []);
    el.type(' St');
    await el.settle();
    assert.ok(
      el.exchanges.some(({ url }) => url.searchParams.get('search') === '12 Main St'),
      'no new lookup',
    );
  });

  it('announces a failed detail as unavailable suggestions, not as units that could not be loaded', async () => {
    const el = mount();
    const candidates = await search(el, '12 Main');
    const single = candidates.find((candidate) => candidate.entries <= 1);
    assert.ok(single, 'a single address in the answer');
    failAddressIdRequests(el);
    await chooseChecked(el, candidates.indexOf(single));
    assert.ok(el.errors.length > 0, 'no address-error');
    assert.deepEqual(el.chosen, []);
    // A single address has no units: the units-step message would send the user looking for a unit number.
    assert.equal(el.announcements.at(-1), DEFAULT_STRINGS.error('server'));
  });
});
