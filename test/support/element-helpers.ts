// Helpers shared by the element browser tests (test/elements/*/): a fetch recorder (the elements call their realm's
// globalThis.fetch at request time, so wrapping it shows every request and the simulator's answer), stubs for
// console.error / console.warn, a collector of `address-error` events, DOM readers, and waits on DOM state.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type {
  AddressAutocomplete,
  IntlAddressAutocomplete,
  PostalCodeAutocomplete,
  UsAddressAutocomplete,
} from '../../src/define.js';
import type { AddressErrorDetail, AddressErrorEvent } from '../../src/core/events/address-events.js';
import { WAIT_CEILING_MS, waitUntil } from './wait.js';
import { rowsOf, usLabel, type UsRow } from './us-rows.js';

export { rowsOf, usLabel, type UsRow };

export type UsElement = UsAddressAutocomplete;
export type IntlElement = IntlAddressAutocomplete;
export type AnyCountryElement = AddressAutocomplete;
export type PostalElement = PostalCodeAutocomplete;
/** Any element: the DOM readers and waits below work on all four. */
export type AddressElement = UsElement | IntlElement | AnyCountryElement | PostalElement;

/** The US simulator's base path, on the test server's own origin. */
export const BASE = '/us-autocomplete';
export { INTL_BASE } from './intl-answers.js';
/** The international postal code simulator's base path, on the test server's own origin. */
export const POSTAL_BASE = '/international-postal-code';
export const KEY = 'demo-embedded-key';

/** The input attributes an element sets while it enhances an input, and gives back to the page when it lets go. */
export const COMBOBOX_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-controls',
  'aria-expanded',
  'aria-activedescendant',
  'data-address-autocomplete',
] as const;

/** Long enough for a stray request or a repeated report to show up after a 0 ms debounce; never a wait for the behaviour itself. */
export const SETTLE_MS = 100;
/** The ceiling of a condition wait (see wait.ts): room for a loaded machine, reached only by a hang. */
export const ANSWER_TIMEOUT = WAIT_CEILING_MS;

// ——— The service's answers ———

/** A suggestion with the fields the simulator always writes, for tests that read them without checking. */
export interface CompleteUsRow extends UsRow {
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  entries: number;
}

/** Pro's `selected` built from a row: "street_line secondary (entries) city state zipcode", empty parts dropped. */
export function proSelected(row: UsRow): string {
  return [row.street_line, row.secondary, `(${row.entries})`, row.city, row.state, row.zipcode]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}

// ——— Recording the element's requests ———

export interface Answer {
  status: number;
  body: unknown;
}

export interface Exchange<Row = UsRow> {
  /** The URL as the element asked for it (before any rewrite), resolved against this page's URL. */
  url: URL;
  method: string;
  /** performance.now() when the request was sent. */
  sentAt: number;
  /** Resolves once the answer is recorded: its status and JSON body (status 0 and no body for a failed request). */
  answer: Promise<Answer>;
  // Set when the answer arrives, before the element gets it; `status` last, so that a waiter on it finds the rest.
  retryAfter?: string | null;
  /** The body as text (undefined when it could not be read). */
  text?: string;
  /** The body as JSON (undefined when it is not JSON). */
  body?: unknown;
  /** The `suggestions` of the body: null when the service wrote null, undefined when the body has none. */
  rows?: Row[] | null;
  status?: number;
  /** Set instead of the above when the request failed (a network error, a response without CORS, an abort): the error's name. */
  error?: string;
}

export interface RecorderOptions {
  /** The window whose fetch is wrapped (an iframe's, for a page in a frame); this window by default. */
  target?: Window & typeof globalThis;
  /**
   * Only requests whose path starts with this are recorded (others go out untouched); `null` records every request.
   * The US simulator's BASE by default.
   */
  path?: string | null;
  /** Changes a recorded request's URL before it goes out (to switch a simulator fault on for some requests only). */
  rewrite?: (url: URL) => URL;
  /** See FetchRecorder.hold. */
  hold?: (url: URL) => boolean;
}

/**
 * Wraps a window's fetch while installed: records each request (synchronously, when it is sent) and a copy of its
 * answer, which is read in full before the element gets the response.
 */
export class FetchRecorder<Row = UsRow> {
  readonly exchanges: Exchange<Row>[] = [];
  /** See RecorderOptions.rewrite; may be set at any time. */
  rewrite: ((url: URL) => URL) | undefined;
  /**
   * A slow service the test controls: a recorded request for which this returns true (asked when it is sent) is
   * held, not sent, until `release()`; an abort rejects it at once, as it would a request on the wire. Tests that
   * need "the answer is still on its way" hold it for as long as they need, where a simulator latency of a few
   * hundred ms is outlasted by a busy machine. May be set at any time; setting it to undefined holds no further
   * request and keeps the held ones held.
   */
  hold: ((url: URL) => boolean) | undefined;
  readonly #target: Window & typeof globalThis;
  readonly #path: string | null;
  #original: typeof fetch | undefined;
  #releaseHeld: (() => void) | undefined;
  #held: Promise<void> | undefined;

  constructor({ target = window, path = BASE, rewrite, hold }: RecorderOptions = {}) {
    this.#target = target;
    this.#path = path;
    this.rewrite = rewrite;
    this.hold = hold;
  }

  /** Sends the held requests (those not aborted meanwhile) and holds no further one. */
  release(): void {
    this.hold = undefined;
    this.#releaseHeld?.();
    this.#releaseHeld = undefined;
    this.#held = undefined;
  }

  /** Resolves on release(); rejects with the abort reason when `signal` aborts first. */
  #whenReleased(signal: AbortSignal | null | undefined): Promise<void> {
    this.#held ??= new Promise<void>((resolve) => (this.#releaseHeld = resolve));
    const held = this.#held;
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => reject(signal!.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      void held.then(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }

  install(): this {
    const target = this.#target;
    const original = target.fetch;
    this.#original = original;
    target.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (this.#path !== null && !url.pathname.startsWith(this.#path)) return original.call(target, input, init);
      let settled!: (answer: Answer) => void;
      const exchange: Exchange<Row> = {
        url,
        method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
        sentAt: performance.now(),
        answer: new Promise<Answer>((resolve) => (settled = resolve)),
      };
      this.exchanges.push(exchange);
      const held = this.hold?.(new URL(url)) ?? false;
      return (async () => {
        let response: Response;
        try {
          if (held) await this.#whenReleased(init?.signal ?? (input instanceof Request ? input.signal : undefined));
          response = await original.call(target, this.rewrite ? this.rewrite(new URL(url)).href : input, init);
        } catch (error) {
          exchange.error = (error as Error).name;
          settled({ status: 0, body: undefined });
          throw error;
        }
        exchange.retryAfter = response.headers.get('Retry-After');
        exchange.text = await response
          .clone()
          .text()
          .catch(() => undefined);
        exchange.body = parseJson(exchange.text);
        exchange.rows = (exchange.body as { suggestions?: Row[] | null } | undefined)?.suggestions;
        exchange.status = response.status;
        settled({ status: response.status, body: exchange.body });
        return response;
      })();
    };
    return this;
  }

  restore(): void {
    // Nothing stays held after the test: the requests go out (or meet their aborts) as the page is torn down.
    this.release();
    if (this.#original) this.#target.fetch = this.#original;
    this.#original = undefined;
  }

  get count(): number {
    return this.exchanges.length;
  }

  get last(): Exchange<Row> {
    const last = this.exchanges.at(-1);
    if (!last) throw new Error('no request was sent');
    return last;
  }

  /** The URL of each request, in order. */
  get urls(): URL[] {
    return this.exchanges.map((exchange) => exchange.url);
  }

  /** The `search` of each request, in order. */
  get searches(): Array<string | null> {
    return this.exchanges.map((exchange) => exchange.url.searchParams.get('search'));
  }

  /** Resolves when the latest request has its answer (a failed request never has one). */
  async lastAnswered(): Promise<Exchange<Row>> {
    await waitUntil(() => this.count > 0 && this.last.status !== undefined, 'no request was answered');
    return this.last;
  }

  /** Resolves when the latest request has its answer or has failed. */
  async lastSettled(): Promise<Exchange<Row>> {
    await waitUntil(
      () => this.count > 0 && (this.last.status !== undefined || this.last.error !== undefined),
      'no answer',
    );
    return this.last;
  }

  /** The suggestions of the latest answer, as the simulator wrote them. */
  async lastSuggestions(): Promise<Array<Record<string, unknown>>> {
    const exchange = await this.lastAnswered();
    const body = JSON.parse(exchange.text!) as { suggestions: Array<Record<string, unknown>> | null };
    return body.suggestions ?? [];
  }
}

function parseJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ——— Console and events ———

/** Collects calls to console.error or console.warn, without printing them, while installed. */
export class ConsoleStub {
  readonly calls: unknown[][] = [];
  /** Each call's arguments as one string. */
  readonly messages: string[] = [];
  #original: ((...args: unknown[]) => void) | undefined;

  constructor(private readonly method: 'error' | 'warn') {}

  install(): this {
    this.#original = console[this.method];
    console[this.method] = (...args: unknown[]) => {
      this.calls.push(args);
      this.messages.push(args.map(String).join(' '));
    };
    return this;
  }

  restore(): void {
    if (this.#original) console[this.method] = this.#original;
    this.#original = undefined;
  }
}

/** Collects the `address-error` events that reach `target` (they bubble and are composed) while installed. */
export class ErrorEvents {
  readonly events: AddressErrorEvent[] = [];
  readonly #listener = (event: Event) => this.events.push(event as AddressErrorEvent);

  constructor(private readonly target: EventTarget = document) {}

  get details(): AddressErrorDetail[] {
    return this.events.map((event) => event.detail);
  }

  install(): this {
    this.target.addEventListener('address-error', this.#listener);
    return this;
  }

  restore(): void {
    this.target.removeEventListener('address-error', this.#listener);
  }
}

// ——— Reading the element ———

export function inputOf(el: AddressElement): HTMLInputElement {
  const input = el.querySelector('input');
  if (!input) throw new Error('the element has no input');
  return input;
}

export function popupOf(el: AddressElement): HTMLElement {
  return el.querySelector<HTMLElement>('[popover]')!;
}

export function listboxOf(el: AddressElement): HTMLElement {
  return el.querySelector<HTMLElement>('[role="listbox"]')!;
}

export function optionsOf(el: AddressElement): HTMLElement[] {
  return [...el.querySelectorAll<HTMLElement>('[role="option"]')];
}

/** An option's text (an option also holds a group's count detail). */
export function textSpanOf(option: HTMLElement): HTMLElement {
  return option.querySelector<HTMLElement>('.address-autocomplete-option-text')!;
}

/** What each option reads (without the group's count detail). */
export function optionTexts(el: AddressElement): string[] {
  return optionsOf(el).map(
    (option) => option.querySelector('.address-autocomplete-option-text')?.textContent?.trim() ?? '',
  );
}

/** Whether two lists of texts are the same, in the same order. */
export function sameList(actual: readonly string[], expected: readonly string[]): boolean {
  return actual.length === expected.length && actual.every((text, index) => text === expected[index]);
}

/** Whether the list shows exactly these rows, in order, by their display text. */
export function showsRows(el: AddressElement, rows: readonly UsRow[]): boolean {
  return sameList(optionTexts(el), rows.map(usLabel));
}

/** The context heading of an expanded group, if one is shown. */
export function contextOf(el: AddressElement): HTMLElement | null {
  return el.querySelector<HTMLElement>('.address-autocomplete-context');
}

/** The live region's current text (the announcer toggles a trailing no-break space, which trim() removes). */
export function liveText(el: AddressElement): string {
  return el.querySelector('[aria-live]')?.textContent?.trim() ?? '';
}

/** The live region's text exactly, but for the no-break space the announcer adds to every other message. */
export function announced(el: AddressElement): string {
  return (el.querySelector('.address-autocomplete-live')?.textContent ?? '').replace(/\u00a0$/, '');
}

/** The input says the list is expanded (aria-expanded="true"), whatever the popup shows. */
export function isExpanded(el: AddressElement): boolean {
  return inputOf(el).getAttribute('aria-expanded') === 'true';
}

/** The input says the list is expanded and the popup is shown. */
export function isOpen(el: AddressElement): boolean {
  return isExpanded(el) && popupOf(el).matches(':popover-open');
}

export function activeOption(el: AddressElement): HTMLElement | null {
  const id = inputOf(el).getAttribute('aria-activedescendant');
  return id ? el.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
}

/** The middle of an element's box, in whole viewport pixels (for sendMouse). */
export function centre(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

/** The form control named `name` in `root`. */
export function named<T extends Element = HTMLInputElement>(root: ParentNode, name: string): T {
  return root.querySelector<T>(`[name="${name}"]`)!;
}

// ——— Driving the element and waiting ———

/** Focuses the element's input and types with real key presses. */
export async function typeInto(el: AddressElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
}

/** Puts `prefix` in the focused input and types `last`: one keystroke past min-chars, so exactly one lookup. */
export async function typeOneLookup(el: AddressElement, prefix = '1600 M', last = 'a'): Promise<void> {
  const input = inputOf(el);
  input.focus();
  input.value = prefix;
  input.setSelectionRange(prefix.length, prefix.length);
  await sendKeys({ type: last });
}

/** Presses Down until the option at `index` is active (from a list with no active option). */
export async function activate(el: AddressElement, index: number): Promise<void> {
  for (let i = 0; i <= index; i += 1) await sendKeys({ press: 'ArrowDown' });
  await el.updateComplete;
  expect(activeOption(el)).to.equal(optionsOf(el)[index]);
}

/** Chooses the option at `index`: activate(), then Enter. */
export async function choose(el: AddressElement, index: number): Promise<void> {
  await activate(el, index);
  await sendKeys({ press: 'Enter' });
}

/** Presses Down index + 1 times and then Enter, checking nothing on the way. */
export async function chooseWithKeys(index: number): Promise<void> {
  for (let step = 0; step <= index; step += 1) await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
}

/**
 * Waits until the latest request has been answered and the element has rendered its answer (not busy, updated),
 * and returns that answer's rows.
 */
export async function settle(el: AddressElement, recorder: FetchRecorder): Promise<UsRow[]> {
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

/** waitUntil with ANSWER_TIMEOUT, room for a loaded machine. */
export function until(predicate: () => boolean, message: string): Promise<void> {
  return waitUntil(predicate, message);
}

/** A short wait, only to show that something did not happen (no request, no event) after the 0 ms debounce. */
export function nothingMoreWithin(ms = SETTLE_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
