// What must hold after every step of a fuzzed session (issue 20), watched on the page as it runs:
// - the text changes only by the shopper or a documented write: the element writes its input only with the street of
//   an option the shopper chose (a choice, a group's units, a correction accepted), of an address pasted or autofilled
//   (kept), or back to the shopper's text after a fill; nothing changes the text without an `input` event;
// - `aria-activedescendant` names an option of the element's list, or is absent;
// - `aria-expanded` is true exactly when the list is shown;
// - at most one request in flight per element and channel (network.ts, checked at every request);
// - the list shown answers the latest query sent (or, for text typed again, the cached answer to that text);
// - `verified-address` only after a choice (Enter or a click on an option, leaving a narrowed units list, an
//   autofill or a paste checked with `verify`), never more than there were choices;
// - no console error but the one each `address-error` comes with, and each of those explained: a `config` error
//   names an attribute the session set to a bad value, any other error answers a fault the simulator was asked for.
import { codeOfFault, type NetworkObserver, type Sent } from './network.js';
import { ELEMENT_NAMES, streetOf, type ElementName, type FuzzPage } from './page.js';
import type { AddressErrorEvent, VerifiedAddressEvent } from '../../../src/index.js';

export interface ElementModel {
  /** The text as the shopper and the element's documented writes left it. */
  expected: string;
  /** The text before the element's latest write: a fill may write the shopper's text back. */
  before: string;
  /** What a write may follow now: options chosen, text pasted or autofilled, since the shopper's last edit. */
  offers: string[];
  /** Every option chosen in the session (leaving the input may confirm a unit typed after one). */
  choices: string[];
  /** The element's writes during this step. */
  writes: number;
  /** The input lost focus during this step. */
  focusLost: boolean;
  permits: { choice: number; commit: number; entry: number };
  /** Attributes the session set to a value the element must refuse. */
  invalid: Set<string>;
  /** Config errors during this step, by the attribute they name. */
  configErrors: string[];
  /** The shopper chose a Back option since the latest request: an earlier list may come back. */
  wentBack: boolean;
  /** The list the shopper last chose from, with the number of suggestion requests sent before the choice. */
  chosenFrom?: { texts: string[]; sent: number };
  /** The texts the shopper made, each with the number of suggestion requests sent before it. */
  edits: Array<{ text: string; sent: number }>;
}

/** Compared as a shopper reads them: spacing and case aside. */
export const norm = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The street part of an option's or a pasted address's text: up to the first comma or line break. */
const streetPart = (text: string): string => norm(text.split(/[,\n]/)[0] ?? '');

/** A write of `value` is about `offer` when one is the other's start (a street line with or without its unit). */
function related(value: string, offer: string): boolean {
  const written = norm(value);
  const street = streetPart(offer);
  if (written === '' || street === '') return false;
  return written.startsWith(street) || (street.startsWith(written) && written.includes(' '));
}

/**
 * The latest query: the latest request with a `search`, and the requests after it (a group's units or addresses,
 * the international detail of a chosen address, which lists nothing: after it, the list is still that search's).
 */
function latestQuery(requests: readonly Sent[]): readonly Sent[] {
  let index = requests.length - 1;
  while (index > 0 && !requests[index]!.url.searchParams.has('search')) index -= 1;
  return requests.slice(Math.max(index, 0));
}

/**
 * A choice made from the list on screen while a newer lookup was on its way cancels that lookup: the list chosen
 * from is then the latest answer, and Down may show it again. An international choice's own detail request (an
 * `address_id`, no `search`) comes after it and changes no list (seed -590655710 path 1: Down after the choice).
 */
function choseFrom(model: ElementModel, texts: readonly string[], requests: readonly Sent[]): boolean {
  const list = model.chosenFrom;
  const since = requests.slice(list?.sent ?? requests.length);
  return (
    !!list &&
    since.every((request) => !request.url.searchParams.has('search')) &&
    texts.every((text) => list.texts.includes(text))
  );
}

export function optionText(option: Element): string {
  return option.querySelector('.address-autocomplete-option-text')?.textContent ?? '';
}

function newModel(text: string): ElementModel {
  return {
    expected: text,
    before: text,
    offers: [],
    choices: [],
    writes: 0,
    focusLost: false,
    permits: { choice: 0, commit: 0, entry: 0 },
    invalid: new Set(),
    configErrors: [],
    wentBack: false,
    edits: [],
  };
}

export class SessionMonitor {
  readonly violations: string[] = [];
  /** What the session saw, for the figures: the element's writes, its verified-address and address-error events. */
  readonly counts = { choices: 0, writes: 0, verified: 0, errors: 0 };
  readonly models = {} as Record<ElementName, ElementModel>;
  /** Set while the session dispatches events as the shopper (or the browser): their `input` events are not writes. */
  shopperActing = false;
  readonly #page: FuzzPage;
  readonly #network: NetworkObserver;
  readonly #consoleErrors: string[] = [];
  #originalError: typeof console.error | undefined;
  readonly #cleanups: Array<() => void> = [];

  constructor(page: FuzzPage, network: NetworkObserver) {
    this.#page = page;
    this.#network = network;
    for (const name of ELEMENT_NAMES) this.models[name] = newModel(streetOf(page, name).value);
  }

  install(): this {
    this.#originalError = console.error;
    console.error = (...args: unknown[]) => void this.#consoleErrors.push(args.map(String).join(' '));
    const onError = (event: ErrorEvent) => this.#fail(`uncaught error: ${event.message}`);
    const onRejection = (event: PromiseRejectionEvent) => this.#fail(`unhandled rejection: ${String(event.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    this.#cleanups.push(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    });
    for (const name of ELEMENT_NAMES) this.#watch(name);
    return this;
  }

  restore(): void {
    if (this.#originalError) console.error = this.#originalError;
    for (const cleanup of this.#cleanups) cleanup();
  }

  #fail(message: string): void {
    this.violations.push(message);
  }

  #watch(name: ElementName): void {
    const el = this.#page.elements[name];
    const input = streetOf(this.#page, name);
    const model = this.models[name];
    const listen = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void): void => {
      target.addEventListener(type, listener as EventListener);
      this.#cleanups.push(() => target.removeEventListener(type, listener as EventListener));
    };
    listen<InputEvent>(input, 'input', (event) => this.#onInput(name, event));
    listen(input, 'blur', () => (model.focusLost = true));
    listen<VerifiedAddressEvent>(el, 'verified-address', (event) => this.#onVerified(name, event));
    listen<AddressErrorEvent>(el, 'address-error', (event) => this.#onError(name, event));
  }

  #onInput(name: ElementName, event: InputEvent): void {
    const model = this.models[name];
    const input = event.target as HTMLInputElement;
    if (event.isTrusted || this.shopperActing) {
      model.expected = input.value;
      model.edits.push({ text: input.value, sent: this.#network.of(name, 'suggestions').length });
      return;
    }
    model.writes += 1;
    this.counts.writes += 1;
    const value = input.value;
    const documented = value === model.before || model.offers.some((offer) => related(value, offer));
    const restored = model.expected;
    if (!documented && model.choices.some((choice) => related(value, choice))) {
      // A verdict's fill writes the chosen street and then, in the same task, the text the shopper typed since.
      queueMicrotask(() => {
        if (input.value !== restored) this.#fail(`${name}: the fill wrote "${value}" over "${restored}" and left it`);
      });
    } else if (!documented) {
      this.#fail(
        `${name}: undocumented write "${value}" over "${restored}" (may follow: ${JSON.stringify(model.offers)})`,
      );
    }
    model.before = restored;
    model.expected = value;
  }

  #onVerified(name: ElementName, event: VerifiedAddressEvent): void {
    const { permits } = this.models[name];
    this.counts.verified += 1;
    const source = event.detail.source;
    const kinds: Array<keyof typeof permits> =
      source === 'list' ? ['choice'] : source === 'unit' ? ['commit', 'choice'] : ['entry', 'choice'];
    const kind = kinds.find((k) => permits[k] > 0);
    if (kind) permits[kind] -= 1;
    else this.#fail(`${name}: verified-address (source ${source}) without a choice`);
  }

  #onError(name: ElementName, event: AddressErrorEvent): void {
    const { code, message, attribute } = event.detail;
    this.counts.errors += 1;
    const el = this.#page.elements[name];
    const said = this.#consoleErrors.findIndex((line) => line.startsWith(`<${el.localName}> ${message}`));
    if (said < 0) this.#fail(`${name}: address-error without its console error: ${message}`);
    else this.#consoleErrors.splice(said, 1);
    const model = this.models[name];
    if (code === 'config') {
      if (attribute === undefined || !model.invalid.has(attribute)) {
        this.#fail(`${name}: config error naming ${attribute} (bad now: ${[...model.invalid].join(', ')}): ${message}`);
      }
      if (attribute !== undefined) model.configErrors.push(attribute);
      return;
    }
    const cause = this.#network.sent.find(
      (sent) =>
        sent.element === name &&
        !sent.explained &&
        codeOfFault(sent.fault) === code &&
        (sent.status !== undefined || sent.failed),
    );
    if (cause) cause.explained = true;
    else this.#fail(`${name}: ${code} error that no fault explains: ${message}`);
  }

  /** A new step: its writes, focus and config errors are counted afresh. */
  beginStep(): void {
    for (const name of ELEMENT_NAMES) {
      const model = this.models[name];
      model.writes = 0;
      model.focusLost = false;
      model.configErrors = [];
    }
  }

  /** Checks everything that must hold now (the elements have rendered); violations are collected. */
  check(): void {
    for (const line of this.#consoleErrors.splice(0)) this.#fail(`console error: ${line}`);
    for (const violation of this.#network.violations.splice(0)) this.#fail(violation);
    for (const name of ELEMENT_NAMES) {
      const el = this.#page.elements[name];
      const input = streetOf(this.#page, name);
      if (!el.isConnected) continue;
      if (input.value !== this.models[name].expected) {
        this.#fail(
          `${name}: the text is "${input.value}" but the shopper and the element left "${this.models[name].expected}"`,
        );
      }
      this.#checkList(name, el, input);
    }
  }

  #checkList(name: ElementName, el: HTMLElement, input: HTMLInputElement): void {
    const popup = el.querySelector('[popover]');
    const listbox = el.querySelector<HTMLElement>('[role="listbox"]');
    const options = listbox ? [...listbox.querySelectorAll<HTMLElement>('[role="option"]')] : [];
    const shown = !!popup?.matches(':popover-open') && !!listbox && !listbox.hidden && options.length > 0;
    const expanded = input.getAttribute('aria-expanded');
    if ((expanded === 'true') !== shown)
      this.#fail(`${name}: aria-expanded="${expanded}" but the list is ${shown ? '' : 'not '}shown`);
    const active = input.getAttribute('aria-activedescendant');
    if (active !== null) {
      const option = document.getElementById(active);
      if (!option || !listbox?.contains(option) || option.getAttribute('role') !== 'option') {
        this.#fail(`${name}: aria-activedescendant="${active}" names no option of its list`);
      } else if (!shown || option.getAttribute('aria-selected') !== 'true') {
        this.#fail(`${name}: aria-activedescendant names an option of a list not shown, or not marked selected`);
      }
    }
    if (shown && listbox) this.#checkAnswer(name, listbox, options, input);
  }

  /** The options shown are rows of the latest answer (or of the cached answer to the text as it is). */
  #checkAnswer(name: ElementName, listbox: HTMLElement, options: HTMLElement[], input: HTMLInputElement): void {
    const network = this.#network;
    if (listbox.getAttribute('aria-busy') === 'true' || network.inFlight(name, 'suggestions').length > 0) return;
    const requests = network.of(name, 'suggestions');
    const latest = requests.at(-1);
    const texts = options.filter((o) => o.dataset.kind === 'final' || o.dataset.kind === 'group').map(optionText);
    const fits = (rows: readonly string[] | undefined): boolean =>
      !!rows && texts.every((text) => rows.some((row) => row !== '' && norm(text).includes(norm(row))));
    // A text typed since the latest request may have been answered from the cache (a text looked up before): its
    // list is the latest query's answer, though no request went out for it.
    const since = new Set(
      [...this.models[name].edits.filter((edit) => edit.sent === requests.length), { text: input.value }].map((edit) =>
        norm(edit.text),
      ),
    );
    const typedAgain = requests.filter((r) => since.has(norm(r.url.searchParams.get('search') ?? '')));
    const ok =
      latestQuery(requests).some((r) => fits(r.rows)) ||
      choseFrom(this.models[name], texts, requests) ||
      fits(network.of(name, 'street').at(-1)?.rows) ||
      typedAgain.some((r) => fits(r.rows)) ||
      (this.models[name].wentBack && requests.some((r) => fits(r.rows)));
    if (!ok) {
      const answer = latest && `${latest.url.search} (fault "${latest.fault}", status ${latest.status})`;
      const requested = requests.map((r) => `${r.url.searchParams.get('search')} ${r.fault} ${r.status}`);
      this.#fail(
        `${name}: the list shown for "${input.value}" (${listbox.getAttribute('aria-busy')}), ${JSON.stringify(texts)}, does not answer ${answer}; sent ${requested.join(' | ')}`,
      );
    }
  }
}
