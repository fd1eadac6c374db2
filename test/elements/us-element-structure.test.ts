// <us-address-autocomplete>: the page's own input in light DOM, the top-layer listbox and the combobox ARIA wiring.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  activeOption,
  inputOf,
  isOpen,
  liveText,
  listboxOf,
  optionsOf,
  popupOf,
  search,
  typeInto,
  type UsElement,
} from '../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../support/checkout-form.js';

/** The checkout form (test/support/checkout-form.ts): street and city. */
function mount(): Promise<Checkout> {
  return checkoutForm({ streetBaseUrl: null, fields: ['city'] });
}

/** The middle of an element's box, in viewport pixels. */
function centre(element: Element): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

describe('<us-address-autocomplete> structure', () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
  });
  afterEach(() => recorder.restore());

  describe('the input', () => {
    it("wraps the page's own input in light DOM instead of creating one", async () => {
      const { form, el } = await mount();
      const input = form.querySelector<HTMLInputElement>('input[name="street"]')!;
      expect(el.shadowRoot).to.equal(null);
      expect(el.querySelectorAll('input')).to.have.length(1);
      expect(el.inputElement).to.equal(input);
      expect(input.getAttribute('role')).to.equal('combobox');
    });

    it('creates a light-DOM input when none is given', async () => {
      const el = await fixture<UsElement>(
        html`<us-address-autocomplete embedded-key=${KEY} base-url=${BASE}></us-address-autocomplete>`,
      );
      await waitUntil(() => el.querySelector('input') !== null, 'no input was created');
      const input = el.querySelector('input')!;
      expect(el.inputElement).to.equal(input);
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    });

    /**
     * A document that is still loading, with the element's script already run (as under a script in <head>): the
     * element is upgraded with no children yet. `chunks` are the HTML the parser gets next, one task each; the last
     * one ends the document.
     */
    async function parseInFrame(chunks: string[]): Promise<{ doc: Document; el: UsElement }> {
      const frame = await fixture<HTMLIFrameElement>(html`<iframe></iframe>`);
      const win = frame.contentWindow!;
      const doc = frame.contentDocument!;
      const script = new URL('../../src/define.ts', import.meta.url).href;
      doc.open();
      doc.write(`<!doctype html><html><head><script type="module" async src="${script}"></script></head><body>`);
      await waitUntil(() => win.customElements.get('us-address-autocomplete') !== undefined, 'the script did not run');
      doc.write(`<form><us-address-autocomplete embedded-key="${KEY}" base-url="${BASE}">`);
      const el = doc.querySelector('us-address-autocomplete') as UsElement;
      expect(doc.readyState).to.equal('loading');
      expect(el.querySelector('input'), 'connected with no children yet').to.equal(null);
      for (const chunk of chunks) {
        await new Promise((resolve) => win.setTimeout(resolve, 0));
        doc.write(chunk);
      }
      doc.close();
      await waitUntil(() => doc.readyState === 'complete');
      await el.updateComplete;
      return { doc, el };
    }

    it("wraps the page's input when its script runs in <head> and the input arrives in a later chunk", async () => {
      const { doc, el } = await parseInFrame([
        '<input name="street" autocomplete="address-line1">',
        '</us-address-autocomplete></form></body></html>',
      ]);
      const pageInput = doc.querySelector('input[name="street"]');
      expect(el.querySelectorAll('input'), 'no input of its own').to.have.length(1);
      expect(el.inputElement).to.equal(pageInput);
      expect(pageInput!.getAttribute('role')).to.equal('combobox');
    });

    it("wraps the page's input when its script runs in <head> and the input arrives with the end of the page", async () => {
      // A small cached page: Chromium parses the rest in one go and fires DOMContentLoaded at the end of parsing.
      const { doc, el } = await parseInFrame([
        '<input name="street" autocomplete="address-line1"></us-address-autocomplete></form></body></html>',
      ]);
      const pageInput = doc.querySelector('input[name="street"]');
      expect(el.querySelectorAll('input'), 'no input of its own').to.have.length(1);
      expect(el.inputElement).to.equal(pageInput);
      expect(pageInput!.getAttribute('role')).to.equal('combobox');
    });
  });

  describe('the listbox', () => {
    it('is a popover="manual" element in light DOM, shown in the top layer while suggestions are listed', async () => {
      const { el } = await mount();
      inputOf(el).focus();
      const popup = popupOf(el);
      expect(popup.getAttribute('popover')).to.equal('manual');
      expect(el.contains(listboxOf(el))).to.equal(true);
      expect(popup.matches(':popover-open')).to.equal(false);
      await search(el, recorder, '1600 Pe');
      expect(popup.matches(':popover-open')).to.equal(true);
    });

    it('is positioned right under the input', async () => {
      const { el } = await mount();
      await search(el, recorder, '1600 Pe');
      const input = inputOf(el).getBoundingClientRect();
      await waitUntil(
        () => Math.abs(popupOf(el).getBoundingClientRect().left - input.left) < 2,
        'not aligned with the input',
      );
      const popup = popupOf(el).getBoundingClientRect();
      expect(popup.top).to.be.within(input.bottom, input.bottom + 12);
    });

    it('is shown above a modal <dialog> that contains the element, and its options can be clicked', async () => {
      const dialog = await fixture<HTMLDialogElement>(html`
        <dialog>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"><input /></us-address-autocomplete>
        </dialog>
      `);
      dialog.showModal();
      const el = dialog.querySelector('us-address-autocomplete')!;
      try {
        await search(el, recorder, '1600 Ma');
        const first = optionsOf(el)[0]!;
        await waitUntil(() => {
          const { x, y } = centre(first);
          return first.contains(document.elementFromPoint(x, y));
        }, 'the first option is not the topmost element at its own position');
      } finally {
        dialog.close();
      }
    });

    it('is not clipped by an overflow: hidden ancestor', async () => {
      const box = await fixture<HTMLDivElement>(html`
        <div style="overflow: hidden; height: 48px; width: 320px">
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"><input /></us-address-autocomplete>
        </div>
      `);
      const el = box.querySelector('us-address-autocomplete')!;
      await search(el, recorder, '1600 Ma');
      const last = optionsOf(el).at(-1)!;
      last.scrollIntoView({ block: 'nearest' });
      await waitUntil(() => centre(last).y > box.getBoundingClientRect().bottom, 'the option is not below the box');
      const { x, y } = centre(last);
      expect(last.contains(document.elementFromPoint(x, y)), 'the option is visible outside the box').to.equal(true);
    });

    it('follows the input when a scrolled container scrolls', async () => {
      const scroller = await fixture<HTMLDivElement>(html`
        <div style="overflow: auto; height: 300px; width: 400px">
          <div style="height: 150px"></div>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"><input /></us-address-autocomplete>
          <div style="height: 1000px"></div>
        </div>
      `);
      const el = scroller.querySelector('us-address-autocomplete')!;
      await search(el, recorder, '1600 Ma');
      const gap = () => popupOf(el).getBoundingClientRect().top - inputOf(el).getBoundingClientRect().bottom;
      await waitUntil(() => gap() >= 0 && gap() < 12, 'the list is not under the input');
      const before = inputOf(el).getBoundingClientRect().top;
      scroller.scrollTop = 100;
      await waitUntil(() => inputOf(el).getBoundingClientRect().top < before - 50);
      await waitUntil(() => gap() >= 0 && gap() < 12, 'the list did not follow the input');
      expect(isOpen(el)).to.equal(true);
    });
  });

  describe('ARIA', () => {
    it('marks the input as a list-autocomplete combobox that controls the listbox', async () => {
      const { el } = await mount();
      const input = inputOf(el);
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-autocomplete')).to.equal('list');
      // The listbox goes in at first use (hydration-safe); aria-controls names it once it is in the document.
      expect(input.hasAttribute('aria-controls')).to.equal(false);
      input.focus();
      await el.updateComplete;
      const controls = input.getAttribute('aria-controls');
      expect(controls).to.be.a('string').and.not.equal('');
      expect(listboxOf(el)).to.not.equal(null);
      expect(document.getElementById(controls!)).to.equal(listboxOf(el));
    });

    it('gives the listbox an accessible name', async () => {
      const { el } = await mount();
      inputOf(el).focus();
      const listbox = listboxOf(el);
      const name = listbox.getAttribute('aria-label') ?? listbox.getAttribute('aria-labelledby');
      expect(name).to.be.a('string').and.not.equal('');
    });

    it('sets aria-expanded false while closed and true while the list is shown', async () => {
      const { el } = await mount();
      expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
      await search(el, recorder, '1600 Ma');
      expect(inputOf(el).getAttribute('aria-expanded')).to.equal('true');
    });

    it('points aria-activedescendant at the active option, the only one with aria-selected (true)', async () => {
      const { el } = await mount();
      await search(el, recorder, '1600 Ma');
      expect(inputOf(el).hasAttribute('aria-activedescendant')).to.equal(false);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      const options = optionsOf(el);
      expect(activeOption(el)).to.equal(options[1]);
      expect(options.map((option) => option.getAttribute('aria-selected'))).to.deep.equal(
        options.map((_, index) => (index === 1 ? 'true' : null)),
      );
    });

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

    async function labelled(): Promise<{ form: HTMLFormElement; el: UsElement }> {
      const mounted = await mount();
      inputOf(mounted.el).setAttribute('aria-label', 'Street address');
      mounted.form.querySelector('[name="city"]')!.setAttribute('aria-label', 'City');
      return mounted;
    }

    it('passes axe while closed', async () => {
      const { form, el } = await labelled();
      expect(isOpen(el)).to.equal(false);
      await expect(form).to.be.accessible();
    });

    it('passes axe with the list open and no option active', async () => {
      const { form, el } = await labelled();
      await search(el, recorder, '1600 Pe');
      expect(isOpen(el)).to.equal(true);
      await expect(form).to.be.accessible();
    });

    it('passes axe with a group expanded into its units (context heading shown)', async () => {
      const { form, el } = await labelled();
      const rows = await search(el, recorder, '1600 Pe');
      const group = rows.findIndex((row) => (row.entries ?? 0) > 1);
      expect(group).to.be.at.least(0, 'the search offers a group');
      optionsOf(el)[group]!.click();
      await waitUntil(() => el.querySelector('.address-autocomplete-context') !== null && isOpen(el), 'expanded');
      await expect(form).to.be.accessible();
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

    it('passes axe with the list open and an option active', async () => {
      const { form, el } = await labelled();
      await search(el, recorder, '1600 Pe');
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      await expect(form).to.be.accessible();
    });
  });
});
