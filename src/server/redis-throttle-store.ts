/**
 * A throttle store that several server instances share: the buckets live in Redis, and each take is one Lua script
 * (redis-take-script.ts) run by EVALSHA, so it is atomic per key. The client is taken by its shape, not imported:
 * node-redis (`redis`, the tested one) fits as it is, ioredis through a one-line adapter, and this file pulls no
 * Redis package into a bundle.
 *
 * A store that throws makes the handler let the request through (and warn once per outage), so this store throws
 * rather than waits: at once when the client says it is not connected, and after `timeoutMs` when Redis does not
 * answer. A shopper's keystroke never waits on a Redis that is down.
 */
import { TAKE_SCRIPT } from './redis-take-script.js';
import type { ThrottleDecision, ThrottleStore, TokenBucketPolicy } from './token-bucket.js';

/**
 * What the store uses of a Redis client: one command as an array of strings, and whether the connection is up.
 * A node-redis client (`createClient()`) has both; for ioredis, `sendCommand: (args) => redis.call(args[0],
 * ...args.slice(1))` and `isReady` from `redis.status === 'ready'` (the adapter in docs/server/handler.md).
 */
export interface RedisCommandClient {
  sendCommand(args: string[]): Promise<unknown>;
  /** `false` while disconnected or reconnecting: the store then throws at once instead of queueing the command. */
  readonly isReady?: boolean;
}

export interface RedisThrottleStoreOptions {
  /** Put before each client key (an IP address); default `'address-throttle:'`. */
  prefix?: string;
  /** How long one take may wait for Redis before it fails (and the request passes); default 200 ms. */
  timeoutMs?: number;
}

/** The Redis store: a take is always a Promise (a round trip to Redis). */
export interface RedisThrottleStore extends ThrottleStore {
  take(key: string, policy: TokenBucketPolicy, now: number, cost: number): Promise<ThrottleDecision>;
}

/** The key prefix when none is given. */
export const DEFAULT_REDIS_PREFIX = 'address-throttle:';

/**
 * How long a take waits for Redis by default. A Redis on the same network answers a script this small in well under
 * a millisecond; 200 ms leaves room for a busy moment and still keeps a hung Redis out of the shopper's way.
 */
export const DEFAULT_REDIS_TIMEOUT_MS = 200;

function checkClient(client: unknown): RedisCommandClient {
  if (typeof (client as RedisCommandClient | null)?.sendCommand !== 'function') {
    throw new TypeError('client must have a sendCommand(args) method: a node-redis client, or an adapter to one.');
  }
  return client as RedisCommandClient;
}

function checkOptions(options: unknown): Required<RedisThrottleStoreOptions> {
  if (options === undefined) return { prefix: DEFAULT_REDIS_PREFIX, timeoutMs: DEFAULT_REDIS_TIMEOUT_MS };
  if (typeof options !== 'object' || options === null) throw new TypeError('options must be an object.');
  for (const name of Object.keys(options)) {
    if (name !== 'prefix' && name !== 'timeoutMs') throw new TypeError(`options.${name} is not prefix or timeoutMs.`);
  }
  const { prefix = DEFAULT_REDIS_PREFIX, timeoutMs = DEFAULT_REDIS_TIMEOUT_MS } = options as RedisThrottleStoreOptions;
  if (typeof prefix !== 'string') throw new TypeError('options.prefix must be a string.');
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError('options.timeoutMs must be a number of milliseconds above 0.');
  }
  return { prefix, timeoutMs };
}

/** The script's `{ allowed, retryAfterMs }` reply as a decision; anything else is a failure (thrown). */
function decisionOf(reply: unknown): ThrottleDecision {
  if (Array.isArray(reply) && reply.length === 2 && (reply[0] === 0 || reply[0] === 1)) {
    const retryAfterMs = Number(reply[1]);
    if (Number.isSafeInteger(retryAfterMs) && retryAfterMs >= 0) return { allowed: reply[0] === 1, retryAfterMs };
  }
  throw new TypeError('Redis answered the throttle script with something other than { allowed, retryAfterMs }.');
}

/** Redis has forgotten the script (it restarted, or SCRIPT FLUSH): load it again. */
function isNoScript(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('NOSCRIPT');
}

/** `work`, or a rejection once `timeoutMs` has passed; the timer goes with the answer, so nothing keeps Node alive. */
function withinDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms.`)), timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createRedisThrottleStore(
  client: RedisCommandClient,
  options?: RedisThrottleStoreOptions,
): RedisThrottleStore {
  const redis = checkClient(client);
  const { prefix, timeoutMs } = checkOptions(options);
  // The script's SHA1, as Redis named it when it was loaded; one load shared by the takes that wait for it.
  let loading: Promise<string> | undefined;

  async function command(args: string[]): Promise<unknown> {
    // node-redis would queue the command until it reconnects (unless its offline queue is off): fail now instead.
    if (redis.isReady === false) throw new Error('Redis is not connected (client.isReady is false).');
    return redis.sendCommand(args);
  }

  function loadedScript(): Promise<string> {
    if (loading === undefined) {
      const load = command(['SCRIPT', 'LOAD', TAKE_SCRIPT]).then((sha) => {
        if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/i.test(sha)) {
          throw new TypeError('Redis answered SCRIPT LOAD with something other than a SHA1.');
        }
        return sha;
      });
      // A failed load is not kept: the next take tries again.
      load.catch(() => {
        if (loading === load) loading = undefined;
      });
      loading = load;
    }
    return loading;
  }

  async function run(key: string, numbers: string[]): Promise<unknown> {
    const script = loadedScript();
    try {
      return await command(['EVALSHA', await script, '1', key, ...numbers]);
    } catch (error) {
      if (!isNoScript(error)) throw error;
      // Once, not in a loop: a Redis that forgets the script again at once has a problem a retry will not solve.
      if (loading === script) loading = undefined;
      return command(['EVALSHA', await loadedScript(), '1', key, ...numbers]);
    }
  }

  return {
    async take(key, policy, now, cost) {
      const numbers = [policy.capacity, policy.refillPerSecond, now, cost].map(String);
      return decisionOf(await withinDeadline(run(`${prefix}${key}`, numbers), timeoutMs));
    },
  };
}
