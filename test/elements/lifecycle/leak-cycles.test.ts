// Leaks: <us-address-autocomplete> (US v2) created with its input, typed into, opened, a group expanded, an entry
// chosen and the element removed, 200 times in Chromium and 50 elsewhere, inside a <form> that stays and in a plain
// container; and one element that stays, used the same way over and over (its list opened and closed each time). After
// the cycles, what the page holds is back to what it held after a few warm-up cycles: in Chromium, its own counters
// after a forced garbage collection (DevTools protocol Memory.getDOMCounters: nodes, JS event listeners, documents); in
// every engine, what the page can count (test/support/leak-probe.ts: nodes in the document, listeners on the window,
// the document and the container, observers observing, timers and animation frames pending). Firefox and WebKit have no
// such counters (the degradation): there only the page's counts are compared, over fewer cycles.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import { BASE, KEY, contextOf, isOpen, optionsOf } from '../../support/element-helpers.js';
import { domCounters, type DomCounters } from '../../support/browser-window.js';
import { LeakProbe, type PageCounts } from '../../support/leak-probe.js';
import { pollUntil } from '../../support/wait.js';

/** A search the simulator answers with groups (rows with several entries: a building's units). */
const GROUPS = '1600 Pe';
/**
 * The memory goal's figures, one element used 1,000 times and 200 create-and-remove cycles, run in Chromium, the one
 * engine with counters of its own (a leak of one element in 200 cycles already fails there). Firefox and WebKit
 * compare only the page's counts, and exactly: one listener, observer or timer left by any cycle fails from the
 * first. There 50 cycles in each place and 50 uses of one element are enough to fail a leak that recurs; the goal's
 * figures took a tenth of their time in files (65 s of 632 in Firefox, 81 s of 614 in WebKit, in a CI run).
 */
const isChromium = navigator.userAgent.includes('Chrome/');
const USES = isChromium ? 1000 : 50;
const CYCLES = isChromium ? 200 : 50;
const WARM_UP = 5;
/**
 * What Chromium may count beyond the baseline: less than one cycle leaves (one element kept alive is 75 nodes and 2
 * listeners), so even one cycle's element kept alive fails.
 */
const NODE_TOLERANCE = 50;
const LISTENER_TOLERANCE = 1;

/** A condition wait checked every millisecond or so, leaving no timer behind: thousands of them run here. */
const soon = (predicate: () => boolean, message: string) => pollUntil(predicate, message);

function key(input: HTMLInputElement, name: string): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

/** Text typed the way an `input` event reports typing (the keys themselves are not what is measured here). */
function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: text, bubbles: true }));
}

/** One cycle: create the element and its input, type, open, expand a group, choose an entry, remove the element. */
async function cycle(container: HTMLElement): Promise<void> {
  const el = document.createElement('us-address-autocomplete') as UsAddressAutocomplete;
  el.setAttribute('embedded-key', KEY);
  el.setAttribute('base-url', BASE);
  el.setAttribute('debounce', '0');
  const input = document.createElement('input');
  input.name = 'street';
  input.autocomplete = 'address-line1';
  input.setAttribute('aria-label', 'Street');
  el.append(input);
  container.prepend(el);
  await el.updateComplete;
  await use(el, input);
  el.remove();
}

/** Focus, type, open, expand a group, choose an entry (which closes the list), leave the input. */
async function use(el: UsAddressAutocomplete, input: HTMLInputElement): Promise<void> {
  input.focus();
  type(input, GROUPS);
  const group = () => optionsOf(el).findIndex((option) => option.dataset.kind === 'group');
  await soon(() => isOpen(el) && group() >= 0, 'no group listed');
  for (let i = 0; i <= group(); i++) key(input, 'ArrowDown');
  key(input, 'Enter');
  await soon(() => isOpen(el) && contextOf(el) !== null && optionsOf(el).length > 0, 'the group was not expanded');
  let chosen = false;
  el.addEventListener('verified-address', () => (chosen = true), { once: true });
  key(input, 'ArrowDown');
  key(input, 'Enter');
  await soon(() => chosen && !isOpen(el), 'no entry was chosen');
  input.blur();
}

async function cycles(container: HTMLElement, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await cycle(container);
}

/** Lets the element's last tasks run out (an answer's render, a focus change) before counting. */
async function quiet(probe: LeakProbe): Promise<void> {
  await pollUntil(() => probe.counts().timers === 0 && probe.counts().frames === 0, 'timers or frames still pending');
}

interface Measured {
  page: PageCounts;
  chromium: DomCounters | undefined;
}

async function measure(probe: LeakProbe): Promise<Measured> {
  await quiet(probe);
  // A rendering update after the last removal: the engine lets go of what it held for the removed focus and popover.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await quiet(probe);
  return { page: probe.counts(), chromium: await domCounters() };
}

function expectBackToBaseline(before: Measured, after: Measured): void {
  const figures = `before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`;
  console.log(`leak-cycles: ${figures}`);
  expect(after.page, figures).to.deep.equal(before.page);
  if (before.chromium && after.chromium) {
    expect(after.chromium.documents, `documents: ${figures}`).to.equal(before.chromium.documents);
    expect(after.chromium.nodes, `nodes: ${figures}`).to.be.at.most(before.chromium.nodes + NODE_TOLERANCE);
    expect(after.chromium.jsEventListeners, `listeners: ${figures}`).to.be.at.most(
      before.chromium.jsEventListeners + LISTENER_TOLERANCE,
    );
  } else {
    expect(isChromium, 'Chromium gave no DOM counters').to.equal(false);
  }
}

describe(`leaks: ${USES} uses of one element, ${CYCLES} create-type-open-expand-choose-remove cycles`, function () {
  // A ceiling for a hang over thousands of condition waits, not a measure of speed.
  this.timeout(900_000);

  let probe: LeakProbe | undefined;

  afterEach(() => {
    probe?.restore();
    probe = undefined;
  });

  it('one element that stays, used over and over (focus, type, open, expand, choose, leave): back to the baseline', async () => {
    const el = await fixture<UsAddressAutocomplete>(
      html`<us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"
        ><input name="street" autocomplete="address-line1" aria-label="Street"
      /></us-address-autocomplete>`,
    );
    const input = el.querySelector('input')!;
    probe = new LeakProbe({ container: el }).install();
    for (let i = 0; i < WARM_UP; i++) await use(el, input);
    const before = await measure(probe);
    const started = performance.now();
    for (let i = 0; i < USES; i++) await use(el, input);
    console.log(`leak-cycles: ${USES} uses of one element: ${Math.round(performance.now() - started)} ms`);
    expectBackToBaseline(before, await measure(probe));
  });

  for (const where of ['form', 'container'] as const) {
    it(`inside a ${where === 'form' ? '<form> that stays' : 'plain container'}: back to the baseline`, async () => {
      const container = await fixture<HTMLElement>(
        where === 'form'
          ? html`<form>
              <input name="city" autocomplete="address-level2" aria-label="City" />
              <input name="state" autocomplete="address-level1" aria-label="State" />
              <input name="zip" autocomplete="postal-code" aria-label="ZIP" />
            </form>`
          : html`<div></div>`,
      );
      probe = new LeakProbe({ [where]: container }).install();
      await cycles(container, WARM_UP);
      const before = await measure(probe);
      const started = performance.now();
      await cycles(container, CYCLES);
      console.log(`leak-cycles: ${CYCLES} cycles in a ${where}: ${Math.round(performance.now() - started)} ms`);
      expectBackToBaseline(before, await measure(probe));
    });
  }
});
