// Side-effect entry for the international element alone: defines <intl-address-autocomplete> (guarded, like
// /define) and exports its class and the event classes. The US element and its filter rules are not imported.
import { defineOnce } from './core/element/define-once.js';
import { IntlAddressAutocomplete } from './intl-address-autocomplete.js';

defineOnce('intl-address-autocomplete', IntlAddressAutocomplete);

export { IntlAddressAutocomplete };
export {
  VerifiedAddressEvent,
  AddressErrorEvent,
  AddressClearedEvent,
  UnverifiedAddressEvent,
} from './core/events/address-events.js';
/** Adds a language the elements pick by `lang` (see the documentation's Languages guide, docs/guides/languages.md). */
export { registerLocale } from './core/i18n/locale-store.js';

declare global {
  interface HTMLElementTagNameMap {
    'intl-address-autocomplete': IntlAddressAutocomplete;
  }
}
