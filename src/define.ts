// Side-effect entry: defines the custom element tags, guarded by defineOnce so that a second copy of the script
// (a <script> tag and a bundle, or two widgets) is harmless.
import { defineOnce } from './core/element/define-once.js';
import { IntlAddressAutocomplete } from './intl-address-autocomplete.js';
import { UsAddressAutocomplete } from './us-address-autocomplete.js';
import { AddressAutocomplete } from './address-autocomplete.js';
import { PostalCodeAutocomplete } from './postal-code-autocomplete.js';

defineOnce('us-address-autocomplete', UsAddressAutocomplete);
defineOnce('intl-address-autocomplete', IntlAddressAutocomplete);
defineOnce('address-autocomplete', AddressAutocomplete);
defineOnce('postal-code-autocomplete', PostalCodeAutocomplete);

export { UsAddressAutocomplete, IntlAddressAutocomplete, AddressAutocomplete, PostalCodeAutocomplete };
export {
  VerifiedAddressEvent,
  AddressErrorEvent,
  AddressClearedEvent,
  UnverifiedAddressEvent,
  AddressFilledEvent,
  PostalCodeSelectedEvent,
} from './core/events/address-events.js';
/** Adds a language the elements pick by `lang` (see the documentation's Languages guide, docs/guides/languages.md). */
export { registerLocale } from './core/i18n/locale-store.js';

declare global {
  interface HTMLElementTagNameMap {
    'us-address-autocomplete': UsAddressAutocomplete;
    'intl-address-autocomplete': IntlAddressAutocomplete;
    'address-autocomplete': AddressAutocomplete;
    'postal-code-autocomplete': PostalCodeAutocomplete;
  }
}
