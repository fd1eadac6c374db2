// What a lookup's answer to typing means for the text (docs/guides/verification.md, "A checkout never loses an order"):
// the list runner (src/core/element/list-runner.ts) turns each answer into the choice machine's `Answered`, and the
// machine decides from it whether `require-verified` holds the text and what `unverified-address` says at commit.
// The runner's parts are stand-ins but for the choice machine, which the shopper driver runs: each test is a shopper's
// steps and the answers, in an explicit order.
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactiveElement } from '@lit/reactive-element';
import { AddressError, type AddressErrorCode } from '../../../src/api/errors.js';
import { holds } from '../../../src/core/choice/machine.js';
import { ListRunner, type ListParts } from '../../../src/core/element/list-runner.js';
import type { SessionUpdate } from '../../../src/core/lookup/session.js';
import type { ServiceOption } from '../../../src/core/lookup/address-service.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { Shopper, effectsOf } from './shopper.js';

const FINAL: ServiceOption = { kind: 'final', text: '12 Main St, Springfield, IL 62701', value: 'row' };
const BACK: ServiceOption = { kind: 'back', text: 'Back', value: 'back' };

/** The list runner of an element whose choice machine is `shopper`'s; the input's text is the shopper's. */
function runner(shopper: Shopper): ListRunner {
  const host = {
    localName: 'us-address-autocomplete',
    requestUpdate: () => {},
    dispatchEvent: () => true,
  } as unknown as ReactiveElement;
  const input = {
    get value() {
      return shopper.text;
    },
  };
  const parts = {
    session: { ...shopper.rules.service, cancel: () => {}, search: () => {}, isAt: () => true },
    binding: { input, write: () => {} },
    popup: { announce: () => {}, render: () => {} },
    choice: { send: (event: Parameters<Shopper['send']>[0]) => shopper.send(event), state: shopper.state },
    element: { usable: () => true, strings: () => DEFAULT_STRINGS },
  };
  Object.defineProperty(parts.choice, 'state', { get: () => shopper.state });
  return new ListRunner(host, parts as unknown as ListParts);
}

const failed = (code: AddressErrorCode, status: number): SessionUpdate => ({
  type: 'LookupFailed',
  error: new AddressError(code, 'the lookup failed', { status }),
});
const listed = (options: ServiceOption[]): SessionUpdate => ({
  type: 'LookupList',
  list: { kind: 'suggestions', options },
});

// reportError logs each failure to the console: kept out of the test output.
const consoleError = console.error;
beforeEach(() => (console.error = () => {}));
afterEach(() => (console.error = consoleError));

describe('a lookup answer and the text it answers', () => {
  for (const [name, update, why] of [
    ['a 503', failed('server', 503), { reason: 'unavailable', code: 'server' }],
    ['a dropped connection', failed('network', 0), { reason: 'unavailable', code: 'network' }],
    ['a timeout', failed('timeout', 0), { reason: 'unavailable', code: 'timeout' }],
    ['a refused key (401)', failed('unauthorized', 401), { reason: 'refused', code: 'unauthorized' }],
    ['no subscription (402)', failed('payment-required', 402), { reason: 'refused', code: 'payment-required' }],
    ['no matches', listed([]), { reason: 'no-matches' }],
    ['a list holding only Back', listed([BACK]), { reason: 'no-matches' }],
  ] as const) {
    it(`${name}: the text is let through, and unverified-address says why at commit`, () => {
      const shopper = new Shopper();
      const list = runner(shopper);
      shopper.type('12 Main St');
      assert.equal(holds(shopper.state, shopper.text), true, 'held while the service may offer a choice');
      list.lookupUpdate(update);
      assert.equal(holds(shopper.state, shopper.text), false);
      assert.deepEqual(effectsOf(shopper.effects, 'report-unverified'), [], 'not while typing');
      assert.deepEqual(effectsOf(shopper.send({ type: 'Committed' }), 'report-unverified'), [
        { type: 'report-unverified', why },
      ]);
    });
  }

  it('a list with options holds the text again, and nothing is sent at commit', () => {
    const shopper = new Shopper();
    const list = runner(shopper);
    shopper.type('12 Main');
    list.lookupUpdate(listed([]));
    assert.equal(holds(shopper.state, shopper.text), false);
    shopper.type('1600 Amph');
    list.lookupUpdate(listed([FINAL]));
    assert.equal(holds(shopper.state, shopper.text), true);
    assert.deepEqual(shopper.send({ type: 'Committed' }), []);
  });

  it('after a refusal nothing more is looked up: typing on is let through, and the reason is the refusal', () => {
    const shopper = new Shopper();
    const list = runner(shopper);
    shopper.type('12 Main St');
    list.lookupUpdate(failed('unauthorized', 401));
    shopper.type('12 Main St Apt 2');
    assert.equal(holds(shopper.state, shopper.text), false, 'typing on after a refusal is held again');
    assert.deepEqual(effectsOf(shopper.send({ type: 'Committed' }), 'report-unverified'), [
      { type: 'report-unverified', why: { reason: 'refused', code: 'unauthorized' } },
    ]);
  });
});
