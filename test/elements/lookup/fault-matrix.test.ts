// Issue 20's fault matrix, the cases only a browser shows: faults the simulator plays (test/support/faults.ts switches
// them on mid-session, from outside the element) met by a real fetch in each engine, typed with real keys. The whole
// matrix, every fault for each kind of element (US v2, US Pro, international: 54 cases), runs in Node over the
// elements' own parts and the simulator in that process: test/unit/element/fault-matrix.test.ts, with the same
// cases (test/support/fault-cases.ts), titles and checks. Here, for US v2: a dropped connection (the engine's own
// network error), a timeout (the engine aborting a fetch under way) and out-of-order answers (a superseded answer
// really arriving late); and the US Street verification of a chosen address, all five faults, since it needs the
// choice machine and the form that Node does not have (the three the service answers wrongly, a 503, malformed JSON
// and a wrong shape, share one test, each on an element of its own, so that the file stays at six tests).
//
// Each matrix case types a start text and gets its list, switches the fault on and types on, then switches it off
// and types on. After the fault and again after it cleared: the text is exactly what was typed, at most one request
// was in flight, the list shown answers the text typed or there is none, no promise was left rejected unhandled,
// every console error is the documented one that comes with an `address-error`, and the fault's error is the one
// reported. Once the fault clears, the next keys get suggestions again. Nothing here waits for an amount of time:
// the 8 s request timeout is fired by the test (RequestTimeouts), and latency only orders answers; every wait is a
// condition.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AddressErrorEvent } from '../../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import type { AddressErrorCode } from '../../../src/api/errors.js';
import {
  type AddressElement,
  BASE,
  announced,
  ConsoleStub,
  type Exchange,
  FetchRecorder,
  inputOf,
  nothingMoreWithin,
  optionTexts,
  rowsOf,
  sameList,
  until,
  usLabel,
} from '../../support/element-helpers.js';
import { FaultSwitch, RequestTimeouts } from '../../support/faults.js';
import { checkoutForm } from '../../support/checkout-form.js';
import { FAULTS, MATRIX_KEYS, faultList, matrixTitle } from '../../support/fault-cases.js';

/** The matrix's cases that only a real fetch shows; the rest run in Node (see the top of this file). */
const BROWSER_CASES = [
  'a dropped connection',
  'a timeout (no answer)',
  'out-of-order answers (a fetch that ignores aborts)',
].map((name) => FAULTS.find((c) => c.name === name)!);

/** What the list shows for an answer body, in order. */
const labels = (body: unknown): string[] => rowsOf(body).map(usLabel);

let faults: FaultSwitch;
let recorder: FetchRecorder;
let timeouts: RequestTimeouts;
let consoleErrors: ConsoleStub;
let unhandled: unknown[];
const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);

beforeEach(() => {
  unhandled = [];
  window.addEventListener('unhandledrejection', onUnhandled);
  timeouts = new RequestTimeouts().install();
  faults = new FaultSwitch(BASE, '/us-street').install();
  recorder = new FetchRecorder({ path: null }).install();
  consoleErrors = new ConsoleStub('error').install();
});

afterEach(() => {
  consoleErrors.restore();
  recorder.restore();
  faults.restore();
  timeouts.restore();
  window.removeEventListener('unhandledrejection', onUnhandled);
});

/** <us-address-autocomplete> (v2) in a checkout form (city, state, postal code after it), debounce 0: a request per key. */
async function mount(attributes: Record<string, string> = {}): Promise<AddressElement> {
  return (await checkoutForm({ attributes, streetBaseUrl: null, labels: true })).el;
}

function errorsOf(el: AddressElement): AddressErrorEvent[] {
  const events: AddressErrorEvent[] = [];
  el.addEventListener('address-error', (event) => events.push(event as AddressErrorEvent));
  return events;
}

/** The lookups of exactly `text` (not drill-downs). */
function lookupsOf(text: string): Exchange[] {
  return recorder.exchanges.filter(
    (exchange) => exchange.url.pathname.startsWith(BASE) && exchange.url.searchParams.get('search') === text,
  );
}

/** The answered lookup of exactly `text`, if any. */
function answerFor(text: string): Exchange | undefined {
  return lookupsOf(text).findLast((exchange) => exchange.status === 200);
}

/** The list shows the answer to the text in the input, with at least one suggestion. */
function showsAnswerToText(el: AddressElement): boolean {
  const answer = answerFor(inputOf(el).value);
  const shown = answer?.body === undefined ? [] : labels(answer.body);
  return shown.length > 0 && sameList(optionTexts(el), shown);
}

/** What must hold after any fault, and again after it cleared. */
async function expectSteady(el: AddressElement, typed: string, errors: AddressErrorEvent[]) {
  await el.updateComplete;
  const input = inputOf(el);
  expect(input.value, 'the text is not what was typed').to.equal(typed);
  expect(faults.peak.get(BASE) ?? 0, 'requests in flight at once').to.be.at.most(1);
  const options = optionTexts(el);
  if (options.length > 0) {
    const answer = answerFor(input.value);
    expect(answer, `a list is shown, but no answer to "${input.value}" came`).to.not.equal(undefined);
    expect(options, 'the list shown is not the answer to the text').to.deep.equal(labels(answer!.body));
  }
  expect(unhandled, 'unhandled rejections').to.deep.equal([]);
  // Each console error is the one that comes with an address-error, in the same words.
  expect(consoleErrors.messages.length, consoleErrors.messages.join('\n')).to.equal(errors.length);
  consoleErrors.messages.forEach((message, index) => expect(message).to.include(errors[index]!.detail.message));
}

describe('fault matrix: <us-address-autocomplete> (v2)', () => {
  for (const c of BROWSER_CASES) {
    it(matrixTitle(c), async () => {
      const [start, during, after] = MATRIX_KEYS;
      const el = await mount();
      const errors = errorsOf(el);
      const input = inputOf(el);
      input.focus();
      await sendKeys({ type: start });
      await until(() => showsAnswerToText(el), `no list for "${start}"`);

      // The fault, and keys typed under it.
      faults.set(BASE, faultList(c.fault!));
      faults.ignoreAborts = c.ignoreAborts ?? false;
      const sentBefore = recorder.count;
      await sendKeys({ type: during });
      const typed = start + during;
      if (c.timeout) {
        // The last key's request is the one waiting (each key's request aborted the one before and its timeout).
        await until(() => lookupsOf(typed).length > 0 && timeouts.pending === 1, 'the request was not left waiting');
        timeouts.fire();
      }
      if (c.code === undefined) {
        await until(() => showsAnswerToText(el), `no list for "${typed}" under ${c.fault}`);
        if (c.ignoreAborts) await expectLateAnswer(start + during.slice(0, -1), typed);
        expect(errors, 'an error under latency alone').to.deep.equal([]);
      } else {
        await until(() => errors.some((event) => event.detail.code === c.code), `no ${c.code} address-error`);
        expect(recorder.count, 'no request met the fault').to.be.greaterThan(sentBefore);
        expect(errors.map((event) => event.detail.code)).to.deep.equal(errors.map(() => c.code));
        // A failed lookup empties the list: nothing from before the fault stays on offer. The shopper reads (and
        // hears) the error's status row instead.
        expect(optionTexts(el), 'a stale list after the error').to.deep.equal([]);
        await el.updateComplete;
        expect(el.querySelector('.address-autocomplete-message')?.textContent).to.equal(DEFAULT_STRINGS.error(c.code));
        expect(announced(el)).to.equal(DEFAULT_STRINGS.error(c.code));
      }
      await expectSteady(el, typed, errors);

      // The fault clears; the next keys get suggestions again.
      faults.clear();
      faults.ignoreAborts = false;
      await sendKeys({ type: after });
      const final = typed + after;
      await until(() => showsAnswerToText(el), `no list for "${final}" once the fault cleared`);
      await expectSteady(el, final, errors);
    });
  }
});

/**
 * The superseded request's answer really came after the latest one's (the fault played out of order), and the list
 * still answers the latest text.
 */
async function expectLateAnswer(earlier: string, latest: string): Promise<void> {
  const late = lookupsOf(earlier)[0];
  expect(late, `no request for "${earlier}"`).to.not.equal(undefined);
  expect(late!.status, 'the earlier answer came first: nothing was out of order').to.equal(undefined);
  await late!.answer;
  // Time for the element to have read the late answer (it shows nothing of it): a window for what must not happen.
  await nothingMoreWithin();
  const answer = answerFor(latest);
  expect(answer, 'no answer for the latest text').to.not.equal(undefined);
  expect(labels(late!.body), 'the late answer lists what the latest does').to.not.deep.equal(labels(answer!.body));
}

interface VerificationFault {
  name: string;
  fault: string;
  code: AddressErrorCode;
  /** The house number typed: each case its own addresses, since answers are kept for the page session. */
  number: number;
  timeout?: boolean;
}

const ANSWERED_WRONG: readonly VerificationFault[] = [
  { name: 'a 503', fault: 'status:503', code: 'server', number: 50 },
  { name: 'malformed JSON', fault: 'malformed', code: 'bad-response', number: 140 },
  { name: 'a wrong shape {"candidates":[]}', fault: 'body:{"candidates":[]}', code: 'bad-response', number: 310 },
];

describe('fault matrix: US Street verification (verify) of a chosen address', () => {
  const stands =
    'the choice stands unverified (status error), reported once; the next choice is verified once it clears';
  it(`a timeout (no answer): ${stands}`, () =>
    expectVerificationFault({
      name: 'a timeout (no answer)',
      fault: 'hang',
      code: 'timeout',
      number: 210,
      timeout: true,
    }));
  it(`a dropped connection: ${stands}`, () =>
    expectVerificationFault({ name: 'a dropped connection', fault: 'drop', code: 'network', number: 200 }));
  // The service answering, wrongly: the same story for each answer, each on an element of its own.
  it(`${ANSWERED_WRONG.map((c) => c.name).join(', ')}: ${stands}`, async () => {
    for (const c of ANSWERED_WRONG) await expectVerificationFault(c);
  });
});

async function expectVerificationFault(c: VerificationFault): Promise<void> {
  // A case of its own, even within a test: its own console and its own peak of requests in flight.
  consoleErrors.restore();
  consoleErrors = new ConsoleStub('error').install();
  faults.resetPeak();
  const el = await mount({ verify: '', 'street-base-url': '/us-street' });
  const errors = errorsOf(el);
  const chosen: Array<CustomEvent<{ address: { line1: string }; verification?: { status: string } }>> = [];
  el.addEventListener('verified-address', (event) => chosen.push(event as (typeof chosen)[number]));
  faults.set('/us-street', c.fault);
  await chooseFirstFinal(el, `${c.number} Ma`);
  if (c.timeout) {
    await until(
      () => faults.inFlight('/us-street') === 1 && timeouts.pending === 1,
      `${c.name}: no verification waiting`,
    );
    timeouts.fire();
  }
  await until(() => chosen.length === 1, `${c.name}: no verified-address`);
  expect(chosen[0]!.detail.verification, c.name).to.deep.equal({ status: 'error' });
  expect(
    errors.map((event) => event.detail.code),
    c.name,
  ).to.deep.equal([c.code]);
  const input = inputOf(el);
  expect(input.value, `${c.name}: the chosen street was not written`).to.equal(chosen[0]!.detail.address.line1);
  expect(faults.peak.get('/us-street'), `${c.name}: verifications in flight at once`).to.equal(1);
  expect(unhandled, c.name).to.deep.equal([]);
  expect(consoleErrors.messages, c.name).to.have.length(1);
  expect(consoleErrors.messages[0], c.name).to.include(errors[0]!.detail.message);

  faults.clear();
  await sendKeys({ press: 'Control+a' });
  await chooseFirstFinal(el, `${c.number + 1} Ma`);
  await until(() => chosen.length === 2, `${c.name}: no verified-address after the fault cleared`);
  expect(chosen[1]!.detail.verification?.status, c.name).to.not.equal('error');
  expect(errors, `${c.name}: an error once the fault cleared`).to.have.length(1);
  expect(unhandled, c.name).to.deep.equal([]);
}

/** Types `text` with real keys (over a selection, if any) and chooses the first final address of its list. */
async function chooseFirstFinal(el: AddressElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
  await until(() => showsAnswerToText(el), `no list for "${text}"`);
  const index = [...el.querySelectorAll<HTMLElement>('[role="option"]')].findIndex(
    (option) => option.dataset.kind === 'final',
  );
  expect(index, `no final address for "${text}"`).to.be.at.least(0);
  for (let step = 0; step <= index; step += 1) await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
}
