// What the Node files of <us-address-autocomplete> over ./us-element-model.ts share (us-attribute-config*.test.ts,
// us-lookup-errors*.test.ts): one simulator per file, started in the process, the console captured in each test, and
// the mount and lookup helpers, so that the files split by concern still read their cases the same way.
import { after, afterEach, before, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import type { FakeClock } from '../../support/fake-clock.js';
import { ConsoleCapture, UsElementModel, startWarmSimulator } from './us-element-model.js';

export const KEY = 'demo-embedded-key';
/** The simulator's US Autocomplete path, as /us-autocomplete is on the browser tests' page. */
export const PATH = '/us-autocomplete';
/** The simulator's US Autocomplete base URL, once `useSimulator` has started it (a live binding). */
export let BASE = '';
/** The simulator's own URL (scheme, host and port), once started. */
export let SIMULATOR_URL = '';

let consoleCapture: ConsoleCapture;
const restores: Array<() => void> = [];

/** Starts the simulator for the calling file, and captures the console and ends the models in each of its tests. */
export function useSimulator(): void {
  let simulator: Awaited<ReturnType<typeof startWarmSimulator>>;
  before(async () => {
    simulator = await startWarmSimulator();
    BASE = simulator.base;
    SIMULATOR_URL = simulator.url;
  });
  after(() => simulator.close());
  beforeEach(() => {
    consoleCapture = new ConsoleCapture().install();
  });
  afterEach(() => {
    consoleCapture.restore();
    for (const restore of restores.splice(0)) restore();
  });
}

/** The console errors (a stray log from elsewhere is counted too, as an extra call). */
export const consoleErrors = (): string[] => consoleCapture.errors;
export const consoleWarnings = (): string[] => consoleCapture.warnings;

/** The element with these attributes, connected, its requests recorded (through `rewrite`, when given). */
export function mount(
  attributes: Record<string, string>,
  { clock, rewrite }: { clock?: FakeClock; rewrite?: (url: URL) => URL } = {},
): UsElementModel {
  const el = new UsElementModel(attributes, { clock });
  restores.push(el.recordRequests(rewrite), () => el.disconnect());
  return el;
}

/** A working configuration, plus `extra` (a value of null removes that attribute). */
export function withDefaults(extra: Record<string, string | null> = {}): Record<string, string> {
  const attributes: Record<string, string | null> = { 'embedded-key': KEY, 'base-url': BASE, debounce: '0', ...extra };
  return Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Looks up once and returns the request's query, after checking that the simulator accepted it. */
export async function lookupQuery(el: UsElementModel): Promise<URLSearchParams> {
  const before = el.exchanges.length;
  el.typeOneLookup();
  await el.settle();
  assert.equal(el.exchanges.length, before + 1, 'one lookup');
  const exchange = el.exchanges.at(-1)!;
  assert.equal(exchange.status, 200, `the simulator refused ${exchange.url.search}: ${exchange.text ?? ''}`);
  return exchange.url.searchParams;
}

/** The suggestions the simulator's last answer listed. */
export function suggestionsAnswered(el: UsElementModel): number {
  const body = JSON.parse(el.exchanges.at(-1)!.text!) as { suggestions: unknown[] | null };
  return (body.suggestions ?? []).length;
}

/** The query without the two parameters every request has, as [name, value] pairs in order. */
export function filterParams(query: URLSearchParams): Array<[string, string]> {
  return [...query.entries()].filter(([name]) => name !== 'key' && name !== 'search');
}

/** Attributes as a page writes them, for test titles. */
export function written(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
}

/** The `{"errors":[{"message"}]}` messages of an answer body, as the service writes them. */
export function serviceMessages(text: string | undefined): string[] {
  try {
    const body = JSON.parse(text ?? '') as { errors?: Array<{ message?: string }> };
    return (body.errors ?? []).map((error) => error.message ?? '').filter((message) => message !== '');
  } catch {
    return [];
  }
}

/** What `expect(detail).to.include(part)` asks: each of part's entries equal in detail. */
export function includes(detail: object, part: Record<string, unknown>): void {
  const picked = Object.fromEntries(Object.keys(part).map((name) => [name, (detail as Record<string, unknown>)[name]]));
  assert.deepEqual(picked, part);
}

/** The element's own console messages name it, so that a page's console says which element is misconfigured. */
export function assertNamesElement(message: string | undefined): void {
  assert.ok(message?.includes('<us-address-autocomplete>'), message);
}
