import type { PropertyValues } from '@lit/reactive-element';
import type { AddressAutocompleteAttributes } from './shared-attributes.js';
import {
  SUBMIT_TIMEOUT_MS,
  configurationNames,
  prepareConfiguration,
  requestOptions,
  secretsSet,
} from './configuration.js';
import type { CheckpointFactory } from '../choice/submit-checkpoint.js';
import { SECRET_ATTRIBUTES } from './secret-keys.js';
import { ConfigurationWatch } from './configuration-watch.js';
import { ListRunner } from './list-runner.js';
import { ChoiceFront } from '../choice/choice-front.js';
import { isVerified, takesPaste } from '../choice/state.js';
import { InputBinding } from '../view/input-binding.js';
import { routeInput, type InputRoutes } from './input-router.js';
import { LookupSession } from '../lookup/session.js';
import { Popup } from '../view/popup.js';
import type { AddressService, FinalChoice } from '../lookup/address-service.js';
import type { ServiceContext } from './service-context.js';
import { srcdocReferrer } from './page-referrer.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import type { StringsKind } from '../i18n/compile-strings.js';
import { ElementLanguage } from './element-language.js';
import { ON_DEMAND } from '../features/on-demand.js';
import type { AddressError } from '../../api/errors.js';
import type { AddressCheck } from '../events/address-events.js';
import { setFieldMapping, type FieldMapping } from '../../form/field-mapping.js';

let nextUid = 0;

/** Makes an element's working parts: what the loader fetches on first use, and every other entry imports at once. */
export type CoreFactory = (host: CoreHost) => ElementCore;

/** The element a core works for: its attributes, as properties, and Lit's update cycle. */
export type CoreHost = AddressAutocompleteAttributes;

/**
 * The element's working parts, wired together: the input binding, the combobox machine (all list state), the lookup
 * session, the popup and the choice machine (everything after a final choice), over the element that holds the
 * attributes (the host). Each kind of element extends it with the address service its attributes build.
 * Hydration-safe: until the shopper first uses the input (focus, typing, a key) no child node is added, so a
 * framework hydrating server-rendered HTML finds exactly the children it rendered; only the input's combobox
 * attributes are set when the core starts (screen readers need the role before focus).
 */
export abstract class ElementCore<H extends CoreHost = CoreHost> {
  /** The element this core works for. */
  protected readonly host: H;
  readonly #language: ElementLanguage;
  readonly #configuration: ConfigurationWatch;
  readonly #popup: Popup;
  readonly #session: LookupSession;
  readonly #binding: InputBinding;
  readonly #choice: ChoiceFront;
  readonly #list: ListRunner;
  #fieldMapping: FieldMapping = new Map();
  /** `submit-timeout` as the last configuration read it. */
  #submitTimeoutMs = SUBMIT_TIMEOUT_MS;
  /** The code the latest configuration waits for, if any (see `configure`). */
  #waiting: Promise<unknown> | undefined;

  constructor(host: H) {
    this.host = host;
    this.#language = new ElementLanguage(host);
    this.#configuration = new ConfigurationWatch(host);
    this.#popup = new Popup(host, `address-autocomplete-${++nextUid}`, (index) =>
      this.#list.send({ type: 'ItemClick', index }),
    );
    this.#session = new LookupSession(
      host,
      (update) => this.#list.lookupUpdate(update),
      () => this.#usable(),
    );
    this.#binding = new InputBinding(
      host,
      {
        intent: (intent) => routeInput(intent, routes),
        takesPaste: (text) => takesPaste(this.#session, text),
      },
      () => host.htmlFor ?? '',
    );
    this.#choice = new ChoiceFront(host, {
      binding: this.#binding,
      session: this.#session,
      // A paste looked up as typed text is the shopper's use of the input, as typing is.
      send: (event) => (event.type === 'InputChange' && this.#popup.use(), this.#list.send(event)),
      announce: (text) => this.#popup.announce(text),
      settings: {
        usable: () => this.#usable(),
        strings: () => this.resolvedStrings,
        country: () => this.addressCountry(),
        submitTimeout: () => this.#submitTimeoutMs,
      },
      checkpoint: this.submitCheckpoint(),
    });
    this.#list = new ListRunner(host, {
      session: this.#session,
      binding: this.#binding,
      popup: this.#popup,
      choice: this.#choice,
      element: { usable: () => this.#usable(), strings: () => this.resolvedStrings },
    });
    /** Where the input's intents go: the machines, and the subclass's own hooks when an input comes and goes. */
    const routes: InputRoutes = {
      host,
      list: this.#list,
      choice: this.#choice,
      session: this.#session,
      popup: this.#popup,
      element: {
        attached: (input) => (setFieldMapping(input, this.#fieldMapping), this.inputAttached(input)),
        detached: (input) => this.inputDetached(input),
      },
    };
  }

  /**
   * Binds the input: after the constructors (a subclass's own fields included), since a host already connected binds
   * its input, and reports it, at once.
   */
  started(): this {
    this.host.addController(this.#binding);
    return this;
  }

  /**
   * The source for the current attributes, with its verifier when they ask for one; throws a `config` AddressError
   * for a misconfiguration. Undefined when there is nothing to look up and nothing is wrong.
   */
  protected abstract createService(context: ServiceContext): AddressService | undefined;

  /** The country of an address the shopper entered, when the form has no country field (alpha-3; '' unknown). */
  protected abstract addressCountry(): string;

  /** Whose texts the element speaks: addresses, or postal codes. */
  protected get stringsKind(): StringsKind {
    return 'address';
  }

  /** Values that identify a configuration besides the attributes (a form field the source reads). */
  protected configurationValues(): unknown[] {
    return [];
  }

  /** What else a refusal is tied to besides the key and the base URL (a service, for an element that uses two). */
  protected credentialScope(): string {
    return '';
  }

  /** How a submit of the form is held for its check: only an element that verifies (the US service) has one. */
  protected submitCheckpoint(): CheckpointFactory | undefined {
    return undefined;
  }

  protected inputAttached(_input: HTMLInputElement): void {}

  protected inputDetached(_input: HTMLInputElement): void {}

  /** Whether the input's text is the chosen address (and, with `verify`, one US Street knows). */
  get verified(): boolean {
    return isVerified(this.#choice.state);
  }

  /** The enhanced input (the page's own, wrapped or named by `for`, or one the element created). */
  get input(): HTMLInputElement | undefined {
    return this.#binding.input;
  }

  /** The choice the input's text stands for, while it does. */
  get choice(): FinalChoice | undefined {
    return this.#choice.state.chosen?.choice;
  }

  /** See PageChecks.ask. */
  check(): Promise<AddressCheck> {
    return this.#choice.check();
  }

  /** Empties the input and forgets the choice (`address-cleared` if there was one). */
  clear(): void {
    this.#binding.write('');
    this.#list.send({ type: 'Reset' });
    this.#choice.send({ type: 'Forgotten' });
  }

  /**
   * The core started after the element (the loader's first use): it configures at once, and a text that changed while
   * the code was on its way (`text` was the input's before) is taken as the shopper's typing, or as the browser's
   * autofill when that was the first use (`filled`).
   */
  startedLate(text: string | undefined, filled: boolean): this {
    // Configured now, not at the next update: the text caught up with below is looked up at once.
    this.configure();
    this.host.requestUpdate();
    const input = this.#binding.input;
    if (input && text !== undefined && input.value !== text) this.#binding.caughtUp(filled);
    return this;
  }

  /** A secret key was set as a property after the element was defined. */
  secretChanged(): void {
    this.#configuration.secretChanged();
  }

  attributeChanged(name: string): void {
    if (Object.values(SECRET_ATTRIBUTES).includes(name)) this.#configuration.secretChanged();
  }

  willUpdate(changed: PropertyValues): void {
    if (changed.has('htmlFor')) this.#binding.retarget();
    if (this.#configuration.due(configurationNames(this.host).some((name) => changed.has(name)))) this.configure();
  }

  /** The popup follows the machine's state; the input's ARIA follows after the update (the popup controller). */
  update(): void {
    const strings = this.resolvedStrings;
    this.#list.render(strings);
    this.#choice.validity.sync(undefined, {
      requireVerified: this.host.requireVerified,
      message: strings.notVerified,
    });
  }

  /** The configuration as the api layer takes it (see `requestOptions`); `T` is the source's options type. */
  requestOptions<T>(): T {
    return requestOptions(this.host) as T;
  }

  /** The strings of the element's language (its closest `lang`), with `strings` over any of them. */
  get resolvedStrings(): AddressAutocompleteStrings {
    const language = this.#language.strings(this.stringsKind);
    const strings = this.host.strings;
    return strings ? { ...language, ...strings } : language;
  }

  /** Builds the source for the current configuration, reporting a misconfiguration once, not per keystroke. */
  configure(): void {
    this.#configuration.begin();
    const host = this.host;
    const configuration = prepareConfiguration(host, () =>
      this.createService({
        strings: () => this.resolvedStrings,
        requests: this.#session,
        report: (problem) => this.#configuration.reportAnswerProblem(problem),
        referrer: srcdocReferrer(host.ownerDocument),
      }),
    );
    const { source, timing, fields, error } = configuration;
    this.#fieldMapping = fields;
    this.#submitTimeoutMs = configuration.submitTimeoutMs;
    const input = this.#binding.input;
    if (input) setFieldMapping(input, fields);
    this.#session.configure(source, timing);
    this.#list.configured(JSON.stringify([host.embeddedKey, host.baseUrl, this.credentialScope()]), !source);
    // Written so that the builds where ON_DEMAND is false (core/features/on-demand.ts) leave all of it out.
    const waiting = ON_DEMAND && configuration.waiting;
    const waited = ON_DEMAND && this.#waiting;
    if (ON_DEMAND) this.#waiting = waiting || undefined;
    if (waiting) {
      // Code still on its way (the US filter rules, the form's field finder): nothing is looked up meanwhile.
      // Recorded as a configuration of its own (no values), so that no update makes it again meanwhile and the one
      // made once the code has come is reported as new. Code that cannot come fails as a lookup does
      // (`address-error`, `network`; the text stands); the next configuration tries again.
      this.#configuration.report(configuration, []);
      waiting.then(
        () => this.#waiting === waiting && this.configure(),
        (error: AddressError) => this.#waiting === waiting && this.#list.lookupUpdate({ type: 'LookupFailed', error }),
      );
      return;
    }
    // Misconfigured or with no service, the element looks nothing up: what the shopper types is theirs to submit.
    if (error || !source) this.#choice.send({ type: 'Answered', why: { reason: 'unavailable', code: error?.code } });
    this.#configuration.report(configuration, [...this.#configurationValues(), secretsSet(host)]);
    // The first configuration after one that waited for code: what the shopper typed meanwhile is looked up now, if
    // they are still in the field. A text left from before (a postal code chosen in another field made the filter)
    // is not looked up unasked: that is a billed lookup nobody wanted, and its answer would be taken from the cache
    // when the shopper then types the same text.
    const typed = waited && this.#list.state.typed;
    if (typed && typed === input?.value && input.matches(':focus'))
      this.#list.send({ type: 'InputChange', text: typed });
  }

  /**
   * Configures again at the next update, as an attribute change does, for what the source reads besides the
   * attributes (the postal code chosen in the block); not part of the configuration values, so a misconfiguration is
   * not reported again for it.
   */
  reconfigure(): void {
    this.#configuration.stale();
  }

  /**
   * The form's country field changed to `country` (alpha-3): a chosen address in another country no longer stands
   * (`address-cleared`; `require-verified` holds the street until the shopper chooses again).
   */
  countryChanged(country: string): void {
    this.#choice.send({ type: 'CountryChanged', country });
  }

  /** What identifies a configuration: the attributes, and what the subclass's source reads from elsewhere. */
  #configurationValues(): unknown[] {
    const host = this.host as unknown as Record<string, unknown>;
    const attributes = configurationNames(this.host).map((name) => host[name]);
    return [...attributes, ...this.configurationValues()];
  }

  /** No lookups and no choices while the input is disabled or read-only: checked when typing, sending and choosing. */
  #usable(): boolean {
    const input = this.#binding.input;
    return !!input && !input.disabled && !input.readOnly;
  }
}

/** A core that follows the form's country field: the elements' `effectiveCountry` reads it. */
export interface CountryFollower {
  readonly effectiveCountry: string;
}
