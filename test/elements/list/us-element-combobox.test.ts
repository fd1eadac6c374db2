// <us-address-autocomplete> as a combobox, where the ported suites and the other browser files do not already check
// it: Down during the debounce, Enter's choice, the pointer, IME composition, option ids and axe on the status row.
// The WAI-ARIA combobox keys and attributes are apg-combobox.test.ts and auto-complete-element-suite.test.ts (with the
// key rules in Node: test/unit/combobox/machine.test.ts); input methods, input-methods.test.ts; autofill and paste,
// element-lifecycle.test.ts, autofill-paste.test.ts and paste-lookup.test.ts; where the popup shows,
// popup-placement.test.ts; the input and the listbox before and at first use, first-use.test.ts and
// element-lifecycle.test.ts.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  activate,
  centre,
  inputOf,
  isOpen,
  liveText,
  optionsOf,
  search,
  settle,
  typeInto,
  type UsElement,
} from '../../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

/** The checkout form (test/support/checkout-form.ts): street, city and a Pay button, with room around it. */
function mount(debounce = '0'): Promise<Checkout> {
  return checkoutForm({ debounce, streetBaseUrl: null, fields: ['city'], button: 'Pay', formStyle: 'padding: 8px' });
}

/** The checkout form with street and city only, both labelled, for axe. */
async function labelled(): Promise<Checkout> {
  const mounted = await checkoutForm({ streetBaseUrl: null, fields: ['city'] });
  inputOf(mounted.el).setAttribute('aria-label', 'Street address');
  mounted.field('city').setAttribute('aria-label', 'City');
  return mounted;
}

describe('<us-address-autocomplete> combobox', () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
  });
  afterEach(async () => {
    recorder.restore();
    await resetMouse();
  });

  describe('keys', () => {
    it('Down with no list yet searches the text at once', async () => {
      // A long debounce: the request can only come from the key.
      const { el, input } = await mount('60000');
      input.focus();
      await sendKeys({ type: '1600 Ma' });
      expect(recorder.count, 'still in the debounce').to.equal(0);
      await sendKeys({ press: 'ArrowDown' });
      expect(recorder.count).to.equal(1);
      expect(recorder.last.url.searchParams.get('search')).to.equal(input.value);
      const rows = await settle(el, recorder);
      await waitUntil(() => isOpen(el), 'the list did not open on the answer');
      expect(optionsOf(el)).to.have.length(rows.length);
    });

    it('Enter chooses the active option and does not submit the form', async () => {
      const page = await mount();
      const { el, chosen, form } = page;
      let defaultPrevented: boolean | undefined;
      form.addEventListener('keydown', (event) => (defaultPrevented = event.defaultPrevented));
      const rows = await search(el, recorder, '1600 Ma');
      const final = rows.findIndex((row) => (row.entries ?? 0) === 0);
      await activate(el, final);
      await sendKeys({ press: 'Enter' });
      expect(chosen).to.have.length(1);
      expect(chosen[0]!.detail.raw).to.deep.equal(rows[final]);
      expect(defaultPrevented).to.equal(true);
      expect(page.submits).to.equal(0);
    });
  });

  describe('pointer', () => {
    it('a drag across the list (a scroll gesture) chooses nothing; a click on an option chooses it', async () => {
      const { el, input, chosen } = await mount();
      const rows = await search(el, recorder, '1600 Ma');
      const options = optionsOf(el);
      await sendMouse({ type: 'move', position: centre(options[0]!) });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: centre(options[2]!) });
      await sendMouse({ type: 'up' });
      await el.updateComplete;
      expect(chosen).to.deep.equal([]);
      expect(input.value).to.equal('1600 Ma');
      expect(isOpen(el)).to.equal(true);

      const final = rows.findIndex((row) => (row.entries ?? 0) === 0);
      await sendMouse({ type: 'click', position: centre(optionsOf(el)[final]!) });
      expect(chosen).to.have.length(1);
      expect(chosen[0]!.detail.raw).to.deep.equal(rows[final]);
    });
  });

  // input-methods.test.ts composes for real in Chromium, where a key carries both the composition the element saw
  // start and `isComposing`; each is enough on its own.
  describe('IME composition', () => {
    it('handles no keys while a composition is in progress', async () => {
      const { el, input } = await mount();
      await search(el, recorder, '1600 Ma');
      input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    });

    it('does not choose on the Enter that commits a composition', async () => {
      const { el, chosen } = await mount();
      await search(el, recorder, '1600 Ma');
      await activate(el, 1);
      const enter = new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true });
      inputOf(el).dispatchEvent(enter);
      expect(chosen).to.deep.equal([]);
      expect(enter.defaultPrevented).to.equal(false);
    });
  });

  describe('ARIA', () => {
    it('generates option ids that are unique across instances and not taken from the address text', async () => {
      const root = await fixture<HTMLDivElement>(html`
        <div>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"><input /></us-address-autocomplete>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"><input /></us-address-autocomplete>
        </div>
      `);
      const [first, second] = [...root.querySelectorAll('us-address-autocomplete')] as [UsElement, UsElement];
      const rowsA = await search(first, recorder, '1600 Ma');
      const rowsB = await search(second, recorder, '1600 Ma');
      const ids = [...optionsOf(first), ...optionsOf(second)].map((option) => option.id);
      expect(new Set(ids).size).to.equal(rowsA.length + rowsB.length);
      const words = [...rowsA, ...rowsB].flatMap((row) => row.street_line.split(' '));
      for (const id of ids) for (const word of words) expect(id).not.to.include(word);
    });

    it('passes axe with the status row shown for no matches', async () => {
      const { form, el } = await labelled();
      await typeInto(el, 'zzqx');
      await waitUntil(() => el.querySelector('.address-autocomplete-message')?.isConnected === true, 'no status row');
      expect(el.querySelector('[popover]')!.matches(':popover-open')).to.equal(true);
      await expect(form).to.be.accessible();
    });

    it('passes axe after a failed lookup (error announced and shown in the status row)', async () => {
      const { form, el } = await labelled();
      el.setAttribute('base-url', `${BASE}?simulator_fault=status:503`);
      const errors = new ErrorEvents().install();
      const consoleErrors = new ConsoleStub('error').install();
      try {
        await typeInto(el, '1600 Pe');
        await waitUntil(() => errors.details.length > 0, 'the lookup failed');
        await el.updateComplete;
        expect(liveText(el)).not.to.equal('');
        expect(el.querySelector('.address-autocomplete-message')?.textContent).to.equal(liveText(el));
        await expect(form).to.be.accessible();
      } finally {
        errors.restore();
        consoleErrors.restore();
      }
    });
  });
});
