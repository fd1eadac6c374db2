// A demo page (demo/*.html) in a frame of the test page, for the tests of its request meter
// (test/elements/shops/demo-meter.test.ts): its requests recorded on top of the meter's own fetch wrapper, the counts its
// meters show, and the few key sequences the tests drive it with.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FetchRecorder, type Exchange } from './element-helpers.js';
import { waitUntil } from './wait.js';
import { focusInFrame } from './frame-focus.js';

export const DEMO = '/demo/index.html';

export interface Counts {
  requests: number;
  billed: number;
  keystrokes: number;
}

/** The part of axe-core's API the test uses, from the copy loaded into the demo's frame. */
export interface AxeInFrame {
  run(context: Element): Promise<{ violations: { id: string }[] }>;
}

export interface DemoPage {
  frame: HTMLIFrameElement;
  doc: Document;
  recorder: FetchRecorder;
}

export async function openDemo(path = DEMO, street = 'input[name=ship-address1]'): Promise<DemoPage> {
  const frame = document.createElement('iframe');
  frame.style.inlineSize = '800px';
  frame.style.blockSize = '900px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  // Module scripts run before the load event: the meters are started and the elements defined.
  await loaded;
  const doc = frame.contentDocument!;
  await waitUntil(
    () => doc.querySelector(street)?.getAttribute('role') === 'combobox',
    'the demo page did not load its elements',
  );
  const recorder = new FetchRecorder({ target: frame.contentWindow as Window & typeof globalThis, path: null });
  return { frame, doc, recorder: recorder.install() };
}

export function closeDemo(page: DemoPage): void {
  page.recorder.restore();
  page.frame.remove();
}

/** The counts a block's meter shows (everywhere.html's one meter: no block). */
export function shown(doc: Document, block: 'ship' | 'bill' | ''): Counts {
  const prefix = block === '' ? '' : `${block}-`;
  const read = (name: keyof Counts): number => Number(doc.querySelector(`#${prefix}meter-${name}`)!.textContent);
  return { requests: read('requests'), billed: read('billed'), keystrokes: read('keystrokes') };
}

/** Every recorded request has its answer (or failed): nothing is on its way any more. */
export function allAnswered(exchanges: readonly Exchange[]): boolean {
  return exchanges.every((exchange) => exchange.status !== undefined || exchange.error !== undefined);
}

export function optionsIn(element: Element): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>('[role=option]')];
}

/** Types `text` into `input` and waits until the list shows the answer to all of it (not to a prefix). */
export async function typeAndList(
  page: DemoPage,
  input: HTMLInputElement,
  element: Element,
  text: string,
): Promise<void> {
  await focusInFrame(input);
  const before = input.value;
  await sendKeys({ type: text });
  expect(input.value, `the keys reached the input (it held "${before}")`).to.equal(text);
  await waitUntil(
    () =>
      page.recorder.exchanges.some(
        (exchange) => exchange.url.searchParams.get('search') === text && exchange.status === 200,
      ),
    `no answer for "${text}"`,
  );
  await waitUntil(
    () => element.querySelector('[role=listbox]')?.getAttribute('aria-busy') === 'false' && optionsIn(element).length,
    'the list is not shown',
  );
}

/** Chooses the first option of `kind` with Down presses and Enter. */
export async function chooseKind(element: Element, kind: string): Promise<void> {
  const index = optionsIn(element).findIndex((option) => option.dataset.kind === kind);
  expect(index, `the list has a ${kind} option`).to.be.at.least(0);
  for (let step = 0; step <= index; step += 1) await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
}

export function eventOnce(target: EventTarget, type: string): { seen: () => boolean } {
  let seen = false;
  target.addEventListener(type, () => (seen = true), { once: true });
  return { seen: () => seen };
}
