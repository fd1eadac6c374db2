// <intl-address-autocomplete> in the browser: what only a browser shows. The 32-code-point cut of what real keys type
// (no lone surrogate from any engine), focus and the pointer in a drill-down, the context heading and the Back option
// reached with the arrow keys, the verified-address event and the form filled from the billed detail, native scripts
// and text rendering (dir="auto", right-to-left strings, markup kept as text), axe in every state, and failed lookups
// with the focus and the input kept.
//
// The rules that pure code decides are tested in Node, over the element's own parts and the simulator in-process
// (test/unit/intl/): attributes → query parameters and their misconfigurations (intl-attributes.test.ts); the
// drill-down request, Back from the cache, the detail of the chosen candidate only, a unit in a group, an ambiguous
// detail, the kanji search's UTF-8, and the failed lookups' rules (intl-drill-down.test.ts).
//
// The simulator answers on the test server's own origin. Requests and its answers are recorded by wrapping
// window.fetch (the element calls globalThis.fetch at request time), so expectations are read from what the simulator
// said rather than written down here. A "probe" asks the simulator directly, with the unwrapped fetch, for a
// candidate with a given property (an unambiguous detail) before the element is driven to it.
import { expect, fixtureCleanup } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { VerifiedAddressEvent } from '../../../src/core/events/address-events.js';
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
} from '../../support/element-helpers.js';
import { CANADIAN_REGIONS } from '../../support/canadian-regions.js';
import { checkoutForm } from '../../support/checkout-form.js';
import {
  LOOKUP_PATH,
  addressIdOf,
  candidatesOf,
  type DetailCandidate,
  type SummaryCandidate,
} from '../../support/intl-answers.js';

/** The page's fetch before any test wraps it: probes go through it and are not recorded. */
const pageFetch = window.fetch.bind(window);

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

/** The form's selects: provinces by long name and by code, and countries. */
const REGION_NAMES = [
  ['', ''],
  ...CANADIAN_REGIONS.map(([, name], index) => [`region-${index}`, name] as const),
] as const;
const REGION_CODES = [['', ''], ...CANADIAN_REGIONS.map(([code]) => [code, code] as const)] as const;
const COUNTRIES = [
  ['', ''],
  ['AUS', 'Australia'],
  ['CAN', 'Canada'],
  ['DEU', 'Germany'],
  ['FRA', 'France'],
  ['GBR', 'United Kingdom'],
  ['JPN', 'Japan'],
] as const;

/**
 * A checkout form around `<intl-address-autocomplete>` with the given attributes on top of the defaults
 * (embedded key, simulator base URL, debounce 0, country CAN): labelled fields, two province selects (long names and
 * codes), a country select and a Pay button.
 */
async function mount(attributes: Record<string, string> = {}): Promise<Mounted> {
  const page = await checkoutForm({
    tag: 'intl-address-autocomplete',
    attributes: { country: 'CAN', ...attributes },
    streetInput: { 'aria-label': 'Street address' },
    labels: 'label',
    fields: [
      { name: 'city', autocomplete: 'address-level2', label: 'City' },
      { name: 'region-name', autocomplete: 'address-level1', label: 'Province (name)', options: REGION_NAMES },
      { name: 'region-code', autocomplete: 'address-level1', label: 'Province (code)', options: REGION_CODES },
      { name: 'postal', autocomplete: 'postal-code', label: 'Postal code' },
    ],
    country: { options: COUNTRIES },
    button: 'Pay',
    formStyle: 'padding: 8px',
  });
  return { form: page.form, el: page.el, input: page.input, chosen: page.chosen };
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

describe('<intl-address-autocomplete>', function () {
  before(async () => {
    // The simulator loads a country's localities (and all Japanese towns for a kanji search) on first use.
    await Promise.all([probeSearch('CAN', '12 Main'), probeSearch('JPN', '丸の内')]);
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

  describe('drill-down', () => {
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

    it('starts the drilled-down list with a Back option that the arrow keys reach, and Enter on it goes back with focus in the input', async () => {
      const { el, input } = await mount();
      const candidates = await search(el, recorder, '12 Main');
      const group = groupOf(candidates);
      await chooseChecked(el, candidates.indexOf(group));
      const units = await drilledList(el, recorder, group.address_id);
      const options = optionsOf(el);
      expect(options).to.have.length(units.length + 1);
      expect(options[0]!.getAttribute('role')).to.equal('option');
      expect(options[0]!.dataset.kind).to.equal('back');
      expect(textSpanOf(options[0]!).textContent?.trim()).to.equal('Back');
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(options[0]);
      expect(options[0]!.getAttribute('aria-selected')).to.equal('true');
      // Up from Back wraps to the last unit: Back is an option like any other.
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(options.at(-1));
      // Down from the last unit wraps to Back, and Enter goes back (from the cache: test/unit/intl/).
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(options[0]);
      await sendKeys({ press: 'Enter' });
      await listShows(
        el,
        candidates.map((candidate) => candidate.address_text),
        'Back did not show the previous list',
      );
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
      expect(optionsOf(el)[candidates.indexOf(single)]!.dataset.kind).to.equal('final');
      await chooseChecked(el, candidates.indexOf(single));
      await until(() => chosen.length > 0, 'no verified-address');
      return { ...mounted, single };
    }

    it('finalizes a single detail at once with verified-address {api, address, raw}, writes the street into the input and closes the list', async () => {
      const { el, input, chosen, single } = await chooseSingle();
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
      await el.updateComplete;
      expect(input.value).to.equal(event.detail.address.line1);
      expect(isOpen(el)).to.equal(false);
      expect(contextOf(el)).to.equal(null);
    });

    it('fills the city, postal code and country fields, a region select by its long names and one by its codes', async () => {
      const { form, chosen } = await chooseSingle();
      const raw = chosen[0]!.detail.raw as DetailCandidate;
      expect(form.querySelector<HTMLInputElement>('[name="city"]')!.value).to.equal(raw.locality);
      expect(form.querySelector<HTMLInputElement>('[name="postal"]')!.value).to.equal(raw.postal_code);
      expect(form.querySelector<HTMLSelectElement>('[name="country"]')!.value).to.equal(raw.country_iso3);
      const byName = form.querySelector<HTMLSelectElement>('[name="region-name"]')!;
      const byCode = form.querySelector<HTMLSelectElement>('[name="region-code"]')!;
      expect(byName.selectedOptions[0]?.text).to.equal(raw.administrative_area_long);
      expect(byCode.value).to.equal(raw.administrative_area_short);
    });
  });

  describe('native scripts and text', () => {
    it('renders the kanji candidates as text', async () => {
      const { el } = await mount({ country: 'JPN' });
      const candidates = await search(el, recorder, '丸の内');
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
  });
});
