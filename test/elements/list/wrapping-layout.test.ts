// Wrapping the page's input in the element changes nothing in the page's layout: the stylesheet gives the three
// element tags `display: contents`, so the input is laid out as if unwrapped (a flex or grid item itself, not an
// inline box around it). Each layout is built twice, side by side in one page, once with the bare input and once
// with it wrapped; the input's box, relative to its container, and the container's own size must be the same. Also:
// the popup still opens under a wrapped input (it is placed by the input, never the element), and the `hidden`
// attribute still hides the element.
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../../src/define.js';
import { adoptStyles } from '../../../src/core/view/styles.js';
import { BASE, FetchRecorder, KEY, inputOf, isOpen, popupOf, search } from '../../support/element-helpers.js';
import type { UsElement } from '../../support/element-helpers.js';
import { waitUntil } from '../../support/wait.js';

const TAGS = ['us-address-autocomplete', 'intl-address-autocomplete', 'address-autocomplete'] as const;
type Tag = (typeof TAGS)[number];

/** The same input in `layout`, bare or wrapped in `tag` (attributes as a theme's markup would have them). */
function input(tag: Tag | undefined, style = ''): TemplateResult {
  const bare = html`<input name="street" autocomplete="address-line1" style=${style} />`;
  switch (tag) {
    case 'us-address-autocomplete':
      return html`<us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"
        >${bare}</us-address-autocomplete
      >`;
    case 'intl-address-autocomplete':
      return html`<intl-address-autocomplete embedded-key=${KEY} country="CAN">${bare}</intl-address-autocomplete>`;
    case 'address-autocomplete':
      // Defined by another part of issue 18; the stylesheet names it already, so it wraps the same way undefined.
      return html`<address-autocomplete>${bare}</address-autocomplete>`;
    default:
      return bare;
  }
}

/** The layouts a checkout puts its street input in. */
const LAYOUTS: Record<string, (tag: Tag | undefined) => TemplateResult> = {
  // The case: the input grows to fill a row beside its label and a button.
  'a flex row': (tag) => html`
    <div class="layout" style="display: flex; gap: 8px; inline-size: 500px">
      <label style="flex: 0 0 100px">Street</label>
      ${input(tag, 'flex: 1 1 auto; min-inline-size: 0')}
      <button type="button">Find</button>
    </div>
  `,
  'a flex column': (tag) => html`
    <div class="layout" style="display: flex; flex-direction: column; gap: 4px; inline-size: 400px">
      <label>Street</label>
      ${input(tag)}
    </div>
  `,
  'a grid': (tag) => html`
    <div class="layout" style="display: grid; grid-template-columns: 100px 1fr; gap: 8px; inline-size: 500px">
      <label>Street</label>
      ${input(tag)}
      <label>City</label>
      <input name="city" />
    </div>
  `,
  'a block flow': (tag) => html`
    <div class="layout" style="inline-size: 400px">
      <label>Street</label>
      ${input(tag, 'display: block; inline-size: 100%; margin-block: 4px 12px')}
      <input name="city" style="display: block; inline-size: 100%" />
    </div>
  `,
  'a line of text': (tag) => html`
    <p class="layout" style="inline-size: 400px">
      <label>Street ${input(tag)}</label>
      and more text after it
    </p>
  `,
};

/** The input's box relative to its layout container, and the container's size, rounded to 1/100 px. */
function geometry(layout: Element) {
  const box = layout.getBoundingClientRect();
  const field = layout.querySelector('input')!.getBoundingClientRect();
  const r = (value: number) => Math.round(value * 100) / 100;
  return {
    x: r(field.left - box.left),
    y: r(field.top - box.top),
    width: r(field.width),
    height: r(field.height),
    containerWidth: r(box.width),
    containerHeight: r(box.height),
  };
}

describe('wrapping the input', () => {
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    for (const tag of TAGS) {
      it(`keeps the input's size and position in ${name} (<${tag}>)`, async () => {
        const page = await fixture<HTMLElement>(html`<div>${layout(undefined)} ${layout(tag)}</div>`);
        const [bare, wrapped] = page.querySelectorAll('.layout');
        // The sheet comes with the first element connected; the third tag is not defined in this build yet.
        adoptStyles(page);
        if (tag !== 'address-autocomplete') await (wrapped!.querySelector(tag) as UsElement).updateComplete;
        expect(geometry(wrapped!)).to.deep.equal(geometry(bare!));
      });
    }
  }

  it('leaves the element without a box of its own; hidden, it hides the input', async () => {
    const page = await fixture<HTMLElement>(html`<div>${LAYOUTS['a flex row']!('us-address-autocomplete')}</div>`);
    const el = page.querySelector('us-address-autocomplete')!;
    await el.updateComplete;
    expect(getComputedStyle(el).display).to.equal('contents');
    el.hidden = true;
    expect(getComputedStyle(el).display).to.equal('none');
    expect(inputOf(el).getClientRects()).to.have.length(0);
  });

  it('lets a page give the element a box again with any rule of its own', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <style>
          us-address-autocomplete {
            display: inline-block;
          }
        </style>
        ${input('us-address-autocomplete')}
      </div>
    `);
    expect(getComputedStyle(page.querySelector('us-address-autocomplete')!).display).to.equal('inline-block');
  });

  it('opens the popup under a wrapped input in a flex row, as wide as the input', async () => {
    const recorder = new FetchRecorder().install();
    try {
      const page = await fixture<HTMLElement>(html`<div>${LAYOUTS['a flex row']!('us-address-autocomplete')}</div>`);
      const el = page.querySelector<UsElement>('us-address-autocomplete')!;
      await el.updateComplete;
      await search(el, recorder, '1600 Ma');
      await waitUntil(() => isOpen(el), 'the list did not open');
      const popup = popupOf(el);
      await waitUntil(() => popup.style.top !== '', 'the popup was never positioned');
      const field = inputOf(el).getBoundingClientRect();
      const box = popup.getBoundingClientRect();
      expect(box.left).to.be.closeTo(field.left, 0.5);
      expect(box.top - field.bottom).to.be.closeTo(4, 0.5);
      expect(box.width).to.be.at.least(field.width - 0.5);
    } finally {
      recorder.restore();
    }
  });
});
