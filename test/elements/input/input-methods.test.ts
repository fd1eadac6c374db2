// Input methods (IME: Japanese, Chinese, Korean; Android keyboards): while a composition is under way, the arrows,
// Enter and Escape are the IME's (next candidate, commit, cancel), and the text is not the shopper's yet. None of
// them moves the active option, chooses or closes the list, and no request carries composed text: a lookup is made
// from committed text only, when a composition ends. Chromium composes for real (DevTools Input.imeSetComposition);
// Firefox and WebKit get the events each of them sends, in its order (test/support/input-method.ts, with sources).
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  FetchRecorder,
  INTL_BASE,
  KEY,
  activate,
  activeOption,
  isOpen,
  listboxOf,
  optionsOf,
  until,
} from '../../support/element-helpers.js';
import { checkoutForm } from '../../support/checkout-form.js';
import { intlElement, searches } from '../../support/ime-page.js';
import { Composition, ENGINE, keyEvent } from '../../support/input-method.js';

/** The active option's index in the list (-1: none). */
function activeIndex(el: Parameters<typeof activeOption>[0]): number {
  const active = activeOption(el);
  return active ? optionsOf(el).indexOf(active) : -1;
}

describe(`input methods (IME) in ${ENGINE}`, () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder({ path: null }).install();
  });
  afterEach(() => recorder.restore());

  /** The US element with the list for "1600 Ma" open and its second option active, and "in" composed over it. */
  async function composingOverList(form: { button?: string } = {}) {
    const checkout = await checkoutForm({ streetBaseUrl: null, fields: ['city'], ...form }, recorder);
    const { el, input } = checkout;
    await checkout.search('1600 Ma');
    await activate(el, 1);
    const before = recorder.count;
    const ime = new Composition(input);
    await ime.update('ｉ', 'i');
    await ime.update('ｉｎ', 'n');
    return { checkout, el, input, before, ime };
  }

  describe('keys with key code 229 (the IME took them)', () => {
    it("WebKit's commit Enter, after compositionend (isComposing false, keyCode 229), neither chooses nor closes", async () => {
      const checkout = await checkoutForm({ streetBaseUrl: null, fields: ['city'] }, recorder);
      const { el, input } = checkout;
      await checkout.search('1600 Ma');
      await activate(el, 1);
      const enter = keyEvent('keydown', 'Enter', 229, false);
      input.dispatchEvent(enter);
      await el.updateComplete;
      expect(checkout.chosen, 'chosen').to.deep.equal([]);
      expect(enter.defaultPrevented, 'default prevented').to.equal(false);
      expect(isOpen(el), 'open').to.equal(true);
      expect(activeIndex(el)).to.equal(1);
    });

    for (const key of ['ArrowDown', 'ArrowUp', 'Escape'] as const) {
      it(`${key} with keyCode 229 (an Android keyboard's, an IME's), composing or not, neither moves nor closes`, async () => {
        const checkout = await checkoutForm({ streetBaseUrl: null, fields: ['city'] }, recorder);
        const { el, input } = checkout;
        await checkout.search('1600 Ma');
        await activate(el, 1);
        for (const composing of [false, true]) {
          const event = keyEvent('keydown', key, 229, composing);
          input.dispatchEvent(event);
          await el.updateComplete;
          expect(event.defaultPrevented, `default prevented (isComposing ${composing})`).to.equal(false);
          expect(isOpen(el), `open (isComposing ${composing})`).to.equal(true);
          expect(activeIndex(el), `active option (isComposing ${composing})`).to.equal(1);
        }
      });
    }
  });

  describe('a Japanese composition', () => {
    it('into the international element (JPN): no request for まるのうち while composed, one for 丸の内 once committed', async () => {
      const el = await intlElement('JPN');
      const input = el.querySelector('input')!;
      input.focus();
      const ime = new Composition(input);
      for (const [text, key] of [
        ['ｍ', 'm'],
        ['ま', 'a'],
        ['まｒ', 'r'],
        ['まる', 'u'],
        ['まるｎ', 'n'],
        ['まるの', 'o'],
        ['まるのう', 'u'],
        ['まるのうｃ', 'c'],
        ['まるのうｃｈ', 'h'],
        ['まるのうち', 'i'],
      ] as const) {
        await ime.update(text, key);
      }
      expect(input.value).to.equal('まるのうち');
      await el.updateComplete;
      expect(searches(recorder), 'requests while composing').to.deep.equal([]);
      expect(isOpen(el)).to.equal(false);
      await ime.commitWithEnter('丸の内');
      expect(input.value).to.equal('丸の内');
      await until(() => recorder.count > 0, 'no request once committed');
      expect(searches(recorder)).to.deep.equal(['丸の内']);
      await recorder.last.answer;
      await until(() => isOpen(el) && listboxOf(el).getAttribute('aria-busy') === 'false', 'the list did not open');
      expect(optionsOf(el).length).to.be.above(0);
      expect(searches(recorder), 'requests after the answer').to.deep.equal(['丸の内']);
    });

    it("into the US element with its list open: the arrows, Escape and the commit Enter are the IME's", async () => {
      const { checkout, el, input, before, ime } = await composingOverList({ button: 'Pay' });
      for (const key of ['ArrowDown', 'ArrowUp', 'Escape', 'ArrowDown'] as const) {
        await ime.press(key);
        await el.updateComplete;
        expect(activeIndex(el), `active option after ${key}`).to.equal(1);
        expect(isOpen(el), `open after ${key}`).to.equal(true);
      }
      expect(recorder.count, 'requests while composing').to.equal(before);
      await ime.commitWithEnter('in');
      expect(input.value).to.equal('1600 Main');
      expect(checkout.chosen, 'chosen').to.deep.equal([]);
      expect(checkout.submits, 'form submitted').to.equal(0);
      await until(() => recorder.count > before, 'no request once committed');
      await recorder.last.answer;
      await until(() => listboxOf(el).getAttribute('aria-busy') === 'false', 'the listbox stayed busy');
      expect(searches(recorder).slice(before)).to.deep.equal(['1600 Main']);
      expect(isOpen(el), 'open on the new answer').to.equal(true);
      // The IME is done: the keys are the list's again.
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(activeIndex(el)).to.equal(0);
    });
  });

  it('a composition cancelled (Escape) leaves the text, the list and the active option as they were, and sends nothing', async () => {
    const { checkout, el, input, before, ime } = await composingOverList();
    await ime.cancel();
    await el.updateComplete;
    expect(input.value).to.equal('1600 Ma');
    expect(recorder.count, 'requests').to.equal(before);
    expect(isOpen(el), 'open').to.equal(true);
    expect(activeIndex(el), 'active option').to.equal(1);
    expect(checkout.chosen, 'chosen').to.deep.equal([]);
  });

  it('a Latin word composed as Android keyboards compose it: looked up once committed, not letter by letter', async () => {
    const checkout = await checkoutForm({ streetBaseUrl: null, fields: ['city'] }, recorder);
    const { el, input } = checkout;
    input.focus();
    await sendKeys({ type: '1600 ' });
    const before = recorder.count;
    const ime = new Composition(input);
    for (const text of ['A', 'Am', 'Amp', 'Amph']) await ime.update(text, text.at(-1)!);
    await el.updateComplete;
    expect(recorder.count, 'requests while the word is composed').to.equal(before);
    // The word is committed as typed (a space, a suggestion tapped, the keyboard closed).
    await ime.commit('Amph');
    await until(() => recorder.count > before, 'no request once committed');
    expect(searches(recorder).slice(before)).to.deep.equal(['1600 Amph']);
  });

  it('a composition begun before the element bound the input (no compositionstart seen) is not looked up', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><input id="street" aria-label="Street" /></form>`);
    const input = form.querySelector('input')!;
    input.focus();
    const ime = new Composition(input);
    await ime.update('ｍ', 'm');
    await ime.update('ま', 'a');
    const el = document.createElement('intl-address-autocomplete');
    for (const [name, value] of Object.entries({
      for: 'street',
      'embedded-key': KEY,
      'base-url': INTL_BASE,
      country: 'JPN',
      debounce: '0',
    }))
      el.setAttribute(name, value);
    form.append(el);
    await el.updateComplete;
    await until(() => input.getAttribute('role') === 'combobox', 'the element did not bind the input');
    for (const [text, key] of [
      ['まｒ', 'r'],
      ['まる', 'u'],
      ['まるの', 'o'],
      ['まるのう', 'u'],
    ] as const)
      await ime.update(text, key);
    expect(searches(recorder), 'requests while composing').to.deep.equal([]);
    await ime.commitWithEnter('丸の内');
    expect(searches(recorder)).to.deep.equal(['丸の内']);
  });
});
