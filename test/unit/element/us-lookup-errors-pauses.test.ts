// What pauses <us-address-autocomplete>'s lookups after a failure, in Node over the element's own parts
// (./us-element-model.ts) and the simulator in this process: a 429's Retry-After is waited, then only the latest text
// is sent; a refused key (401) or subscription (402) logs one console error naming the element and stops lookups
// until the key changes. The other failures: us-lookup-errors.test.ts.
//
// From test/elements/lookup/lookup-errors.test.ts, assertion for assertion:
//   'a 429 with Retry-After while typing fast' (2)                           → same titles
//   'a refused key (401)' / 'subscription (402)' (6 each)                    → same titles
// and from the former test/elements/us-element-config.test.ts, "<status>: logs one console error and sends no more
// lookups" and "<status>: looks up again once the embedded key changes" (401 and 402), whose console error names the
// element.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { ConsoleCapture, UsElementModel } from './us-element-model.js';
import {
  KEY,
  assertNamesElement,
  consoleErrors,
  mount,
  serviceMessages,
  useSimulator,
  withDefaults,
} from './us-element-support.js';

useSimulator();

describe('lookup errors', () => {
  describe('a 429 with Retry-After while typing fast', () => {
    // The third keystroke of the burst meets the simulator's 429 (Retry-After: 1); the fourth falls in the wait.
    let el: UsElementModel;
    let refusedIndex: number;

    before(async () => {
      const capture = new ConsoleCapture().install();
      try {
        el = new UsElementModel(withDefaults());
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
        const el = mount(withDefaults({ 'embedded-key': refusal.key }));
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
        assert.equal(consoleErrors().length, 1);
        assertNamesElement(consoleErrors()[0]);
        for (const hint of refusal.hint) assert.match(consoleErrors()[0]!, hint);
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
