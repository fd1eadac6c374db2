// What the Node files of <intl-address-autocomplete> (test/unit/intl/) share besides the element model
// (../element/intl-element-model.ts): the page their base URL is written against, with the simulator on it, the
// reading of the simulator's answers and requests, the simulator's own answers asked directly ("probes"), and the
// element driven to a candidate: a search checked against its answer, a choice with the keys, a drilled-down list.
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach } from 'node:test';
import { intlLookup, intlLookupAddressId } from '../../../demo/simulator/intl/index.js';
import type { IntlElementModel } from '../element/intl-element-model.js';
import { ConsoleCapture, startWarmSimulator, type IntlWarmUp } from '../element/model-support.js';
import { addressIdOf, candidatesOf, type DetailCandidate, type SummaryCandidate } from '../../support/intl-answers.js';

// The simulator's paths and answers, as the browser tests read them too.
export * from '../../support/intl-answers.js';

/**
 * The page the browser tests run on: the simulator, in this process on a free port, is on its origin, so that
 * `base-url="/international-autocomplete"` resolves against it as in the browser (src/api/request-url.ts reads
 * `document.baseURI`, which this page's document has). Only the international data of the countries in `warm` is
 * loaded first, by a search in each (the first lookup of a country reads its localities); no US data. The rate limit
 * is lifted, as on the browser tests' page (web-test-runner.config.mjs).
 */
export async function startPage(warm: readonly IntlWarmUp[]): Promise<{ url: string; close: () => Promise<void> }> {
  const simulator = await startWarmSimulator({ us: false, intl: warm, requestsPerSecond: 10_000 });
  const url = `${simulator.url}/`;
  Object.defineProperty(globalThis, 'document', { value: { baseURI: url }, configurable: true, writable: true });
  return {
    url,
    close: async () => {
      delete (globalThis as { document?: unknown }).document;
      await simulator.close();
    },
  };
}

/** A file's page (startPage), with each test's console captured and its own set-up undone after it. */
export interface IntlPage {
  readonly url: string;
  /** The running test's console errors and warnings: the element's own reports, kept out of the test output. */
  readonly console: ConsoleCapture;
  /** Undone after the running test, in order (a request recorder, the element's disconnect). */
  afterTest(...restores: Array<() => void>): void;
}

/** Registers the file's hooks: the page started once with the countries in `warm`, and each test's console. */
export function usePage(warm: readonly IntlWarmUp[]): IntlPage {
  let page: Awaited<ReturnType<typeof startPage>> | undefined;
  let capture: ConsoleCapture | undefined;
  const restores: Array<() => void> = [];
  before(async () => {
    page = await startPage(warm);
  });
  after(() => page?.close());
  beforeEach(() => {
    capture = new ConsoleCapture().install();
  });
  afterEach(() => {
    capture?.restore();
    for (const restore of restores.splice(0)) restore();
  });
  return {
    get url() {
      if (!page) throw new Error('the page starts before the first test');
      return page.url;
    },
    get console() {
      if (!capture) throw new Error('the console is captured during a test');
      return capture;
    },
    afterTest: (...added) => void restores.push(...added),
  };
}

/** The simulator's own answer, asked directly (not through the element, not recorded). */
function probe<T>(answer: { status: number; body: unknown }): T[] {
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return candidatesOf<T>(answer.body);
}
export const probeSearch = (country: string, search: string, maxResults = '10') =>
  probe<SummaryCandidate>(intlLookup(new URLSearchParams({ country, search, max_results: maxResults })));
export const probeAddressId = <T>(country: string, addressId: string) =>
  probe<T>(intlLookupAddressId(addressId, new URLSearchParams({ country })));

/** Looks up `text` and checks the simulator's answer: 200, candidates, the list showing them, open. */
export async function search(el: IntlElementModel, text: string): Promise<SummaryCandidate[]> {
  el.enter(text);
  await el.settle();
  const exchange = el.exchanges.findLast(({ url }) => url.searchParams.get('search') === text);
  assert.ok(exchange, `no request for "${text}"`);
  assert.equal(exchange.status, 200, `answer to "${text}"`);
  const candidates = candidatesOf<SummaryCandidate>(exchange.body);
  assert.ok(candidates.length > 0, `the simulator has candidates for "${text}"`);
  assert.deepEqual(
    el.optionTexts,
    candidates.map((candidate) => candidate.address_text),
    `the list does not show the answer to "${text}"`,
  );
  assert.equal(el.expanded, true, 'the list did not open');
  return candidates;
}

/** Chooses the option at `index` with the keys, checking that no option was active before (Down to it, Enter). */
export async function chooseChecked(el: IntlElementModel, index: number): Promise<void> {
  assert.equal(el.activeIndex, -1, 'an option is already active');
  for (let step = 0; step <= index; step += 1) el.press('ArrowDown');
  assert.equal(el.activeIndex, index);
  el.press('Enter');
  await el.settle();
}

/** The address_id requests, decoded, in order. */
export const addressIds = (el: IntlElementModel) =>
  el.exchanges.flatMap(({ url }) => {
    const id = addressIdOf(url);
    return id === undefined ? [] : [id];
  });

/** The answer to the latest request for `addressId`, after checking that the list shows Back and it. */
export function drilledList(el: IntlElementModel, addressId: string): SummaryCandidate[] {
  const exchange = el.exchanges.findLast(({ url }) => addressIdOf(url) === addressId);
  assert.ok(exchange, 'no address_id request');
  const candidates = candidatesOf<SummaryCandidate>(exchange.body);
  assert.deepEqual(
    el.optionTexts,
    ['Back', ...candidates.map((candidate) => candidate.address_text)],
    'the drilled-down list is not shown',
  );
  return candidates;
}

export function groupOf(candidates: SummaryCandidate[]): SummaryCandidate {
  const group = candidates.find((candidate) => candidate.entries > 1);
  assert.ok(group, 'the answer has a group (entries > 1)');
  return group;
}

/** The first single (entries ≤ 1) whose detail is one address, found by asking the simulator. */
export function unambiguousSingle(country: string, candidates: SummaryCandidate[]): SummaryCandidate {
  const single = candidates
    .filter((each) => each.entries <= 1)
    .find((candidate) => probeAddressId<DetailCandidate>(country, candidate.address_id).length === 1);
  assert.ok(single, 'no single with an unambiguous detail in the answer');
  return single;
}

/** A search in CAN whose answer (max_results 10) has a single whose detail is ambiguous (2+ addresses). */
export function ambiguousSearch(): { text: string; candidate: SummaryCandidate; details: DetailCandidate[] } {
  for (let number = 10; number < 40; number += 1) {
    const text = `${number} Main`;
    for (const candidate of probeSearch('CAN', text).filter((each) => each.entries <= 1)) {
      const details = probeAddressId<DetailCandidate>('CAN', candidate.address_id);
      if (details.length >= 2) return { text, candidate, details };
    }
  }
  throw new Error('the simulator gave no ambiguous detail for "10 Main" … "39 Main"');
}

/** The answer to the address_id request for `addressId`: its first candidate. */
export function detailOf(el: IntlElementModel, addressId: string): DetailCandidate {
  const exchange = el.exchanges.find(({ url }) => addressIdOf(url) === addressId);
  assert.ok(exchange, `no request for ${addressId}`);
  return candidatesOf<DetailCandidate>(exchange.body)[0]!;
}
