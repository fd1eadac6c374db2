// The form's field finder as the loader fetches it on demand (features/block-fields.ts): a module of its own, so that
// the chunk it makes is imported as it is, not as a namespace built around a module the other cores share.
export { findAddressFields } from '../../form/address-fields.js';
