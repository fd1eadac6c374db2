// The right-to-left page (`<html dir="rtl" lang="ar">`, the element's words in Arabic through `strings`) as a
// shopper meets it: axe finds nothing in the list, the units step or a status row, in the light and the dark scheme
// (contrast included); on a phone-wide viewport the popup stays inside the screen at the input's right edge; and a
// list that scrolls has the engine's own scrollbar on its inline-start side where the engine gives it a gutter.
import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '../../support/browser-window.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { BASE, FetchRecorder, chooseWithKeys, textSpanOf, typeInto, until } from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import {
  ARABIC_STRINGS,
  directionOf,
  lastWordBox,
  leftToRightPage,
  onOneLine,
  rightToLeftPage,
  wordsDrawnLeftToRight,
} from '../../support/bidi.js';

const EDGE = 8;

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

beforeEach(async () => {
  await setViewport({ width: 800, height: 600 });
  rightToLeftPage();
});

afterEach(async () => {
  leftToRightPage();
  await emulateMedia({ colorScheme: 'light' });
});

async function checkout(options: { attributes?: string; baseUrl?: string } = {}): Promise<Checkout> {
  const page = await checkoutForm({ labels: true, ...options }, recorder);
  page.el.strings = ARABIC_STRINGS;
  return page;
}

/** axe finds nothing in the form and its popup, in the light scheme and in the dark one. */
async function expectAccessibleInBothSchemes(page: Checkout): Promise<void> {
  await expect(page.form).to.be.accessible();
  await emulateMedia({ colorScheme: 'dark' });
  await expect(page.form).to.be.accessible();
}

/** The popup reads right to left at the input's right edge (waited for: it is placed as the list changes). */
async function mirrored(page: Checkout): Promise<void> {
  expect(directionOf(page.popup)).to.equal('rtl');
  const gap = () => page.popup.getBoundingClientRect().right - page.input.getBoundingClientRect().right;
  await until(() => Math.abs(gap()) < 1, "the popup's right edge is not the input's");
}

describe('a right-to-left page on screen', () => {
  it('axe: the open list, an option active, light and dark', async () => {
    const page = await checkout();
    await page.search('1600 Pe');
    await page.activate(1);
    await mirrored(page);
    await expectAccessibleInBothSchemes(page);
  });

  it('axe: the units step, light and dark', async () => {
    const page = await checkout();
    const rows = await page.search('1600 Pe');
    await chooseWithKeys(rows.findIndex((row) => (row.entries ?? 0) > 1));
    await until(() => page.context !== null && page.options.length > 2, 'the units were not listed');
    await page.el.updateComplete;
    await mirrored(page);
    await expectAccessibleInBothSchemes(page);
  });

  it('axe: the status row of a failed lookup, light and dark', async () => {
    const page = await checkout({ baseUrl: `${BASE}?simulator_fault=status:503` });
    await typeInto(page.el, '1600 Ma');
    await until(() => page.statusText === ARABIC_STRINGS.error('server'), 'no status row');
    await mirrored(page);
    await expectAccessibleInBothSchemes(page);
  });

  it("on a phone-wide viewport (375 px): inside the screen, at the input's right edge, wrapped lines at the right", async () => {
    await setViewport({ width: 375, height: 667 });
    const page = await checkout();
    await page.search('1600 Pe');
    await mirrored(page);
    const box = page.popup.getBoundingClientRect();
    // WebKitGTK 2.50's window is never narrower than 447 px (see docs/contributing/testing.md): the viewport is what it gives.
    expect(box.left).to.be.at.least(EDGE - 0.5);
    expect(box.right).to.be.at.most(document.documentElement.clientWidth - EDGE + 0.5);
    // A Latin address that wraps reads left to right line by line, and each line ends at the right edge: so does the
    // last one (its last word), which a text aligned by its own direction would leave on the left.
    const wrapped = page.options.map((option) => textSpanOf(option)).filter((text) => !onOneLine(text));
    if (document.documentElement.clientWidth < 400)
      expect(wrapped.length, 'addresses wrap at phone width').to.be.above(0);
    for (const text of wrapped) {
      const option = text.closest('[role="option"]')!;
      expect(wordsDrawnLeftToRight(text), text.textContent!).to.equal(true);
      expect(option.getBoundingClientRect().right - lastWordBox(text).right, text.textContent!).to.be.closeTo(12, 1);
    }
  });

  it("a list that scrolls: the scrollbar is the engine's, on the inline-start side where it takes room", async () => {
    const page = await checkout({ attributes: 'max-results=10' });
    page.el.style.setProperty('--address-autocomplete-max-height', '150px');
    await page.search('1600 Pe');
    await mirrored(page);
    const listbox = page.listbox;
    expect(listbox.scrollHeight, 'the list scrolls').to.be.greaterThan(listbox.clientHeight);
    const gutter = listbox.offsetWidth - listbox.clientWidth;
    if (navigator.userAgent.includes('Firefox/')) {
      // Firefox ESR 153 draws a classic scrollbar with a gutter: in a right-to-left box it is on the left.
      expect(gutter).to.be.greaterThan(0);
      expect(listbox.clientLeft, 'the scrollbar is on the left').to.equal(gutter);
    } else {
      // Headless Chromium 156 and WebKitGTK 2.50 draw overlay scrollbars, over the list, taking no room: no side to
      // check in coordinates.
      expect(gutter, 'an overlay scrollbar takes no room').to.equal(0);
      expect(listbox.clientLeft).to.equal(0);
    }
  });
});
