import { DEV_MODE } from './dev-mode.js';
import { AddressError, isAbortError, type AddressErrorCode } from './errors.js';
import { isRecord } from './response.js';

/** What every endpoint function needs from its caller: plain values, so that this layer needs no DOM. */
export interface ApiContext {
  /** The embedded key, sent as the `key` query parameter; blank is a config error. Secret keys never reach this layer. */
  embeddedKey: string;
  /** Service root, e.g. `https://us-autocomplete.api.smarty.com` or `/us-autocomplete`; the endpoint path is appended. */
  baseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Hears of what was wrong in an answer that still came: rows that could not be read, left out (`bad-response`). */
  report?: (problem: AddressError) => void;
  /** The page's URL, sent as the `Referer` where the browser would send none (an `about:srcdoc` frame in WebKit). */
  referrer?: string | undefined;
}

/**
 * GETs a JSON body. No custom headers (they would force a CORS preflight on every keystroke), no cookies, and a
 * referrer policy that still sends the origin, because the service checks the key's host against it.
 */
export async function getJson(url: URL, context: Pick<ApiContext, 'fetch' | 'signal' | 'referrer'>): Promise<unknown> {
  const fetchImpl = context.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetchImpl(url.href, {
      method: 'GET',
      credentials: 'omit',
      referrerPolicy: 'strict-origin-when-cross-origin',
      ...(context.referrer ? { referrer: context.referrer } : {}),
      signal: context.signal ?? null,
    });
  } catch (error) {
    if (isAbortError(error) || context.signal?.aborted) throw error;
    // An error response without CORS headers also arrives here: the page cannot tell it from being offline.
    const reason = DEV_MODE
      ? 'The address service could not be reached (network error or blocked by CORS).'
      : 'unreachable (network or CORS)';
    throw new AddressError('network', reason, {
      cause: error,
    });
  }
  if (!response.ok) throw await errorFromResponse(response);
  try {
    return await response.json();
  } catch (error) {
    if (isAbortError(error) || context.signal?.aborted) throw error;
    throw new AddressError(
      'bad-response',
      DEV_MODE ? 'The address service answered 200 with a body that is not JSON.' : 'a 200 that is not JSON',
      {
        status: response.status,
        cause: error,
      },
    );
  }
}

export function codeForStatus(status: number): AddressErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 402) return 'payment-required';
  if (status === 422) return 'unprocessable';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  // 400 and every other 4xx.
  if (status >= 400) return 'bad-request';
  return 'bad-response';
}

function describeStatus(code: AddressErrorCode, status: number): string {
  if (!DEV_MODE) return code === 'unauthorized' ? 'Key refused (401): authorized hosts?' : `${code} (${status})`;
  switch (code) {
    case 'unauthorized':
      return "The embedded key was refused (401): check the key, and that this page's host is one of its authorized hosts.";
    case 'payment-required':
      return 'The account has no active subscription for this API (402).';
    case 'unprocessable':
      return 'The address service rejected the request parameters (422).';
    case 'rate-limited':
      return 'Too many requests in too short a time (429).';
    case 'server':
      return `The address service failed (${status}).`;
    case 'bad-request':
      return `The address service could not read the request (${status}).`;
    default:
      return `The address service answered with an unexpected status (${status}).`;
  }
}

/** Maps a non-2xx response to our error, reading the body only as a hint: the spec says clients parse 200 bodies only. */
export async function errorFromResponse(response: Response): Promise<AddressError> {
  const status = response.status;
  const code = codeForStatus(status);
  const serviceMessages = parseServiceMessages(await readTextSafely(response));
  const summary = describeStatus(code, status);
  const message = serviceMessages.length > 0 ? `${summary} ${serviceMessages.join(' ')}` : summary;
  return new AddressError(code, message, {
    status,
    serviceMessages,
    retryAfterMs: code === 'rate-limited' ? parseRetryAfter(response.headers.get('Retry-After')) : undefined,
  });
}

async function readTextSafely(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/** `{"errors":[{"id","message"}]}` gives the service's messages; any other body (plain text, HTML) gives none. */
export function parseServiceMessages(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.errors)) return [];
  return parsed.errors
    .map((entry: unknown) => (isRecord(entry) && typeof entry.message === 'string' ? entry.message.trim() : ''))
    .filter((message: string) => message !== '');
}

/**
 * `Retry-After` is delta-seconds or an HTTP date. Returns undefined when it is absent, including when a
 * cross-origin response does not expose it, so that the caller falls back to its own backoff.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
