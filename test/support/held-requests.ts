// A test-driven gate on requests: a request whose path starts with the given prefix waits until the test releases
// it, so that "the answer is slow" is an order the test chooses, not a real delay the machine's speed could upset.
// Unlike FetchRecorder.hold (which releases every held request at once), each request is released on its own, so
// a test can answer a later request before an earlier one. Install it before a FetchRecorder (the recorder wraps
// the gate and sees each request when it is sent).

import { waitUntil } from './wait.js';

export class HeldRequests {
  /** One entry per held request, in the order sent; `release()` lets it go on to the server. */
  readonly held: Array<{ url: URL; release: () => void }> = [];
  readonly #prefix: string;
  #original: typeof fetch | undefined;

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  install(): this {
    const original = window.fetch;
    this.#original = original;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith(this.#prefix)) await new Promise<void>((release) => this.held.push({ url, release }));
      return original.call(window, input, init);
    };
    return this;
  }

  /** Lets the request at `index` (in the order sent) go on, once it has been sent. */
  async release(index: number): Promise<void> {
    await waitUntil(() => this.held.length > index, `request ${index} was never sent (${this.held.length} held)`);
    this.held[index]!.release();
  }

  restore(): void {
    if (this.#original) window.fetch = this.#original;
    this.#original = undefined;
    // Nothing stays held past a test.
    for (const request of this.held) request.release();
  }
}
