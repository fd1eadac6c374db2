/**
 * The default throttle store: buckets in a Map, for one server instance (several instances each count apart; see
 * docs/server/handler.md for a shared store). Bounded without a timer (nothing keeps Node alive): when it is full, buckets that
 * have refilled are dropped (they are the same as no bucket), and if that is not enough, the least recently used.
 */
import {
  refilled,
  takeTokens,
  type Bucket,
  type ThrottleDecision,
  type ThrottleStore,
  type TokenBucketPolicy,
} from './token-bucket.js';

/** Buckets kept at most by default: a few MB at worst, far more shoppers than one instance serves at once. */
export const DEFAULT_MAX_BUCKETS = 10_000;

/** The memory store, with its bucket count (for tests and metrics). */
export interface MemoryThrottleStore extends ThrottleStore {
  readonly size: number;
  /** Synchronous here: nothing to wait for in memory. */
  take(key: string, policy: TokenBucketPolicy, now: number, cost: number): ThrottleDecision;
}

export function createMemoryThrottleStore(maxBuckets: number = DEFAULT_MAX_BUCKETS): MemoryThrottleStore {
  if (!Number.isInteger(maxBuckets) || maxBuckets < 1) throw new RangeError('maxBuckets must be 1 or more.');
  // A Map keeps insertion order: a key is moved to the end when it is used, so the first keys are the least recent.
  const buckets = new Map<string, Bucket>();

  function makeRoom(isIdle: (bucket: Bucket) => boolean): void {
    for (const [key, bucket] of buckets) if (isIdle(bucket)) buckets.delete(key);
    // Still full: every bucket is in use; drop the least recently used tenth at once, so the sweep is rare.
    const excess = buckets.size - Math.floor(maxBuckets * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of buckets.keys()) {
      if (dropped++ >= excess) break;
      buckets.delete(key);
    }
  }

  return {
    get size() {
      return buckets.size;
    },
    take(key, policy, now, cost) {
      const previous = buckets.get(key);
      if (!previous && buckets.size >= maxBuckets) {
        makeRoom((bucket) => refilled(bucket, policy, now).tokens >= policy.capacity);
      }
      const { bucket, decision } = takeTokens(previous, policy, now, cost);
      buckets.delete(key);
      buckets.set(key, bucket);
      return decision;
    },
  };
}
