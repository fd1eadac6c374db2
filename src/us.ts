// Side-effect entry for the US element alone: defines <us-address-autocomplete> (guarded, like /define) and
// exports its class and the event classes. The international element, its source and its country table are not
// imported, so a bundler leaves them out.
import { defineOnce } from './core/element/define-once.js';
import { UsAddressAutocomplete } from './us-address-autocomplete.js';

defineOnce('us-address-autocomplete', UsAddressAutocomplete);

export { UsAddressAutocomplete };
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
    'us-address-autocomplete': UsAddressAutocomplete;
  }
}
