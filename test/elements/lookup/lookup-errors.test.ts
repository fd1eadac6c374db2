// How <us-address-autocomplete> reports failed lookups: one `address-error` per failure with the right
// {status, code, message}, the user's text and focus untouched, the list closed, the error announced; a refused key
// (401) or subscription (402) logs one console error and stops lookups until the key changes.
//
// Faults come from the simulator (same origin as this page) through `simulator_fault` in base-url's query, which the
// element keeps. Requests and the simulator's answers are recorded by wrapping window.fetch, so expectations are read
// from what the simulator said rather than written down here.
//
// One failure of each kind, seen whole in the browser with real keys (a same-origin 503, a cross-origin answer
// without CORS headers, a refused key): every fault, status and refusal, each rule a test of its own, runs in Node
// on the element's own parts, test/unit/element/us-lookup-errors*.test.ts.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import type { AddressErrorEvent } from '../../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import type { AddressErrorCode } from '../../../src/api/errors.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  announced,
  inputOf,
  isOpen,
  listboxOf,
  nothingMoreWithin,
  optionsOf,
  typeOneLookup,
  type Exchange,
} from '../../support/element-helpers.js';
import { elementFixture } from '../../support/checkout-form.js';

let recorder: FetchRecorder | undefined;
let consoleError: ConsoleStub | undefined;

afterEach(() => {
  recorder?.restore();
  recorder = undefined;
  consoleError?.restore();
  consoleError = undefined;
});

/** From now on: records every request and the simulator's answer, silences console.error, collects `el`'s errors. */
function watch(el: UsAddressAutocomplete): AddressErrorEvent[] {
  recorder = new FetchRecorder({ path: null }).install();
  consoleError = new ConsoleStub('error').install();
  return new ErrorEvents(el).install().events;
}

/** The `{"errors":[{"message"}]}` messages of an answer body, as the service writes them. */
function serviceMessages(text: string | undefined): string[] {
  try {
    const body = JSON.parse(text ?? '') as { errors?: Array<{ message?: string }> };
    return (body.errors ?? []).map((error) => error.message ?? '').filter((message) => message !== '');
  } catch {
    return [];
  }
}

/** The same simulator on the other name of this machine: a cross-origin request, so CORS applies. */
function crossOriginBase(): string {
  const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return `${location.protocol}//${otherHost}:${location.port}${BASE}`;
}

/** The element alone (test/support/checkout-form.ts), its input named address1. */
function mount(key = KEY, baseUrl = BASE): Promise<UsAddressAutocomplete> {
  return elementFixture({ key, baseUrl, streetName: 'address1', streetBaseUrl: null });
}

/** A working lookup opens the list; then the base URL is switched to a faulty one for the next lookup. */
async function openListThenBreak(fault: string, base = BASE): Promise<UsAddressAutocomplete> {
  const el = await mount();
  await typeOneLookup(el);
  await waitUntil(() => isOpen(el) && optionsOf(el).length > 0, 'the list did not open before the fault');
  el.baseUrl = `${base}?simulator_fault=${fault}`;
  await el.updateComplete;
  return el;
}

interface FaultCase {
  name: string;
  fault: string;
  base?: () => string;
  status: number;
  code: AddressErrorCode;
  /** What the message must contain, given the recorded answer. */
  messageParts: (exchange: Exchange) => Array<string | RegExp>;
}

/** HTTP errors: the status, and the service's own messages from its error body. */
const httpMessage = (exchange: Exchange): Array<string | RegExp> => [
  `(${exchange.status ?? '?'})`,
  ...serviceMessages(exchange.text),
];

const FAULTS: FaultCase[] = [
  { name: '503', fault: 'status:503', status: 503, code: 'server', messageParts: httpMessage },
  {
    name: 'an error response without CORS headers (cross-origin)',
    fault: 'nocors',
    base: crossOriginBase,
    status: 0,
    code: 'network',
    messageParts: () => [/network|could not be reached|CORS/i],
  },
];

describe('<us-address-autocomplete> lookup errors', () => {
  for (const c of FAULTS) {
    it(`after ${c.name}: one address-error {status: ${c.status}, code: "${c.code}"} that says what failed; the list closed and emptied, the error announced; the text, the focus and typing kept`, async () => {
      // Opens the list with a good lookup, then makes one lookup fail with this fault.
      const el = await openListThenBreak(c.fault, c.base?.());
      const errors = watch(el);
      await sendKeys({ type: 'i' });
      await waitUntil(() => errors.length > 0, 'no address-error');
      const exchange = await recorder!.lastSettled();
      await nothingMoreWithin();
      expect(recorder!.count, 'requests').to.equal(1);
      expect(exchange.url.searchParams.get('search')).to.equal('1600 Mai');
      expect(errors).to.have.length(1);
      expect(errors[0]!.detail.status).to.equal(c.status);
      expect(errors[0]!.detail.code).to.equal(c.code);
      if (c.status !== 0) expect(exchange.status, 'the simulator answered with another status').to.equal(c.status);
      else expect(exchange.error !== undefined, 'the request should have failed at the network level').to.equal(true);

      const { message } = errors[0]!.detail;
      expect(message).to.be.a('string').and.not.equal('');
      for (const part of c.messageParts(exchange)) {
        if (typeof part === 'string') expect(message).to.include(part);
        else expect(message).to.match(part);
      }

      await el.updateComplete;
      expect(listboxOf(el).hidden, 'listbox shown').to.equal(true);
      expect(el.querySelector('.address-autocomplete-message')?.textContent).to.equal(DEFAULT_STRINGS.error(c.code));
      const input = inputOf(el);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(announced(el)).to.equal(DEFAULT_STRINGS.error(c.code));
      expect(optionsOf(el), 'options left in the closed list').to.have.length(0);

      expect(input.value).to.equal('1600 Mai');
      expect(document.activeElement).to.equal(input);
      await sendKeys({ press: 'ArrowDown' });
      await nothingMoreWithin();
      expect(isOpen(el), "ArrowDown brought back an earlier text's suggestions").to.equal(false);
      await sendKeys({ type: 'n' });
      expect(input.value).to.equal('1600 Main');
      expect(document.activeElement).to.equal(input);
    });
  }

  it("a refused key (401): one address-error with the service's message and one console error saying what to check; no request while the shopper types on, nor after another attribute changes; lookups resume once embedded-key changes", async () => {
    const el = await mount('no-such-embedded-key');
    const errors = watch(el);
    await typeOneLookup(el);
    await waitUntil(() => errors.length > 0, 'no address-error');
    await nothingMoreWithin();
    expect(errors).to.have.length(1);
    expect(errors[0]!.detail).to.include({ status: 401, code: 'unauthorized' });
    expect(recorder!.last.status).to.equal(401);
    for (const message of serviceMessages(recorder!.last.text)) expect(errors[0]!.detail.message).to.include(message);
    await el.updateComplete;
    expect(announced(el)).to.equal(DEFAULT_STRINGS.error('unauthorized'));
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');

    await sendKeys({ type: 'in' });
    await sendKeys({ press: 'ArrowDown' });
    await nothingMoreWithin();
    expect(recorder!.count, 'requests after the refusal').to.equal(1);
    expect(errors).to.have.length(1);
    expect(consoleError!.messages).to.have.length(1);
    for (const hint of [/key/i, /host/i]) expect(consoleError!.messages[0]).to.match(hint);
    expect(inputOf(el).value).to.equal('1600 Main');
    expect(document.activeElement).to.equal(inputOf(el));

    el.maxResults = 5;
    await el.updateComplete;
    await sendKeys({ press: 'Backspace' });
    await nothingMoreWithin();
    expect(recorder!.count, 'requests with the refused key').to.equal(1);

    el.setAttribute('embedded-key', KEY);
    await el.updateComplete;
    await sendKeys({ type: 'n' });
    const exchange = await recorder!.lastSettled();
    expect(recorder!.count).to.equal(2);
    expect(exchange.url.searchParams.get('key')).to.equal(KEY);
    expect(exchange.url.searchParams.get('search')).to.equal('1600 Main');
    expect(exchange.status).to.equal(200);
    await waitUntil(() => isOpen(el), 'the list did not open with the new key');
  });
});
