// A framework may replace the input inside the element at any time: Vue's `v-if` removes it and inserts a new one
// later, React unmounts a re-keyed input and mounts a new one in the same commit. The element follows: the new input
// becomes the combobox and searches, and the old one is released with none of the element's attributes or
// listeners left on it.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import { renderRekeyedInput } from '../../support/react-controlled-form.js';
import { elementFixture } from '../../support/checkout-form.js';
import {
  BASE,
  FetchRecorder,
  KEY,
  isOpen,
  listboxOf,
  nothingMoreWithin,
  optionsOf,
  popupOf,
  COMBOBOX_ATTRIBUTES,
} from '../../support/element-helpers.js';

let recorder: FetchRecorder;

beforeEach(() => {
  recorder = new FetchRecorder().install();
});

afterEach(() => {
  recorder.restore();
});

function newStreetInput(): HTMLInputElement {
  const input = document.createElement('input');
  input.name = 'street';
  input.autocomplete = 'address-line1';
  return input;
}

/** The US element around its street input, in a field wrapper (<div class="field">) as a framework renders it. */
const mount = () => elementFixture({ streetBaseUrl: null, streetWrapper: { class: 'field' } });

/**
 * The input is the element's combobox, wired to its listbox. The listbox goes in at first use (hydration-safe), and
 * aria-controls names it from then on (on an input adopted after it too), so the input is focused to check it.
 */
async function expectCombobox(el: UsAddressAutocomplete, input: HTMLInputElement): Promise<void> {
  expect(el.inputElement).to.equal(input);
  expect(input.getAttribute('role')).to.equal('combobox');
  expect(input.getAttribute('aria-autocomplete')).to.equal('list');
  expect(input.getAttribute('aria-expanded')).to.equal('false');
  input.focus();
  await el.updateComplete;
  expect(input.getAttribute('aria-controls')).to.equal(listboxOf(el).id);
}

function expectReleased(input: HTMLInputElement): void {
  for (const name of COMBOBOX_ATTRIBUTES)
    expect(input.hasAttribute(name), `${name} left on the old input`).to.equal(false);
}

/** Types into `input` and waits until the element shows the answer to that text. */
async function searchesFrom(el: UsAddressAutocomplete, input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
  await waitUntil(() => recorder.searches.includes(text), `typing "${text}" into the new input sent nothing`);
  await waitUntil(() => isOpen(el) && optionsOf(el).length > 0, 'the new input never showed its suggestions');
  expect(input.getAttribute('aria-expanded')).to.equal('true');
}

/** The old input, put back on the page, is a plain input again: typing into it sends nothing. */
async function expectDeaf(old: HTMLInputElement): Promise<void> {
  document.body.append(old);
  try {
    const before = recorder.count;
    old.focus();
    await sendKeys({ type: '1600 Penn' });
    await nothingMoreWithin();
    expect(recorder.count, 'the released input still searches').to.equal(before);
  } finally {
    old.remove();
  }
}

describe('an input replaced by a framework', () => {
  it('Vue v-if: the input is removed, and a new one inserted later, is adopted; the old one is released', async () => {
    const el = await mount();
    const field = el.querySelector('.field')!;
    const old = el.inputElement!;
    await expectCombobox(el, old);

    old.remove();
    await waitUntil(() => el.inputElement === undefined, 'the removed input is still wrapped');
    expectReleased(old);

    const fresh = newStreetInput();
    field.append(fresh);
    await waitUntil(() => el.inputElement === fresh, 'the new input was never adopted');
    await expectCombobox(el, fresh);
    await searchesFrom(el, fresh, '1600 Penn');
    await expectDeaf(old);
  });

  it('a swap in one task (replaceWith, as a keyed patch does) adopts the new input and releases the old', async () => {
    const el = await mount();
    const old = el.inputElement!;
    const fresh = newStreetInput();
    old.replaceWith(fresh);
    await waitUntil(() => el.inputElement === fresh, 'the new input was never adopted');
    await expectCombobox(el, fresh);
    expectReleased(old);
    await searchesFrom(el, fresh, '350 5th');
  });

  it('a page attribute the element overrode is given back when the input is released', async () => {
    const el = await elementFixture({ streetBaseUrl: null, streetInput: { 'aria-autocomplete': 'none' } });
    const old = el.inputElement!;
    expect(old.getAttribute('aria-autocomplete')).to.equal('list');
    old.remove();
    await waitUntil(() => el.inputElement === undefined, 'the removed input is still wrapped');
    expect(old.getAttribute('aria-autocomplete')).to.equal('none');
    expect(old.hasAttribute('role')).to.equal(false);
  });

  it('an open list closes when its input is removed', async () => {
    const el = await mount();
    const old = el.inputElement!;
    await searchesFrom(el, old, '1600 Penn');
    old.remove();
    await waitUntil(() => !popupOf(el).matches(':popover-open'), 'the list stayed open without its input');
  });

  it('React: a re-keyed input is adopted and the unmounted one released', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const form = renderRekeyedInput(host, { 'embedded-key': KEY, 'base-url': BASE, debounce: '0' });
    try {
      const el = host.querySelector('us-address-autocomplete')!;
      await el.updateComplete;
      const old = el.inputElement!;
      expect(old.dataset.generation).to.equal('0');
      await expectCombobox(el, old);

      form.rekey();
      const fresh = host.querySelector<HTMLInputElement>('input[name="street"]')!;
      expect(fresh).not.to.equal(old, 'React did not mount a new input');
      expect(fresh.dataset.generation).to.equal('1');
      await waitUntil(() => el.inputElement === fresh, 'the re-keyed input was never adopted');
      await expectCombobox(el, fresh);
      expectReleased(old);
      await searchesFrom(el, fresh, '1600 Penn');
      await expectDeaf(old);
    } finally {
      form.unmount();
      host.remove();
    }
  });
});
