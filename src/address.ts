// Side-effect entry for <address-autocomplete> alone (one element for every country: the US service for the United
// States and its territories, the international service for the others): defines it (guarded, like /define) and
// exports its class and the event classes. The two single-service elements are not imported.
import { defineOnce } from './core/element/define-once.js';
import { AddressAutocomplete } from './address-autocomplete.js';

defineOnce('address-autocomplete', AddressAutocomplete);

export { AddressAutocomplete };
export {
  VerifiedAddressEvent,
  AddressErrorEvent,
  AddressClearedEvent,
  UnverifiedAddressEvent,
} from './core/events/address-events.js';

declare global {
  interface HTMLElementTagNameMap {
    'address-autocomplete': AddressAutocomplete;
  }
}
