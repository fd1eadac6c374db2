// <us-address-autocomplete>'s attributes: each one reaches the service as its API parameter (the request URL is
// recorded by wrapping window.fetch); debounce and min-chars change when a lookup goes; a misconfiguration is a
// console error naming the attribute plus one `address-error` {code: 'config', status: 0, attribute}, and no request
// however much the user types, reported once per configuration.
//
// A case of each kind, seen in the browser with real keys: the whole matrix (every attribute → parameter, every
// misconfiguration and its later changes, the timing numbers) runs in Node on the element's own parts,
// test/unit/element/us-attribute-config*.test.ts.
import { expect } from '@open-wc/testing';
import { elementFixture } from '../../support/checkout-form.js';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/define.js';
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
} from '../../support/element-helpers.js';

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

/**
 * The element around the page's input (address1), connected: a working configuration (the demo key, the simulator,
 * debounce="0") with `attributes` over it.
 */
function mount(attributes: Record<string, string> = {}): Promise<UsAddressAutocomplete> {
  const { debounce = '0', ...rest } = attributes;
  return elementFixture({ debounce, streetName: 'address1', streetBaseUrl: null, attributes: rest });
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
    const el = await mount();
    const query = await lookupQuery(el);
    expect(query.get('key')).to.equal(el.getAttribute('embedded-key'));
    expect(query.get('search')).to.equal(inputOf(el).value);
    expect(filterParams(query)).to.deep.equal([]);
  });

  it('max-results="3" → max_results=3', async () => {
    const el = await mount({ 'max-results': '3' });
    const query = await lookupQuery(el);
    expect(filterParams(query)).to.deep.equal([['max_results', '3']]);
    expect(query.get('key')).to.equal(KEY);
  });

  it('api="pro" uses the Pro path /lookup', async () => {
    const el = await mount({ api: 'pro' });
    await lookupQuery(el);
    expect(requests.last.url.pathname).to.equal(`${BASE}/lookup`);
  });
});

describe('<us-address-autocomplete> debounce and min-chars', () => {
  it('debounce="250" waits 250 ms after the last keystroke and then sends one lookup', async () => {
    const el = await mount({ debounce: '250' });
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

  it('without min-chars, two characters send nothing and the third looks up', async () => {
    const el = await mount();
    await typeInto(el, '16');
    expect(requests.count, 'sent below the default min-chars').to.equal(0);
    await sendKeys({ type: '0' });
    expect(requests.count).to.equal(1);
  });
});

interface Misconfiguration {
  name: string;
  /** Attributes over a working configuration. */
  attributes: Record<string, string>;
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
    name: 'an auth-token attribute',
    attributes: { 'auth-token': 'secret-token' },
    attribute: 'auth-token',
    fix: (el) => el.removeAttribute('auth-token'),
  },
];

/** The console errors that name this element (a stray log from elsewhere is counted too, as an extra call). */
function consoleErrors(): string[] {
  return consoleError.messages;
}

describe('<us-address-autocomplete> misconfiguration', () => {
  for (const bad of MISCONFIGURATIONS) {
    describe(bad.name, () => {
      it(`is reported on connection: one console error naming ${bad.attribute}, one config address-error`, async () => {
        const el = await mount(bad.attributes);
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
        const el = await mount(bad.attributes);
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
          const el = await mount(bad.attributes);
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
        const el = await mount(bad.attributes);
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

  for (const [property, attribute] of [['authToken', 'auth-token']] as const) {
    it(`a ${property} property set after connection is refused like the ${attribute} attribute, and clearing it lifts that`, async () => {
      const el = await mount();
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
});

describe('<us-address-autocomplete> rule 2 (a state in include-only-cities repeated in include-only-states)', () => {
  const attributes = { 'include-only-cities': 'Denver,CO;Provo,UT', 'include-only-states': 'CO;CA' };

  it('logs one console warning naming the repeated state, and no error', async () => {
    await mount(attributes);
    // Once the filter rules have come: the element imports them when a filter attribute is set.
    await waitUntil(() => consoleWarn.messages.length > 0, 'no warning');
    await nothingMoreWithin();
    expect(consoleWarn.messages).to.have.length(1);
    expect(consoleWarn.messages[0]).to.include('include-only-cities');
    expect(consoleWarn.messages[0]).to.include('CO');
    expect(consoleWarn.messages[0]).to.not.include('UT');
    expect(errors.events).to.have.length(0);
    expect(consoleError.calls).to.have.length(0);
  });
});
