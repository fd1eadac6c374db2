// Side-effect entry: defines the custom element tags (guarded by defineOnce, so a second copy of the script is
// harmless) and re-exports everything, so that the IIFE build exposes the classes on its global.
import { defineOnce } from './core/define-once.js';
import { UsAddressAutocomplete } from './us-address-autocomplete.js';

export * from './index.js';

defineOnce('us-address-autocomplete', UsAddressAutocomplete);

declare global {
  interface HTMLElementTagNameMap {
    'us-address-autocomplete': UsAddressAutocomplete;
  }
}
