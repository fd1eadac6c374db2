/** The core of `<postal-code-autocomplete>`: the postal-code service for the country in use. */
import { resolveCountry } from '../../form/resolve-country.js';
import type { StringsKind } from '../i18n/compile-strings.js';
import { createPostalCodeService, type PostalCodeServiceOptions } from '../services/postal-code-service.js';
import { awaitsCountry, CountryField } from './country-field.js';
import { ElementCore, type CoreFactory, type CoreHost, type CountryFollower } from './element-core.js';
import type { ServiceContext } from './service-context.js';
import type { PostalCodePlace } from '../events/address-events.js';

/** `<postal-code-autocomplete>`, as its core reads it. */
type PostalCodeHost = CoreHost & { country: string | undefined };

class PostalCodeCore extends ElementCore<PostalCodeHost> implements CountryFollower {
  readonly #countryField = new CountryField(() => this.#onCountryChange());

  get effectiveCountry(): string {
    const attribute = this.host.country?.trim() ?? '';
    return attribute !== '' ? attribute : this.#countryField.read(resolveCountry);
  }

  protected override get stringsKind(): StringsKind {
    return 'postal-code';
  }

  protected addressCountry(): string {
    return this.effectiveCountry;
  }

  protected override configurationValues(): unknown[] {
    // Without the attribute, the input's coming (and the form's country field) is what makes a missing country an
    // error to report.
    if ((this.host.country?.trim() ?? '') !== '') return [this.effectiveCountry];
    return [this.effectiveCountry, this.input !== undefined, this.#countryField.field !== undefined];
  }

  /**
   * Without a `country` attribute the country is the form's, known once the input is, and once the shopper has
   * chosen one in its country field: until then there is nothing to look up and nothing wrong (awaitsCountry). With
   * the input, no country field and still no country, it is a `config` error naming `country`.
   */
  protected createService(context: ServiceContext) {
    // Reading the form's country needs the field finder (CountryField.requireFinder).
    if ((this.host.country?.trim() ?? '') === '') this.#countryField.requireFinder();
    const country = this.effectiveCountry;
    if (awaitsCountry(country, this.input !== undefined, this.#countryField.field !== undefined)) return undefined;
    return createPostalCodeService({
      ...this.requestOptions<PostalCodeServiceOptions>(),
      country,
      referrer: context.referrer,
    });
  }

  protected override inputAttached(input: HTMLInputElement): void {
    this.#countryField.attach(input);
    this.configure();
  }

  protected override inputDetached(): void {
    this.#countryField.detach();
  }

  /** See the element's `chosenPlace`. */
  get chosenPlace(): PostalCodePlace | undefined {
    const address = this.choice?.address;
    return (
      address && {
        city: address.city,
        region: address.region,
        postalCode: address.postalCode,
        country: address.country,
      }
    );
  }

  /** The shopper picked another country: a chosen postal code no longer stands, and lookups follow the new one. */
  #onCountryChange(): void {
    if ((this.host.country?.trim() ?? '') !== '') return;
    this.countryChanged(this.effectiveCountry);
    this.configure();
  }
}

export const postalCodeCore: CoreFactory = (host) => new PostalCodeCore(host as PostalCodeHost).started();
