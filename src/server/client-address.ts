/**
 * The shopper's IP address, for the throttle and for geolocation upstream (`X-Forwarded-For`). A request header is
 * only as trustworthy as whoever set it last, so by default no header is read: the address is the connection's,
 * which the server adapter passes (`context.clientAddress`). Behind a proxy of your own, name the header that proxy
 * sets and overwrites, or read `X-Forwarded-For` counting your proxies from the right (each appends the address it
 * saw; everything left of them was written by the client and may be forged).
 */

/** Where the shopper's address is read; see the `clientAddress` option. */
export type ClientAddressSource =
  { header: 'x-forwarded-for'; trustedProxies: number } | { header: string; trustedProxies?: undefined };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_CHARACTERS = /^[0-9a-f:.]+$/;

/**
 * The address in its plain form, or undefined when `text` is not one IP address. An IPv4-mapped IPv6 address (as
 * a dual-stack socket reports an IPv4 peer) is given as IPv4.
 */
export function plainIpAddress(text: string): string | undefined {
  const candidate = text.trim().toLowerCase();
  if (IPV4.test(candidate)) return candidate;
  if (!IPV6_CHARACTERS.test(candidate) || !candidate.includes(':')) return undefined;
  let host: string;
  try {
    host = new URL(`http://[${candidate}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(candidate);
  return mapped && IPV4.test(mapped[1]) ? mapped[1] : host;
}

/** The entry `trustedProxies` places from the right of an X-Forwarded-For list (1: the last one). */
function forwardedEntry(value: string, trustedProxies: number): string {
  const entries = value.split(',');
  return entries.length >= trustedProxies ? entries[entries.length - trustedProxies] : '';
}

/** The shopper's address, or undefined when the trusted source gives none that is a valid IP address. */
export function clientAddressOf(
  headers: Headers,
  connectionAddress: string | undefined,
  source: ClientAddressSource | undefined,
): string | undefined {
  if (!source) return connectionAddress === undefined ? undefined : plainIpAddress(connectionAddress);
  const value = headers.get(source.header);
  if (value === null) return undefined;
  return plainIpAddress(source.trustedProxies ? forwardedEntry(value, source.trustedProxies) : value);
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** The option checked: a header name, with a count of proxies exactly when it is X-Forwarded-For. */
export function checkClientAddressSource(value: unknown): ClientAddressSource | undefined {
  if (value === undefined) return undefined;
  const option = 'options.clientAddress';
  if (typeof value !== 'object' || value === null || typeof (value as { header?: unknown }).header !== 'string') {
    throw new TypeError(
      `${option} must be { header: "cf-connecting-ip" } or { header: "x-forwarded-for", trustedProxies: 1 }.`,
    );
  }
  const { header, trustedProxies } = value as { header: string; trustedProxies?: unknown };
  const name = header.trim().toLowerCase();
  if (!HEADER_NAME.test(name)) throw new TypeError(`${option}.header must be a header name.`);
  if (name === 'x-forwarded-for') {
    if (typeof trustedProxies !== 'number' || !Number.isInteger(trustedProxies) || trustedProxies < 1) {
      throw new RangeError(
        `${option}.trustedProxies must be the number (1 or more) of your proxies that append to X-Forwarded-For.`,
      );
    }
    return { header: name, trustedProxies };
  }
  if (trustedProxies !== undefined) {
    throw new TypeError(`${option}.trustedProxies applies to X-Forwarded-For only; ${name} must hold one address.`);
  }
  return { header: name };
}
