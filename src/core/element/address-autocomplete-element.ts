import type { PropertyValues } from '@lit/reactive-element';
import { AddressAutocompleteAttributes } from './shared-attributes.js';
import { trapSecretProperties } from './secret-keys.js';
import type { CoreFactory, CountryFollower, ElementCore } from './element-core.js';
import type { ServiceContext } from './service-context.js';
import type { AddressCheck } from '../events/address-events.js';

export type { ServiceContext };

/**
 * The shared element: holds the attributes (as properties) of the page's own `<input>` it enhances (light DOM), and
 * the core that does the work (element-core.ts: the input binding, the combobox machine, the lookup session, the
 * popup and the choice machine). Each public element class starts its core at once; the loader's classes fetch it
 * when the shopper first uses the input (focus, a touch, a key) or a method asks for it (lazy-start.ts), so that
 * until then the element touches nothing.
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
  /**
   * The working parts, once started (at construction, or on first use for the loader's classes).
   * @internal
   */
  protected core: ElementCore | undefined;

  /**
   * The core an element of the class starts with at once: each public element class names its own. The loader's
   * classes name none, and start theirs on first use (lazy-start.ts).
   * @internal
   */
  declare protected static core: CoreFactory | undefined;

  constructor() {
    super();
    const core = (this.constructor as typeof AddressAutocompleteElement).core;
    if (core) this.core = core(this);
  }

  /** Whether the input's text is the chosen address (and, with `verify`, one US Street knows). */
  get verified(): boolean {
    return this.core?.verified ?? false;
  }

  /**
   * The form's address as the element judges it, for a checkout that submits from script (`await el.check()` before
   * sending the order): with `verify`, one US Street check of the form as it stands, exactly as a submit of the form
   * would be checked (the same cache; never longer than `submit-timeout`; a failure answers `unverified`, never
   * throws). A "Did you mean" row it offers answers `corrected` at once; the row stays for the shopper.
   */
  check(): Promise<AddressCheck> {
    return this.whenStarted().then(
      (core) =>
        core?.check() ?? {
          status: 'unverified',
          address: {
            line1: this.inputElement?.value ?? '',
            line2: '',
            city: '',
            region: '',
            postalCode: '',
            country: '',
          },
          reason: 'unavailable',
          code: 'network',
        },
    );
  }

  /**
   * The core, once started: every class but the loader's has it from construction; the loader's fetch it first
   * (lazy-start.ts), and undefined says it could not be fetched.
   * @internal
   */
  protected whenStarted(): Promise<ElementCore | undefined> {
    return Promise.resolve(this.core);
  }

  /**
   * Empties the input and forgets the choice (`address-cleared` if there was one); the other fields stay as they are.
   */
  clear(): void {
    if (this.core) this.core.clear();
    else void this.whenStarted().then((core) => core?.clear());
  }

  /** The enhanced input (the page's own, wrapped or named by `for`, or one the element created). */
  get inputElement(): HTMLInputElement | undefined {
    return this.core?.input;
  }

  /**
   * The country in use, as the core follows it (the attribute, else the form's country field); before the core has
   * started (the loader, before first use), or before the code that finds the form's fields has come (the loader
   * fetches it as the core starts, when `country` is not set), the attribute alone.
   */
  protected countryInUse(): string {
    const country = (this as { country?: string }).country?.trim() ?? '';
    return (this.core as Partial<CountryFollower> | undefined)?.effectiveCountry ?? country;
  }

  /** Light DOM: ARIA references between the input and the options cannot cross a shadow boundary. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  static {
    trapSecretProperties(this.prototype, (element) => element.core?.secretChanged());
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    this.core?.attributeChanged(name);
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.core?.willUpdate(changed);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    this.core?.update();
  }
}
