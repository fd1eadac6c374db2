// <intl-address-autocomplete> without a DOM (see ./element-model.ts): its class's property declarations and
// defaults, and its service as IntlAddressAutocomplete.createService builds it (intlService) for the `country`
// attribute: the model has no form, so no country field to read and no postal code chosen in the block.
import { IntlAddressAutocomplete } from '../../../src/intl-address-autocomplete.js';
import { intlService } from '../../../src/core/element/intl-service.js';
import type { ServiceContext } from '../../../src/core/element/service-context.js';
import type { AddressService } from '../../../src/core/lookup/address-service.js';
import type { Clock } from '../../../src/core/lookup/clock.js';
import { ElementModel } from './element-model.js';

// Finalizes the class: its declarations (the shared attributes, the international ones, postal-code-filter).
void IntlAddressAutocomplete.observedAttributes;

export class IntlElementModel extends ElementModel {
  static override readonly elementProperties = IntlAddressAutocomplete.elementProperties;

  declare country: string | undefined;

  constructor(attributes: Record<string, string>, options: { clock?: Clock } = {}) {
    // IntlAddressAutocomplete's constructor sets only `geolocation`.
    super('intl-address-autocomplete', { geolocation: false }, attributes, options);
  }

  /** The element's effectiveCountry, which without a form is the attribute's. */
  get effectiveCountry(): string {
    return this.country?.trim() ?? '';
  }

  protected override createService(context: ServiceContext): AddressService {
    return intlService(this.effectiveCountry, this.requestOptions, context, undefined);
  }
}
