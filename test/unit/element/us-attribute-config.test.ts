// <us-address-autocomplete>'s attributes in Node, over the element's own parts (./us-element-model.ts) and the
// simulator started in this process: each attribute reaches the service as its API parameter, under v2 and Pro, and
// the simulator accepts the request; debounce and min-chars change when a lookup goes.
// What is reported: us-attribute-config-misconfigurations.test.ts and us-attribute-config-reports.test.ts.
//
// The cases of test/elements/lookup/attribute-config.test.ts, assertion for assertion and under the same titles
// ('attributes → API parameters' 23, 'debounce and min-chars' 5: the 250 ms wait on a fake clock, nothing at 249 ms),
// and those of the former test/elements/us-element-config.test.ts (each mapping under both APIs, with
// its own values too; a changed attribute; the suggestions shown for "160").
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FakeClock } from '../../support/fake-clock.js';
import type { UsElementModel } from './us-element-model.js';
import {
  KEY,
  PATH,
  BASE,
  SIMULATOR_URL,
  filterParams,
  lookupQuery,
  mount,
  suggestionsAnswered,
  useSimulator,
  withDefaults,
  written,
} from './us-element-support.js';

useSimulator();

const searches = (el: UsElementModel) => el.exchanges.map((exchange) => exchange.url.searchParams.get('search'));

describe('attributes → API parameters', () => {
  it('sends embedded-key as key, the text as search, and nothing else when no filter is set', async () => {
    const el = mount(withDefaults());
    const query = await lookupQuery(el);
    assert.equal(query.get('key'), el.getAttribute('embedded-key'));
    assert.equal(query.get('search'), el.input.value);
    assert.deepEqual(filterParams(query), []);
  });

  const MAPPINGS: Array<{
    attributes: Record<string, string>;
    params: Array<[string, string]>;
    /** Both unless said: Pro has no `exclude`, which is then a misconfiguration. */
    apis?: Array<'v2' | 'pro'>;
  }> = [
    { attributes: { 'max-results': '3' }, params: [['max_results', '3']] },
    {
      attributes: { 'include-only-cities': 'Denver,Aurora,CO;Provo,UT' },
      params: [
        ['include_only_cities', 'Denver,Aurora,CO;Provo,UT'],
        ['prefer_geolocation', 'none'],
      ],
    },
    {
      attributes: { 'include-only-states': 'CA;NV' },
      params: [
        ['include_only_states', 'CA;NV'],
        ['prefer_geolocation', 'none'],
      ],
    },
    {
      attributes: { 'include-only-zip-codes': '90210;10001' },
      params: [
        ['include_only_zip_codes', '90210;10001'],
        ['prefer_geolocation', 'none'],
      ],
    },
    {
      attributes: { 'exclude-states': 'CA;NV' },
      params: [
        ['exclude_states', 'CA;NV'],
        ['prefer_geolocation', 'none'],
      ],
    },
    { attributes: { 'prefer-cities': 'Denver,CO;Provo,UT' }, params: [['prefer_cities', 'Denver,CO;Provo,UT']] },
    { attributes: { 'prefer-states': 'IL;OH' }, params: [['prefer_states', 'IL;OH']] },
    {
      attributes: { 'prefer-zip-codes': '62812' },
      params: [
        ['prefer_zip_codes', '62812'],
        ['prefer_geolocation', 'none'],
      ],
    },
    {
      attributes: { 'prefer-states': 'IL', 'prefer-ratio': '33' },
      params: [
        ['prefer_states', 'IL'],
        ['prefer_ratio', '33'],
      ],
    },
    { attributes: { 'prefer-geolocation': 'none' }, params: [['prefer_geolocation', 'none']] },
    { attributes: { 'prefer-geolocation': 'city' }, params: [['prefer_geolocation', 'city']] },
    { attributes: { source: 'all' }, params: [['source', 'all']] },
    { attributes: { exclude: 'commercial,po-box' }, params: [['exclude', 'commercial,po-box']], apis: ['v2'] },
    {
      attributes: { 'include-only-states': 'CA;NV', source: 'all' },
      params: [
        ['include_only_states', 'CA;NV'],
        ['prefer_geolocation', 'none'],
        ['source', 'all'],
      ],
      apis: ['pro'],
    },
    // Values the rows above do not try: one preferred city, a ratio with nothing preferred, military.
    { attributes: { 'prefer-cities': 'Denver,CO' }, params: [['prefer_cities', 'Denver,CO']] },
    { attributes: { 'prefer-states': 'CA;NV' }, params: [['prefer_states', 'CA;NV']] },
    {
      attributes: { 'prefer-zip-codes': '90210' },
      params: [
        ['prefer_zip_codes', '90210'],
        ['prefer_geolocation', 'none'],
      ],
    },
    { attributes: { 'prefer-ratio': '40' }, params: [['prefer_ratio', '40']] },
    { attributes: { exclude: 'po-box,military' }, params: [['exclude', 'po-box,military']], apis: ['v2'] },
  ];

  for (const { attributes, params, apis = ['v2', 'pro'] } of MAPPINGS) {
    for (const api of apis) {
      // v2 is the default: its rows set no api attribute.
      const set = api === 'pro' ? { api, ...attributes } : attributes;
      it(`${written(set)} → ${params.map(([name, value]) => `${name}=${value}`).join('&')}`, async () => {
        const el = mount(withDefaults(set));
        const query = await lookupQuery(el);
        assert.deepEqual(filterParams(query), params);
        assert.equal(query.get('key'), KEY);
        assert.equal(el.exchanges.at(-1)!.url.pathname, api === 'pro' ? `${PATH}/lookup` : `${PATH}/v2/lookup`);
      });
    }
  }

  it('a filter set after connection reaches the next request', async () => {
    const el = mount(withDefaults());
    el.setAttribute('include-only-states', 'IL;OH');
    const query = await lookupQuery(el);
    assert.deepEqual(filterParams(query), [
      ['include_only_states', 'IL;OH'],
      ['prefer_geolocation', 'none'],
    ]);
  });

  it('a changed attribute is sent with the next request, not its first value', async () => {
    const el = mount(withDefaults({ 'max-results': '3' }));
    el.setAttribute('max-results', '5');
    const query = await lookupQuery(el);
    assert.deepEqual(filterParams(query), [['max_results', '5']]);
  });

  it('uses the v2 path /v2/lookup by default', async () => {
    const el = mount(withDefaults());
    await lookupQuery(el);
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/v2/lookup`);
  });

  it('api="pro" uses the Pro path /lookup', async () => {
    const el = mount(withDefaults({ api: 'pro' }));
    const query = await lookupQuery(el);
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/lookup`);
    assert.equal(query.get('key'), KEY);
  });

  it('removing api goes back to v2', async () => {
    const el = mount(withDefaults({ api: 'pro' }));
    el.removeAttribute('api');
    assert.deepEqual(
      el.errors.map((detail) => detail.message),
      [],
      'address-error events',
    );
    await lookupQuery(el);
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/v2/lookup`);
  });

  for (const api of ['v2', 'pro']) {
    it(`base-url with a trailing slash gives the same ${api} endpoint`, async () => {
      const el = mount(withDefaults({ api, 'base-url': `${BASE}/` }));
      await lookupQuery(el);
      assert.equal(el.exchanges.at(-1)!.url.pathname, api === 'pro' ? `${PATH}/lookup` : `${PATH}/v2/lookup`);
    });
  }

  it("base-url's own query is kept, with the element's parameters after it", async () => {
    const el = mount(withDefaults({ 'base-url': `${BASE}?simulator_fault=latency:1` }));
    const query = await lookupQuery(el);
    assert.deepEqual([...query.keys()], ['simulator_fault', 'key', 'search']);
    assert.equal(query.get('simulator_fault'), 'latency:1');
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/v2/lookup`, 'the query went into the path');
  });

  it('an absolute base-url (another origin) is used as given', async () => {
    // The simulator's other name: localhost for 127.0.0.1.
    const other = `http://localhost:${new URL(SIMULATOR_URL).port}`;
    const el = mount(withDefaults({ 'base-url': `${other}${PATH}` }));
    await lookupQuery(el);
    assert.equal(el.exchanges.at(-1)!.url.origin, other);
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/v2/lookup`);
  });

  it("shows the simulator's suggestions for the text", async () => {
    const el = mount(withDefaults());
    el.focus();
    el.type('160');
    await el.settle();
    assert.deepEqual(searches(el), ['160']);
    const answered = suggestionsAnswered(el);
    assert.ok(answered > 0, 'the simulator has no suggestion for "160"');
    assert.equal(el.expanded, true, 'the list did not open');
    assert.equal(el.optionCount, answered);
  });
});

describe('debounce and min-chars', () => {
  it('debounce="0" sends a lookup on every keystroke past min-chars', async () => {
    const el = mount(withDefaults({ debounce: '0' }));
    el.focus();
    el.type('1600 Ma');
    await el.settle();
    // min-chars is 3: "160", "1600", "1600 ", "1600 M" and "1600 Ma".
    assert.deepEqual(searches(el), ['160', '1600', '1600 ', '1600 M', '1600 Ma']);
  });

  it('debounce="250" waits 250 ms after the last keystroke and then sends one lookup', async () => {
    const clock = new FakeClock();
    const el = mount(withDefaults({ debounce: '250' }), { clock });
    el.focus();
    // The keystrokes at one moment, as typing faster than the debounce.
    el.type('1600 Ma');
    const lastInputAt = clock.now();
    assert.equal(el.exchanges.length, 0, 'sent before the pause');
    await clock.tickAsync(249);
    assert.equal(el.exchanges.length, 0, 'sent before 250 ms');
    await clock.tickAsync(1);
    await el.settle();
    assert.deepEqual(searches(el), ['1600 Ma']);
    assert.ok(el.exchanges.at(-1)!.sentAt - lastInputAt >= 245);
  });

  it('min-chars="5" sends nothing for 4 characters and looks up at the 5th', async () => {
    const el = mount(withDefaults({ 'min-chars': '5' }));
    el.focus();
    el.type('1600');
    await el.settle();
    assert.equal(el.exchanges.length, 0, 'sent below min-chars');
    el.type('M');
    await el.settle();
    assert.deepEqual(searches(el), ['1600M']);
  });

  it('min-chars="1" looks up from the first character', async () => {
    const el = mount(withDefaults({ 'min-chars': '1' }));
    el.focus();
    el.type('1');
    await el.settle();
    assert.deepEqual(searches(el), ['1']);
  });

  it('without min-chars, two characters send nothing and the third looks up', async () => {
    const el = mount(withDefaults());
    el.focus();
    el.type('16');
    await el.settle();
    assert.equal(el.exchanges.length, 0, 'sent below the default min-chars');
    el.type('0');
    await el.settle();
    assert.equal(el.exchanges.length, 1);
  });
});
