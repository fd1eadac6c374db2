// The package's Redis entry (`address-autocomplete-elements/server/redis`): a throttle store that several instances
// of createAddressHandler share. Its own entry so that `./server` stays free of it; it imports no Redis package
// (the client is passed in), no `node:` module and nothing of the DOM.
export {
  createRedisThrottleStore,
  DEFAULT_REDIS_PREFIX,
  DEFAULT_REDIS_TIMEOUT_MS,
  type RedisCommandClient,
  type RedisThrottleStore,
  type RedisThrottleStoreOptions,
} from './server/redis-throttle-store.js';
