// <us-address-autocomplete>: v2 and Pro endpoints, attributes → API parameters, configuration checks, and errors.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  inputOf,
  isOpen,
  optionsOf,
  settle,
  typeInto,
  until,
  type UsElement,
} from '../support/element-helpers.js';

/** An element built from attributes (so that tests can loop over them), in a form, with the page's input. */
async function mountWith(attributes: Record<string, string>): Promise<UsElement> {
  const form = await fixture<HTMLFormElement>(html`<form></form>`);
  const el = document.createElement('us-address-autocomplete');
  for (const [name, value] of Object.entries({ 'embedded-key': KEY, 'base-url': BASE, debounce: '0', ...attributes })) {
    el.setAttribute(name, value);
  }
  const input = document.createElement('input');
  input.name = 'street';
  el.append(input);
  form.append(el);
  await el.updateComplete;
  return el;
}

/** Types three characters: with min-chars 3 and no debounce, exactly one request. */
async function typeThree(el: UsElement): Promise<void> {
  await typeInto(el, '160');
  await el.updateComplete;
}

/** The element's own console errors (other code may log too). */
function ownErrors(consoleErrors: ConsoleStub): string[] {
  return consoleErrors.messages.filter((message) => message.includes('<us-address-autocomplete>'));
}

describe('<us-address-autocomplete> configuration and errors', () => {
  let recorder: FetchRecorder;
  let consoleErrors: ConsoleStub;
  let errors: ErrorEvents;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
    consoleErrors = new ConsoleStub('error').install();
    errors = new ErrorEvents().install();
  });
  afterEach(() => {
    recorder.restore();
    consoleErrors.restore();
    errors.restore();
  });

  describe('API', () => {
    it('uses US Autocomplete v2 by default, with the embedded key as key', async () => {
      const el = await mountWith({});
      await typeThree(el);
      expect(recorder.count).to.equal(1);
      expect(recorder.last.url.pathname).to.equal(`${BASE}/v2/lookup`);
      expect(recorder.last.url.searchParams.get('key')).to.equal(KEY);
      expect(recorder.last.url.searchParams.get('search')).to.equal('160');
    });

    it('uses US Autocomplete Pro with api="pro"', async () => {
      const el = await mountWith({ api: 'pro' });
      await typeThree(el);
      expect(recorder.count).to.equal(1);
      expect(recorder.last.url.pathname).to.equal(`${BASE}/lookup`);
      expect(recorder.last.url.searchParams.get('key')).to.equal(KEY);
    });

    it('keeps the query string of base-url and adds its own parameters after it', async () => {
      const el = await mountWith({ 'base-url': `${BASE}?gateway=eu` });
      await typeThree(el);
      const url = recorder.last.url;
      expect(url.pathname).to.equal(`${BASE}/v2/lookup`);
      expect([...url.searchParams.keys()].slice(0, 2)).to.deep.equal(['gateway', 'key']);
    });

    it("shows the simulator's suggestions for the text", async () => {
      const el = await mountWith({});
      await typeThree(el);
      const rows = await settle(el, recorder);
      expect(rows.length).to.be.greaterThan(0);
      await waitUntil(() => isOpen(el), 'the list did not open');
      expect(optionsOf(el)).to.have.length(rows.length);
    });
  });

  describe('attributes → API parameters', () => {
    const mappings: Array<{ attributes: Record<string, string>; params: Record<string, string>; apis: string[] }> = [
      { attributes: { 'max-results': '3' }, params: { max_results: '3' }, apis: ['v2', 'pro'] },
      {
        attributes: { 'include-only-cities': 'Denver,Aurora,CO;Provo,UT' },
        params: { include_only_cities: 'Denver,Aurora,CO;Provo,UT' },
        apis: ['v2', 'pro'],
      },
      { attributes: { 'include-only-states': 'CA;NV' }, params: { include_only_states: 'CA;NV' }, apis: ['v2', 'pro'] },
      {
        attributes: { 'include-only-zip-codes': '90210;10001' },
        params: { include_only_zip_codes: '90210;10001', prefer_geolocation: 'none' },
        apis: ['v2', 'pro'],
      },
      { attributes: { 'exclude-states': 'CA;NV' }, params: { exclude_states: 'CA;NV' }, apis: ['v2', 'pro'] },
      { attributes: { 'prefer-cities': 'Denver,CO' }, params: { prefer_cities: 'Denver,CO' }, apis: ['v2', 'pro'] },
      { attributes: { 'prefer-states': 'CA;NV' }, params: { prefer_states: 'CA;NV' }, apis: ['v2', 'pro'] },
      {
        attributes: { 'prefer-zip-codes': '90210' },
        params: { prefer_zip_codes: '90210', prefer_geolocation: 'none' },
        apis: ['v2', 'pro'],
      },
      { attributes: { 'prefer-ratio': '40' }, params: { prefer_ratio: '40' }, apis: ['v2', 'pro'] },
      { attributes: { 'prefer-geolocation': 'none' }, params: { prefer_geolocation: 'none' }, apis: ['v2', 'pro'] },
      { attributes: { source: 'all' }, params: { source: 'all' }, apis: ['v2', 'pro'] },
      { attributes: { exclude: 'po-box,military' }, params: { exclude: 'po-box,military' }, apis: ['v2'] },
    ];
    for (const { attributes, params, apis } of mappings) {
      const written = Object.entries(attributes)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      it(`${written} is sent as ${Object.keys(params).join(' and ')} (${apis.join(' and ')})`, async () => {
        for (const api of apis) {
          const el = await mountWith({ api, ...attributes });
          await typeThree(el);
          expect(recorder.count, api).to.equal(1);
          const sent = recorder.last.url.searchParams;
          for (const [param, value] of Object.entries(params))
            expect(sent.get(param), `${api} ${param}`).to.equal(value);
          recorder.exchanges.length = 0;
        }
      });
    }

    it('sends a changed attribute with the next request', async () => {
      const el = await mountWith({ 'max-results': '3' });
      el.setAttribute('max-results', '5');
      await el.updateComplete;
      await typeThree(el);
      expect(recorder.last.url.searchParams.get('max_results')).to.equal('5');
    });
  });

  describe('a misconfiguration', () => {
    const misconfigurations: Array<{ attributes: Record<string, string>; attribute: string }> = [
      { attributes: { api: 'v3' }, attribute: 'api' },
      { attributes: { 'embedded-key': '', 'base-url': '' }, attribute: 'embedded-key' },
      { attributes: { 'embedded-key': '', verify: '' }, attribute: 'street-base-url' },
      { attributes: { 'auth-token': 'secret' }, attribute: 'auth-token' },
      { attributes: { 'auth-id': 'secret-id' }, attribute: 'auth-id' },
      { attributes: { 'base-url': 'ftp://example.com' }, attribute: 'base-url' },
      { attributes: { 'max-results': '11' }, attribute: 'max-results' },
      { attributes: { 'max-results': 'ten' }, attribute: 'max-results' },
      { attributes: { 'prefer-ratio': '101' }, attribute: 'prefer-ratio' },
      { attributes: { debounce: '-5' }, attribute: 'debounce' },
      { attributes: { 'min-chars': '1.5' }, attribute: 'min-chars' },
      { attributes: { 'include-only-states': 'California' }, attribute: 'include-only-states' },
      { attributes: { 'include-only-states': 'CONTIGUOUS;CA' }, attribute: 'include-only-states' },
      {
        attributes: { 'include-only-states': 'ALLSTATES', 'include-only-cities': 'Denver,CO' },
        attribute: 'include-only-states',
      },
      { attributes: { 'include-only-cities': 'Denver' }, attribute: 'include-only-cities' },
      { attributes: { 'include-only-zip-codes': '9021' }, attribute: 'include-only-zip-codes' },
      {
        attributes: { 'include-only-zip-codes': '90210', 'include-only-states': 'CA' },
        attribute: 'include-only-zip-codes',
      },
      { attributes: { 'exclude-states': 'CA', 'include-only-states': 'NV' }, attribute: 'exclude-states' },
      { attributes: { 'prefer-states': 'CONTIGUOUS' }, attribute: 'prefer-states' },
      { attributes: { 'prefer-zip-codes': '90210', 'prefer-states': 'CA' }, attribute: 'prefer-zip-codes' },
      {
        attributes: { 'include-only-zip-codes': '90210', 'prefer-geolocation': 'city' },
        attribute: 'prefer-geolocation',
      },
      { attributes: { 'prefer-geolocation': 'town' }, attribute: 'prefer-geolocation' },
      { attributes: { source: 'usps' }, attribute: 'source' },
      { attributes: { exclude: 'houses' }, attribute: 'exclude' },
      { attributes: { api: 'pro', exclude: 'po-box' }, attribute: 'exclude' },
    ];
    for (const { attributes, attribute } of misconfigurations) {
      const written = Object.entries(attributes)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      it(`${written}: a console error and a config address-error naming ${attribute}, and no request`, async () => {
        const el = await mountWith(attributes);
        await typeThree(el);
        await sendKeys({ press: 'ArrowDown' });
        expect(ownErrors(consoleErrors)).to.have.length(1);
        expect(ownErrors(consoleErrors)[0]).to.include(attribute);
        expect(errors.details).to.have.length(1);
        expect(errors.details[0]).to.include({ code: 'config', status: 0 });
        expect(errors.details[0]!.message).to.include(attribute);
        expect(recorder.count).to.equal(0);
      });
    }

    it("sends no key without embedded-key when base-url points at the shop's own route (which adds its secret)", async () => {
      const el = await mountWith({ 'embedded-key': '', verify: '', 'street-base-url': '/us-street' });
      await typeThree(el);
      await until(() => recorder.count === 1, 'no request');
      expect(recorder.last.url.pathname).to.equal(`${BASE}/v2/lookup`);
      expect(recorder.last.url.searchParams.has('key')).to.equal(false);
      // The simulator, like the service, refuses a lookup without credentials: a 401, not a config error.
      await until(() => errors.details.length === 1, 'no error for the refused request');
      expect(errors.details[0]).to.include({ code: 'unauthorized', status: 401 });
    });

    it('is reported once per configuration, not once per keystroke or re-render', async () => {
      const el = await mountWith({ 'max-results': '11' });
      await typeThree(el);
      await sendKeys({ type: '0 Main' });
      await sendKeys({ press: 'ArrowDown' });
      el.strings = { listLabel: 'Suggestions' };
      await el.updateComplete;
      expect(errors.details).to.have.length(1);
      expect(ownErrors(consoleErrors)).to.have.length(1);
    });

    it('is reported again when it changes to another misconfiguration', async () => {
      const el = await mountWith({ 'max-results': '11' });
      el.setAttribute('max-results', '12');
      await el.updateComplete;
      expect(errors.details.map((detail) => detail.message)).to.have.length(2);
      expect(errors.details[1]!.message).to.include('12');
    });

    it('stops blocking lookups once the attribute is fixed', async () => {
      const el = await mountWith({ 'max-results': '11' });
      el.setAttribute('max-results', '5');
      await el.updateComplete;
      await typeThree(el);
      expect(recorder.count).to.equal(1);
    });

    it('stops blocking lookups once a bad debounce is fixed', async () => {
      const el = await mountWith({ debounce: '-5' });
      el.setAttribute('debounce', '0');
      await el.updateComplete;
      await typeThree(el);
      expect(recorder.count).to.equal(1);
    });

    it('stops blocking lookups once a bad min-chars is fixed', async () => {
      const el = await mountWith({ 'min-chars': '1.5' });
      el.setAttribute('min-chars', '3');
      await el.updateComplete;
      await typeThree(el);
      expect(recorder.count).to.equal(1);
    });
  });

  describe('errors', () => {
    it('reports a 5xx as address-error {status, code "server", message}, keeping the text and the input usable', async () => {
      const el = await mountWith({ 'base-url': `${BASE}?simulator_fault=status:503` });
      await typeThree(el);
      await waitUntil(() => errors.details.length > 0, 'no address-error');
      expect(errors.details[0]).to.include({ status: 503, code: 'server' });
      expect(errors.details[0]!.message).to.be.a('string').and.not.equal('');
      const input = inputOf(el);
      expect(input.value).to.equal('160');
      expect(document.activeElement).to.equal(input);
      await sendKeys({ type: '0' });
      expect(input.value).to.equal('1600');
      expect(recorder.count, 'lookups go on after a server error').to.equal(2);
    });

    const faults: Array<{ fault: string; status: number; code: string }> = [
      { fault: 'status:400', status: 400, code: 'bad-request' },
      { fault: 'status:422', status: 422, code: 'unprocessable' },
      { fault: 'status:429', status: 429, code: 'rate-limited' },
      { fault: 'status:504', status: 504, code: 'server' },
      { fault: 'malformed', status: 200, code: 'bad-response' },
      { fault: 'drop', status: 0, code: 'network' },
    ];
    for (const { fault, status, code } of faults) {
      it(`reports the simulator fault ${fault} as code "${code}", status ${status}`, async () => {
        const el = await mountWith({ 'base-url': `${BASE}?simulator_fault=${fault}` });
        await typeThree(el);
        await waitUntil(() => errors.details.length > 0, 'no address-error');
        expect(errors.details).to.have.length(1);
        expect(errors.details[0]).to.include({ status, code });
        expect(inputOf(el).value).to.equal('160');
      });
    }

    it('reports a cross-origin error answer without CORS headers as code "network", status 0', async () => {
      // CORS only applies across origins: the simulator is reached through the page's other loopback name.
      const otherHost = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      const crossOrigin = `${location.protocol}//${otherHost}:${location.port}${BASE}?simulator_fault=nocors`;
      const el = await mountWith({ 'base-url': crossOrigin });
      await typeThree(el);
      await waitUntil(() => errors.details.length > 0, 'no address-error');
      expect(recorder.last.url.origin, 'the request is cross-origin').to.not.equal(location.origin);
      expect(errors.details).to.have.length(1);
      expect(errors.details[0]).to.include({ status: 0, code: 'network' });
      expect(inputOf(el).value).to.equal('160');
    });

    for (const { key, status, code } of [
      { key: 'not-a-demo-key', status: 401, code: 'unauthorized' },
      { key: 'demo-no-subscription-key', status: 402, code: 'payment-required' },
    ]) {
      it(`${status}: logs one console error and sends no more lookups`, async () => {
        const el = await mountWith({ 'embedded-key': key });
        await typeThree(el);
        await waitUntil(() => errors.details.length > 0, 'no address-error');
        expect(errors.details[0]).to.include({ status, code });
        const sent = recorder.count;
        await sendKeys({ type: '0 Ma' });
        await sendKeys({ press: 'ArrowDown' });
        expect(recorder.count).to.equal(sent);
        expect(errors.details).to.have.length(1);
        expect(ownErrors(consoleErrors)).to.have.length(1);
        expect(inputOf(el).value, 'the text stays usable').to.equal('1600 Ma');
      });

      it(`${status}: looks up again once the embedded key changes`, async () => {
        const el = await mountWith({ 'embedded-key': key });
        await typeThree(el);
        await waitUntil(() => errors.details.length > 0, 'no address-error');
        el.setAttribute('embedded-key', KEY);
        await el.updateComplete;
        const sent = recorder.count;
        await sendKeys({ type: '0' });
        expect(recorder.count).to.equal(sent + 1);
        expect(recorder.last.url.searchParams.get('key')).to.equal(KEY);
        await settle(el, recorder);
        await waitUntil(() => isOpen(el), 'the list did not open with the new key');
      });
    }
  });
});
