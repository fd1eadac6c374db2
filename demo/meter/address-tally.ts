// The counts for the address the shopper is entering: requests sent, lookups billed and keystrokes, from the first
// keystroke of an address to its end (an address chosen or committed, or the field emptied). Pure: no DOM, no clock.

export interface AddressCounts {
  /** Requests the elements sent to the address services. */
  requests: number;
  /** Lookups those requests were billed (service-calls.ts billedLookups). */
  billed: number;
  /** Input events that changed the text: what one request per keystroke would have sent. */
  keystrokes: number;
}

/** One address's counts; a request's late answer is billed to the address it was sent for. */
export interface AddressSpan {
  readonly counts: AddressCounts;
  ended: boolean;
}

export class AddressTally {
  #span: AddressSpan = { counts: { requests: 0, billed: 0, keystrokes: 0 }, ended: false };
  readonly #changed: (counts: AddressCounts) => void;

  constructor(changed: (counts: AddressCounts) => void = () => {}) {
    this.#changed = changed;
  }

  /** The counts shown: the address being entered, or the last one until the next keystroke. */
  get counts(): AddressCounts {
    return { ...this.#span.counts };
  }

  /** A keystroke: after an ended address, the first of a new one, which starts from zero. */
  keystroke(): void {
    if (this.#span.ended) this.#span = { counts: { requests: 0, billed: 0, keystrokes: 0 }, ended: false };
    this.#span.counts.keystrokes += 1;
    this.#notify(this.#span);
  }

  /** The address is done (chosen, committed, or its field emptied): its counts stay shown until the next keystroke. */
  end(): void {
    this.#span.ended = true;
  }

  /** A request sent; returns the address it belongs to, for `bill` when its answer comes. */
  sent(): AddressSpan {
    this.#span.counts.requests += 1;
    this.#notify(this.#span);
    return this.#span;
  }

  /** An answer's billed lookups, counted for the address its request was sent for. */
  bill(span: AddressSpan, lookups: number): void {
    if (lookups === 0) return;
    span.counts.billed += lookups;
    this.#notify(span);
  }

  #notify(span: AddressSpan): void {
    if (span === this.#span) this.#changed(this.counts);
  }
}
