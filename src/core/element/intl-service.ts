/**
 * The international service as an element configures it: the attributes `<intl-address-autocomplete>` and
 * `<address-autocomplete>` share, and the source they build for a country.
 */
import type { AddressSource } from '../lookup/source.js';
import { createIntlSource, type IntlSourceOptions } from '../sources/intl-source.js';
import type { PostalCodePlace } from '../events/address-events.js';
import type { SourceContext } from './address-autocomplete-element.js';
import { intlOptionsFor } from './postal-code-filter.js';

/** The international attributes, as Lit's `static properties` declares them. */
export const INTL_PROPERTIES = {
  country: {},
  maxGroupResults: { attribute: 'max-group-results', type: Number },
  geolocation: { type: Boolean },
  includeOnlyLocality: { attribute: 'include-only-locality' },
  includeOnlyPostalCode: { attribute: 'include-only-postal-code' },
};

/**
 * The international source for `country` (alpha-3), narrowed to the postal code chosen in the block (`place`) unless
 * `postal-code-filter` or the page's own filters say otherwise; throws a `config` AddressError for a misconfiguration.
 */
export function intlSource(
  country: string,
  options: object,
  { strings, report, referrer }: SourceContext,
  place?: PostalCodePlace,
): AddressSource {
  const filtered = intlOptionsFor(options as IntlSourceOptions, country, place);
  return createIntlSource({ ...filtered, country, strings, report, referrer });
}
