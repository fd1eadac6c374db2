// A steady popup on a real checkout page (1280 × 800): it opens below the input whenever three options fit there,
// shrinking to the space left, and flips above only when they do not; while it stays open it keeps its side through
// narrowing and drilling down, and a unit list is no wider than the list it came from. Answers from the simulator.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../../support/browser-window.js';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import { addressElement } from '../../support/checkout-form.js';
import {
  chooseWithKeys,
  contextOf,
  inputOf,
  isOpen,
  optionsOf,
  popupOf,
  until,
} from '../../support/element-helpers.js';

/** The viewport edge the popup keeps clear of, in px (positioning.ts). */
const EDGE = 8;

before(async () => {
  await setViewport({ width: 1280, height: 800 });
});

/**
 * A labelled street field whose input's top edge is at `top` px, as in a checkout form's second column: the harness's
 * element, after a <label for> of 24 px in the page's positioned box.
 */
async function checkout(top: number): Promise<{ el: UsAddressAutocomplete; label: HTMLLabelElement }> {
  const el = addressElement({
    streetBaseUrl: null,
    streetName: 'address1',
    streetInput: { id: 'street', style: 'width: 360px; height: 36px; box-sizing: border-box' },
  });
  const root = await fixture<HTMLDivElement>(html`
    <div style="position: absolute; left: 40px; top: ${top - 24}px">
      <label for="street" style="display: block; height: 24px">Street address</label>
      ${el}
    </div>
  `);
  return { el, label: root.querySelector('label')! };
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits until the list shows `count` options (or any, without a count) and the popup has been placed for it. */
async function listed(el: UsAddressAutocomplete, count?: number): Promise<DOMRect> {
  await until(
    () => isOpen(el) && optionsOf(el).length > 0 && (count === undefined || optionsOf(el).length === count),
    'the list did not open',
  );
  for (let i = 0; i < 3; i += 1) await frame();
  return popupOf(el).getBoundingClientRect();
}

type Side = 'below' | 'above';

function sideOf(el: UsAddressAutocomplete): Side {
  const popup = popupOf(el).getBoundingClientRect();
  const input = inputOf(el).getBoundingClientRect();
  if (popup.top >= input.bottom - 0.5) return 'below';
  if (popup.bottom <= input.top + 0.5) return 'above';
  throw new Error(`the popup (${popup.top}–${popup.bottom}) overlaps the input (${input.top}–${input.bottom})`);
}

/** The label is what a pointer finds at its centre: the popup does not cover it. */
function labelVisible(label: HTMLLabelElement): boolean {
  const box = label.getBoundingClientRect();
  return document.elementFromPoint(box.left + 20, box.top + box.height / 2) === label;
}

function expectInViewport(el: UsAddressAutocomplete): void {
  const box = popupOf(el).getBoundingClientRect();
  expect(box.bottom, 'bottom').to.be.at.most(innerHeight - EDGE + 0.5);
  expect(box.top, 'top').to.be.at.least(EDGE - 0.5);
  expect(box.left, 'left').to.be.at.least(0);
  expect(box.right, 'right').to.be.at.most(innerWidth);
}

/** How many whole options are visible in the popup's listbox without scrolling. */
function visibleOptions(el: UsAddressAutocomplete): number {
  const listbox = el.querySelector('[role="listbox"]')!.getBoundingClientRect();
  return optionsOf(el).filter((option) => {
    const box = option.getBoundingClientRect();
    return box.top >= listbox.top - 0.5 && box.bottom <= listbox.bottom + 0.5;
  }).length;
}

describe('a steady popup', () => {
  it('at y≈460 it opens below, shrunk to the space left, and stays below through narrowing and drilling down', async () => {
    const { el, label } = await checkout(460);
    inputOf(el).focus();
    await sendKeys({ type: '1600 Pe' });
    const first = await listed(el);
    expect(sideOf(el)).to.equal('below');
    expect(labelVisible(label), 'the popup covers the label').to.equal(true);
    expectInViewport(el);
    expect(optionsOf(el).length, 'more options than fit, so the popup had to shrink').to.be.greaterThan(
      visibleOptions(el),
    );
    expect(visibleOptions(el)).to.be.at.least(3);
    expect(first.width, 'at least as wide as the input').to.be.at.least(
      inputOf(el).getBoundingClientRect().width - 0.5,
    );

    const groups = optionsOf(el).length;
    await sendKeys({ type: 'nnsylvania Ave NW' });
    await listed(el, 1);
    expect(optionsOf(el).length).to.be.lessThan(groups);
    expect(sideOf(el), 'narrowing moved the popup').to.equal('below');

    for (let i = 0; i < 'nnsylvania Ave NW'.length; i += 1) await sendKeys({ press: 'Backspace' });
    await listed(el, groups);
    const index = optionsOf(el).findIndex((option) => option.dataset.kind === 'group');
    expect(index, 'the simulator lists a building with units').to.be.at.least(0);
    await chooseWithKeys(index);
    await until(
      () => contextOf(el) !== null && optionsOf(el).every((option) => option.dataset.kind === 'final'),
      'no unit list',
    );
    const units = await listed(el);
    expect(sideOf(el), 'drilling down moved the popup').to.equal('below');
    expect(labelVisible(label)).to.equal(true);
    expectInViewport(el);
    expect(units.width, 'the unit list is wider than the list it came from').to.be.at.most(first.width + 0.5);
    const heading = contextOf(el)!.getBoundingClientRect();
    expect(heading.top, 'the heading is in view').to.be.at.least(units.top);
  });

  it('flips above only when three options do not fit below, and keeps that side while the list stays open', async () => {
    // 150 px from the input's top to the viewport's bottom: room below for two options, not three.
    const { el } = await checkout(650);
    inputOf(el).focus();
    await sendKeys({ type: '1600 Pe' });
    await listed(el);
    expect(sideOf(el)).to.equal('above');
    expectInViewport(el);
    expect(visibleOptions(el)).to.be.at.least(3);
    await sendKeys({ type: 'nnsylvania Ave NW' });
    await listed(el, 1);
    expect(sideOf(el), 'one option would fit below, but the popup keeps its side').to.equal('above');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !popupOf(el).matches(':popover-open'), 'Escape did not close the list');
    // Closed and opened again with the one option: now it fits below, where a list belongs.
    await sendKeys({ press: 'ArrowDown' });
    await listed(el, 1);
    expect(sideOf(el)).to.equal('below');
  });

  it('with room for three options below, it stays below even when above has more room', async () => {
    // 240 px below the input's top: three options (two lines at most) and the popup's padding fit, the other seven
    // scroll; above there is far more room.
    const { el } = await checkout(560);
    inputOf(el).focus();
    await sendKeys({ type: '1600 Pe' });
    await listed(el);
    expect(sideOf(el)).to.equal('below');
    expectInViewport(el);
    expect(visibleOptions(el)).to.be.at.least(3);
  });
});
