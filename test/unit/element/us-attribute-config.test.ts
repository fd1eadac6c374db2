// <us-address-autocomplete>'s attributes in Node, over the element's own parts (./us-element-model.ts) and the
// simulator started in this process: each attribute reaches the service as its API parameter and the simulator
// accepts the request; debounce and min-chars change when a lookup goes; a misconfiguration is one console error
// naming the attribute plus one `address-error` {code: 'config', status: 0, attribute}, no request however much the
// shopper types, reported once per configuration and again for another wrong one; rule 2 is one warning.
//
// The same cases as test/elements/attribute-config.test.ts, assertion for assertion:
//   '… attributes → API parameters' (23 tests)       → 'attributes → API parameters' (same titles)
//   '… debounce and min-chars' (5)                     → 'debounce and min-chars' (same titles; the 250 ms wait on a
//                                                         fake clock: nothing at 249 ms, the lookup at 250 ms)
//   '… misconfiguration' › <row> › 4 tests × 19 rows    → 'misconfiguration' › <row> › the same 4 titles
//   '… misconfiguration' › the 8 tests after the rows  → 'misconfiguration' (same titles)
//   '… rule 2' (3)                                     → 'rule 2' (same titles)
// What the model does not have, and the browser file keeps: the input the browser types into (its value after
// typing, here the model's text), `aria-expanded` on it (here the machine's `open`) and the options in the DOM (here
// the machine's options); and AddressAutocompleteElement.configure itself, which the model repeats.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FakeClock } from '../../support/fake-clock.js';
import { ConsoleCapture, UsElementModel, startWarmSimulator } from './us-element-model.js';

const KEY = 'demo-embedded-key';
/** The simulator's US Autocomplete, as /us-autocomplete is on the browser tests' page. */
let BASE = '';
let PATH = '';
let simulator: Awaited<ReturnType<typeof startWarmSimulator>>;
let consoleCapture: ConsoleCapture;
const restores: Array<() => void> = [];

before(async () => {
  simulator = await startWarmSimulator();
  BASE = simulator.base;
  PATH = '/us-autocomplete';
});
after(() => simulator.close());
beforeEach(() => {
  consoleCapture = new ConsoleCapture().install();
});
afterEach(() => {
  consoleCapture.restore();
  for (const restore of restores.splice(0)) restore();
});

/** The element with these attributes, connected, its requests recorded. */
function mount(attributes: Record<string, string>, options: { clock?: FakeClock } = {}): UsElementModel {
  const el = new UsElementModel(attributes, options);
  restores.push(el.recordRequests(), () => el.disconnect());
  return el;
}

/** A working configuration, plus `extra` (a value of null removes that attribute). */
function withDefaults(extra: Record<string, string | null> = {}): Record<string, string> {
  const attributes: Record<string, string | null> = { 'embedded-key': KEY, 'base-url': BASE, debounce: '0', ...extra };
  return Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Looks up once and returns the request's query, after checking that the simulator accepted it. */
async function lookupQuery(el: UsElementModel): Promise<URLSearchParams> {
  const before = el.exchanges.length;
  el.typeOneLookup();
  await el.settle();
  assert.equal(el.exchanges.length, before + 1, 'one lookup');
  const exchange = el.exchanges.at(-1)!;
  assert.equal(exchange.status, 200, `the simulator refused ${exchange.url.search}: ${exchange.text ?? ''}`);
  return exchange.url.searchParams;
}

/** The query without the two parameters every request has, as [name, value] pairs in order. */
function filterParams(query: URLSearchParams): Array<[string, string]> {
  return [...query.entries()].filter(([name]) => name !== 'key' && name !== 'search');
}

const searches = (el: UsElementModel) => el.exchanges.map((exchange) => exchange.url.searchParams.get('search'));

/** What `expect(detail).to.include(part)` asks: each of part's entries equal in detail. */
function includes(detail: object, part: Record<string, unknown>): void {
  const picked = Object.fromEntries(Object.keys(part).map((name) => [name, (detail as Record<string, unknown>)[name]]));
  assert.deepEqual(picked, part);
}

describe('attributes → API parameters', () => {
  it('sends embedded-key as key, the text as search, and nothing else when no filter is set', async () => {
    const el = mount(withDefaults());
    const query = await lookupQuery(el);
    assert.equal(query.get('key'), el.getAttribute('embedded-key'));
    assert.equal(query.get('search'), el.input.value);
    assert.deepEqual(filterParams(query), []);
  });

  const MAPPINGS: Array<{ attributes: Record<string, string>; params: Array<[string, string]> }> = [
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
    { attributes: { exclude: 'commercial,po-box' }, params: [['exclude', 'commercial,po-box']] },
    {
      attributes: { api: 'pro', 'include-only-states': 'CA;NV', source: 'all' },
      params: [
        ['include_only_states', 'CA;NV'],
        ['prefer_geolocation', 'none'],
        ['source', 'all'],
      ],
    },
  ];

  for (const { attributes, params } of MAPPINGS) {
    const written = Object.entries(attributes)
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ');
    it(`${written} → ${params.map(([name, value]) => `${name}=${value}`).join('&')}`, async () => {
      const el = mount(withDefaults(attributes));
      const query = await lookupQuery(el);
      assert.deepEqual(filterParams(query), params);
      assert.equal(query.get('key'), KEY);
    });
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

  it('uses the v2 path /v2/lookup by default', async () => {
    const el = mount(withDefaults());
    await lookupQuery(el);
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/v2/lookup`);
  });

  it('api="pro" uses the Pro path /lookup', async () => {
    const el = mount(withDefaults({ api: 'pro' }));
    await lookupQuery(el);
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/lookup`);
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
  });

  it('an absolute base-url (another origin) is used as given', async () => {
    // The simulator's other name: localhost for 127.0.0.1.
    const other = `http://localhost:${new URL(simulator.url).port}`;
    const el = mount(withDefaults({ 'base-url': `${other}${PATH}` }));
    await lookupQuery(el);
    assert.equal(el.exchanges.at(-1)!.url.origin, other);
    assert.equal(el.exchanges.at(-1)!.url.pathname, `${PATH}/v2/lookup`);
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

interface Misconfiguration {
  name: string;
  /** Changes to a working configuration (null removes the attribute). */
  attributes: Record<string, string | null>;
  attribute: string;
  /** Makes the configuration right again. */
  fix?: (el: UsElementModel) => void;
  /** A different wrong configuration, reported again; `attribute` is the one it names. */
  otherBad?: { change: (el: UsElementModel) => void; attribute: string };
}

const MISCONFIGURATIONS: Misconfiguration[] = [
  {
    name: 'max-results="11"',
    attributes: { 'max-results': '11' },
    attribute: 'max-results',
    fix: (el) => el.setAttribute('max-results', '10'),
    otherBad: { change: (el) => el.setAttribute('max-results', '0'), attribute: 'max-results' },
  },
  {
    name: 'include-only-zip-codes with include-only-states',
    attributes: { 'include-only-zip-codes': '90210', 'include-only-states': 'CA' },
    attribute: 'include-only-zip-codes',
    fix: (el) => el.removeAttribute('include-only-states'),
    otherBad: { change: (el) => el.setAttribute('include-only-states', 'C'), attribute: 'include-only-states' },
  },
  {
    name: 'exclude with api="pro"',
    attributes: { api: 'pro', exclude: 'commercial' },
    attribute: 'exclude',
    fix: (el) => el.removeAttribute('exclude'),
    otherBad: { change: (el) => el.setAttribute('api', 'pro2'), attribute: 'api' },
  },
  {
    name: 'api="v3"',
    attributes: { api: 'v3' },
    attribute: 'api',
    fix: (el) => el.setAttribute('api', 'pro'),
    otherBad: { change: (el) => el.setAttribute('api', 'v1'), attribute: 'api' },
  },
  {
    // Behind a base-url (the shop's own lookup route) a page needs no key: only the service's own host does.
    name: "no embedded-key for the service's own host",
    attributes: { 'embedded-key': null, 'base-url': null },
    attribute: 'embedded-key',
    fix: (el) => (el.setAttribute('embedded-key', KEY), el.setAttribute('base-url', BASE)),
    otherBad: { change: (el) => el.setAttribute('embedded-key', '   '), attribute: 'embedded-key' },
  },
  {
    name: 'debounce="soon" (not a number)',
    attributes: { debounce: 'soon' },
    attribute: 'debounce',
    fix: (el) => el.setAttribute('debounce', '0'),
    otherBad: { change: (el) => el.setAttribute('debounce', '-5'), attribute: 'debounce' },
  },
  {
    name: 'min-chars="-1"',
    attributes: { 'min-chars': '-1' },
    attribute: 'min-chars',
    fix: (el) => el.setAttribute('min-chars', '3'),
    otherBad: { change: (el) => el.setAttribute('min-chars', '2.5'), attribute: 'min-chars' },
  },
  {
    name: 'an auth-token attribute',
    attributes: { 'auth-token': 'secret-token' },
    attribute: 'auth-token',
    fix: (el) => el.removeAttribute('auth-token'),
  },
  {
    name: 'base-url="ftp://example.com"',
    attributes: { 'base-url': 'ftp://example.com' },
    attribute: 'base-url',
    fix: (el) => el.setAttribute('base-url', BASE),
    otherBad: { change: (el) => el.setAttribute('base-url', 'javascript:alert(1)'), attribute: 'base-url' },
  },
  // Reported on connection; checked for the first report only.
  { name: 'prefer-ratio="101"', attributes: { 'prefer-ratio': '101' }, attribute: 'prefer-ratio' },
  { name: 'source="mail"', attributes: { source: 'mail' }, attribute: 'source' },
  { name: 'exclude="apartments"', attributes: { exclude: 'apartments' }, attribute: 'exclude' },
  {
    name: 'include-only-states="California"',
    attributes: { 'include-only-states': 'California' },
    attribute: 'include-only-states',
  },
  {
    name: 'include-only-states="CONTIGUOUS;CA"',
    attributes: { 'include-only-states': 'CONTIGUOUS;CA' },
    attribute: 'include-only-states',
  },
  {
    name: 'exclude-states with include-only-cities',
    attributes: { 'exclude-states': 'CA', 'include-only-cities': 'Denver,CO' },
    attribute: 'exclude-states',
  },
  { name: 'prefer-states="ALLSTATES"', attributes: { 'prefer-states': 'ALLSTATES' }, attribute: 'prefer-states' },
  {
    name: 'prefer-geolocation="city" with include-only-zip-codes',
    attributes: { 'prefer-geolocation': 'city', 'include-only-zip-codes': '90210' },
    attribute: 'prefer-geolocation',
  },
  {
    name: 'prefer-zip-codes with prefer-states',
    attributes: { 'prefer-zip-codes': '90210', 'prefer-states': 'CA' },
    attribute: 'prefer-zip-codes',
  },
  { name: 'an auth-id attribute', attributes: { 'auth-id': 'secret-id' }, attribute: 'auth-id' },
];

/** The console errors (a stray log from elsewhere is counted too, as an extra call). */
const consoleErrors = (): string[] => consoleCapture.errors;

describe('misconfiguration', () => {
  for (const bad of MISCONFIGURATIONS) {
    describe(bad.name, () => {
      it(`is reported on connection: one console error naming ${bad.attribute}, one config address-error`, () => {
        const el = mount(withDefaults(bad.attributes));
        assert.equal(consoleErrors().length, 1, 'console errors');
        assert.ok(consoleErrors()[0]!.includes(bad.attribute), consoleErrors()[0]);
        assert.equal(el.errorEvents.length, 1, 'address-error events');
        const event = el.errorEvents[0]!;
        assert.equal(event.type, 'address-error');
        assert.equal(event.bubbles && event.composed, true, 'the event reaches the page');
        includes(event.detail, { code: 'config', status: 0, attribute: bad.attribute });
        assert.ok(event.detail.message.includes(bad.attribute), event.detail.message);
        assert.equal(el.exchanges.length, 0);
      });

      if (!bad.fix) return;
      const fix = bad.fix;

      it('sends no request however much the user types, and does not report again', async () => {
        const el = mount(withDefaults(bad.attributes));
        el.focus();
        el.type('1600 Ma');
        el.press('ArrowDown');
        el.backspace();
        await el.settle();
        assert.equal(el.exchanges.length, 0, 'requests');
        assert.equal(el.errorEvents.length, 1, 'address-error events');
        assert.equal(consoleErrors().length, 1, 'console errors');
        assert.equal(el.input.value, '1600 M');
        assert.equal(el.expanded, false);
      });

      if (bad.otherBad) {
        const other = bad.otherBad;
        it(`is reported again for another wrong value (${other.attribute})`, async () => {
          const el = mount(withDefaults(bad.attributes));
          other.change(el);
          assert.equal(el.errorEvents.length, 2, 'address-error events');
          includes(el.errors[1]!, { code: 'config', status: 0, attribute: other.attribute });
          assert.equal(consoleErrors().length, 2, 'console errors');
          assert.ok(consoleErrors()[1]!.includes(other.attribute), consoleErrors()[1]);
          el.typeOneLookup();
          await el.settle();
          assert.equal(el.exchanges.length, 0, 'requests');
        });
      }

      it('works once fixed: lookups go out and the list opens', async () => {
        const el = mount(withDefaults(bad.attributes));
        const reported = el.errorEvents.length;
        fix(el);
        await lookupQuery(el);
        const body = JSON.parse(el.exchanges.at(-1)!.text!) as { suggestions: unknown[] | null };
        const expected = (body.suggestions ?? []).length;
        assert.equal(el.optionCount, expected, 'the list was not shown');
        assert.equal(el.expanded, expected > 0);
        assert.equal(el.errorEvents.length, reported, 'address-error events after the fix');
      });
    });
  }

  it('an auth-token added after connection is refused like one present from the start', async () => {
    const el = mount(withDefaults());
    el.setAttribute('auth-token', 'secret-token');
    el.typeOneLookup();
    await el.settle();
    assert.equal(el.exchanges.length, 0, 'requests with a secret key on the page');
    assert.equal(el.errorEvents.length, 1);
    includes(el.errors[0]!, { code: 'config', status: 0, attribute: 'auth-token' });
  });

  for (const [property, attribute] of [
    ['authToken', 'auth-token'],
    ['authId', 'auth-id'],
  ] as const) {
    it(`a ${property} property set after connection is refused like the ${attribute} attribute, and clearing it lifts that`, async () => {
      const el = mount(withDefaults());
      (el as unknown as Record<string, unknown>)[property] = 'secret-value';
      assert.equal(el.errorEvents.length, 1);
      includes(el.errors[0]!, { code: 'config', status: 0, attribute });
      assert.ok(consoleErrors()[0]!.includes(attribute), consoleErrors()[0]);
      el.typeOneLookup();
      await el.settle();
      assert.equal(el.exchanges.length, 0, 'requests with a secret key on the page');
      const kept = Object.values(el).includes('secret-value');
      assert.equal(kept, false, 'the secret is not kept in an own property of the element');
      (el as unknown as Record<string, unknown>)[property] = undefined;
      el.typeOneLookup('123 Ma', 'i');
      await el.settle();
      assert.equal(el.exchanges.at(-1)!.status, 200);
    });
  }

  it("removing embedded-key after connection is a config error (for the service's own host), not an exception", async () => {
    const el = mount(withDefaults({ 'base-url': null }));
    el.removeAttribute('embedded-key');
    assert.equal(el.errorEvents.length, 1);
    includes(el.errors[0]!, { code: 'config', status: 0, attribute: 'embedded-key' });
    el.typeOneLookup();
    await el.settle();
    assert.equal(el.exchanges.length, 0);
  });

  it('a misconfiguration set after connection is reported and stops lookups', async () => {
    const el = mount(withDefaults());
    el.setAttribute('max-results', '11');
    assert.equal(el.errorEvents.length, 1);
    includes(el.errors[0]!, { code: 'config', attribute: 'max-results' });
    el.typeOneLookup();
    await el.settle();
    assert.equal(el.exchanges.length, 0);
  });

  // Found by the fuzzed sessions: text in a number attribute is NaN, which the once-per-configuration check wrote as
  // JSON's null, the same as an unset attribute.
  for (const [attribute, text] of [
    ['max-results', 'many'],
    ['debounce', 'soon'],
    ['min-chars', 'Infinity'],
  ] as const) {
    it(`${attribute}="${text}" set after connection, where it was unset, is reported`, () => {
      const el = mount(withDefaults({ debounce: null }));
      el.setAttribute(attribute, text);
      assert.equal(el.errorEvents.length, 1);
      includes(el.errors[0]!, { code: 'config', attribute });
      assert.equal(consoleErrors().length, 1);
      assert.ok(consoleErrors()[0]!.includes(attribute), consoleErrors()[0]);
    });
  }
});

describe('rule 2 (a state in include-only-cities repeated in include-only-states)', () => {
  const attributes = { 'include-only-cities': 'Denver,CO;Provo,UT', 'include-only-states': 'CO;CA' };

  it('logs one console warning naming the repeated state, and no error', () => {
    const el = mount(withDefaults(attributes));
    assert.equal(consoleCapture.warnings.length, 1);
    const [warning] = consoleCapture.warnings as [string];
    assert.ok(warning.includes('include-only-cities'), warning);
    assert.ok(warning.includes('CO'), warning);
    assert.ok(!warning.includes('UT'), warning);
    assert.equal(el.errorEvents.length, 0);
    assert.equal(consoleErrors().length, 0);
  });

  it('still sends both filters as written', async () => {
    const el = mount(withDefaults(attributes));
    const query = await lookupQuery(el);
    assert.deepEqual(filterParams(query), [
      ['include_only_cities', 'Denver,CO;Provo,UT'],
      ['include_only_states', 'CO;CA'],
      ['prefer_geolocation', 'none'],
    ]);
  });

  it('does not warn again while the user types', async () => {
    const el = mount(withDefaults(attributes));
    el.focus();
    el.type('1600 Ma');
    await el.settle();
    assert.ok(el.exchanges.length > 0);
    assert.equal(consoleCapture.warnings.length, 1);
  });
});
