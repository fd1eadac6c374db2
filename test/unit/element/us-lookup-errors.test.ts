// How <us-address-autocomplete> reports failed lookups, in Node over the element's own parts (./us-element-model.ts)
// and the simulator in this process: one `address-error` per failure with the right {status, code, message}, the
// text kept, the list emptied and closed, the status row and the live region saying why, whether the list was open
// or the first lookup failed. What pauses lookups (a 429's Retry-After, a refused key or subscription):
// us-lookup-errors-pauses.test.ts.
//
// From test/elements/lookup/lookup-errors.test.ts, assertion for assertion:
//   'after <fault>' › 'dispatches exactly one address-error …' (5 faults)   → same titles
//   'after <fault>' › 'gives a message that says what failed' (5)            → same titles
//   'after <fault>' › "keeps the user's text …" (5)                          → same title: the text and further typing;
//                                                                              focus (document.activeElement) stays
//   'after <fault>' › 'closes the list …' (5)                                → the machine's list closed and the status
//                                                                              row's text; the listbox's `hidden` and the
//                                                                              input's ARIA stay in the browser
//   'after <fault>' › 'empties the list …' (5), 'announces the error …' (5) → same titles
//   'maps a 400 / 504 …', 'keeps looking up after a non-fatal error'         → same titles
// and from the former test/elements/us-element-config.test.ts, its faults on a first lookup ('a first lookup that
// fails' › same titles) and the text kept after a 400 and a 504.
// Only in the browser: 'after an error response without CORS headers (cross-origin)' (6): CORS is the browser's.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import type { AddressErrorCode } from '../../../src/api/errors.js';
import type { AddressErrorDetail } from '../../../src/core/events/address-events.js';
import { FakeClock } from '../../support/fake-clock.js';
import type { Exchange, UsElementModel } from './us-element-model.js';
import { BASE, consoleErrors, mount, serviceMessages, useSimulator, withDefaults } from './us-element-support.js';

useSimulator();

/** A working lookup opens the list; then the base URL is switched to a faulty one for the next lookup. */
async function openListThenBreak(fault: string): Promise<UsElementModel> {
  const el = mount(withDefaults());
  el.typeOneLookup();
  await el.settle();
  assert.ok(el.expanded && el.optionCount > 0, 'the list did not open before the fault');
  el.setProperty('baseUrl', `${BASE}?simulator_fault=${fault}`);
  // From now on: only the failing lookup's request and reports.
  el.exchanges.length = 0;
  el.errorEvents.length = 0;
  consoleErrors().length = 0;
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
      assert.equal(el.input.value, '1600 Mai');
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

  describe('a first lookup that fails', () => {
    // No list before it: the failure is the element's first answer, as on a page whose service is down. The clock
    // stands still, so that a 429's retry (after Retry-After) cannot add a second failure however slow the machine.
    for (const { fault, status, code } of [
      { fault: 'status:400', status: 400, code: 'bad-request' },
      { fault: 'status:422', status: 422, code: 'unprocessable' },
      { fault: 'status:429', status: 429, code: 'rate-limited' },
      { fault: 'status:503', status: 503, code: 'server' },
      { fault: 'status:504', status: 504, code: 'server' },
      { fault: 'malformed', status: 200, code: 'bad-response' },
      { fault: 'drop', status: 0, code: 'network' },
    ]) {
      it(`reports the simulator fault ${fault} as code "${code}", status ${status}, keeping the text`, async () => {
        const el = mount(withDefaults({ 'base-url': `${BASE}?simulator_fault=${fault}` }), { clock: new FakeClock() });
        el.focus();
        el.type('160');
        await el.settle();
        assert.equal(el.exchanges.length, 1, 'requests');
        assert.equal(el.errors.length, 1);
        assert.equal(el.errors[0]!.status, status);
        assert.equal(el.errors[0]!.code, code);
        assert.equal(typeof el.errors[0]!.message, 'string');
        assert.notEqual(el.errors[0]!.message, '');
        assert.equal(el.input.value, '160');
      });
    }
  });
});
