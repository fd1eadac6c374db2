// The server tests' link to the simulator: started in-process on a free port, with a fetch that records every
// request (URL, headers, body bytes) and can add a simulator fault to each.
import { startSimulatorServer } from '../../../demo/simulator/server.js';

export interface Recorded {
  url: string;
  headers: Headers;
  body: string;
  bytes: number;
}

export const AUTH = { authId: 'demo-auth-id', authToken: 'demo-auth-token' } as const;

export async function startSimulator() {
  const simulator = await startSimulatorServer({ port: 0, warmUp: false });
  return { baseUrl: `${simulator.url}/us-street`, close: () => simulator.close() };
}

/** A fetch that records each request and sends `fault` (X-Simulator-Fault) with it, when given. */
export function recordingFetch(fault?: string): { fetch: typeof fetch; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const recording: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (fault) headers.set('X-Simulator-Fault', fault);
    const body = typeof init?.body === 'string' ? init.body : '';
    requests.push({ url: String(input), headers, body, bytes: new TextEncoder().encode(body).length });
    return fetch(input, { ...init, headers });
  };
  return { fetch: recording, requests };
}
