// <us-address-autocomplete> without a DOM, for the Node tests of its configuration and of its failed lookups: the
// element's own parts, wired as src/core/element/address-autocomplete-element.ts wires them (the configuration
// checks, the ConfigurationWatch, the US source, the LookupSession, the ListRunner and its combobox machine, and
// reportError), on a host that has the element class's own property declarations, so that attributes become
// properties as Lit converts them, options become attribute names in messages, and secret keys are trapped as the
// element traps them. What it leaves out is the DOM: the input, the popup and the live region (a fake keeps the text
// and what was announced) and the choice flow.
//
// `#configure` wires the parts as AddressAutocompleteElement.configure does; what it calls (the checks, the service,
// the reports) is the element's own code. The browser suite keeps a case of each kind of report
// (test/elements/attribute-config.test.ts, lookup-errors.test.ts), so that the element itself is still seen doing
// what this model does.
import { defaultConverter, type PropertyDeclaration, type ReactiveElement } from '@lit/reactive-element';
import { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import { US_DEFAULTS, usService } from '../../../src/core/element/us-service.js';
import {
  SECRET_ATTRIBUTES,
  configurationNames,
  prepareConfiguration,
  requestOptions,
  secretsSet,
  trapSecretProperties,
} from '../../../src/core/element/configuration.js';
import { ConfigurationWatch } from '../../../src/core/element/configuration-watch.js';
import { LookupSession } from '../../../src/core/lookup/session.js';
import { ListRunner, type ListParts } from '../../../src/core/element/list-runner.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { INITIAL_CHOICE_STATE } from '../../../src/core/choice/state.js';
import { announcementText } from '../../../src/core/view/strings.js';
import { systemClock, type Clock } from '../../../src/core/lookup/clock.js';
import type { AddressErrorDetail, AddressErrorEvent } from '../../../src/core/events/address-events.js';
import { startSimulatorServer } from '../../../demo/simulator/server.js';

/** The page the browser tests run on, as its requests' Referer. */
const PAGE_REFERER = 'http://localhost:8000/';

// Finalizes the class: its declarations (the shared attributes, the US ones, postal-code-filter) are then complete.
void UsAddressAutocomplete.observedAttributes;
const DECLARED = UsAddressAutocomplete.elementProperties;

/** The attribute of a declared property, as Lit names it. */
function attributeName(name: PropertyKey, declaration: PropertyDeclaration): string {
  return typeof declaration.attribute === 'string' ? declaration.attribute : String(name).toLowerCase();
}

/**
 * The simulator, in this process on a free port, its data loaded by a first lookup (that one can take seconds on a
 * busy machine, past a lookup's own timeout); `base` is its US Autocomplete, as /us-autocomplete on the browser page.
 */
export async function startWarmSimulator(): Promise<{ url: string; base: string; close: () => Promise<void> }> {
  const simulator = await startSimulatorServer({ port: 0, warmUp: false });
  const base = `${simulator.url}/us-autocomplete`;
  const warm = await fetch(`${base}/v2/lookup?key=demo-embedded-key&search=1600`, {
    headers: { Referer: PAGE_REFERER },
  });
  if (warm.status !== 200) throw new Error(`the simulator did not warm up: ${warm.status}`);
  return { url: simulator.url, base, close: () => simulator.close() as Promise<void> };
}

/** One request the model's source sent, and what came of it. */
export interface Exchange {
  url: URL;
  status?: number;
  text?: string;
  retryAfter?: string | null;
  /** The request failed without an answer (a dropped connection). */
  error?: unknown;
  /** When it was sent, on the model's clock. */
  sentAt: number;
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

/** The element's configuration and lookups, on a host without a DOM (see the top of this file). */
export class UsElementModel {
  /** The element class's declarations, read by requestOptions, configurationNames and reportError. */
  static readonly elementProperties = DECLARED;

  readonly localName = 'us-address-autocomplete';
  /** The `address-error` events the element dispatched. */
  readonly errorEvents: AddressErrorEvent[] = [];
  /** Every request the source sent, in order. */
  readonly exchanges: Exchange[] = [];
  /** What the live region was given, in order. */
  readonly announcements: Array<string | undefined> = [];
  /** The input's text. */
  readonly input = { value: '' };

  readonly #attributes = new Map<string, string>();
  readonly #clock: Clock;
  readonly #watch = new ConfigurationWatch(this as unknown as ReactiveElement);
  readonly #session: LookupSession;
  readonly #list: ListRunner;
  #inFlight = 0;
  #updatePending = false;

  constructor(attributes: Record<string, string>, { clock = systemClock }: { clock?: Clock } = {}) {
    this.#clock = clock;
    const self = this as unknown as Record<string, unknown>;
    // The constructors' defaults (AddressAutocompleteAttributes, UsAddressAutocomplete).
    Object.assign(self, { embeddedKey: '', requireVerified: false, ...US_DEFAULTS });
    this.#session = new LookupSession(
      this as unknown as ReactiveElement,
      (update) => this.#list.lookupUpdate(update),
      () => true,
      clock,
    );
    const parts = {
      session: this.#session,
      binding: { input: this.input, write: (text: string) => (this.input.value = text) },
      popup: { announce: (text?: string) => this.announcements.push(text), render: () => {} },
      choice: { send: () => {}, offered: () => false, state: INITIAL_CHOICE_STATE },
      element: { usable: () => true, strings: () => DEFAULT_STRINGS },
    } as unknown as ListParts;
    this.#list = new ListRunner(this as unknown as ReactiveElement, parts);
    for (const [name, value] of Object.entries(attributes)) this.#setAttribute(name, value);
    // Connected: the first update builds the configuration.
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
    this.#update(this.#isConfiguration(name));
  }

  removeAttribute(name: string): void {
    this.#setAttribute(name, null);
    this.#update(this.#isConfiguration(name));
  }

  /** Sets a property as a framework would, then lets the update run. */
  setProperty(name: string, value: unknown): void {
    (this as unknown as Record<string, unknown>)[name] = value;
    this.#update(configurationNames(this as unknown as ReactiveElement).includes(name));
  }

  /** Whether the list is open (`aria-expanded`). */
  get expanded(): boolean {
    return this.#list.state.open;
  }

  /** The options shown. */
  get optionCount(): number {
    return this.#list.state.options.length;
  }

  /** What the status row shows: the notice, in the element's words. */
  get statusRow(): string | undefined {
    const { notice } = this.#list.state;
    return notice && announcementText(notice, DEFAULT_STRINGS);
  }

  /** Removed from the page (a fixture's end): the lookups' controller aborts its request and clears its timers. */
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

  /** Focus, `prefix` put in the input with no input event, then `last` typed: one keystroke, so one lookup. */
  typeOneLookup(prefix = '1600 M', last = 'a'): void {
    this.focus();
    this.input.value = prefix;
    this.type(last);
  }

  /** Backspace: the last character goes. */
  backspace(): void {
    this.#edit([...this.input.value].slice(0, -1).join(''));
  }

  /** A key the combobox reads (ArrowDown, Escape…). */
  press(key: string): void {
    this.#list.send({ type: 'InputKeyDown', key });
  }

  /** Waits until no request is in flight and no answer is awaited (real time: the simulator answers over HTTP). */
  async settle(): Promise<void> {
    for (let quiet = 0; quiet < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      quiet = this.#inFlight === 0 && this.#list.state.status !== 'pending' ? quiet + 1 : 0;
    }
  }

  /** Records the source's requests and their answers (the source calls globalThis.fetch); returns the restore. */
  recordRequests(rewrite?: (url: URL) => URL): () => void {
    const original = globalThis.fetch;
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const url = rewrite ? rewrite(new URL(String(input))) : new URL(String(input));
      const exchange: Exchange = { url, sentAt: this.#clock.now() };
      this.exchanges.push(exchange);
      this.#inFlight += 1;
      try {
        // The page's Referer, which the simulator reads to authorize an embedded key, as the service does.
        const headers = new Headers(init?.headers);
        headers.set('Referer', PAGE_REFERER);
        const response = await original(url, { ...init, headers });
        exchange.status = response.status;
        exchange.retryAfter = response.headers.get('retry-after');
        exchange.text = await response.clone().text();
        return response;
      } catch (error) {
        exchange.error = error;
        throw error;
      } finally {
        // The answer reaches the element a few promise turns later.
        setTimeout(() => (this.#inFlight -= 1), 0);
      }
    };
    return () => (globalThis.fetch = original);
  }

  /** A secret key appeared or went (the element's attributeChangedCallback and property traps). */
  secretChanged(): void {
    this.#watch.secretChanged();
    this.#update(false);
  }

  #edit(text: string): void {
    this.input.value = text;
    this.#list.send({ type: 'InputChange', text });
  }

  #isConfiguration(attribute: string): boolean {
    return [...DECLARED].some(
      ([name, declaration]) =>
        declaration.attribute !== false &&
        attributeName(name, declaration) === attribute &&
        configurationNames(this as unknown as ReactiveElement).includes(String(name)),
    );
  }

  /** An attribute and, as Lit's attributeChangedCallback does, its property through the declared converter. */
  #setAttribute(attribute: string, value: string | null): void {
    if (value === null) this.#attributes.delete(attribute);
    else this.#attributes.set(attribute, value);
    if (Object.values(SECRET_ATTRIBUTES).includes(attribute)) return this.#watch.secretChanged();
    const declared = [...DECLARED].find(
      ([name, declaration]) => declaration.attribute !== false && attributeName(name, declaration) === attribute,
    );
    if (!declared) return;
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
   * AddressAutocompleteElement.configure's wiring, without the field mapping and the choice machine: the checks
   * (prepareConfiguration), the US service and the reports (ConfigurationWatch.report) are the element's own code.
   */
  #configure(): void {
    const host = this as unknown as ReactiveElement & Record<string, unknown>;
    this.#watch.begin();
    const configuration = prepareConfiguration(this as unknown as HTMLElement, () =>
      usService(
        host as unknown as Parameters<typeof usService>[0],
        requestOptions(host),
        {
          strings: () => DEFAULT_STRINGS,
          requests: this.#session,
          report: (problem) => this.#watch.reportAnswerProblem(problem),
          referrer: undefined,
        },
        undefined,
      ),
    );
    this.#session.configure(configuration.source, configuration.timing);
    this.#list.configured(JSON.stringify([host.embeddedKey, host.baseUrl, '']), !configuration.source);
    const values = configurationNames(host).map((name) => host[name]);
    this.#watch.report(configuration, [...values, secretsSet(this as unknown as HTMLElement)]);
  }
}

// The element's own traps: `authId` and `authToken` set as properties are refused like the attributes.
trapSecretProperties(UsElementModel.prototype as unknown as HTMLElement, (model) =>
  (model as unknown as UsElementModel).secretChanged(),
);
