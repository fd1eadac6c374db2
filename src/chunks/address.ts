// The core of <address-autocomplete> as the loader fetches it (dist/chunks/address.js), on the element's first use.
export { addressCore as core } from '../core/element/address-core.js';
