// The popup looks as designed on pages that style every element: Tailwind's preflight, Bootstrap (its reboot is part
// of bootstrap.css), normalize.css, each loaded unlayered from its npm package, and a theme of plain element
// selectors (test/fixtures/styles/element-theme.css). The real element opens against the simulator, on a page
// without any of them first and then under each; the computed styles of every part of the popup (popup, listbox,
// options and their text, detail and marked words, the active option, the context heading of an expanded group, the status row,
// the visually hidden live region) must be the same. The font size, line height and weight are compared relative to
// the element's own: the popup takes the page's font by design (a theme's light 13px text makes light 13px options;
// the font family, not compared, too), and an option is only checked to be as tall as its minimum, the touch target.
//
// Tailwind v4 imports its preflight into `@layer base`; loaded alone it is unlayered, as Tailwind v3's output is
// and as the issue saw it. Its `--theme()` font declarations are not CSS and are dropped, which changes nothing here.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  FetchRecorder,
  type UsElement,
  activeOption,
  contextOf,
  inputOf,
  isOpen,
  listboxOf,
  optionsOf,
  popupOf,
  search,
  typeInto,
} from '../../support/element-helpers.js';
import { elementFixture } from '../../support/checkout-form.js';
import { waitUntil } from '../../support/wait.js';

const RESETS = {
  "Tailwind's preflight": '/node_modules/tailwindcss/preflight.css',
  'Bootstrap (bootstrap.css, with its reboot)': '/node_modules/bootstrap/dist/css/bootstrap.css',
  'normalize.css': '/node_modules/normalize.css/normalize.css',
  'a theme of plain element selectors': '/test/fixtures/styles/element-theme.css',
} as const;

/** A search the simulator answers with groups: options with a detail line. */
const GROUPS = '1600 Pe';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
const BOX = SIDES.flatMap((side) => [
  `margin${side}`,
  `padding${side}`,
  `border${side}Width`,
  `border${side}Style`,
  `border${side}Color`,
]);
const PAINT = ['display', 'position', 'boxSizing', 'listStyleType', 'backgroundColor', 'color'];

type Snapshot = Record<string, string | number>;

/**
 * What is compared of one part: its box and its paint; its font size and line height relative to the element's, and
 * its font weight where the stylesheet sets one (else "as the element"), since the popup takes the page's font.
 */
function look(part: Element, el: UsElement, extra: readonly string[] = []): Snapshot {
  const style = getComputedStyle(part) as unknown as Record<string, string>;
  const page = getComputedStyle(el);
  const snapshot: Snapshot = {};
  for (const name of [...PAINT, ...BOX, ...extra]) snapshot[name] = style[name]!;
  snapshot.fontSizeToElement = round(parseFloat(style.fontSize!) / parseFloat(page.fontSize));
  // To two places: Firefox (ESR 153) stores lengths in sixtieths of a pixel, so a 1.4 line height of a fractional
  // font size reads as 1.401 under one font size and 1.4 under another. What a reset changes is a tenth or more
  // (normal is about 1.2, Bootstrap's 1.5).
  snapshot.lineHeightToFontSize = Math.round((parseFloat(style.lineHeight!) / parseFloat(style.fontSize!)) * 100) / 100;
  snapshot.fontWeight = style.fontWeight === page.fontWeight ? 'as the element' : style.fontWeight!;
  return snapshot;
}

/** Whether an option is at least as tall as its minimum (the touch target), whatever the page's font size. */
function tallEnough(option: Element): string {
  return String(option.getBoundingClientRect().height >= parseFloat(getComputedStyle(option).minHeight) - 0.5);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Where the popup sits against its input once the positioning code has placed it: its left edge against the input's
 * (shifted to stay 8px inside the viewport) and the gap under the input (4px by design).
 */
async function placement(el: UsElement): Promise<Snapshot> {
  const popup = popupOf(el);
  await waitUntil(() => popup.style.top !== '', 'the popup was never positioned');
  const input = inputOf(el).getBoundingClientRect();
  const box = popup.getBoundingClientRect();
  return { left: round(box.left - Math.max(input.left, 8)), gap: round(box.top - input.bottom) };
}

/** Opens the element's popup in each of its states and reads every part. */
async function measure(): Promise<Record<string, Snapshot>> {
  const parts: Record<string, Snapshot> = {};
  const recorder = new FetchRecorder().install();
  try {
    // A list: groups and single addresses, the first option active.
    let el = await elementFixture({ streetBaseUrl: null });
    await search(el, recorder, GROUPS);
    await waitUntil(() => isOpen(el), 'the list did not open');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => activeOption(el) === optionsOf(el)[0], 'no active option');
    const options = optionsOf(el);
    const group = options.find((option, index) => index > 0 && option.dataset.kind === 'group');
    expect(group, 'a group option after the first').to.not.equal(undefined);
    const popup = popupOf(el);
    parts.popup = look(popup, el, ['overflowY', 'maxHeight', 'borderTopLeftRadius', 'boxShadow', 'textAlign']);
    parts.placement = await placement(el);
    parts.listbox = look(listboxOf(el), el, ['overflowY']);
    parts.activeOption = look(options[0]!, el);
    parts.groupOption = look(group!, el, ['minHeight', 'flexDirection', 'cursor']);
    parts.groupOption.tallEnough = tallEnough(group!);
    parts.optionText = look(group!.querySelector('.address-autocomplete-option-text')!, el);
    parts.optionDetail = look(group!.querySelector('.address-autocomplete-option-detail')!, el);
    // The words a correction changes are marked (src/core/view/popup.ts, setMarkedText); a mark put into an option
    // here stands for one, since Bootstrap and normalize.css style <mark>.
    const text = group!.querySelector('.address-autocomplete-option-text')!;
    const mark = document.createElement('mark');
    mark.textContent = 'Pe';
    text.append(' ', mark);
    parts.mark = look(mark, el, ['textDecorationLine']);
    // The live region only has to stay visually hidden: its colours and font do not matter.
    const live = el.querySelector('.address-autocomplete-live')!;
    const liveStyle = getComputedStyle(live);
    const liveBox = live.getBoundingClientRect();
    parts.live = {
      position: liveStyle.position,
      overflow: liveStyle.overflow,
      clipPath: liveStyle.clipPath,
      whiteSpace: liveStyle.whiteSpace,
      fitsInOnePixel: String(liveBox.width <= 1 && liveBox.height <= 1),
    };
    // The context heading of an expanded group.
    group!.click();
    await waitUntil(() => contextOf(el) !== null && isOpen(el), 'no group heading');
    parts.context = look(contextOf(el)!, el);
    // The status row: no matching addresses.
    el = await elementFixture({ streetBaseUrl: null });
    await typeInto(el, 'zzqx');
    const message = () => el.querySelector<HTMLElement>('.address-autocomplete-message');
    await waitUntil(() => message()?.isConnected && popupOf(el).matches(':popover-open'), 'no status row');
    parts.messagePlacement = await placement(el);
    parts.message = look(message()!, el);
    parts.messagePopup = look(popupOf(el), el, ['maxHeight']);
    // A closed popup is not shown, whatever a page says about `div { display }`.
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !popupOf(el).matches(':popover-open'), 'the popup did not close');
    parts.closedPopup = { display: getComputedStyle(popupOf(el)).display };
  } finally {
    recorder.restore();
  }
  return parts;
}

/** Puts an unlayered stylesheet into the page; resolves once it is loaded, with a function that removes it. */
async function loadSheet(href: string): Promise<() => void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`could not load ${href}`)));
  });
  document.head.append(link);
  await loaded;
  return () => link.remove();
}

/** The parts and properties where `actual` differs from `expected`, as "part.property: expected → actual". */
function differences(expected: Record<string, Snapshot>, actual: Record<string, Snapshot>): string[] {
  const found: string[] = [];
  for (const [part, properties] of Object.entries(expected)) {
    for (const [name, value] of Object.entries(properties)) {
      const got = actual[part]?.[name];
      if (got !== value) found.push(`${part}.${name}: ${value} → ${got}`);
    }
  }
  return found;
}

let plain: Record<string, Snapshot> | undefined;

describe('styles under page resets', () => {
  it('on a page without a reset, looks as the stylesheet says', async () => {
    plain ??= await measure();
    expect(plain.popup!.borderTopWidth).to.equal('1px');
    expect(plain.popup!.borderTopStyle).to.equal('solid');
    expect(plain.popup!.backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(plain.popup!.maxHeight).to.equal('320px');
    expect(plain.activeOption!.backgroundColor).to.equal('rgb(11, 87, 208)');
    expect(plain.groupOption!.minHeight).to.equal('44px');
    expect(plain.groupOption!.tallEnough).to.equal('true');
    expect(plain.closedPopup!.display).to.equal('none');
    expect(plain.live!.fitsInOnePixel).to.equal('true');
  });

  for (const [name, href] of Object.entries(RESETS)) {
    it(`looks the same under ${name}`, async () => {
      plain ??= await measure();
      const remove = await loadSheet(href);
      try {
        const found = differences(plain, await measure());
        expect(found, `under ${name}:\n  ${found.join('\n  ')}\n`).to.deep.equal([]);
      } finally {
        remove();
      }
    });
  }
});
