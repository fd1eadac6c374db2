/**
 * The token bucket, as pure arithmetic and as the store interface the handler throttles through. A bucket holds up
 * to `capacity` tokens and gains `refillPerSecond` a second; a request takes `cost` tokens or is refused, told how
 * long until there are enough. A store applies it atomically per key: the default one in memory
 * (memory-throttle-store.ts), or one shared by several server instances (a Redis script, a Durable Object).
 */

export interface TokenBucketPolicy {
  /** Tokens a full bucket holds: the burst a client may send at once. */
  capacity: number;
  /** Tokens added each second, up to `capacity`: the rate a client may keep up. */
  refillPerSecond: number;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** When refused: milliseconds until the bucket holds `cost` tokens (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Where buckets live. `take` must be atomic per key (read, refill, take and write as one step), or two instances
 * could both spend the last token.
 */
export interface ThrottleStore {
  take(key: string, policy: TokenBucketPolicy, now: number, cost: number): ThrottleDecision | Promise<ThrottleDecision>;
}

export interface Bucket {
  tokens: number;
  /** When `tokens` was computed (ms). */
  at: number;
}

/** The bucket at `now`: refilled for the time since it was last computed (a clock going back adds nothing). */
export function refilled(bucket: Bucket | undefined, policy: TokenBucketPolicy, now: number): Bucket {
  if (!bucket) return { tokens: policy.capacity, at: now };
  const elapsed = Math.max(0, now - bucket.at);
  return { tokens: Math.min(policy.capacity, bucket.tokens + (elapsed / 1000) * policy.refillPerSecond), at: now };
}

/** Takes `cost` tokens from the refilled bucket: the bucket to keep and the decision. */
export function takeTokens(
  bucket: Bucket | undefined,
  policy: TokenBucketPolicy,
  now: number,
  cost: number,
): { bucket: Bucket; decision: ThrottleDecision } {
  const current = refilled(bucket, policy, now);
  if (current.tokens >= cost) {
    return { bucket: { tokens: current.tokens - cost, at: now }, decision: { allowed: true, retryAfterMs: 0 } };
  }
  const missing = Math.min(cost, policy.capacity) - current.tokens;
  return {
    bucket: current,
    decision: { allowed: false, retryAfterMs: Math.ceil((missing / policy.refillPerSecond) * 1000) },
  };
}

/** Whole seconds for a `Retry-After` header: rounded up, at least 1, so that a client never retries too early. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
