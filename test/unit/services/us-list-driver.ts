// <us-address-autocomplete>'s list in Node: the element's own parts for everything between a key and a list — the US
// service, the LookupSession and the ListRunner with its combobox machine — against the simulator in this process,
// so that the rules of expanding a group (the requests sent, the text written, narrowing on the client, the scope
// dropped after an edit) run on the real answers. What it leaves out is the DOM: the input is a value (typing appends,
// as a caret at the end does), the popup is the machine's state, the live region a list of what was announced, and a
// final choice is recorded as the choice machine would be given it (test/unit/choice/ drives that machine).
import { createUsService } from '../../../src/core/services/us-address-service.js';
import { LookupSession } from '../../../src/core/lookup/session.js';
import { ListRunner, type ListParts } from '../../../src/core/element/list-runner.js';
import { INITIAL_CHOICE_STATE } from '../../../src/core/choice/state.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import type { FinalChoice } from '../../../src/core/lookup/address-service.js';
import type { AddressErrorDetail, AddressErrorEvent } from '../../../src/core/events/address-events.js';
import { DEMO_KEY, PAGE_REFERER, until } from './simulator-answers.js';

/** One suggestion as the service writes it. */
export interface UsRow {
  street_line: string;
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  entries: number;
  entry_id?: string;
}

/** The display text (docs/contributing/index.md#style): `street_line secondary, city, state zipcode`. */
export function usLabel(row: UsRow): string {
  const street = [row.street_line, row.secondary].filter((part) => part !== '').join(' ');
  const place = [row.state, row.zipcode].filter((part) => part !== '').join(' ');
  return [street, row.city, place].filter((part) => part !== '').join(', ');
}

/** Pro's `selected` (the spec's form): "street_line secondary (entries) city state zipcode", empty parts dropped. */
export function proSelected(row: UsRow): string {
  return [row.street_line, row.secondary, `(${row.entries})`, row.city, row.state, row.zipcode]
    .filter((part) => part !== '')
    .join(' ');
}

/** One request the service sent, and its answer as the simulator wrote it. */
export interface DriverExchange {
  url: URL;
  status?: number;
  rows?: UsRow[];
}

export const param = (exchange: DriverExchange, name: string) => exchange.url.searchParams.get(name);

/** The host's side of Lit's controller and event interfaces; reportError reads the declarations of its class. */
class Host {
  static readonly elementProperties = new Map();
  readonly localName = 'us-address-autocomplete';
  readonly errors: AddressErrorDetail[] = [];
  addController(): void {}
  requestUpdate(): void {}
  dispatchEvent(event: Event): boolean {
    if (event.type === 'address-error') this.errors.push((event as AddressErrorEvent).detail);
    return true;
  }
}

export class UsListDriver {
  /** The input's text. */
  readonly input = { value: '' };
  readonly exchanges: DriverExchange[] = [];
  /** What the live region was given, in order. */
  readonly announcements: Array<string | undefined> = [];
  /** The final choices handed to the choice machine (`Chose`), in order. */
  readonly chosen: FinalChoice[] = [];
  /** Requests for which this is true are held until `release()`: an answer still on its way. */
  hold: ((url: URL) => boolean) | undefined;
  readonly #host = new Host();
  readonly #session: LookupSession;
  readonly #list: ListRunner;
  readonly #fetch = globalThis.fetch;
  readonly #held: Array<() => void> = [];
  #inFlight = 0;

  /** `rewrite` changes a request's URL on its way out (to switch a simulator fault on for some requests only). */
  constructor(api: 'v2' | 'pro', base: string, rewrite: (url: URL) => URL = (url) => url) {
    globalThis.fetch = (input, init) => this.#send(rewrite(new URL(String(input))), init);
    this.#session = new LookupSession(
      this.#host as never,
      (update) => this.#list.lookupUpdate(update),
      () => true,
    );
    const parts = {
      session: this.#session,
      binding: { input: this.input, write: (text: string) => (this.input.value = text) },
      popup: { announce: (text?: string) => this.announcements.push(text), render: () => {} },
      choice: {
        send: (event: { type: string; choice?: FinalChoice }) => event.choice && this.chosen.push(event.choice),
        offered: () => false,
        state: INITIAL_CHOICE_STATE,
      },
      element: { usable: () => true, strings: () => DEFAULT_STRINGS },
    } as unknown as ListParts;
    this.#list = new ListRunner(this.#host as never, parts);
    const source = createUsService({ api, embeddedKey: DEMO_KEY, baseUrl: base, strings: () => DEFAULT_STRINGS });
    this.#session.configure(source, { debounceMs: 0, minChars: 3 });
    this.#list.configured(DEMO_KEY, false);
  }

  /** The `address-error` details the element dispatched. */
  get errors(): AddressErrorDetail[] {
    return this.#host.errors;
  }

  get open(): boolean {
    return this.#list.state.open;
  }

  /** The options' texts, as the popup writes them. */
  get optionTexts(): string[] {
    return this.#list.state.options.map((option) => option.text);
  }

  /** Focus comes to the input. */
  focus(): void {
    this.#list.send({ type: 'InputFocus' });
  }

  /** `text` typed with the caret at the end, one input event a character. */
  type(text: string): void {
    for (const character of text) this.#edit(this.input.value + character);
  }

  /** Backspace with the caret at the end. */
  backspace(): void {
    this.#edit([...this.input.value].slice(0, -1).join(''));
  }

  /** `text` typed at the start of the input (Home, then the keys). */
  typeAtStart(text: string): void {
    for (const character of [...text].reverse()) this.#edit(character + this.input.value);
  }

  /** Down `index + 1` times, then Enter: the option at `index` of a list with none active is chosen. */
  chooseWithKeys(index: number): void {
    for (let step = 0; step <= index; step += 1) this.#press('ArrowDown');
    this.#press('Enter');
  }

  /** Until every request is answered and the list shows what came. */
  async settled(): Promise<void> {
    await until(() => this.#inFlight === 0 && this.#list.state.status !== 'pending', 'the lookups never settled');
  }

  /** Sends the held requests and holds no further one. */
  release(): void {
    this.hold = undefined;
    for (const send of this.#held.splice(0)) send();
  }

  /** Aborts what is under way and puts the original fetch back. */
  close(): void {
    this.release();
    this.#session.hostDisconnected();
    globalThis.fetch = this.#fetch;
  }

  #press(key: string): void {
    this.#list.send({ type: 'InputKeyDown', key, altKey: false });
  }

  #edit(text: string): void {
    this.input.value = text;
    this.#list.send({ type: 'InputChange', text });
  }

  async #send(url: URL, init: RequestInit | undefined): Promise<Response> {
    const exchange: DriverExchange = { url };
    this.exchanges.push(exchange);
    this.#inFlight += 1;
    try {
      if (this.hold?.(url)) await new Promise<void>((resolve) => this.#held.push(resolve));
      const headers = new Headers(init?.headers);
      headers.set('Referer', PAGE_REFERER);
      const response = await this.#fetch(url, { ...init, headers });
      const text = await response.clone().text();
      exchange.rows = (JSON.parse(text) as { suggestions?: UsRow[] }).suggestions;
      exchange.status = response.status;
      return response;
    } finally {
      // The answer reaches the list a few promise turns later: `settled` then sees it pending or listed.
      setImmediate(() => (this.#inFlight -= 1));
    }
  }
}
