/**
 * The throttle's bucket for a client address. An IPv4 address is one subscriber (or one NAT, a household or an
 * office). An IPv6 subscriber is handed a whole prefix, commonly a /64 (a /56 or /48 at many providers), and may
 * pick any of its 2^64 addresses at will: keyed by the full address, one machine rotating through its own /64 would
 * get a fresh bucket for every request. So IPv6 clients share the bucket of their network prefix.
 */

/** The IPv6 prefix length that keys a bucket when none is given: the subnet every subscriber gets at least. */
export const DEFAULT_IPV6_PREFIX_LENGTH = 64;

/** The bucket of requests with no client address: one for all of them. */
export const ANONYMOUS_BUCKET = 'anonymous';

/** The eight 16-bit groups of an IPv6 address in the plain form `plainIpAddress` gives (hex groups, `::` once). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.split('::');
  const read = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const first = read(head);
  const last = read(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

/**
 * The bucket key of `client` (a plain IP address from `clientAddressOf`, or undefined): the IPv4 address itself, or
 * the IPv6 network of `prefixLength` bits written `2001:db8:1:2::/64` (its groups past the prefix left out).
 */
export function throttleKey(client: string | undefined, prefixLength: number = DEFAULT_IPV6_PREFIX_LENGTH): string {
  if (client === undefined) return ANONYMOUS_BUCKET;
  if (!client.includes(':')) return client;
  const groups = ipv6Groups(client);
  const kept = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, prefixLength - index * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
  const network = kept.slice(0, Math.ceil(prefixLength / 16)).map((group) => group.toString(16));
  return `${network.join(':')}${network.length < 8 ? '::' : ''}/${prefixLength}`;
}
