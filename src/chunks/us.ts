// The core of <us-address-autocomplete> as the loader fetches it (dist/chunks/us.js), on the element's first use.
export { usCore as core } from '../core/element/us-core.js';
