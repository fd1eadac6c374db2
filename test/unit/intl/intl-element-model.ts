// <intl-address-autocomplete> without a DOM, for the Node tests of its configuration, its requests and its flows
// (test/unit/intl/): the element's own parts, wired as src/core/element/address-autocomplete-element.ts and
// src/intl-address-autocomplete.ts wire them (the configuration checks, the ConfigurationWatch, the international
// source, the LookupSession, the ListRunner and its combobox machine, and reportError), on a host that has the
// element class's own property declarations, so that attributes become properties as Lit converts them and options
// become attribute names in messages.
//
// What it leaves out is the DOM: the input (a plain object keeps the text), the popup and the live region (a fake
// keeps what was announced), the form's country field (a value and a label stand for it: what CountryField reads,
// turned into a country by the element's own fieldCountry and resolveCountry) and the choice flow (a final choice is
// recorded as the ListRunner hands it on; nothing is filled, no event is dispatched, the list is not closed by it).
// The browser files keep what only a browser shows: test/elements/i18n/intl-element.test.ts and intl-country.test.ts.
//
// The lookups run on a FakeClock with `debounce="0"`: a keystroke sends its request at once, and no timer can send
// one later, so "no request" is read when the model has settled, without waiting for time to pass. `settle` waits for
// the requests in flight (the simulator answers over HTTP, in this process) and for their answers to be handled.
import { defaultConverter, type PropertyDeclaration, type ReactiveElement } from '@lit/reactive-element';
import { IntlAddressAutocomplete } from '../../../src/intl-address-autocomplete.js';
import { intlService } from '../../../src/core/element/intl-service.js';
import { fieldCountry } from '../../../src/core/element/country-field.js';
import { resolveCountry } from '../../../src/form/resolve-country.js';
import {
  configurationNames,
  prepareConfiguration,
  requestOptions,
  secretsSet,
} from '../../../src/core/element/configuration.js';
import { ConfigurationWatch } from '../../../src/core/element/configuration-watch.js';
import { LookupSession } from '../../../src/core/lookup/session.js';
import { ListRunner, type ListParts } from '../../../src/core/element/list-runner.js';
import { INITIAL_CHOICE_STATE } from '../../../src/core/choice/state.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import type { FinalChoice, ServiceOption } from '../../../src/core/lookup/address-service.js';
import type { Heading } from '../../../src/core/combobox/state.js';
import type { AddressErrorDetail, AddressErrorEvent } from '../../../src/core/events/address-events.js';
import { FakeClock } from '../../support/fake-clock.js';
import { startSimulatorServer } from '../../../demo/simulator/server.js';

export const KEY = 'demo-embedded-key';
/** The simulator's base path, as `base-url` is written on the browser tests' page. */
export const INTL_BASE = '/international-autocomplete';
export const LOOKUP_PATH = `${INTL_BASE}/v2/lookup`;

// Finalizes the class: its declarations (the shared attributes, the international ones, postal-code-filter).
void IntlAddressAutocomplete.observedAttributes;
const DECLARED = IntlAddressAutocomplete.elementProperties;

/** The attribute of a declared property, as Lit names it. */
function attributeName(name: PropertyKey, declaration: PropertyDeclaration): string {
  return typeof declaration.attribute === 'string' ? declaration.attribute : String(name).toLowerCase();
}

/**
 * The page the browser tests run on: the simulator, in this process on a free port, is on its origin, so that
 * `base-url="/international-autocomplete"` resolves against it as in the browser (src/api/request-url.ts reads
 * `document.baseURI`). Its data for the countries the tests use is loaded first by a search in each (`warm`: the
 * first lookup of a country reads its localities). The rate limit is lifted, as on the browser tests' page (web-test-runner.config.mjs).
 */
export async function startPage(
  warm: ReadonlyArray<readonly [country: string, search: string]>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const simulator = await startSimulatorServer({ port: 0, warmUp: false, requestsPerSecond: 10_000 });
  const url = `${simulator.url}/`;
  Object.defineProperty(globalThis, 'document', { value: { baseURI: url }, configurable: true, writable: true });
  for (const [country, search] of warm) {
    const query = new URLSearchParams({ key: KEY, country, search });
    const response = await fetch(`${simulator.url}${LOOKUP_PATH}?${query}`, { headers: { Referer: url } });
    if (response.status !== 200) throw new Error(`the simulator did not warm up for ${country}: ${response.status}`);
  }
  return {
    url,
    close: async () => {
      delete (globalThis as { document?: unknown }).document;
      await simulator.close();
    },
  };
}

/** One request the model's source sent, and what came of it. */
export interface Exchange {
  url: URL;
  method: string;
  status?: number;
  /** The answer's body, parsed (undefined until it came, or when it is not JSON). */
  body?: unknown;
  /** The request failed without an answer (aborted by a newer one). */
  error?: unknown;
}

/** What console.error and console.warn were called with, while installed. */
export class ConsoleCapture {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  readonly #error = console.error;
  readonly #warn = console.warn;

  install(): this {
    console.error = (...args: unknown[]) => void this.errors.push(args.map(String).join(' '));
    console.warn = (...args: unknown[]) => void this.warnings.push(args.map(String).join(' '));
    return this;
  }

  restore(): void {
    console.error = this.#error;
    console.warn = this.#warn;
  }
}

/** The form's country field as CountryField reads it: its value and, for a select, its selected option's text. */
export interface CountryFieldValue {
  value: string;
  label?: string;
}

export interface ModelOptions {
  /** The form's country field; undefined: the form has none. */
  countryField?: CountryFieldValue;
  /** The document's language, as CountryField reads it (`lang`, else the browser's language). */
  lang?: string;
}

/** The element's configuration and lookups, on a host without a DOM (see the top of this file). */
export class IntlElementModel {
  /** The element class's declarations, read by requestOptions, configurationNames and reportError. */
  static readonly elementProperties = DECLARED;

  readonly localName = 'intl-address-autocomplete';
  /** The `address-error` events the element dispatched. */
  readonly errorEvents: AddressErrorEvent[] = [];
  /** Every request the source sent, in order. */
  readonly exchanges: Exchange[] = [];
  /** What the live region was given, in order. */
  readonly announcements: Array<string | undefined> = [];
  /** The final choices the list handed on to the choice flow, in order. */
  readonly chosen: FinalChoice[] = [];
  /** The input's text. */
  readonly input = { value: '', disabled: false, readOnly: false };

  readonly #attributes = new Map<string, string>();
  readonly #clock = new FakeClock();
  readonly #watch = new ConfigurationWatch(this as unknown as ReactiveElement);
  readonly #session: LookupSession;
  readonly #list: ListRunner;
  readonly #inFlight = new Set<Promise<unknown>>();
  readonly #locales: string[];
  #countryField: CountryFieldValue | undefined;
  #updatePending = false;

  constructor(attributes: Record<string, string>, options: ModelOptions = {}) {
    this.#countryField = options.countryField;
    this.#locales = [options.lang || 'en-US'];
    const self = this as unknown as Record<string, unknown>;
    // The constructors' defaults (AddressAutocompleteAttributes, IntlAddressAutocomplete).
    Object.assign(self, { embeddedKey: '', requireVerified: false, geolocation: false });
    this.#session = new LookupSession(
      this as unknown as ReactiveElement,
      (update) => this.#list.lookupUpdate(update),
      () => true,
      this.#clock,
    );
    const parts = {
      session: this.#session,
      binding: { input: this.input, write: (text: string) => (this.input.value = text) },
      popup: { announce: (text?: string) => this.announcements.push(text), render: () => {} },
      choice: {
        send: (event: { type: string; choice?: FinalChoice }) => {
          if (event.type === 'Chose') this.chosen.push(event.choice!);
        },
        offered: () => false,
        state: INITIAL_CHOICE_STATE,
      },
      element: { usable: () => true, strings: () => DEFAULT_STRINGS },
    } as unknown as ListParts;
    this.#list = new ListRunner(this as unknown as ReactiveElement, parts);
    for (const [name, value] of Object.entries(attributes)) this.#setAttribute(name, value);
    // Connected with its input: the first update builds the configuration.
    this.#update(true);
  }

  // The host's side of Lit's controller and event interfaces.
  addController(): void {}
  /** Lit's update cycle: an update a microtask later, whatever asked for it (the list after a keystroke too). */
  requestUpdate(): void {
    if (this.#updatePending) return;
    this.#updatePending = true;
    queueMicrotask(() => {
      this.#updatePending = false;
      this.#update(false);
    });
  }
  dispatchEvent(event: Event): boolean {
    if (event.type === 'address-error') this.errorEvents.push(event as AddressErrorEvent);
    return true;
  }

  /** The events' details, as the page reads them. */
  get errors(): AddressErrorDetail[] {
    return this.errorEvents.map((event) => event.detail);
  }

  hasAttribute(name: string): boolean {
    return this.#attributes.has(name);
  }

  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }

  /** Sets an attribute, then lets the update run (`await el.updateComplete` in the browser). */
  setAttribute(name: string, value: string): void {
    this.#setAttribute(name, value);
    this.#update(true);
  }

  removeAttribute(name: string): void {
    this.#setAttribute(name, null);
    this.#update(true);
  }

  /**
   * The country in use, as the element's `effectiveCountry`: the attribute, else what the form's country field
   * stands for (fieldCountry with resolveCountry, in the document's language; '' without a field).
   */
  get effectiveCountry(): string {
    const attribute = ((this as unknown as { country?: string }).country ?? '').trim();
    if (attribute !== '') return attribute;
    const field = this.#countryField;
    return fieldCountry(field?.value ?? '', field?.label ?? '', this.#locales, resolveCountry);
  }

  /**
   * The shopper changed the form's country field (its `change`): with no `country` attribute, a new configuration
   * for the country it now stands for, as the element's #onCountryChange.
   */
  changeCountryField(field: CountryFieldValue): void {
    this.#countryField = field;
    if (((this as unknown as { country?: string }).country ?? '').trim() !== '') return;
    this.#configure();
  }

  /** Whether the list is open (`aria-expanded`). */
  get open(): boolean {
    return this.#list.state.open;
  }

  /** The options shown. */
  get options(): readonly ServiceOption[] {
    return this.#list.state.options;
  }

  get optionTexts(): string[] {
    return this.options.map((option) => option.text);
  }

  /** The list's heading, as the popup writes it (the address, then the element's words after it). */
  get context(): string | undefined {
    const heading: Heading | undefined = this.#list.state.context;
    return typeof heading === 'string' || heading === undefined ? heading : heading.join('');
  }

  /** The option `aria-activedescendant` points at, or -1. */
  get activeIndex(): number {
    return this.#list.state.activeIndex;
  }

  /** Removed from the page (a test's end): the lookups' controller aborts its request. */
  disconnect(): void {
    this.#session.hostDisconnected();
  }

  /** Focus in the input. */
  focus(): void {
    this.#list.send({ type: 'InputFocus' });
  }

  /** Typed keys, one input event each, with the caret at the end. */
  type(text: string): void {
    for (const character of text) this.#edit(this.input.value + character);
  }

  /** `text` put in the input at once (one input event, as a paste): one lookup for the whole text. */
  enter(text: string): void {
    this.#edit(text);
  }

  /** A key the combobox reads (ArrowDown, Enter, Escape…). */
  press(key: string): void {
    this.#list.send({ type: 'InputKeyDown', key });
  }

  /** A pointer pick of the option at `index`. */
  click(index: number): void {
    this.#list.send({ type: 'ItemClick', index });
  }

  /**
   * Waits until no request is in flight and the answers have been handled (the list is no longer pending). Not a
   * wait for time: the requests' own promises, then event-loop turns until the answer reached the machine.
   */
  async settle(): Promise<void> {
    for (let round = 0; round < 100; round += 1) {
      if (this.#inFlight.size > 0) {
        await Promise.allSettled([...this.#inFlight]);
        continue;
      }
      for (let turn = 0; turn < 200 && this.#list.state.status === 'pending' && this.#inFlight.size === 0; turn += 1)
        await new Promise((resolve) => setImmediate(resolve));
      if (this.#inFlight.size === 0 && this.#list.state.status !== 'pending') return;
    }
    throw new Error(`the model did not settle: ${this.#inFlight.size} requests in flight, ${this.#list.state.status}`);
  }

  /** Changes each request's URL before it is sent and recorded, from now on (a simulator fault, say). */
  rewrite: ((url: URL) => URL) | undefined;

  /**
   * Records the source's requests and their answers (the source calls globalThis.fetch), sending the page's Referer,
   * which the simulator reads to authorize the embedded key. Returns the restore.
   */
  recordRequests(): () => void {
    const original = globalThis.fetch;
    globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
      const url = this.rewrite ? this.rewrite(new URL(String(input))) : new URL(String(input));
      const exchange: Exchange = { url, method: init?.method ?? 'GET' };
      this.exchanges.push(exchange);
      const headers = new Headers(init?.headers);
      headers.set('Referer', (globalThis as { document?: { baseURI: string } }).document?.baseURI ?? url.origin);
      const answer = (async () => {
        try {
          const response = await original(url, { ...init, headers });
          exchange.status = response.status;
          const text = await response.clone().text();
          try {
            exchange.body = JSON.parse(text);
          } catch {
            exchange.body = undefined;
          }
          return response;
        } catch (error) {
          exchange.error = error;
          throw error;
        }
      })();
      const tracked = answer.then(
        () => undefined,
        () => undefined,
      );
      this.#inFlight.add(tracked);
      void tracked.then(() => this.#inFlight.delete(tracked));
      return answer;
    };
    return () => (globalThis.fetch = original);
  }

  #edit(text: string): void {
    this.input.value = text;
    this.#list.send({ type: 'InputChange', text });
  }

  /** An attribute and, as Lit's attributeChangedCallback does, its property through the declared converter. */
  #setAttribute(attribute: string, value: string | null): void {
    if (value === null) this.#attributes.delete(attribute);
    else this.#attributes.set(attribute, value);
    const declared = [...DECLARED].find(
      ([name, declaration]) => declaration.attribute !== false && attributeName(name, declaration) === attribute,
    );
    if (!declared) throw new Error(`<intl-address-autocomplete> declares no attribute ${attribute}`);
    const [name, declaration] = declared;
    const converter = declaration.converter;
    const fromAttribute =
      typeof converter === 'function' ? converter : (converter?.fromAttribute ?? defaultConverter.fromAttribute!);
    (this as unknown as Record<string, unknown>)[String(name)] = fromAttribute(value, declaration.type);
  }

  /** willUpdate: the configuration is built again when it is due. */
  #update(changed: boolean): void {
    if (this.#watch.due(changed)) this.#configure();
  }

  /**
   * AddressAutocompleteElement.configure with IntlAddressAutocomplete.createService, without the field mapping and
   * the choice machine: the checks (prepareConfiguration), the international source (intlService), the machine's
   * Configured and the reports (ConfigurationWatch.report) are the element's own code. The input is there from the
   * start, so a missing country is the source's config error, as in the element once its input is attached.
   */
  #configure(): void {
    const host = this as unknown as ReactiveElement & Record<string, unknown>;
    this.#watch.begin();
    const configuration = prepareConfiguration(this as unknown as HTMLElement, () =>
      intlService(this.effectiveCountry, requestOptions(host), {
        strings: () => DEFAULT_STRINGS,
        requests: this.#session,
        report: (problem) => this.#watch.reportAnswerProblem(problem),
        referrer: undefined,
      }),
    );
    this.#session.configure(configuration.source, configuration.timing);
    this.#list.configured(JSON.stringify([host.embeddedKey, host.baseUrl, '']), !configuration.source);
    const values = configurationNames(host).map((name) => host[name]);
    this.#watch.report(configuration, [
      ...values,
      this.effectiveCountry,
      true,
      secretsSet(this as unknown as HTMLElement),
    ]);
  }
}

/** Each answer's candidates, as the simulator wrote them. */
export function candidatesOf<T>(body: unknown): T[] {
  const candidates = (body as { candidates?: T[] | null } | undefined)?.candidates;
  if (candidates === undefined) throw new Error(`not a candidates body: ${JSON.stringify(body)}`);
  return candidates ?? [];
}

/** The decoded address_id of a `…/v2/lookup/{address_id}` request; undefined for a summary search. */
export function addressIdOf(url: URL): string | undefined {
  const prefix = `${LOOKUP_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  return decodeURIComponent(url.pathname.slice(prefix.length));
}
