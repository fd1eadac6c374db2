// The international postal code simulator (demo/simulator/postal/), called directly and over HTTP: US ZIPs and
// prefixes from `zipcodes`, Canadian, UK and German prefixes from the international data (the same codes the
// autocomplete gives its addresses), locality and administrative_area searches, the 1,000 cap, input_id, every
// error, and the shell's key, host, throttling and repeated-identical-input checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { intlPostalLookup, MAX_RESULTS } from '../../demo/simulator/postal/index.js';
import { ERROR_IDS, FIELD_LIMITS, resolveCountry } from '../../demo/simulator/postal/params.js';
import { intlLookup } from '../../demo/simulator/intl/index.js';
import { inputSignature } from '../../demo/simulator/repeat.js';
import { startSimulatorServer } from '../../demo/simulator/server.js';

const DOCUMENTED_FIELDS = [
  'input_id',
  'administrative_area',
  'super_administrative_area',
  'sub_administrative_area',
  'locality',
  'dependent_locality',
  'dependent_locality_name',
  'double_dependent_locality',
  'postal_code',
  'postal_code_extra',
  'country_iso_3',
];

/** GET /lookup, asserting 200 and the documented result shape; returns the results. */
function lookup(values) {
  const response = intlPostalLookup(new URLSearchParams(values));
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.deepEqual(Object.keys(response.body), ['results']);
  for (const result of response.body.results) {
    for (const [name, value] of Object.entries(result)) {
      assert.ok(DOCUMENTED_FIELDS.includes(name), `undocumented field ${name}`);
      assert.equal(typeof value, 'string');
      assert.notEqual(value, '', `empty ${name} is omitted, not sent`);
    }
  }
  return response.body.results;
}

/** GET /lookup expecting an error; returns [status, id, message]. */
function refused(values) {
  const response = intlPostalLookup(new URLSearchParams(values));
  assert.equal(response.body.errors?.length, 1, JSON.stringify(response.body));
  return [response.status, response.body.errors[0].id, response.body.errors[0].message];
}

test('a US ZIP: its city and state from zipcodes, only the fields that have a value', () => {
  assert.deepEqual(lookup({ country: 'USA', postal_code: '80302' }), [
    { administrative_area: 'CO', locality: 'Boulder', postal_code: '80302', country_iso_3: 'USA' },
  ]);
  assert.deepEqual(lookup({ country: 'USA', postal_code: '20500' }), [
    { administrative_area: 'DC', locality: 'Washington', postal_code: '20500', country_iso_3: 'USA' },
  ]);
  assert.deepEqual(lookup({ country: 'USA', postal_code: '00000' }), []);
});

test('a US ZIP prefix widens the search, in ZIP order', () => {
  const results = lookup({ country: 'USA', postal_code: '803' });
  assert.ok(results.length > 10);
  assert.ok(results.every((result) => result.postal_code.startsWith('803') && result.administrative_area === 'CO'));
  const codes = results.map((result) => result.postal_code);
  assert.deepEqual(codes, [...codes].sort());
  assert.ok(codes.includes('80302'));
});

test('country as alpha-3, alpha-2, numeric or an English name, in any case', () => {
  const expected = lookup({ country: 'USA', postal_code: '80302' });
  for (const country of ['usa', 'US', 'us', '840', 'United States', 'united states of america']) {
    assert.deepEqual(lookup({ country, postal_code: '80302' }), expected, country);
  }
  assert.equal(resolveCountry('Germany'), 'DEU');
  assert.equal(resolveCountry('United Kingdom'), 'GBR');
  assert.equal(resolveCountry('GB'), 'GBR');
  assert.equal(resolveCountry('124'), 'CAN');
  assert.equal(resolveCountry('24'), undefined, 'numeric codes have three digits');
  assert.equal(resolveCountry('Narnia'), undefined);
});

test('a country the input does not name, or one without data, answers 200 with no results', () => {
  assert.deepEqual(lookup({ country: 'Narnia', postal_code: '1' }), []);
  assert.deepEqual(lookup({ country: 'XX', postal_code: '1' }), []);
  assert.deepEqual(lookup({ country: 'BRA', postal_code: '0' }), []);
});

test('a Canadian prefix finds the postal code the autocomplete gives an address there', () => {
  const candidate = intlLookup(new URLSearchParams({ country: 'CAN', search: 'Main St Winnipeg' })).body.candidates[0];
  const detailCode = /, ([A-Z]\d[A-Z])$/.exec(candidate.address_text)?.[1];
  assert.ok(detailCode, candidate.address_text);
  const results = lookup({ country: 'CAN', postal_code: detailCode.toLowerCase() });
  assert.ok(results.length > 0);
  assert.ok(
    results.every((result) => result.postal_code.startsWith(`${detailCode} `) && result.country_iso_3 === 'CAN'),
  );
  assert.ok(results.some((result) => result.locality === 'Winnipeg' && result.administrative_area === 'MB'));
  assert.match(results[0].postal_code, /^[A-Z]\d[A-Z] \d[A-Z]\d$/);
});

test('a UK outward-code prefix, with or without the space, and a full postcode', () => {
  const results = lookup({ country: 'GBR', postal_code: 'M1' });
  assert.ok(results.length > 0);
  assert.ok(results.every((result) => /^M1\d? \d[A-Z]{2}$/.test(result.postal_code)));
  const full = results[0].postal_code;
  const exact = lookup({ country: 'United Kingdom', postal_code: full.replace(' ', '') });
  assert.ok(exact.length >= 1);
  assert.ok(exact.every((result) => result.postal_code === full));
});

test('a German prefix: five-digit codes in Bavaria for 80', () => {
  const results = lookup({ country: 'DEU', postal_code: '80' });
  assert.ok(results.length > 0);
  assert.ok(results.every((result) => /^80\d{3}$/.test(result.postal_code)));
  assert.ok(results.every((result) => result.administrative_area === 'Bavaria'));
  assert.ok(lookup({ country: 'Germany', postal_code: '8' }).length > results.length);
});

test('locality search, case and accents ignored; administrative_area narrows it', () => {
  const boulder = lookup({ country: 'USA', locality: 'boulder' });
  assert.ok(boulder.some((result) => result.administrative_area === 'CO' && result.postal_code === '80302'));
  const inColorado = lookup({ country: 'USA', locality: 'Boulder', administrative_area: 'Colorado' });
  assert.ok(inColorado.length > 0 && inColorado.length <= boulder.length);
  assert.ok(inColorado.every((result) => result.administrative_area === 'CO' && result.locality === 'Boulder'));
  const montreal = lookup({ country: 'CAN', locality: 'montreal' });
  assert.ok(montreal.length > 0);
  assert.ok(montreal.every((result) => result.locality === 'Montréal' && result.administrative_area === 'QC'));
  assert.deepEqual(lookup({ country: 'CAN', locality: 'Montreal', postal_code: 'A' }), []);
});

test('administrative_area search by code or name', () => {
  const byCode = lookup({ country: 'USA', administrative_area: 'wy' });
  const byName = lookup({ country: 'USA', administrative_area: 'Wyoming' });
  assert.ok(byCode.length > 50);
  assert.deepEqual(byName, byCode);
  assert.ok(byCode.every((result) => result.administrative_area === 'WY'));
  const bavaria = lookup({ country: 'DEU', administrative_area: 'Bavaria', postal_code: '80' });
  assert.ok(bavaria.length > 0 && bavaria.every((result) => result.administrative_area === 'Bavaria'));
  assert.deepEqual(lookup({ country: 'DEU', administrative_area: 'Texas' }), []);
});

test('at most 1,000 results, no paging', () => {
  assert.equal(MAX_RESULTS, 1000);
  assert.equal(lookup({ country: 'USA', postal_code: '8' }).length, 1000);
  assert.equal(lookup({ country: 'USA', administrative_area: 'CA' }).length, 1000);
  assert.equal(lookup({ country: 'GBR', administrative_area: 'England' }).length, 1000);
});

test('input_id is copied into every result, cut to the result column (16 characters)', () => {
  const results = lookup({ country: 'USA', postal_code: '803', input_id: 'checkout-1' });
  assert.ok(results.length > 1 && results.every((result) => result.input_id === 'checkout-1'));
  assert.deepEqual(Object.keys(results[0]), [
    'input_id',
    'administrative_area',
    'locality',
    'postal_code',
    'country_iso_3',
  ]);
  const long = 'a'.repeat(36);
  assert.equal(lookup({ country: 'USA', postal_code: '80302', input_id: long })[0].input_id, 'a'.repeat(16));
  assert.equal(lookup({ country: 'USA', postal_code: '80302', input_id: '' })[0].input_id, undefined);
});

test('422 when a required field is missing or blank', () => {
  for (const values of [{ postal_code: '80302' }, { country: '  ', postal_code: '80302' }, {}]) {
    const [status, id, message] = refused(values);
    assert.deepEqual([status, id], [422, ERROR_IDS.countryRequired], JSON.stringify(values));
    assert.match(message, /^country: is required/);
  }
  for (const values of [{ country: 'USA' }, { country: 'USA', postal_code: ' ', locality: '', input_id: 'x' }]) {
    const [status, id, message] = refused(values);
    assert.deepEqual([status, id], [422, ERROR_IDS.searchFieldRequired], JSON.stringify(values));
    assert.match(message, /postal_code, locality, administrative_area/);
  }
});

test('400 for every field over its limit (counted in characters), and for text that was not UTF-8', () => {
  const base = { country: 'USA', postal_code: '80302' };
  for (const [name, limit] of Object.entries(FIELD_LIMITS)) {
    assert.equal(intlPostalLookup(new URLSearchParams({ ...base, [name]: 'é'.repeat(limit) })).status, 200, name);
    const [status, id, message] = refused({ ...base, [name]: 'é'.repeat(limit + 1) });
    assert.deepEqual([status, id], [400, ERROR_IDS.fieldTooLong], name);
    assert.equal(message, `${name}: is ${limit + 1} characters long; at most ${limit} are accepted.`);
  }
  assert.deepEqual(FIELD_LIMITS, {
    input_id: 36,
    country: 64,
    locality: 64,
    administrative_area: 32,
    postal_code: 16,
    license: 64,
  });
  const [status, id] = refused(Object.fromEntries(new URLSearchParams('country=USA&locality=%FF')));
  assert.deepEqual([status, id], [400, ERROR_IDS.encoding]);
  assert.deepEqual(refused({ country: 'x'.repeat(65) }).slice(0, 2), [400, ERROR_IDS.fieldTooLong], '400 before 422');
});

test('the same input: every parameter as sent, in any order', () => {
  const a = inputSignature(new URLSearchParams('country=GBR&postal_code=M1'));
  assert.equal(inputSignature(new URLSearchParams('postal_code=M1&country=GBR')), a);
  assert.notEqual(inputSignature(new URLSearchParams('country=GBR&postal_code=m1')), a);
  assert.notEqual(inputSignature(new URLSearchParams('country=GBR&postal_code=M1&input_id=2')), a);
});

describeHttp();

function describeHttp() {
  let clock = 0;
  /** @type {Awaited<ReturnType<typeof startSimulatorServer>>} */
  let simulator;
  before(async () => {
    simulator = await startSimulatorServer({ port: 0, now: () => clock, warmUp: false });
  });
  after(() => simulator.close());
  const PATH = '/international-postal-code/lookup';
  const get = (query, headers = { Origin: 'http://localhost:5173' }) =>
    fetch(`${simulator.url}${PATH}?${query}`, { headers });

  test('HTTP: served under /international-postal-code with CORS, trailing slash tolerated', async () => {
    clock += 10_000;
    const response = await get('key=demo-embedded-key&country=USA&postal_code=80302&simulator_fault=latency:0');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual((await response.json()).results[0].postal_code, '80302');
    const slash = await fetch(`${simulator.url}${PATH}/?key=demo-embedded-key&country=DEU&postal_code=80`, {
      headers: { Referer: 'http://127.0.0.1:5173/checkout' },
    });
    assert.equal(slash.status, 200);
    const missing = await get('key=demo-embedded-key&country=USA');
    assert.equal(missing.status, 422);
    assert.equal((await missing.json()).errors[0].id, ERROR_IDS.searchFieldRequired);
  });

  test('HTTP: key and host checks (401), no subscription (402), faults', async () => {
    clock += 10_000;
    for (const [query, headers] of [
      ['country=USA&postal_code=80302', undefined],
      ['key=nope&country=USA&postal_code=80302', undefined],
      ['key=demo-embedded-key&country=USA&postal_code=80302', { Origin: 'https://shop.example' }],
      ['key=demo-embedded-key&country=USA&postal_code=80302', {}],
      ['key=demo-embedded-key&country=USA&postal_code=80302', { Origin: 'null', Referer: 'http://localhost/' }],
    ]) {
      const response = await get(query, headers);
      assert.equal(response.status, 401, `${query} ${JSON.stringify(headers)}`);
      assert.equal((await response.json()).errors[0].id, 1611079217);
    }
    assert.equal((await get('key=demo-no-subscription-key&country=USA&postal_code=80302')).status, 402);
    const fault = await get('key=demo-embedded-key&country=USA&postal_code=80302&simulator_fault=status:504');
    assert.equal(fault.status, 504);
  });

  test('HTTP: the key is throttled like the other endpoints', async () => {
    clock += 10_000;
    const statuses = [];
    for (const code of ['1', '2', '3']) {
      statuses.push((await get(`key=demo-throttled-key&country=USA&postal_code=${code}`)).status);
    }
    assert.deepEqual(statuses, [200, 200, 429]);
  });

  test('HTTP: the same input a third time within 5 s is refused with 429; another input, host or a later time is not', async () => {
    clock += 10_000;
    const query = 'key=demo-embedded-key&country=GBR&postal_code=M1';
    assert.equal((await get(query)).status, 200);
    clock += 100;
    assert.equal((await get('key=demo-embedded-key&postal_code=M1&country=GBR&simulator_fault=latency:0')).status, 200);
    clock += 100;
    const refusedAnswer = await get(query);
    assert.equal(refusedAnswer.status, 429);
    assert.equal(refusedAnswer.headers.get('retry-after'), '5');
    assert.equal(refusedAnswer.headers.get('access-control-expose-headers'), 'Retry-After');
    const body = await refusedAnswer.json();
    assert.equal(body.errors[0].id, 1730482420);
    assert.match(body.errors[0].message, /same input/);
    assert.equal((await get(`${query}&input_id=2`)).status, 200, 'another input');
    assert.equal((await get('key=demo-embedded-key&country=GBR&postal_code=m1')).status, 200, 'case counts');
    assert.equal((await get(query, { Referer: 'http://127.0.0.1/' })).status, 200, 'another host');
    clock += 5000;
    assert.equal((await get(query)).status, 200, 'after the window');
  });
}
