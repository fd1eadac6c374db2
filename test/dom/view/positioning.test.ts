import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import { chooseSide } from '../../../src/core/view/popup-side.js';
import { anchorPositioning } from '../../../src/core/view/positioning.js';
import { startAnchoredPositioning } from '../../../src/core/view/anchored-positioning.js';
import { startScriptPositioning } from '../../../src/core/view/script-positioning.js';
import { adoptStyles } from '../../../src/core/view/styles.js';

/** The two placements, each tested in every engine: the engines tested all have CSS anchor positioning. */
const PLACEMENTS = [
  { name: 'CSS anchor positioning', start: startAnchoredPositioning, anchored: true },
  { name: 'script placement, the fallback', start: startScriptPositioning, anchored: false },
];
let startPositioning = startAnchoredPositioning;
let anchored = true;

const EDGE = 8;
const GAP = 4;
const stops: (() => void)[] = [];
const setAttributeCalls: string[] = [];

async function frames(n = 3) {
  for (let i = 0; i < n; i++) await nextFrame();
}

function options(count: number) {
  return Array.from(
    { length: count },
    (_, i) => html`<div class="address-autocomplete-option" role="option">${100 + i} Main St, Springfield, IL</div>`,
  );
}

/**
 * Renders `around` (which holds an `<input>` and an element `.slot` to receive the popup), opens a popup with
 * `count` options next to the input, starts positioning, and waits for it to settle.
 */
async function open(around: TemplateResult, count = 5, before?: (root: HTMLElement) => void) {
  const root = await fixture<HTMLElement>(around);
  adoptStyles(root);
  const input = root.querySelector('input')!;
  const popup = document.createElement('div');
  popup.className = 'address-autocomplete-popup';
  popup.popover = 'manual';
  render(html`<div class="address-autocomplete-listbox" role="listbox">${options(count)}</div>`, popup);
  input.after(popup);
  before?.(root);
  setAttributeCalls.length = 0;
  popup.setAttribute = (name: string, value: string) => {
    setAttributeCalls.push(name);
    Element.prototype.setAttribute.call(popup, name, value);
  };
  popup.showPopover();
  const stop = startPositioning(input, popup);
  stops.push(stop);
  await frames();
  return { root, input, popup, stop };
}

/** A fixed-position input at (left, top), 300 × 32 px. */
const placed = (left: number, top: number) => html`
  <div>
    <input
      style="position: fixed; left: ${left}px; top: ${top}px; width: 300px; height: 32px; box-sizing: border-box"
    />
  </div>
`;

function expectInViewport(popup: HTMLElement) {
  const box = popup.getBoundingClientRect();
  expect(box.top).to.be.at.least(0);
  expect(box.left).to.be.at.least(0);
  expect(box.bottom).to.be.at.most(innerHeight);
  expect(box.right).to.be.at.most(innerWidth);
}

function expectOnTop(popup: HTMLElement) {
  const box = popup.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  expect(hit === popup || popup.contains(hit), `hit <${hit?.localName} class="${hit?.className}">`).to.equal(true);
}

it('every engine tested places by CSS anchor positioning', () => {
  expect(anchorPositioning()).to.equal(true);
});

for (const placement of PLACEMENTS) {
  describe(`positioning: ${placement.name}`, () => {
    before(() => {
      ({ start: startPositioning, anchored } = placement);
    });

    afterEach(() => {
      for (const stop of stops.splice(0)) stop();
    });

    it('places the popup under the input, aligned with its start edge, at least as wide', async () => {
      const { input, popup } = await open(placed(50, 100));
      const anchor = input.getBoundingClientRect();
      const box = popup.getBoundingClientRect();
      expect(box.top).to.be.closeTo(anchor.bottom + GAP, 1);
      expect(box.left).to.be.closeTo(anchor.left, 1);
      expect(box.width).to.be.at.least(anchor.width - 0.5);
      expectOnTop(popup);
    });

    it("aligns with the input's right edge in a right-to-left page", async () => {
      const { input, popup } = await open(html`<div dir="rtl">${placed(300, 100)}</div>`);
      expect(popup.getBoundingClientRect().right).to.be.closeTo(input.getBoundingClientRect().right, 1);
    });

    it('in a right-to-left page, is held by its right edge, and shifts back into the viewport at its left', async () => {
      const { input, popup } = await open(html`<div dir="rtl">${placed(20, 100)}</div>`, 3, (root) => {
        const long = document.createElement('div');
        long.textContent = 'Very long street name '.repeat(3);
        root.querySelector('.address-autocomplete-listbox')!.append(long);
      });
      if (!anchored) {
        expect(popup.style.right).to.match(/px$/);
        expect(popup.style.left).to.equal('');
      }
      const box = popup.getBoundingClientRect();
      expect(box.width, 'wider than the room left of the input').to.be.greaterThan(input.getBoundingClientRect().right);
      expect(box.left).to.be.closeTo(EDGE, 0.5);
    });

    it('flips above the input near the bottom of the viewport', async () => {
      const { input, popup } = await open(placed(50, innerHeight - 60));
      const anchor = input.getBoundingClientRect();
      const box = popup.getBoundingClientRect();
      expect(box.bottom).to.be.closeTo(anchor.top - GAP, 1);
      expectInViewport(popup);
    });

    it('shifts back into the viewport near its inline end', async () => {
      const { popup } = await open(placed(innerWidth - 100, 100));
      expect(popup.getBoundingClientRect().right).to.be.at.most(innerWidth - EDGE + 0.5);
    });

    it('limits its height to the space available, and to the max-height token when that is smaller', async () => {
      const top = Math.round(innerHeight / 2) - 16;
      const { input, popup } = await open(placed(50, top), 40);
      const below = innerHeight - input.getBoundingClientRect().bottom - GAP - EDGE;
      const box = popup.getBoundingClientRect();
      const room = Math.min(320, below);
      expect(box.height).to.be.closeTo(room, 1);
      expect(box.bottom).to.be.at.most(innerHeight - EDGE + 0.5);
      const available = parseFloat(popup.style.getPropertyValue('--address-autocomplete-available-height'));
      expect(available).to.be.closeTo(below, 1);
      const listbox = popup.querySelector('.address-autocomplete-listbox')!;
      expect(listbox.scrollHeight).to.be.greaterThan(listbox.clientHeight, 'the rest of the list scrolls');

      popup.style.setProperty('--address-autocomplete-max-height', '100px');
      await frames();
      expect(popup.getBoundingClientRect().height).to.be.closeTo(100, 0.5);
    });

    it('limits its width to the viewport', async () => {
      const { popup } = await open(placed(20, 100), 3, (root) => {
        const long = document.createElement('div');
        long.textContent = 'Very long street name '.repeat(30);
        root.querySelector('.address-autocomplete-listbox')!.append(long);
      });
      const box = popup.getBoundingClientRect();
      expect(parseFloat(popup.style.maxWidth)).to.be.at.most(innerWidth - 2 * EDGE + 0.5);
      expect(box.right).to.be.at.most(innerWidth - EDGE + 0.5);
    });

    it('escapes a small overflow: hidden, transformed box', async () => {
      const { popup } = await open(html`
        <div
          style="position: absolute; top: 150px; left: 40px; width: 120px; height: 36px; overflow: hidden; transform: translateZ(0)"
        >
          <input style="width: 110px" />
        </div>
      `);
      const box = popup.getBoundingClientRect();
      expect(box.height).to.be.greaterThan(100, 'not clipped to the box');
      expect(box.top).to.be.greaterThan(150);
      expectInViewport(popup);
      expectOnTop(popup);
    });

    it("shows above a modal dialog's backdrop and the dialog itself", async () => {
      const { popup } = await open(
        html`
          <dialog style="margin: 40px; padding: 8px; width: 320px; height: 60px; overflow: hidden">
            <input style="width: 300px" />
          </dialog>
        `,
        8,
        (root) => (root as HTMLDialogElement).showModal(),
      );
      const dialog = popup.closest('dialog')!;
      const box = popup.getBoundingClientRect();
      expect(box.bottom).to.be.greaterThan(dialog.getBoundingClientRect().bottom, 'it leaves the dialog box');
      expectInViewport(popup);
      expectOnTop(popup);
      dialog.close();
    });

    it('follows the input while running, and stops after the cleanup', async () => {
      const { input, popup, stop } = await open(placed(50, 100));
      input.style.top = '160px';
      dispatchEvent(new Event('resize'));
      await frames();
      expect(popup.getBoundingClientRect().top).to.be.closeTo(160 + 32 + GAP, 1);

      stop();
      if (anchored) {
        // The browser placed it: the cleanup takes the input's anchor name back, and the popup is closed after it.
        expect(input.style.getPropertyValue('anchor-name')).to.equal('');
        return;
      }
      input.style.top = '220px';
      input.style.width = '200px';
      dispatchEvent(new Event('resize'));
      await frames();
      expect(popup.getBoundingClientRect().top).to.be.closeTo(160 + 32 + GAP, 1);
      expect(popup.style.minWidth).to.equal('300px');
    });

    it('follows the input moved by a layout change, with no scroll or resize event', async () => {
      const { input, popup } = await open(placed(50, 100));
      input.style.top = '180px';
      await frames();
      const top = popup.getBoundingClientRect().top;
      // The script placement follows at the next scroll, resize or change of the list (documented); the browser's
      // anchor positioning at once.
      if (anchored) expect(top).to.be.closeTo(180 + 32 + GAP, 1);
      else expect(top).to.be.closeTo(100 + 32 + GAP, 1);
    });

    it("keeps the input's own anchor name beside its own, and gives it back", async () => {
      const { input, stop } = await open(placed(50, 100), 5, (root) =>
        root.querySelector('input')!.style.setProperty('anchor-name', '--page-anchor'),
      );
      if (anchored)
        expect(input.style.getPropertyValue('anchor-name')).to.match(/^--page-anchor, --address-autocomplete-\d+$/);
      stop();
      expect(input.style.getPropertyValue('anchor-name')).to.equal('--page-anchor');
    });

    it('follows an input and a list that grow without a "ResizeObserver loop" error (error trackers report it)', async () => {
      const errors: string[] = [];
      const onError = (event: ErrorEvent) => {
        errors.push(event.message);
        // The browser's own report of the loop is benign; kept from mocha, which would fail the test on it.
        event.preventDefault();
      };
      addEventListener('error', onError);
      try {
        const { input, popup } = await open(placed(50, 100));
        for (const width of [360, 420, 380]) {
          input.style.width = `${width}px`;
          await frames();
          expect(popup.getBoundingClientRect().width).to.be.at.least(width - 1);
        }
        // The list grows from one row to many near the viewport's bottom: the popup moves above the input and takes
        // the height there, a resize of the popup caused by the update that its own resize started.
        input.style.top = `${innerHeight - 32 - 90}px`;
        dispatchEvent(new Event('resize'));
        const listbox = popup.querySelector('[role="listbox"]')!;
        render(options(1), listbox as HTMLElement);
        await frames();
        render(options(8), listbox as HTMLElement);
        await frames();
        expect(popup.getBoundingClientRect().bottom).to.be.at.most(input.getBoundingClientRect().top);
      } finally {
        removeEventListener('error', onError);
      }
      expect(errors).to.deep.equal([]);
    });

    it('writes through the CSSOM only, never the style attribute', async () => {
      const { popup } = await open(placed(50, 100));
      if (anchored) {
        expect(popup.style.getPropertyValue('position-anchor')).to.match(/^--address-autocomplete-\d+$/);
        expect(popup.style.top).to.equal('anchor(bottom)');
      } else {
        expect(popup.style.left).to.match(/px$/);
        expect(popup.style.top).to.match(/px$/);
      }
      expect(popup.style.maxWidth).to.match(/px$/);
      expect(popup.style.getPropertyValue('--address-autocomplete-available-height')).to.match(/px$/);
      expect(setAttributeCalls).to.deep.equal([]);
    });
  });
}

describe('positioning: one popup placed both ways', () => {
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('is placed by script as if never anchored once the anchored placement stopped (an input became transformed)', async () => {
    startPositioning = startAnchoredPositioning;
    const { input, popup, stop } = await open(placed(50, innerHeight - 60));
    stop();
    // WebKitGTK 2.50 hangs laying out `anchor()` insets whose anchor is gone: nothing that names one is left.
    expect(popup.style.cssText).not.to.match(/anchor|margin/);
    popup.hidePopover();
    popup.showPopover();
    stops.push(startScriptPositioning(input, popup));
    await frames();
    const anchor = input.getBoundingClientRect();
    expect(popup.getBoundingClientRect().bottom).to.be.closeTo(anchor.top - GAP, 1);
    expect(popup.style.getPropertyValue('position-anchor')).to.equal('');
  });
});

describe('chooseSide', () => {
  it('goes below when the rows fit there, even with more room above', () => {
    expect(chooseSide(undefined, 150, { below: 160, above: 600 })).to.equal('below');
  });

  it('flips above only when the rows do not fit below, and to the roomier side when they fit nowhere', () => {
    expect(chooseSide(undefined, 150, { below: 100, above: 600 })).to.equal('above');
    expect(chooseSide(undefined, 500, { below: 100, above: 300 })).to.equal('above');
    expect(chooseSide(undefined, 500, { below: 300, above: 100 })).to.equal('below');
  });

  it('keeps the side it took while the rows still fit there', () => {
    expect(chooseSide('above', 60, { below: 100, above: 600 })).to.equal('above');
    expect(chooseSide('below', 150, { below: 100, above: 600 }), 'no longer fits').to.equal('above');
  });
});
