import { DEV_MODE } from '../../api/dev-mode.js';
import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import {
  initialState,
  isRefusal,
  noticeShown,
  transition,
  type ComboboxEffect,
  type ComboboxEvent,
  type ComboboxState,
} from '../combobox/machine.js';
import {
  SECRET_ATTRIBUTES,
  configurationNames,
  prepareConfiguration,
  requestOptions,
  secretsSet,
  trapSecretProperties,
} from './configuration.js';
import { ChoiceController } from '../choice/controller.js';
import { isVerified, takesPaste, unitFor } from '../choice/machine.js';
import { isOffered } from '../choice/offers.js';
import { InputBinding } from '../view/input-binding.js';
import { LookupSession, type SessionUpdate } from '../lookup/session.js';
import { Popup, type PopupView } from '../view/popup.js';
import { inPageTerms, reportError } from '../events/report-error.js';
import type { AddressSource, FinalChoice, SourceList, SourceOption } from '../lookup/source.js';
import type { Requests } from '../lookup/verifier.js';
import type { AddressError } from '../../api/errors.js';
import { srcdocReferrer } from './page-referrer.js';
import { announcementText, type AddressAutocompleteStrings } from '../view/strings.js';
import type { StringsKind } from '../i18n/compile-strings.js';
import { ElementLanguage } from './element-language.js';
import { setFieldMapping, type FieldMapping, type FieldMappingOption } from '../../form/field-mapping.js';

let nextUid = 0;

/** What a subclass's source is made with: the strings it labels options with, and the element's request scheduler. */
export interface SourceContext {
  strings: () => AddressAutocompleteStrings;
  requests: Requests;
  /** What was wrong in an answer that still came: reported once per configuration, the list shown all the same. */
  report: (problem: AddressError) => void;
  /** The `Referer` to send where the browser would send none (see srcdocReferrer); undefined elsewhere. */
  referrer: string | undefined;
}

/**
 * The shared element: wraps the page's own `<input>` (light DOM) and wires five parts together: the input binding,
 * the combobox machine (all list state), the lookup session, the popup and the choice flow (everything after a final
 * choice). Subclasses only say which source their attributes build. Hydration-safe: until the shopper first uses the input (focus, typing, a key) the element adds
 * no child node, so a framework hydrating server-rendered HTML finds exactly the children it rendered; only the
 * input's combobox attributes are set at upgrade (screen readers need the role before focus).
 *
 * @cssproperty --address-autocomplete-background - Popup background. Default `light-dark(#fff, #1f1f1f)`.
 * @cssproperty --address-autocomplete-color - Option and popup text. Default `light-dark(#1a1a1a, #f2f2f2)`.
 * @cssproperty --address-autocomplete-muted-color - Option detail, context heading and status message. Default `light-dark(#5c5c5c, #b0b0b0)`.
 * @cssproperty --address-autocomplete-border-color - Popup border and separators. Default `light-dark(#767676, #8f8f8f)`.
 * @cssproperty --address-autocomplete-active-background - Background of the active (`aria-selected="true"`) option. Default `light-dark(#0b57d0, #a8c7fa)`.
 * @cssproperty --address-autocomplete-active-color - Text of the active option. Default `light-dark(#fff, #0a1f44)`.
 * @cssproperty --address-autocomplete-font-family - Popup font. Default `inherit` (the element's font).
 * @cssproperty --address-autocomplete-font-size - Popup font size. Default `inherit`; at least 16px for options on screens narrower than 40rem.
 * @cssproperty --address-autocomplete-radius - Popup corner radius. Default `0.375rem`.
 * @cssproperty --address-autocomplete-shadow - Popup shadow. Default `0 0.25rem 1rem rgb(0 0 0 / 0.25)`.
 * @cssproperty --address-autocomplete-spacing - Padding unit: options get half of it on the block axis and 1.5× on the inline axis. Default `0.5rem`.
 * @cssproperty --address-autocomplete-option-height - Minimum block size of an option (touch target). Default `44px`.
 * @cssproperty --address-autocomplete-max-height - Maximum popup height; the popup never grows past the space left in the viewport either. Default `20rem`.
 * @cssproperty --address-autocomplete-color-scheme - `color-scheme` of the popup, which picks the `light-dark()` defaults. Default `light dark` (the user's preference); set `light` or `dark` to match a single-scheme page.
 */
export abstract class AddressAutocompleteElement extends ReactiveElement {
  static override properties = {
    embeddedKey: { attribute: 'embedded-key' },
    baseUrl: { attribute: 'base-url' },
    maxResults: { attribute: 'max-results', type: Number },
    debounce: { type: Number },
    minChars: { attribute: 'min-chars', type: Number },
    strings: { attribute: false },
    requireVerified: { attribute: 'require-verified', type: Boolean },
    fields: {},
    htmlFor: { attribute: 'for', reflect: true },
  };

  /** Secret-key attributes are observed only to be refused, wherever and whenever they appear. */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...Object.values(SECRET_ATTRIBUTES)];
  }

  /**
   * The embedded key (never a secret key), sent as the `key` parameter. Leave it out when `base-url` points at the
   * shop's own lookup route (`createAddressHandler` of the `./server` entry), which adds its secret key on the server.
   */
  declare embeddedKey: string;
  /** A proxy or the simulator instead of the production host; the endpoint path is appended. */
  declare baseUrl: string | undefined;
  /** How many suggestions the service returns. */
  declare maxResults: number | undefined;
  /** Milliseconds of typing pause before a lookup. */
  declare debounce: number | undefined;
  /** Characters (code points) needed before a lookup. */
  declare minChars: number | undefined;
  /** Replaces any shown or announced text; see AddressAutocompleteStrings. */
  declare strings: Partial<AddressAutocompleteStrings> | undefined;
  /** Text that is not a chosen address makes the input invalid (`strings.notVerified`), so the form will not submit. */
  declare requireVerified: boolean;
  /**
   * Which field takes which value, where names, ids and labels do not say: `"address-level2: billing_city;
   * address-level1: billing_state"` (an `autocomplete` token, then a field's id or name), or an object of the same
   * whose values may also be elements.
   */
  declare fields: FieldMappingOption;
  /**
   * The id of the input to enhance, in the element's root node (as `<label for>`; the `for` attribute): the element
   * then wraps nothing and creates no input. Unset, the element enhances the first `<input>` inside it.
   */
  declare htmlFor: string | undefined;

  readonly #uid = `address-autocomplete-${++nextUid}`;
  #state: ComboboxState<SourceOption> = initialState();
  readonly #language = new ElementLanguage(this);
  readonly #popup = new Popup(this, this.#uid, (index) => this.#send({ type: 'ItemClick', index }));
  readonly #session = new LookupSession(
    this,
    (update) => this.#onLookup(update),
    () => this.#usable(),
  );
  readonly #binding: InputBinding = new InputBinding(
    this,
    {
      attached: (input) => (
        setFieldMapping(input, this.#fieldMapping),
        this.inputAttached(input),
        this.#choice.validity.sync()
      ),
      detached: (input) => (
        this.inputDetached(input),
        this.#choice.validity.release(input),
        this.#send({ type: 'InputBlur' })
      ),
      edit: (text) => this.#edited(text),
      // The keys an input method turns into composed text are typing: a lookup waiting for a pause waits on.
      composing: () => this.#session.postpone(),
      entered: (by, pasted) => this.#choice.send({ type: 'Entered', by, pasted }),
      takesPaste: (text) => takesPaste(this.#choice.rules, text),
      committed: () => this.#committedUnit() || this.#choice.send({ type: 'Committed' }),
      key: (event) => (
        this.#popup.use(),
        this.#send({ type: 'InputKeyDown', key: event.key, altKey: event.altKey }, event)
      ),
      focus: () => (this.#popup.use(), this.#send({ type: 'InputFocus' })),
      blur: () => this.#send({ type: 'InputBlur' }),
      formReset: () => (this.#send({ type: 'Reset' }), this.#choice.send({ type: 'Forgotten' })),
      misconfigured: (error) =>
        reportError(
          this,
          error,
          DEV_MODE ? 'No input is enhanced until an <input> with this id is in the page.' : undefined,
        ),
    },
    () => this.htmlFor ?? '',
  );
  readonly #choice = new ChoiceController(this, {
    binding: this.#binding,
    session: this.#session,
    // A paste looked up as typed text is the shopper's use of the input, as typing is.
    send: (event) => (event.type === 'InputChange' && this.#popup.use(), this.#send(event)),
    announce: (text) => this.#popup.announce(text),
    settings: {
      usable: () => this.#usable(),
      strings: () => this.resolvedStrings,
      country: () => this.addressCountry,
    },
  });
  #edited(text: string): void {
    this.#popup.use();
    this.#choice.send({ type: 'Edited' });
    this.#send({ type: 'InputChange', text });
  }

  #secretsChanged = false;
  /** Something the configuration reads besides the attributes changed: a new configuration at the next update. */
  #configurationStale = false;
  #credentials = '';
  #reportedConfiguration: string | undefined;
  /** The answer problems reported for this configuration: each once, not at every keystroke. */
  readonly #answerProblems = new Set<string>();
  #fieldMapping: FieldMapping = new Map();

  constructor() {
    super();
    this.embeddedKey = '';
    this.requireVerified = false;
  }

  /** Whether the input's text is the chosen address (and, with `verify`, one US Street knows). */
  get verified(): boolean {
    return isVerified(this.#choice.state);
  }

  /**
   * Empties the input and forgets the choice (`address-cleared` if there was one); the other fields stay as they are.
   */
  clear(): void {
    this.#binding.write('');
    this.#send({ type: 'Reset' });
    this.#choice.send({ type: 'Forgotten' });
  }

  /**
   * The source for the current attributes, with its verifier when they ask for one; throws a `config` AddressError
   * for a misconfiguration. Undefined when there is nothing to look up and nothing is wrong (`<address-autocomplete>`
   * while the form's country is one no service covers): no lookups, no error, and the text stands unverified.
   */
  protected abstract createSource(context: SourceContext): AddressSource | undefined;

  /** The configuration as the api layer takes it (see `requestOptions`); `T` is the source's options type. */
  protected requestOptions<T>(): T {
    return requestOptions(this) as T;
  }

  /** Whose texts the element speaks: addresses, or (`<postal-code-autocomplete>`) postal codes. */
  protected get stringsKind(): StringsKind {
    return 'address';
  }

  /** The strings of the element's language (its closest `lang`), with `strings` over any of them. */
  protected get resolvedStrings(): AddressAutocompleteStrings {
    const language = this.#language.strings(this.stringsKind);
    return this.strings ? { ...language, ...this.strings } : language;
  }

  /** The enhanced input (the page's own, wrapped or named by `for`, or one the element created). */
  get inputElement(): HTMLInputElement | undefined {
    return this.#binding.input;
  }

  /** Light DOM: ARIA references between the input and the options cannot cross a shadow boundary. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  static {
    trapSecretProperties(this.prototype, (element) => element.#secretChanged());
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (Object.values(SECRET_ATTRIBUTES).includes(name)) this.#secretChanged();
  }

  /** A secret key appeared or went (an attribute or a property): the configuration is checked again. */
  #secretChanged(): void {
    this.#secretsChanged = true;
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('htmlFor')) this.#binding.retarget();
    const names = configurationNames(this);
    if (
      this.#reportedConfiguration === undefined ||
      this.#secretsChanged ||
      this.#configurationStale ||
      names.some((name) => changed.has(name))
    ) {
      this.configure();
    }
  }

  /** The popup follows the machine's state; the input's ARIA follows after the update (the popup controller). */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const strings = this.resolvedStrings;
    this.#popup.render(this.#popupView(strings));
    this.#choice.validity.sync(undefined, { requireVerified: this.requireVerified, message: strings.notVerified });
  }

  /** Builds the source for the current configuration, reporting a misconfiguration once, not per keystroke. */
  protected configure(): void {
    this.#secretsChanged = false;
    this.#answerProblems.clear();
    this.#configurationStale = false;
    const { source, timing, fields, error } = prepareConfiguration(this, () =>
      this.createSource({
        strings: () => this.resolvedStrings,
        requests: this.#session,
        report: (problem) => this.#reportAnswerProblem(problem),
        referrer: srcdocReferrer(this.ownerDocument),
      }),
    );
    this.#fieldMapping = fields;
    const input = this.#binding.input;
    if (input) setFieldMapping(input, fields);
    this.#session.configure(source, timing);
    // What a refusal is for: the key and the base URL of this configuration, whose requests alone are sent now.
    this.#credentials = JSON.stringify([this.embeddedKey, this.baseUrl, this.credentialScope]);
    this.#send({ type: 'Configured', credentials: this.#credentials, misconfigured: source === undefined });
    // Misconfigured or with no service, the element looks nothing up: what the shopper types is theirs to submit.
    if (error) this.#choice.send({ type: 'Answered', why: { reason: 'unavailable', code: error.code } });
    else if (!source) this.#choice.send({ type: 'Answered', why: { reason: 'unavailable' } });
    // Text in a number attribute is NaN (or ±Infinity), which JSON writes as null, like an unset attribute: kept
    // apart, so that such a value after an unset one is reported.
    const fingerprint = JSON.stringify([...this.configurationValues(), secretsSet(this)], (_, value: unknown) =>
      typeof value != 'number' || isFinite(value) ? value : `${value}`,
    );
    if (fingerprint === this.#reportedConfiguration) return;
    this.#reportedConfiguration = fingerprint;
    for (const warning of source?.warnings ?? []) console.warn(`<${this.localName}> ${inPageTerms(this, warning)}`);
    if (error) reportError(this, error);
  }

  /**
   * Configures again at the next update, as an attribute change does, for what the source reads besides the
   * attributes (the postal code chosen in the block); not part of `configurationValues`, so a misconfiguration is
   * not reported again for it.
   */
  protected reconfigure(): void {
    this.#configurationStale = true;
    this.requestUpdate();
  }

  /** The choice the input's text stands for, while it does. */
  protected get choice(): FinalChoice | undefined {
    return this.#choice.state.chosen?.choice;
  }

  /** What identifies a configuration; a subclass adds values its source reads from elsewhere (a form field). */
  protected configurationValues(): unknown[] {
    return configurationNames(this).map((name) => (this as unknown as Record<string, unknown>)[name]);
  }

  /** What else a refusal is tied to besides the key and the base URL (a service, for an element that uses two). */
  protected get credentialScope(): string {
    return '';
  }

  /** The country of an address the shopper entered, when the form has no country field (alpha-3; '' unknown). */
  protected get addressCountry(): string {
    return '';
  }

  /**
   * The form's country field changed to `country` (alpha-3): a chosen address in another country no longer stands
   * (`address-cleared`; `require-verified` holds the street until the shopper chooses again).
   */
  protected countryChanged(country: string): void {
    this.#choice.send({ type: 'CountryChanged', country });
  }

  /** Called when the element starts wrapping an input. */
  protected inputAttached(_input: HTMLInputElement): void {}

  /** Called when the element stops wrapping an input. */
  protected inputDetached(_input: HTMLInputElement): void {}

  /** What the popup shows of the state, in this element's words. */
  #reportAnswerProblem(problem: AddressError): void {
    if (this.#answerProblems.has(problem.message)) return;
    this.#answerProblems.add(problem.message);
    reportError(this, problem, DEV_MODE ? 'The rest of the answer is listed.' : undefined);
  }

  #popupView(strings: AddressAutocompleteStrings): PopupView {
    const notice = noticeShown(this.#state) ? this.#state.notice : undefined;
    return {
      state: this.#state,
      input: this.#binding.input,
      listLabel: strings.listLabel,
      notice: notice && announcementText(notice, strings),
    };
  }

  #send(event: ComboboxEvent<SourceOption>, keyEvent?: KeyboardEvent): void {
    const { state, effects } = transition(this.#state, event);
    this.#state = state;
    this.requestUpdate();
    for (const effect of effects) this.#run(effect, keyEvent);
  }

  /** No lookups and no choices while the input is disabled or read-only: checked when typing, sending and choosing. */
  #usable(): boolean {
    const input = this.#binding.input;
    return !!input && !input.disabled && !input.readOnly;
  }

  #run(effect: ComboboxEffect<SourceOption>, keyEvent: KeyboardEvent | undefined): void {
    switch (effect.type) {
      case 'search':
        if (this.#usable()) this.#session.search(effect.text, effect.scope);
        break;
      case 'search-now':
        if (this.#usable()) this.#session.search(this.#binding.input?.value ?? '', effect.scope, true);
        break;
      case 'choose':
        this.#choose(effect.option, effect.scope);
        break;
      case 'cancel':
        this.#session.cancel();
        break;
      case 'prevent-default':
        keyEvent?.preventDefault();
        break;
      case 'write-text':
        this.#binding.write(effect.text);
        break;
      case 'announce':
        this.#popup.announce(effect.message && announcementText(effect.message, this.resolvedStrings));
        break;
    }
  }

  /**
   * The shopper leaves the input (Tab, a click elsewhere, Enter on no option) with a building's units narrowed by
   * what they typed to exactly one: that unit is what they meant, and it is chosen (`source: 'unit'`; with `verify`,
   * US Street confirms it as any choice). Tab alone never chooses from a list of several.
   */
  #committedUnit(): boolean {
    const { listKind, options, scope } = this.#state;
    const [unit] = options;
    if (listKind !== 'units' || options.length !== 1 || unit?.kind !== 'final' || !this.#usable()) return false;
    const input = this.#binding.input;
    const result = input && this.#session.choose(unit, input.value, scope);
    if (result?.type !== 'final') return false;
    this.#choice.send({ type: 'Chose', choice: result.choice, source: 'unit', scope });
    return true;
  }

  #choose(option: SourceOption, scope: unknown): void {
    if (isOffered(option)) return this.#choice.send({ type: 'Accepted', value: option.value });
    const input = this.#binding.input;
    const result = input && this.#usable() && this.#session.choose(option, input.value, scope);
    if (!input || !result) return;
    if (result.type === 'final') {
      this.#choice.send({ type: 'Chose', choice: result.choice, source: 'list', scope });
      return;
    }
    // Units offered again with a reason keep the shopper's text (a unit US Street does not know stays until they choose).
    if (result.inputText !== undefined && !this.#state.unitNeeded) this.#binding.write(result.inputText);
    if (result.scope !== undefined) this.#send({ type: 'ExpansionStarted', scope: result.scope });
    this.#session.open(result.lookup);
  }

  /** Suggestions for a unit typed after the chosen street: only those at the chosen address, never other cities. */
  #narrowedToChoice(list: SourceList): SourceList {
    const text = this.#binding.input?.value ?? '';
    const address = list.kind === 'suggestions' ? unitFor(this.#choice.state, text, this.#session) : undefined;
    return address ? { ...list, options: list.options.filter((option) => this.#session.isAt(option, address)) } : list;
  }

  #onLookup(update: SessionUpdate): void {
    // An answer for an input that became disabled or read-only meanwhile is not shown.
    if (update.type === 'LookupList' && !this.#usable()) {
      this.#send({ type: 'LookupCleared' });
      return;
    }
    if (update.type === 'LookupList') update = { ...update, list: this.#narrowedToChoice(update.list) };
    if (update.type !== 'LookupFailed') {
      // Units offered with a reason (a unit US Street does not know) leave the text as it stands.
      const explained = this.#state.unitNeeded !== undefined;
      this.#send(update);
      // A list the shopper can choose from holds the text (require-verified); no match lets it stand unverified.
      if (update.type === 'LookupList' && !explained) {
        const offers = update.list.options.some((option) => option.kind !== 'back');
        this.#choice.send({ type: 'Answered', why: offers ? undefined : { reason: 'no-matches' } });
      }
      return;
    }
    const { error } = update;
    this.#send({ type: 'LookupFailed', code: error.code, credentials: this.#credentials });
    reportError(this, error);
    this.#choice.send({
      type: 'Answered',
      why: { reason: isRefusal(error.code) ? 'refused' : 'unavailable', code: error.code },
    });
  }
}
