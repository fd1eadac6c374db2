// Side-effect entry: defines the package's custom element tags (guarded by defineOnce, so a second copy of the
// script is harmless) and re-exports everything, so that the IIFE build exposes the classes on its global.
// The tags <us-address-autocomplete> and <intl-address-autocomplete> are registered here as their elements land.
export * from './index.js';
