// <us-address-autocomplete>: keyboard (WAI-ARIA combobox keys), pointer, IME composition, autofill and paste.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  FetchRecorder,
  activate,
  activeOption,
  centre,
  inputOf,
  isOpen,
  optionsOf,
  search,
  settle,
} from '../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../support/checkout-form.js';

/** The checkout form (test/support/checkout-form.ts): street, city and a Pay button, with room around it. */
function mount(debounce = '0'): Promise<Checkout> {
  return checkoutForm({ debounce, streetBaseUrl: null, fields: ['city'], button: 'Pay', formStyle: 'padding: 8px' });
}

/** An input event as a browser fires it for a change that is not typing, or for a paste. */
function inputEvent(input: HTMLInputElement, value: string, init: InputEventInit): void {
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, ...init }));
}

describe('<us-address-autocomplete> interaction', () => {
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

    it('Down opens a closed list on its first option', async () => {
      const { el } = await mount();
      await search(el, recorder, '1600 Ma');
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(isOpen(el)).to.equal(false);
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
      expect(activeOption(el)).to.equal(optionsOf(el)[0]);
    });

    it('Down moves to the next option and wraps from the last to the first', async () => {
      const { el } = await mount();
      const rows = await search(el, recorder, '1600 Ma');
      await activate(el, rows.length - 1);
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(optionsOf(el)[0]);
    });

    it('Up moves to the previous option and wraps from the first to the last', async () => {
      const { el } = await mount();
      const rows = await search(el, recorder, '1600 Ma');
      await activate(el, 1);
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(optionsOf(el)[0]);
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(activeOption(el)).to.equal(optionsOf(el)[rows.length - 1]);
    });

    it('Alt+Down opens a closed list without activating an option', async () => {
      const { el, input } = await mount();
      await search(el, recorder, '1600 Ma');
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      await sendKeys({ press: 'Alt+ArrowDown' });
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(optionsOf(el).filter((option) => option.getAttribute('aria-selected') === 'true')).to.deep.equal([]);
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

    it('Enter with no active option closes the list and leaves the form to submit (APG)', async () => {
      const page = await mount();
      const { el, chosen, input } = page;
      await search(el, recorder, '1600 Ma');
      expect(isOpen(el)).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(chosen).to.deep.equal([]);
      expect(page.submits).to.equal(1);
      expect(isOpen(el)).to.equal(false);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.value).to.equal('1600 Ma');
    });

    it('Alt+Up closes the open list and keeps the text (APG)', async () => {
      const { el, input } = await mount();
      await search(el, recorder, '1600 Ma');
      await activate(el, 1);
      await sendKeys({ press: 'Alt+ArrowUp' });
      await el.updateComplete;
      expect(isOpen(el)).to.equal(false);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(input.value).to.equal('1600 Ma');
    });

    it('Escape closes the list and keeps the text', async () => {
      const { el, input } = await mount();
      await search(el, recorder, '1600 Ma');
      await activate(el, 1);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(isOpen(el)).to.equal(false);
      expect(input.value).to.equal('1600 Ma');
    });

    const caretKeys: Array<{ key: string; from: 'start' | 'end'; caret: (length: number) => number }> = [
      { key: 'Home', from: 'end', caret: () => 0 },
      { key: 'End', from: 'start', caret: (length) => length },
      { key: 'ArrowLeft', from: 'end', caret: (length) => length - 1 },
      { key: 'ArrowRight', from: 'start', caret: () => 1 },
    ];
    for (const { key, from, caret } of caretKeys) {
      it(`${key} moves the caret in the text and clears the active option, with the list still open`, async () => {
        const { el, input } = await mount();
        await search(el, recorder, '1600 Ma');
        const start = from === 'start' ? 0 : input.value.length;
        input.setSelectionRange(start, start);
        await activate(el, 1);
        await sendKeys({ press: key });
        await el.updateComplete;
        expect(input.selectionStart).to.equal(caret(input.value.length));
        expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
        expect(isOpen(el)).to.equal(true);
      });
    }

    it('Tab moves focus on and closes the list without choosing the active option', async () => {
      const page = await mount();
      const { el, input, chosen } = page;
      const city = page.field('city');
      await search(el, recorder, '1600 Ma');
      await activate(el, 1);
      await sendKeys({ press: 'Tab' });
      await el.updateComplete;
      expect(document.activeElement).to.equal(city);
      expect(isOpen(el)).to.equal(false);
      expect(chosen).to.deep.equal([]);
      expect(input.value).to.equal('1600 Ma');
    });

    it('typing while an option is active edits the text and leaves the option', async () => {
      const { el, input, chosen } = await mount();
      await search(el, recorder, '1600 Ma');
      await activate(el, 1);
      await sendKeys({ type: 'i' });
      await el.updateComplete;
      expect(input.value).to.equal('1600 Mai');
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(chosen).to.deep.equal([]);
      expect(recorder.last.url.searchParams.get('search')).to.equal('1600 Mai');
    });
  });

  describe('pointer', () => {
    it('a pointer down on an option does not blur the input', async () => {
      const { el, input } = await mount();
      await search(el, recorder, '1600 Ma');
      const [x, y] = centre(optionsOf(el)[1]!);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await el.updateComplete;
      expect(document.activeElement).to.equal(input);
      expect(isOpen(el)).to.equal(true);
    });

    it('a click on an option chooses it', async () => {
      const { el, chosen } = await mount();
      const rows = await search(el, recorder, '1600 Ma');
      const final = rows.findIndex((row) => (row.entries ?? 0) === 0);
      await sendMouse({ type: 'click', position: centre(optionsOf(el)[final]!) });
      expect(chosen).to.have.length(1);
      expect(chosen[0]!.detail.raw).to.deep.equal(rows[final]);
    });

    it('a drag across the list (a scroll gesture) chooses nothing', async () => {
      const { el, input, chosen } = await mount();
      await search(el, recorder, '1600 Ma');
      const options = optionsOf(el);
      await sendMouse({ type: 'move', position: centre(options[0]!) });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: centre(options[2]!) });
      await sendMouse({ type: 'up' });
      await el.updateComplete;
      expect(chosen).to.deep.equal([]);
      expect(input.value).to.equal('1600 Ma');
      expect(isOpen(el)).to.equal(true);
    });

    it('a click outside closes the list and keeps the text', async () => {
      const { el, input, form } = await mount();
      await search(el, recorder, '1600 Ma');
      const outside = form.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(outside.right - 4), Math.round(outside.top + 4)] });
      await el.updateComplete;
      expect(isOpen(el)).to.equal(false);
      expect(input.value).to.equal('1600 Ma');
    });
  });

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

    it('searches the composed text when the composition ends, not while it is composed', async () => {
      const { el, input } = await mount();
      input.focus();
      input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
      inputEvent(input, '1600 Ma', { inputType: 'insertCompositionText', isComposing: true, data: '1600 Ma' });
      expect(recorder.count).to.equal(0);
      input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '1600 Ma' }));
      expect(recorder.count).to.equal(1);
      expect(recorder.last.url.searchParams.get('search')).to.equal('1600 Ma');
      await settle(el, recorder);
      await waitUntil(() => isOpen(el), 'the list did not open');
    });
  });

  describe('autofill and paste', () => {
    it('browser autofill (insertReplacementText) neither searches nor opens the list', async () => {
      const { el, input } = await mount();
      input.focus();
      inputEvent(input, '1600 Main St', { inputType: 'insertReplacementText' });
      await el.updateComplete;
      expect(recorder.count).to.equal(0);
      expect(isOpen(el)).to.equal(false);
    });

    it('an input event without inputType (autofill in some browsers) neither searches nor opens the list', async () => {
      const { el, input } = await mount();
      input.focus();
      input.value = '1600 Main St';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await el.updateComplete;
      expect(recorder.count).to.equal(0);
      expect(isOpen(el)).to.equal(false);
    });

    it('a paste searches like typing', async () => {
      const { el, input } = await mount();
      input.focus();
      inputEvent(input, '1600 Ma', { inputType: 'insertFromPaste' });
      expect(recorder.count).to.equal(1);
      expect(recorder.last.url.searchParams.get('search')).to.equal('1600 Ma');
      const rows = await settle(el, recorder);
      await waitUntil(() => isOpen(el), 'the list did not open');
      expect(optionsOf(el)).to.have.length(rows.length);
    });
  });
});
