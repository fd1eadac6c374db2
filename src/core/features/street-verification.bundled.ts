// street-verification.ts in the script-tag bundles (vite.config.ts swaps it in): a single file holds the verifier.
export { UsStreetVerifier as StreetVerifier } from '../verify/us-street-verifier.js';
