// What the Node tests of the element models (./element-model.ts) share besides the models: the simulator in this
// process, the record of the requests a model sends, Lit's reading of attributes, the console as the page's developer
// sees it, and a condition wait.
import { defaultConverter, type PropertyDeclaration } from '@lit/reactive-element';
import { startSimulatorServer } from '../../../demo/simulator/server.js';
import type { Clock } from '../../../src/core/lookup/clock.js';

/** The page the browser tests run on, as its requests' Referer. */
export const PAGE_REFERER = 'http://localhost:8000/';

/** The embedded key every demo host may use. */
export const KEY = 'demo-embedded-key';

/** What startSimulatorServer takes (its rate limit, its clock for a fault's latency…). */
export type SimulatorOptions = NonNullable<Parameters<typeof startSimulatorServer>[0]>;

export interface WarmSimulator {
  url: string;
  /** The US Autocomplete, as /us-autocomplete on the browser page. */
  base: string;
  /** The International Autocomplete, as /international-autocomplete on the browser page. */
  intlBase: string;
  close(): Promise<void>;
}

/** A search in a country: its first lookup loads that country's international data. */
export type IntlWarmUp = readonly [country: string, search: string];

/**
 * The simulator, in this process on a free port, with the data a file looks up loaded by a first lookup each (one
 * can take seconds on a busy machine, past a lookup's own timeout): the US data unless `us` is false (the slowest
 * to load), and with `intl` the international data of each country listed (`true`: Canada's).
 */
export async function startWarmSimulator({
  us = true,
  intl = false,
  ...options
}: SimulatorOptions & { us?: boolean; intl?: boolean | readonly IntlWarmUp[] } = {}): Promise<WarmSimulator> {
  const simulator = await startSimulatorServer({ ...options, port: 0, warmUp: false });
  const base = `${simulator.url}/us-autocomplete`;
  const intlBase = `${simulator.url}/international-autocomplete`;
  const warmUps = us ? [`${base}/v2/lookup?key=${KEY}&search=1600`] : [];
  for (const [country, search] of intl === true ? [['CAN', '12'] as const] : intl || [])
    warmUps.push(`${intlBase}/v2/lookup?${new URLSearchParams({ key: KEY, country, search })}`);
  for (const url of warmUps) {
    const warm = await fetch(url, { headers: { Referer: PAGE_REFERER } });
    if (warm.status !== 200) throw new Error(`the simulator did not warm up: ${warm.status} for ${url}`);
  }
  // server.close() ends only the connections Node's HTTP parser counts as idle, and after a file's lookups some
  // kept-alive ones are not (2 of 4 after intl-attributes.test.ts): close waited about 3 s, until fetch's 4 s
  // keep-alive dropped them. The file's tests are over when it closes, so its connections are ended at once.
  const close = () => {
    const closed = simulator.close() as Promise<void>;
    simulator.server.closeAllConnections();
    return closed;
  };
  return { url: simulator.url, base, intlBase, close };
}

/** One request a model's source sent, and what came of it. */
export interface Exchange {
  url: URL;
  method: string;
  status?: number;
  text?: string;
  /** The answer's body, parsed (undefined until it came, or when it is not JSON). */
  body?: unknown;
  retryAfter?: string | null;
  /** The request failed without an answer (a dropped connection, an abort). */
  error?: unknown;
  /** When it was sent, on the model's clock. */
  sentAt: number;
  /** Settles once the answer is recorded or the request failed. */
  answered: Promise<void>;
  /** The response the element was given: `bodyUsed` once the element has read it. */
  response?: Response;
}

/** Records the requests a model's source sends (through globalThis.fetch) and their answers, while installed. */
export class RequestRecorder {
  /** Every request, in order. */
  readonly exchanges: Exchange[] = [];
  /** Requests whose answer has not reached the element yet. */
  inFlight = 0;
  /** Changes each request's URL before it goes out, while set. */
  rewrite: ((url: URL) => URL) | undefined;
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Wraps globalThis.fetch (`rewrite`: see the field); returns the restore. */
  install(rewrite?: (url: URL) => URL): () => void {
    this.rewrite = rewrite;
    const original = globalThis.fetch;
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const url = this.rewrite ? this.rewrite(new URL(String(input))) : new URL(String(input));
      let answered!: () => void;
      const exchange: Exchange = {
        url,
        method: init?.method ?? 'GET',
        sentAt: this.#clock.now(),
        answered: new Promise((resolve) => (answered = resolve)),
      };
      this.exchanges.push(exchange);
      this.inFlight += 1;
      try {
        // The page's Referer, which the simulator reads to authorize an embedded key, as the service does.
        const headers = new Headers(init?.headers);
        headers.set('Referer', PAGE_REFERER);
        const response = await original(url, { ...init, headers });
        exchange.status = response.status;
        exchange.retryAfter = response.headers.get('retry-after');
        exchange.text = await response.clone().text();
        exchange.body = parsed(exchange.text);
        exchange.response = response;
        return response;
      } catch (error) {
        exchange.error = error;
        throw error;
      } finally {
        answered();
        // The answer reaches the element a few promise turns later.
        setTimeout(() => (this.inFlight -= 1), 0);
      }
    };
    return () => (globalThis.fetch = original);
  }
}

/** A body's JSON, or undefined when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An element class's property declarations (`elementProperties`). */
export type Declarations = ReadonlyMap<PropertyKey, PropertyDeclaration>;

/** The declared property `attribute` sets, as Lit's attributeChangedCallback finds it. */
export function propertyOf(declared: Declarations, attribute: string): [string, PropertyDeclaration] | undefined {
  for (const [name, declaration] of declared) {
    if (declaration.attribute === false) continue;
    const named = typeof declaration.attribute === 'string' ? declaration.attribute : String(name).toLowerCase();
    if (named === attribute) return [String(name), declaration];
  }
  return undefined;
}

/** An attribute's value as its property, through the declared converter (Lit's default one unless it has its own). */
export function fromAttribute(declaration: PropertyDeclaration, value: string | null): unknown {
  const { converter, type } = declaration;
  const convert =
    typeof converter === 'function' ? converter : (converter?.fromAttribute ?? defaultConverter.fromAttribute!);
  return convert(value, type);
}

/** What console.error and console.warn were called with, while installed. */
export class ConsoleCapture {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  readonly #error = console.error;
  readonly #warn = console.warn;

  install(): this {
    console.error = (...args: unknown[]) => void this.errors.push(args.map(String).join(' '));
    console.warn = (...args: unknown[]) => void this.warnings.push(args.map(String).join(' '));
    return this;
  }

  restore(): void {
    console.error = this.#error;
    console.warn = this.#warn;
  }
}

/** How long a condition wait may take before the test fails: only a hang reaches it (as in test/support/wait.ts). */
const WAIT_CEILING_MS = 20_000;

/** Resolves once `predicate` holds, checked at every turn of the event loop; fails with `message` at the ceiling. */
export function until(predicate: () => boolean, message: string): Promise<void> {
  const { stack } = new Error();
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (predicate()) return resolve();
      if (performance.now() - startedAt < WAIT_CEILING_MS) return void setTimeout(check, 1);
      const error = new Error(`Timeout: ${message}`);
      error.stack = stack;
      reject(error);
    };
    check();
  });
}
