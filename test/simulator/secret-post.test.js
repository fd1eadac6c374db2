// The secret-key POST endpoints over real sockets, with the real US Street handler: US Street batches and US Extract.
// Every status the spec gives them (401, 413, 400) and the shapes of their answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulatorServer } from '../../demo/simulator/server.js';
import { usStreetAddress } from '../../demo/simulator/us/index.js';
import { BATCH_ERROR_IDS } from '../../demo/simulator/us/street-batch.js';

let simulator;
before(async () => {
  simulator = await startSimulatorServer({ port: 0, warmUp: false });
});
after(() => simulator.close());

const SECRET = 'auth-id=demo-auth-id&auth-token=demo-auth-token';
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/** POSTs a body; returns the status and the parsed answer. */
async function post(path, body, { query = SECRET, type = JSON_TYPE, headers = {} } = {}) {
  const response = await fetch(`${simulator.url}${path}?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body,
  });
  return { status: response.status, body: await response.json() };
}
const batch = (lookups, options) => post('/us-street/street-address', JSON.stringify(lookups), options);
const extract = (text, options) => post('/us-extract/', text, { type: TEXT_TYPE, ...options });

const WHITEHOUSE = { city: 'Whitehouse', state: 'OH', zipcode: '43571' };
const lookup = (extra = {}) => ({ street: '1600 Pennsylvania Ave', secondary: 'Apt 2', ...WHITEHOUSE, ...extra });

test('a batch answers each lookup with the GET candidates, input_index and input_id', async () => {
  const lookups = [
    lookup({ input_id: 'first' }),
    { street: '99999 Nowhere Rd', ...WHITEHOUSE },
    { street: '1600 Pennsylvania Ave Apt 13, Whitehouse, OH 43571' },
  ];
  const { status, body } = await batch(lookups);
  assert.equal(status, 200);
  assert.deepEqual(
    body.map((found) => [found.input_index, found.input_id, found.delivery_line_1]),
    [
      [0, 'first', '1600 Pennsylvania Ave Apt 2'],
      [2, undefined, '1600 Pennsylvania Ave Apt 13'],
    ],
  );
  const get = usStreetAddress(new URLSearchParams(lookups[0])).body[0];
  assert.deepEqual(body[0], { ...get, input_index: 0 });
});

test('a batch of 100 lookups is answered; 101 is a 400 that names the limit', async () => {
  const hundred = Array.from({ length: 100 }, (_, index) => lookup({ input_id: String(index) }));
  const answered = await batch(hundred);
  assert.equal(answered.status, 200);
  assert.deepEqual(
    answered.body.map((found) => found.input_index),
    hundred.map((_, index) => index),
  );
  const refused = await batch([...hundred, lookup()]);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.errors[0].id, BATCH_ERROR_IDS.tooManyLookups);
  assert.match(refused.body.errors[0].message, /101 lookups; at most 100/);
});

test('a batch body over 32,768 bytes is a 413; exactly 32,768 is read', async () => {
  const padded = (bytes) => {
    const base = JSON.stringify([lookup({ addressee: '' })]);
    return base.replace('"addressee":""', `"addressee":"${'x'.repeat(bytes - base.length)}"`);
  };
  // Over the addressee's 64 characters, so the exact-size body gets the field's 422, which shows it was read.
  assert.equal(Buffer.byteLength(padded(32_768)), 32_768);
  assert.equal((await post('/us-street/street-address', padded(32_768))).status, 422);
  const over = await post('/us-street/street-address', padded(32_769));
  assert.equal(over.status, 413);
  assert.match(over.body.errors[0].message, /32,768 bytes/);
});

test('malformed batches are 400: not JSON, not an array, empty, a non-object, an integer where a string is expected', async () => {
  for (const body of ['[{"street":', '{"street":"1 Main St"}', '[]', '["1 Main St"]', '[{"street":1600}]']) {
    const answer = await post('/us-street/street-address', body);
    assert.equal(answer.status, 400, body);
    assert.equal(answer.body.errors[0].id, BATCH_ERROR_IDS.malformed, body);
  }
  const noStreet = await batch([{ city: 'Whitehouse', state: 'OH' }]);
  assert.equal(noStreet.status, 422, 'the spec: 422 when a POST lacks street');
});

test('a batch needs Content-Type application/json (charset utf-8 when given)', async () => {
  for (const type of [
    'text/plain; charset=utf-8',
    'application/json; charset=latin1',
    'application/x-www-form-urlencoded',
  ]) {
    const answer = await batch([lookup()], { type });
    assert.equal(answer.status, 400, type);
    assert.match(answer.body.errors[0].message, /Content-Type must be application\/json/);
  }
  assert.equal((await batch([lookup()], { type: 'application/json' })).status, 200);
});

test('the POST endpoints take only the demo secret pair: an embedded key, a wrong pair or none is 401', async () => {
  for (const query of [
    'key=demo-embedded-key',
    `key=demo-embedded-key&${SECRET}`,
    'auth-id=demo-auth-id&auth-token=wrong',
    'auth-id=someone&auth-token=demo-auth-token',
    '',
  ]) {
    const street = await batch([lookup()], { query, headers: { Origin: 'http://localhost:5173' } });
    assert.equal(street.status, 401, `street ${query}`);
    assert.doesNotMatch(street.body.errors[0].message, /demo-auth-token|wrong/);
    assert.equal((await extract('1600 Pennsylvania Ave, Whitehouse, OH 43571', { query })).status, 401, query);
  }
  const basic = `Basic ${Buffer.from('demo-auth-id:demo-auth-token').toString('base64')}`;
  assert.equal((await batch([lookup()], { query: '', headers: { Authorization: basic } })).status, 200);
});

test('a POST to an endpoint that has no POST is 405', async () => {
  const other = await post('/us-autocomplete/v2/lookup', '[]');
  assert.equal(other.status, 405);
});

const LETTER = [
  'Dear shop,',
  'please send the order to 1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571 — thanks.',
  'The invoice goes to:',
  '1600 Pennsylvania Ave',
  'Whitehouse OH 43571',
  'Not this one: 99999 Nowhere Rd, Whitehouse, OH 43571',
  '',
].join('\n');

test('extract finds addresses on one line and across lines, verified or not, with the spec meta counts', async () => {
  const { status, body } = await extract(LETTER);
  assert.equal(status, 200);
  assert.deepEqual(Object.keys(body.meta), [
    'lines',
    'unicode',
    'address_count',
    'verified_count',
    'bytes',
    'character_count',
  ]);
  assert.deepEqual(body.meta, {
    lines: 7,
    unicode: true,
    address_count: 3,
    verified_count: 2,
    bytes: Buffer.byteLength(LETTER),
    character_count: LETTER.length,
  });
  assert.equal(Buffer.byteLength(LETTER), LETTER.length + 2, 'the em dash is 3 bytes, 1 character');
  assert.deepEqual(
    body.addresses.map(({ text, verified, line, start, end }) => ({ text, verified, line, start, end })),
    [
      {
        text: '1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571',
        verified: true,
        line: 2,
        start: LETTER.indexOf('1600'),
        end: LETTER.indexOf(' —'),
      },
      {
        text: '1600 Pennsylvania Ave\nWhitehouse OH 43571',
        verified: true,
        line: 4,
        start: LETTER.indexOf('1600 Pennsylvania Ave\n'),
        end: LETTER.indexOf('\nNot'),
      },
      {
        text: '99999 Nowhere Rd, Whitehouse, OH 43571',
        verified: false,
        line: 6,
        start: LETTER.indexOf('99999'),
        end: LETTER.length - 1,
      },
    ],
  );
  assert.equal(body.addresses[0].api_output[0].delivery_line_1, '1600 Pennsylvania Ave Apt 2');
  assert.equal(body.addresses[1].api_output[0].delivery_line_1, '1600 Pennsylvania Ave');
  assert.deepEqual(body.addresses[2].api_output, []);
});

test('extract with addr_line_breaks=false keeps addresses to one line', async () => {
  const { body } = await extract(LETTER, { query: `${SECRET}&addr_line_breaks=false` });
  assert.deepEqual(
    body.addresses.map((address) => address.line),
    [2, 6],
  );
});

test('extract: a text with no address, a blank body (400), over 64 KB (413), the wrong type (400)', async () => {
  const none = await extract('Nothing to see here.\r\nReally.');
  assert.deepEqual(none.body, {
    meta: { lines: 2, unicode: false, address_count: 0, verified_count: 0, bytes: 29, character_count: 29 },
    addresses: [],
  });
  assert.equal((await extract('  \n ')).status, 400);
  assert.equal((await extract('x'.repeat(65_536))).status, 200);
  const over = await extract('x'.repeat(65_537));
  assert.equal(over.status, 413);
  assert.match(over.body.errors[0].message, /65,536 bytes/);
  assert.equal((await extract(LETTER, { type: 'application/json' })).status, 400);
  assert.equal((await extract(Buffer.from([0x31, 0xff, 0x20]))).status, 400, 'not UTF-8');
});
