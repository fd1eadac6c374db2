// A shop's page that loads the loader (dist/address-autocomplete.loader.js, built by `npm run build`), in a frame of
// its own: a realm with its own registry, as a page loads it. Shared by the loader's tests (test/elements/lifecycle/).
import { fixture, html, oneEvent } from '@open-wc/testing';
import { BASE, KEY } from './element-helpers.js';
import { waitUntil } from './wait.js';

export const LOADER = '/dist/address-autocomplete.loader.js';

export type FrameWindow = Window & typeof globalThis;

export interface Loaded {
  win: FrameWindow;
  doc: Document;
  /** The chunks the frame has fetched, as its own resource timing lists them, when the frame's `load` came. */
  chunksAtLoad: string[];
}

/** The paths of the chunks (dist/chunks/) the frame has fetched, as its resource timing lists them. */
export const chunksOf = (win: Window): string[] =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/chunks/'));

/** The URL of a chunk whose file name starts with `prefix`, found by following the US core's imports. */
export async function chunkUrl(prefix: string): Promise<string> {
  const seen = new Set<string>();
  const queue = ['us.js'];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (name.startsWith(prefix)) return new URL(`/dist/chunks/${name}`, location.origin).href;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = await (await fetch(`/dist/chunks/${name}`)).text();
    for (const [, imported] of code.matchAll(/["']\.\/([^"']+\.js)["']/g)) queue.push(imported!);
  }
  throw new Error(`no chunk ${prefix}* is imported from dist/chunks/us.js`);
}

/**
 * A frame holding `body`, then the loader's script tag (with `attributes`), as a page puts it last in its body;
 * `head` goes in its head (an import map, say).
 */
export async function pageWithLoader(body: string, attributes = '', head = ''): Promise<Loaded> {
  const frame = document.createElement('iframe');
  frame.style.width = '600px';
  frame.style.height = '400px';
  let chunksAtLoad: string[] = [];
  const loaded = oneEvent(frame, 'load').then(() => (chunksAtLoad = chunksOf(frame.contentWindow!)));
  frame.srcdoc = `<!doctype html><html lang="en"><head>${head}</head><body>${body}<script src="${LOADER}" ${attributes}></script></body></html>`;
  await fixture(html`<div>${frame}</div>`);
  await loaded;
  return { win: frame.contentWindow as FrameWindow, doc: frame.contentDocument!, chunksAtLoad };
}

/** A checkout form with a US element on the simulator; `attributes` are added to the element's. */
export const usForm = (attributes = ''): string => `<form>
  <us-address-autocomplete embedded-key="${KEY}" base-url="${location.origin}${BASE}" debounce="0" ${attributes}>
    <input name="street" autocomplete="address-line1" aria-label="Street">
  </us-address-autocomplete>
  <input name="city" autocomplete="address-level2" aria-label="City">
  <input name="state" autocomplete="address-level1" aria-label="State">
  <input name="zip" autocomplete="postal-code" aria-label="ZIP">
</form>`;

export function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: text, bubbles: true }));
}

/** A paste of `text` into `input`, as test/support/entering.ts makes one, with the frame's own event classes. */
export function paste(win: FrameWindow, input: HTMLInputElement, text: string): void {
  const clipboardData = new win.DataTransfer();
  clipboardData.setData('text/plain', text);
  const event = new win.ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  if (input.dispatchEvent(event)) {
    input.setRangeText(text.replace(/\s*[\r\n]+\s*/g, ' '), 0, input.value.length, 'end');
    input.dispatchEvent(new win.InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
  }
}

export function key(input: HTMLInputElement, name: string): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

export const optionsIn = (doc: Document): HTMLElement[] => [...doc.querySelectorAll<HTMLElement>('[role="option"]')];

/** The street input, focused: the element starts (the loader fetches its core) and is then ready. */
export async function started({ doc }: Loaded): Promise<HTMLInputElement> {
  const input = doc.querySelector<HTMLInputElement>('input[name="street"]')!;
  input.focus();
  await waitUntil(() => input.getAttribute('role') === 'combobox', 'the element did not start on focus');
  return input;
}

/** Types `text` and chooses the first final address with the keys, once the list has one. */
export async function chooseFirstFinal(
  { doc }: Loaded,
  input: HTMLInputElement,
  text = '1600 Amphitheatre',
): Promise<void> {
  type(input, text);
  await waitUntil(() => optionsIn(doc).some((option) => option.dataset.kind === 'final'), 'no final option listed');
  const index = optionsIn(doc).findIndex((option) => option.dataset.kind === 'final');
  for (let i = 0; i <= index; i++) key(input, 'ArrowDown');
  key(input, 'Enter');
}
