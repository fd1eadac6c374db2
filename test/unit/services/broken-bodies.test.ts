// Answers whose body breaks (issue 20), in Node against the simulator in this process (demo/simulator/hostile.js): a
// 200 that is an HTML page is one `bad-response` for every endpoint, and the element reports it once and keeps the
// text; a 200 whose body never ends is cut by the element's timeout, on its clock (no waiting for 8 s): the lookup's
// `timeout`, or the verification's, after which the chosen address is filled with its verification an error.
//
// From test/elements/security/hostile-data.test.ts: 'a 200 whose body never ends' › both tests, and the error, the text and
// the console of 'a 200 whose body is not JSON (an HTML page)'. The browser keeps, for the HTML page, that none of its
// markup ran and that the input still types with real keys.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactiveControllerHost } from '@lit/reactive-element';
import { AddressError } from '../../../src/api/errors.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { createUsService } from '../../../src/core/services/us-address-service.js';
import { createIntlService } from '../../../src/core/services/intl-address-service.js';
import { createPostalCodeService } from '../../../src/core/services/postal-code-service.js';
import { LookupSession } from '../../../src/core/lookup/session.js';
import { DEFAULT_TIMEOUT_MS } from '../../../src/core/lookup/scheduler.js';
import type { FinalChoice } from '../../../src/core/lookup/address-service.js';
import { FakeClock, flush } from '../../support/fake-clock.js';
import { ConsoleCapture, UsElementModel } from '../element/us-element-model.js';
import { Shopper, effectsOf, steps } from '../choice/shopper.js';
import { DEMO_KEY, SimulatorAnswers, startSimulator, until } from './simulator-answers.js';

const strings = () => DEFAULT_STRINGS;
/** The element, as the lookups' lanes see it: nothing but their host. */
const host: ReactiveControllerHost = {
  addController: () => {},
  removeController: () => {},
  requestUpdate: () => {},
  updateComplete: Promise.resolve(true),
};
const signal = () => new AbortController().signal;

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let consoleCapture: ConsoleCapture;
const cleanups: Array<() => void> = [];

before(async () => {
  simulator = await startSimulator();
});
after(() => simulator.close());
beforeEach(() => {
  consoleCapture = new ConsoleCapture().install();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  consoleCapture.restore();
});

const faulty = (path: string, kind: string) => `${simulator.url}${path}?simulator_fault=hostile:${kind}`;

/** The simulator's answers, recorded until the test ends. */
function recordAnswers(readBodies = true): SimulatorAnswers {
  const answers = new SimulatorAnswers({ readBodies }).install();
  cleanups.push(() => answers.restore());
  return answers;
}

/** A bad-response of status 200, as the page hears of it. */
const isBadResponse = (error: unknown) =>
  error instanceof AddressError && error.code === 'bad-response' && error.status === 200;

describe('a 200 whose body is not JSON (an HTML page)', () => {
  it('is one bad-response (status 200) for US v2, US Pro, international, postal code and US Street', async () => {
    recordAnswers();
    const base = faulty('/us-autocomplete', 'non-json-200');
    for (const api of ['v2', 'pro']) {
      const service = createUsService({ api, embeddedKey: DEMO_KEY, baseUrl: base, strings });
      await assert.rejects(service.search('1600 Penn', undefined).run(signal()), isBadResponse, api);
    }
    const intl = createIntlService({
      embeddedKey: DEMO_KEY,
      baseUrl: faulty('/international-autocomplete', 'non-json-200'),
      strings,
      country: 'CAN',
    });
    await assert.rejects(intl.search('12 Main', undefined).run(signal()), isBadResponse, 'international');
    const postal = createPostalCodeService({
      embeddedKey: DEMO_KEY,
      baseUrl: faulty('/international-postal-code', 'non-json-200'),
      country: 'USA',
    });
    await assert.rejects(postal.search('981', undefined).run(signal()), isBadResponse, 'postal code');
    const verifying = createUsService(
      {
        api: 'v2',
        embeddedKey: DEMO_KEY,
        baseUrl: `${simulator.url}/us-autocomplete`,
        strings,
        verify: { on: true, baseUrl: faulty('/us-street', 'non-json-200'), zip4: false },
      },
      { request: (_key, run) => run(signal()) },
    );
    const verdict = await verifying.verifier!.verify(await chosenAddress(verifying));
    assert.deepEqual(verdict.verification, { status: 'error' });
    assert.ok(isBadResponse(verdict.error), 'US Street');
  });

  it('US v2 element: one address-error (bad-response, 200), the text unchanged, one console error for it', async () => {
    const el = new UsElementModel({
      'embedded-key': DEMO_KEY,
      'base-url': faulty('/us-autocomplete', 'non-json-200'),
      debounce: '0',
    });
    cleanups.push(el.recordRequests(), () => el.disconnect());
    el.typeOneLookup('1600 Pen', 'n');
    await el.settle();
    assert.deepEqual(
      el.errors.map(({ code, status }) => ({ code, status })),
      [{ code: 'bad-response', status: 200 }],
    );
    assert.equal(el.input.value, '1600 Penn');
    assert.equal(consoleCapture.errors.length, el.errors.length);
  });
});

/** The first final address of a search, chosen: what a verification is asked about. */
async function chosenAddress(service: ReturnType<typeof createUsService>): Promise<FinalChoice> {
  const search = service.search('1600 Amph', undefined);
  const list = search.list(await search.run(signal()));
  const final = list.options.find((option) => option.kind === 'final');
  assert.ok(final, 'no final address');
  const result = service.choose(final, search.text, undefined);
  assert.equal(result.type, 'final');
  return (result as { choice: FinalChoice }).choice;
}

describe('a 200 whose body never ends', () => {
  // A ceiling for a failure only (without the element's timeout the answer would never come); nothing is timed.
  const HANG = { timeout: 60_000 };

  it(
    'US v2: the lookup times out, the text unchanged, one console error for it; the next keystroke looks up',
    HANG,
    async () => {
      const clock = new FakeClock();
      const answers = recordAnswers(false);
      const el = new UsElementModel(
        { 'embedded-key': DEMO_KEY, 'base-url': faulty('/us-autocomplete', 'never-ending'), debounce: '0' },
        { clock },
      );
      cleanups.push(() => el.disconnect());
      el.typeOneLookup('1600 Pen', 'n');
      const lookup = await answers.headIn();
      assert.equal(lookup.status, 200);
      clock.tick(DEFAULT_TIMEOUT_MS - 1);
      await flush();
      assert.deepEqual(el.errors, [], 'the body is still coming: no error yet');
      clock.tick(1);
      await flush();
      assert.deepEqual(
        el.errors.map(({ code }) => code),
        ['timeout'],
      );
      assert.equal(lookup.signal?.aborted, true, 'the request was ended');
      assert.equal(el.input.value, '1600 Penn');
      assert.equal(consoleCapture.errors.length, el.errors.length);
      el.type('a');
      assert.equal(el.input.value, '1600 Penna');
      assert.equal(answers.exchanges.at(-1)!.url.searchParams.get('search'), '1600 Penna');
    },
  );

  it(
    'US Street: the verification times out and the chosen address is filled, its verification an error',
    HANG,
    async () => {
      const clock = new FakeClock();
      const lanes = new LookupSession(
        host,
        () => {},
        () => true,
        clock,
      );
      cleanups.push(() => lanes.hostDisconnected());
      const service = createUsService(
        {
          api: 'v2',
          embeddedKey: DEMO_KEY,
          baseUrl: `${simulator.url}/us-autocomplete`,
          strings,
          verify: { on: true, baseUrl: faulty('/us-street', 'never-ending'), zip4: false },
        },
        lanes,
      );
      const answers = recordAnswers(false);
      const choice = await chosenAddress(service);
      const verifying = service.verifier!.verify(choice);
      // The verifier's code is imported on demand: the request goes out once it is in.
      await until(() => answers.exchanges.length === 2, 'no verification was asked');
      const verification = await answers.headIn();
      assert.equal(verification.url.pathname, '/us-street/street-address');
      clock.tick(DEFAULT_TIMEOUT_MS);
      const verdict = await verifying;
      assert.deepEqual(verdict.verification, { status: 'error' });
      assert.equal(verdict.error?.code, 'timeout');
      assert.equal(verification.signal?.aborted, true, 'the request was ended');
      // What the element's choice machine does with that verdict: the failure reported, the choice filled (fail open).
      const shopper = new Shopper({ verifies: true });
      shopper.type('1600 Amph');
      shopper.send({ type: 'Chose', choice, source: 'list', scope: undefined });
      assert.equal(shopper.text, choice.address.line1, 'the choice was not taken');
      const effects = shopper.send({ type: 'Verified', id: shopper.requested('verify'), result: verdict });
      assert.deepEqual(steps(effects), ['report-error', 'fill']);
      assert.equal(effectsOf(effects, 'report-error')[0]!.error.code, 'timeout');
      const [fill] = effectsOf(effects, 'fill');
      assert.deepEqual(fill!.verification, { status: 'error' });
      assert.deepEqual(fill!.choice.address, choice.address);
    },
  );
});
