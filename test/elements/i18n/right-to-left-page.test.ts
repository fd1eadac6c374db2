// A right-to-left page (`<html dir="rtl" lang="ar">`, the element's words in Arabic through `strings`): every part of
// the popup mirrors, checked where it is drawn (viewport coordinates): the popup at the input's right edge, the
// options' addresses and details, the units step's heading and its Back option (the chevron on the right), the status
// rows (no matches, unavailable, units not loaded), the units listed again when one is needed, and the "Did you mean"
// row. The service's Latin addresses keep their own direction inside it: each is drawn at the right edge, its words
// left to right in their order ("1600 Pennsylvania Ave Apt 4, Stratton, CO 80836", the house number first). The
// scrollbar is the engine's own. Answers come from the simulator.
import { expect, fixture, html } from '@open-wc/testing';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { setViewport } from '../../support/browser-window.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import {
  BASE,
  FetchRecorder,
  INTL_BASE,
  type IntlElement,
  KEY,
  chooseWithKeys,
  isOpen,
  listboxOf,
  optionsOf,
  popupOf,
  textSpanOf,
  typeInto,
  until,
} from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { autofill } from '../../support/entering.js';
import { chooseBaseThatNeedsUnit } from '../../support/unit-needed.js';
import {
  ARABIC_STRINGS,
  directionOf,
  drawnBox,
  drawnPieces,
  follows,
  insetFromStart,
  leftToRightPage,
  rightToLeftPage,
  wordsDrawnLeftToRight,
} from '../../support/bidi.js';

/** The inline padding of the options, the heading and the status row: 1.5 × the 0.5rem spacing token. */
const PADDING = 12;

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

before(async () => {
  await setViewport({ width: 800, height: 600 });
});

beforeEach(() => {
  rightToLeftPage();
});

afterEach(() => {
  leftToRightPage();
});

/** The labelled checkout form in the right-to-left page, its element speaking Arabic (unless `english`). */
async function checkout(options: { attributes?: string; baseUrl?: string; english?: boolean } = {}): Promise<Checkout> {
  const { english = false, ...rest } = options;
  const page = await checkoutForm({ labels: true, ...rest }, recorder);
  if (!english) page.el.strings = ARABIC_STRINGS;
  return page;
}

/** `part`'s text is drawn from `inset` px off `box`'s right edge (its longest line, when it wraps). */
function expectAtRight(part: Element, box: Element, what: string, inset = PADDING): void {
  expect(insetFromStart(drawnBox(part), box, 'rtl'), `${what}: from the right edge`).to.be.closeTo(inset, 1);
}

/** A Latin address: read left to right, drawn at `box`'s right edge, its words in their order. */
function expectLatinAtRight(text: HTMLElement, box: Element): void {
  const what = text.textContent!;
  expect(directionOf(text), `${what}: its own direction`).to.equal('ltr');
  expectAtRight(text, box, what);
  expect(wordsDrawnLeftToRight(text), `${what}: its words in order`).to.equal(true);
}

/**
 * The popup reads right to left and starts at the input's right edge (waited for: a popup whose content changed
 * while open is placed again in the next frame).
 */
async function expectMirroredPopup(page: Checkout): Promise<void> {
  expect(directionOf(page.popup)).to.equal('rtl');
  const edges = () => [page.popup.getBoundingClientRect().right, page.input.getBoundingClientRect().right];
  await until(() => Math.abs(edges()[0]! - edges()[1]!) < 1, `the popup's right edge is not the input's`);
}

/** The status row reads right to left, its `text` drawn at its right edge. */
async function expectStatusRowAtRight(page: Checkout, text: string): Promise<void> {
  await until(() => page.statusText === text, `no status row "${text}"`);
  await page.el.updateComplete;
  const row = page.statusRow!;
  await expectMirroredPopup(page);
  expect(directionOf(row)).to.equal('rtl');
  expectAtRight(row.firstElementChild!, row, text);
}

describe('in a right-to-left page, every part of the popup mirrors', () => {
  it("the list: at the input's right edge, each address and each building's count drawn from the right", async () => {
    const page = await checkout();
    await page.search('1600 Pe');
    await expectMirroredPopup(page);
    let details = 0;
    for (const option of page.options) {
      expect(directionOf(option)).to.equal('rtl');
      expectLatinAtRight(textSpanOf(option), option);
      const detail = option.querySelector('.address-autocomplete-option-detail');
      if (!detail) continue;
      details += 1;
      expect(detail.textContent).to.equal(ARABIC_STRINGS.entries(21));
      expect(directionOf(detail)).to.equal('rtl');
      expectAtRight(detail, option, detail.textContent!);
    }
    expect(details, 'the simulator lists buildings with their counts').to.be.greaterThan(0);
  });

  it("the units step: the heading (the building's address, then its count) and each unit", async () => {
    const page = await checkout();
    const rows = await page.search('1600 Pe');
    await chooseWithKeys(rows.findIndex((row) => (row.entries ?? 0) > 1));
    await until(() => page.context !== null && page.options.length > 2, 'the units were not listed');
    await page.el.updateComplete;
    await expectMirroredPopup(page);

    const heading = page.context!;
    const address = heading.firstElementChild as HTMLElement;
    expect(directionOf(heading)).to.equal('rtl');
    expect(heading.textContent).to.equal(`${address.textContent} — ${ARABIC_STRINGS.entries(21)}`);
    expectLatinAtRight(address, heading);
    const [dash] = drawnPieces(heading, [' — ']);
    expect(follows(dash!, address.getBoundingClientRect(), 'rtl'), 'the count after the address').to.equal(true);

    const units = page.options;
    const apartment = units.find((unit) => / Apt \d+,/.test(unit.textContent ?? ''));
    expect(apartment, 'the simulator lists apartments').to.not.equal(undefined);
    for (const unit of units) expectLatinAtRight(textSpanOf(unit), unit);
  });

  it('a drill-down of the international element: the Back option, its chevron on the right', async () => {
    const el = await fixture<IntlElement>(
      html`<intl-address-autocomplete embedded-key=${KEY} base-url=${INTL_BASE} country="CAN" debounce="0"
        ><input aria-label="Street"
      /></intl-address-autocomplete>`,
    );
    el.strings = ARABIC_STRINGS;
    await typeInto(el, '123 Main');
    await until(
      () => optionsOf(el).some((option) => option.dataset.kind === 'group') && isOpen(el),
      'no building listed',
    );
    await until(() => listboxOf(el).getAttribute('aria-busy') === 'false', 'the list stayed busy');
    await chooseWithKeys(optionsOf(el).findIndex((option) => option.dataset.kind === 'group'));
    await until(() => optionsOf(el)[0]?.dataset.kind === 'back', 'no Back option');
    await el.updateComplete;
    const back = optionsOf(el)[0]!;
    expect(directionOf(popupOf(el))).to.equal('rtl');
    expect(back.textContent).to.equal(ARABIC_STRINGS.back);
    expect(directionOf(back)).to.equal('rtl');
    const chevron = getComputedStyle(back, '::before');
    expect(chevron.direction, 'the chevron is laid out right to left').to.equal('rtl');
    expect(chevron.content.startsWith('"\u2039"'), 'U+2039, which right-to-left text draws mirrored (›)').to.equal(
      true,
    );
    const word = drawnBox(textSpanOf(back));
    expect(insetFromStart(word, back, 'rtl'), 'the chevron and a gap come first, on the right').to.be.greaterThan(
      PADDING + 4,
    );
    expect(word.left - back.getBoundingClientRect().left, 'nothing on the left').to.be.greaterThan(PADDING);
    for (const unit of optionsOf(el).slice(1)) expectLatinAtRight(textSpanOf(unit), unit);
  });

  it('the status row: no matching addresses', async () => {
    const page = await checkout();
    await typeInto(page.el, 'zzqx');
    await expectStatusRowAtRight(page, ARABIC_STRINGS.noResults);
  });

  it('the status row: suggestions unavailable (503)', async () => {
    const page = await checkout({ baseUrl: `${BASE}?simulator_fault=status:503` });
    await typeInto(page.el, '1600 Ma');
    await expectStatusRowAtRight(page, ARABIC_STRINGS.error('server'));
  });

  it('the status row: the units could not be loaded', async () => {
    recorder.rewrite = (url) => {
      if (url.searchParams.has('selected')) url.searchParams.set('simulator_fault', 'status:503');
      return url;
    };
    const page = await checkout();
    const rows = await page.search('1600 Pe');
    await chooseWithKeys(rows.findIndex((row) => (row.entries ?? 0) > 1));
    await expectStatusRowAtRight(page, ARABIC_STRINGS.expansionFailed);
  });

  it('a status row that changes while open keeps to the right edge: its words grow to the left', async () => {
    const page = await checkout();
    await typeInto(page.el, 'zzqw');
    await expectStatusRowAtRight(page, ARABIC_STRINGS.noResults);
    const before = page.popup.getBoundingClientRect();
    recorder.rewrite = (url) => {
      url.searchParams.set('simulator_fault', 'status:503');
      return url;
    };
    await typeInto(page.el, 'x');
    await expectStatusRowAtRight(page, ARABIC_STRINGS.error('server'));
    expect(page.popup.getBoundingClientRect().width, 'the longer words widen the popup').to.be.greaterThan(
      before.width + 20,
    );
  });

  it('English words in the right-to-left page (no translation): the row mirrors, the words keep their order', async () => {
    const page = await checkout({ english: true });
    await typeInto(page.el, 'zzqy');
    await expectStatusRowAtRight(page, DEFAULT_STRINGS.noResults);
    const words = page.statusRow!.firstElementChild!;
    expect(directionOf(words)).to.equal('ltr');
    expect(wordsDrawnLeftToRight(words)).to.equal(true);
  });

  it('the units listed again when the address needs one: why, the units and "No unit"', async () => {
    const page = await checkout({ attributes: 'verify' });
    await chooseBaseThatNeedsUnit(page, ARABIC_STRINGS.unitNeeded);
    await page.el.updateComplete;
    await expectMirroredPopup(page);
    const heading = page.context!;
    expect(directionOf(heading)).to.equal('rtl');
    expectAtRight(heading.firstElementChild!, heading, ARABIC_STRINGS.unitNeeded);
    const decline = page.options.at(-1)!;
    expect(decline.textContent).to.equal(ARABIC_STRINGS.noUnit);
    expectAtRight(textSpanOf(decline), decline, ARABIC_STRINGS.noUnit);
    for (const unit of page.options.slice(0, -1)) expectLatinAtRight(textSpanOf(unit), unit);
  });

  it('the "Did you mean" row of an autofilled address: its heading, the address offered, "keep what I entered"', async () => {
    const page = await checkout({ attributes: 'verify' });
    autofill(page.form, page.input, {
      street: '1600 Amphitheater Pkwy',
      city: 'Mountain View',
      state: 'CA',
      zip: '94043',
    });
    await until(() => page.isOpen && page.options.length === 2, 'no "Did you mean" row');
    await page.el.updateComplete;
    await expectMirroredPopup(page);
    const heading = page.context!;
    expect(heading.textContent).to.equal(ARABIC_STRINGS.didYouMean);
    expect(directionOf(heading)).to.equal('rtl');
    expectAtRight(heading.firstElementChild!, heading, ARABIC_STRINGS.didYouMean);
    const [offered, keep] = page.options;
    expectLatinAtRight(textSpanOf(offered!), offered!);
    expect(keep!.textContent).to.equal(ARABIC_STRINGS.keepEntered);
    expectAtRight(textSpanOf(keep!), keep!, ARABIC_STRINGS.keepEntered);
  });
});
