import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { AddressError, isAddressError } from '../api/errors.js';
import { countryAliases, countryName } from '../form/country-aliases.js';
import { streetLines } from '../form/address-values.js';
import { fillAddressFields, findAddressFields, isWritable, writeFieldValue } from '../form/form-filler.js';
import { Announcer } from './announcer.js';
import { numberOption } from './number-option.js';
import { initialState, transition, type ComboboxEffect, type ComboboxEvent, type ComboboxState } from './combobox-machine.js';
import { AddressErrorEvent, VerifiedAddressEvent } from './events.js';
import { startPositioning } from './positioning.js';
import type { AddressSource, FinalChoice, SourceList, SourceOption } from './source.js';
import { withDefaults, type AddressAutocompleteStrings } from './strings.js';
import { adoptStyles } from './styles.js';
import { DEFAULT_DEBOUNCE_MS, DEFAULT_MIN_CHARS, SuggestionsController, type SuggestionsUpdate } from './suggestions-controller.js';

let nextUid = 0;

/** Errors after which every further lookup would fail the same way, until the key or the page changes. */
const FATAL_CODES: ReadonlySet<string> = new Set(['unauthorized', 'payment-required']);

const SECRET_ATTRIBUTES = ['auth-id', 'auth-token'] as const;

/**
 * The shared element: wraps the page's own `<input>` (light DOM), renders the listbox next to it as a top-layer
 * popover, and runs the combobox machine's effects. Subclasses only say which source their attributes build.
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
export abstract class AddressAutocompleteElement extends LitElement {
  static override properties = {
    embeddedKey: { attribute: 'embedded-key' },
    baseUrl: { attribute: 'base-url' },
    maxResults: { attribute: 'max-results', type: Number },
    debounce: { type: Number },
    minChars: { attribute: 'min-chars', type: Number },
    strings: { attribute: false },
    /** @internal Observed only to refuse secret keys however they arrive. */
    authId: { attribute: 'auth-id' },
    /** @internal Observed only to refuse secret keys however they arrive. */
    authToken: { attribute: 'auth-token' },
    /** @internal */
    machineState: { state: true, attribute: false },
    /** @internal */
    listContext: { state: true, attribute: false },
  };

  /** The embedded key (never a secret key), sent as the `key` parameter. */
  declare embeddedKey: string;
  /** A proxy or the simulator instead of the production host; the endpoint path is appended. */
  declare baseUrl: string | undefined;
  declare maxResults: number | undefined;
  /** Milliseconds of typing pause before a lookup. */
  declare debounce: number | undefined;
  /** Characters (code points) needed before a lookup. */
  declare minChars: number | undefined;
  /** Replaces any shown or announced text; see AddressAutocompleteStrings. */
  declare strings: Partial<AddressAutocompleteStrings> | undefined;
  /** @internal */
  declare authId: string | undefined;
  /** @internal */
  declare authToken: string | undefined;
  /** @internal */
  protected declare machineState: ComboboxState<SourceOption>;
  /** @internal */
  protected declare listContext: string | undefined;

  readonly #uid = `address-autocomplete-${++nextUid}`;
  readonly #controller = new SuggestionsController<SourceList>({ onUpdate: (update) => this.#onLookupUpdate(update) });
  #addressSource: AddressSource | undefined;
  #input: HTMLInputElement | undefined;
  #createdInput: HTMLInputElement | undefined;
  #announcer: Announcer | undefined;
  #stopPositioning: (() => void) | undefined;
  #childObserver: MutationObserver | undefined;
  /** Why lookups are off: a misconfiguration, or a refused key/subscription. */
  #blockedBy: AddressError | undefined;
  /** A 401 or 402, and the key and base URL it was for. */
  #refusal: { error: AddressError; for: string } | undefined;
  #reportedConfiguration: string | undefined;
  #composing = false;
  #writingInput = false;
  /** True from choosing a group until its list arrives: a failure then keeps the base address. */
  #expanding = false;
  #pendingKeyEvent: KeyboardEvent | undefined;

  constructor() {
    super();
    this.embeddedKey = '';
    this.machineState = initialState();
    this.addController(this.#controller);
  }

  /** The source for the current attributes. */
  protected abstract createSource(strings: () => AddressAutocompleteStrings): AddressSource;

  /** Attributes whose change means a new configuration (a new source, and errors reported afresh). */
  protected static configurationProperties: readonly string[] = [
    'embeddedKey',
    'baseUrl',
    'maxResults',
    'debounce',
    'minChars',
    'authId',
    'authToken',
  ];

  protected get resolvedStrings(): AddressAutocompleteStrings {
    return withDefaults(this.strings);
  }

  /** Light DOM: ARIA references between the input and the options cannot cross a shadow boundary. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptStyles(this);
    this.#findInput();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#childObserver?.disconnect();
    this.#childObserver = undefined;
    this.#stopPositioning?.();
    this.#stopPositioning = undefined;
    this.#detachInput();
  }

  // ——— Configuration ———

  protected override willUpdate(changed: PropertyValues): void {
    const configuration = (this.constructor as typeof AddressAutocompleteElement).configurationProperties;
    if (!this.#addressSource || configuration.some((name) => changed.has(name))) this.configure();
    this.#controller.debounceMs = numberOption(this.debounce) ?? DEFAULT_DEBOUNCE_MS;
    this.#controller.minChars = numberOption(this.minChars) ?? DEFAULT_MIN_CHARS;
  }

  /** Rebuilds the source and checks it, reporting a misconfiguration once per configuration, not per keystroke. */
  protected configure(): void {
    this.#addressSource = this.createSource(() => this.resolvedStrings);
    this.#controller.cancel();
    this.#controller.clearCache();
    // A list from the old configuration (another country, other filters) must not come back with the arrow keys.
    this.listContext = undefined;
    this.#send({ type: 'reset' });
    // A refused key or subscription stays refused until the key or the base URL changes.
    this.#blockedBy = this.#refusal?.for === this.#credentials() ? this.#refusal.error : undefined;
    const fingerprint = this.#configurationFingerprint();
    const firstReport = fingerprint !== this.#reportedConfiguration;
    this.#reportedConfiguration = fingerprint;
    try {
      this.#checkSecrets();
      this.#checkNumbers();
      const warnings = this.#addressSource.validate();
      if (firstReport) for (const warning of warnings) console.warn(`<${this.localName}> ${warning}`);
    } catch (error) {
      if (!isAddressError(error)) throw error;
      this.#blockedBy = error;
      if (firstReport) this.#report(error);
    }
  }

  #credentials(): string {
    return JSON.stringify([this.embeddedKey ?? '', this.baseUrl ?? '']);
  }

  #configurationFingerprint(): string {
    const secrets = SECRET_ATTRIBUTES.map((name) => this.hasAttribute(name));
    return JSON.stringify([...this.configurationValues(), secrets]);
  }

  /** What identifies a configuration; a subclass adds values its source reads from elsewhere (a form field). */
  protected configurationValues(): unknown[] {
    const names = (this.constructor as typeof AddressAutocompleteElement).configurationProperties;
    return names.map((name) => (this as unknown as Record<string, unknown>)[name]);
  }

  /** Called when the element starts wrapping an input. */
  protected inputAttached(_input: HTMLInputElement): void {}

  /** Called when the element stops wrapping an input. */
  protected inputDetached(_input: HTMLInputElement): void {}

  #checkSecrets(): void {
    const secret = SECRET_ATTRIBUTES.find((name) => this.hasAttribute(name));
    if (secret !== undefined) {
      throw new AddressError(
        'config',
        `${secret}: secret keys must never be put in a web page; use an embedded key in embedded-key instead`,
        { option: secret },
      );
    }
  }

  #checkNumbers(): void {
    for (const [attribute, value] of [
      ['debounce', numberOption(this.debounce)],
      ['min-chars', numberOption(this.minChars)],
    ] as const) {
      if (value !== undefined && !(Number.isInteger(value) && value >= 0)) {
        throw new AddressError('config', `${attribute}: must be a whole number of 0 or more (got ${String(value)})`, {
          option: attribute,
        });
      }
    }
  }

  // ——— The input ———

  /** Finds the page's input; if the element is parsed before its children (script in <head>), waits for it. */
  #findInput(): void {
    const input = this.querySelector<HTMLInputElement>('input:not([data-address-autocomplete-created])') ?? undefined;
    if (input) {
      this.#useInput(input);
      return;
    }
    this.#childObserver ??= new MutationObserver(() => this.#findInput());
    this.#childObserver.observe(this, { childList: true, subtree: true });
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this.#createInputIfMissing(), { once: true });
    } else {
      queueMicrotask(() => this.#createInputIfMissing());
    }
  }

  #createInputIfMissing(): void {
    if (this.#input || !this.isConnected) return;
    // The page's input may have arrived since, its mutation record not yet delivered.
    const pageInput = this.querySelector<HTMLInputElement>('input:not([data-address-autocomplete-created])');
    if (pageInput) {
      this.#useInput(pageInput);
      return;
    }
    const input = this.ownerDocument.createElement('input');
    input.type = 'text';
    input.autocomplete = 'address-line1';
    input.dataset.addressAutocompleteCreated = '';
    this.#createdInput = input;
    this.prepend(input);
    this.#useInput(input);
  }

  #useInput(input: HTMLInputElement): void {
    if (this.#input === input) return;
    // A page input that arrives after we created one replaces ours.
    if (this.#createdInput && input !== this.#createdInput) {
      this.#detachInput();
      this.#createdInput.remove();
      this.#createdInput = undefined;
    }
    // While the element uses an input of its own, a page input that arrives later still takes over.
    if (input !== this.#createdInput) {
      this.#childObserver?.disconnect();
      this.#childObserver = undefined;
    }
    this.#input = input;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', `${this.#uid}-listbox`);
    input.setAttribute('aria-expanded', 'false');
    for (const [type, listener] of this.#inputListeners) input.addEventListener(type, listener as EventListener);
    input.form?.addEventListener('reset', this.#onFormReset);
    if (input.ownerDocument.activeElement === input) this.#send({ type: 'focus' });
    this.inputAttached(input);
    this.requestUpdate();
  }

  #detachInput(): void {
    const input = this.#input;
    if (!input) return;
    for (const [type, listener] of this.#inputListeners) input.removeEventListener(type, listener as EventListener);
    input.form?.removeEventListener('reset', this.#onFormReset);
    this.inputDetached(input);
    this.#input = undefined;
  }

  /** The wrapped input (the page's own, or one the element created). */
  get inputElement(): HTMLInputElement | undefined {
    return this.#input;
  }

  readonly #onInput = (event: Event): void => {
    if (this.#writingInput || this.#composing) return;
    // Browser autofill replaces the text without typing: it must not open the list.
    const inputType = (event as InputEvent).inputType;
    if (inputType === undefined || inputType === '' || inputType === 'insertReplacementText') return;
    this.#send({ type: 'edit', text: this.#input?.value ?? '' });
  };

  readonly #onCompositionStart = (): void => {
    this.#composing = true;
  };

  readonly #onCompositionEnd = (): void => {
    this.#composing = false;
    this.#send({ type: 'edit', text: this.#input?.value ?? '' });
  };

  readonly #onKeyDown = (event: KeyboardEvent): void => {
    if (this.#composing || event.isComposing || event.ctrlKey || event.metaKey) return;
    this.#pendingKeyEvent = event;
    this.#send({ type: 'key', key: event.key, altKey: event.altKey });
    this.#pendingKeyEvent = undefined;
  };

  readonly #onFocus = (): void => this.#send({ type: 'focus' });

  readonly #onBlur = (): void => this.#send({ type: 'blur' });

  /** Everything the element listens to on its input; attaching and detaching both read this one list. */
  readonly #inputListeners: ReadonlyArray<readonly [string, (event: never) => void]> = [
    ['input', this.#onInput],
    ['keydown', this.#onKeyDown],
    ['focus', this.#onFocus],
    ['blur', this.#onBlur],
    ['compositionstart', this.#onCompositionStart],
    ['compositionend', this.#onCompositionEnd],
  ];

  readonly #onFormReset = (): void => {
    this.#addressSource?.reset();
    this.listContext = undefined;
    this.#announcer?.clear();
    this.#send({ type: 'reset' });
  };

  // ——— The machine and its effects ———

  #send(event: ComboboxEvent<SourceOption>): void {
    const { state, effects } = transition(this.machineState, event);
    this.machineState = state;
    for (const effect of effects) this.#run(effect);
  }

  #run(effect: ComboboxEffect<SourceOption>): void {
    switch (effect.type) {
      case 'search':
        this.#search(effect.text, false);
        break;
      case 'search-now':
        this.#search(this.#input?.value ?? '', true);
        break;
      case 'choose':
        this.#choose(effect.option);
        break;
      case 'cancel':
        this.#controller.cancel();
        break;
      case 'prevent-default':
        this.#pendingKeyEvent?.preventDefault();
        break;
    }
  }

  #lookupsAllowed(): boolean {
    const input = this.#input;
    return !!input && !input.disabled && !input.readOnly && !this.#blockedBy && !!this.#addressSource;
  }

  #search(text: string, now: boolean): void {
    if (!this.#lookupsAllowed() || !this.#addressSource) return;
    const lookup = this.#addressSource.search(text);
    if (now && [...text.trim()].length >= this.#controller.minChars) this.#controller.searchNow(lookup);
    else if (!now) this.#controller.search(lookup);
  }

  #choose(option: SourceOption): void {
    if (!this.#addressSource) return;
    const result = this.#addressSource.choose(option, this.#input?.value ?? '');
    if (result.type === 'final') {
      this.#finish(result.choice);
      return;
    }
    if (result.inputText !== undefined) this.#writeInputText(result.inputText);
    // Only a group's failure means "the units could not be loaded"; a failed detail is a failed lookup.
    this.#expanding = option.kind === 'group';
    this.#controller.searchNow(result.lookup);
  }

  #onLookupUpdate(update: SuggestionsUpdate<SourceList>): void {
    switch (update.type) {
      case 'pending':
        this.#send({ type: 'pending' });
        break;
      case 'cleared':
        this.#expanding = false;
        this.listContext = undefined;
        this.#send({ type: 'clear' });
        break;
      case 'results':
        this.#showList(update.value);
        break;
      case 'error':
        this.#fail(update.error);
        break;
    }
  }

  #showList(list: SourceList): void {
    const strings = this.resolvedStrings;
    this.#expanding = false;
    const finals = list.options.filter((option) => option.kind === 'final');
    if (list.autoChoose && finals.length === 1 && finals[0]) {
      this.#choose(finals[0]);
      return;
    }
    if (list.inputText !== undefined) this.#writeInputText(list.inputText);
    this.listContext = list.context;
    this.#send({ type: 'options', options: list.options });
    const count = list.options.filter((option) => option.kind !== 'back').length;
    this.#announcer?.announce(count === 0 ? strings.noResults : (list.announcement ?? strings.results(count)));
  }

  #fail(error: AddressError): void {
    const strings = this.resolvedStrings;
    const wasExpanding = this.#expanding;
    this.#expanding = false;
    // The units could not be loaded: the shopper types the unit, and that searches afresh.
    if (wasExpanding) this.#addressSource?.reset();
    this.#send({ type: 'failed' });
    if (FATAL_CODES.has(error.code)) {
      this.#blockedBy = error;
      this.#refusal = { error, for: this.#credentials() };
    }
    this.#report(error);
    this.#announcer?.announce(wasExpanding ? strings.expansionFailed : strings.error(error.code));
  }

  /** One console error with what to check, and one `address-error` event. */
  #report(error: AddressError): void {
    const hint = FATAL_CODES.has(error.code)
      ? ' Lookups are paused until the embedded key or base URL changes, or the page reloads.'
      : '';
    console.error(`<${this.localName}> ${error.message}${hint}`);
    this.dispatchEvent(
      new AddressErrorEvent({
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.option ? { attribute: error.option } : {}),
      }),
    );
  }

  /** Writes the input so that frameworks bound to it notice, without taking the write for typing. */
  #writeInputText(text: string): void {
    const input = this.#input;
    if (input) this.#whileWriting(() => writeFieldValue(input, text));
  }

  /** Our own writes fire `input` events; while they run, the input handler must not take them for typing. */
  #whileWriting(write: () => void): void {
    this.#writingInput = true;
    try {
      write();
    } finally {
      this.#writingInput = false;
    }
  }

  #finish(choice: FinalChoice): void {
    const input = this.#input;
    this.#addressSource?.reset();
    this.listContext = undefined;
    this.#send({ type: 'close' });
    if (!input) return;
    const fields = findAddressFields(input);
    const lines = streetLines(choice.address, new Set([...fields.keys(), 'address-line1']));
    this.#writeInputText(lines.get('address-line1') ?? choice.address.line1);
    this.#announcer?.announce(this.resolvedStrings.selected(choice.label));
    const event = new VerifiedAddressEvent({ api: choice.api, address: choice.address, raw: choice.raw });
    if (!this.dispatchEvent(event)) return;
    const locales = [document.documentElement.lang || navigator.language, 'en'];
    this.#whileWriting(() =>
      fillAddressFields(input, {
        address: choice.address,
        regionAliases: choice.regionAliases,
        countryAliases: countryAliases(choice.address.country, locales),
        countryName: countryName(choice.address.country, locales),
      }),
    );
    // The address has no unit, but the form asks for one: the shopper's next stop.
    const unitField = fields.get('address-line2')?.[0];
    if (choice.address.line2 === '' && unitField && isWritable(unitField) && unitField.value === '') unitField.focus();
  }

  // ——— Rendering ———

  protected override render(): TemplateResult {
    const { options, activeIndex, busy } = this.machineState;
    const strings = this.resolvedStrings;
    return html`
      <div class="address-autocomplete-popup" popover="manual" @pointerdown=${this.#keepFocus}>
        ${this.listContext ? html`<div class="address-autocomplete-context" dir="auto">${this.listContext}</div>` : nothing}
        <div
          class="address-autocomplete-listbox"
          role="listbox"
          id="${this.#uid}-listbox"
          aria-label=${strings.listLabel}
          aria-busy=${busy ? 'true' : 'false'}
        >
          ${options.map((option, index) => this.#renderOption(option, index, index === activeIndex))}
        </div>
      </div>
      <div class="address-autocomplete-live"></div>
    `;
  }

  #renderOption(option: SourceOption, index: number, active: boolean): TemplateResult {
    return html`<div
      class="address-autocomplete-option"
      role="option"
      id="${this.#uid}-opt-${index}"
      aria-selected=${active ? 'true' : 'false'}
      data-kind=${option.kind}
      @click=${() => this.#send({ type: 'pick', index })}
    >
      <span class="address-autocomplete-option-text" dir="auto">${option.text}</span>
      ${option.detail ? html`<span class="address-autocomplete-option-detail">${option.detail}</span>` : nothing}
    </div>`;
  }

  /** A pointer down on the list must not blur the input (that would close the list before the click). */
  readonly #keepFocus = (event: PointerEvent): void => {
    event.preventDefault();
  };

  protected override firstUpdated(): void {
    const region = this.querySelector<HTMLElement>('.address-autocomplete-live');
    if (region) this.#announcer = new Announcer(region);
  }

  protected override updated(): void {
    const input = this.#input;
    const popup = this.querySelector<HTMLElement>('.address-autocomplete-popup');
    if (!input || !popup) return;
    const { open, activeIndex } = this.machineState;
    input.setAttribute('aria-expanded', String(open));
    if (open && activeIndex >= 0) {
      const id = `${this.#uid}-opt-${activeIndex}`;
      input.setAttribute('aria-activedescendant', id);
      this.querySelector(`#${id}`)?.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
    this.#syncPopup(popup, input, open);
  }

  #syncPopup(popup: HTMLElement, input: HTMLInputElement, open: boolean): void {
    const shown = popup.matches(':popover-open');
    if (open && !shown) {
      popup.showPopover();
      this.#stopPositioning = startPositioning(input, popup);
    } else if (!open && shown) {
      this.#stopPositioning?.();
      this.#stopPositioning = undefined;
      popup.hidePopover();
    }
  }
}
