// Types for the script-tag bundle, dist/address-autocomplete.iife.js (built from define.ts): it defines both tags
// and sets `window.AddressAutocomplete` to define.ts's exports. Only this file's declaration ships; importing
// `address-autocomplete-elements/address-autocomplete.iife.js` for its side effect then type-checks, with the global.
import type * as AddressAutocompleteGlobal from './define.js';

declare global {
  interface Window {
    AddressAutocomplete: typeof AddressAutocompleteGlobal;
  }
  var AddressAutocomplete: typeof AddressAutocompleteGlobal;
}

export {};
