// The address handler's test bench: the simulator in-process on an ephemeral port as every upstream, a fetch that
// records each upstream request (URL, headers, body) and can add a simulator fault header, and a page that sends
// requests the way a browser on the shop's origin does.
import { startSimulatorServer } from '../../../demo/simulator/server.js';
import { simulatorUpstream as upstreamOn } from '../../../demo/shop-server.js';
import { createAddressHandler, type AddressHandler } from '../../../src/server/address-handler.js';
import type { AddressHandlerOptions } from '../../../src/server/handler-options.js';
import type { UpstreamName } from '../../../src/server/routes.js';

export const SHOP = 'https://shop.example';
export const AUTH = { authId: 'demo-auth-id', authToken: 'demo-auth-token' } as const;

export interface UpstreamRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

export type Simulator = Awaited<ReturnType<typeof startSimulatorServer>>;

export async function startSimulator(options: Parameters<typeof startSimulatorServer>[0] = {}): Promise<Simulator> {
  return startSimulatorServer({ port: 0, warmUp: false, ...options });
}

/** Every API's base URL on the simulator (its BASE_PATHS), as the demo's shop server forwards to it. */
export function simulatorUpstream(simulator: Simulator): Record<UpstreamName, string> {
  return upstreamOn(simulator.url);
}

/** A fetch that records each request, optionally adds `X-Simulator-Fault`, and passes it on. */
export function recordingFetch(fault?: string): { fetch: typeof fetch; requests: UpstreamRequest[] } {
  const requests: UpstreamRequest[] = [];
  const recording: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (fault) headers.set('X-Simulator-Fault', fault);
    const body = init?.body instanceof Uint8Array ? new TextDecoder().decode(init.body) : String(init?.body ?? '');
    requests.push({ url: new URL(String(input)), method: init?.method ?? 'GET', headers, body });
    return fetch(input, { ...init, headers });
  };
  return { fetch: recording, requests };
}

/** A handler on the simulator with a recording fetch; `options` override any default. */
export function handlerOn(simulator: Simulator, options: Partial<AddressHandlerOptions> = {}) {
  const recorder = recordingFetch();
  const handler = createAddressHandler({
    ...AUTH,
    allowedOrigins: [SHOP],
    upstream: simulatorUpstream(simulator),
    fetch: recorder.fetch,
    throttle: false,
    ...options,
  });
  return { handler, requests: recorder.requests };
}

/** A same-origin GET as a current browser sends it: no Origin, `Sec-Fetch-Site: same-origin`. */
export function pageGet(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SHOP}${path}`, { headers: { 'Sec-Fetch-Site': 'same-origin', ...headers } });
}

/** A POST of pasted text as the page sends it (a POST always carries Origin). */
export function pagePost(path: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(`${SHOP}${path}`, {
    method: 'POST',
    headers: { Origin: SHOP, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });
}

/** The status and parsed JSON body of an answer. */
export async function read(response: Response): Promise<{ status: number; headers: Headers; body: unknown }> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

/** A fetch for the src/api functions that sends their requests to the handler as a same-origin page would. */
export function pageFetch(handler: AddressHandler, context: { clientAddress?: string } = {}): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    return handler(pageGet(`${url.pathname}${url.search}`), context);
  };
}
