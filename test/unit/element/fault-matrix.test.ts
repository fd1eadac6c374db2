// Issue 20's fault matrix in Node: every fault the simulator can play on a lookup (test/support/fault-cases.ts),
// switched on mid-session from outside the element, for <us-address-autocomplete> (v2 and Pro) and
// <intl-address-autocomplete>, over the elements' own parts (./element-model.ts) and the simulator in this process.
// Each case types a start text and gets its list, switches the fault on and types on, then switches it off and types
// on. After the fault and again after it cleared: the text is exactly what was typed, at most one request was in
// flight, the list shown answers the text typed or there is none, no promise was left rejected unhandled, every
// console error is the documented one that comes with an `address-error`, and the fault's error is the one reported
// (status row and live region). Once the fault clears, the next keys get suggestions again.
//
// Time is the test's: the elements' clock and the simulator's latency run on a FakeClock, so the 8 s timeout, a
// 429's Retry-After, the back-off after a network error and 3 s of latency pass when the test moves that clock to
// the element's (or the simulator's) next timer; every other wait is for a condition.
//
// From test/elements/lookup/fault-matrix.test.ts, assertion for assertion: 'fault matrix: <kind>' › '<fault>: …' (3 kinds ×
// 18 faults) → the same titles here. The model's stand-ins: keys are input events (no keyboard), the list and the
// status row are what the popup was given to show, the live region is the last announcement, and `online` comes
// from the window's events on globalThis. The browser file keeps three of these for US v2 (a dropped connection, a
// timeout, out-of-order answers: a real fetch's abort and network error in each engine) and the US Street
// verification cases, which need the choice machine and a form.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseFaults } from '../../../demo/simulator/server.js';
import { DEFAULT_TIMEOUT_MS } from '../../../src/core/lookup/scheduler.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { FakeClock } from '../../support/fake-clock.js';
import { FAULTS, MATRIX_KEYS, faultList, matrixTitle } from '../../support/fault-cases.js';
import { rowsOf, usLabel } from '../../support/us-rows.js';
import type { ElementModel } from './element-model.js';
import { IntlElementModel } from './intl-element-model.js';
import { ConsoleCapture, KEY, startWarmSimulator, until, type Exchange, type WarmSimulator } from './model-support.js';
import { SimulatorLatency, UnhandledRejections, WindowEvents } from './simulator-faults.js';
import { FaultSwitch } from '../../support/faults.js';
import { UsElementModel } from './us-element-model.js';

interface ElementKind {
  name: string;
  /** The service's base path on the simulator. */
  path: string;
  attributes: Record<string, string>;
  create(attributes: Record<string, string>, clock: FakeClock): ElementModel;
  /** What the list shows for an answer body, in order. */
  labels(body: unknown): string[];
}

const US_PATH = '/us-autocomplete';
const INTL_PATH = '/international-autocomplete';
const usLabels = (body: unknown): string[] => rowsOf(body).map(usLabel);
const intlLabels = (body: unknown): string[] =>
  ((body as { candidates: Array<{ address_text: string }> | null }).candidates ?? []).map((row) => row.address_text);
const us = (attributes: Record<string, string>, clock: FakeClock) => new UsElementModel(attributes, { clock });

const KINDS: readonly ElementKind[] = [
  { name: '<us-address-autocomplete> (v2)', path: US_PATH, attributes: {}, create: us, labels: usLabels },
  {
    name: '<us-address-autocomplete api="pro">',
    path: US_PATH,
    attributes: { api: 'pro' },
    create: us,
    labels: usLabels,
  },
  {
    name: '<intl-address-autocomplete country="CAN">',
    path: INTL_PATH,
    attributes: { country: 'CAN' },
    create: (attributes, clock) => new IntlElementModel(attributes, { clock }),
    labels: intlLabels,
  },
];

const latency = new SimulatorLatency();
let simulator: WarmSimulator;
let clock: FakeClock;
let faults: FaultSwitch;
let consoleCapture: ConsoleCapture;
let unhandled: UnhandledRejections;
let windowEvents: WindowEvents;
const restores: Array<() => void> = [];

// The browser suite's simulator lifts the rate limit as this one does: every test types on the same key.
before(async () => {
  simulator = await startWarmSimulator({ intl: true, requestsPerSecond: 10_000, wait: latency.wait });
});
after(() => simulator.close());
beforeEach(() => {
  clock = new FakeClock();
  latency.clock = clock;
  unhandled = new UnhandledRejections().install();
  windowEvents = new WindowEvents().install();
  faults = new FaultSwitch(US_PATH, INTL_PATH).install();
  consoleCapture = new ConsoleCapture().install();
});
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
  consoleCapture.restore();
  faults.restore();
  windowEvents.restore();
  unhandled.restore();
});

/** The element, debounce 0 (a request per key), its requests recorded as it sends them. */
function mount(kind: ElementKind): ElementModel {
  const baseUrl = `${simulator.url}${kind.path}`;
  const el = kind.create({ 'embedded-key': KEY, 'base-url': baseUrl, debounce: '0', ...kind.attributes }, clock);
  restores.push(el.recordRequests(), () => el.disconnect());
  return el;
}

function bodyOf(exchange: Exchange | undefined): unknown {
  try {
    return exchange?.text === undefined ? undefined : JSON.parse(exchange.text);
  } catch {
    return undefined;
  }
}

function lookupsOf(kind: ElementKind, el: ElementModel, text: string): Exchange[] {
  return el.exchanges.filter(
    (exchange) => exchange.url.pathname.startsWith(kind.path) && exchange.url.searchParams.get('search') === text,
  );
}

/** The answered lookup of exactly `text` (not a drill-down), if any. */
function answerFor(kind: ElementKind, el: ElementModel, text: string): Exchange | undefined {
  return lookupsOf(kind, el, text).findLast((exchange) => exchange.status === 200);
}

/** The list shows the answer to the text in the input, with at least one suggestion. */
function showsAnswerToText(kind: ElementKind, el: ElementModel): boolean {
  const body = bodyOf(answerFor(kind, el, el.input.value));
  const labels = body === undefined ? [] : kind.labels(body);
  return labels.length > 0 && sameList(el.optionTexts, labels);
}

function sameList(actual: readonly string[], expected: readonly string[]): boolean {
  return actual.length === expected.length && actual.every((text, index) => text === expected[index]);
}

/** What must hold after any fault, and again after it cleared. */
async function expectSteady(kind: ElementKind, el: ElementModel, typed: string): Promise<void> {
  await el.updateComplete;
  assert.equal(el.input.value, typed, 'the text is not what was typed');
  assert.ok((faults.peak.get(kind.path) ?? 0) <= 1, `requests in flight at once: ${faults.peak.get(kind.path)}`);
  const options = el.optionTexts;
  if (options.length > 0) {
    const answer = answerFor(kind, el, el.input.value);
    assert.notEqual(answer, undefined, `a list is shown, but no answer to "${el.input.value}" came`);
    assert.deepEqual(options, kind.labels(bodyOf(answer)), 'the list shown is not the answer to the text');
  }
  assert.deepEqual(unhandled.reasons, [], 'unhandled rejections');
  // Each console error is the one that comes with an address-error, in the same words.
  assert.equal(consoleCapture.errors.length, el.errors.length, consoleCapture.errors.join('\n'));
  consoleCapture.errors.forEach((message, index) =>
    assert.ok(message.includes(el.errors[index]!.message), `${message} lacks ${el.errors[index]!.message}`),
  );
}

/**
 * Waits for `condition`; whenever the element is left waiting on its own clock alone (no answer awaited, a timer
 * set: a 429's Retry-After, the back-off after a network error), moves the clock to that timer. Returns how many
 * times it did.
 */
async function untilOnElementClock(el: ElementModel, condition: () => boolean, message: string): Promise<number> {
  for (let moves = 0; ; moves += 1) {
    await until(() => condition() || (!el.lookupPending && clock.nextDueIn !== undefined), message);
    if (condition()) return moves;
    assert.ok(moves < 5, `${message}: the clock was moved ${moves} times`);
    await clock.tickAsync(clock.nextDueIn!);
  }
}

/** The most a fault list delays an answer: its latency, its jitter and its slow-short wait. */
function latencyOf(fault: string): number {
  const { latencyMs, jitterMs, slowShort } = parseFaults(fault);
  return latencyMs + jitterMs + (slowShort?.ms ?? 0);
}

for (const kind of KINDS) {
  describe(`fault matrix: ${kind.name}`, () => {
    for (const c of FAULTS) {
      it(matrixTitle(c), async () => {
        const [start, during, afterFault] = MATRIX_KEYS;
        const el = mount(kind);
        el.focus();
        el.type(start);
        await until(() => showsAnswerToText(kind, el), `no list for "${start}"`);

        // The fault, and keys typed under it.
        const fault = c.fault === undefined ? undefined : faultList(c.fault);
        if (fault !== undefined) faults.set(kind.path, fault);
        if (c.key !== undefined) el.setProperty('embeddedKey', c.key);
        faults.ignoreAborts = c.ignoreAborts ?? false;
        if (c.offline) globalThis.dispatchEvent(new Event('offline'));
        const sentBefore = el.exchanges.length;
        el.type(during);
        const typed = start + during;
        if (c.timeout) {
          // The last key's request is the one waiting (each key's request aborted the one before and its timeout).
          const waiting = () => lookupsOf(kind, el, typed).length > 0 && clock.pendingTimers === 1;
          await until(waiting, 'the request was not left waiting');
          clock.tick(DEFAULT_TIMEOUT_MS);
        }
        if (c.code === undefined) {
          // The latest answer may wait out its latency at the simulator: the clock moves once it is held there.
          const shown = () => showsAnswerToText(kind, el);
          await until(() => shown() || latency.holds(typed), `no list for "${typed}" under ${fault}`);
          if (!shown()) await clock.tickAsync(latencyOf(fault!));
          await until(shown, `no list for "${typed}" under ${fault}`);
          if (c.ignoreAborts) await expectLateAnswer(kind, el, start + during.slice(0, -1), typed, latencyOf(fault!));
          assert.deepEqual(el.errors, [], 'an error under latency alone');
        } else {
          await until(() => el.errors.some((error) => error.code === c.code), `no ${c.code} address-error`);
          assert.ok(el.exchanges.length > sentBefore, 'no request met the fault');
          assert.deepEqual(
            el.errors.map((error) => error.code),
            el.errors.map(() => c.code),
          );
          // A failed lookup empties the list: nothing from before the fault stays on offer. The shopper reads (and
          // hears) the error's status row instead.
          await el.updateComplete;
          assert.deepEqual(el.optionTexts, [], 'a stale list after the error');
          assert.equal(el.statusRow, DEFAULT_STRINGS.error(c.code));
          assert.equal(el.announcements.at(-1), DEFAULT_STRINGS.error(c.code));
        }
        await expectSteady(kind, el, typed);

        // The fault clears; the next keys get suggestions again.
        faults.clear();
        faults.ignoreAborts = false;
        if (c.key !== undefined) el.setProperty('embeddedKey', KEY);
        if (c.offline) globalThis.dispatchEvent(new Event('online'));
        el.type(afterFault);
        const final = typed + afterFault;
        const message = `no list for "${final}" once the fault cleared`;
        const clockMoves = await untilOnElementClock(el, () => showsAnswerToText(kind, el), message);
        // Back online, the lookup held by the back-off goes at once: the clock did not have to reach its end.
        if (c.offline) assert.equal(clockMoves, 0, 'the lookup waited out the back-off although the page was online');
        await expectSteady(kind, el, final);
      });
    }
  });
}

/**
 * The superseded request's answer really came after the latest one's (the fault played out of order), and the list
 * still answers the latest text once the element has read it.
 */
async function expectLateAnswer(
  kind: ElementKind,
  el: ElementModel,
  earlier: string,
  latest: string,
  latencyMs: number,
): Promise<void> {
  const late = lookupsOf(kind, el, earlier)[0];
  assert.notEqual(late, undefined, `no request for "${earlier}"`);
  assert.equal(late!.status, undefined, 'the earlier answer came first: nothing was out of order');
  await until(() => latency.holds(earlier), `the simulator is not holding "${earlier}"`);
  await clock.tickAsync(latencyMs);
  await late!.answered;
  // The element reads the late answer (and shows nothing of it) once it has its body.
  await until(() => late!.response?.bodyUsed === true, `the element never read the answer to "${earlier}"`);
  await el.settle();
  const answer = answerFor(kind, el, latest);
  assert.notEqual(answer, undefined, 'no answer for the latest text');
  assert.notDeepEqual(
    kind.labels(bodyOf(late)),
    kind.labels(bodyOf(answer)),
    'the late answer lists what the latest does',
  );
}
