// The embedded keys the simulator accepts unless it is given others, and its default rate limit: shared by the Node
// server and the documentation site's service worker.

/**
 * @typedef {import('./us/filters.js').Shopper} Shopper
 * @typedef {{ hosts: string[], subscription: boolean, requestsPerSecond?: number, shopper?: Shopper }} KeyPolicy
 */

/**
 * The demo keys. Like a real embedded key, each is authorized for a list of hosts (read from Origin or Referer).
 * Each also has a fixed "shopper": the city and state the service would locate the caller in from its IP address
 * (loopback callers cannot be located), which `prefer_geolocation=city`, the US autocomplete default, adds to the
 * preferred cities (see us/filters.js). The demo key's shopper is in Boulder, CO.
 */
export const DEMO_KEYS = {
  'demo-embedded-key': {
    hosts: ['localhost', '127.0.0.1'],
    subscription: true,
    shopper: { city: 'Boulder', state: 'CO' },
  },
  /** An account without an active subscription: every lookup answers 402. */
  'demo-no-subscription-key': {
    hosts: ['localhost', '127.0.0.1'],
    subscription: false,
    shopper: { city: 'Austin', state: 'TX' },
  },
  /** Throttled hard (2 requests a second) so that 429 handling can be seen and tested. */
  'demo-throttled-key': {
    hosts: ['localhost', '127.0.0.1'],
    subscription: true,
    requestsPerSecond: 2,
    shopper: { city: 'Portland', state: 'OR' },
  },
};

/** Requests per second per key before 429: well above a fast typist (about 8 keystrokes a second, undebounced). */
export const DEFAULT_REQUESTS_PER_SECOND = 50;
