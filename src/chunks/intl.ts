// The core of <intl-address-autocomplete> as the loader fetches it (dist/chunks/intl.js), on the element's first use.
export { intlCore as core } from '../core/element/intl-core.js';
