// The package's server entry: verifying submitted addresses with a secret key, and the shop's address endpoints
// (createAddressHandler: the lookup proxy and the US Extract route) with their Node adapter. Dependency-free
// standard fetch code for Node 20+, Deno, Bun and workers: no Lit, no DOM. Never import it into a page (the secret
// key stays on the server); the elements refuse secret keys.
export { AddressError, type AddressErrorCode } from './api/errors.js';
export type { UsStreetCandidate, UsStreetMatch } from './api/us-street.js';
export type { UsStreetStatus } from './api/us-street-status.js';
export type { PostalAddress } from './form/address-values.js';
export {
  DEFAULT_TIMEOUT_MS,
  MAX_CONCURRENT_POSTS,
  verifyAddresses,
  type AddressVerdict,
  type VerifyAddressesOptions,
} from './server/verify-addresses.js';
export { compareToCandidate, type ComparedField } from './server/compare-to-candidate.js';
export { candidateAddress } from './server/candidate-address.js';
export { MAX_LOOKUPS_PER_POST, MAX_POST_BYTES } from './server/batches.js';
export type { SubmittedAddress, SubmittedFields } from './server/submitted-address.js';
export { createAddressHandler, type AddressHandler, type HandlerContext } from './server/address-handler.js';
export {
  DEFAULT_BODY_TIMEOUT_MS,
  DEFAULT_PREFIX,
  DEFAULT_THROTTLE,
  US_EXTRACT_DEFAULT_BASE_URL,
  type AddressHandlerOptions,
  type ThrottleOptions,
} from './server/handler-options.js';
export {
  DEFAULT_EXTRACT_LIMITS,
  EXTRACT_COST,
  extractCost,
  linesWithText,
  type ExtractLimits,
} from './server/extract-limits.js';
export { DEFAULT_IPV6_PREFIX_LENGTH, throttleKey } from './server/throttle-key.js';
export { DEFAULT_MAX_ANSWER_BYTES } from './server/upstream.js';
export type { ClientAddressSource } from './server/client-address.js';
export type { UpstreamName } from './server/routes.js';
export {
  takeTokens,
  type Bucket,
  type ThrottleDecision,
  type ThrottleStore,
  type TokenBucketPolicy,
} from './server/token-bucket.js';
export {
  createMemoryThrottleStore,
  DEFAULT_MAX_BUCKETS,
  type MemoryThrottleStore,
} from './server/memory-throttle-store.js';
export { nodeListener, type NodeRequest, type NodeResponse } from './server/node-listener.js';
export { MAX_EXTRACT_BYTES, type ExtractAnswer, type ExtractedAddress } from './api/us-extract.js';
