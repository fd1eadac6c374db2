/**
 * `createAddressHandler`'s options, documented and checked once, when the handler is made: a misconfigured option
 * is a TypeError or RangeError naming it (never its value, which may be the token), at the server's start rather
 * than at a shopper's keystroke.
 */
import { INTL_DEFAULT_BASE_URL } from '../api/intl-autocomplete.js';
import { INTL_POSTAL_CODE_DEFAULT_BASE_URL } from '../api/intl-postal-code.js';
import { US_PRO_DEFAULT_BASE_URL, US_V2_DEFAULT_BASE_URL } from '../api/us-autocomplete.js';
import { US_STREET_DEFAULT_BASE_URL } from '../api/us-street.js';
import { checkAllowedOrigins } from './origin-check.js';
import { checkClientAddressSource, type ClientAddressSource } from './client-address.js';
import { checkExtractLimits, extractCost, type ExtractLimits } from './extract-limits.js';
import { createMemoryThrottleStore } from './memory-throttle-store.js';
import type { UpstreamName } from './routes.js';
import { checkSecretKey, type SecretKey } from './secret-key.js';
import { DEFAULT_IPV6_PREFIX_LENGTH } from './throttle-key.js';
import type { ThrottleStore, TokenBucketPolicy } from './token-bucket.js';
import { DEFAULT_MAX_ANSWER_BYTES } from './upstream.js';
import { DEFAULT_TIMEOUT_MS } from './verify-addresses.js';

/** US Extract's service host (spec "US extract": `POST {us_extract_base_url}/`). */
export const US_EXTRACT_DEFAULT_BASE_URL = 'https://us-extract.api.smarty.com';

/** The route prefix when none is given: a page's `base-url` is then `/address/us-autocomplete` and so on. */
export const DEFAULT_PREFIX = '/address';

/**
 * The throttle's defaults, from a shopper's real rate. The elements send one request per pause in typing (150 ms
 * debounce): at most 0.87 requests a keystroke (no pause at all), 0.33 for a fast typist, so about 2.7 a second
 * at 8 keys a second, plus a unit list or a detail call and one verification per choice. A full bucket of 60 covers
 * two whole addresses typed without a single pause; 5 a second is about twice the fastest typist's steady rate, so
 * two shoppers behind one address (a household, a small office) still pass, and a script is held to 18,000 an hour.
 */
export const DEFAULT_THROTTLE: Readonly<TokenBucketPolicy> = { capacity: 60, refillPerSecond: 5 };

/**
 * How long a request body may take to arrive in full: a paste is a few kilobytes, one or two packets even on a slow
 * phone, so a body still arriving after 5 s is a client holding the server's connection open on purpose.
 */
export const DEFAULT_BODY_TIMEOUT_MS = 5_000;

export interface ThrottleOptions extends Partial<TokenBucketPolicy> {
  /** Where the buckets live; default: in this process's memory (10,000 buckets at most). */
  store?: ThrottleStore;
  /**
   * The bits of an IPv6 client address that name one client (default 64: the subnet a subscriber gets, whose 2^64
   * addresses it may use at will). IPv4 clients are throttled per address.
   */
  ipv6PrefixLength?: number;
}

export interface AddressHandlerOptions {
  /** The secret key's ID, from the server's configuration (environment), never from a request. */
  authId: string;
  /** The secret key's token: sent only in an Authorization header; never in a response, a log line or an error. */
  authToken: string;
  /**
   * The exact origins of the pages that may use the handler (`https://shop.example`: scheme, host, port). A request
   * with `Origin` must name one; else its `Sec-Fetch-Site` must be `same-origin`; else its `Referer`'s origin must
   * be listed; a request with none of the three is refused (403).
   */
  allowedOrigins: readonly string[];
  /** The path the routes live under; default `/address`. */
  prefix?: string;
  /**
   * The service's base URL for each API, for a gateway or the simulator; defaults: the service's own hosts (an entry
   * left undefined keeps its default).
   */
  upstream?: Partial<Record<UpstreamName, string>>;
  /**
   * Where the shopper's IP address is read. Default: only `context.clientAddress` (the Node adapter passes the
   * connection's address); never a header unless named here. `{ header: 'cf-connecting-ip' }` (or `x-real-ip`, …):
   * a header your own proxy sets and overwrites. `{ header: 'x-forwarded-for', trustedProxies: n }`: the entry n from
   * the right (your n proxies each append one). A value that is not one valid IP address counts as no address.
   */
  clientAddress?: ClientAddressSource;
  /**
   * The per-client token bucket (`DEFAULT_THROTTLE`: 60 tokens, 5 a second; an extract POST takes `extractCost`), or
   * `false` for none. IPv6 clients are one client per /64; clients with no address share one bucket.
   */
  throttle?: ThrottleOptions | false;
  /** What a paste may be (`DEFAULT_EXTRACT_LIMITS`: 4,096 bytes, 50 lines with text); above it, 413. */
  extract?: Partial<ExtractLimits>;
  /** How long the service may take to answer in full; past it the page gets a 504. Default 10,000 ms. */
  timeoutMs?: number;
  /** How long a request body may take to arrive in full; past it, 408 and the connection closed. Default 5,000 ms. */
  bodyTimeoutMs?: number;
  /** Bytes an answer of the service's may have (inflated); past them, a 502 without reading on. Default 1 MiB. */
  maxAnswerBytes?: number;
  /** The fetch used upstream; default the runtime's. */
  fetch?: typeof fetch;
  /** The throttle's clock (ms); default `Date.now`. */
  now?: () => number;
  /** Where the handler's warnings go (already redacted); default `console`. */
  logger?: Pick<Console, 'warn'>;
}

/** The options checked and completed. */
export interface HandlerConfig {
  secret: SecretKey;
  allowedOrigins: ReadonlySet<string>;
  prefix: string;
  upstream: Readonly<Record<UpstreamName, string>>;
  clientAddress: ClientAddressSource | undefined;
  throttle: { policy: TokenBucketPolicy; store: ThrottleStore; ipv6PrefixLength: number } | undefined;
  extract: ExtractLimits;
  timeoutMs: number;
  bodyTimeoutMs: number;
  maxAnswerBytes: number;
  fetch: typeof fetch;
  now: () => number;
  logger: Pick<Console, 'warn'>;
}

const DEFAULT_UPSTREAM: Readonly<Record<UpstreamName, string>> = {
  usAutocomplete: US_V2_DEFAULT_BASE_URL,
  usAutocompletePro: US_PRO_DEFAULT_BASE_URL,
  internationalAutocomplete: INTL_DEFAULT_BASE_URL,
  usStreet: US_STREET_DEFAULT_BASE_URL,
  internationalPostalCode: INTL_POSTAL_CODE_DEFAULT_BASE_URL,
  usExtract: US_EXTRACT_DEFAULT_BASE_URL,
};

function checkPrefix(value: unknown): string {
  if (value === undefined) return DEFAULT_PREFIX;
  if (typeof value !== 'string' || !/^(\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)*$/.test(value)) {
    throw new TypeError('options.prefix must be a path such as "/address" (no trailing slash; "" for the root).');
  }
  return value;
}

function checkUpstream(value: unknown): Record<UpstreamName, string> {
  const upstream = { ...DEFAULT_UPSTREAM };
  if (value === undefined) return upstream;
  if (typeof value !== 'object' || value === null) throw new TypeError('options.upstream must be an object.');
  for (const [name, url] of Object.entries(value)) {
    if (!Object.hasOwn(DEFAULT_UPSTREAM, name)) {
      throw new TypeError(`options.upstream.${name} is not one of ${Object.keys(DEFAULT_UPSTREAM).join(', ')}.`);
    }
    // An entry left undefined (an unset environment variable) keeps the service's host.
    if (url === undefined) continue;
    if (typeof url !== 'string' || !/^https?:\/\/[^/?#]/.test(url) || !URL.canParse(url)) {
      throw new TypeError(`options.upstream.${name} must be an absolute http(s) URL.`);
    }
    upstream[name as UpstreamName] = url.replace(/\/+$/, '');
  }
  return upstream;
}

function positive(option: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${option} must be a number above 0.`);
  }
  return value;
}

function checkThrottle(value: unknown, extract: ExtractLimits): HandlerConfig['throttle'] {
  if (value === false) return undefined;
  if (value !== undefined && (typeof value !== 'object' || value === null)) {
    throw new TypeError('options.throttle must be { capacity, refillPerSecond, store, ipv6PrefixLength } or false.');
  }
  const options = (value ?? {}) as ThrottleOptions;
  const capacity = positive('options.throttle.capacity', options.capacity, DEFAULT_THROTTLE.capacity);
  // Else the largest paste the route takes could never pass.
  const largest = extractCost(extract.maxBytes, extract.maxLines);
  if (capacity < largest) {
    throw new RangeError(
      `options.throttle.capacity must be at least ${largest}, what the largest paste takes (see options.extract).`,
    );
  }
  const { ipv6PrefixLength = DEFAULT_IPV6_PREFIX_LENGTH } = options;
  if (!Number.isInteger(ipv6PrefixLength) || ipv6PrefixLength < 1 || ipv6PrefixLength > 128) {
    throw new RangeError('options.throttle.ipv6PrefixLength must be a whole number from 1 to 128.');
  }
  const refillPerSecond = positive(
    'options.throttle.refillPerSecond',
    options.refillPerSecond,
    DEFAULT_THROTTLE.refillPerSecond,
  );
  const store = options.store ?? createMemoryThrottleStore();
  if (typeof store?.take !== 'function') throw new TypeError('options.throttle.store must have a take() method.');
  return { policy: { capacity, refillPerSecond }, store, ipv6PrefixLength };
}

export function handlerConfig(options: AddressHandlerOptions): HandlerConfig {
  if (typeof options !== 'object' || options === null) throw new TypeError('options must be an object.');
  const fetchOption: unknown = options.fetch;
  if (fetchOption !== undefined && typeof fetchOption !== 'function') {
    throw new TypeError('options.fetch must be a function.');
  }
  const extract = checkExtractLimits(options.extract);
  return {
    secret: checkSecretKey(options),
    allowedOrigins: checkAllowedOrigins(options.allowedOrigins),
    prefix: checkPrefix(options.prefix),
    upstream: checkUpstream(options.upstream),
    clientAddress: checkClientAddressSource(options.clientAddress),
    throttle: checkThrottle(options.throttle, extract),
    extract,
    timeoutMs: positive('options.timeoutMs', options.timeoutMs, DEFAULT_TIMEOUT_MS),
    bodyTimeoutMs: positive('options.bodyTimeoutMs', options.bodyTimeoutMs, DEFAULT_BODY_TIMEOUT_MS),
    maxAnswerBytes: positive('options.maxAnswerBytes', options.maxAnswerBytes, DEFAULT_MAX_ANSWER_BYTES),
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    now: options.now ?? Date.now,
    logger: options.logger ?? console,
  };
}
