// Which way the popup reads is the input's computed direction, not that of the place the element sits in the DOM:
// an input with its own dir="rtl", or `direction: rtl` from the page's CSS, in a left-to-right page gets a mirrored
// popup aligned to its right edge; an input with dir="ltr" in a right-to-left page the reverse; and an element
// placed elsewhere (`for`) follows the input it enhances. The direction is read once per open (a keystroke reads
// nothing, and writes no attribute), so a page that turns its input around is followed at the next open.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../../support/browser-window.js';
import { elementFixture } from '../../support/checkout-form.js';
import {
  type UsElement,
  inputOf,
  isOpen,
  listboxOf,
  optionsOf,
  popupOf,
  textSpanOf,
  typeOneLookup,
  until,
} from '../../support/element-helpers.js';
import { directionOf, drawnBox, insetFromStart, leftToRightPage, rightToLeftPage } from '../../support/bidi.js';

/** The options' padding on the inline axis: 1.5 × the 0.5rem spacing token. */
const OPTION_PADDING = 12;

/**
 * The page's style: a narrow input in the middle of an 800 px viewport (300 to 500 px): the list is wider, so its
 * edges show its alignment, and it has room on both sides, so no shift back into the viewport moves it.
 */
const FIELD_STYLE = Object.assign(document.createElement('style'), {
  textContent: `
    .rtl-field {
      display: block;
      box-sizing: border-box;
      inline-size: 200px;
      margin-inline: auto;
    }
    .rtl-by-css {
      direction: rtl;
    }
  `,
});

before(async () => {
  document.head.append(FIELD_STYLE);
  await setViewport({ width: 800, height: 600 });
});

after(() => {
  FIELD_STYLE.remove();
});

afterEach(() => {
  leftToRightPage();
});

/** The street input: no name nor autocomplete token, labelled Street, in the page's narrow field class. */
const STREET = { autocomplete: null, class: 'rtl-field', 'aria-label': 'Street' };

/** The US element around a street input with these attributes besides STREET's. */
const mount = (input: Record<string, string> = {}) =>
  elementFixture({ streetName: null, streetBaseUrl: null, streetInput: { ...STREET, ...input } });

/** Types a street and waits until the list is open and placed, one frame on (positioning resolves in a promise). */
async function openList(el: UsElement, prefix = '1600 M', last = 'a'): Promise<HTMLElement> {
  await typeOneLookup(el, prefix, last);
  await until(
    () => isOpen(el) && optionsOf(el).length > 0 && listboxOf(el).getAttribute('aria-busy') === 'false',
    'no list',
  );
  const popup = popupOf(el);
  await until(() => popup.style.top !== '', 'the popup was not placed');
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return popup;
}

/** The popup reads `direction`, starts at the input's inline-start edge, and so does every option's text. */
function expectAligned(el: UsElement, direction: 'ltr' | 'rtl'): void {
  const popup = popupOf(el);
  const input = inputOf(el).getBoundingClientRect();
  const box = popup.getBoundingClientRect();
  expect(directionOf(popup), "the popup's direction").to.equal(direction);
  expect(box.width, 'the list is wider than the input, so one edge only can match').to.be.greaterThan(input.width + 20);
  if (direction === 'rtl') expect(box.right, "the popup's right edge").to.be.closeTo(input.right, 1);
  else expect(box.left, "the popup's left edge").to.be.closeTo(input.left, 1);
  for (const option of optionsOf(el)) {
    expect(insetFromStart(drawnBox(textSpanOf(option)), option, direction), option.textContent!).to.be.closeTo(
      OPTION_PADDING,
      0.5,
    );
  }
}

describe("the popup takes the input's direction", () => {
  it('an input with dir="rtl" in a left-to-right page: mirrored, at its right edge', async () => {
    const el = await mount({ dir: 'rtl' });
    await openList(el);
    expectAligned(el, 'rtl');
  });

  it("an input that the page's CSS turns right to left (direction: rtl): mirrored, at its right edge", async () => {
    const el = await mount({ class: 'rtl-field rtl-by-css' });
    expect(inputOf(el).hasAttribute('dir')).to.equal(false);
    await openList(el, '1500 M');
    expectAligned(el, 'rtl');
  });

  it('an input with dir="ltr" in a right-to-left page: left to right, at its left edge', async () => {
    rightToLeftPage();
    const el = await mount({ dir: 'ltr' });
    await openList(el, '1400 M');
    expectAligned(el, 'ltr');
  });

  it('`for`: the element sits in a right-to-left box, the input it enhances in the left-to-right page', async () => {
    const el = await elementFixture({
      for: 'rtl-for-street',
      container: { dir: 'rtl' },
      streetName: null,
      streetBaseUrl: null,
      streetInput: STREET,
    });
    const input = document.querySelector<HTMLInputElement>('#rtl-for-street')!;
    input.focus();
    input.value = '1300 M';
    await sendKeys({ type: 'a' });
    await until(() => el.querySelector('[role="option"]') !== null, 'no list');
    const popup = el.querySelector<HTMLElement>('[popover]')!;
    await until(() => popup.style.top !== '', 'the popup was not placed');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(directionOf(popup)).to.equal('ltr');
    expect(popup.getBoundingClientRect().left).to.be.closeTo(input.getBoundingClientRect().left, 1);
  });

  it('reads the direction when the list opens: no keystroke writes it, the next open follows a change', async () => {
    const el = await mount();
    const popup = await openList(el, '1200 M');
    expect(directionOf(popup)).to.equal('ltr');
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName!)));
    observer.observe(popup, { attributes: true, attributeFilter: ['dir'] });
    inputOf(el).dir = 'rtl';
    await sendKeys({ type: 'i' });
    await until(
      () => inputOf(el).value === '1200 Mai' && listboxOf(el).getAttribute('aria-busy') === 'false',
      'no answer',
    );
    await el.updateComplete;
    observer.disconnect();
    expect(writes, 'a keystroke while open wrote the direction').to.deep.equal([]);
    expect(directionOf(popup), 'the open list kept its direction').to.equal('ltr');

    await sendKeys({ press: 'Escape' });
    await until(() => !isOpen(el), 'Escape did not close the list');
    await sendKeys({ type: 'n' });
    await until(() => isOpen(el) && listboxOf(el).getAttribute('aria-busy') === 'false', 'the list did not open again');
    const input = inputOf(el);
    await until(
      () => Math.abs(popup.getBoundingClientRect().right - input.getBoundingClientRect().right) < 1,
      'the list did not open at the right edge',
    );
    expectAligned(el, 'rtl');
  });
});
