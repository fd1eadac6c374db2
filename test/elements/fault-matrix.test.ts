// Issue 20's fault matrix: every fault the simulator can play (test/support/faults.ts switches it on mid-session,
// from outside the element), for each kind of element (US v2, US Pro, international), typed with real keys. Each
// case types a start text and gets its list, switches the fault on and types on, then switches it off and types on.
// After the fault and again after it cleared: the text is exactly what was typed, at most one request was in flight,
// the list shown answers the text typed or there is none, no promise was left rejected unhandled, every console error
// is the documented one that comes with an `address-error`, and the fault's error is the one reported. Once the fault
// clears, the next keys get suggestions again. Nothing here waits for an amount of time: the 8 s request timeout is
// fired by the test (RequestTimeouts), and latency only orders answers; every wait is a condition.
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AddressErrorCode } from '../../src/api/errors.js';
import type { AddressErrorEvent } from '../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../src/core/view/strings.js';
import {
  type AddressElement,
  BASE,
  announced,
  ConsoleStub,
  type Exchange,
  FetchRecorder,
  INTL_BASE,
  KEY,
  inputOf,
  nothingMoreWithin,
  optionTexts,
  rowsOf,
  sameList,
  until,
  usLabel,
} from '../support/element-helpers.js';
import { FaultSwitch, RequestTimeouts } from '../support/faults.js';

interface ElementKind {
  name: string;
  tag: 'us-address-autocomplete' | 'intl-address-autocomplete';
  base: string;
  attributes: Record<string, string>;
  /**
   * The start text, the keys typed under the fault, the keys typed after it. Each prefix has suggestions, and the
   * two under the fault have different ones ("12 Ma", "12 Mai"), so that a late answer shown would be seen.
   */
  keys: readonly [string, string, string];
  /** What the list shows for an answer body, in order. */
  labels(body: unknown): string[];
}

const intlLabels = (body: unknown): string[] =>
  ((body as { candidates: Array<{ address_text: string }> | null }).candidates ?? []).map((row) => row.address_text);

const KINDS: readonly ElementKind[] = [
  {
    name: '<us-address-autocomplete> (v2)',
    tag: 'us-address-autocomplete',
    base: BASE,
    attributes: {},
    keys: ['12 M', 'ai', 'n'],
    labels: (body) => rowsOf(body).map(usLabel),
  },
  {
    name: '<us-address-autocomplete api="pro">',
    tag: 'us-address-autocomplete',
    base: BASE,
    attributes: { api: 'pro' },
    keys: ['12 M', 'ai', 'n'],
    labels: (body) => rowsOf(body).map(usLabel),
  },
  {
    name: '<intl-address-autocomplete country="CAN">',
    tag: 'intl-address-autocomplete',
    base: INTL_BASE,
    attributes: { country: 'CAN' },
    keys: ['12 M', 'ai', 'n'],
    labels: intlLabels,
  },
];

interface FaultCase {
  name: string;
  /** The simulator's fault list while the fault lasts. */
  fault?: string;
  /** The embedded key while the fault lasts (a refusal mid-session); the demo key comes back after. */
  key?: string;
  /** The error the fault is reported as; none: the answers come, late or out of order, and no error. */
  code?: AddressErrorCode;
  /** The request never answers: the test fires the element's 8 s timeout. */
  timeout?: boolean;
  /** The requests go out without the element's AbortSignal, so a superseded answer still arrives (late). */
  ignoreAborts?: boolean;
  /** The browser also says it went offline (and online when the fault clears). */
  offline?: boolean;
}

const FAULTS: readonly FaultCase[] = [
  { name: 'latency 0–3 s with jitter', fault: 'jitter:3000' },
  // The first key's search is one code point shorter than the second's: it is answered 3 s later, after the second.
  { name: 'out-of-order answers (a fetch that ignores aborts)', fault: 'slow-short:{long}:3000', ignoreAborts: true },
  { name: 'a dropped connection', fault: 'drop', code: 'network' },
  { name: 'offline and back', fault: 'drop', code: 'network', offline: true },
  { name: 'a timeout (no answer)', fault: 'hang', code: 'timeout', timeout: true },
  { name: 'a 503', fault: 'status:503', code: 'server' },
  { name: 'a 500', fault: 'status:500', code: 'server' },
  { name: 'a 429 with Retry-After: 1', fault: 'status:429', code: 'rate-limited' },
  { name: 'a 429 with an unreadable Retry-After ("soon")', fault: 'status:429,retry-after:soon', code: 'rate-limited' },
  { name: 'a 429 with an HTTP-date Retry-After', fault: 'status:429,retry-after:date:2', code: 'rate-limited' },
  { name: 'a 429 without Retry-After', fault: 'status:429,retry-after:none', code: 'rate-limited' },
  { name: 'malformed JSON', fault: 'malformed', code: 'bad-response' },
  { name: 'wrong shape {"suggestions":"x"}', fault: 'body:{"suggestions":"x"}', code: 'bad-response' },
  { name: 'wrong shape []', fault: 'body:[]', code: 'bad-response' },
  { name: 'wrong shape {"candidates":{}}', fault: 'body:{"candidates":{}}', code: 'bad-response' },
  { name: 'wrong shape null', fault: 'body:null', code: 'bad-response' },
  { name: 'a 401 mid-session (an unknown key)', key: 'no-such-embedded-key', code: 'unauthorized' },
  { name: 'a 402 mid-session (no subscription)', key: 'demo-no-subscription-key', code: 'payment-required' },
];

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
  faults = new FaultSwitch(BASE, INTL_BASE, '/us-street').install();
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

/** The element in a checkout form (city, state, postal code after it), debounce 0: a request per key. */
async function mount(kind: ElementKind): Promise<AddressElement> {
  const form = document.createElement('form');
  const el = document.createElement(kind.tag);
  for (const [name, value] of Object.entries({ 'embedded-key': KEY, 'base-url': kind.base, debounce: '0' })) {
    el.setAttribute(name, value);
  }
  for (const [name, value] of Object.entries(kind.attributes)) el.setAttribute(name, value);
  el.append(field('street', 'address-line1'));
  form.append(el, field('city', 'address-level2'), field('state', 'address-level1'), field('zip', 'postal-code'));
  await fixture(form);
  await el.updateComplete;
  return el;
}

function field(name: string, token: string): HTMLInputElement {
  const input = document.createElement('input');
  input.name = name;
  input.setAttribute('autocomplete', token);
  input.setAttribute('aria-label', name);
  return input;
}

function errorsOf(el: AddressElement): AddressErrorEvent[] {
  const events: AddressErrorEvent[] = [];
  el.addEventListener('address-error', (event) => events.push(event as AddressErrorEvent));
  return events;
}

/** The answered lookup of exactly `text` (not a drill-down), if any. */
function answerFor(kind: ElementKind, text: string): Exchange | undefined {
  return recorder.exchanges.findLast(
    (exchange) =>
      exchange.url.pathname.startsWith(kind.base) &&
      exchange.url.searchParams.get('search') === text &&
      exchange.status === 200,
  );
}

/** The list shows the answer to the text in the input, with at least one suggestion. */
function showsAnswerToText(kind: ElementKind, el: AddressElement): boolean {
  const answer = answerFor(kind, inputOf(el).value);
  const labels = answer?.body === undefined ? [] : kind.labels(answer.body);
  return labels.length > 0 && sameList(optionTexts(el), labels);
}

/** What must hold after any fault, and again after it cleared. */
async function expectSteady(kind: ElementKind, el: AddressElement, typed: string, errors: AddressErrorEvent[]) {
  await el.updateComplete;
  const input = inputOf(el);
  expect(input.value, 'the text is not what was typed').to.equal(typed);
  expect(faults.peak.get(kind.base) ?? 0, 'requests in flight at once').to.be.at.most(1);
  const options = optionTexts(el);
  if (options.length > 0) {
    const answer = answerFor(kind, input.value);
    expect(answer, `a list is shown, but no answer to "${input.value}" came`).to.not.equal(undefined);
    expect(options, 'the list shown is not the answer to the text').to.deep.equal(kind.labels(answer!.body));
  }
  expect(unhandled, 'unhandled rejections').to.deep.equal([]);
  // Each console error is the one that comes with an address-error, in the same words.
  expect(consoleErrors.messages.length, consoleErrors.messages.join('\n')).to.equal(errors.length);
  consoleErrors.messages.forEach((message, index) => expect(message).to.include(errors[index]!.detail.message));
}

for (const kind of KINDS) {
  describe(`fault matrix: ${kind.name}`, () => {
    for (const c of FAULTS) {
      it(`${c.name}: the text stays, one request at a time, no stale list; lookups resume when it clears`, async () => {
        const [start, during, after] = kind.keys;
        const el = await mount(kind);
        const errors = errorsOf(el);
        const input = inputOf(el);
        input.focus();
        await sendKeys({ type: start });
        await until(() => showsAnswerToText(kind, el), `no list for "${start}"`);

        // The fault, and keys typed under it.
        if (c.fault !== undefined) faults.set(kind.base, c.fault.replace('{long}', String(start.length + 2)));
        if (c.key !== undefined) el.embeddedKey = c.key;
        faults.ignoreAborts = c.ignoreAborts ?? false;
        if (c.offline) window.dispatchEvent(new Event('offline'));
        const sentBefore = recorder.count;
        await sendKeys({ type: during });
        const typed = start + during;
        if (c.timeout) {
          // The last key's request is the one waiting (each key's request aborted the one before and its timeout).
          await until(() => answerSent(kind, typed) && timeouts.pending === 1, 'the request was not left waiting');
          timeouts.fire();
        }
        if (c.code === undefined) {
          await until(() => showsAnswerToText(kind, el), `no list for "${typed}" under ${c.fault}`);
          if (c.ignoreAborts) await expectLateAnswer(kind, start + during.slice(0, -1), typed);
          expect(errors, 'an error under latency alone').to.deep.equal([]);
        } else {
          await until(() => errors.some((event) => event.detail.code === c.code), `no ${c.code} address-error`);
          expect(recorder.count, 'no request met the fault').to.be.greaterThan(sentBefore);
          expect(errors.map((event) => event.detail.code)).to.deep.equal(errors.map(() => c.code));
          // A failed lookup empties the list: nothing from before the fault stays on offer. The shopper reads (and
          // hears) the error's status row instead.
          expect(optionTexts(el), 'a stale list after the error').to.deep.equal([]);
          await el.updateComplete;
          expect(el.querySelector('.address-autocomplete-message')?.textContent).to.equal(
            DEFAULT_STRINGS.error(c.code),
          );
          expect(announced(el)).to.equal(DEFAULT_STRINGS.error(c.code));
        }
        await expectSteady(kind, el, typed, errors);

        // The fault clears; the next keys get suggestions again.
        faults.clear();
        faults.ignoreAborts = false;
        if (c.key !== undefined) el.embeddedKey = KEY;
        if (c.offline) window.dispatchEvent(new Event('online'));
        await sendKeys({ type: after });
        const final = typed + after;
        await until(() => showsAnswerToText(kind, el), `no list for "${final}" once the fault cleared`);
        await expectSteady(kind, el, final, errors);
      });
    }
  });
}

function answerSent(kind: ElementKind, text: string): boolean {
  return recorder.exchanges.some(
    (exchange) => exchange.url.pathname.startsWith(kind.base) && exchange.url.searchParams.get('search') === text,
  );
}

/**
 * The superseded request's answer really came after the latest one's (the fault played out of order), and the list
 * still answers the latest text.
 */
async function expectLateAnswer(kind: ElementKind, earlier: string, latest: string): Promise<void> {
  const late = recorder.exchanges.find(
    (exchange) => exchange.url.pathname.startsWith(kind.base) && exchange.url.searchParams.get('search') === earlier,
  );
  expect(late, `no request for "${earlier}"`).to.not.equal(undefined);
  expect(late!.status, 'the earlier answer came first: nothing was out of order').to.equal(undefined);
  await late!.answer;
  // Time for the element to have read the late answer (it shows nothing of it): a window for what must not happen.
  await nothingMoreWithin();
  const answer = answerFor(kind, latest);
  expect(answer, 'no answer for the latest text').to.not.equal(undefined);
  expect(kind.labels(late!.body), 'the late answer lists what the latest does').to.not.deep.equal(
    kind.labels(answer!.body),
  );
}

describe('fault matrix: US Street verification (verify) of a chosen address', () => {
  for (const c of [
    { name: 'a 503', fault: 'status:503', code: 'server', number: 50 },
    { name: 'a timeout (no answer)', fault: 'hang', code: 'timeout', number: 210, timeout: true },
    { name: 'a dropped connection', fault: 'drop', code: 'network', number: 200 },
    { name: 'malformed JSON', fault: 'malformed', code: 'bad-response', number: 140 },
    { name: 'a wrong shape {"candidates":[]}', fault: 'body:{"candidates":[]}', code: 'bad-response', number: 310 },
  ] as const) {
    it(`${c.name}: the choice stands unverified (status error), reported once; the next choice is verified once it clears`, async () => {
      const el = await mount({ ...KINDS[0]!, attributes: { verify: '', 'street-base-url': '/us-street' } });
      const errors = errorsOf(el);
      const chosen: Array<CustomEvent<{ address: { line1: string }; verification?: { status: string } }>> = [];
      el.addEventListener('verified-address', (event) => chosen.push(event as (typeof chosen)[number]));
      faults.set('/us-street', c.fault);
      // Each case its own addresses: answers are kept for the page session, failures are not.
      await chooseFirstFinal(el, `${c.number} Ma`);
      if ('timeout' in c) {
        await until(() => faults.inFlight('/us-street') === 1 && timeouts.pending === 1, 'no verification waiting');
        timeouts.fire();
      }
      await until(() => chosen.length === 1, 'no verified-address');
      expect(chosen[0]!.detail.verification).to.deep.equal({ status: 'error' });
      expect(errors.map((event) => event.detail.code)).to.deep.equal([c.code]);
      const input = inputOf(el);
      expect(input.value, 'the chosen street was not written').to.equal(chosen[0]!.detail.address.line1);
      expect(faults.peak.get('/us-street'), 'verifications in flight at once').to.equal(1);
      expect(unhandled).to.deep.equal([]);
      expect(consoleErrors.messages).to.have.length(1);
      expect(consoleErrors.messages[0]).to.include(errors[0]!.detail.message);

      faults.clear();
      await sendKeys({ press: 'Control+a' });
      await chooseFirstFinal(el, `${c.number + 1} Ma`);
      await until(() => chosen.length === 2, 'no verified-address after the fault cleared');
      expect(chosen[1]!.detail.verification?.status).to.not.equal('error');
      expect(errors, 'an error once the fault cleared').to.have.length(1);
      expect(unhandled).to.deep.equal([]);
    });
  }
});

/** Types `text` with real keys (over a selection, if any) and chooses the first final address of its list. */
async function chooseFirstFinal(el: AddressElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
  await until(() => showsAnswerToText(KINDS[0]!, el), `no list for "${text}"`);
  const index = [...el.querySelectorAll<HTMLElement>('[role="option"]')].findIndex(
    (option) => option.dataset.kind === 'final',
  );
  expect(index, `no final address for "${text}"`).to.be.at.least(0);
  for (let step = 0; step <= index; step += 1) await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
}
