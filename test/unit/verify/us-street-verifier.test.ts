// The US Street verifier as `<us-address-autocomplete verify>` builds it (src/core/element/us-service.ts, the
// element's attributes): one GET per chosen address, its verdict (the candidate kept), `verify-zip4` and
// `verify-match`, a unit typed after the street, and every failure answered as a verdict (fail open) with the error to
// report. Answers come from a stand-in fetch: the verdicts a shopper's choice cannot reach in the simulator too.
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { US_STREET_DEFAULT_BASE_URL } from '../../../src/api/us-street.js';
import { US_DEFAULTS, usService, type UsSettings } from '../../../src/core/element/us-service.js';
import type { FinalChoice } from '../../../src/core/lookup/final-choice.js';
import type { Requests, Verifier } from '../../../src/core/lookup/verifier.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { FakeFetch, jsonResponse } from '../support/fake-fetch.js';

const KEY = 'demo-embedded-key';

/** Every request sent at once (the element's verification lane adds the cache, the timeout and "the latest only"). */
const requests: Requests = { request: (_key, run) => run(new AbortController().signal) };

/** The US source of an element with `verify` on and `settings` over it. */
function source(settings: Partial<UsSettings> = {}) {
  return usService(
    {
      ...US_DEFAULTS,
      streetBaseUrl: undefined,
      verifyMatch: undefined,
      extractUrl: undefined,
      verify: true,
      ...settings,
    },
    { embeddedKey: KEY },
    { strings: () => DEFAULT_STRINGS, requests, report: () => {}, referrer: undefined },
  );
}

function verifier(settings: Partial<UsSettings> = {}): Verifier {
  const made = source(settings).verifier;
  assert.ok(made, 'no verifier with verify on');
  return made;
}

const CHOSEN: FinalChoice = {
  api: 'us-v2',
  address: {
    line1: '1600 Amphitheatre Pkwy',
    line2: '',
    city: 'Mountain View',
    region: 'CA',
    postalCode: '94043',
    country: 'USA',
  },
  raw: {},
  regionAliases: ['CA'],
  countryAlpha2: 'US',
  label: '1600 Amphitheatre Pkwy, Mountain View, CA 94043',
};

/** A US Street candidate for CHOSEN: `analysis` and `components` over a deliverable one. */
function candidate(analysis: Record<string, string> = {}, components: Record<string, string> = {}) {
  return {
    input_index: 0,
    candidate_index: 0,
    delivery_line_1: '1600 Amphitheatre Pkwy',
    last_line: 'Mountain View CA 94043-1351',
    components: {
      city_name: 'Mountain View',
      state_abbreviation: 'CA',
      zipcode: '94043',
      plus4_code: '1351',
      ...components,
    },
    analysis: { dpv_match_code: 'Y', dpv_footnotes: 'AABB', dpv_vacant: 'N', ...analysis },
  };
}

let fake: FakeFetch;
const nativeFetch = globalThis.fetch;
beforeEach(() => {
  fake = new FakeFetch();
  globalThis.fetch = fake.fetch;
});
afterEach(() => {
  globalThis.fetch = nativeFetch;
});

describe('verify: one US Street GET per choice, and its verdict', () => {
  it('asks with the chosen street, city, state and ZIP, the key and candidates 1; the verdict carries the candidate', async () => {
    const answer = candidate();
    fake.respond(jsonResponse([answer]));
    const result = await verifier().verify(CHOSEN);
    assert.equal(fake.calls.length, 1);
    const url = fake.lastUrl;
    assert.equal(url.origin + url.pathname, `${US_STREET_DEFAULT_BASE_URL}/street-address`);
    assert.deepEqual(
      Object.fromEntries(
        ['key', 'street', 'city', 'state', 'zipcode', 'candidates'].map((n) => [n, url.searchParams.get(n)]),
      ),
      {
        key: KEY,
        street: '1600 Amphitheatre Pkwy',
        city: 'Mountain View',
        state: 'CA',
        zipcode: '94043',
        candidates: '1',
      },
    );
    assert.equal(url.searchParams.has('match'), false, 'match is the service default (strict) unless asked');
    assert.deepEqual(result.verification, { status: 'verified', candidate: answer });
    assert.equal(result.error, undefined);
    assert.equal(result.address.postalCode, '94043', 'the 5-digit ZIP unless verify-zip4');
  });

  it('verify-zip4: the address (and so the event and the postal-code field) gets ZIP+4', async () => {
    fake.respond(jsonResponse([candidate()]));
    const result = await verifier({ verifyZip4: true }).verify(CHOSEN);
    assert.deepEqual(result.address, { ...CHOSEN.address, postalCode: '94043-1351' });
  });

  it('verify-match is sent as match; a value the service does not take is a config error naming the option', async () => {
    fake.respond(jsonResponse([candidate()]));
    await verifier({ verifyMatch: 'invalid' }).verify(CHOSEN);
    assert.equal(fake.lastUrl.searchParams.get('match'), 'invalid');
    assert.throws(
      () => source({ verifyMatch: 'loose' as UsSettings['verifyMatch'] }),
      (error: unknown) => error instanceof AddressError && error.code === 'config' && error.option === 'verifyMatch',
    );
  });

  it('vacant and secondary-not-matched keep their candidate; no candidate is not-found, without one', async () => {
    const vacant = candidate({ dpv_vacant: 'Y' });
    const unmatched = candidate({ dpv_match_code: 'S' });
    fake.respond(jsonResponse([vacant]), jsonResponse([unmatched]), jsonResponse([]));
    const chooser = verifier();
    assert.deepEqual((await chooser.verify(CHOSEN)).verification, { status: 'vacant', candidate: vacant });
    assert.deepEqual((await chooser.verify(CHOSEN)).verification, {
      status: 'secondary-not-matched',
      candidate: unmatched,
    });
    const unknown = await chooser.verify(CHOSEN);
    assert.deepEqual(unknown.verification, { status: 'not-found' });
    assert.deepEqual(unknown.address, CHOSEN.address, 'the choice stands as chosen');
  });

  it('without verify there is no verifier: no US Street request, no detail.verification', () => {
    assert.equal(source({ verify: false }).verifier, undefined);
  });
});

describe('verify fails open: a failure is a verdict, with the error to report', () => {
  it('a 503: status error, the error server (503), the chosen address as it was', async () => {
    fake.respond(jsonResponse({ errors: [{ message: 'Service unavailable' }] }, { status: 503 }));
    const result = await verifier().verify(CHOSEN);
    assert.deepEqual(result.verification, { status: 'error' });
    assert.deepEqual([result.error?.code, result.error?.status], ['server', 503]);
    assert.deepEqual(result.address, CHOSEN.address);
  });

  it('a 401: status error, the error unauthorized (the choice stands; it pauses no lookup)', async () => {
    fake.respond(jsonResponse({ errors: [{ message: 'Unauthorized' }] }, { status: 401 }));
    const result = await verifier().verify(CHOSEN);
    assert.deepEqual(result.verification, { status: 'error' });
    assert.equal(result.error?.code, 'unauthorized');
  });

  it('a candidate that is no address (no delivery_line_1, no last_line) is a bad-response, never filled from', async () => {
    const bare = { input_index: 0, candidate_index: 0, analysis: { dpv_match_code: 'Y', dpv_footnotes: 'AABB' } };
    fake.respond(jsonResponse([bare]), jsonResponse([bare]));
    const chosen = await verifier().verify(CHOSEN);
    assert.deepEqual(chosen.verification, { status: 'error' });
    assert.equal(chosen.error?.code, 'bad-response');
    assert.deepEqual(chosen.address, CHOSEN.address);
    // A pasted address (asked freeform: the form's fields are not asked) checked against it: nothing to offer.
    const pasted = '1600 Amphitheater Pkwy, Mountain View, CA 94045';
    const form = { line1: pasted, line2: '', city: '', region: '', postalCode: '', country: '' };
    const check = await verifier().check(form, pasted);
    assert.equal(fake.lastUrl.searchParams.get('street'), pasted);
    assert.deepEqual(check.verification, { status: 'error' });
    assert.equal(check.error?.code, 'bad-response');
    assert.equal(check.choice, undefined);
  });
});

describe('verify: a unit typed after the chosen street', () => {
  it('is asked as the secondary; confirmed, the address carries the unit as US Street writes it', async () => {
    fake.respond(
      jsonResponse([candidate({}, { primary_number: '1600', secondary_designator: 'Apt', secondary_number: '3' })]),
    );
    const verdict = await verifier().verifyUnit(CHOSEN, '#3');
    assert.equal(fake.lastUrl.searchParams.get('secondary'), '#3');
    assert.equal(verdict.confirmed, true);
    assert.equal(verdict.verification.status, 'verified');
    assert.equal(verdict.address.line2, 'Apt 3');
  });

  it('one the building does not have is not confirmed; a failure to ask is (fail open)', async () => {
    fake.respond(
      jsonResponse([candidate({ dpv_match_code: 'S' })]),
      jsonResponse({ errors: [{ message: 'Service unavailable' }] }, { status: 503 }),
    );
    const chooser = verifier();
    const unknown = await chooser.verifyUnit(CHOSEN, 'Apt 9999');
    assert.deepEqual([unknown.confirmed, unknown.verification.status], [false, 'secondary-not-matched']);
    const failed = await chooser.verifyUnit(CHOSEN, 'Apt 9998');
    assert.deepEqual([failed.confirmed, failed.verification.status], [true, 'error']);
  });
});
