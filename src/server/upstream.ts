/**
 * One call to the service with the shop's secret key: `Authorization: Basic` (never in the URL, so no logged URL
 * carries the token), the shopper's address as the only `X-Forwarded-For`, a timeout, and no redirect followed (a
 * redirect must not carry the credentials elsewhere). The whole answer is read within the timeout and up to a size
 * (the service's answers are a few kilobytes), so a service that stalls mid-body is a clean 504 and one that sends
 * without end, or a compressed body that inflates without end, a 502, never a server holding all of it.
 */
import { readBoundedStream } from './bounded-body.js';
import { ANSWER_HEADERS, jsonError } from './json-error.js';
import { basicAuthorization, redactSecret, type SecretKey } from './secret-key.js';

/** Bytes an answer of the service's may have, inflated: a hundred times its largest (a full extract's ~10 KB). */
export const DEFAULT_MAX_ANSWER_BYTES = 1_048_576;

export interface UpstreamCall {
  secret: SecretKey;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Bytes the answer may have; past them, a 502. */
  maxAnswerBytes: number;
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

/** The body, or undefined once it passes `limit` bytes (the rest is not read; the connection is let go). */
async function boundedAnswer(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(response.headers.get('Content-Length') ?? NaN) > limit) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  // No deadline of its own: the call's timeout aborts the fetch, and with it this read.
  const answer = await readBoundedStream(response.body, limit);
  return answer.outcome === 'read' ? answer.bytes : undefined;
}

/** The service's answer, or the handler's own 502 (unreachable, too large) / 504 (too slow) Response. */
export async function callUpstream(
  url: URL,
  init: { method: 'GET' | 'POST'; contentType?: string; body?: Uint8Array<ArrayBuffer> },
  call: UpstreamCall,
): Promise<UpstreamAnswer | Response> {
  // One controller and one timer, both let go when the call ends: AbortSignal.timeout and AbortSignal.any cost
  // several times more per request, and leave a timer behind for the whole timeout.
  const ending = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), ending.abort()), call.timeoutMs);
  const leave = () => ending.abort();
  call.signal.addEventListener('abort', leave, { once: true });
  if (call.signal.aborted) leave();
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
      signal: ending.signal,
    });
    const body = await boundedAnswer(response, call.maxAnswerBytes);
    if (!body) {
      call.report(`${url.pathname} answered more than ${call.maxAnswerBytes} bytes`);
      return jsonError(502, 'The address service answered more than the handler takes.');
    }
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    // The shopper's request ended first: nobody reads this answer, and it is no failure of the service's.
    if (call.signal.aborted) return jsonError(502, 'The request was cancelled.');
    if (timedOut) {
      call.report(`${url.pathname} did not answer within ${call.timeoutMs} ms`);
      return jsonError(504, `The address service did not answer within ${call.timeoutMs} ms.`);
    }
    // The cause is not kept: a runtime's network error may print the request it failed on.
    const detail = error instanceof Error ? error.message : String(error);
    call.report(`${url.pathname} failed: ${redactSecret(detail, call.secret)}`);
    return jsonError(502, 'The address service could not be reached.');
  } finally {
    clearTimeout(timer);
    call.signal.removeEventListener('abort', leave);
  }
}

/** `application/json` or a `+json` type: what the service answers, and all the handler lets through as a body. */
function isJson(type: string): boolean {
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * The service's answer as the page gets it: its status and body, its Content-Type and Retry-After only (no cookie or
 * other header of the service's), never cached, never sniffed, redacted should it quote the credentials. A body
 * served on the shop's origin is JSON or, for an error (the service's 401 may be plain text), plain text; any other
 * type (HTML from a gateway, none at all) is not passed on: a 2xx is then a 502, an error its status in the
 * handler's own JSON.
 */
export function passThrough(answer: UpstreamAnswer, call: Pick<UpstreamCall, 'secret' | 'report'>): Response {
  const { status } = answer;
  const ok = status >= 200 && status < 300;
  // 204/304 carry no body by definition; the Response constructor refuses one.
  const empty = status === 204 || status === 304;
  const contentType = answer.headers.get('Content-Type');
  const type = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  const retryAfter = answer.headers.get('Retry-After');
  const kept: Record<string, string> = retryAfter === null ? {} : { 'Retry-After': retryAfter };
  if (!empty && !isJson(type) && (ok || type !== 'text/plain')) {
    call.report(`the service answered ${status} with ${type || 'no'} Content-Type, not passed on`);
    return ok
      ? jsonError(502, 'The address service answered with a body that is not JSON.')
      : jsonError(status, `The address service answered ${status}.`, kept);
  }
  const headers = new Headers({ ...ANSWER_HEADERS, ...kept });
  if (contentType !== null)
    headers.set('Content-Type', type === 'text/plain' ? 'text/plain; charset=utf-8' : contentType);
  const text = new TextDecoder().decode(answer.body);
  const safe = redactSecret(text, call.secret);
  return new Response(empty ? null : safe === text ? answer.body : safe, { status, headers });
}
