// Hydration safety, without a framework: until the shopper first uses the input (focus, typing, a key) the element
// adds no child node and only sets the combobox attributes on the input, so a framework hydrating server HTML finds
// the children it rendered. At first use the popup and the live region go in, the live region empty: screen readers
// ignore a live region inserted in the same task as its text, and the first announcement comes in a later task.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { UsAddressAutocomplete, type IntlAddressAutocomplete } from '../../../src/define.js';
import {
  BASE,
  INTL_BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  inputOf,
  isOpen,
  listboxOf,
  nothingMoreWithin,
  popupOf,
  until,
} from '../../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

/** The element's child elements as `tag` or `tag.class`; whitespace text nodes of the template are left out. */
function childrenOf(el: Element): string[] {
  return [...el.children].map((child) => (child.className ? `${child.localName}.${child.className}` : child.localName));
}

function liveRegionOf(el: Element): HTMLElement | null {
  return el.querySelector<HTMLElement>('[aria-live]');
}

/** `maxResults` outside 1–10 is a misconfiguration. */
function mount(maxResults = '5'): Promise<Checkout> {
  return checkoutForm({ attributes: `max-results=${maxResults}`, streetBaseUrl: null, fields: ['city'] });
}

describe('first use: no child node before it', () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
  });
  afterEach(() => recorder.restore());

  it('adds no child node at upgrade, while the input is already a combobox', async () => {
    const { el } = await mount();
    await nothingMoreWithin();
    expect(childrenOf(el)).to.deep.equal(['input']);
    const input = inputOf(el);
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    // No listbox yet, so nothing for aria-controls to name (the APG: it "only needs to be set when the popup is visible").
    expect(input.hasAttribute('aria-controls')).to.equal(false);
  });

  it('focus puts the closed popup and an empty live region in place at once; aria-controls names the listbox from then on', async () => {
    const { el } = await mount();
    const input = inputOf(el);
    input.focus();
    // Synchronously: nothing has been announced yet, so the region is in place before its first text.
    expect(childrenOf(el)).to.deep.equal(['input', 'div.address-autocomplete-popup', 'div.address-autocomplete-live']);
    expect(liveRegionOf(el)!.textContent).to.equal('');
    expect(popupOf(el).matches(':popover-open')).to.equal(false);
    await el.updateComplete;
    expect(input.getAttribute('aria-controls')).to.equal(listboxOf(el).id);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(listboxOf(el).getAttribute('aria-label'), 'the listbox has a name').to.be.a('string').and.not.equal('');
  });

  it('passes axe before first use (no listbox, no aria-controls) and after focus, closed', async () => {
    const { form, el } = await mount();
    inputOf(el).setAttribute('aria-label', 'Street address');
    form.querySelector('[name="city"]')!.setAttribute('aria-label', 'City');
    expect(listboxOf(el)).to.equal(null);
    await expect(form).to.be.accessible();
    inputOf(el).focus();
    await el.updateComplete;
    expect(listboxOf(el)).to.not.equal(null);
    await expect(form).to.be.accessible();
  });

  it('the live region put in place at focus is the one that announces the first results', async () => {
    const { el } = await mount();
    inputOf(el).focus();
    const region = liveRegionOf(el)!;
    await sendKeys({ type: '1600 Pe' });
    await until(() => isOpen(el) && region.textContent !== '', 'the results were never announced');
    expect(liveRegionOf(el) === region, 'the live region was replaced').to.equal(true);
    expect(region.isConnected).to.equal(true);
  });

  it('typing dispatched by a script, without focus, also puts them in place before the lookup answers', async () => {
    const { el } = await mount();
    const input = inputOf(el);
    input.value = '1600 Pe';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'e' }));
    expect(childrenOf(el)).to.deep.equal(['input', 'div.address-autocomplete-popup', 'div.address-autocomplete-live']);
    expect(liveRegionOf(el)!.textContent).to.equal('');
    await until(() => recorder.count > 0 && recorder.last.status !== undefined, 'no lookup was answered');
  });

  it('an error before first use is a console error and an address-error event, and adds no child node', async () => {
    const errors = new ErrorEvents().install();
    const stub = new ConsoleStub('error').install();
    try {
      const { el } = await mount('42');
      await nothingMoreWithin();
      expect(errors.details.map((detail) => detail.code)).to.deep.equal(['config']);
      expect(stub.messages).to.have.length(1);
      expect(childrenOf(el)).to.deep.equal(['input']);
    } finally {
      stub.restore();
      errors.restore();
    }
  });

  it('a form reset before first use adds no child node', async () => {
    const { form, el } = await mount();
    form.reset();
    await el.updateComplete;
    expect(childrenOf(el)).to.deep.equal(['input']);
  });

  it('an input that has focus when the element upgrades is in use: the popup and the live region go in at upgrade', async () => {
    // A tag of this test's own, so that the element upgrades after its input is focused (an autofocused field).
    const tag = 'first-use-focused-autocomplete';
    const el = document.createElement(tag);
    el.setAttribute('embedded-key', KEY);
    const input = el.appendChild(document.createElement('input'));
    document.body.append(el);
    try {
      input.focus();
      customElements.define(tag, class extends UsAddressAutocomplete {});
      await (el as UsAddressAutocomplete).updateComplete;
      expect(childrenOf(el)).to.deep.equal([
        'input',
        'div.address-autocomplete-popup',
        'div.address-autocomplete-live',
      ]);
      expect(liveRegionOf(el)!.textContent).to.equal('');
    } finally {
      el.remove();
    }
  });

  it('creates an input when the page gave none, and adds nothing else until first use', async () => {
    const el = await fixture<UsAddressAutocomplete>(
      html`<us-address-autocomplete embedded-key=${KEY} base-url=${BASE}></us-address-autocomplete>`,
    );
    await waitUntil(() => el.inputElement !== undefined, 'no input was created');
    await el.updateComplete;
    expect(childrenOf(el)).to.deep.equal(['input']);
    inputOf(el).focus();
    expect(childrenOf(el)).to.deep.equal(['input', 'div.address-autocomplete-popup', 'div.address-autocomplete-live']);
  });

  it('<intl-address-autocomplete> too adds no child node until first use', async () => {
    const el = await fixture<IntlAddressAutocomplete>(html`
      <intl-address-autocomplete embedded-key=${KEY} base-url=${INTL_BASE} country="CAN">
        <input name="street" autocomplete="address-line1" />
      </intl-address-autocomplete>
    `);
    await el.updateComplete;
    await nothingMoreWithin();
    expect(childrenOf(el)).to.deep.equal(['input']);
    expect(inputOf(el).getAttribute('role')).to.equal('combobox');
    inputOf(el).focus();
    expect(childrenOf(el)).to.deep.equal(['input', 'div.address-autocomplete-popup', 'div.address-autocomplete-live']);
  });
});
