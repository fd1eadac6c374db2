// Where the popup shows under CSS `zoom` (on <html>, on an ancestor; 2 and 1.5), in a 320 px viewport, and for an
// input in a scrolled container that is translated and scaled. Every assertion is in the coordinates
// getBoundingClientRect reports, which is what the shopper sees in Chromium and Firefox: there (standardized CSS zoom,
// Chromium 128+, Firefox 126+) a zoomed element's rect is in viewport pixels while its `left`, `top` and widths are
// in its own, unzoomed CSS pixels. WebKitGTK 2.50 still has the legacy zoom: rects are in the element's unzoomed
// pixels and there is no `currentCSSZoom`; the input and the popup share one zoom, so the same assertions hold there.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import { startAnchoredPositioning } from '../../../src/core/view/anchored-positioning.js';
import { startScriptPositioning } from '../../../src/core/view/script-positioning.js';
import { startPositioning as placeEitherWay } from '../../../src/core/view/positioning.js';
import { adoptStyles } from '../../../src/core/view/styles.js';
import { emulateBrowserZoom, setViewport } from '../../support/browser-window.js';

/** The two placements, each tested in every engine (see positioning.test.ts). */
const PLACEMENTS = [
  { name: 'CSS anchor positioning', start: startAnchoredPositioning, anchored: true },
  { name: 'script placement, the fallback', start: startScriptPositioning, anchored: false },
];
let startPositioning = startAnchoredPositioning;
let anchored = true;

const GAP = 4;
const EDGE = 8;
const stops: (() => void)[] = [];

async function frames(n = 3) {
  for (let i = 0; i < n; i++) await nextFrame();
}

/** Whether rects are zoomed (standardized CSS zoom): Chromium 128+ and Firefox, not WebKitGTK 2.50. */
const standardizedZoom = 'currentCSSZoom' in Element.prototype;

const isChromium = navigator.userAgent.includes('Chrome/');

/** WebKitGTK (MiniBrowser), whose window has a minimum width. */
const isWebKitGtk = /AppleWebKit/.test(navigator.userAgent) && !/Chrome/.test(navigator.userAgent);

/** Renders `around` (holding one `<input>`), then opens a popup beside the input (as the element inserts it). */
async function open(around: TemplateResult) {
  const root = await fixture<HTMLElement>(around);
  return openBeside(root.querySelector('input')!);
}

/** Opens a five-row popup right after `input` and positions it. */
async function openBeside(input: HTMLInputElement, start = startPositioning) {
  adoptStyles(input.parentElement!);
  const popup = input.ownerDocument.createElement('div');
  popup.className = 'address-autocomplete-popup';
  popup.popover = 'manual';
  render(
    html`<div class="address-autocomplete-listbox" role="listbox">
      ${[1, 2, 3, 4, 5].map(
        (n) => html`<div class="address-autocomplete-option" role="option" aria-selected="false">${n} Main St</div>`,
      )}
    </div>`,
    popup,
  );
  input.after(popup);
  popup.showPopover();
  stops.push(start(input, popup));
  await frames();
  return { input, popup };
}

/** Under the input: start edges aligned, top just below the input's bottom, at least as wide, inside the viewport. */
function expectUnder(input: HTMLElement, popup: HTMLElement, zoom = 1) {
  const anchor = input.getBoundingClientRect();
  const box = popup.getBoundingClientRect();
  const where = `input ${JSON.stringify(anchor)}, popup ${JSON.stringify(box)}`;
  expect(box.left, `left: ${where}`).to.be.closeTo(anchor.left, 1);
  expect(box.top - anchor.bottom, `gap: ${where}`).to.be.within(0, GAP * zoom + 1);
  const view = input.ownerDocument.defaultView!;
  expect(box.width, `width: ${where}`).to.be.within(anchor.width - 1, view.innerWidth);
  expect(box.bottom, `bottom: ${where}`).to.be.at.most(view.innerHeight);
}

const placed = html`
  <div>
    <input style="position: absolute; left: 101px; top: 40px; width: 208px; height: 30px; box-sizing: border-box" />
  </div>
`;

for (const placement of PLACEMENTS) {
  describe(`positioning under zoom and odd viewports: ${placement.name}`, () => {
    before(() => {
      ({ start: startPositioning, anchored } = placement);
    });

    beforeEach(async () => {
      await setViewport({ width: 800, height: 600 });
    });

    afterEach(() => {
      for (const stop of stops.splice(0)) stop();
      document.documentElement.style.zoom = '';
    });

    it('zoom: 2 on <html>: the popup is drawn under the input, not at twice its place and size', async () => {
      document.documentElement.style.zoom = '2';
      const { input, popup } = await open(placed);
      expectUnder(input, popup, 2);
      if (standardizedZoom) {
        expect(input.getBoundingClientRect().left, 'the rect is in viewport pixels').to.be.closeTo(202, 1);
        expect(popup.getBoundingClientRect().width, 'not twice the width').to.be.below(2 * 416);
      }
    });

    it("zoom: 2 on <html>, right to left: held by its right edge, drawn at the input's", async () => {
      document.documentElement.style.zoom = '2';
      const { input, popup } = await open(html`<div dir="rtl">${placed}</div>`);
      expect(popup.style.right, 'placed by its right edge').to.match(anchored ? /^anchor\(right\)$/ : /px$/);
      expect(popup.style.left).to.equal('');
      const anchor = input.getBoundingClientRect();
      const box = popup.getBoundingClientRect();
      expect(box.right, 'right edges').to.be.closeTo(anchor.right, 1);
      expect(box.top - anchor.bottom, 'gap').to.be.within(0, GAP * 2 + 1);
    });

    it('zoom: 1.5 on <html>', async () => {
      document.documentElement.style.zoom = '1.5';
      const { input, popup } = await open(placed);
      expectUnder(input, popup, 1.5);
    });

    it('zoom: 2 on an ancestor of the input', async () => {
      const { input, popup } = await open(html`<div style="zoom: 2; margin-left: 30px">${placed}</div>`);
      expectUnder(input, popup, 2);
    });

    it('zoom: 2 near the bottom of the viewport: above the input, inside the viewport', async () => {
      document.documentElement.style.zoom = '2';
      const { input, popup } = await open(html`
        <div>
          <input
            style="position: fixed; left: 20px; bottom: 10px; width: 200px; height: 30px; box-sizing: border-box"
          />
        </div>
      `);
      const anchor = input.getBoundingClientRect();
      const box = popup.getBoundingClientRect();
      expect(box.left).to.be.closeTo(anchor.left, 1);
      expect(anchor.top - box.bottom, 'gap above').to.be.within(0, GAP * 2 + 1);
      expect(box.top).to.be.at.least(0);
    });

    it('a 320 px viewport: under the input, no wider than the viewport (WebKitGTK: its narrowest window)', async () => {
      await setViewport({ width: 320, height: 568 });
      await frames();
      const { input, popup } = await open(html`
        <div style="padding: 16px">
          <input style="width: 100%; height: 40px; box-sizing: border-box" />
        </div>
      `);
      const width = document.documentElement.clientWidth;
      if (isWebKitGtk) {
        // WebKitGTK 2.50's MiniBrowser window is no narrower than 447 px, whatever WebDriver asks: the frame below is a
        // 320 px viewport in every engine.
        expect(width, 'WebKitGTK narrowed its window to 320 px: drop this branch').to.be.above(320);
      } else expect(width).to.equal(320);
      expectUnder(input, popup);
      expect(popup.getBoundingClientRect().right).to.be.at.most(width - EDGE + 0.5);
    });

    it('a 320 px wide frame: under the input, no wider than the frame', async () => {
      const frame = await fixture<HTMLIFrameElement>(
        html`<iframe style="width: 320px; height: 480px; border: 0"></iframe>`,
      );
      const doc = frame.contentDocument!;
      const box = doc.createElement('div');
      box.style.padding = '16px';
      const input = doc.createElement('input');
      input.style.cssText = 'width: 100%; height: 40px; box-sizing: border-box';
      box.append(input);
      doc.body.append(box);
      const { popup } = await openBeside(input);
      expect(frame.contentWindow!.innerWidth).to.equal(320);
      expectUnder(input, popup);
      expect(popup.getBoundingClientRect().right).to.be.at.most(320 - EDGE + 0.5);
    });

    it('an input in a scrolled container that is translated and scaled: under the input as drawn', async () => {
      const scroller = await fixture<HTMLDivElement>(html`
        <div
          style="height: 240px; width: 420px; overflow: scroll; transform: translate(30px, 20px) scale(1.25); transform-origin: 0 0"
        >
          <div style="height: 300px"></div>
          <input style="width: 260px; height: 30px; box-sizing: border-box" />
          <div style="height: 900px"></div>
        </div>
      `);
      scroller.scrollTop = 250;
      // Firefox and WebKit anchor to the untransformed box: an input under a transform is placed by script.
      const { input, popup } = await openBeside(scroller.querySelector('input')!, placeEitherWay);
      expect(popup.style.left, 'placed by script').to.match(/px$/);
      expectUnder(input, popup, 1.25);
      scroller.scrollTop = 200;
      await frames();
      expectUnder(input, popup, 1.25);
    });

    it('browser zoom 200% (Chromium: DevTools device metrics; Firefox and WebKit cannot emulate it)', async () => {
      const emulated = await emulateBrowserZoom(2, { width: 800, height: 600 });
      try {
        if (emulated) {
          expect([innerWidth, devicePixelRatio], 'the CSS viewport halves, the pixel ratio doubles').to.deep.equal([
            400, 2,
          ]);
        } else {
          // Firefox ESR 153 (BiDi) and WebKitGTK 2.50 (WebDriver) have no pixel-ratio emulation: the layout half of
          // browser zoom, the CSS viewport halved, is what they can show.
          expect(isChromium, 'Chromium did not emulate browser zoom').to.equal(false);
          await setViewport({ width: 400, height: 300 });
          await frames();
        }
        const { input, popup } = await open(html`
          <div style="padding: 8px"><input style="width: 280px; height: 32px; box-sizing: border-box" /></div>
        `);
        expectUnder(input, popup);
      } finally {
        if (emulated) await emulateBrowserZoom(1, { width: 800, height: 600 });
      }
    });
  });
}
