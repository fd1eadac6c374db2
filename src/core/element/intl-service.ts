/**
 * The international service as an element configures it: the source `<intl-address-autocomplete>` and
 * `<address-autocomplete>` build for a country from their attributes (intl-attributes.ts).
 */
import type { AddressService } from '../lookup/address-service.js';
import { createIntlService, type IntlServiceOptions } from '../services/intl-address-service.js';
import type { PostalCodePlace } from '../events/address-events.js';
import type { ServiceContext } from './address-autocomplete-element.js';
import { intlOptionsFor } from './postal-code-filter.js';

export { INTL_PROPERTIES } from './intl-attributes.js';

/**
 * The international source for `country` (alpha-3), narrowed to the postal code chosen in the block (`place`) unless
 * `postal-code-filter` or the page's own filters say otherwise; throws a `config` AddressError for a misconfiguration.
 */
export function intlService(
  country: string,
  options: object,
  { strings, report, referrer }: ServiceContext,
  place?: PostalCodePlace,
): AddressService {
  const filtered = intlOptionsFor(options as IntlServiceOptions, country, place);
  return createIntlService({ ...filtered, country, strings, report, referrer });
}
