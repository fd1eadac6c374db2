/**
 * The core of `<address-autocomplete>`: the US service or the international one, whichever serves the country in use
 * (the attribute, else the form's country field), followed as it changes; none for a country neither serves.
 */
import { CountryField } from './country-field.js';
import { submitCheckpoint, type CheckpointFactory } from '../choice/submit-checkpoint.js';
import { resolveServedCountry, serviceFor, US_TERRITORIES } from './country-service.js';
import { ElementCore, type CoreFactory, type CoreHost, type CountryFollower } from './element-core.js';
import type { UsSettings } from './us-attributes.js';

/** `<address-autocomplete>`, as its core reads it. */
type AddressHost = CoreHost & UsSettings & { country: string | undefined; intlBaseUrl: string | undefined };
import { intlService } from './intl-service.js';
import { PostalCodePairing } from './postal-code-pairing.js';
import type { ServiceContext } from './service-context.js';
import { inTerritory, usService } from './us-service.js';

export class AddressCore extends ElementCore<AddressHost> implements CountryFollower {
  readonly #countryField = new CountryField(() => this.#followCountry());
  readonly #postalCode = new PostalCodePairing(() => this.reconfigure());
  /** The country the current source was made for. */
  #configuredFor: string | undefined;

  constructor(host: AddressHost) {
    super(host);
    // A country field rendered after the element, or re-rendered with another value and no `change` (a framework
    // restoring state), is caught up with before the shopper types.
    host.addEventListener('focusin', () => this.#followCountry());
  }

  get effectiveCountry(): string {
    const attribute = this.host.country?.trim() ?? '';
    if (attribute === '') return this.#countryField.read(resolveServedCountry);
    const locales = [document.documentElement.lang || navigator.language];
    return resolveServedCountry(attribute, locales) ?? attribute;
  }

  get service(): 'us' | 'intl' | undefined {
    return serviceFor(this.effectiveCountry);
  }

  protected addressCountry(): string {
    return this.effectiveCountry;
  }

  /** A refusal is the service's: a key refused by one service is tried again with the other. */
  protected override credentialScope(): string {
    const service = this.service;
    return service === 'intl' ? `intl ${this.host.intlBaseUrl ?? ''}` : (service ?? '');
  }

  protected override configurationValues(): unknown[] {
    return [this.effectiveCountry];
  }

  protected createService(context: ServiceContext) {
    // Reading the form's country needs the field finder (CountryField.requireFinder).
    if ((this.host.country?.trim() ?? '') === '') this.#countryField.requireFinder();
    const country = this.effectiveCountry.toUpperCase();
    this.#configuredFor = country;
    const options = this.requestOptions<object>();
    const place = this.#postalCode.place;
    if (serviceFor(country) === 'intl') {
      return intlService(country, { ...options, baseUrl: this.host.intlBaseUrl || undefined }, context, place);
    }
    if (serviceFor(country) !== 'us') return undefined;
    const source = usService(this.host, options, context, place);
    const territory = US_TERRITORIES.get(country);
    return territory ? inTerritory(source, country, territory) : source;
  }

  protected override submitCheckpoint(): CheckpointFactory {
    return submitCheckpoint;
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
   * The country is another than the source's: a choice in the old one no longer stands, and a new configuration
   * follows the new one (another service, or none); what was on its way for the old one is cancelled and the list
   * closes. The fill's own write of the chosen country changes nothing.
   */
  #followCountry(): void {
    // The form's country is not read before the field finder has come: the configuration waiting for it follows.
    if ((this.host.country?.trim() ?? '') === '' && !this.#countryField.readable) return;
    const country = this.effectiveCountry;
    if (country.toUpperCase() === this.#configuredFor) return;
    this.countryChanged(country);
    this.configure();
  }
}

export const addressCore: CoreFactory = (host) => new AddressCore(host as AddressHost).started();
