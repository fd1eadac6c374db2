// Types for the script-tag bundles: dist/address-autocomplete.iife.js (and its .development twin), built from
// define.ts, defines the four tags and puts define.ts's exports on `window.AddressAutocomplete`; the one-element
// bundles (us-…, intl-address-autocomplete.iife.js) add only their own element's classes to that same global, so
// there it holds the classes of the bundles the page loaded. Only this file's declaration ships; importing a bundle
// for its side effect then type-checks, with the global.
import type * as AddressAutocompleteGlobal from './define.js';

declare global {
  interface Window {
    AddressAutocomplete: typeof AddressAutocompleteGlobal;
  }
  var AddressAutocomplete: typeof AddressAutocompleteGlobal;
}

export {};
