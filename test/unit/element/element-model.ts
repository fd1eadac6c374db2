// An address element without a DOM, for the Node tests of its configuration and its lookups: the element's own parts,
// wired as src/core/element/address-autocomplete-element.ts wires them (the configuration checks, the
// ConfigurationWatch, the element's address service, the LookupSession, the ListRunner and its combobox machine, and
// reportError), on a host that has the element class's own property declarations, so that attributes become
// properties as Lit converts them, options become attribute names in messages, and secret keys are trapped as the
// element traps them. A subclass names the element class and builds its service as the class's createService does:
// <us-address-autocomplete> (./us-element-model.ts), <intl-address-autocomplete> (./intl-element-model.ts). What the
// model leaves out is the DOM: the input, the popup and the live region (a fake keeps the text, what the popup was
// given to show and what was announced) and the choice machine, which fills the form.
//
// `#configure` wires the parts as AddressAutocompleteElement.configure does, and `#update` runs its willUpdate and
// update; what they call (the checks, the service, the reports, the list's render) is the element's own code. The
// browser suite keeps a case of each kind (test/elements/lookup/attribute-config.test.ts, lookup-errors.test.ts,
// fault-matrix.test.ts), so that the element itself is still seen doing what this model does.
import type { ReactiveController, ReactiveElement } from '@lit/reactive-element';
import {
  SECRET_ATTRIBUTES,
  configurationNames,
  prepareConfiguration,
  requestOptions,
  secretsSet,
  trapSecretProperties,
} from '../../../src/core/element/configuration.js';
import { ConfigurationWatch } from '../../../src/core/element/configuration-watch.js';
import type { ServiceContext } from '../../../src/core/element/service-context.js';
import { LookupSession } from '../../../src/core/lookup/session.js';
import { ListRunner, type ListParts } from '../../../src/core/element/list-runner.js';
import type { AddressService, ServiceOption } from '../../../src/core/lookup/address-service.js';
import type { ComboboxState } from '../../../src/core/combobox/state.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { INITIAL_CHOICE_STATE } from '../../../src/core/choice/state.js';
import { systemClock, type Clock } from '../../../src/core/lookup/clock.js';
import type { AddressErrorDetail, AddressErrorEvent } from '../../../src/core/events/address-events.js';
import { RequestRecorder, fromAttribute, propertyOf, type Declarations, type Exchange } from './model-support.js';

export type { Exchange };

/** What the popup was last given to show: the list (its options) and the status row's text. */
interface ShownView {
  state: ComboboxState<ServiceOption>;
  notice: string | undefined;
}

/** The element's configuration and lookups, on a host without a DOM (see the top of this file). */
export abstract class ElementModel {
  /** The element class's declarations (a subclass's own), read by requestOptions, configurationNames, reportError. */
  static readonly elementProperties: Declarations = new Map();

  /** The `address-error` events the element dispatched. */
  readonly errorEvents: AddressErrorEvent[] = [];
  /** What the live region was given, in order. */
  readonly announcements: Array<string | undefined> = [];
  /** The input's text. */
  readonly input = { value: '' };

  readonly #attributes = new Map<string, string>();
  readonly #recorder: RequestRecorder;
  readonly #watch = new ConfigurationWatch(this as unknown as ReactiveElement);
  readonly #controllers: ReactiveController[] = [];
  readonly #session: LookupSession;
  readonly #list: ListRunner;
  #shown: ShownView | undefined;
  #updatePending = false;

  /**
   * `defaults`: what the element class's constructors set (the shared attributes' and its own); then `attributes`,
   * as the parser gives them, and the element is connected.
   */
  constructor(
    readonly localName: string,
    defaults: Record<string, unknown>,
    attributes: Record<string, string>,
    { clock = systemClock }: { clock?: Clock } = {},
  ) {
    this.#recorder = new RequestRecorder(clock);
    Object.assign(this, { embeddedKey: '', requireVerified: false, ...defaults });
    this.#session = new LookupSession(
      this as unknown as ReactiveElement,
      (update) => this.#list.lookupUpdate(update),
      () => true,
      clock,
    );
    const parts = {
      session: this.#session,
      binding: { input: this.input, write: (text: string) => (this.input.value = text) },
      popup: {
        announce: (text?: string) => this.announcements.push(text),
        render: (view: ShownView) => (this.#shown = view),
      },
      choice: { send: () => {}, offered: () => false, state: INITIAL_CHOICE_STATE },
      element: { usable: () => true, strings: () => DEFAULT_STRINGS },
    } as unknown as ListParts;
    this.#list = new ListRunner(this as unknown as ReactiveElement, parts);
    for (const [name, value] of Object.entries(attributes)) this.#setAttribute(name, value);
    for (const controller of this.#controllers) controller.hostConnected?.();
    // Connected: the first update builds the configuration.
    this.#update(true);
  }

  /** The element class's createService: the source for the current attributes (undefined: nothing to look up). */
  protected abstract createService(context: ServiceContext): AddressService | undefined;

  // The host's side of Lit's controller and event interfaces.
  addController(controller: ReactiveController): void {
    this.#controllers.push(controller);
  }
  /** Lit's update cycle: an update a microtask later, whatever asked for it (the list after a keystroke too). */
  requestUpdate(): void {
    if (this.#updatePending) return;
    this.#updatePending = true;
    queueMicrotask(() => {
      this.#updatePending = false;
      this.#update(false);
    });
  }
  /** Resolves once the update asked for so far has run. */
  get updateComplete(): Promise<void> {
    return new Promise((resolve) => queueMicrotask(resolve));
  }
  dispatchEvent(event: Event): boolean {
    if (event.type === 'address-error') this.errorEvents.push(event as AddressErrorEvent);
    return true;
  }

  /** Every request the source sent, in order. */
  get exchanges(): Exchange[] {
    return this.#recorder.exchanges;
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

  /** The options in the list. */
  get optionCount(): number {
    return this.#list.state.options.length;
  }

  /** What each option shown reads, as the popup was last given them. */
  get optionTexts(): string[] {
    return (this.#shown?.state.options ?? []).map((option) => option.text.trim());
  }

  /** What the status row shows, as the popup was last given it. */
  get statusRow(): string | undefined {
    return this.#shown?.notice;
  }

  /** A lookup was sent and its answer is awaited (the listbox's `aria-busy`). */
  get lookupPending(): boolean {
    return this.#list.state.status === 'pending';
  }

  /** Removed from the page (a fixture's end): the lookups' controller aborts its request and clears its timers. */
  disconnect(): void {
    for (const controller of this.#controllers) controller.hostDisconnected?.();
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
      quiet = this.#recorder.inFlight === 0 && !this.lookupPending ? quiet + 1 : 0;
    }
  }

  /** Records the source's requests and their answers in `exchanges` (see RequestRecorder); returns the restore. */
  recordRequests(rewrite?: (url: URL) => URL): () => void {
    return this.#recorder.install(rewrite);
  }

  /** A secret key appeared or went (the element's attributeChangedCallback and property traps). */
  secretChanged(): void {
    this.#watch.secretChanged();
    this.#update(false);
  }

  get #declared(): Declarations {
    return (this.constructor as typeof ElementModel).elementProperties;
  }

  #edit(text: string): void {
    this.input.value = text;
    this.#list.send({ type: 'InputChange', text });
  }

  #isConfiguration(attribute: string): boolean {
    const [name] = propertyOf(this.#declared, attribute) ?? [];
    return name !== undefined && configurationNames(this as unknown as ReactiveElement).includes(name);
  }

  /** An attribute and, as Lit's attributeChangedCallback does, its property through the declared converter. */
  #setAttribute(attribute: string, value: string | null): void {
    if (value === null) this.#attributes.delete(attribute);
    else this.#attributes.set(attribute, value);
    if (Object.values(SECRET_ATTRIBUTES).includes(attribute)) return this.#watch.secretChanged();
    const declared = propertyOf(this.#declared, attribute);
    if (declared) (this as unknown as Record<string, unknown>)[declared[0]] = fromAttribute(declared[1], value);
  }

  /** willUpdate (the configuration built again when it is due), then update (the popup follows the list). */
  #update(changed: boolean): void {
    if (this.#watch.due(changed)) this.#configure();
    this.#list.render(DEFAULT_STRINGS);
  }

  /**
   * AddressAutocompleteElement.configure's wiring, without the field mapping and the choice machine: the checks
   * (prepareConfiguration), the element's service and the reports (ConfigurationWatch.report) are its own code.
   */
  #configure(): void {
    const host = this as unknown as ReactiveElement & Record<string, unknown>;
    this.#watch.begin();
    const configuration = prepareConfiguration(this as unknown as HTMLElement, () =>
      this.createService({
        strings: () => DEFAULT_STRINGS,
        requests: this.#session,
        report: (problem) => this.#watch.reportAnswerProblem(problem),
        referrer: undefined,
      }),
    );
    this.#session.configure(configuration.source, configuration.timing);
    this.#list.configured(JSON.stringify([host.embeddedKey, host.baseUrl, '']), !configuration.source);
    const values = configurationNames(host).map((name) => host[name]);
    this.#watch.report(configuration, [...values, secretsSet(this as unknown as HTMLElement)]);
  }

  /** The element's `requestOptions`: every attribute-backed property as the api layer takes it. */
  protected get requestOptions(): Record<string, unknown> {
    return requestOptions(this as unknown as ReactiveElement);
  }
}

// The element's own traps: `authId` and `authToken` set as properties are refused like the attributes.
trapSecretProperties(ElementModel.prototype as unknown as HTMLElement, (model) =>
  (model as unknown as ElementModel).secretChanged(),
);
