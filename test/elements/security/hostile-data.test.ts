// Hostile data in every string field of every answer (issue 20), from the simulator's hostile answers
// (demo/simulator/hostile.js, `simulator_fault=hostile:<kind>` in the base URLs): markup, RTL overrides, zero-width
// characters, stacked combining marks, emoji, 10,000-character strings, `__proto__` keys. One test a kind goes
// through every element and endpoint in turn (US v2 and its US Street verification, US Pro and its units, the
// international list, drill-down and detail, the postal code lookup), for what the DOM shows: at every list the text
// is rendered as text, the popup stays in the viewport, the page answers; at the fill the fields hold the text as it
// came; after it the input still types and looks up. A 200 that is not JSON leaves the text and the input as they were.
//
// What the services make of the answers runs in Node against the same simulator (test/unit/services/): every string
// read, sent back and chosen as it came, a `__proto__` key polluting nothing (hostile-answers.test.ts); an HTML 200 a
// `bad-response` for every endpoint, a body that never ends cut by the timeout (broken-bodies.test.ts).
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AddressFilledEvent } from '../../../src/index.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  INTL_BASE,
  POSTAL_BASE,
  type AddressElement,
  inputOf,
  isOpen,
  listboxOf,
  optionsOf,
  until,
} from '../../support/element-helpers.js';
import { checkoutForm } from '../../support/checkout-form.js';
import { postalForm } from '../../support/postal-form.js';
import {
  boxOf,
  expectEventLoopAnswers,
  expectFilledAsText,
  expectNoMarkupRan,
  expectOptionsHoldAnswerText,
  expectPopupWithinViewport,
  filledEvents,
  hostileBase,
  intlForm,
  stringsIn,
} from '../../support/hostile-checks.js';

const STRING_KINDS = ['markup', 'rtl', 'zero-width', 'combining', 'emoji', 'long10k', 'proto-keys'] as const;
type StringKind = (typeof STRING_KINDS)[number];

/** Records every request the elements send, to any of the simulator's base paths. */
const ALL_PATHS = null;

let recorder: FetchRecorder;
let consoleErrors: ConsoleStub;
let errors: ErrorEvents;

/** Fresh recordings: what a flow checks is its own requests, console errors and events. */
function recordFlow(): void {
  recorder = new FetchRecorder({ path: ALL_PATHS }).install();
  consoleErrors = new ConsoleStub('error').install();
  errors = new ErrorEvents().install();
}

function endFlow(): void {
  fixtureCleanup();
  recorder.restore();
  consoleErrors.restore();
  errors.restore();
}

beforeEach(recordFlow);
afterEach(endFlow);

/** Every string of every answer so far. */
function answerStrings(): string[] {
  return recorder.exchanges.flatMap((exchange) => stringsIn(exchange.body));
}

/** Waits until the latest request is answered and its list is shown, then checks the list. */
async function listChecked(el: AddressElement): Promise<void> {
  await recorder.lastAnswered();
  await until(() => listboxOf(el).getAttribute('aria-busy') === 'false' && optionsOf(el).length > 0, 'no list');
  await until(() => isOpen(el), 'the list did not open');
  await el.updateComplete;
  expectNoMarkupRan(el);
  expectOptionsHoldAnswerText(el, answerStrings());
  expectPopupWithinViewport(el);
  await expectEventLoopAnswers();
}

/** The first option of `kind` (group or final), Back aside. */
function firstOf(el: AddressElement, kind: string): number {
  return optionsOf(el).findIndex((option) => option.dataset.kind === kind);
}

/** Chooses the option at `index` with Down and Enter. */
async function chooseAt(index: number): Promise<void> {
  for (let step = 0; step <= index; step += 1) await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
}

/**
 * Goes down the lists (a group's units, a drill-down, an ambiguous detail) choosing a group first (unless `groups` is
 * false), then a final option, checking each list, until the form is filled.
 */
async function chooseDown(
  el: AddressElement,
  filled: AddressFilledEvent[],
  groups = true,
): Promise<AddressFilledEvent> {
  for (let step = 0; step < 4 && filled.length === 0; step += 1) {
    const requests = recorder.count;
    const group = step === 0 && groups ? firstOf(el, 'group') : -1;
    await chooseAt(group >= 0 ? group : firstOf(el, 'final'));
    await until(() => filled.length > 0 || recorder.count > requests, 'the choice did nothing');
    if (filled.length > 0) break;
    await recorder.lastSettled();
    await until(
      () => filled.length > 0 || (isOpen(el) && listboxOf(el).getAttribute('aria-busy') === 'false'),
      'no next list',
    );
    if (filled.length === 0) await listChecked(el);
  }
  await until(() => filled.length > 0, 'the form was not filled');
  return filled[0]!;
}

/** After the fill: the input still takes typing, and what is typed is looked up. */
async function expectInputUsable(el: AddressElement): Promise<void> {
  const input = inputOf(el);
  input.focus();
  const requests = recorder.count;
  // The caret at the logical end (End goes to the visual end of a line, which RTL overrides move).
  input.setSelectionRange(input.value.length, input.value.length);
  const before = input.value;
  // A digit: the postal code element drops a space typed after a whole US ZIP code.
  await sendKeys({ type: '9' });
  expect(input.value === `${before}9`, `the typed text: ${JSON.stringify(input.value.slice(-40))}`).to.equal(true);
  await until(() => recorder.count > requests, 'nothing was looked up after the fill');
  await expectEventLoopAnswers();
}

/** Each console error is one of the element's reports (an address-error), none other. */
function expectOnlyReportedErrors(): void {
  expect(consoleErrors.messages.length, consoleErrors.messages.join('\n')).to.equal(errors.details.length);
}

/** The answer came with a `__proto__` key of its own, and nothing of it reached Object.prototype. */
function expectNothingPolluted(): void {
  expect(Object.hasOwn(recorder.last.body as object, '__proto__'), 'the answer has its own __proto__').to.equal(true);
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype').to.equal(undefined);
  expect(Object.prototype).not.to.have.property('street_line');
}

async function usFlow(kind: StringKind, api: 'v2' | 'pro'): Promise<void> {
  const form = await checkoutForm({
    baseUrl: hostileBase(BASE, kind),
    streetBaseUrl: hostileBase('/us-street', kind),
    attributes: api === 'v2' ? 'verify' : 'api=pro',
    fields: ['unit', 'city', 'state', 'zip'],
    labels: true,
  });
  const filled = filledEvents(form.el);
  await form.type('1600 Penn');
  await listChecked(form.el);
  if (kind === 'proto-keys') expectNothingPolluted();
  await expect(form.el).to.be.accessible();
  // Pro expands a group with `selected`, made of five fields: 50,000 characters is past any server's limit on
  // a request line (the simulator's Node server answers 431), so long10k chooses a final row there.
  const event = await chooseDown(form.el, filled, !(kind === 'long10k' && api === 'pro'));
  expectFilledAsText(form.form, event, answerStrings());
  expectNoMarkupRan(form.el);
  await expectInputUsable(form.el);
  expectOnlyReportedErrors();
  // The US Street request carries the chosen address: 10,000 characters a field is refused the same way, and
  // the address is filled unverified. Node's server writes its 431 and closes the connection at once: Firefox
  // 153 now and then reads the close first, a network error (1 run of the CI at 011dcd5), so there the report
  // may be either; elsewhere it is the 431.
  const seen = errors.details.map(({ code, status }) => `${code} ${status}`);
  if (kind === 'long10k' && api === 'v2') {
    const refusals = navigator.userAgent.includes('Firefox/') ? ['bad-request 431', 'network 0'] : ['bad-request 431'];
    expect(seen).to.have.length(1);
    expect(refusals).to.include(seen[0]);
  } else {
    expect(seen).to.deep.equal([]);
  }
}

async function intlFlow(kind: StringKind): Promise<void> {
  const { form, el } = await intlForm(hostileBase(INTL_BASE, kind));
  const filled = filledEvents(el);
  inputOf(el).focus();
  await sendKeys({ type: '12 Main' });
  await listChecked(el);
  if (kind === 'proto-keys') expectNothingPolluted();
  await expect(el).to.be.accessible();
  const event = await chooseDown(el, filled);
  expectFilledAsText(form, event, answerStrings());
  expectNoMarkupRan(el);
  await expectInputUsable(el);
  expectOnlyReportedErrors();
  expect(errors.details, 'errors').to.deep.equal([]);
}

async function postalFlow(kind: StringKind): Promise<void> {
  const { form, el, input } = await postalForm({ baseUrl: hostileBase(POSTAL_BASE, kind), country: 'USA' });
  const filled = filledEvents(el);
  input.focus();
  // Its own postal code per kind: the simulator refuses the same input a third time within 5 s.
  await sendKeys({ type: `9${STRING_KINDS.indexOf(kind) + 1}1` });
  await listChecked(el);
  if (kind === 'proto-keys') expectNothingPolluted();
  await expect(el).to.be.accessible();
  const event = await chooseDown(el, filled);
  expectFilledAsText(form, event, answerStrings());
  expectNoMarkupRan(el);
  await expectInputUsable(el);
  expectOnlyReportedErrors();
  expect(errors.details, 'errors').to.deep.equal([]);
}

for (const kind of STRING_KINDS) {
  describe(`hostile answers: ${kind}`, () => {
    // One test per flow: each is a page of its own, and four in one test outlasted mocha's ceiling in WebKit.
    it('US v2 with US Street verification: list, units, fill, as text', () => usFlow(kind, 'v2'));
    it('US pro: list, units, fill, as text', () => usFlow(kind, 'pro'));
    it('international: list, drill-down, detail, fill, as text', () => intlFlow(kind));
    it('postal code lookup: list, fill, as text', () => postalFlow(kind));
  });
}

describe('a 200 whose body is not JSON (an HTML page)', () => {
  const cases = [
    ['US v2', () => checkoutForm({ baseUrl: hostileBase(BASE, 'non-json-200') }).then((form) => form.el), '1600 Penn'],
    ['international', () => intlForm(hostileBase(INTL_BASE, 'non-json-200')).then(({ el }) => el), '12 Main'],
    [
      'postal code lookup',
      () => postalForm({ baseUrl: hostileBase(POSTAL_BASE, 'non-json-200'), country: 'USA' }).then(({ el }) => el),
      '981',
    ],
  ] as const;

  for (const [name, mount, text] of cases) {
    it(`${name}: one bad-response, the text unchanged, the input usable`, async () => {
      const el: AddressElement = await mount();
      inputOf(el).focus();
      await sendKeys({ type: text });
      await until(() => errors.details.length > 0, 'no address-error');
      expect(errors.details[0]).to.include({ code: 'bad-response', status: 200 });
      expect(inputOf(el).value).to.equal(text);
      expectNoMarkupRan(el);
      await expectInputUsable(el);
      expectOnlyReportedErrors();
    });
  }
});

// What only a page shows of a body that never ends: the page goes on answering while it trickles in, and real keys
// type after the timeout. The rest (the timeout's error, the verification's) runs in Node, on a fake clock
// (test/unit/services/broken-bodies.test.ts).
describe('a 200 whose body never ends', () => {
  // The recorder would wait for the body too: these requests go out unrecorded.
  beforeEach(() => recorder.restore());

  it('US v2: the lookup times out, the text unchanged, the page and the input answering', async () => {
    const form = await checkoutForm({ baseUrl: hostileBase(BASE, 'never-ending') });
    await form.type('1600 Penn');
    // The element's own timeout (8 s) ends it; the condition wait's ceiling is far above it.
    await until(() => errors.details.length > 0, 'the lookup never ended');
    expect(errors.details.map(({ code }) => code)).to.deep.equal(['timeout']);
    expect(form.input.value).to.equal('1600 Penn');
    await expectEventLoopAnswers();
    await sendKeys({ type: 'a' });
    expect(form.input.value).to.equal('1600 Penna');
    expectOnlyReportedErrors();
  });
});

describe("an unterminated right-to-left override in the service's text", () => {
  it("does not reverse the element's own words after it in the units heading", async () => {
    const form = await checkoutForm({ baseUrl: hostileBase(BASE, 'rtl') });
    // A popup as wide as the page (it is at least as wide as its input): the heading fits on one line.
    form.input.style.width = `${window.innerWidth - 40}px`;
    await form.type('1600 Penn');
    await listChecked(form.el);
    await chooseAt(firstOf(form.el, 'group'));
    const heading = () => form.el.querySelector('.address-autocomplete-context');
    await until(() => heading()?.textContent?.includes('addresses') === true, 'no units heading');
    // The page is left-to-right: the count follows the address's last word (its ZIP code), to its right on the same
    // line or on a line below; the override reversing the whole heading would put the count to its left.
    const zip = heading()!.textContent!.split(' — ')[0]!.slice(-5);
    const address = boxOf(heading()!, zip);
    const count = boxOf(heading()!, 'addresses');
    const sameLine = Math.abs(address.top - count.top) < address.height / 2;
    if (sameLine) expect(count.left, 'the count comes after the address').to.be.above(address.right - 1);
    else expect(count.top, 'the count comes after the address').to.be.above(address.top);
  });
});
