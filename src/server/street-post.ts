/**
 * One US Street POST with a secret key. The pair goes in an `Authorization: Basic` header (spec "Authentication",
 * secret keys, method B), never in the URL, so that no URL logged by a proxy or printed in an error carries the token.
 * Errors name the status and the service's messages, with the credentials cut out should a message repeat them.
 */
import { AddressError, isAbortError } from '../api/errors.js';
import { codeForStatus, parseServiceMessages } from '../api/http.js';
import { parseUsStreetCandidates, type UsStreetCandidate } from '../api/us-street.js';
import { basicAuthorization, redactSecret, type SecretKey } from './secret-key.js';

export interface SecretContext extends SecretKey {
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
  signal: AbortSignal;
}

/** The candidates of one batch, each with the batch-relative `input_index` the service gave it. */
export type BatchAnswer = Array<{ inputIndex: number; candidate: UsStreetCandidate }>;

function postUrl(context: SecretContext): string {
  return new URL(`${context.baseUrl.replace(/\/+$/, '')}/street-address`).href;
}

async function failure(response: Response, context: SecretContext): Promise<AddressError> {
  const status = response.status;
  const body = await response.text().catch(() => '');
  const messages = parseServiceMessages(body).map((message) => redactSecret(message, context));
  const summary = `US Street POST answered ${status} (${codeForStatus(status)}).`;
  return new AddressError(codeForStatus(status), [summary, ...messages].join(' '), {
    status,
    serviceMessages: messages,
  });
}

/** A 3xx, or the opaque answer a browser-like fetch gives for one under `redirect: 'manual'`. */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

/** The batch's candidates; an AddressError (timeout, network, a status, a bad body) when there are none to give. */
export async function postBatch(body: string, context: SecretContext): Promise<BatchAnswer> {
  const timeout = AbortSignal.timeout(context.timeoutMs);
  let response: Response;
  let json: unknown;
  try {
    response = await context.fetch(postUrl(context), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        Authorization: basicAuthorization(context),
      },
      body,
      // A redirect would post the addresses (and, with some clients, the credentials) to wherever it points.
      redirect: 'manual',
      signal: AbortSignal.any([context.signal, timeout]),
    });
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      throw new AddressError(
        'bad-response',
        `US Street POST answered a redirect (${response.status}), which is not followed: check baseUrl.`,
        { status: response.status },
      );
    }
    if (!response.ok) throw await failure(response, context);
    const text = await response.text();
    try {
      json = JSON.parse(text);
    } catch {
      throw new AddressError('bad-response', 'US Street POST answered 200 with a body that is not JSON.');
    }
  } catch (error) {
    if (error instanceof AddressError || context.signal.aborted) throw error;
    if (timeout.aborted) {
      throw new AddressError('timeout', `US Street POST did not answer within ${context.timeoutMs} ms.`);
    }
    if (isAbortError(error)) throw error;
    // The cause is not kept: a runtime's network error may print the request it failed on.
    const detail = redactSecret(error instanceof Error ? error.message : String(error), context);
    throw new AddressError('network', `US Street POST failed before an answer: ${detail}`);
  }
  if (!Array.isArray(json)) throw new AddressError('bad-response', 'US Street POST answered 200 without an array.');
  const candidates = parseUsStreetCandidates(json);
  return candidates.map((candidate) => {
    const index = candidate.raw.input_index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) {
      throw new AddressError('bad-response', 'US Street POST answered a candidate without a valid input_index.');
    }
    return { inputIndex: index, candidate };
  });
}
