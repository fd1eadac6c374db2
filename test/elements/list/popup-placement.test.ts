// Where <us-address-autocomplete>'s popup (a popover="manual" element in the top layer) shows: fully visible and on
// top inside a modal <dialog>, an overflow:hidden box and a scrolled container; below the input when there is room,
// above it near the bottom of the viewport; following the input when its container scrolls; and closed on Escape or
// a click outside. Each in two placements: CSS anchor positioning, which every engine tested has, and the script
// placement an engine without it loads, forced by an engine that says it has no `position-area`.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../../support/browser-window.js';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import {
  BASE,
  KEY,
  centre,
  inputOf,
  isOpen,
  optionsOf,
  popupOf,
  typeOneLookup,
} from '../../support/element-helpers.js';

/** Whether this run places by CSS anchor positioning (else the engine is made to say it has none). */
let anchored = true;
const supports = CSS.supports.bind(CSS);
/** `CSS.supports` of an engine without CSS anchor positioning. */
const withoutAnchorPositioning = ((...query: [string, string?]) =>
  !query[0].startsWith('position-area') && supports(...(query as [string, string]))) as typeof CSS.supports;

/** The gap between the input and the popup, in px; rounding aside, the gap is this. */
const GAP = 4;

before(async () => {
  await setViewport({ width: 800, height: 600 });
});

afterEach(async () => {
  await resetMouse();
});

/** Looks up "1600 Ma" and waits until the list is open and placed. */
async function openList(el: UsAddressAutocomplete): Promise<HTMLElement> {
  await typeOneLookup(el);
  await waitUntil(() => isOpen(el) && optionsOf(el).length > 0, 'the list did not open');
  const popup = popupOf(el);
  await waitUntil(() => popup.dataset.side, 'the popup was not placed');
  await nextFrame();
  // Placed the way this run asks for: by the browser, or by script.
  expect(popup.style.left, 'the placement').to.match(anchored ? /^anchor\(left\)$/ : /px$/);
  return popup;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** The popup is inside the viewport, has a size, and is what the user sees at its centre and near its corners. */
function expectFullyVisible(popup: HTMLElement): void {
  const rect = popup.getBoundingClientRect();
  expect(rect.width, 'width').to.be.greaterThan(0);
  expect(rect.height, 'height').to.be.greaterThan(0);
  expect(rect.left, 'left').to.be.at.least(0);
  expect(rect.top, 'top').to.be.at.least(0);
  expect(rect.right, 'right').to.be.at.most(window.innerWidth);
  expect(rect.bottom, 'bottom').to.be.at.most(window.innerHeight);
  const inset = 3;
  for (const [name, x, y] of [
    ['centre', rect.left + rect.width / 2, rect.top + rect.height / 2],
    ['top left', rect.left + inset, rect.top + inset],
    ['bottom right', rect.right - inset, rect.bottom - inset],
  ] as const) {
    const hit = document.elementFromPoint(x, y);
    const what = hit ? `<${hit.localName} class="${hit.className}">` : 'nothing';
    expect(hit !== null && popup.contains(hit), `the popup is covered at its ${name} by ${what}`).to.equal(true);
  }
}

function expectBelow(popup: HTMLElement, input: HTMLInputElement): void {
  const popupRect = popup.getBoundingClientRect();
  const inputRect = input.getBoundingClientRect();
  expect(popupRect.top - inputRect.bottom, 'gap below the input').to.be.closeTo(GAP, 1);
  expect(popupRect.left, 'aligned with the input').to.be.closeTo(inputRect.left, 1);
}

for (const placement of ['CSS anchor positioning', 'script placement, the fallback']) {
  describe(`<us-address-autocomplete> popup placement: ${placement}`, () => {
    before(() => {
      anchored = placement === 'CSS anchor positioning';
      if (!anchored) CSS.supports = withoutAnchorPositioning;
    });

    after(() => {
      CSS.supports = supports;
    });

    it('opens below the input, as wide as it at least, when there is room', async () => {
      const el = await fixture<UsAddressAutocomplete>(html`
        <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
          <input name="address1" autocomplete="address-line1" style="width: 320px" />
        </us-address-autocomplete>
      `);
      const popup = await openList(el);
      expectBelow(popup, inputOf(el));
      expect(popup.getBoundingClientRect().width).to.be.at.least(inputOf(el).getBoundingClientRect().width - 0.5);
      expectFullyVisible(popup);
    });

    it('flips above the input near the bottom of the viewport', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`
        <div style="position: fixed; left: 16px; bottom: 12px">
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
            <input name="address1" autocomplete="address-line1" style="width: 320px" />
          </us-address-autocomplete>
        </div>
      `);
      const el = wrapper.querySelector('us-address-autocomplete')!;
      const popup = await openList(el);
      const popupRect = popup.getBoundingClientRect();
      const inputRect = inputOf(el).getBoundingClientRect();
      expect(inputRect.top, 'the input is not low enough for this test').to.be.greaterThan(window.innerHeight / 2);
      expect(inputRect.top - popupRect.bottom, 'gap above the input').to.be.closeTo(GAP, 1);
      expectFullyVisible(popup);
    });

    it('shows fully, above the dialog, inside a small modal <dialog>', async () => {
      const dialog = await fixture<HTMLDialogElement>(html`
        <dialog style="width: 360px; height: 90px; overflow: hidden; padding: 8px">
          <form method="dialog">
            <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
              <input name="address1" autocomplete="address-line1" style="width: 300px" />
            </us-address-autocomplete>
          </form>
        </dialog>
      `);
      dialog.showModal();
      try {
        const el = dialog.querySelector('us-address-autocomplete')!;
        const popup = await openList(el);
        expect(popup.getBoundingClientRect().bottom, 'the popup does not reach past the dialog').to.be.greaterThan(
          dialog.getBoundingClientRect().bottom,
        );
        expectBelow(popup, inputOf(el));
        expectFullyVisible(popup);
        // What a click on an option hits is that option, above the dialog.
        const first = optionsOf(el)[0]!;
        expect(first.contains(document.elementFromPoint(...centre(first))), 'the first option is not on top').to.equal(
          true,
        );
      } finally {
        dialog.close();
      }
    });

    it('shows fully outside a small overflow:hidden box', async () => {
      const box = await fixture<HTMLDivElement>(html`
        <div style="margin: 40px; width: 240px; height: 44px; overflow: hidden; position: relative; contain: paint">
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
            <input name="address1" autocomplete="address-line1" style="width: 220px" />
          </us-address-autocomplete>
        </div>
      `);
      const el = box.querySelector('us-address-autocomplete')!;
      const popup = await openList(el);
      expect(popup.getBoundingClientRect().bottom, 'the popup does not reach past the box').to.be.greaterThan(
        box.getBoundingClientRect().bottom,
      );
      expectBelow(popup, inputOf(el));
      expectFullyVisible(popup);
      const last = optionsOf(el).at(-1)!;
      last.scrollIntoView({ block: 'nearest' });
      await waitUntil(
        () => centre(last)[1] > box.getBoundingClientRect().bottom,
        'the last option is not below the box',
      );
      expect(last.contains(document.elementFromPoint(...centre(last))), 'the last option is not seen').to.equal(true);
    });

    it('shows fully inside a scrolled container, and follows the input when the container scrolls', async () => {
      const scroller = await fixture<HTMLDivElement>(html`
        <div style="height: 260px; width: 500px; overflow: auto; border: 1px solid">
          <div style="height: 400px"></div>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
            <input name="address1" autocomplete="address-line1" style="width: 300px" />
          </us-address-autocomplete>
          <div style="height: 1200px"></div>
        </div>
      `);
      const el = scroller.querySelector('us-address-autocomplete')!;
      scroller.scrollTop = 380;
      const popup = await openList(el);
      expectBelow(popup, inputOf(el));
      expectFullyVisible(popup);

      const before = popup.getBoundingClientRect().top;
      scroller.scrollTop = 320;
      const input = inputOf(el);
      await waitUntil(
        () => Math.abs(popup.getBoundingClientRect().top - input.getBoundingClientRect().bottom - GAP) <= 1,
        'the popup did not follow the input',
      );
      expect(popup.getBoundingClientRect().top - before, 'the popup moved with the scroll').to.be.closeTo(60, 1);
      expectBelow(popup, input);
      expectFullyVisible(popup);
      expect(isOpen(el), 'the list closed as its container scrolled').to.equal(true);
    });

    it('under `zoom: 2` on <html>: drawn under the input, not at twice its place and size (issue 20)', async () => {
      document.documentElement.style.zoom = '2';
      try {
        const el = await fixture<UsAddressAutocomplete>(html`
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0" style="margin-left: 93px">
            <input name="address1" autocomplete="address-line1" style="width: 208px" />
          </us-address-autocomplete>
        `);
        const popup = await openList(el);
        const input = inputOf(el);
        const inputRect = input.getBoundingClientRect();
        const popupRect = popup.getBoundingClientRect();
        expect(popupRect.left, 'aligned with the input').to.be.closeTo(inputRect.left, 1);
        expect(popupRect.top - inputRect.bottom, 'just below the input').to.be.within(0, 2 * GAP + 1);
        expect(popupRect.width, 'as wide as the input, not twice').to.be.within(inputRect.width - 1, window.innerWidth);
      } finally {
        document.documentElement.style.zoom = '';
      }
    });

    it('closes on Escape, keeping the text', async () => {
      const el = await fixture<UsAddressAutocomplete>(html`
        <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
          <input name="address1" autocomplete="address-line1" />
        </us-address-autocomplete>
      `);
      const popup = await openList(el);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(popup.matches(':popover-open')).to.equal(false);
      expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
      expect(inputOf(el).value).to.equal('1600 Ma');
    });

    it('closes on a click outside, keeping the text', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`
        <div>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
            <input name="address1" autocomplete="address-line1" style="width: 200px" />
          </us-address-autocomplete>
          <p style="margin-top: 480px; width: 100px">Outside</p>
        </div>
      `);
      const el = wrapper.querySelector('us-address-autocomplete')!;
      const popup = await openList(el);
      const outside = wrapper.querySelector('p')!.getBoundingClientRect();
      const x = Math.round(outside.left + 10);
      const y = Math.round(outside.top + outside.height / 2);
      expect(popup.contains(document.elementFromPoint(x, y)), 'the click point is on the popup').to.equal(false);
      await sendMouse({ type: 'click', position: [x, y] });
      await waitUntil(() => !popup.matches(':popover-open'), 'the popup stayed open after a click outside');
      expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
      expect(inputOf(el).value).to.equal('1600 Ma');
    });
  });
}
