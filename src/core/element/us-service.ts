/**
 * The US service as an element configures it: the source `<us-address-autocomplete>` and `<address-autocomplete>`
 * build from their attributes (us-attributes.ts).
 */
import type { AddressService } from '../lookup/address-service.js';
import { createUsService, type UsServiceOptions } from '../services/us-address-service.js';
import type { PostalCodePlace } from '../events/address-events.js';
import type { ServiceContext } from './address-autocomplete-element.js';
import { usOptionsFor } from './postal-code-filter.js';
import type { UsSettings } from './us-attributes.js';

export { US_DEFAULTS, US_PROPERTIES, type UsSettings } from './us-attributes.js';

/**
 * The US source (v2 or Pro, with US Street verification when `verify` is set) for the element's settings and request
 * options, narrowed to the ZIP chosen in the block (`place`) unless `postal-code-filter` or the page's own filters
 * say otherwise; throws a `config` AddressError for a misconfiguration.
 */
export function usService(
  settings: UsSettings,
  options: object,
  { strings, requests, report, referrer }: ServiceContext,
  place?: PostalCodePlace,
): AddressService {
  const verify = {
    on: settings.verify,
    baseUrl: settings.streetBaseUrl,
    match: settings.verifyMatch,
    zip4: settings.verifyZip4,
  };
  const filtered = usOptionsFor(options as UsServiceOptions, place);
  return createUsService(
    { ...filtered, api: settings.api || 'v2', strings, verify, report, referrer, extractUrl: settings.extractUrl },
    requests,
  );
}

/**
 * The US source used for a territory the form's country field names (`PRI`, `PR`): a chosen address in that
 * territory keeps it as its country, so a shop whose country list has Puerto Rico beside the United States (as
 * WooCommerce's does) keeps its select on Puerto Rico. An address elsewhere in the US stays `USA`.
 */
export function inTerritory(source: AddressService, alpha3: string, alpha2: string): AddressService {
  return {
    ...source,
    choose(option, text, scope) {
      const result = source.choose(option, text, scope);
      if (result.type !== 'final' || result.choice.address.region.toUpperCase() !== alpha2) return result;
      const { choice } = result;
      return {
        ...result,
        choice: { ...choice, address: { ...choice.address, country: alpha3 }, countryAlpha2: alpha2 },
      };
    },
  };
}
