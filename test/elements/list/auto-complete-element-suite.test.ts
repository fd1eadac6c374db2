// github/auto-complete-element's tests (test/auto-complete-element.js, axe-test.js, validation-tests.js) that apply
// to a combobox over an input, ported to <us-address-autocomplete> and named with that suite's words: keys, ARIA,
// the pointer, closing, the live summary, shadow DOM, retargeting. Its `keydown()` returned whether the event was
// not cancelled; here real keys are pressed (sendKeys) and a listener on the form reads `defaultPrevented`. What
// does not apply (HTML fragments, link options, a clear button, autoselect, fetch-on-empty, a custom fetch, Trusted
// Types HTML) is listed with the reason in docs/reliability/apg-and-other-projects.md.
import { expect, fixture } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { UsAddressAutocomplete } from '../../../src/define.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import {
  BASE,
  FetchRecorder,
  KEY,
  type UsRow,
  activeOption,
  announced,
  centre,
  isOpen,
  listboxOf,
  nothingMoreWithin,
  optionsOf,
  popupOf,
} from '../../support/element-helpers.js';
import { type ComboboxPage, comboboxPage, listed, typeAndList } from '../../support/combobox-page.js';
import { AutocompleteHarness } from '../../support/harness.js';
import { waitUntil } from '../../support/wait.js';

let page: ComboboxPage;
/** Whether the last key pressed in the form had its default action prevented (keydown() returning false). */
let prevented: boolean | undefined;

/** Presses `key` and returns what github's keydown() returned: true when the element did not cancel it. */
async function keydown(key: string): Promise<boolean> {
  prevented = undefined;
  await sendKeys({ press: key });
  // Firefox over BiDi may answer the key command before the page has handled the key.
  await waitUntil(() => prevented !== undefined, `no keydown for ${key} reached the form`);
  await page.el.updateComplete;
  return !prevented;
}

function selectedText(): string | null {
  const option = page.el.querySelector<HTMLElement>('[role="option"][aria-selected="true"]');
  return option?.querySelector('.address-autocomplete-option-text')?.textContent ?? null;
}

const rowsOf = async (text: string) => ((await typeAndList(page, text)).rows ?? []) as UsRow[];

describe("github/auto-complete-element's tests, on <us-address-autocomplete>", () => {
  beforeEach(async () => {
    page = await comboboxPage('us');
    page.form.addEventListener('keydown', (event) => (prevented = event.defaultPrevented));
  });
  afterEach(async () => {
    page.recorder.restore();
    await resetMouse();
  });

  describe('element creation', () => {
    it('creates from document.createElement', () => {
      const el = document.createElement('us-address-autocomplete');
      expect(el.nodeName).to.equal('US-ADDRESS-AUTOCOMPLETE');
      expect(el instanceof UsAddressAutocomplete).to.equal(true);
    });

    it('creates from constructor', () => {
      const el = new UsAddressAutocomplete();
      expect(el.nodeName).to.equal('US-ADDRESS-AUTOCOMPLETE');
    });
  });

  describe('no results', () => {
    it('checks that no results is displayed (as a status row, not an option)', async () => {
      page.input.focus();
      await sendKeys({ type: 'zzqx' });
      await waitUntil(() => new AutocompleteHarness(page.el).statusText === DEFAULT_STRINGS.noResults, 'no row');
      expect(popupOf(page.el).matches(':popover-open')).to.equal(true);
      expect(optionsOf(page.el)).to.have.length(0);
      expect(announced(page.el)).to.equal(DEFAULT_STRINGS.noResults);
    });
  });

  describe('requesting server results', () => {
    it('requests html fragment (here: JSON suggestions, each rendered as an option)', async () => {
      const rows = await rowsOf('1600 Ma');
      expect(optionsOf(page.el)).to.have.length(rows.length);
    });

    it('respects arrow keys (deliberate difference: Down before any result asks for them, so it is handled)', async () => {
      page.input.focus();
      expect(await keydown('ArrowDown')).to.equal(false);
      await typeAndList(page, '1600 Ma');
      const texts = optionsOf(page.el).map(
        (option) => option.querySelector('.address-autocomplete-option-text')!.textContent,
      );
      expect(selectedText()).to.equal(null);
      expect(await keydown('ArrowDown')).to.equal(false);
      expect(selectedText()).to.equal(texts[0]);
      expect(await keydown('ArrowDown')).to.equal(false);
      expect(selectedText()).to.equal(texts[1]);
      expect(await keydown('ArrowUp')).to.equal(false);
      expect(selectedText()).to.equal(texts[0]);
    });

    it('dispatches change event on commit (here: verified-address)', async () => {
      const rows = await rowsOf('1600 Ma');
      const final = rows.findIndex((row) => (row.entries ?? 0) === 0);
      const chosen: Event[] = [];
      page.el.addEventListener('verified-address', (event) => chosen.push(event));
      // Enter with nothing active commits nothing and is left to the form.
      expect(await keydown('Enter')).to.equal(true);
      expect(chosen).to.have.length(0);
      // The list closed; Down opens it again on the first option.
      for (let step = 0; step < final; step += 1) await keydown('ArrowDown');
      expect(await keydown('ArrowDown')).to.equal(false);
      expect(await keydown('Enter')).to.equal(false);
      await waitUntil(() => chosen.length === 1, 'no verified-address event');
      expect(chosen[0]!.target).to.equal(page.el);
      expect(await keydown('Tab')).to.equal(true);
    });

    it('summarizes the available options on keypress', async () => {
      const rows = await rowsOf('1600 Ma');
      await waitUntil(() => announced(page.el) !== '', 'nothing announced');
      expect(announced(page.el)).to.equal(DEFAULT_STRINGS.results(rows.length));
    });

    it('commits on Enter', async () => {
      const rows = await rowsOf('1600 Ma');
      const final = rows.findIndex((row) => (row.entries ?? 0) === 0);
      expect(await keydown('Enter')).to.equal(true);
      expect(page.input.value).to.equal('1600 Ma');
      for (let step = 0; step <= final; step += 1) await keydown('ArrowDown');
      expect(await keydown('Enter')).to.equal(false);
      await waitUntil(() => page.input.value === rows[final]!.street_line, 'not committed');
      expect(isOpen(page.el)).to.equal(false);
    });

    it('does not commit on disabled option (here: a building, which opens its units instead)', async () => {
      const rows = await rowsOf('1600 Ma');
      const group = rows.findIndex((row) => (row.entries ?? 0) > 1);
      expect(group, 'the answer has no building').to.be.greaterThan(-1);
      for (let step = 0; step <= group; step += 1) await keydown('ArrowDown');
      expect(await keydown('Enter')).to.equal(false);
      await waitUntil(() => isOpen(page.el) && optionsOf(page.el).length > 0, 'the units were not listed');
      expect(page.city.value).to.equal('');
    });

    it('does not close on blur after mousedown (a pointer down on an option does not blur the input)', async () => {
      await typeAndList(page, '1600 Ma');
      const options = optionsOf(page.el);
      await sendMouse({ type: 'move', position: centre(options[0]!) });
      await sendMouse({ type: 'down' });
      await page.el.updateComplete;
      expect(document.activeElement).to.equal(page.input);
      expect(isOpen(page.el)).to.equal(true);
      // Released over another option: a drag, which chooses nothing.
      await sendMouse({ type: 'move', position: centre(options[2]!) });
      await sendMouse({ type: 'up' });
      await page.el.updateComplete;
      expect(isOpen(page.el)).to.equal(true);
      await keydown('Tab');
      expect(isOpen(page.el)).to.equal(false);
    });

    it('closes on Escape', async () => {
      await typeAndList(page, '1600 Ma');
      expect(popupOf(page.el).matches(':popover-open')).to.equal(true);
      expect(await keydown('Escape')).to.equal(false);
      expect(isOpen(page.el)).to.equal(false);
      expect(popupOf(page.el).matches(':popover-open')).to.equal(false);
    });

    it('opens and closes on alt + ArrowDown and alt + ArrowUp', async () => {
      await typeAndList(page, '1600 Ma');
      expect(await keydown('Alt+ArrowUp')).to.equal(false);
      expect(isOpen(page.el)).to.equal(false);
      expect(await keydown('Alt+ArrowDown')).to.equal(false);
      expect(isOpen(page.el)).to.equal(true);
      expect(activeOption(page.el)).to.equal(null);
    });
  });

  describe('fetch on empty enabled', () => {
    it('does not fetch result when value is empty, if fetch-on-empty removed (ours never looks up empty text)', async () => {
      await typeAndList(page, '1600 M');
      page.input.select();
      await sendKeys({ press: 'Backspace' });
      await nothingMoreWithin();
      expect(page.recorder.exchanges.some((exchange) => exchange.url.searchParams.get('search') === '')).to.equal(
        false,
      );
      expect(optionsOf(page.el).filter((option) => option.checkVisibility())).to.have.length(0);
    });
  });

  describe('popovers', () => {
    it('opens and closes using popover', async () => {
      // No popup until first use (hydration), then a manual popover shown while the list is open.
      expect(page.el.querySelector('[popover]')).to.equal(null);
      await typeAndList(page, '1600 Ma');
      expect(popupOf(page.el).getAttribute('popover')).to.equal('manual');
      expect(popupOf(page.el).matches(':popover-open')).to.equal(true);
      await keydown('Escape');
      expect(popupOf(page.el).matches(':popover-open')).to.equal(false);
    });
  });

  describe('axe accessibility run', () => {
    it('axe check passes (closed, and open with an active option)', async () => {
      await expect(page.form).to.be.accessible();
      await typeAndList(page, '1600 Ma');
      await keydown('ArrowDown');
      await expect(page.form).to.be.accessible();
    });
  });
});

describe("github/auto-complete-element's tests: shadow DOM, retargeting, validation", () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
  });
  afterEach(() => recorder.restore());

  it('uses rootNode to find idrefs', async () => {
    const host = await fixture<HTMLDivElement>(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const el = document.createElement('us-address-autocomplete');
    el.setAttribute('embedded-key', KEY);
    el.setAttribute('base-url', BASE);
    el.setAttribute('debounce', '0');
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Street');
    el.append(input);
    shadow.append(el);
    await el.updateComplete;
    await typeAndList({ el, recorder }, '1600 Ma');
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    // Both id references resolve in the shadow root, where the listbox is.
    expect(shadow.getElementById(input.getAttribute('aria-controls')!)).to.equal(listboxOf(el));
    expect(shadow.getElementById(input.getAttribute('aria-activedescendant')!)).to.equal(optionsOf(el)[0]);
    expect(document.getElementById(input.getAttribute('aria-controls')!)).to.equal(null);
  });

  it('changes where content gets rendered based on properties (here: htmlFor names the input)', async () => {
    const root = await fixture<HTMLDivElement>(document.createElement('div'));
    const el = document.createElement('us-address-autocomplete');
    el.setAttribute('embedded-key', KEY);
    el.setAttribute('base-url', BASE);
    el.setAttribute('debounce', '0');
    const first = document.createElement('input');
    first.setAttribute('aria-label', 'First');
    el.append(first);
    const second = document.createElement('input');
    second.id = 'second';
    second.setAttribute('aria-label', 'Second');
    root.append(el, second);
    await el.updateComplete;
    expect(el.inputElement).to.equal(first);
    el.htmlFor = 'second';
    await el.updateComplete;
    await waitUntil(() => el.inputElement === second, 'htmlFor did not move the element to #second');
    expect(first.hasAttribute('role')).to.equal(false);
    second.focus();
    await sendKeys({ type: '1600 Ma' });
    await listed({ el, recorder });
    expect(optionsOf(el).length).to.be.greaterThan(1);
  });

  it('if none provided: javascript validator fails (deliberate difference: the element creates the input)', async () => {
    const el = await fixture<UsAddressAutocomplete>(document.createElement('us-address-autocomplete'));
    await waitUntil(() => el.querySelector('input') !== null, 'no input was created');
    expect(el.inputElement).to.equal(el.querySelector('input'));
    expect(el.querySelectorAll('input')).to.have.length(1);
  });

  it('if provided 2 inputs: javscript validator fails (deliberate difference: the first input is enhanced)', async () => {
    const el = document.createElement('us-address-autocomplete');
    const [first, second] = [document.createElement('input'), document.createElement('input')];
    el.append(first, second);
    await fixture(el);
    await el.updateComplete;
    expect(el.inputElement).to.equal(first);
    expect(first.getAttribute('role')).to.equal('combobox');
    expect(second.hasAttribute('role')).to.equal(false);
  });
});
