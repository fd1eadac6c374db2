// The public API, and all of it: the element and event classes with their types, the error type, and the endpoint
// functions with theirs. Everything else in src/ is internal and may change in any release. Importing this module
// has no side effects (no tags are defined); import `address-autocomplete-elements/define` or load the IIFE script.
export { UsAddressAutocomplete } from './us-address-autocomplete.js';
export { IntlAddressAutocomplete } from './intl-address-autocomplete.js';
export { AddressAutocomplete } from './address-autocomplete.js';
export { PostalCodeAutocomplete } from './postal-code-autocomplete.js';
export { AddressAutocompleteElement } from './core/element/address-autocomplete-element.js';
export {
  VerifiedAddressEvent,
  AddressErrorEvent,
  AddressClearedEvent,
  UnverifiedAddressEvent,
  AddressFilledEvent,
  PostalCodeSelectedEvent,
  type AddressApi,
  type AddressCheck,
  type ChoiceApi,
  type PostalCodePlace,
  type PostalCodeSelectedDetail,
  type AddressClearedDetail,
  type AddressErrorDetail,
  type AddressFilledDetail,
  type VerifiedAddressDetail,
  type VerifiedAddressSource,
  type Unverified,
  type UnverifiedAddressDetail,
  type UnverifiedReason,
  type Verification,
} from './core/events/address-events.js';
export { DEFAULT_STRINGS, type AddressAutocompleteStrings } from './core/view/strings.js';
export { registerLocale } from './core/i18n/locale-store.js';
export type { LocaleMessages, PluralText, PostalCodeMessages, LookupErrorMessages } from './core/i18n/messages.js';
export type { PostalAddress } from './form/address-values.js';
export type { FieldMappingOption } from './form/field-mapping.js';
export type { AddressField } from './form/autocomplete-tokens.js';
// The endpoint functions, also reachable alone (no Lit, no DOM) as `address-autocomplete-elements/api`.
export * from './api.js';
