// The session's view of the network: wraps the page's fetch (the elements call it at request time), tells whose
// request each is by the `simulator_fault` tag of its base URL (page.ts), replaces the tag with the fault the
// session drew for that request (the simulator's switches: latency, status, malformed, drop), and keeps, per element
// and per channel (suggestions, US Street), the requests in flight and what each was answered. A second request sent
// while one of the same element and channel is still in flight (not answered, not aborted) is a violation.
import type { AddressErrorCode } from '../../../src/api/errors.js';
import { TAG_PREFIX, type ElementName } from './page.js';

/** A fault for one request, as `simulator_fault` takes it ('' for none). */
export type Fault = string;

/** The error code the element must report for a fault that reaches it (none for a latency alone). */
export function codeOfFault(fault: Fault): AddressErrorCode | undefined {
  const parts = fault.split(',');
  if (parts.includes('status:429')) return 'rate-limited';
  if (parts.some((part) => part.startsWith('status:5'))) return 'server';
  if (parts.includes('malformed')) return 'bad-response';
  if (parts.includes('drop')) return 'network';
  return undefined;
}

export type Channel = 'suggestions' | 'street';

export interface Sent {
  readonly element: ElementName;
  readonly channel: Channel;
  readonly url: URL;
  readonly fault: Fault;
  /** Set when the answer's body was read: what each row is called (street line, street, address text). */
  rows?: string[];
  status?: number;
  /** The request failed or was aborted. */
  failed?: boolean;
  aborted?: boolean;
  /** An error this request's fault explains has been reported. */
  explained?: boolean;
}

/** How a row names its address, for matching an option's text: US street_line, international street or text. */
function rowNames(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { suggestions, candidates } = body as { suggestions?: unknown; candidates?: unknown };
  if (Array.isArray(body)) {
    // US Street: an array of candidates.
    return (body as Array<{ delivery_line_1?: string }>).map((row) => row.delivery_line_1 ?? '');
  }
  if (suggestions !== undefined) {
    return ((suggestions ?? []) as Array<{ street_line?: string }>).map((row) => row.street_line ?? '');
  }
  if (Array.isArray(candidates)) {
    return (candidates as Array<{ street?: string; address_text?: string }>).map(
      (row) => row.street || row.address_text || '',
    );
  }
  return undefined;
}

export class NetworkObserver {
  readonly sent: Sent[] = [];
  readonly violations: string[] = [];
  readonly #faults: readonly Fault[];
  #original: typeof fetch | undefined;

  /** `faults` are drawn by the session: request n gets faults[n % length]. */
  constructor(faults: readonly Fault[]) {
    this.#faults = faults.length > 0 ? faults : [''];
  }

  install(): this {
    const original = window.fetch;
    this.#original = original;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const tag = url.searchParams.get('simulator_fault') ?? '';
      if (!tag.startsWith(TAG_PREFIX)) return original.call(window, input, init);
      const element = tag.slice(TAG_PREFIX.length) as ElementName;
      const channel: Channel = url.pathname.startsWith('/us-street/') ? 'street' : 'suggestions';
      const fault = this.#faults[this.sent.length % this.#faults.length]!;
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      const inFlight = this.inFlight(element, channel);
      if (inFlight.length > 0) {
        this.violations.push(
          `two ${channel} requests of ${element} in flight: ${inFlight.map((s) => s.url.search).join(', ')} and ${url.search}`,
        );
      }
      const sent: Sent = { element, channel, url, fault };
      this.sent.push(sent);
      signal?.addEventListener('abort', () => (sent.aborted = true), { once: true });
      const out = new URL(url);
      if (fault === '') out.searchParams.delete('simulator_fault');
      else out.searchParams.set('simulator_fault', fault);
      return (async () => {
        try {
          const response = await original.call(window, out.href, init);
          const text = await response
            .clone()
            .text()
            .catch(() => undefined);
          sent.rows = rowNames(parse(text));
          sent.status = response.status;
          return response;
        } catch (error) {
          sent.failed = true;
          throw error;
        }
      })();
    };
    return this;
  }

  restore(): void {
    if (this.#original) window.fetch = this.#original;
    this.#original = undefined;
  }

  /** The element's requests on `channel` still on their way (neither answered, failed nor aborted). */
  inFlight(element: ElementName, channel: Channel): Sent[] {
    return this.sent.filter((s) => s.element === element && s.channel === channel && !settled(s));
  }

  /** Every request of the session is answered, failed or aborted. */
  get quiet(): boolean {
    return this.sent.every(settled);
  }

  /** The element's requests on `channel`, oldest first. */
  of(element: ElementName, channel: Channel): Sent[] {
    return this.sent.filter((s) => s.element === element && s.channel === channel);
  }
}

function settled(sent: Sent): boolean {
  return sent.status !== undefined || sent.failed === true || sent.aborted === true;
}

function parse(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
