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
  type IntlElement,
  activate,
  activeOption,
  isOpen,
  listboxOf,
  optionsOf,
  until,
} from '../support/element-helpers.js';
import { checkoutForm } from '../support/checkout-form.js';
import { FakeClock } from '../support/fake-clock.js';
import { Composition, ENGINE, keyEvent } from '../support/input-method.js';
import { systemClock } from '../../src/core/lookup/clock.js';
import { DEFAULT_DEBOUNCE_MS } from '../../src/core/lookup/scheduler.js';

/** `<intl-address-autocomplete>` for `country`, around a street input in a form; debounce 0, or the default. */
async function intlElement(country: string, debounce: '0' | 'default' = '0'): Promise<IntlElement> {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <intl-address-autocomplete embedded-key=${KEY} base-url=${INTL_BASE} country=${country}>
        <input name="street" autocomplete="address-line1" aria-label="Street" />
      </intl-address-autocomplete>
    </form>
  `);
  const el = form.querySelector('intl-address-autocomplete')!;
  if (debounce === '0') el.setAttribute('debounce', '0');
  await el.updateComplete;
  return el;
}

/**
 * 세종대로 (Sejong-daero, Seoul) on a two-set Korean keyboard, jamo by jamo: each step is the composed syllable and the
 * jamo typed; a Korean IME commits a syllable when the next one's first jamo is typed.
 */
const SEJONG_DAERO: ReadonlyArray<ReadonlyArray<readonly [string, string]>> = [
  [
    ['ㅅ', 'ㅅ'],
    ['세', 'ㅔ'],
  ],
  [
    ['ㅈ', 'ㅈ'],
    ['조', 'ㅗ'],
    ['종', 'ㅇ'],
  ],
  [
    ['ㄷ', 'ㄷ'],
    ['대', 'ㅐ'],
  ],
  [
    ['ㄹ', 'ㄹ'],
    ['로', 'ㅗ'],
  ],
];

/** The element's clock (debounce, timeouts) held by the test: time moves only on `tick`. */
function holdClock(): { clock: FakeClock; restore: () => void } {
  const saved = { ...systemClock };
  const clock = new FakeClock();
  Object.assign(systemClock, {
    now: () => clock.now(),
    setTimeout: (callback: () => void, ms: number) => clock.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clock.clearTimeout(handle),
  });
  return { clock, restore: () => Object.assign(systemClock, saved) };
}

/** The `search` of every request so far, in order. */
function searches(recorder: FetchRecorder): string[] {
  return recorder.exchanges.map(({ url }) => url.searchParams.get('search') ?? '');
}

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
      const checkout = await checkoutForm({ streetBaseUrl: null, fields: ['city'], button: 'Pay' }, recorder);
      const { el, input } = checkout;
      await checkout.search('1600 Ma');
      await activate(el, 1);
      const before = recorder.count;
      const ime = new Composition(input);
      await ime.update('ｉ', 'i');
      await ime.update('ｉｎ', 'n');
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

  describe('a Korean composition, syllable by syllable', () => {
    it('with debounce 0: a lookup at each committed syllable past min-chars, never one with jamo or a composed syllable', async () => {
      const el = await intlElement('KOR');
      const input = el.querySelector('input')!;
      input.focus();
      const ime = new Composition(input);
      const sentAtCommit: string[][] = [];
      for (const syllable of SEJONG_DAERO) {
        for (const [text, key] of syllable) await ime.update(text, key);
        await ime.commit(syllable.at(-1)![0]);
        sentAtCommit.push(searches(recorder));
      }
      expect(input.value).to.equal('세종대로');
      expect(sentAtCommit).to.deep.equal([[], [], ['세종대'], ['세종대', '세종대로']]);
    });

    it(`with the default debounce (${DEFAULT_DEBOUNCE_MS} ms): the jamo typed count as typing, so one lookup once the shopper pauses`, async () => {
      const { clock, restore } = holdClock();
      try {
        const el = await intlElement('KOR', 'default');
        const input = el.querySelector('input')!;
        input.focus();
        const ime = new Composition(input);
        // A jamo every two thirds of the debounce: a syllable (two or three jamo) takes longer than the debounce.
        const keystroke = (DEFAULT_DEBOUNCE_MS * 2) / 3;
        for (const syllable of SEJONG_DAERO) {
          for (const [text, key] of syllable) {
            await ime.update(text, key);
            clock.tick(keystroke);
          }
          await ime.commit(syllable.at(-1)![0]);
        }
        expect(searches(recorder), 'sent while the shopper types').to.deep.equal([]);
        clock.tick(DEFAULT_DEBOUNCE_MS);
        expect(searches(recorder)).to.deep.equal(['세종대로']);
      } finally {
        restore();
      }
    });

    it('a pause while a syllable is still composed looks up the committed text only', async () => {
      const { clock, restore } = holdClock();
      try {
        const el = await intlElement('KOR', 'default');
        const input = el.querySelector('input')!;
        input.focus();
        const ime = new Composition(input);
        for (const syllable of SEJONG_DAERO.slice(0, 3)) {
          for (const [text, key] of syllable) await ime.update(text, key);
          await ime.commit(syllable.at(-1)![0]);
        }
        await ime.update('ㄹ', 'ㄹ');
        await ime.update('로', 'ㅗ');
        clock.tick(DEFAULT_DEBOUNCE_MS);
        expect(input.value).to.equal('세종대로');
        expect(searches(recorder), 'after a pause with 로 composed').to.deep.equal(['세종대']);
        await ime.commit('로');
        clock.tick(DEFAULT_DEBOUNCE_MS);
        expect(searches(recorder)).to.deep.equal(['세종대', '세종대로']);
      } finally {
        restore();
      }
    });
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
