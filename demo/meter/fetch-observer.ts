// Sees every request the elements send: they call their window's `fetch` when they send (src/api/http.ts), so a page
// that wraps it sees what went to the service and what came back, without touching the elements. The wrapper passes
// each call through unchanged; it reads a copy of an answer's body only for the international `address_id` calls,
// whose answer alone says whether it was the billed detail.
import { isDetailAnswer, serviceCall, type CallOutcome, type ServiceCall } from './service-calls.js';

/** Hears a call when it is sent; what it returns hears how the call ended. */
export type CallListener = (call: ServiceCall) => (outcome: CallOutcome) => void;

async function outcomeOf(call: ServiceCall, response: Response): Promise<CallOutcome> {
  if (call !== 'intl-address-id' || !response.ok) return { status: response.status };
  // Cloned before the element reads the body (this handler runs first: it was attached before fetch returned).
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return { status: response.status, detail: isDetailAnswer(body) };
}

/** Wraps `target.fetch` so that `listener` hears each address-service call; returns the function that unwraps it. */
export function observeServiceCalls(target: Window & typeof globalThis, listener: CallListener): () => void {
  const original = target.fetch;
  target.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = original.call(target, input, init);
    const call = serviceCall(input instanceof Request ? input.url : String(input), target.location.href);
    if (call === undefined) return answer;
    const ended = listener(call);
    answer.then(
      (response) => outcomeOf(call, response).then(ended),
      () => ended('no-answer'),
    );
    return answer;
  };
  return () => {
    target.fetch = original;
  };
}
