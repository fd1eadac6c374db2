// street-verification.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the verifier,
// imported statically.
export { UsStreetVerifier as StreetVerifier } from '../verify/us-street-verifier.js';
