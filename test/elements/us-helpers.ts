// Helpers for the <us-address-autocomplete> browser tests: a fetch recorder (the element calls globalThis.fetch at
// request time, so wrapping it shows every request and the simulator's answer), DOM readers, and waits on DOM state.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { UsAddressAutocomplete } from '../../src/define.js';

export type UsElement = UsAddressAutocomplete;

/** One suggestion as the service writes it (v2 or Pro). */
export interface UsRow {
  street_line: string;
  secondary?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  entries?: number;
  entry_id?: string;
  urbanization?: string;
  [field: string]: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface Exchange {
  url: URL;
  answer: Promise<Answer>;
}

/** The simulator's base path, on the test server's own origin. */
export const BASE = '/us-autocomplete';
export const KEY = 'demo-embedded-key';

/**
 * Wraps globalThis.fetch: records each request to the US simulator and a copy of its answer. `rewrite` may change a
 * request's URL before it goes out (to switch a simulator fault on for some requests only).
 */
export class FetchRecorder {
  readonly exchanges: Exchange[] = [];
  rewrite: ((url: URL) => URL) | undefined;
  #original: typeof fetch | undefined;

  install(): this {
    const original = globalThis.fetch;
    this.#original = original;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const requested = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!requested.pathname.startsWith(BASE)) return original(input, init);
      const url = this.rewrite ? this.rewrite(new URL(requested)) : requested;
      const response = original(url.href, init);
      const answer = response.then(
        async (res) => ({ status: res.status, body: await res.clone().json().catch(() => undefined) }),
        () => ({ status: 0, body: undefined }),
      );
      this.exchanges.push({ url: requested, answer });
      return response;
    };
    return this;
  }

  restore(): void {
    if (this.#original) globalThis.fetch = this.#original;
    this.#original = undefined;
  }

  get count(): number {
    return this.exchanges.length;
  }

  get last(): Exchange {
    const last = this.exchanges.at(-1);
    if (!last) throw new Error('no request was sent');
    return last;
  }

  /** The rows of the latest request's answer. */
  async lastRows(): Promise<UsRow[]> {
    return rowsOf((await this.last.answer).body);
  }
}

export function rowsOf(body: unknown): UsRow[] {
  const suggestions = (body as { suggestions?: UsRow[] | null } | undefined)?.suggestions;
  if (suggestions === undefined) throw new Error(`not a suggestions body: ${JSON.stringify(body)}`);
  return suggestions ?? [];
}

/** DESIGN.md's display text: `street_line secondary, city, state zipcode`. */
export function usLabel(row: UsRow): string {
  const street = [row.street_line, row.secondary ?? ''].filter((part) => part !== '').join(' ');
  const place = [row.state ?? '', row.zipcode ?? ''].filter((part) => part !== '').join(' ');
  return [street, row.urbanization ?? '', row.city ?? '', place].filter((part) => part !== '').join(', ');
}

export function inputOf(el: UsElement): HTMLInputElement {
  const input = el.querySelector('input');
  if (!input) throw new Error('the element has no input');
  return input;
}

export function popupOf(el: UsElement): HTMLElement {
  return el.querySelector<HTMLElement>('[popover]')!;
}

export function listboxOf(el: UsElement): HTMLElement {
  return el.querySelector<HTMLElement>('[role="listbox"]')!;
}

export function optionsOf(el: UsElement): HTMLElement[] {
  return [...el.querySelectorAll<HTMLElement>('[role="option"]')];
}

/** What each option reads (without the group's count detail). */
export function optionTexts(el: UsElement): string[] {
  return optionsOf(el).map((option) => option.querySelector('.address-autocomplete-option-text')?.textContent?.trim() ?? '');
}

/** The live region's current text (the announcer toggles a trailing no-break space, which trim() removes). */
export function liveText(el: UsElement): string {
  return el.querySelector('[aria-live]')?.textContent?.trim() ?? '';
}

export function isOpen(el: UsElement): boolean {
  return inputOf(el).getAttribute('aria-expanded') === 'true' && popupOf(el).matches(':popover-open');
}

export function activeOption(el: UsElement): HTMLElement | null {
  const id = inputOf(el).getAttribute('aria-activedescendant');
  return id ? el.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
}

/** Focuses the element's input and types with real key presses. */
export async function typeInto(el: UsElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
}

/**
 * Waits until the latest request has been answered and the element has rendered its answer (not busy, updated),
 * and returns that answer's rows.
 */
export async function settle(el: UsElement, recorder: FetchRecorder): Promise<UsRow[]> {
  await waitUntil(() => recorder.count > 0, 'no request was sent');
  const exchange = recorder.last;
  const { body } = await exchange.answer;
  await waitUntil(() => listboxOf(el).getAttribute('aria-busy') === 'false', 'the listbox stayed busy');
  await el.updateComplete;
  return rowsOf(body);
}

/** Types `text`, waits for the answer to the final text, and checks that the list shows exactly that answer. */
export async function search(el: UsElement, recorder: FetchRecorder, text: string): Promise<UsRow[]> {
  await typeInto(el, text);
  await waitUntil(
    () => recorder.exchanges.some((exchange) => exchange.url.searchParams.get('search') === inputOf(el).value),
    `no request for "${inputOf(el).value}"`,
  );
  const rows = await settle(el, recorder);
  expect(recorder.last.url.searchParams.get('search')).to.equal(inputOf(el).value);
  await waitUntil(() => optionsOf(el).length === rows.length, 'the list does not show the answer');
  return rows;
}

/** Presses Down until the option at `index` is active (from a list with no active option). */
export async function activate(el: UsElement, index: number): Promise<void> {
  for (let i = 0; i <= index; i += 1) await sendKeys({ press: 'ArrowDown' });
  await el.updateComplete;
  expect(activeOption(el)).to.equal(optionsOf(el)[index]);
}

/** Collects console.error calls while installed. */
export class ConsoleErrors {
  readonly messages: string[] = [];
  #original: typeof console.error | undefined;

  install(): this {
    this.#original = console.error;
    console.error = (...args: unknown[]) => {
      this.messages.push(args.map(String).join(' '));
    };
    return this;
  }

  restore(): void {
    if (this.#original) console.error = this.#original;
    this.#original = undefined;
  }
}

/** Collects `address-error` events that reach the document (they bubble and are composed). */
export class ErrorEvents {
  readonly details: Array<{ status: number; code: string; message: string; attribute?: string }> = [];
  readonly #listener = (event: Event) => this.details.push((event as CustomEvent).detail);

  install(): this {
    document.addEventListener('address-error', this.#listener);
    return this;
  }

  restore(): void {
    document.removeEventListener('address-error', this.#listener);
  }
}

/** A short wait, only to show that something did not happen (no request, no event) after the 0 ms debounce. */
export function nothingMoreWithin(ms = 100): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
