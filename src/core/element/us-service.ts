/**
 * The US service as an element configures it: the attributes `<us-address-autocomplete>` and
 * `<address-autocomplete>` share, their defaults, and the source they build.
 */
import type { AddressService } from '../lookup/address-service.js';
import { createUsService, type UsServiceOptions } from '../services/us-address-service.js';
import type { PostalCodePlace } from '../events/address-events.js';
import type { ServiceContext } from './address-autocomplete-element.js';
import { usOptionsFor } from './postal-code-filter.js';

/** The US attributes, as Lit's `static properties` declares them. */
export const US_PROPERTIES = {
  api: {},
  includeOnlyCities: { attribute: 'include-only-cities' },
  includeOnlyStates: { attribute: 'include-only-states' },
  includeOnlyZipCodes: { attribute: 'include-only-zip-codes' },
  excludeStates: { attribute: 'exclude-states' },
  preferCities: { attribute: 'prefer-cities' },
  preferStates: { attribute: 'prefer-states' },
  preferZipCodes: { attribute: 'prefer-zip-codes' },
  preferRatio: { attribute: 'prefer-ratio', type: Number },
  preferGeolocation: { attribute: 'prefer-geolocation' },
  source: {},
  exclude: {},
  verify: { type: Boolean },
  streetBaseUrl: { attribute: 'street-base-url' },
  verifyMatch: { attribute: 'verify-match' },
  verifyZip4: { attribute: 'verify-zip4', type: Boolean },
  extractUrl: { attribute: 'extract-url' },
};

/** What the US source reads from the element besides its request options. */
export interface UsSettings {
  api: 'v2' | 'pro';
  verify: boolean;
  streetBaseUrl: string | undefined;
  verifyMatch: 'strict' | 'invalid' | 'enhanced' | undefined;
  verifyZip4: boolean;
  /** The shop's extract route: pasted text is posted there (US Extract needs the server's secret key). */
  extractUrl: string | undefined;
}

/** The defaults a US element starts with. */
export const US_DEFAULTS: Pick<UsSettings, 'api' | 'verify' | 'verifyZip4'> = {
  api: 'v2',
  verify: false,
  verifyZip4: false,
};

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
