// The mobile keyboard attributes of the street input are the page's: `enterkeyhint` (the label of the keyboard's
// Enter key), `inputmode` (which keyboard) and `autocapitalize`. The element never sets, changes or removes them, set
// or unset, at any step of its life: connected, list open, a choice, the form filled, the choice verified,
// disconnected, an input replaced by a framework (the new one keeps its own, the old one too). An input the element
// creates (the page gave none) gets none of them: the browser's defaults (a text keyboard, Enter labelled as Enter)
// suit a street line in any country, and Enter there chooses or submits, so no one label is right; a page that wants
// others gives its own input (notes/input-methods.md recommends values).
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import {
  BASE,
  FetchRecorder,
  KEY,
  type UsElement,
  chooseWithKeys,
  isOpen,
  optionsOf,
  search,
  until,
} from '../../support/element-helpers.js';
import { ENGINE } from '../../support/input-method.js';

const MOBILE_ATTRIBUTES = ['enterkeyhint', 'inputmode', 'autocapitalize'] as const;
type MobileAttributes = Partial<Record<(typeof MOBILE_ATTRIBUTES)[number], string>>;

/** The values notes/input-methods.md recommends for a street field. */
const STREET: MobileAttributes = { enterkeyhint: 'next', inputmode: 'text', autocapitalize: 'words' };
/** Other values a page may give (a US ZIP-first field's), to see that none is rewritten to ours. */
const OTHERS: MobileAttributes = { enterkeyhint: 'done', inputmode: 'numeric', autocapitalize: 'characters' };

/** The three attributes as the input has them (null: absent). */
function mobileAttributes(input: HTMLInputElement): Record<string, string | null> {
  return Object.fromEntries(MOBILE_ATTRIBUTES.map((name) => [name, input.getAttribute(name)]));
}

/** What `values` give the input: each attribute's value, null for those not given. */
function expected(values: MobileAttributes): Record<string, string | null> {
  return Object.fromEntries(MOBILE_ATTRIBUTES.map((name) => [name, values[name] ?? null]));
}

/** An input with the page's `values`. */
function streetInput(values: MobileAttributes): HTMLInputElement {
  const input = document.createElement('input');
  input.name = 'street';
  input.autocomplete = 'address-line1';
  input.setAttribute('aria-label', 'Street');
  for (const [name, value] of Object.entries(values)) input.setAttribute(name, value);
  return input;
}

/**
 * Every change of the three attributes on `input`, however short (set and restored in one task too): a
 * MutationObserver's records, read at each step.
 */
function watch(input: HTMLInputElement): () => string[] {
  const observer = new MutationObserver(() => {});
  observer.observe(input, { attributes: true, attributeFilter: [...MOBILE_ATTRIBUTES], attributeOldValue: true });
  return () => observer.takeRecords().map((record) => `${record.attributeName} (was ${record.oldValue})`);
}

describe('enterkeyhint, inputmode and autocapitalize are the page’s', () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder({ path: null }).install();
  });
  afterEach(() => recorder.restore());

  for (const [name, values] of [
    ['a street field’s values', STREET],
    ['other values', OTHERS],
    ['none set', {}],
  ] as const) {
    it(`${name}: unchanged through connect, open, choose, fill, verify and disconnect`, async () => {
      const input = streetInput(values);
      const changes = watch(input);
      const el = document.createElement('us-address-autocomplete');
      for (const [attribute, value] of Object.entries({
        verify: '',
        'embedded-key': KEY,
        'base-url': BASE,
        'street-base-url': '/us-street',
        debounce: '0',
      }))
        el.setAttribute(attribute, value);
      el.append(input);
      const form = await fixture<HTMLFormElement>(html`
        <form>
          ${el}
          <input name="city" autocomplete="address-level2" aria-label="City" />
          <input name="state" autocomplete="address-level1" aria-label="State" />
          <input name="zip" autocomplete="postal-code" aria-label="ZIP" />
        </form>
      `);
      await el.updateComplete;
      const step = (what: string) => {
        expect(mobileAttributes(input), what).to.deep.equal(expected(values));
        expect(changes(), `changed on ${what}`).to.deep.equal([]);
      };
      step('connect');

      const filled = new Promise((resolve) => el.addEventListener('address-filled', resolve, { once: true }));
      const verified = new Promise<CustomEvent>((resolve) =>
        el.addEventListener('verified-address', (event) => resolve(event as CustomEvent), { once: true }),
      );
      await search(el as UsElement, recorder, '1600 Amph');
      expect(isOpen(el)).to.equal(true);
      step('open');

      const index = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
      expect(index, 'a final address in the list').to.be.at.least(0);
      await chooseWithKeys(index);
      step('choose');
      const event = await verified;
      expect((event.detail as { verification?: { status: string } }).verification?.status).to.equal('verified');
      step('verify');
      await filled;
      expect(form.querySelector<HTMLInputElement>('[name="city"]')!.value, 'the city filled').to.not.equal('');
      step('fill');

      el.remove();
      step('disconnect');
    });
  }

  it('an input replaced by a framework: the new one keeps its own values, the old one its own', async () => {
    const old = streetInput(STREET);
    const watchOld = watch(old);
    const el = await fixture<UsElement>(html`
      <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">${old}</us-address-autocomplete>
    `);
    await el.updateComplete;
    const fresh = streetInput(OTHERS);
    const watchFresh = watch(fresh);
    old.replaceWith(fresh);
    await until(() => el.inputElement === fresh, 'the new input was never adopted');
    fresh.focus();
    await sendKeys({ type: '1600 Penn' });
    await until(() => isOpen(el) && optionsOf(el).length > 0, 'the new input never showed its suggestions');
    expect(mobileAttributes(fresh), 'the new input').to.deep.equal(expected(OTHERS));
    expect(mobileAttributes(old), 'the old input').to.deep.equal(expected(STREET));
    expect([...watchOld(), ...watchFresh()], 'changes').to.deep.equal([]);
  });

  it('an input the element creates (the page gave none) gets none of them', async () => {
    const el = await fixture<UsElement>(html`
      <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"></us-address-autocomplete>
    `);
    await until(() => el.inputElement !== undefined, 'no input was created');
    const created = el.inputElement!;
    const changes = watch(created);
    created.focus();
    await sendKeys({ type: '1600 Penn' });
    await until(() => isOpen(el) && optionsOf(el).length > 0, 'the created input never showed its suggestions');
    expect(mobileAttributes(created)).to.deep.equal(expected({}));
    expect(created.inputMode).to.equal('');
    // WebKitGTK 2.50.6 has no enterKeyHint property (the attribute stays an attribute like any other).
    if (ENGINE === 'webkit') expect('enterKeyHint' in created, 'enterKeyHint in WebKitGTK').to.equal(false);
    else expect(created.enterKeyHint).to.equal('');
    expect(changes(), 'changes').to.deep.equal([]);
  });
});
