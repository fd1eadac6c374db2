// <intl-address-autocomplete>: attributes → query parameters and their rules, the summary search request, drill-down
// into groups (address_id in the path, Back from the cache), the billed detail of the chosen candidate only, the
// final address and the form fill, native scripts and text rendering, axe in every state, and failed lookups.
//
// The simulator answers on the test server's own origin. Requests and its answers are recorded by wrapping
// window.fetch (the element calls globalThis.fetch at request time), so expectations are read from what the simulator
// said rather than written down here. A few "probes" ask the simulator directly, with the unwrapped fetch, to find a
// candidate with a given property (an id with '+' or '/', an ambiguous detail) before the element is driven to it.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { AddressErrorDetail, VerifiedAddressEvent } from '../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../src/core/view/strings.js';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  INTL_BASE,
  KEY,
  type IntlElement as El,
  activeOption,
  centre,
  choose,
  contextOf,
  isOpen,
  listboxOf,
  liveText,
  nothingMoreWithin,
  optionTexts,
  optionsOf,
  textSpanOf,
  typeInto,
  until,
} from '../support/element-helpers.js';
import { CANADIAN_REGIONS } from '../support/canadian-regions.js';

const LOOKUP_PATH = `${INTL_BASE}/v2/lookup`;

/** The page's fetch before any test wraps it: probes go through it and are not recorded. */
const pageFetch = window.fetch.bind(window);

interface SummaryCandidate {
  entries: number;
  address_text: string;
  address_id: string;
}

interface DetailCandidate {
  street?: string;
  locality?: string;
  administrative_area?: string;
  administrative_area_short?: string;
  administrative_area_long?: string;
  postal_code?: string;
  country_iso3?: string;
}

/** Records every request to the international simulator and a copy of its answer. */
class IntlRecorder extends FetchRecorder {
  constructor() {
    super({ path: INTL_BASE });
  }

  /** Requests for `GET …/v2/lookup/{address_id}`, with the decoded id. */
  get addressIdRequests(): Array<{ url: URL; addressId: string }> {
    return this.exchanges.flatMap(({ url }) => {
      const id = addressIdOf(url);
      return id === undefined ? [] : [{ url, addressId: id }];
    });
  }
}

/** The decoded address_id of a `…/v2/lookup/{address_id}` request; undefined for a summary search. */
function addressIdOf(url: URL): string | undefined {
  const prefix = `${LOOKUP_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  return decodeURIComponent(url.pathname.slice(prefix.length));
}

function candidatesOf<T>(body: unknown): T[] {
  const candidates = (body as { candidates?: T[] | null } | undefined)?.candidates;
  if (candidates === undefined) throw new Error(`not a candidates body: ${JSON.stringify(body)}`);
  return candidates ?? [];
}

/** Asks the simulator directly (not recorded, not through the element). */
async function probe<T>(path: string, params: Record<string, string>): Promise<T[]> {
  const url = new URL(`${LOOKUP_PATH}${path}`, location.href);
  for (const [name, value] of Object.entries({ key: KEY, ...params })) url.searchParams.set(name, value);
  const response = await pageFetch(url.href);
  expect(response.status, `probe ${url.href}`).to.equal(200);
  return candidatesOf<T>(await response.json());
}

const probeSearch = (country: string, search: string, maxResults = '10') =>
  probe<SummaryCandidate>('', { country, search, max_results: maxResults });
const probeAddressId = <T>(country: string, addressId: string) =>
  probe<T>(`/${encodeURIComponent(addressId)}`, { country });

interface Mounted {
  form: HTMLFormElement;
  el: El;
  input: HTMLInputElement;
  chosen: VerifiedAddressEvent[];
}

/**
 * A checkout form around `<intl-address-autocomplete>` with the given attributes on top of the defaults
 * (embedded key, simulator base URL, debounce 0, country CAN); `null` removes a default, `true` is a boolean attribute.
 */
async function mount(attributes: Record<string, string | true | null> = {}): Promise<Mounted> {
  const el = document.createElement('intl-address-autocomplete');
  const all: Record<string, string | true | null> = {
    'embedded-key': KEY,
    'base-url': INTL_BASE,
    debounce: '0',
    country: 'CAN',
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) {
    if (value !== null) el.setAttribute(name, value === true ? '' : value);
  }
  const street = document.createElement('input');
  street.name = 'street';
  street.autocomplete = 'address-line1';
  street.setAttribute('aria-label', 'Street address');
  el.append(street);
  const form = await fixture<HTMLFormElement>(html`
    <form style="padding: 8px">
      ${el}
      <label>City <input name="city" autocomplete="address-level2" /></label>
      <label
        >Province (name)
        <select name="region-name" autocomplete="address-level1">
          <option value=""></option>
          ${CANADIAN_REGIONS.map(([, name], index) => html`<option value=${`region-${index}`}>${name}</option>`)}
        </select>
      </label>
      <label
        >Province (code)
        <select name="region-code" autocomplete="address-level1">
          <option value=""></option>
          ${CANADIAN_REGIONS.map(([code]) => html`<option value=${code}>${code}</option>`)}
        </select>
      </label>
      <label>Postal code <input name="postal" autocomplete="postal-code" /></label>
      <label
        >Country
        <select name="country" autocomplete="country">
          <option value=""></option>
          <option value="AUS">Australia</option>
          <option value="CAN">Canada</option>
          <option value="DEU">Germany</option>
          <option value="FRA">France</option>
          <option value="GBR">United Kingdom</option>
          <option value="JPN">Japan</option>
        </select>
      </label>
      <button>Pay</button>
    </form>
  `);
  await el.updateComplete;
  const mounted: Mounted = { form, el, input: street, chosen: [] };
  el.addEventListener('verified-address', (event) => mounted.chosen.push(event));
  return mounted;
}

/** Waits until the list is not busy and shows exactly `texts`. */
async function listShows(el: El, texts: string[], message: string): Promise<void> {
  await until(
    () =>
      listboxOf(el).getAttribute('aria-busy') === 'false' && JSON.stringify(optionTexts(el)) === JSON.stringify(texts),
    message,
  );
  await el.updateComplete;
}

/** Types `text` with real keys and waits until the list shows the simulator's answer to the whole text. */
async function search(el: El, recorder: IntlRecorder, text: string): Promise<SummaryCandidate[]> {
  await typeInto(el, text);
  await until(
    () => recorder.exchanges.some(({ url }) => url.searchParams.get('search') === text),
    `no request for "${text}"`,
  );
  const exchange = recorder.exchanges.findLast(({ url }) => url.searchParams.get('search') === text)!;
  const { status, body } = await exchange.answer;
  expect(status, `answer to "${text}"`).to.equal(200);
  const candidates = candidatesOf<SummaryCandidate>(body);
  expect(candidates.length, `the simulator has candidates for "${text}"`).to.be.above(0);
  await listShows(
    el,
    candidates.map((candidate) => candidate.address_text),
    `the list does not show the answer to "${text}"`,
  );
  await until(() => isOpen(el), 'the list did not open');
  return candidates;
}

/** Chooses the option at `index` with the keyboard, checking that no option was active before (Down to it, then Enter). */
async function chooseChecked(el: El, index: number): Promise<void> {
  expect(activeOption(el), 'an option is already active').to.equal(null);
  await choose(el, index);
}

/** Waits for the answer to the latest address_id request and for the list to show it after a Back option. */
async function drilledList(el: El, recorder: IntlRecorder, addressId: string): Promise<SummaryCandidate[]> {
  await until(
    () => recorder.addressIdRequests.some((request) => request.addressId === addressId),
    'no address_id request',
  );
  const exchange = recorder.exchanges.findLast(({ url }) => addressIdOf(url) === addressId)!;
  const candidates = candidatesOf<SummaryCandidate>((await exchange.answer).body);
  await listShows(
    el,
    ['Back', ...candidates.map((candidate) => candidate.address_text)],
    'the drilled-down list is not shown',
  );
  return candidates;
}

/** A group (entries > 1) whose address_id has a character that must be URL-encoded in a path segment. */
function groupWithEncodedId(candidates: SummaryCandidate[]): SummaryCandidate {
  const group = candidates.find((candidate) => candidate.entries > 1 && /[+/]/.test(candidate.address_id));
  expect(group, 'the answer has a group whose address_id contains + or /').to.not.equal(undefined);
  return group!;
}

function groupOf(candidates: SummaryCandidate[]): SummaryCandidate {
  const group = candidates.find((candidate) => candidate.entries > 1);
  expect(group, 'the answer has a group (entries > 1)').to.not.equal(undefined);
  return group!;
}

/** The first single (entries ≤ 1) whose detail is one address, found by asking the simulator. */
async function unambiguousSingle(country: string, candidates: SummaryCandidate[]): Promise<SummaryCandidate> {
  for (const candidate of candidates.filter((each) => each.entries <= 1)) {
    if ((await probeAddressId<DetailCandidate>(country, candidate.address_id)).length === 1) return candidate;
  }
  throw new Error('no single with an unambiguous detail in the answer');
}

/** A search in CAN whose answer (max_results 10) has a single whose detail is ambiguous (2+ addresses). */
async function ambiguousSearch(): Promise<{ text: string; candidate: SummaryCandidate; details: DetailCandidate[] }> {
  for (let number = 10; number < 40; number += 1) {
    const text = `${number} Main`;
    for (const candidate of (await probeSearch('CAN', text)).filter((each) => each.entries <= 1)) {
      const details = await probeAddressId<DetailCandidate>('CAN', candidate.address_id);
      if (details.length >= 2) return { text, candidate, details };
    }
  }
  throw new Error('the simulator gave no ambiguous detail for "10 Main" … "39 Main"');
}

/** Waits until the list shows Back and one final option per detail, each naming its street, place and postal code. */
async function detailsShown(el: El, details: DetailCandidate[]): Promise<void> {
  await until(
    () => listboxOf(el).getAttribute('aria-busy') === 'false' && optionsOf(el).length === details.length + 1,
    'the ambiguous detail is not listed',
  );
  await el.updateComplete;
  expect(optionsOf(el).map((option) => option.dataset.kind)).to.deep.equal(['back', ...details.map(() => 'final')]);
  const [back, ...finals] = optionTexts(el);
  expect(back).to.equal('Back');
  finals.forEach((text, index) => {
    const detail = details[index]!;
    for (const part of [detail.street, detail.locality, detail.postal_code]) if (part) expect(text).to.include(part);
  });
}

describe('<intl-address-autocomplete>', function () {
  before(async () => {
    // The simulator loads a country's localities (and all Japanese towns for a kanji search) on first use.
    await Promise.all([
      probeSearch('CAN', '12 Main'),
      probeSearch('JPN', '丸の内'),
      probeSearch('DEU', 'Hauptstr'),
      probeSearch('AUS', '12 Ma'),
      probeSearch('GBR', '12 High'),
    ]);
  });

  let recorder: IntlRecorder;
  let consoleErrors: ConsoleStub;
  let errors: ErrorEvents;
  beforeEach(() => {
    recorder = new IntlRecorder().install();
    consoleErrors = new ConsoleStub('error').install();
    errors = new ErrorEvents().install();
  });
  afterEach(async () => {
    // Disconnecting the elements aborts what is still in flight, so that nothing reports after the stubs are gone.
    fixtureCleanup();
    recorder.restore();
    consoleErrors.restore();
    errors.restore();
    await resetMouse();
  });

  describe('summary search request', () => {
    it('sends GET /international-autocomplete/v2/lookup with key, search and country only', async () => {
      const { el } = await mount();
      await search(el, recorder, '12 Main');
      const { url, method } = recorder.last;
      expect(method).to.equal('GET');
      expect(url.origin).to.equal(location.origin);
      expect(url.pathname).to.equal(LOOKUP_PATH);
      expect([...url.searchParams.keys()].sort()).to.deep.equal(['country', 'key', 'search']);
      expect(url.searchParams.get('key')).to.equal(KEY);
      expect(url.searchParams.get('search')).to.equal('12 Main');
      expect(url.searchParams.get('country')).to.equal('CAN');
      expect(errors.details).to.deep.equal([]);
    });

    it('cuts search to 32 code points without leaving a lone surrogate', async () => {
      const { input } = await mount();
      // 11 + 29 = 40 code points; cutting at 32 UTF-16 units would split the 11th emoji.
      const typed = `12 Main St ${'😀'.repeat(29)}`;
      input.focus();
      await sendKeys({ type: typed });
      expect([...input.value]).to.have.length(40);
      const expected = [...typed].slice(0, 32).join('');
      await until(
        () => recorder.exchanges.some(({ url }) => url.searchParams.get('search') === expected),
        'no cut request',
      );
      for (const { url } of recorder.exchanges) {
        const sent = url.searchParams.get('search')!;
        expect([...sent].length, sent).to.be.at.most(32);
        expect(/\p{Cs}/u.test(sent), `lone surrogate in ${JSON.stringify(sent)}`).to.equal(false);
        expect(sent).to.not.include('\uFFFD');
      }
      expect(input.value).to.equal(typed);
    });
  });

  describe('attributes', () => {
    it('accepts the country in lower case and sends it upper case', async () => {
      const { el } = await mount({ country: 'can' });
      await search(el, recorder, '12 Main');
      expect(recorder.last.url.searchParams.get('country')).to.equal('CAN');
      expect(errors.details).to.deep.equal([]);
    });

    it('sends max-results as max_results and shows that many suggestions', async () => {
      const { el } = await mount({ 'max-results': '3' });
      const candidates = await search(el, recorder, '12 Main');
      expect(recorder.last.url.searchParams.get('max_results')).to.equal('3');
      expect(candidates).to.have.length(3);
    });

    it('sends max-group-results as max_group_results on the drill-down request only', async () => {
      const { el } = await mount({ 'max-group-results': '2' });
      const candidates = await search(el, recorder, '12 Main');
      for (const { url } of recorder.exchanges)
        expect(url.searchParams.has('max_group_results'), url.href).to.equal(false);
      const group = candidates.find((candidate) => candidate.entries > 2);
      expect(group, 'a group of more than 2 addresses').to.not.equal(undefined);
      await chooseChecked(el, candidates.indexOf(group!));
      const units = await drilledList(el, recorder, group!.address_id);
      const [drill] = recorder.addressIdRequests;
      expect(drill!.url.searchParams.get('max_group_results')).to.equal('2');
      expect(units).to.have.length(2);
    });

    it('sends geolocation=on for CAN, AUS and DEU', async () => {
      for (const country of ['CAN', 'AUS', 'DEU']) {
        const { el } = await mount({ country, geolocation: true });
        await typeInto(el, '12 Ma');
        await until(
          () => recorder.exchanges.some(({ url }) => url.searchParams.get('country') === country),
          `no request for ${country}`,
        );
        const sent = recorder.exchanges.filter(({ url }) => url.searchParams.get('country') === country);
        for (const { url } of sent) expect(url.searchParams.get('geolocation'), url.href).to.equal('on');
      }
      expect(errors.details).to.deep.equal([]);
    });

    it('sends no geolocation parameter when the attribute is absent', async () => {
      const { el } = await mount({ country: 'DEU' });
      await search(el, recorder, 'Hauptstr');
      expect(recorder.last.url.searchParams.has('geolocation')).to.equal(false);
    });

    it('sends include-only-locality as include_only_locality', async () => {
      const { el } = await mount({ 'include-only-locality': 'Surrey,Canora' });
      await search(el, recorder, '12 Main');
      expect(recorder.last.url.searchParams.get('include_only_locality')).to.equal('Surrey,Canora');
      expect(recorder.last.url.searchParams.has('include_only_postal_code')).to.equal(false);
    });

    it('sends include-only-postal-code as include_only_postal_code', async () => {
      const { el } = await mount({ 'include-only-postal-code': 'V4G,S9K' });
      await search(el, recorder, '12 Main');
      expect(recorder.last.url.searchParams.get('include_only_postal_code')).to.equal('V4G,S9K');
      expect(recorder.last.url.searchParams.has('include_only_locality')).to.equal(false);
    });
  });

  describe('misconfiguration', () => {
    /** Types a search, then checks: one console error naming the attribute, one config address-error, no request. */
    async function expectConfigError(el: El, attribute: string, typed = '12 Main'): Promise<AddressErrorDetail> {
      await typeInto(el, typed);
      await nothingMoreWithin();
      expect(recorder.count, 'requests sent').to.equal(0);
      expect(errors.details, 'address-error events').to.have.length(1);
      const [detail] = errors.details;
      expect(detail!.code).to.equal('config');
      expect(detail!.status).to.equal(0);
      expect(detail!.attribute).to.equal(attribute);
      expect(detail!.message).to.include(attribute);
      expect(consoleErrors.messages, 'console errors').to.have.length(1);
      expect(consoleErrors.messages[0]).to.include(attribute);
      expect(el.inputElement!.value, 'the text is kept').to.equal(typed);
      return detail!;
    }

    it('leaves geolocation out for GBR with one console warning, and looks up all the same (issue 9)', async () => {
      const warnings = new ConsoleStub('warn').install();
      try {
        const { el } = await mount({ country: 'GBR', geolocation: true });
        await typeInto(el, '12 High');
        await until(() => recorder.count > 0, 'no lookup for GBR with geolocation');
        const { url } = recorder.exchanges[0]!;
        expect(url.searchParams.get('country')).to.equal('GBR');
        expect(url.searchParams.has('geolocation')).to.equal(false);
        expect(errors.details, 'address-error events').to.deep.equal([]);
        expect(warnings.messages).to.have.length(1);
        expect(warnings.messages[0]).to.include('geolocation').and.to.include('GBR');
      } finally {
        warnings.restore();
      }
    });

    it('refuses include-only-locality with include-only-postal-code, naming include-only-postal-code', async () => {
      const { el } = await mount({ 'include-only-locality': 'Surrey', 'include-only-postal-code': 'V4G' });
      await expectConfigError(el, 'include-only-postal-code');
    });

    it('refuses max-results outside 1–10', async () => {
      const { el } = await mount({ 'max-results': '11' });
      await expectConfigError(el, 'max-results');
    });

    it('refuses max-group-results outside 1–100', async () => {
      const { el } = await mount({ 'max-group-results': '0' });
      await expectConfigError(el, 'max-group-results');
    });

    it('refuses a country that is not a supported alpha-3 code', async () => {
      const { el } = await mount({ country: 'XYZ' });
      await expectConfigError(el, 'country');
    });

    it('refuses USA and points to <us-address-autocomplete>', async () => {
      const { el } = await mount({ country: 'USA' });
      const detail = await expectConfigError(el, 'country');
      expect(detail.message).to.include('us-address-autocomplete');
      expect(consoleErrors.messages[0]).to.include('us-address-autocomplete');
    });

    it('reports a new misconfiguration once when an attribute changes to another bad value', async () => {
      const { el } = await mount({ 'max-results': '11' });
      await expectConfigError(el, 'max-results');
      el.setAttribute('max-results', '12');
      await el.updateComplete;
      await sendKeys({ type: ' St' });
      await nothingMoreWithin();
      expect(errors.details.map((detail) => detail.attribute)).to.deep.equal(['max-results', 'max-results']);
      expect(errors.details[1]!.message).to.include('12');
      expect(consoleErrors.messages).to.have.length(2);
      expect(recorder.count).to.equal(0);
    });

    it('looks up again once the misconfiguration is fixed', async () => {
      const { el } = await mount({ country: 'GBR', 'max-results': '11' });
      await expectConfigError(el, 'max-results', '12 High');
      el.removeAttribute('max-results');
      await el.updateComplete;
      await sendKeys({ type: ' St' });
      await until(
        () => recorder.exchanges.some(({ url }) => url.searchParams.get('search') === '12 High St'),
        'no request after the fix',
      );
      expect(recorder.exchanges.every(({ url }) => url.searchParams.get('country') === 'GBR')).to.equal(true);
      expect(errors.details).to.have.length(1);
    });
  });

  describe('drill-down', () => {
    it('requests a group with its address_id URL-encoded in the path and no search', async () => {
      const { el } = await mount({ 'max-results': '10' });
      const candidates = await search(el, recorder, '12 Main');
      const group = groupWithEncodedId(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      await until(() => recorder.addressIdRequests.length > 0, 'no address_id request');
      const [request, ...others] = recorder.addressIdRequests;
      expect(others).to.deep.equal([]);
      const segment = request!.url.pathname.slice(`${LOOKUP_PATH}/`.length);
      expect(segment, 'a raw + or / in the path segment').to.not.match(/[+/]/);
      expect(decodeURIComponent(segment)).to.equal(group.address_id);
      expect(request!.url.searchParams.has('search')).to.equal(false);
      expect(request!.url.searchParams.get('key')).to.equal(KEY);
      expect(request!.url.searchParams.get('country')).to.equal('CAN');
      expect((await recorder.last.answer).status).to.equal(200);
    });

    it('keeps focus in the input and the list open when a group is chosen with the pointer', async () => {
      const { el, input, chosen } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await sendMouse({ type: 'click', position: centre(optionsOf(el)[candidates.indexOf(group)]!) });
      await drilledList(el, recorder, group.address_id);
      expect(document.activeElement).to.equal(input);
      expect(isOpen(el)).to.equal(true);
      expect(input.value).to.equal('12 Main');
      expect(chosen).to.deep.equal([]);
    });

    it("shows the group's address and its count in a context heading", async () => {
      const { el } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      expect(contextOf(el), 'no heading on the summary list').to.equal(null);
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      await drilledList(el, recorder, group.address_id);
      const heading = contextOf(el);
      expect(heading, 'context heading').to.not.equal(null);
      expect(heading!.textContent).to.include(group.address_text);
      expect(heading!.textContent).to.match(new RegExp(`\\b${group.entries}\\b`));
      expect(heading!.checkVisibility()).to.equal(true);
    });

    it('starts the drilled-down list with a Back option that the arrow keys reach', async () => {
      const { el } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      const units = await drilledList(el, recorder, group.address_id);
      const options = optionsOf(el);
      expect(options).to.have.length(units.length + 1);
      expect(options[0]!.getAttribute('role')).to.equal('option');
      expect(textSpanOf(options[0]!).textContent?.trim()).to.equal('Back');
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(options[0]);
      expect(options[0]!.getAttribute('aria-selected')).to.equal('true');
      // Up from Back wraps to the last unit: Back is an option like any other.
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(options.at(-1));
    });

    it('goes Back to the previous list from the cache, without a request', async () => {
      const { el, input } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      await drilledList(el, recorder, group.address_id);
      const before = recorder.count;
      await chooseChecked(el, 0);
      await listShows(
        el,
        candidates.map((candidate) => candidate.address_text),
        'Back did not show the previous list',
      );
      await nothingMoreWithin();
      expect(recorder.count, 'requests after Back').to.equal(before);
      expect(contextOf(el), 'the context heading is gone').to.equal(null);
      expect(isOpen(el)).to.equal(true);
      expect(document.activeElement).to.equal(input);
    });
  });

  describe('detail', () => {
    /** Searches "12 Main" and chooses its first single whose detail is one address; waits for verified-address. */
    async function chooseSingle() {
      const mounted = await mount();
      const { el, chosen } = mounted;
      const candidates = await search(el, recorder, '12 Main');
      const single = await unambiguousSingle('CAN', candidates);
      await chooseChecked(el, candidates.indexOf(single));
      await until(() => chosen.length > 0, 'no verified-address');
      return { ...mounted, single };
    }

    it('fetches the detail of the chosen candidate only, once', async () => {
      const { single } = await chooseSingle();
      await nothingMoreWithin();
      expect(recorder.addressIdRequests.map((request) => request.addressId)).to.deep.equal([single.address_id]);
      expect(recorder.addressIdRequests[0]!.url.searchParams.has('search')).to.equal(false);
    });

    it('finalizes a single detail at once with verified-address {api, address, raw}', async () => {
      const { chosen, single } = await chooseSingle();
      const detailExchange = recorder.exchanges.find(({ url }) => addressIdOf(url) === single.address_id)!;
      const [fetched] = candidatesOf<DetailCandidate>((await detailExchange.answer).body);
      const event = chosen[0]!;
      expect(chosen).to.have.length(1);
      expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
      expect(event.detail.api).to.equal('intl');
      expect(event.detail.address).to.deep.equal({
        line1: fetched!.street,
        line2: '',
        city: fetched!.locality,
        region: fetched!.administrative_area || fetched!.administrative_area_short,
        postalCode: fetched!.postal_code,
        country: fetched!.country_iso3,
      });
      expect(event.detail.raw).to.deep.equal(fetched);
    });

    it('writes the street into the input and closes the list on the final choice', async () => {
      const { el, input, chosen } = await chooseSingle();
      await el.updateComplete;
      expect(input.value).to.equal(chosen[0]!.detail.address.line1);
      expect(isOpen(el)).to.equal(false);
      expect(contextOf(el)).to.equal(null);
    });

    it('fills the city, postal code and country fields from the detail', async () => {
      const { form, chosen } = await chooseSingle();
      const raw = chosen[0]!.detail.raw as DetailCandidate;
      expect(form.querySelector<HTMLInputElement>('[name="city"]')!.value).to.equal(raw.locality);
      expect(form.querySelector<HTMLInputElement>('[name="postal"]')!.value).to.equal(raw.postal_code);
      expect(form.querySelector<HTMLSelectElement>('[name="country"]')!.value).to.equal(raw.country_iso3);
    });

    it('fills a region select by its long names and one by its codes', async () => {
      const { form, chosen } = await chooseSingle();
      const raw = chosen[0]!.detail.raw as DetailCandidate;
      const byName = form.querySelector<HTMLSelectElement>('[name="region-name"]')!;
      const byCode = form.querySelector<HTMLSelectElement>('[name="region-code"]')!;
      expect(byName.selectedOptions[0]?.text).to.equal(raw.administrative_area_long);
      expect(byCode.value).to.equal(raw.administrative_area_short);
    });

    it('fetches the detail of the unit chosen in a group and finalizes it', async () => {
      const { el, chosen } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      const units = await drilledList(el, recorder, group.address_id);
      const unit = await unambiguousSingle('CAN', units);
      await chooseChecked(el, units.indexOf(unit) + 1);
      await until(() => chosen.length > 0, 'no verified-address');
      expect(recorder.addressIdRequests.map((request) => request.addressId)).to.deep.equal([
        group.address_id,
        unit.address_id,
      ]);
      const detailExchange = recorder.exchanges.find(({ url }) => addressIdOf(url) === unit.address_id)!;
      expect(chosen[0]!.detail.raw).to.deep.equal(candidatesOf<DetailCandidate>((await detailExchange.answer).body)[0]);
    });

    it("lists an ambiguous detail's addresses as final choices after Back", async () => {
      const { text, candidate, details } = await ambiguousSearch();
      const { el, chosen } = await mount({ 'max-results': '10' });
      const candidates = await search(el, recorder, text);
      const index = candidates.findIndex((each) => each.address_id === candidate.address_id);
      expect(index).to.be.at.least(0);
      await chooseChecked(el, index);
      await detailsShown(el, details);
      expect(contextOf(el)?.textContent).to.include(candidate.address_text);
      expect(isOpen(el)).to.equal(true);
      expect(chosen).to.deep.equal([]);
      expect(recorder.addressIdRequests.map((request) => request.addressId)).to.deep.equal([candidate.address_id]);
    });

    it('finalizes the address the user picks from an ambiguous detail', async () => {
      const { text, candidate, details } = await ambiguousSearch();
      const { el, chosen } = await mount({ 'max-results': '10' });
      const candidates = await search(el, recorder, text);
      await chooseChecked(
        el,
        candidates.findIndex((each) => each.address_id === candidate.address_id),
      );
      await detailsShown(el, details);
      const before = recorder.count;
      await chooseChecked(el, 2);
      await until(() => chosen.length > 0, 'no verified-address');
      expect(chosen[0]!.detail.raw).to.deep.equal(details[1]);
      expect(chosen[0]!.detail.address.line1).to.equal(details[1]!.street);
      expect(recorder.count, 'no request for a detail already fetched').to.equal(before);
      expect(isOpen(el)).to.equal(false);
    });
  });

  describe('native scripts and text', () => {
    it('sends a kanji search as UTF-8 and renders the kanji candidates as text', async () => {
      const { el } = await mount({ country: 'JPN' });
      const candidates = await search(el, recorder, '丸の内');
      const { url } = recorder.last;
      expect(url.search).to.include(`search=${encodeURIComponent('丸の内')}`);
      expect(url.search).to.include('%E4%B8%B8%E3%81%AE%E5%86%85');
      expect(optionTexts(el)).to.deep.equal(candidates.map((candidate) => candidate.address_text));
      expect(optionTexts(el).every((text) => /\p{Script=Han}/u.test(text))).to.equal(true);
      for (const option of optionsOf(el)) expect(textSpanOf(option).children).to.have.length(0);
    });

    it('gives every option\'s text and the context heading\'s address dir="auto"', async () => {
      const { el } = await mount({ country: 'JPN' });
      const candidates = await search(el, recorder, '丸の内');
      for (const option of optionsOf(el)) expect(textSpanOf(option).getAttribute('dir')).to.equal('auto');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      await drilledList(el, recorder, group.address_id);
      for (const option of optionsOf(el)) expect(textSpanOf(option).getAttribute('dir')).to.equal('auto');
      // The heading itself takes the popup's direction (it mirrors with the page); the address in it reads in its own.
      expect(contextOf(el)!.hasAttribute('dir')).to.equal(false);
      expect(contextOf(el)!.firstElementChild!.getAttribute('dir')).to.equal('auto');
    });

    it('renders Arabic and Hebrew strings right to left in an otherwise left-to-right list', async () => {
      const { el } = await mount();
      el.strings = { back: 'رجوع', entries: (count: number) => `${count} כתובות` };
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      await until(() => optionTexts(el)[0] === 'رجوع', 'the Arabic Back option is not shown');
      await el.updateComplete;
      const back = textSpanOf(optionsOf(el)[0]!);
      expect(getComputedStyle(back).direction).to.equal('rtl');
      const unit = textSpanOf(optionsOf(el)[1]!);
      expect(getComputedStyle(unit).direction, 'a Latin address stays ltr').to.equal('ltr');
      const heading = contextOf(el)!;
      expect(heading.textContent).to.include('כתובות');
      expect(heading.textContent).to.include(group.address_text);
      expect(heading.firstElementChild!.textContent).to.equal(group.address_text);
      expect(heading.firstElementChild!.getAttribute('dir')).to.equal('auto');
      expect(getComputedStyle(heading.firstElementChild!).direction, 'the Latin address stays ltr').to.equal('ltr');
    });

    it('sets markup in strings as text, never as elements', async () => {
      const { el } = await mount();
      el.strings = { back: '<b>Back</b>', entries: (count: number) => `<img src="x" alt="${count}">` };
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      await until(() => optionTexts(el)[0] === '<b>Back</b>', 'the Back option is not shown');
      await el.updateComplete;
      expect(contextOf(el)!.textContent).to.include(`<img src="x" alt="${group.entries}">`);
      expect(el.querySelectorAll('b, img')).to.have.length(0);
    });

    it('never turns typed markup into elements', async () => {
      const { el, input } = await mount();
      await search(el, recorder, '12 Main');
      await sendKeys({ type: ' <b>x</b>' });
      await until(
        () => recorder.exchanges.some(({ url }) => url.searchParams.get('search') === input.value),
        'no request',
      );
      await until(() => listboxOf(el).getAttribute('aria-busy') === 'false', 'no answer');
      await el.updateComplete;
      expect(input.value).to.equal('12 Main <b>x</b>');
      expect(el.querySelectorAll('b')).to.have.length(0);
    });
  });

  describe('accessibility (axe)', () => {
    it('passes axe while closed', async () => {
      const { el } = await mount();
      await expect(el).to.be.accessible();
    });

    it('passes axe with the list open', async () => {
      const { el } = await mount();
      await search(el, recorder, '12 Main');
      await expect(el).to.be.accessible();
    });

    it('passes axe with an option active', async () => {
      const { el } = await mount();
      await search(el, recorder, '12 Main');
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeOption(el)).to.not.equal(null);
      await expect(el).to.be.accessible();
    });

    it('passes axe drilled down, with the context heading and Back active', async () => {
      const { el } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      await drilledList(el, recorder, group.address_id);
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeOption(el)?.dataset.kind).to.equal('back');
      await expect(el).to.be.accessible();
    });

    it('passes axe after a failed lookup', async () => {
      const { el } = await mount({ 'base-url': `${INTL_BASE}?simulator_fault=status:503` });
      await typeInto(el, '12 M');
      await until(() => errors.details.length > 0, 'no address-error');
      await el.updateComplete;
      expect(liveText(el)).to.not.equal('');
      await expect(el).to.be.accessible();
    });
  });

  describe('failed lookups', () => {
    /** Types, waits for the error, and checks the text, focus and the input's usability. */
    async function expectOneLookupError(el: El, code: string, status: number): Promise<void> {
      const input = el.inputElement!;
      input.focus();
      await sendKeys({ type: '12 M' });
      await until(() => errors.details.length > 0, 'no address-error');
      await nothingMoreWithin();
      expect(errors.details).to.have.length(1);
      expect(errors.details[0]!.code).to.equal(code);
      expect(errors.details[0]!.status).to.equal(status);
      expect(errors.details[0]!.message).to.be.a('string').and.not.equal('');
      expect(input.value).to.equal('12 M');
      expect(document.activeElement).to.equal(input);
      expect(isOpen(el)).to.equal(false);
      await sendKeys({ type: 'ain' });
      expect(input.value, 'the input is still usable').to.equal('12 Main');
    }

    /** From now on, requests for an address_id (drill-down and detail) meet a 503; searches go out as they are. */
    function failAddressIdRequests(): void {
      recorder.rewrite = (url) => {
        if (addressIdOf(url) !== undefined) url.searchParams.set('simulator_fault', 'status:503');
        return url;
      };
    }

    /** With this key: one error, and no lookup after it. */
    async function expectRefusedOnce(key: string, code: string, status: number): Promise<void> {
      const { el } = await mount({ 'embedded-key': key });
      await expectOneLookupError(el, code, status);
      await nothingMoreWithin();
      expect(recorder.count).to.equal(1);
      expect(errors.details).to.have.length(1);
    }

    it('reports a refused key (401) once and stops looking up', async () => {
      await expectRefusedOnce('not-a-real-key', 'unauthorized', 401);
    });

    it('reports a missing subscription (402) once and stops looking up', async () => {
      await expectRefusedOnce('demo-no-subscription-key', 'payment-required', 402);
    });

    it('reports a server failure (503) and keeps looking up', async () => {
      const { el } = await mount({ 'base-url': `${INTL_BASE}?simulator_fault=status:503` });
      await expectOneLookupError(el, 'server', 503);
      await until(
        () => recorder.exchanges.some(({ url }) => url.searchParams.get('search') === '12 Main'),
        'no new lookup',
      );
      expect(recorder.last.url.searchParams.get('simulator_fault')).to.equal('status:503');
      expect((await recorder.last.answer).status).to.equal(503);
      await until(() => errors.details.length > 1, 'the new lookup failed silently');
    });

    it('reports a failed drill-down once and keeps the text, the focus and the input usable', async () => {
      const { el, input, chosen } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      failAddressIdRequests();
      await chooseChecked(el, candidates.indexOf(group));
      await until(() => errors.details.length > 0, 'no address-error');
      await nothingMoreWithin();
      expect(errors.details.map((detail) => [detail.code, detail.status])).to.deep.equal([['server', 503]]);
      expect(input.value).to.equal('12 Main');
      expect(document.activeElement).to.equal(input);
      expect(chosen).to.deep.equal([]);
      await sendKeys({ type: ' St' });
      await until(
        () => recorder.exchanges.some(({ url }) => url.searchParams.get('search') === '12 Main St'),
        'no new lookup',
      );
    });

    it('announces a failed detail as unavailable suggestions, not as units that could not be loaded', async () => {
      const { el, chosen } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const single = candidates.find((candidate) => candidate.entries <= 1);
      expect(single, 'a single address in the answer').to.not.equal(undefined);
      failAddressIdRequests();
      await chooseChecked(el, candidates.indexOf(single!));
      await until(() => errors.details.length > 0, 'no address-error');
      await el.updateComplete;
      expect(chosen).to.deep.equal([]);
      // A single address has no units: the units-step message would send the user looking for a unit number.
      expect(liveText(el)).to.equal(DEFAULT_STRINGS.error('server'));
    });
  });
});
