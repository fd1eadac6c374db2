/**
 * The core of `<intl-address-autocomplete>`: the international service for the country in use (the attribute, else
 * the form's country field), narrowed by the block's postal code.
 */
import { resolveCountry } from '../../form/resolve-country.js';
import { awaitsCountry, CountryField } from './country-field.js';
import { ElementCore, type CoreFactory, type CoreHost, type CountryFollower } from './element-core.js';
import { intlService } from './intl-service.js';
import { PostalCodePairing } from './postal-code-pairing.js';
import type { ServiceContext } from './service-context.js';

/** `<intl-address-autocomplete>`, as its core reads it. */
type IntlHost = CoreHost & { country: string | undefined };

class IntlCore extends ElementCore<IntlHost> implements CountryFollower {
  readonly #countryField = new CountryField(() => this.#onCountryChange());
  readonly #postalCode = new PostalCodePairing(() => this.reconfigure());

  get effectiveCountry(): string {
    const attribute = this.#countryAttribute();
    return attribute !== '' ? attribute : this.#countryField.read(resolveCountry);
  }

  protected addressCountry(): string {
    return this.effectiveCountry;
  }

  protected override configurationValues(): unknown[] {
    if (this.#countryAttribute() !== '') return [this.effectiveCountry];
    return [this.effectiveCountry, this.input !== undefined, this.#countryField.field !== undefined];
  }

  /**
   * Without a `country` attribute the country is the form's, which is known once the input is, and once the shopper
   * has chosen one in its country field: until then there is nothing to look up and nothing wrong (awaitsCountry).
   * Reading the form needs the field finder (CountryField.requireFinder).
   */
  protected createService(context: ServiceContext) {
    if (this.#countryAttribute() === '') this.#countryField.requireFinder();
    const country = this.effectiveCountry;
    if (awaitsCountry(country, this.input !== undefined, this.#countryField.field !== undefined)) return undefined;
    return intlService(country, this.requestOptions(), context, this.#postalCode.place);
  }

  protected override inputAttached(input: HTMLInputElement): void {
    this.#countryField.attach(input);
    this.#postalCode.attach(input);
    this.configure();
  }

  protected override inputDetached(): void {
    this.#countryField.detach();
    this.#postalCode.detach();
  }

  /**
   * The shopper picked another country: a choice in the old one no longer stands, and a new configuration follows
   * the new one (a config error once, if it is not served).
   */
  #onCountryChange(): void {
    if (this.#countryAttribute() !== '') return;
    this.countryChanged(this.effectiveCountry);
    this.configure();
  }

  #countryAttribute(): string {
    return this.host.country?.trim() ?? '';
  }
}

export const intlCore: CoreFactory = (host) => new IntlCore(host as IntlHost).started();
