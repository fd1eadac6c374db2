// The core of <postal-code-autocomplete> as the loader fetches it (dist/chunks/postal-code.js), on the element's first use.
export { postalCodeCore as core } from '../core/element/postal-code-core.js';
