// Secret keys on the GET endpoints (spec "Authentication", secret keys: "Secret keys allow GET and POST"; not tied to
// hostnames, so there is no host check). A shop's proxy sends them: the shopper's address comes in X-Forwarded-For
// (spec: "When the request passes through a proxy, send an X-Forwarded-For header with the user's IP address"),
// which the simulator locates with a small table of documentation addresses. An address it does not know, or none,
// locates nobody, as the service cannot place a private or unknown address.
import { serviceError } from '../shared.js';
import { UNAUTHORIZED_ID, carriesSecret, checkSecret, secretIdOf } from './auth.js';

/**
 * Where the simulated service places a caller by its IP address: RFC 5737 (IPv4) and RFC 3849 (IPv6) documentation
 * addresses only, so that no test or demo ever names a real person's address.
 * @type {Readonly<Record<string, import('../us/filters.js').Shopper>>}
 */
export const GEOLOCATED_ADDRESSES = Object.freeze({
  '203.0.113.7': { city: 'Boulder', state: 'CO' },
  '198.51.100.23': { city: 'Portland', state: 'OR' },
  '192.0.2.44': { city: 'Austin', state: 'TX' },
  '2001:db8::7': { city: 'Seattle', state: 'WA' },
});

/**
 * The shopper an X-Forwarded-For header places: its first (leftmost) entry is the client, as the header's writer
 * saw it; the simulator's own callers are the proxies after it.
 * @param {string | string[] | undefined} header
 * @returns {import('../us/filters.js').Shopper | undefined}
 */
export function shopperForwardedFor(header) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const client = value.split(',')[0].trim().toLowerCase();
  return Object.hasOwn(GEOLOCATED_ADDRESSES, client) ? GEOLOCATED_ADDRESSES[client] : undefined;
}

/**
 * A GET's secret-key caller: undefined when the request carries no secret credentials (the embedded-key checks
 * apply), a 401 refusal for a wrong pair or for both kinds of credentials at once, else the auth-id (the rate
 * limit's key) and the shopper X-Forwarded-For places.
 * @param {import('node:http').IncomingMessage} req
 * @param {URLSearchParams} params
 * @param {Record<string, string>} [secrets] the accepted pairs; default DEMO_SECRETS
 * @returns {undefined | { refusal: import('../shared.js').SimResponse } | { id: string, shopper: import('../us/filters.js').Shopper | undefined }}
 */
export function secretGetCaller(req, params, secrets) {
  const authorization = req.headers.authorization;
  if (!carriesSecret(params, authorization)) return undefined;
  if (params.has('key')) {
    return {
      refusal: serviceError(
        401,
        UNAUTHORIZED_ID,
        'Unauthorized: send one kind of credentials, an embedded key or a secret key, not both.',
      ),
    };
  }
  const refusal = checkSecret(params, authorization, secrets);
  if (refusal) return { refusal };
  return { id: secretIdOf(params, authorization), shopper: shopperForwardedFor(req.headers['x-forwarded-for']) };
}
