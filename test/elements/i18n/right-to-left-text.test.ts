// Each text of the popup reads in its own direction, whatever the page's: Hebrew and Arabic addresses in a
// left-to-right page are drawn right to left (their first word on the right) from the list's left edge, their numbers
// in their own order ("97", "9434001" are not reversed), and a building's heading keeps the address apart from the
// element's words after it. The simulator has no Hebrew or Arabic data, so the international element gets its answers
// here from a stand-in service: the service's JSON shape, with addresses in Israel and the United Arab Emirates.
import { expect } from '@open-wc/testing';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { setViewport } from '../../support/browser-window.js';
import { elementFixture } from '../../support/checkout-form.js';
import {
  INTL_BASE,
  type IntlElement,
  chooseWithKeys,
  contextOf,
  isOpen,
  listboxOf,
  optionTexts,
  optionsOf,
  popupOf,
  textSpanOf,
  typeInto,
  until,
} from '../../support/element-helpers.js';
import {
  directionOf,
  drawnAt,
  drawnBox,
  drawnPieces,
  follows,
  insetFromStart,
  wordsDrawnRightToLeft,
} from '../../support/bidi.js';

/** The options' inline padding. */
const PADDING = 12;

/** A summary candidate of the international service. */
const summary = (id: string, text: string, entries = 1) => ({ address_text: text, address_id: id, entries });

/** What the stand-in service answers: a search by country, and a building's units by its address_id. */
const SEARCHES: Record<string, ReturnType<typeof summary>[]> = {
  ISR: [
    summary('il-1', 'שדרות רוטשילד 12 תל אביב-יפו, 6688121'),
    summary('il-2', 'רחוב הרצל 4 חיפה, 3303106'),
    summary('il-3', 'רחוב יפו 97 ירושלים, 9434001', 3),
  ],
  ARE: [summary('ae-1', 'شارع الشيخ زايد 12، دبي'), summary('ae-2', 'شارع الكورنيش 7، أبوظبي')],
};
const UNITS: Record<string, ReturnType<typeof summary>[]> = {
  'il-3': [1, 2, 3].map((unit) => summary(`il-3-${unit}`, `רחוב יפו 97 דירה ${unit} ירושלים, 9434001`)),
};

const pageFetch = window.fetch;

before(async () => {
  await setViewport({ width: 800, height: 600 });
});

beforeEach(() => {
  window.fetch = async (input, init) => {
    const url = new URL(String(input), location.href);
    if (!url.pathname.startsWith(`${INTL_BASE}/v2/lookup`)) return pageFetch(input, init);
    const id = decodeURIComponent(url.pathname.split('/v2/lookup/')[1] ?? '');
    const candidates = id ? (UNITS[id] ?? []) : (SEARCHES[url.searchParams.get('country') ?? ''] ?? []);
    return new Response(JSON.stringify({ candidates }), { headers: { 'Content-Type': 'application/json' } });
  };
});

afterEach(() => {
  window.fetch = pageFetch;
});

/** The international element for `country`, in the test runner's left-to-right page. */
const mount = (country: string) =>
  elementFixture({
    tag: 'intl-address-autocomplete',
    attributes: { country },
    streetName: null,
    streetInput: { autocomplete: null, 'aria-label': 'Street' },
  });

/** Types a search and waits for the stand-in's answer, listed. */
async function listFor(el: IntlElement, country: string, text: string): Promise<HTMLElement[]> {
  await typeInto(el, text);
  const expected = SEARCHES[country]!.map((candidate) => candidate.address_text);
  await until(
    () => isOpen(el) && listboxOf(el).getAttribute('aria-busy') === 'false' && `${optionTexts(el)}` === `${expected}`,
    'the stand-in answer is not listed',
  );
  await el.updateComplete;
  return optionsOf(el);
}

/** A number's digits, where `text` draws them: left to right, in their order. */
function expectDigitsInOrder(text: HTMLElement, number: string): void {
  const at = (text.textContent ?? '').indexOf(number);
  expect(at, `"${number}" in "${text.textContent}"`).to.be.at.least(0);
  const rects = drawnPieces(text, [...(text.textContent ?? '').slice(0, at + number.length)]).slice(at);
  const xs = rects.map((rect) => rect.left);
  expect(
    xs.every((x, index) => index === 0 || x > xs[index - 1]!),
    `${number} reads in its order`,
  ).to.equal(true);
}

/** A right-to-left address in the left-to-right list: its own direction, words from the right, from the left edge. */
function expectRightToLeftAtLeft(text: HTMLElement, box: Element): void {
  const what = text.textContent!;
  expect(directionOf(text), `${what}: its own direction`).to.equal('rtl');
  expect(wordsDrawnRightToLeft(text), `${what}: its words from the right`).to.equal(true);
  expect(insetFromStart(drawnBox(text), box, 'ltr'), `${what}: from the list's left edge`).to.be.closeTo(PADDING, 1);
}

describe('Hebrew and Arabic addresses in a left-to-right page', () => {
  it('read right to left, from the left edge of the list, numbers in their own order', async () => {
    const el = await mount('ISR');
    const options = await listFor(el, 'ISR', 'רחוב');
    expect(directionOf(popupOf(el))).to.equal('ltr');
    for (const option of options) {
      expect(directionOf(option)).to.equal('ltr');
      expectRightToLeftAtLeft(textSpanOf(option), option);
    }
    const first = textSpanOf(options[0]!);
    expectDigitsInOrder(first, '6688121');
    expectDigitsInOrder(first, '12');
    const [street, number] = drawnAt(first, ['שדרות', '12']);
    expect(number, 'the house number comes after the street name: on its left').to.be.lessThan(street!);
    const detail = options[2]!.querySelector('.address-autocomplete-option-detail')!;
    expect(detail.textContent).to.equal(DEFAULT_STRINGS.entries(3));
    expect(directionOf(detail), "the element's words keep theirs").to.equal('ltr');
    expect(insetFromStart(drawnBox(detail), options[2]!, 'ltr')).to.be.closeTo(PADDING, 1);
  });

  it('Arabic addresses too, the Arabic comma in place', async () => {
    const el = await mount('ARE');
    const options = await listFor(el, 'ARE', 'شارع');
    for (const option of options) expectRightToLeftAtLeft(textSpanOf(option), option);
    const [number, comma, city] = drawnAt(textSpanOf(options[0]!), ['12', '،', 'دبي']);
    expect(comma, 'the comma after the number: on its left').to.be.lessThan(number!);
    expect(city, 'the city after the comma').to.be.lessThan(comma!);
  });

  it("a building's units: the Hebrew address in the heading, the element's words after it on its right", async () => {
    const el = await mount('ISR');
    const options = await listFor(el, 'ISR', 'רחוב י');
    await chooseWithKeys(options.findIndex((option) => option.dataset.kind === 'group'));
    await until(() => optionTexts(el).length === 4 && contextOf(el) !== null, 'the units were not listed');
    await el.updateComplete;
    const heading = contextOf(el)!;
    const address = heading.firstElementChild as HTMLElement;
    expect(directionOf(heading)).to.equal('ltr');
    expect(heading.textContent).to.equal(`רחוב יפו 97 ירושלים, 9434001 — ${DEFAULT_STRINGS.entries(3)}`);
    expectRightToLeftAtLeft(address, heading);
    const [dash] = drawnPieces(heading, [' — ']);
    expect(follows(dash!, address.getBoundingClientRect(), 'ltr'), "the element's words after the address").to.equal(
      true,
    );
    const [back, ...units] = optionsOf(el);
    expect(back!.textContent).to.equal(DEFAULT_STRINGS.back);
    for (const unit of units) expectRightToLeftAtLeft(textSpanOf(unit), unit);
  });
});
