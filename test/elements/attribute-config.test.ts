// <us-address-autocomplete>'s attributes: each one reaches the service as its API parameter (the request URL is
// recorded by wrapping window.fetch); debounce and min-chars change when a lookup goes; a misconfiguration is a
// console error naming the attribute plus one `address-error` {code: 'config', status: 0, attribute}, and no request
// however much the user types, reported once per configuration.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../src/define.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  inputOf,
  isExpanded,
  nothingMoreWithin,
  typeInto,
  typeOneLookup,
} from '../support/element-helpers.js';

// Everything a test watches, set up before the element exists: a config error is reported on connection.
let requests: FetchRecorder;
let errors: ErrorEvents;
let consoleError: ConsoleStub;
let consoleWarn: ConsoleStub;

beforeEach(() => {
  // Every request the element makes, whatever its path.
  requests = new FetchRecorder({ path: null }).install();
  consoleError = new ConsoleStub('error').install();
  consoleWarn = new ConsoleStub('warn').install();
  errors = new ErrorEvents().install();
});

afterEach(() => {
  errors.restore();
  requests.restore();
  consoleError.restore();
  consoleWarn.restore();
});

/** The element with these attributes (and the page's input), connected. */
async function mount(attributes: Record<string, string>): Promise<UsAddressAutocomplete> {
  const el = document.createElement('us-address-autocomplete');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const input = document.createElement('input');
  input.name = 'address1';
  input.autocomplete = 'address-line1';
  el.append(input);
  await fixture(html`<div>${el}</div>`);
  await el.updateComplete;
  return el;
}

/** A working configuration, plus `extra` (a value of null removes that attribute). */
function withDefaults(extra: Record<string, string | null> = {}): Record<string, string> {
  const attributes: Record<string, string | null> = { 'embedded-key': KEY, 'base-url': BASE, debounce: '0', ...extra };
  return Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Looks up once and returns the request's query, after checking that the simulator accepted it. */
async function lookupQuery(el: UsAddressAutocomplete): Promise<URLSearchParams> {
  await typeOneLookup(el);
  const exchange = await requests.lastAnswered();
  expect(exchange.status, `the simulator refused ${exchange.url.search}: ${exchange.text ?? ''}`).to.equal(200);
  return exchange.url.searchParams;
}

/** The query without the two parameters every request has, as [name, value] pairs in order. */
function filterParams(query: URLSearchParams): Array<[string, string]> {
  return [...query.entries()].filter(([name]) => name !== 'key' && name !== 'search');
}

describe('<us-address-autocomplete> attributes → API parameters', () => {
  it('sends embedded-key as key, the text as search, and nothing else when no filter is set', async () => {
    const el = await mount(withDefaults());
    const query = await lookupQuery(el);
    expect(query.get('key')).to.equal(el.getAttribute('embedded-key'));
    expect(query.get('search')).to.equal(inputOf(el).value);
    expect(filterParams(query)).to.deep.equal([]);
  });

  const MAPPINGS: Array<{ attributes: Record<string, string>; params: Array<[string, string]> }> = [
    { attributes: { 'max-results': '3' }, params: [['max_results', '3']] },
    // Rules 4 and 8: with a city or state filter and prefer-geolocation unset, "none" goes out so that the service's
    // default ("city") cannot let the shopper's own city through the filter.
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
      const el = await mount(withDefaults(attributes));
      const query = await lookupQuery(el);
      expect(filterParams(query)).to.deep.equal(params);
      expect(query.get('key')).to.equal(KEY);
    });
  }

  it('a filter set after connection reaches the next request', async () => {
    const el = await mount(withDefaults());
    el.setAttribute('include-only-states', 'IL;OH');
    await el.updateComplete;
    const query = await lookupQuery(el);
    expect(filterParams(query)).to.deep.equal([
      ['include_only_states', 'IL;OH'],
      ['prefer_geolocation', 'none'],
    ]);
  });

  it('uses the v2 path /v2/lookup by default', async () => {
    const el = await mount(withDefaults());
    await lookupQuery(el);
    expect(requests.last.url.pathname).to.equal(`${BASE}/v2/lookup`);
  });

  it('api="pro" uses the Pro path /lookup', async () => {
    const el = await mount(withDefaults({ api: 'pro' }));
    await lookupQuery(el);
    expect(requests.last.url.pathname).to.equal(`${BASE}/lookup`);
  });

  it('removing api goes back to v2', async () => {
    const el = await mount(withDefaults({ api: 'pro' }));
    el.removeAttribute('api');
    await el.updateComplete;
    expect(
      errors.events.map((event) => event.detail.message),
      'address-error events',
    ).to.deep.equal([]);
    await lookupQuery(el);
    expect(requests.last.url.pathname).to.equal(`${BASE}/v2/lookup`);
  });

  for (const api of ['v2', 'pro']) {
    it(`base-url with a trailing slash gives the same ${api} endpoint`, async () => {
      const el = await mount(withDefaults({ api, 'base-url': `${BASE}/` }));
      await lookupQuery(el);
      expect(requests.last.url.pathname).to.equal(api === 'pro' ? `${BASE}/lookup` : `${BASE}/v2/lookup`);
    });
  }

  it("base-url's own query is kept, with the element's parameters after it", async () => {
    const el = await mount(withDefaults({ 'base-url': `${BASE}?simulator_fault=latency:1` }));
    const query = await lookupQuery(el);
    expect([...query.keys()]).to.deep.equal(['simulator_fault', 'key', 'search']);
    expect(query.get('simulator_fault')).to.equal('latency:1');
  });

  it('an absolute base-url (another origin) is used as given', async () => {
    const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const other = `${location.protocol}//${otherHost}:${location.port}`;
    const el = await mount(withDefaults({ 'base-url': `${other}${BASE}` }));
    await lookupQuery(el);
    expect(requests.last.url.origin).to.equal(other);
    expect(requests.last.url.pathname).to.equal(`${BASE}/v2/lookup`);
  });
});

describe('<us-address-autocomplete> debounce and min-chars', () => {
  it('debounce="0" sends a lookup on every keystroke past min-chars', async () => {
    const el = await mount(withDefaults({ debounce: '0' }));
    await typeInto(el, '1600 Ma');
    // min-chars is 3: "160", "1600", "1600 ", "1600 M" and "1600 Ma".
    expect(requests.searches).to.deep.equal(['160', '1600', '1600 ', '1600 M', '1600 Ma']);
  });

  it('debounce="250" waits 250 ms after the last keystroke and then sends one lookup', async () => {
    const el = await mount(withDefaults({ debounce: '250' }));
    const input = inputOf(el);
    let lastInputAt = 0;
    input.addEventListener('input', () => (lastInputAt = performance.now()));
    input.focus();
    // The keystrokes' input events in one task, as typing faster than the debounce: real key presses on a busy
    // machine can come more than 250 ms apart, and then a lookup between them is right.
    for (const key of '1600 Ma') {
      input.value += key;
      input.dispatchEvent(
        new InputEvent('input', { inputType: 'insertText', data: key, bubbles: true, composed: true }),
      );
    }
    expect(requests.count, 'sent before the pause').to.equal(0);
    await waitUntil(() => requests.count > 0, 'no lookup after the pause');
    await nothingMoreWithin();
    expect(requests.searches).to.deep.equal(['1600 Ma']);
    expect(requests.last.sentAt - lastInputAt).to.be.at.least(245);
  });

  it('min-chars="5" sends nothing for 4 characters and looks up at the 5th', async () => {
    const el = await mount(withDefaults({ 'min-chars': '5' }));
    await typeInto(el, '1600');
    expect(requests.count, 'sent below min-chars').to.equal(0);
    await sendKeys({ type: 'M' });
    expect(requests.searches).to.deep.equal(['1600M']);
  });

  it('min-chars="1" looks up from the first character', async () => {
    const el = await mount(withDefaults({ 'min-chars': '1' }));
    await typeInto(el, '1');
    expect(requests.searches).to.deep.equal(['1']);
  });

  it('without min-chars, two characters send nothing and the third looks up', async () => {
    const el = await mount(withDefaults());
    await typeInto(el, '16');
    expect(requests.count, 'sent below the default min-chars').to.equal(0);
    await sendKeys({ type: '0' });
    expect(requests.count).to.equal(1);
  });
});

interface Misconfiguration {
  name: string;
  /** Changes to a working configuration (null removes the attribute). */
  attributes: Record<string, string | null>;
  attribute: string;
  /** Makes the configuration right again. */
  fix?: (el: UsAddressAutocomplete) => void;
  /** A different wrong configuration, reported again; `attribute` is the one it names. */
  otherBad?: { change: (el: UsAddressAutocomplete) => void; attribute: string };
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

/** The console errors that name this element (a stray log from elsewhere is counted too, as an extra call). */
function consoleErrors(): string[] {
  return consoleError.messages;
}

describe('<us-address-autocomplete> misconfiguration', () => {
  for (const bad of MISCONFIGURATIONS) {
    describe(bad.name, () => {
      it(`is reported on connection: one console error naming ${bad.attribute}, one config address-error`, async () => {
        const el = await mount(withDefaults(bad.attributes));
        expect(consoleErrors(), 'console errors').to.have.length(1);
        expect(consoleErrors()[0]).to.include(bad.attribute);
        expect(errors.events, 'address-error events').to.have.length(1);
        const event = errors.events[0]!;
        expect(event.target).to.equal(el);
        expect(event.detail).to.include({ code: 'config', status: 0, attribute: bad.attribute });
        expect(event.detail.message).to.include(bad.attribute);
        expect(requests.count).to.equal(0);
      });

      if (!bad.fix) return;
      const fix = bad.fix;

      it('sends no request however much the user types, and does not report again', async () => {
        const el = await mount(withDefaults(bad.attributes));
        await typeInto(el, '1600 Ma');
        await sendKeys({ press: 'ArrowDown' });
        await sendKeys({ press: 'Backspace' });
        await nothingMoreWithin();
        expect(requests.count, 'requests').to.equal(0);
        expect(errors.events, 'address-error events').to.have.length(1);
        expect(consoleErrors(), 'console errors').to.have.length(1);
        expect(inputOf(el).value).to.equal('1600 M');
        expect(isExpanded(el)).to.equal(false);
      });

      if (bad.otherBad) {
        const other = bad.otherBad;
        it(`is reported again for another wrong value (${other.attribute})`, async () => {
          const el = await mount(withDefaults(bad.attributes));
          other.change(el);
          await el.updateComplete;
          expect(errors.events, 'address-error events').to.have.length(2);
          expect(errors.events[1]!.detail).to.include({ code: 'config', status: 0, attribute: other.attribute });
          expect(consoleErrors(), 'console errors').to.have.length(2);
          expect(consoleErrors()[1]).to.include(other.attribute);
          await typeOneLookup(el);
          await nothingMoreWithin();
          expect(requests.count, 'requests').to.equal(0);
        });
      }

      it('works once fixed: lookups go out and the list opens', async () => {
        const el = await mount(withDefaults(bad.attributes));
        const reported = errors.events.length;
        fix(el);
        await el.updateComplete;
        await lookupQuery(el);
        const body = JSON.parse(requests.last.text!) as { suggestions: unknown[] | null };
        const expected = (body.suggestions ?? []).length;
        await waitUntil(() => el.querySelectorAll('[role="option"]').length === expected, 'the list was not shown');
        expect(isExpanded(el)).to.equal(expected > 0);
        expect(errors.events.length, 'address-error events after the fix').to.equal(reported);
      });
    });
  }

  it('an auth-token added after connection is refused like one present from the start', async () => {
    const el = await mount(withDefaults());
    el.setAttribute('auth-token', 'secret-token');
    await el.updateComplete;
    await typeOneLookup(el);
    await nothingMoreWithin();
    expect(requests.count, 'requests with a secret key on the page').to.equal(0);
    expect(errors.events).to.have.length(1);
    expect(errors.events[0]!.detail).to.include({ code: 'config', status: 0, attribute: 'auth-token' });
  });

  for (const [property, attribute] of [
    ['authToken', 'auth-token'],
    ['authId', 'auth-id'],
  ] as const) {
    it(`a ${property} property set after connection is refused like the ${attribute} attribute, and clearing it lifts that`, async () => {
      const el = await mount(withDefaults());
      (el as unknown as Record<string, unknown>)[property] = 'secret-value';
      await el.updateComplete;
      expect(errors.events).to.have.length(1);
      expect(errors.events[0]!.detail).to.include({ code: 'config', status: 0, attribute });
      expect(consoleErrors()[0]).to.include(attribute);
      await typeOneLookup(el);
      await nothingMoreWithin();
      expect(requests.count, 'requests with a secret key on the page').to.equal(0);
      const kept = Object.values(el).includes('secret-value');
      expect(kept, 'the secret is not kept in an own property of the element').to.equal(false);
      (el as unknown as Record<string, unknown>)[property] = undefined;
      await el.updateComplete;
      await typeOneLookup(el, '123 Ma', 'i');
      expect((await requests.lastAnswered()).status).to.equal(200);
    });
  }

  it("removing embedded-key after connection is a config error (for the service's own host), not an exception", async () => {
    const el = await mount(withDefaults({ 'base-url': null }));
    el.removeAttribute('embedded-key');
    await el.updateComplete;
    expect(errors.events).to.have.length(1);
    expect(errors.events[0]!.detail).to.include({ code: 'config', status: 0, attribute: 'embedded-key' });
    await typeOneLookup(el);
    await nothingMoreWithin();
    expect(requests.count).to.equal(0);
  });

  it('a misconfiguration set after connection is reported and stops lookups', async () => {
    const el = await mount(withDefaults());
    el.setAttribute('max-results', '11');
    await el.updateComplete;
    expect(errors.events).to.have.length(1);
    expect(errors.events[0]!.detail).to.include({ code: 'config', attribute: 'max-results' });
    await typeOneLookup(el);
    await nothingMoreWithin();
    expect(requests.count).to.equal(0);
  });

  // Found by the fuzzed sessions (fuzzed-sessions.test.ts): text in a number attribute is NaN, which the
  // once-per-configuration check wrote as JSON's null, the same as an unset attribute, so the first such value after
  // an unset one was taken for the configuration already checked and went unreported (and no lookup went out).
  for (const [attribute, text] of [
    ['max-results', 'many'],
    ['debounce', 'soon'],
    ['min-chars', 'Infinity'],
  ] as const) {
    it(`${attribute}="${text}" set after connection, where it was unset, is reported`, async () => {
      const el = await mount(withDefaults({ debounce: null }));
      el.setAttribute(attribute, text);
      await el.updateComplete;
      expect(errors.events).to.have.length(1);
      expect(errors.events[0]!.detail).to.include({ code: 'config', attribute });
      expect(consoleErrors()).to.have.length(1);
      expect(consoleErrors()[0]).to.include(attribute);
    });
  }
});

describe('<us-address-autocomplete> rule 2 (a state in include-only-cities repeated in include-only-states)', () => {
  const attributes = { 'include-only-cities': 'Denver,CO;Provo,UT', 'include-only-states': 'CO;CA' };

  it('logs one console warning naming the repeated state, and no error', async () => {
    await mount(withDefaults(attributes));
    expect(consoleWarn.messages).to.have.length(1);
    expect(consoleWarn.messages[0]).to.include('include-only-cities');
    expect(consoleWarn.messages[0]).to.include('CO');
    expect(consoleWarn.messages[0]).to.not.include('UT');
    expect(errors.events).to.have.length(0);
    expect(consoleError.calls).to.have.length(0);
  });

  it('still sends both filters as written', async () => {
    const el = await mount(withDefaults(attributes));
    const query = await lookupQuery(el);
    expect(filterParams(query)).to.deep.equal([
      ['include_only_cities', 'Denver,CO;Provo,UT'],
      ['include_only_states', 'CO;CA'],
      ['prefer_geolocation', 'none'],
    ]);
  });

  it('does not warn again while the user types', async () => {
    const el = await mount(withDefaults(attributes));
    await typeInto(el, '1600 Ma');
    await requests.lastAnswered();
    expect(consoleWarn.messages).to.have.length(1);
  });
});
