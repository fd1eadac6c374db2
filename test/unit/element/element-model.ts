// An address element without a DOM, for the Node tests of its configuration, its lookups and its list: the element's
// own parts, wired as src/core/element/address-autocomplete-element.ts wires them (the configuration checks, the
// ConfigurationWatch, the element's address service, the LookupSession, the ListRunner and its combobox machine, and
// reportError), on a host that has the element class's own property declarations (./element-host.ts), so that
// attributes become properties as Lit converts them, options become attribute names in messages, and secret keys are
// trapped as the element traps them. A subclass names the element class and builds its service as the class's
// createService does: <us-address-autocomplete> (./us-element-model.ts), <intl-address-autocomplete>
// (./intl-element-model.ts, with the form's country field). What the model leaves out is the DOM: the input (a plain
// object keeps the text), the popup and the live region (a fake keeps what the popup was given to show and what was
// announced) and the choice machine, which fills the form (a final choice is recorded in `chosen` as the ListRunner
// hands it on; nothing is filled, no event is dispatched, the list is not closed by it).
//
// `configure` wires the parts as AddressAutocompleteElement.configure does, and `update` runs its willUpdate and
// update; what they call (the checks, the service, the reports, the list's render) is the element's own code. The
// browser suite keeps a case of each kind (test/elements/lookup/attribute-config.test.ts, lookup-errors.test.ts,
// fault-matrix.test.ts, test/elements/i18n/intl-element.test.ts, intl-country.test.ts), so that the element itself is
// still seen doing what this model does.
import {
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
import type { AddressService, FinalChoice, ServiceOption } from '../../../src/core/lookup/address-service.js';
import type { ComboboxState } from '../../../src/core/combobox/state.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { INITIAL_CHOICE_STATE } from '../../../src/core/choice/state.js';
import { systemClock, type Clock } from '../../../src/core/lookup/clock.js';
import { ElementHost } from './element-host.js';
import { RequestRecorder, type Exchange } from './model-support.js';

export type { Exchange };

/** What the popup was last given to show: the list (its options and heading) and the status row's text. */
interface ShownView {
  state: ComboboxState<ServiceOption>;
  notice: string | undefined;
}

/** The element's configuration, lookups and list, on a host without a DOM (see the top of this file). */
export abstract class ElementModel extends ElementHost {
  /** What the live region was given, in order. */
  readonly announcements: Array<string | undefined> = [];
  /** The final choices the list handed on to the choice machine, in order. */
  readonly chosen: FinalChoice[] = [];
  /** The input's text. */
  readonly input = { value: '' };

  readonly #recorder: RequestRecorder;
  readonly #watch = new ConfigurationWatch(this.host);
  readonly #session: LookupSession;
  readonly #list: ListRunner;
  #shown: ShownView | undefined;

  /**
   * `defaults`: what the element class's constructors set (the shared attributes' and its own). A subclass's
   * constructor then connects the element with its attributes (`connect`), once its own fields are set.
   */
  constructor(localName: string, defaults: Record<string, unknown>, { clock = systemClock }: { clock?: Clock } = {}) {
    super(localName);
    this.#recorder = new RequestRecorder(clock);
    Object.assign(this, { embeddedKey: '', requireVerified: false, ...defaults });
    this.#session = new LookupSession(
      this.host,
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
      choice: {
        send: (event: { type: string; choice?: FinalChoice }) => {
          if (event.type === 'Chose') this.chosen.push(event.choice!);
        },
        offered: () => false,
        state: INITIAL_CHOICE_STATE,
      },
      element: { usable: () => true, strings: () => DEFAULT_STRINGS },
    } as unknown as ListParts;
    this.#list = new ListRunner(this.host, parts);
  }

  /** The element class's createService: the source for the current attributes (undefined: nothing to look up). */
  protected abstract createService(context: ServiceContext): AddressService | undefined;

  /** The element's configurationValues: what identifies a configuration (a subclass adds what its source reads). */
  protected configurationValues(): unknown[] {
    return configurationNames(this.host).map((name) => this.host[name]);
  }

  /** Every request the source sent, in order. */
  get exchanges(): Exchange[] {
    return this.#recorder.exchanges;
  }

  /** Changes each request's URL before it is sent and recorded, from now on (a simulator fault, say). */
  set rewrite(rewrite: ((url: URL) => URL) | undefined) {
    this.#recorder.rewrite = rewrite;
  }

  /** Whether the list is open (`aria-expanded`). */
  get expanded(): boolean {
    return this.#list.state.open;
  }

  /** The options in the list. */
  get optionCount(): number {
    return this.#list.state.options.length;
  }

  /** The options shown, as the popup was last given them. */
  get options(): readonly ServiceOption[] {
    return this.#shown?.state.options ?? [];
  }

  /** What each option shown reads, as the popup was last given them. */
  get optionTexts(): string[] {
    return this.options.map((option) => option.text.trim());
  }

  /** The list's heading, as the popup writes it (the address, then the element's words after it). */
  get context(): string | undefined {
    const heading = this.#shown?.state.context;
    return typeof heading === 'string' || heading === undefined ? heading : heading.join('');
  }

  /** What the status row shows, as the popup was last given it. */
  get statusRow(): string | undefined {
    return this.#shown?.notice;
  }

  /** The option `aria-activedescendant` points at, or -1. */
  get activeIndex(): number {
    return this.#list.state.activeIndex;
  }

  /** A lookup was sent and its answer is awaited (the listbox's `aria-busy`). */
  get lookupPending(): boolean {
    return this.#list.state.status === 'pending';
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

  /** A key the combobox reads (ArrowDown, Enter, Escape…). */
  press(key: string): void {
    this.#list.send({ type: 'InputKeyDown', key });
  }

  /** A pointer pick of the option at `index`. */
  click(index: number): void {
    this.#list.send({ type: 'ItemClick', index });
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

  /** A secret key set or unset as a property (the element's traps), then the update. */
  secretChanged(): void {
    this.#watch.secretChanged();
    this.update(false);
  }

  protected override secretAttributeChanged(): void {
    this.#watch.secretChanged();
  }

  #edit(text: string): void {
    this.input.value = text;
    this.#list.send({ type: 'InputChange', text });
  }

  /** willUpdate (the configuration built again when it is due), then update (the popup follows the list). */
  protected override update(changed: boolean): void {
    if (this.#watch.due(changed)) this.configure();
    this.#list.render(DEFAULT_STRINGS);
  }

  /**
   * AddressAutocompleteElement.configure's wiring, without the field mapping and the choice machine: the checks
   * (prepareConfiguration), the element's service and the reports (ConfigurationWatch.report) are its own code.
   */
  protected configure(): void {
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
    this.#list.configured(JSON.stringify([this.host.embeddedKey, this.host.baseUrl, '']), !configuration.source);
    this.#watch.report(configuration, [...this.configurationValues(), secretsSet(this as unknown as HTMLElement)]);
  }

  /** The element's `requestOptions`: every attribute-backed property as the api layer takes it. */
  protected get requestOptions(): Record<string, unknown> {
    return requestOptions(this.host);
  }
}

// The element's own traps: `authId` and `authToken` set as properties are refused like the attributes.
trapSecretProperties(ElementModel.prototype as unknown as HTMLElement, (model) =>
  (model as unknown as ElementModel).secretChanged(),
);
