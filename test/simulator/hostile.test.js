// The simulator's hostile answers (demo/simulator/hostile.js), over real sockets with stand-in handlers: every string
// rewritten and the request's decoration taken off again, a `__proto__` key in every object, a 200 that is not JSON,
// a body that never ends.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulatorServer } from '../../demo/simulator/server.js';
import {
  HOSTILE_KINDS,
  LONG_LENGTH,
  hostileKind,
  hostileText,
  withoutHostileText,
} from '../../demo/simulator/hostile.js';

const STRING_KINDS = ['markup', 'rtl', 'zero-width', 'combining', 'emoji', 'long10k'];

/** @type {Array<{ name: string, params: Record<string, string>, addressId?: string }>} */
const seen = [];
const ROW = { street_line: '1 Main St', secondary: '', city: 'Reno', state: 'NV', zipcode: '89501', entries: 0 };
const handlers = {
  usAutocompleteV2: (params) => {
    seen.push({ name: 'v2', params: Object.fromEntries(params) });
    return { status: 200, body: { suggestions: [{ ...ROW, entry_id: 'E1' }] } };
  },
  usAutocompletePro: () => ({ status: 422, body: { errors: [{ id: 1, message: 'bad selected' }] } }),
  usStreetAddress: () => ({ status: 200, body: [] }),
  intlLookup: () => ({ status: 200, body: { candidates: [] } }),
  intlLookupAddressId: (addressId, params) => {
    seen.push({ name: 'intl-id', params: Object.fromEntries(params), addressId });
    return { status: 200, body: { candidates: [{ address_id: 'A+b/c=', address_text: 'x', entries: 1 }] } };
  },
  intlPostalLookup: () => ({ status: 200, body: { results: [] } }),
};

let simulator;
before(async () => {
  simulator = await startSimulatorServer({ port: 0, handlers });
});
after(() => simulator.close());

const get = (path, init = {}) => fetch(`${simulator.url}${path}`, { headers: { Origin: 'http://localhost' }, ...init });
const fault = (kind) => `key=demo-embedded-key&simulator_fault=${encodeURIComponent(`latency:0,hostile:${kind}`)}`;

test('reads the kind among the other faults, and only a known kind', () => {
  assert.equal(hostileKind('latency:5, hostile:emoji'), 'emoji');
  assert.equal(hostileKind('hostile:nonsense'), undefined);
  assert.equal(hostileKind('status:503'), undefined);
  assert.equal(HOSTILE_KINDS.length, 9);
});

test('each string kind keeps the text inside its variant, and the variant can be undone', () => {
  for (const kind of STRING_KINDS) {
    for (const text of ['1600 Pennsylvania Ave NW', '', 'Straße 12, 東京都', 'A+b/c==']) {
      const hostile = hostileText(kind, text);
      assert.notEqual(hostile, text, kind);
      assert.equal(withoutHostileText(kind, hostile), text, `${kind}: ${text}`);
      // Two variants in one request value (Pro's selected joins several fields) are undone as well.
      assert.equal(withoutHostileText(kind, `${hostile} (3) ${hostile}`), `${text} (3) ${text}`, kind);
    }
  }
  assert.equal(hostileText('long10k', 'Reno').length, LONG_LENGTH);
});

test('every string of the answer is hostile, and the request the element sends back is read as the real one', async () => {
  for (const kind of STRING_KINDS) {
    seen.length = 0;
    const first = await (await get(`/us-autocomplete/v2/lookup?${fault(kind)}&search=1+Main`)).json();
    const [row] = first.suggestions;
    for (const field of ['street_line', 'secondary', 'city', 'state', 'zipcode']) {
      assert.equal(row[field], hostileText(kind, ROW[field]), `${kind} ${field}`);
    }
    // A 10,000-character identifier would make the element's next request line longer than HTTP servers read.
    assert.equal(row.entry_id, kind === 'long10k' ? 'E1' : hostileText(kind, 'E1'), kind);
    await get(
      `/us-autocomplete/v2/lookup?${fault(kind)}&search=${encodeURIComponent(row.street_line)}&selected=${encodeURIComponent(
        row.entry_id,
      )}`,
    );
    assert.deepEqual(seen.at(-1).params, { search: '1 Main St', selected: 'E1' }, kind);

    const detail = await get(
      `/international-autocomplete/v2/lookup/${encodeURIComponent(hostileText(kind, 'A+b/c='))}?${fault(kind)}&country=CAN`,
    );
    assert.equal(seen.at(-1).addressId, 'A+b/c=', kind);
    const [candidate] = (await detail.json()).candidates;
    assert.equal(candidate.address_text, hostileText(kind, 'x'), kind);
  }
});

test('error bodies are hostile too, with their status', async () => {
  const response = await get(`/us-autocomplete/lookup?${fault('markup')}&search=1`);
  assert.equal(response.status, 422);
  assert.equal((await response.json()).errors[0].message, hostileText('markup', 'bad selected'));
});

test('proto-keys: a __proto__ own property in every object, and nothing polluted by reading it', async () => {
  const text = await (await get(`/us-autocomplete/v2/lookup?${fault('proto-keys')}&search=1`)).text();
  const body = JSON.parse(text);
  assert.ok(Object.hasOwn(body, '__proto__'));
  assert.ok(Object.hasOwn(body.suggestions[0], '__proto__'));
  assert.equal(body.suggestions[0].street_line, '1 Main St');
  assert.equal(Object.getPrototypeOf(body), Object.prototype);
  assert.equal(/** @type {Record<string, unknown>} */ ({}).polluted, undefined);
});

test('non-json-200: a 200 with an HTML page; an error status stays the JSON error', async () => {
  const response = await get(`/us-autocomplete/v2/lookup?${fault('non-json-200')}&search=1`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /text\/html/);
  await assert.rejects(response.json());
  assert.equal((await get(`/us-autocomplete/lookup?${fault('non-json-200')}&search=1`)).status, 422);
});

test('never-ending: the body starts and keeps coming until the client goes away', async () => {
  const abort = new AbortController();
  const response = await get(`/us-autocomplete/v2/lookup?${fault('never-ending')}&search=1`, {
    signal: abort.signal,
  });
  assert.equal(response.status, 200);
  const reader = response.body.getReader();
  // Two reads past the first: more of the body came, and it still has not ended.
  for (let read = 0; read < 3; read++) assert.equal((await reader.read()).done, false);
  abort.abort();
  await assert.rejects(reader.read(), { name: 'AbortError' });
});
