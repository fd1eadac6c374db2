import type { PropertyValues } from '@lit/reactive-element';
import { AddressAutocompleteAttributes } from './shared-attributes.js';
import {
  SECRET_ATTRIBUTES,
  configurationNames,
  prepareConfiguration,
  requestOptions,
  secretsSet,
  trapSecretProperties,
} from './configuration.js';
import { ConfigurationWatch } from './configuration-watch.js';
import { ListRunner } from './list-runner.js';
import { ChoiceController } from '../choice/controller.js';
import { isVerified, takesPaste } from '../choice/machine.js';
import { InputBinding } from '../view/input-binding.js';
import { routeInput, type InputRoutes } from './input-router.js';
import { LookupSession } from '../lookup/session.js';
import { Popup } from '../view/popup.js';
import type { AddressService, FinalChoice } from '../lookup/address-service.js';
import type { ServiceContext } from './service-context.js';

export type { ServiceContext };
import { srcdocReferrer } from './page-referrer.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import type { StringsKind } from '../i18n/compile-strings.js';
import { ElementLanguage } from './element-language.js';
import { setFieldMapping, type FieldMapping } from '../../form/field-mapping.js';

let nextUid = 0;

/**
 * The shared element: wraps the page's own `<input>` (light DOM) and wires five parts together: the input binding,
 * the combobox machine (all list state), the lookup session, the popup and the choice machine (everything after a
 * final choice). Subclasses only say which address service their attributes build. Hydration-safe: until the shopper
 * first uses the input (focus, typing, a key) the element adds no child node, so a framework hydrating
 * server-rendered HTML finds exactly the children it rendered; only the input's combobox attributes are set at
 * upgrade (screen readers need the role before focus).
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
export abstract class AddressAutocompleteElement extends AddressAutocompleteAttributes {
  readonly #uid = `address-autocomplete-${++nextUid}`;
  readonly #language = new ElementLanguage(this);
  readonly #configuration = new ConfigurationWatch(this);
  readonly #popup = new Popup(this, this.#uid, (index) => this.#list.send({ type: 'ItemClick', index }));
  readonly #session = new LookupSession(
    this,
    (update) => this.#list.lookupUpdate(update),
    () => this.#usable(),
  );
  readonly #binding: InputBinding = new InputBinding(
    this,
    {
      intent: (intent) => routeInput(intent, this.#routes),
      takesPaste: (text) => takesPaste(this.#choice.rules, text),
    },
    () => this.htmlFor ?? '',
  );
  readonly #choice: ChoiceController = new ChoiceController(this, {
    binding: this.#binding,
    session: this.#session,
    // A paste looked up as typed text is the shopper's use of the input, as typing is.
    send: (event) => (event.type === 'InputChange' && this.#popup.use(), this.#list.send(event)),
    announce: (text) => this.#popup.announce(text),
    settings: { usable: () => this.#usable(), strings: () => this.resolvedStrings, country: () => this.addressCountry },
  });
  readonly #list: ListRunner = new ListRunner(this, {
    session: this.#session,
    binding: this.#binding,
    popup: this.#popup,
    choice: this.#choice,
    element: { usable: () => this.#usable(), strings: () => this.resolvedStrings },
  });
  #fieldMapping: FieldMapping = new Map();
  /** Where the input's intents go: the machines, and the element's own hooks when an input comes and goes. */
  readonly #routes: InputRoutes = {
    host: this,
    list: this.#list,
    choice: this.#choice,
    session: this.#session,
    popup: this.#popup,
    element: {
      attached: (input) => (setFieldMapping(input, this.#fieldMapping), this.inputAttached(input)),
      detached: (input) => this.inputDetached(input),
    },
  };

  /** Whether the input's text is the chosen address (and, with `verify`, one US Street knows). */
  get verified(): boolean {
    return isVerified(this.#choice.state);
  }

  /**
   * Empties the input and forgets the choice (`address-cleared` if there was one); the other fields stay as they are.
   */
  clear(): void {
    this.#binding.write('');
    this.#list.send({ type: 'Reset' });
    this.#choice.send({ type: 'Forgotten' });
  }

  /**
   * The source for the current attributes, with its verifier when they ask for one; throws a `config` AddressError
   * for a misconfiguration. Undefined when there is nothing to look up and nothing is wrong (`<address-autocomplete>`
   * while the form's country is one no service covers): no lookups, no error, and the text stands unverified.
   */
  protected abstract createService(context: ServiceContext): AddressService | undefined;

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
    trapSecretProperties(this.prototype, (element) => element.#configuration.secretChanged());
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (Object.values(SECRET_ATTRIBUTES).includes(name)) this.#configuration.secretChanged();
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('htmlFor')) this.#binding.retarget();
    if (this.#configuration.due(configurationNames(this).some((name) => changed.has(name)))) this.configure();
  }

  /** The popup follows the machine's state; the input's ARIA follows after the update (the popup controller). */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const strings = this.resolvedStrings;
    this.#list.render(strings);
    this.#choice.validity.sync(undefined, { requireVerified: this.requireVerified, message: strings.notVerified });
  }

  /** Builds the source for the current configuration, reporting a misconfiguration once, not per keystroke. */
  protected configure(): void {
    this.#configuration.begin();
    const configuration = prepareConfiguration(this, () =>
      this.createService({
        strings: () => this.resolvedStrings,
        requests: this.#session,
        report: (problem) => this.#configuration.reportAnswerProblem(problem),
        referrer: srcdocReferrer(this.ownerDocument),
      }),
    );
    const { source, timing, fields, error } = configuration;
    this.#fieldMapping = fields;
    const input = this.#binding.input;
    if (input) setFieldMapping(input, fields);
    this.#session.configure(source, timing);
    this.#list.configured(JSON.stringify([this.embeddedKey, this.baseUrl, this.credentialScope]), !source);
    // Misconfigured or with no service, the element looks nothing up: what the shopper types is theirs to submit.
    if (error || !source) this.#choice.send({ type: 'Answered', why: { reason: 'unavailable', code: error?.code } });
    this.#configuration.report(configuration, [...this.configurationValues(), secretsSet(this)]);
  }

  /**
   * Configures again at the next update, as an attribute change does, for what the source reads besides the
   * attributes (the postal code chosen in the block); not part of `configurationValues`, so a misconfiguration is
   * not reported again for it.
   */
  protected reconfigure(): void {
    this.#configuration.stale();
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

  /** No lookups and no choices while the input is disabled or read-only: checked when typing, sending and choosing. */
  #usable(): boolean {
    const input = this.#binding.input;
    return !!input && !input.disabled && !input.readOnly;
  }
}
