/**
 * The token bucket as one Lua script, so that Redis runs the read, the refill, the take and the write as one step:
 * two server instances can never both spend the last token. The arithmetic is `takeTokens`'s (token-bucket.ts),
 * operation for operation: both sides compute in IEEE doubles, so the decisions are the same to the bit.
 *
 * KEYS[1]: the bucket, a hash of `tokens` and `at` (ms). ARGV: capacity, refill per second, now (ms), cost.
 * Returns `{ allowed (1 or 0), retryAfterMs }`: Redis truncates a Lua number it returns to an integer, so the script
 * returns integers only (the retry delay is already rounded up). The stored numbers are written with 17 significant
 * digits, which read back as the same double (Lua's own `tostring` keeps 14, and the bucket would drift).
 *
 * The key expires when the bucket would be full again: a full bucket is the same as no bucket, so an idle client
 * costs Redis nothing. PEXPIRE takes whole milliseconds, at least 1.
 */
export const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = capacity
if stored[1] and stored[2] then
  local elapsed = math.max(0, now - tonumber(stored[2]))
  tokens = math.min(capacity, tonumber(stored[1]) + (elapsed / 1000) * rate)
end
local allowed = 0
local retry = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
else
  retry = math.ceil(((math.min(cost, capacity) - tokens) / rate) * 1000)
end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%.17g', now))
local refill = math.max(1, math.ceil(((capacity - tokens) / rate) * 1000))
redis.call('PEXPIRE', KEYS[1], string.format('%d', refill))
return { allowed, retry }
`;
