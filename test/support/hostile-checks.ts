// What the hostile-data tests (test/elements/security/hostile-data.test.ts) check after each step, whatever the element: the
// service's text is on screen as text (no element made from its markup, no script run), the popup stays inside the
// viewport however long or tall the text, the page still answers, and the form's fields hold the text as it came.
// Also the international form they fill, and where a piece of text was laid out (bidi reordering included).
import { expect, fixture, html } from '@open-wc/testing';
import type { AddressFilledEvent } from '../../src/index.js';
import { type AddressElement, type IntlElement, KEY, listboxOf, optionsOf, popupOf, until } from './element-helpers.js';

/** The tokens of `address-filled` and the address part each one takes. */
const PART_OF_TOKEN = {
  'address-line1': 'line1',
  'address-line2': 'line2',
  'address-level2': 'city',
  'address-level1': 'region',
  'postal-code': 'postalCode',
} as const;

/** A base URL with the simulator's hostile answers switched on (the element keeps its query). */
export function hostileBase(base: string, kind: string): string {
  return `${base}?simulator_fault=hostile:${kind}`;
}

/** Every string in a JSON value, keys aside. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** What an option reads, exactly as it is in the DOM (no trim: U+FEFF is whitespace to trim()). */
export function rawOptionTexts(el: AddressElement): string[] {
  return optionsOf(el)
    .filter((option) => option.dataset.kind !== 'back')
    .map((option) => option.querySelector('.address-autocomplete-option-text')?.textContent ?? '');
}

/** Nothing in the element or the page was made from the service's markup, and none of its script ran. */
export function expectNoMarkupRan(el: AddressElement): void {
  expect(el.querySelectorAll('img, script, b, [onerror]'), 'elements made from the answer').to.have.length(0);
  expect(document.querySelectorAll('.hostile, img[src="x"]'), 'elements made from the answer').to.have.length(0);
  expect((globalThis as { hostileRan?: boolean }).hostileRan, 'the answer ran script').to.equal(undefined);
}

/** Every option (Back aside) reads one whole string of the answer, or more: the text as it came, not escaped. */
export function expectOptionsHoldAnswerText(el: AddressElement, answerStrings: readonly string[]): void {
  const texts = rawOptionTexts(el);
  expect(texts.length, 'options').to.be.above(0);
  const long = answerStrings.filter((text) => text.length > 2);
  for (const text of texts)
    expect(
      long.some((part) => text.includes(part)),
      `option "${text.slice(0, 80)}"`,
    ).to.equal(true);
}

/** The popup is inside the viewport, and its list has no horizontal scroll: long text wraps or is clipped. */
export function expectPopupWithinViewport(el: AddressElement): void {
  const box = popupOf(el).getBoundingClientRect();
  const { innerWidth, innerHeight } = window;
  expect(box.width, 'popup width').to.be.above(0);
  expect(box.left, 'popup left').to.be.at.least(0);
  expect(box.top, 'popup top').to.be.at.least(0);
  expect(box.right, 'popup right').to.be.at.most(innerWidth);
  expect(box.bottom, 'popup bottom').to.be.at.most(innerHeight);
  const listbox = listboxOf(el);
  expect(listbox.scrollWidth, 'the list scrolls sideways').to.be.at.most(listbox.clientWidth + 1);
}

/**
 * The page's event loop still answers: a frame and a task after it both run (a page frozen by a render or a parse
 * would run neither). A condition wait, never a time limit.
 */
export async function expectEventLoopAnswers(): Promise<void> {
  let answered = false;
  requestAnimationFrame(() => setTimeout(() => (answered = true), 0));
  await until(() => answered, 'the page stopped answering');
}

/** Records the element's `address-filled` events. */
export function filledEvents(el: AddressElement): AddressFilledEvent[] {
  const events: AddressFilledEvent[] = [];
  el.addEventListener('address-filled', (event) => events.push(event as AddressFilledEvent));
  return events;
}

/**
 * Each field the fill wrote holds its part of the address exactly, and that part holds a whole string of the answer
 * (the service's text, not escaped, not stripped).
 */
export function expectFilledAsText(form: ParentNode, event: AddressFilledEvent, answerStrings: readonly string[]) {
  const { address, filled } = event.detail;
  expect(filled.length, 'fields filled').to.be.above(0);
  for (const token of filled) {
    if (!(token in PART_OF_TOKEN)) continue;
    const value = address[PART_OF_TOKEN[token as keyof typeof PART_OF_TOKEN]];
    const field = form.querySelector<HTMLInputElement>(`[autocomplete="${token}"]`)!;
    expect(field.value, token).to.equal(value);
    const asCame = answerStrings.some((text) => text === value || (text.length > 2 && value.includes(text)));
    if (value !== '') expect(asCame, `${token}: ${JSON.stringify(value.slice(0, 200))}`).to.equal(true);
  }
}

export /** A Canadian checkout form around <intl-address-autocomplete>, every field a text input. */
async function intlForm(baseUrl: string): Promise<{ form: HTMLFormElement; el: IntlElement }> {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <intl-address-autocomplete embedded-key=${KEY} base-url=${baseUrl} debounce="0" country="CAN"
        ><input name="street" autocomplete="address-line1" aria-label="Street"
      /></intl-address-autocomplete>
      <input name="city" autocomplete="address-level2" aria-label="City" />
      <input name="region" autocomplete="address-level1" aria-label="Province" />
      <input name="postal" autocomplete="postal-code" aria-label="Postal code" />
    </form>
  `);
  const el = form.querySelector('intl-address-autocomplete')!;
  await el.updateComplete;
  return { form, el };
}

export /** The box of the first occurrence of `text` in `element`'s text, as laid out (bidi reordering included). */
function boxOf(element: Element, text: string): DOMRect {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${text}" is not in the element`);
}
