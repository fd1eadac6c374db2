/**
 * One call to the service with the shop's secret key: `Authorization: Basic` (never in the URL, so no logged URL
 * carries the token), the shopper's address as the only `X-Forwarded-For`, a timeout, and no redirect followed (a
 * redirect must not carry the credentials elsewhere). The whole answer is read within the timeout, so a service that
 * stalls mid-body is a clean 504 rather than a response cut off after its status was sent.
 */
import { ANSWER_HEADERS, jsonError } from './json-error.js';
import { basicAuthorization, redactSecret, type SecretKey } from './secret-key.js';

export interface UpstreamCall {
  secret: SecretKey;
  fetch: typeof fetch;
  timeoutMs: number;
  /** The shopper's address, sent as X-Forwarded-For for geolocation; undefined sends none. */
  clientAddress: string | undefined;
  /** The page's request ending (the shopper left) cancels the call. */
  signal: AbortSignal;
  /** Hears of a failure (already redacted), for the server's log. */
  report: (message: string) => void;
}

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

/** The service's answer, or the handler's own 502 (unreachable) / 504 (too slow) Response. */
export async function callUpstream(
  url: URL,
  init: { method: 'GET' | 'POST'; contentType?: string; body?: Uint8Array<ArrayBuffer> },
  call: UpstreamCall,
): Promise<UpstreamAnswer | Response> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: basicAuthorization(call.secret),
  };
  if (init.contentType) headers['Content-Type'] = init.contentType;
  if (call.clientAddress) headers['X-Forwarded-For'] = call.clientAddress;
  try {
    const response = await call.fetch(url.href, {
      method: init.method,
      headers,
      ...(init.body ? { body: init.body } : {}),
      redirect: 'error',
      signal: AbortSignal.any([call.signal, timeout]),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    // The shopper's request ended first: nobody reads this answer, and it is no failure of the service's.
    if (call.signal.aborted) return jsonError(502, 'The request was cancelled.');
    if (timeout.aborted) {
      call.report(`${url.pathname} did not answer within ${call.timeoutMs} ms`);
      return jsonError(504, `The address service did not answer within ${call.timeoutMs} ms.`);
    }
    // The cause is not kept: a runtime's network error may print the request it failed on.
    const detail = error instanceof Error ? error.message : String(error);
    call.report(`${url.pathname} failed: ${redactSecret(detail, call.secret)}`);
    return jsonError(502, 'The address service could not be reached.');
  }
}

/**
 * The service's answer as the page gets it: its status and body, its Content-Type and Retry-After only (no cookie or
 * other header of the service's), never cached. An error body is redacted should it quote the credentials.
 */
export function passThrough(answer: UpstreamAnswer, secret: SecretKey): Response {
  const headers = new Headers(ANSWER_HEADERS);
  for (const name of ['Content-Type', 'Retry-After']) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const ok = answer.status >= 200 && answer.status < 300;
  const body = ok ? answer.body : new TextEncoder().encode(redactSecret(new TextDecoder().decode(answer.body), secret));
  // 204/304 carry no body by definition; the Response constructor refuses one.
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : body, { status: answer.status, headers });
}
