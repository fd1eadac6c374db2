// How <us-address-autocomplete> reports failed lookups, in Node over the element's own parts (./us-element-model.ts)
// and the simulator in this process: one `address-error` per failure with the right {status, code, message}, the
// text kept, the list emptied and closed, the status row and the live region saying why; a refused key (401) or
// subscription (402) logs one console error and stops lookups until the key changes; a 429's Retry-After is waited.
//
// From test/elements/lookup-errors.test.ts, assertion for assertion:
//   'after <fault>' › 'dispatches exactly one address-error …' (5 faults)   → same titles
//   'after <fault>' › 'gives a message that says what failed' (5)            → same titles
//   'after <fault>' › "keeps the user's text …" (5)                          → same title: the text and further typing;
//                                                                              focus (document.activeElement) stays
//   'after <fault>' › 'closes the list …' (5)                                → the machine's list closed and the status
//                                                                              row's text; the listbox's `hidden` and the
//                                                                              input's ARIA stay in the browser
//   'after <fault>' › 'empties the list …' (5), 'announces the error …' (5) → same titles
//   'maps a 400 / 504 …', 'keeps looking up after a non-fatal error'         → same titles
//   'a 429 with Retry-After while typing fast' (2)                           → same titles
//   'a refused key (401)' / 'subscription (402)' (6 each)                    → same titles
// Only in the browser: 'after an error response without CORS headers (cross-origin)' (6): CORS is the browser's.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import type { AddressErrorCode } from '../../../src/api/errors.js';
import type { AddressErrorDetail } from '../../../src/core/events/address-events.js';
import { ConsoleCapture, UsElementModel, startWarmSimulator, type Exchange } from './us-element-model.js';

const KEY = 'demo-embedded-key';
let simulator: Awaited<ReturnType<typeof startWarmSimulator>>;
let consoleCapture: ConsoleCapture;
const restores: Array<() => void> = [];

before(async () => {
  simulator = await startWarmSimulator();
});
after(() => simulator.close());
beforeEach(() => {
  consoleCapture = new ConsoleCapture().install();
});
afterEach(() => {
  consoleCapture.restore();
  for (const restore of restores.splice(0)) restore();
});

/** The `{"errors":[{"message"}]}` messages of an answer body, as the service writes them. */
function serviceMessages(text: string | undefined): string[] {
  try {
    const body = JSON.parse(text ?? '') as { errors?: Array<{ message?: string }> };
    return (body.errors ?? []).map((error) => error.message ?? '').filter((message) => message !== '');
  } catch {
    return [];
  }
}

function mount(key = KEY, rewrite?: (url: URL) => URL): UsElementModel {
  const el = new UsElementModel({ 'embedded-key': key, 'base-url': simulator.base, debounce: '0' });
  restores.push(el.recordRequests(rewrite), () => el.disconnect());
  return el;
}

/** A working lookup opens the list; then the base URL is switched to a faulty one for the next lookup. */
async function openListThenBreak(fault: string): Promise<UsElementModel> {
  const el = mount();
  el.typeOneLookup();
  await el.settle();
  assert.ok(el.expanded && el.optionCount > 0, 'the list did not open before the fault');
  el.setProperty('baseUrl', `${simulator.base}?simulator_fault=${fault}`);
  // From now on: only the failing lookup's request and reports.
  el.exchanges.length = 0;
  el.errorEvents.length = 0;
  consoleCapture.errors.length = 0;
  return el;
}

interface FaultCase {
  name: string;
  fault: string;
  status: number;
  code: AddressErrorCode;
  messageParts: (exchange: Exchange) => Array<string | RegExp>;
}

const httpMessage = (exchange: Exchange): Array<string | RegExp> => [
  `(${exchange.status ?? '?'})`,
  ...serviceMessages(exchange.text),
];

const FAULTS: FaultCase[] = [
  { name: '422', fault: 'status:422', status: 422, code: 'unprocessable', messageParts: httpMessage },
  { name: '429', fault: 'status:429', status: 429, code: 'rate-limited', messageParts: httpMessage },
  { name: '503', fault: 'status:503', status: 503, code: 'server', messageParts: httpMessage },
  {
    name: 'a dropped connection',
    fault: 'drop',
    status: 0,
    code: 'network',
    messageParts: () => [/network|could not be reached/i],
  },
  {
    name: 'a malformed 200 body',
    fault: 'malformed',
    status: 200,
    code: 'bad-response',
    messageParts: () => [/200|JSON|not the documented/i],
  },
];

describe('lookup errors', () => {
  for (const c of FAULTS) {
    describe(`after ${c.name}`, () => {
      async function failOnce(): Promise<{ el: UsElementModel; errors: AddressErrorDetail[]; exchange: Exchange }> {
        const el = await openListThenBreak(c.fault);
        el.type('i');
        await el.settle();
        assert.ok(el.errors.length > 0, 'no address-error');
        return { el, errors: el.errors, exchange: el.exchanges.at(-1)! };
      }

      it(`dispatches exactly one address-error with status ${c.status} and code "${c.code}"`, async () => {
        const { el, errors, exchange } = await failOnce();
        assert.equal(el.exchanges.length, 1, 'requests');
        assert.equal(exchange.url.searchParams.get('search'), '1600 Mai');
        assert.equal(errors.length, 1);
        assert.equal(errors[0]!.status, c.status);
        assert.equal(errors[0]!.code, c.code);
        if (c.status !== 0) assert.equal(exchange.status, c.status, 'the simulator answered with another status');
        else assert.equal(exchange.error !== undefined, true, 'the request should have failed at the network level');
      });

      it('gives a message that says what failed', async () => {
        const { errors, exchange } = await failOnce();
        const { message } = errors[0]!;
        assert.equal(typeof message, 'string');
        assert.notEqual(message, '');
        for (const part of c.messageParts(exchange)) {
          if (typeof part === 'string') assert.ok(message.includes(part), `${message} lacks ${part}`);
          else assert.match(message, part);
        }
      });

      it("keeps the user's text, and typing still works", async () => {
        const { el } = await failOnce();
        assert.equal(el.input.value, '1600 Mai');
        el.type('n');
        assert.equal(el.input.value, '1600 Main');
        await el.settle();
      });

      it('closes the list: the popup shows only the status row', async () => {
        const { el, errors } = await failOnce();
        assert.equal(el.expanded, false, 'list open');
        assert.equal(el.statusRow, DEFAULT_STRINGS.error(errors[0]!.code));
      });

      it("empties the list, so ArrowDown does not bring back an earlier text's suggestions", async () => {
        const { el } = await failOnce();
        assert.equal(el.optionCount, 0, 'options left in the closed list');
        el.press('ArrowDown');
        await el.settle();
        assert.equal(el.expanded, false, 'ArrowDown reopened the list');
      });

      it('announces the error in the live region', async () => {
        const { el, errors } = await failOnce();
        assert.equal(el.announcements.at(-1), DEFAULT_STRINGS.error(errors[0]!.code));
      });
    });
  }

  for (const [status, code] of [
    [400, 'bad-request'],
    [504, 'server'],
  ] as const) {
    it(`maps a ${status} to one address-error {status: ${status}, code: "${code}"}`, async () => {
      const el = await openListThenBreak(`status:${status}`);
      el.type('i');
      await el.settle();
      assert.equal(el.exchanges.at(-1)!.status, status);
      assert.equal(el.errors.length, 1);
      assert.equal(el.errors[0]!.status, status);
      assert.equal(el.errors[0]!.code, code);
      assert.ok(el.errors[0]!.message.includes(`(${status})`), el.errors[0]!.message);
    });
  }

  it('keeps looking up after a non-fatal error (a 503): the next keystroke is sent', async () => {
    const el = await openListThenBreak('status:503');
    el.type('i');
    await el.settle();
    assert.equal(el.errors.length, 1);
    el.type('n');
    await el.settle();
    assert.equal(el.exchanges.length, 2, 'the next keystroke was not looked up');
    assert.equal(el.exchanges.at(-1)!.url.searchParams.get('search'), '1600 Main');
    assert.equal(el.errors.length, 2, 'the second failure was not reported');
  });

  describe('a 429 with Retry-After while typing fast', () => {
    // The third keystroke of the burst meets the simulator's 429 (Retry-After: 1); the fourth falls in the wait.
    let el: UsElementModel;
    let refusedIndex: number;

    before(async () => {
      const capture = new ConsoleCapture().install();
      try {
        el = new UsElementModel({ 'embedded-key': KEY, 'base-url': simulator.base, debounce: '0' });
        const restore = el.recordRequests((url) => {
          const late = ['1600 Main ', '1600 Main S', '1600 Main St'].includes(url.searchParams.get('search') ?? '');
          if (late && el.errors.length === 0) url.searchParams.set('simulator_fault', 'status:429');
          return url;
        });
        el.focus();
        el.input.value = '1600 Mai';
        for (const key of 'n St') {
          el.type(key);
          // Each key a moment after the last, as real keys come: the request of one is sent before the next.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await el.settle();
        refusedIndex = el.exchanges.findLastIndex((exchange) => exchange.status === 429);
        // The wait (1 s), then the latest text.
        for (let waited = 0; el.exchanges.at(-1)?.status !== 200 && waited < 3000; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
        await el.settle();
        restore();
      } finally {
        capture.restore();
      }
    });

    after(() => el.disconnect());

    it('reports the 429 once, as rate-limited, without touching the text', () => {
      assert.ok(refusedIndex >= 0, 'no request was answered 429');
      assert.equal(el.errors.length, 1);
      assert.equal(el.errors[0]!.status, 429);
      assert.equal(el.errors[0]!.code, 'rate-limited');
      const refused = el.exchanges[refusedIndex]!;
      for (const message of serviceMessages(refused.text)) assert.ok(el.errors[0]!.message.includes(message));
      assert.equal(el.input.value, '1600 Main St');
    });

    it('waits for Retry-After, then sends only the latest text and shows its suggestions', () => {
      const refused = el.exchanges[refusedIndex]!;
      const waitMs = Number(refused.retryAfter) * 1000;
      assert.ok(waitMs > 0, 'Retry-After');
      const later = el.exchanges.slice(refusedIndex + 1);
      assert.deepEqual(
        later.map((exchange) => exchange.url.searchParams.get('search')),
        ['1600 Main St'],
      );
      assert.ok(later[0]!.sentAt - refused.sentAt >= waitMs - 50);
      const body = JSON.parse(later[0]!.text!) as { suggestions: unknown[] | null };
      const expected = (body.suggestions ?? []).length;
      assert.equal(el.optionCount, expected);
      assert.equal(el.expanded, expected > 0);
    });
  });

  for (const refusal of [
    { status: 401, code: 'unauthorized' as const, key: 'no-such-embedded-key', hint: [/key/i, /host/i] },
    { status: 402, code: 'payment-required' as const, key: 'demo-no-subscription-key', hint: [/subscription/i] },
  ]) {
    describe(`a refused ${refusal.status === 401 ? 'key' : 'subscription'} (${refusal.status})`, () => {
      async function refuse(): Promise<UsElementModel> {
        const el = mount(refusal.key);
        el.typeOneLookup();
        await el.settle();
        assert.ok(el.errors.length > 0, 'no address-error');
        return el;
      }

      it(`dispatches one address-error {status: ${refusal.status}, code: "${refusal.code}"} with the service's message`, async () => {
        const el = await refuse();
        assert.equal(el.errors.length, 1);
        assert.equal(el.errors[0]!.status, refusal.status);
        assert.equal(el.errors[0]!.code, refusal.code);
        assert.equal(el.exchanges.at(-1)!.status, refusal.status);
        for (const message of serviceMessages(el.exchanges.at(-1)!.text))
          assert.ok(el.errors[0]!.message.includes(message), message);
      });

      it('logs exactly one console error that says what to check', async () => {
        const el = await refuse();
        el.type('in');
        await el.settle();
        assert.equal(consoleCapture.errors.length, 1);
        for (const hint of refusal.hint) assert.match(consoleCapture.errors[0]!, hint);
      });

      it('sends no further request while the user types on, and keeps the text', async () => {
        const el = await refuse();
        assert.equal(el.exchanges.length, 1);
        el.type('in');
        el.press('ArrowDown');
        await el.settle();
        assert.equal(el.exchanges.length, 1, 'requests after the refusal');
        assert.equal(el.errors.length, 1);
        assert.equal(el.input.value, '1600 Main');
      });

      it('announces the error and closes the list', async () => {
        const el = await refuse();
        assert.equal(el.announcements.at(-1), DEFAULT_STRINGS.error(el.errors[0]!.code));
        assert.equal(el.expanded, false);
      });

      it('stays paused when an attribute other than the key changes (max-results)', async () => {
        const el = await refuse();
        el.setProperty('maxResults', 5);
        el.type('i');
        await el.settle();
        assert.equal(el.exchanges.length, 1, 'requests with the refused key');
      });

      it('resumes lookups once embedded-key changes', async () => {
        const el = await refuse();
        el.setAttribute('embedded-key', KEY);
        el.type('i');
        await el.settle();
        const exchange = el.exchanges.at(-1)!;
        assert.equal(el.exchanges.length, 2);
        assert.equal(exchange.url.searchParams.get('key'), KEY);
        assert.equal(exchange.url.searchParams.get('search'), '1600 Mai');
        assert.equal(exchange.status, 200);
        assert.equal(el.expanded, true, 'the list did not open with the new key');
      });
    });
  }
});
