// The simulator in this process, and its answers as the services' requests get them (globalThis.fetch wrapped while
// installed): every request with the page's Referer, which the simulator reads to authorize the demo key, and each
// answer's body as the simulator wrote it, for tests that compare what the services made of it.
import { startSimulatorServer } from '../../../demo/simulator/server.js';

/** The page the browser tests run on: the simulator authorizes the demo key by a request's Referer. */
export const PAGE_REFERER = 'http://localhost:8000/';
export const DEMO_KEY = 'demo-embedded-key';
/** A ceiling for a hang only: every wait ends on a condition. */
const WAIT_CEILING_MS = 20_000;

/**
 * The simulator in this process on a free port, as the browser suite runs it (web-test-runner.config.mjs): the rate
 * limit lifted, since a test types faster than a shopper; its data loaded by a first lookup.
 */
export async function startSimulator(): Promise<{ url: string; close: () => Promise<void> }> {
  const simulator = await startSimulatorServer({ port: 0, warmUp: false, requestsPerSecond: 10_000 });
  const warm = await fetch(`${simulator.url}/us-autocomplete/v2/lookup?key=${DEMO_KEY}&search=1600`, {
    headers: { Referer: PAGE_REFERER },
  });
  if (warm.status !== 200) throw new Error(`the simulator did not warm up: ${warm.status}`);
  // A body that never ends keeps its connection for minutes when a failing test leaves its request open.
  const close = () => (simulator.server.closeAllConnections(), simulator.close());
  return { url: simulator.url, close };
}

/** Waits for `predicate`, a turn of the event loop at a time (the simulator answers over a socket). */
export async function until(predicate: () => boolean, message: string): Promise<void> {
  const ceiling = Date.now() + WAIT_CEILING_MS;
  while (!predicate()) {
    if (Date.now() > ceiling) throw new Error(`waited in vain: ${message}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface SimulatorExchange {
  url: URL;
  /** Set once the answer's head is in. */
  status?: number;
  /** The whole body; left unread when the recorder was told not to wait for bodies. */
  text?: string;
  /** The signal the request was sent with. */
  signal?: AbortSignal | null;
}

export class SimulatorAnswers {
  readonly exchanges: SimulatorExchange[] = [];
  readonly #fetch = globalThis.fetch;
  readonly #readBodies: boolean;

  /** `readBodies: false` for a body that never ends: the answer goes to the service once its head is in. */
  constructor({ readBodies = true }: { readBodies?: boolean } = {}) {
    this.#readBodies = readBodies;
  }

  install(): this {
    globalThis.fetch = async (input, init) => {
      const exchange: SimulatorExchange = { url: new URL(String(input)), signal: init?.signal };
      this.exchanges.push(exchange);
      const headers = new Headers(init?.headers);
      headers.set('Referer', PAGE_REFERER);
      const response = await this.#fetch(input, { ...init, headers });
      if (this.#readBodies) exchange.text = await response.clone().text();
      exchange.status = response.status;
      return response;
    };
    return this;
  }

  restore(): void {
    globalThis.fetch = this.#fetch;
  }

  /** The latest answer's body, parsed as the services parse it (JSON.parse: a `__proto__` key is an own property). */
  get lastBody(): unknown {
    const text = this.exchanges.at(-1)?.text;
    if (text === undefined) throw new Error('no answer was read');
    return JSON.parse(text);
  }

  /** Until the latest request's answer has its head (its body may still be coming). */
  async headIn(): Promise<SimulatorExchange> {
    await until(() => this.exchanges.at(-1)?.status !== undefined, 'no answer came');
    return this.exchanges.at(-1)!;
  }
}
