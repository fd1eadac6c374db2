// <us-address-autocomplete>: announcements and replaceable strings, the busy state, and several instances on one page.
// form.reset() and disabled or readonly inputs are tested in element-lifecycle.test.ts.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_STRINGS } from '../../src/core/strings.js';
import {
  BASE,
  ErrorEvents,
  FetchRecorder,
  KEY,
  activate,
  inputOf,
  isOpen,
  listboxOf,
  liveText,
  optionTexts,
  optionsOf,
  rowsOf,
  search,
  settle,
  usLabel,
  type UsElement,
  type UsRow,
} from '../support/element-helpers.js';

async function mount(baseUrl = BASE, api = 'v2'): Promise<{ form: HTMLFormElement; el: UsElement }> {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <us-address-autocomplete api=${api} embedded-key=${KEY} base-url=${baseUrl} debounce="0">
        <input name="street" autocomplete="address-line1" />
      </us-address-autocomplete>
      <input name="unit" autocomplete="address-line2" />
    </form>
  `);
  const el = form.querySelector('us-address-autocomplete')!;
  await el.updateComplete;
  return { form, el };
}

/** A paste: one input event, so one request (typing sends one per keystroke). */
function paste(el: UsElement, text: string): void {
  const input = inputOf(el);
  input.focus();
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste', data: text }));
}

const isGroup = (row: UsRow): boolean => (row.entries ?? 0) > 1;

describe('<us-address-autocomplete> state', () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
  });
  afterEach(() => recorder.restore());

  describe('announcements', () => {
    it('has a polite live region in light DOM', async () => {
      const { el } = await mount();
      const region = el.querySelector('[aria-live]')!;
      expect(region.getAttribute('aria-live')).to.equal('polite');
      expect(region.getAttribute('role')).to.equal('status');
      expect(el.shadowRoot).to.equal(null);
    });

    it('announces the number of suggestions', async () => {
      const { el } = await mount();
      const rows = await search(el, recorder, '1600 Ma');
      expect(liveText(el)).to.equal(DEFAULT_STRINGS.results(rows.length));
    });

    it('announces that nothing matches, and keeps the list closed', async () => {
      const { el } = await mount();
      const rows = await search(el, recorder, 'zzqx');
      expect(rows, 'the simulator has nothing for this text').to.deep.equal([]);
      expect(liveText(el)).to.equal(DEFAULT_STRINGS.noResults);
      expect(isOpen(el)).to.equal(false);
    });

    it('announces the units step when a group is expanded', async () => {
      const { el } = await mount();
      const rows = await search(el, recorder, '1600 Pe');
      const group = rows.find(isGroup)!;
      await activate(el, rows.indexOf(group));
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => recorder.last.url.searchParams.has('selected'), 'no expansion request');
      const entries = await settle(el, recorder);
      await waitUntil(() => optionsOf(el).length === entries.length);
      expect(liveText(el)).to.equal(DEFAULT_STRINGS.expanded(usLabel({ ...group, secondary: '' }), entries.length));
    });

    it('announces a failed lookup', async () => {
      const errors = new ErrorEvents().install();
      try {
        const { el } = await mount(`${BASE}?simulator_fault=status:503`);
        paste(el, '1600 Ma');
        await waitUntil(() => errors.details.length > 0, 'no address-error');
        await el.updateComplete;
        expect(liveText(el)).to.equal(DEFAULT_STRINGS.error('server'));
      } finally {
        errors.restore();
      }
    });

    it('announces the final choice', async () => {
      const { el } = await mount();
      const rows = await search(el, recorder, '1600 Ma');
      const index = rows.findIndex((row) => (row.entries ?? 0) === 0);
      await activate(el, index);
      await sendKeys({ press: 'Enter' });
      expect(liveText(el)).to.equal(DEFAULT_STRINGS.selected(usLabel(rows[index]!)));
    });

    it('takes the listbox name, the announcements and the group detail from the strings property', async () => {
      const { el } = await mount();
      el.strings = {
        listLabel: 'Sugerencias de dirección',
        results: (count) => `${count} direcciones encontradas`,
        entries: (count) => `${count} unidades`,
      };
      await el.updateComplete;
      expect(listboxOf(el).getAttribute('aria-label')).to.equal('Sugerencias de dirección');
      const rows = await search(el, recorder, '1600 Pe');
      expect(liveText(el)).to.equal(`${rows.length} direcciones encontradas`);
      const index = rows.findIndex(isGroup);
      const detail = optionsOf(el)[index]!.querySelector('.address-autocomplete-option-detail')!.textContent;
      expect(detail).to.equal(`${rows[index]!.entries} unidades`);
    });
  });

  it('sets aria-busy on the listbox while a lookup is pending', async () => {
    const { el } = await mount(`${BASE}?simulator_fault=latency:300`);
    paste(el, '1600 Ma');
    await waitUntil(() => listboxOf(el).getAttribute('aria-busy') === 'true', 'not busy while waiting');
    await (await waitForExchange(recorder)).answer;
    await waitUntil(() => listboxOf(el).getAttribute('aria-busy') === 'false', 'still busy after the answer');
  });

  describe('several instances', () => {
    async function mountTwo(debounce = '0'): Promise<[UsElement, UsElement]> {
      const root = await fixture<HTMLDivElement>(html`
        <div>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce=${debounce}><input /></us-address-autocomplete>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce=${debounce}><input /></us-address-autocomplete>
        </div>
      `);
      const elements = [...root.querySelectorAll('us-address-autocomplete')] as [UsElement, UsElement];
      await Promise.all(elements.map((el) => el.updateComplete));
      return elements;
    }

    it('open one list at a time: the other element stays closed and empty', async () => {
      const [first, second] = await mountTwo();
      await search(first, recorder, '1600 Ma');
      expect(isOpen(first)).to.equal(true);
      expect(isOpen(second)).to.equal(false);
      expect(optionsOf(second)).to.deep.equal([]);
    });

    it('do not share a cache: the same text is requested again by the other element', async () => {
      const [first, second] = await mountTwo();
      paste(first, '1600 Ma');
      await settle(first, recorder);
      paste(second, '1600 Ma');
      const requests = recorder.exchanges.filter((exchange) => exchange.url.searchParams.get('search') === '1600 Ma');
      expect(requests).to.have.length(2);
      await settle(second, recorder);
      await waitUntil(() => isOpen(second), 'the second list did not open');
    });

    it('do not share debounce timers: typing in one does not cancel the other\'s pending lookup', async () => {
      const [first, second] = await mountTwo('80');
      paste(first, '1600 Ma');
      paste(second, '1700 Ma');
      await waitUntil(() => recorder.count >= 2, 'a pending lookup was lost');
      const searched = recorder.exchanges.map((exchange) => exchange.url.searchParams.get('search')).sort();
      expect(searched).to.deep.equal(['1600 Ma', '1700 Ma']);
    });

    it('do not share in-flight requests: a lookup in one does not abort the other\'s', async () => {
      const [first, second] = await mountTwo();
      paste(first, '1600 Ma');
      paste(second, '1700 Ma');
      expect(recorder.count).to.equal(2);
      const [answerFirst, answerSecond] = await Promise.all(recorder.exchanges.map((exchange) => exchange.answer));
      const labelsFirst = rowsOf(answerFirst!.body).map(usLabel);
      const labelsSecond = rowsOf(answerSecond!.body).map(usLabel);
      expect(labelsFirst.length * labelsSecond.length, 'both texts have suggestions').to.be.greaterThan(0);
      const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
      await waitUntil(() => same(optionTexts(first), labelsFirst), 'the first element lost its answer');
      await waitUntil(() => same(optionTexts(second), labelsSecond), 'the second element lost its answer');
    });

    it('do not share a refused key: a 401 in one does not stop the other', async () => {
      const errors = new ErrorEvents().install();
      try {
        const root = await fixture<HTMLDivElement>(html`
          <div>
            <us-address-autocomplete embedded-key="not-a-demo-key" base-url=${BASE} debounce="0"><input /></us-address-autocomplete>
            <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"><input /></us-address-autocomplete>
          </div>
        `);
        const [refused, working] = [...root.querySelectorAll('us-address-autocomplete')] as [UsElement, UsElement];
        paste(refused, '1600 Ma');
        await waitUntil(() => errors.details.some((detail) => detail.code === 'unauthorized'), 'no 401');
        const rows = await search(working, recorder, '1600 Ma');
        expect(optionTexts(working)).to.deep.equal(rows.map(usLabel));
      } finally {
        errors.restore();
      }
    });
  });
});

async function waitForExchange(recorder: FetchRecorder) {
  await waitUntil(() => recorder.count > 0, 'no request');
  return recorder.last;
}
