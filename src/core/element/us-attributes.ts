/**
 * The US attributes `<us-address-autocomplete>` and `<address-autocomplete>` share, and their defaults: what the
 * element classes declare (the loader holds them), apart from the source they build (us-service.ts).
 */

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
  submitTimeout: { attribute: 'submit-timeout', type: Number },
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
