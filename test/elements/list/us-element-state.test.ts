// <us-address-autocomplete>: announcements and replaceable strings, and the busy state. form.reset() and disabled or
// readonly inputs are tested in element-lifecycle.test.ts, several instances on one page in two-instances.test.ts.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import {
  BASE,
  ErrorEvents,
  FetchRecorder,
  activate,
  inputOf,
  isOpen,
  listboxOf,
  liveText,
  optionsOf,
  search,
  settle,
  usLabel,
  type UsElement,
  type UsRow,
} from '../../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

/** The checkout form (test/support/checkout-form.ts): street and unit; `api` and `baseUrl` on the element. */
function mount(baseUrl = BASE, api = 'v2'): Promise<Checkout> {
  return checkoutForm({ baseUrl, attributes: `api=${api}`, streetBaseUrl: null, fields: ['unit'] });
}

/** A paste: one input event, so one request (typing sends one per keystroke). */
function paste(el: UsElement, text: string): void {
  const input = inputOf(el);
  input.focus();
  input.value = text;
  input.dispatchEvent(
    new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste', data: text }),
  );
}

const isGroup = (row: UsRow): boolean => (row.entries ?? 0) > 1;

describe('<us-address-autocomplete> state', () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
  });
  afterEach(() => recorder.restore());

  describe('announcements', () => {
    it('has a polite live region in light DOM, in place and empty from the first focus', async () => {
      const { el } = await mount();
      // Inserted at first use (hydration-safe), empty: screen readers ignore a live region that arrives with its text.
      inputOf(el).focus();
      const region = el.querySelector('[aria-live]')!;
      expect(region.getAttribute('aria-live')).to.equal('polite');
      expect(region.getAttribute('role')).to.equal('status');
      expect(region.textContent).to.equal('');
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
      inputOf(el).focus();
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
    const { el } = await mount(BASE);
    // The answer is held until the listbox has been seen busy.
    recorder.hold = () => true;
    paste(el, '1600 Ma');
    await waitUntil(() => listboxOf(el).getAttribute('aria-busy') === 'true', 'not busy while waiting');
    const exchange = await waitForExchange(recorder);
    recorder.release();
    await exchange.answer;
    await waitUntil(() => listboxOf(el).getAttribute('aria-busy') === 'false', 'still busy after the answer');
  });
});

async function waitForExchange(recorder: FetchRecorder) {
  await waitUntil(() => recorder.count > 0, 'no request');
  return recorder.last;
}
