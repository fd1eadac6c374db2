/**
 * The international attributes `<intl-address-autocomplete>` and `<address-autocomplete>` share: what the element
 * classes declare (the loader holds them), apart from the source they build (intl-service.ts).
 */

/** The international attributes, as Lit's `static properties` declares them. */
export const INTL_PROPERTIES = {
  country: {},
  maxGroupResults: { attribute: 'max-group-results', type: Number },
  geolocation: { type: Boolean },
  includeOnlyLocality: { attribute: 'include-only-locality' },
  includeOnlyPostalCode: { attribute: 'include-only-postal-code' },
};
