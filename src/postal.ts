// Side-effect entry for <postal-code-autocomplete> alone (postal code first, over the International Postal Code API):
// defines it (guarded, like /define) and exports its class and the classes of the events it dispatches. The street
// elements, their sources and the US filter rules are not imported.
import { defineOnce } from './core/element/define-once.js';
import { PostalCodeAutocomplete } from './postal-code-autocomplete.js';

defineOnce('postal-code-autocomplete', PostalCodeAutocomplete);

export { PostalCodeAutocomplete };
export {
  PostalCodeSelectedEvent,
  AddressFilledEvent,
  AddressErrorEvent,
  AddressClearedEvent,
  UnverifiedAddressEvent,
} from './core/events/address-events.js';

declare global {
  interface HTMLElementTagNameMap {
    'postal-code-autocomplete': PostalCodeAutocomplete;
  }
}
