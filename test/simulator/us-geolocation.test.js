// prefer_geolocation on the simulated US autocomplete (v2 and Pro): each key has a fixed shopper city (DEMO_KEYS in
// demo/simulator/server.js; the demo key's shopper is in Boulder, CO) that "city", the default, adds to the preferred
// cities, and that slips through the include_/exclude_ filters (spec rules 4 and 8) unless prefer_geolocation=none.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { usAutocompletePro, usAutocompleteV2 } from '../../demo/simulator/us/index.js';
import { shopperZips } from '../../demo/simulator/us/filters.js';
import { DEMO_KEYS, startSimulatorServer } from '../../demo/simulator/server.js';

const SHOPPER = DEMO_KEYS['demo-embedded-key'].shopper;
const APIS = [
  ['v2', (params) => usAutocompleteV2(new URLSearchParams(params), { shopper: SHOPPER })],
  ['pro', (params) => usAutocompletePro(new URLSearchParams(params), { shopper: SHOPPER })],
];
/** A search with matches in Boulder (123 Main St exists on every Main St) and in many other states. */
const SEARCH = '123 Main';

function rows(response) {
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.suggestions;
}
const inShopperCity = (row) => row.city === 'Boulder' && row.state === 'CO';

test("the demo key's shopper is in Boulder, CO, a real city with several ZIP Codes", () => {
  assert.deepEqual(SHOPPER, { city: 'Boulder', state: 'CO' });
  assert.ok(shopperZips(SHOPPER).size >= 10);
  for (const key of Object.values(DEMO_KEYS)) assert.ok(shopperZips(key.shopper).size > 0, JSON.stringify(key.shopper));
});

for (const [name, call] of APIS) {
  test(`${name}: without prefer_geolocation, or with "city", the shopper's city comes first`, () => {
    for (const params of [
      { search: SEARCH },
      { search: SEARCH, prefer_geolocation: 'city' },
      { search: SEARCH, prefer_geolocation: '' },
    ]) {
      const found = rows(call(params));
      assert.ok(found.length > 0);
      assert.ok(inShopperCity(found[0]), JSON.stringify(found[0]));
    }
  });

  test(`${name}: with prefer_geolocation=none the shopper's city gets no preference`, () => {
    const found = rows(call({ search: SEARCH, prefer_geolocation: 'none' }));
    assert.equal(found.length, 10);
    assert.ok(!found.some(inShopperCity), JSON.stringify(found.map((row) => row.city)));
    // The same as a caller that cannot be located.
    const unlocated = name === 'v2' ? usAutocompleteV2 : usAutocompletePro;
    assert.deepEqual(found, rows(unlocated(new URLSearchParams({ search: SEARCH }))));
  });

  test(`${name}: the shopper's city slips through include_only_states that leaves out its state (rules 4 and 8), not with none`, () => {
    const slipped = rows(call({ search: SEARCH, include_only_states: 'CA' }));
    assert.ok(slipped.some(inShopperCity), 'the shopper city appears');
    assert.ok(
      slipped.every((row) => row.state === 'CA' || inShopperCity(row)),
      'only the city slips through, not its state',
    );
    const filtered = rows(call({ search: SEARCH, include_only_states: 'CA', prefer_geolocation: 'none' }));
    assert.ok(filtered.length > 0);
    assert.ok(
      filtered.every((row) => row.state === 'CA'),
      JSON.stringify(filtered.map((row) => row.state)),
    );
  });

  test(`${name}: the shopper's city slips through exclude_states naming its state (rule 4), not with none`, () => {
    const slipped = rows(call({ search: SEARCH, exclude_states: 'CO' }));
    assert.ok(slipped.some(inShopperCity));
    assert.ok(slipped.every((row) => row.state !== 'CO' || inShopperCity(row)));
    const filtered = rows(call({ search: SEARCH, exclude_states: 'CO', prefer_geolocation: 'none' }));
    assert.ok(filtered.length > 0 && filtered.every((row) => row.state !== 'CO'));
  });

  test(`${name}: with the preferred rows limited by prefer_ratio, the other rows follow`, () => {
    const found = rows(call({ search: SEARCH, prefer_ratio: '30' }));
    assert.equal(found.length, 10);
    assert.deepEqual(found.slice(0, 3).map(inShopperCity), [true, true, true]);
    assert.ok(found.slice(3).some((row) => row.state !== 'CO'));
  });
}

test('ZIP Code filters still need prefer_geolocation=none with a shopper (rules 3, 6, 8)', () => {
  for (const [, call] of APIS) {
    assert.equal(call({ search: SEARCH, include_only_zip_codes: '80302' }).status, 422);
    const found = rows(call({ search: SEARCH, include_only_zip_codes: '94574', prefer_geolocation: 'none' }));
    assert.ok(found.every((row) => row.zipcode === '94574'));
  }
});

let simulator;
before(async () => {
  simulator = await startSimulatorServer({ port: 0, warmUp: false });
});
after(() => simulator.close());

test("over HTTP the key's shopper is used: the demo key gets Boulder first, none turns it off", async () => {
  const get = async (query) => {
    const response = await fetch(`${simulator.url}/us-autocomplete/v2/lookup?key=demo-embedded-key&${query}`, {
      headers: { Referer: 'http://localhost:5173/checkout' },
    });
    assert.equal(response.status, 200);
    return (await response.json()).suggestions;
  };
  assert.ok(inShopperCity((await get('search=123+Main'))[0]));
  assert.ok(!(await get('search=123+Main&prefer_geolocation=none')).some(inShopperCity));
  const pro = await fetch(
    `${simulator.url}/us-autocomplete/lookup?key=demo-embedded-key&search=123+Main&include_only_states=CA`,
    {
      headers: { Referer: 'http://localhost:5173/checkout' },
    },
  );
  assert.ok((await pro.json()).suggestions.some(inShopperCity));
});
