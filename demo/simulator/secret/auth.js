// Secret-key authentication (spec "Authentication", secret keys): the POST endpoints (US Street batches, US Extract)
// take only an auth-id/auth-token pair, as query parameters (method A) or Basic authorization (method B). An embedded
// `key` is refused with 401 there, as the service refuses a key that is not allowed for POST ("Embedded keys cannot be
// used with the US extract API"; "POST (including batch requests) is prohibited").
import { serviceError } from '../shared.js';

/** The demo secret pair the simulator accepts; anything else is 401. Not a real credential. */
export const DEMO_SECRETS = { 'demo-auth-id': 'demo-auth-token' };

export const UNAUTHORIZED_ID = 1611079217;

/**
 * The credentials of a request: query parameters first, else an `Authorization: Basic` header.
 * @param {URLSearchParams} params
 * @param {string | undefined} authorization
 * @returns {{ id: string, token: string } | undefined}
 */
function credentialsOf(params, authorization) {
  const id = params.get('auth-id');
  const token = params.get('auth-token');
  if (id !== null || token !== null) return { id: id ?? '', token: token ?? '' };
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? { id: decoded, token: '' } : { id: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

/**
 * Whether a request carries secret-key credentials by either method, right or wrong.
 * @param {URLSearchParams} params
 * @param {string | undefined} authorization
 */
export function carriesSecret(params, authorization) {
  return credentialsOf(params, authorization) !== undefined;
}

/**
 * The auth-id a request names ('' when none): the key of its rate limit once checkSecret accepted the pair.
 * @param {URLSearchParams} params
 * @param {string | undefined} authorization
 */
export function secretIdOf(params, authorization) {
  return credentialsOf(params, authorization)?.id ?? '';
}

/**
 * @param {URLSearchParams} params the request's query
 * @param {string | undefined} authorization the request's Authorization header
 * @param {Record<string, string>} [secrets]
 * @returns {import('../shared.js').SimResponse | undefined} the 401, or undefined when the pair is accepted
 */
export function checkSecret(params, authorization, secrets = DEMO_SECRETS) {
  if (params.has('key')) {
    return serviceError(
      401,
      UNAUTHORIZED_ID,
      'Unauthorized: embedded keys are not allowed with POST or US Extract; use a secret key (auth-id and auth-token).',
    );
  }
  const credentials = credentialsOf(params, authorization);
  if (!credentials) {
    return serviceError(401, UNAUTHORIZED_ID, 'Authentication required: send auth-id and auth-token.');
  }
  const expected = Object.hasOwn(secrets, credentials.id) ? secrets[credentials.id] : undefined;
  if (expected === undefined || expected !== credentials.token) {
    // The message names neither value: a log line of it must not carry the token.
    return serviceError(401, UNAUTHORIZED_ID, 'Unauthorized: the auth-id and auth-token pair is not valid.');
  }
  return undefined;
}

/** The query without the credentials, for handlers that must not see them. */
export function withoutCredentials(params) {
  const clean = new URLSearchParams(params);
  for (const name of ['auth-id', 'auth-token', 'key']) clean.delete(name);
  return clean;
}
