// The simulated US autocomplete endpoints (GET /v2/lookup and GET /lookup), called directly with URLSearchParams.
// Examples are found in the generated universe (through its own modules) rather than hard-coded, except for the
// landmark addresses the vocabulary guarantees (123 Main St with 12 "Apt" units, 1600 Amphitheatre Pkwy, …).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { usAutocompletePro, usAutocompleteV2 } from '../../demo/simulator/us/index.js';
import { usData } from '../../demo/simulator/us/data.js';
import { locateLine } from '../../demo/simulator/us/lookup.js';
import { addressesOf, streetNamesAt } from '../../demo/simulator/us/universe.js';
import { ERROR_IDS } from '../../demo/simulator/us/errors.js';
import { normalizeText } from '../../demo/simulator/shared.js';

const fixture = (name) => JSON.parse(readFileSync(new URL(`../fixtures/smarty/${name}`, import.meta.url), 'utf8'));
const V2_FIXTURE = fixture('us-v2.js-sdk-test.json').suggestions[0];
const PRO_FIXTURE = fixture('us-pro.go-sdk-client-test.json').suggestions[0];

const v2 = (params) => usAutocompleteV2(new URLSearchParams(params));
const pro = (params) => usAutocompletePro(new URLSearchParams(params));
const APIS = [
  ['v2', v2],
  ['pro', pro],
];

/** The suggestions of a 200 response. */
function rows(response) {
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.ok(Array.isArray(response.body.suggestions));
  return response.body.suggestions;
}

/** Asserts a 422 (or another status) with one error of the given id whose message names `mentions`. */
function assertError(response, status, id, mentions) {
  assert.equal(response.status, status, JSON.stringify(response.body));
  assert.equal(response.body.errors.length, 1);
  const [error] = response.body.errors;
  assert.equal(error.id, id, error.message);
  assert.equal(typeof error.message, 'string');
  if (mentions) assert.match(error.message, new RegExp(mentions));
}

const zipOf = (row) => usData().byZip.get(row.zipcode);
const addressOf = (row) => locateLine(zipOf(row), normalizeText(row.street_line));
const groupSelected = (row) =>
  `${row.street_line} ${row.secondary} (${row.entries}) ${row.city} ${row.state} ${row.zipcode}`;

/** The first ZIP, in the universe's order, that passes `predicate`. */
function findZip(predicate) {
  const zip = usData().ranked.find(predicate);
  assert.ok(zip, 'no ZIP fits the example');
  return zip;
}
const hasMainSt = (zip) => streetNamesAt(zip).some((name) => name.text === 'Main St');

test('v2 suggestions have the fixture field names and types; groups carry entry_id, finals smarty_key', () => {
  const groups = rows(v2({ search: '123 Main St' }));
  const finals = rows(v2({ search: '1600 Amphitheatre Pkwy' }));
  assert.equal(groups.length, 10);
  assert.ok(finals.length > 0);
  for (const row of [...groups, ...finals]) {
    for (const [field, value] of Object.entries(row)) {
      assert.ok(field in V2_FIXTURE, `unexpected field ${field}`);
      assert.equal(typeof value, typeof V2_FIXTURE[field], field);
    }
  }
  for (const row of groups) {
    assert.equal(row.street_line, '123 Main St');
    assert.equal(row.secondary, '');
    assert.ok(row.entries > 1);
    assert.match(row.entry_id, /^[A-Za-z0-9_-]+$/);
    assert.equal(row.smarty_key, undefined);
  }
  for (const row of finals) {
    assert.equal(row.entries, 0);
    assert.match(row.smarty_key, /^\d{10}$/);
    assert.equal(row.entry_id, undefined);
    assert.match(row.zipcode, /^\d{5}$/);
    assert.match(row.state, /^[A-Z]{2}$/);
  }
});

test('Pro suggestions have exactly the fixture fields; a multi-unit row has the designator and its unit count', () => {
  const groups = rows(pro({ search: '123 Main St' }));
  const finals = rows(pro({ search: '1600 Amphitheatre Pkwy' }));
  for (const row of [...groups, ...finals]) {
    assert.deepEqual(Object.keys(row).sort(), Object.keys(PRO_FIXTURE).sort());
    for (const [field, value] of Object.entries(row)) assert.equal(typeof value, typeof PRO_FIXTURE[field], field);
  }
  for (const row of groups) {
    assert.equal(row.secondary, 'Apt');
    assert.equal(row.entries, 12);
  }
  for (const row of finals) {
    assert.equal(row.secondary, '');
    assert.equal(row.entries, 1);
  }
});

test('the same query gives the same answer, whatever the parameter order', () => {
  for (const [, api] of APIS) {
    const first = api({ search: '12', max_results: '7', prefer_states: 'TX' });
    const again = api([
      ['prefer_states', 'TX'],
      ['max_results', '7'],
      ['search', '12'],
    ]);
    assert.deepEqual(first, again);
    assert.deepEqual(api({ search: 'PO Box 3' }), api({ search: 'PO Box 3' }));
  }
});

test('a partly typed house number matches the numbers that start with it; a complete one only itself', () => {
  const partial = rows(v2({ search: '12' }));
  assert.equal(partial.length, 10);
  for (const row of partial) assert.match(row.street_line, /^12\d* /);
  assert.ok(
    partial.some((row) => !/^12 /.test(row.street_line)),
    'longer numbers such as 120… are offered too',
  );
  for (const row of rows(v2({ search: '123 M' }))) assert.match(row.street_line, /^123 M/);
  for (const row of rows(pro({ search: '4059 mt lee' }))) assert.equal(row.street_line, '4059 Mt Lee Dr');
  assert.deepEqual(rows(v2({ search: '12 Nowhere Xyz' })), []);
});

test('typing into the city, state and ZIP narrows the list', () => {
  const springfield = rows(pro({ search: '123 Main St Springfield IL' }));
  assert.ok(springfield.length > 0);
  for (const row of springfield) {
    assert.equal(row.state, 'IL');
    assert.ok(zipOf(row).normNames.includes('springfield'));
  }
  const [one] = springfield;
  const exact = rows(pro({ search: `123 Main St ${one.city} ${one.state} ${one.zipcode}` }));
  assert.deepEqual(
    exact.map((row) => row.zipcode),
    [one.zipcode],
  );
});

test('v2: a group expands with selected=<entry_id> into its base address and units, ignoring search and filters', () => {
  const [group] = rows(v2({ search: '123 Main St' }));
  assert.equal(group.entries, 13);
  for (const params of [
    { selected: group.entry_id },
    { selected: group.entry_id, search: '' },
    { selected: group.entry_id, search: 'anything at all, and much longer than thirty-two characters' },
    { selected: group.entry_id, search: '1', include_only_states: 'not a state list', max_results: '99' },
  ]) {
    const entries = rows(v2(params));
    assert.equal(entries.length, group.entries);
    assert.equal(entries[0].secondary, '', 'the base address comes first');
    assert.deepEqual(
      entries.slice(1).map((entry) => entry.secondary),
      Array.from({ length: 12 }, (_, i) => `Apt ${i + 1}`),
    );
    for (const entry of entries) {
      assert.equal(entry.entries, 0);
      assert.match(entry.smarty_key, /^\d{10}$/);
      assert.deepEqual(
        [entry.street_line, entry.city, entry.state, entry.zipcode],
        [group.street_line, group.city, group.state, group.zipcode],
      );
    }
    assert.equal(new Set(entries.map((entry) => entry.smarty_key)).size, entries.length);
  }
  assert.deepEqual(rows(v2({ selected: 'AhiJ123kLmnOPQrstUvWxyz' })), []);
  assert.deepEqual(rows(v2({ selected: `${group.entry_id.slice(0, -2)}xx` })), []);
});

test('v2: typing a unit lists the matching units as final addresses', () => {
  const units = rows(v2({ search: '123 Main St Apt 1' }));
  assert.equal(units.length, 10);
  for (const row of units) {
    assert.match(row.secondary, /^Apt 1\d*$/);
    assert.equal(row.entries, 0);
    assert.match(row.smarty_key, /^\d{10}$/);
  }
  assert.deepEqual(rows(v2({ search: '123 Main St #1' })), units, '"#" stands for the designator');
  assert.deepEqual(rows(v2({ search: '123 Main St # 1' })), units);
  const designatorOnly = rows(v2({ search: '123 Main St Apt' }));
  assert.ok(
    designatorOnly.every((row) => row.entries > 1 && row.entry_id),
    'the designator alone keeps groups',
  );
});

test('Pro: the selected string lists the secondaries, narrowed by search; an unknown one gives an empty list', () => {
  const [group] = rows(pro({ search: '123 Main St' }));
  const selected = groupSelected(group);
  const all = rows(pro({ search: '123 Main St', selected }));
  assert.deepEqual(
    all.map((row) => row.secondary),
    Array.from({ length: 12 }, (_, i) => `Apt ${i + 1}`),
  );
  for (const row of all) {
    assert.equal(row.entries, 1);
    assert.deepEqual([row.street_line, row.city, row.zipcode], [group.street_line, group.city, group.zipcode]);
  }
  const afterReset = rows(pro({ search: '123 Main St Apt', selected }));
  assert.equal(afterReset.length, 12, 'the reset search text (the selected value up to the parenthesis) lists all');
  const narrowed = rows(pro({ search: '123 Main St Apt 1', selected }));
  assert.deepEqual(
    narrowed.map((row) => row.secondary),
    ['Apt 1', 'Apt 10', 'Apt 11', 'Apt 12'],
  );
  assert.deepEqual(
    rows(pro({ search: '123 main st apt 12', selected })).map((row) => row.secondary),
    ['Apt 12'],
  );
  assert.deepEqual(
    rows(pro({ search: '123 Main St #12', selected })).map((row) => row.secondary),
    ['Apt 12'],
  );
  assert.deepEqual(rows(pro({ search: '123 Main St Apt 13', selected })), []);
  assert.deepEqual(
    rows(pro({ search: '123 Main St', selected: `123 Main St Apt (12) Nowhere ZZ ${group.zipcode}` })),
    [],
  );
  assert.deepEqual(rows(pro({ search: '1', selected: '999 Imaginary Rd Apt (4) Braddock PA 15104' })), []);
});

test('Pro: narrowing reads the secondary the way people type it: any designator or "#", glued or not, or none', () => {
  const [group] = rows(pro({ search: '123 Main St' }));
  const selected = groupSelected(group);
  const units = (search) => rows(pro({ search, selected })).map((row) => row.secondary);
  const ones = ['Apt 1', 'Apt 10', 'Apt 11', 'Apt 12'];
  for (const typed of [
    ' 1',
    ' #1',
    ' # 1',
    ' Apt #1',
    ' apt1',
    ', Apt 1',
    ' Unit 1',
    ', Unit 1',
    ' Ste 1',
    ' SUITE 1',
    ' Apt, Apt 1',
  ]) {
    assert.deepEqual(units(`123 Main St${typed}`), ones, typed);
  }
  assert.deepEqual(units('123 Main St unit 12'), ['Apt 12'], 'the building says Apt; the shopper wrote Unit');
  assert.deepEqual(units('123 Main St Apt 13'), [], 'no such unit');
  assert.deepEqual(units('123 Main St Apt Braddock'), [], 'a word that is no unit narrows to nothing, as before');
  assert.equal(units('123 Ma').length, 12, 'the text typed before the expansion is not a secondary');
});

test('Pro: the selected string of an address with more units than 100 would be cut to 100 (here: 60 units)', () => {
  const [group] = rows(pro({ search: '2 Ocean Dr' }));
  assert.equal(group.entries, 60);
  const units = rows(pro({ search: '2 Ocean Dr', selected: groupSelected(group) }));
  assert.equal(units.length, 60);
  assert.ok(units.some((row) => row.secondary === 'Unit 1201'));
});

test('Puerto Rico addresses carry an urbanization in v2 only', () => {
  const pr = rows(v2({ search: '1', include_only_states: 'PR' }));
  assert.equal(pr.length, 10);
  for (const row of pr) {
    assert.equal(row.state, 'PR');
    assert.match(row.urbanization, /^URB [A-Z ]+$/);
  }
  for (const row of rows(pro({ search: '1', include_only_states: 'PR' }))) assert.equal(row.urbanization, undefined);
  for (const row of rows(v2({ search: '1', exclude_states: 'PR' }))) assert.equal(row.urbanization, undefined);
});

test('alternate cities: typed, the alternate is returned; the default typed gives the preferred city', () => {
  const zip = findZip(
    (candidate) =>
      hasMainSt(candidate) &&
      candidate.preferred === 0 &&
      candidate.names.length > 1 &&
      candidate.acceptable[1] &&
      candidate.normNames.every((name, i) => i === 1 || !name.startsWith(candidate.normNames[1])),
  );
  const alternate = zip.names[1];
  const typed = rows(pro({ search: `123 Main St ${alternate} ${zip.state} ${zip.zip}` }));
  assert.deepEqual(
    typed.map((row) => row.city),
    [alternate],
  );
  const byDefault = rows(pro({ search: `123 Main St ${zip.names[0]} ${zip.state} ${zip.zip}` }));
  assert.deepEqual(
    byDefault.map((row) => row.city),
    [zip.names[0]],
  );

  const prefersAlternate = findZip((candidate) => hasMainSt(candidate) && candidate.preferred > 0);
  const preferred = rows(
    pro({ search: `123 Main St ${prefersAlternate.names[0]} ${prefersAlternate.state} ${prefersAlternate.zip}` }),
  );
  assert.deepEqual(
    preferred.map((row) => row.city),
    [prefersAlternate.names[prefersAlternate.preferred]],
  );
});

test('alternate cities: several matching alternates keep the default; one no longer acceptable shows the preferred city', () => {
  const common = (a, b) => {
    let length = 0;
    while (length < a.length && a[length] === b[length]) length++;
    return a.slice(0, length);
  };
  const zip = findZip((candidate) => {
    if (!hasMainSt(candidate) || candidate.preferred !== 0 || candidate.names.length < 3) return false;
    const prefix = common(candidate.normNames[1], candidate.normNames[2]);
    return prefix.length >= 3 && !candidate.normNames[0].startsWith(prefix) && !prefix.endsWith(' ');
  });
  const prefix = common(zip.normNames[1], zip.normNames[2]);
  const several = rows(pro({ search: `123 Main St ${prefix}`, include_only_states: zip.state, max_results: '10' }));
  const inZip = several.filter((row) => row.zipcode === zip.zip);
  assert.deepEqual(
    inZip.map((row) => row.city),
    [zip.names[0]],
  );

  const retired = findZip((candidate) => hasMainSt(candidate) && candidate.acceptable.includes(false));
  const index = retired.acceptable.indexOf(false);
  const shown = rows(pro({ search: `123 Main St ${retired.names[index]} ${retired.state} ${retired.zip}` }));
  assert.deepEqual(
    shown.map((row) => row.city),
    [retired.names[retired.preferred]],
  );
});

test('a city filter naming an alternate returns that alternate, and no other city', () => {
  const zip = findZip((candidate) => hasMainSt(candidate) && candidate.names.length > 1 && candidate.acceptable[1]);
  const alternate = zip.names[1];
  const found = rows(v2({ search: '123 Main St', include_only_cities: `${alternate},${zip.state}` }));
  assert.ok(found.some((row) => row.zipcode === zip.zip));
  for (const row of found) assert.equal(row.city, alternate);
  const preferred = rows(pro({ search: '123 Main St', prefer_cities: `${alternate},${zip.state}` }));
  assert.equal(preferred[0].city, alternate);
});

test('PO Boxes are found by "PO Box" and "P.O. Box", and dropped by exclude=po-box', () => {
  const boxes = rows(v2({ search: 'PO Box 1' }));
  assert.equal(boxes.length, 10);
  for (const row of boxes) assert.match(row.street_line, /^PO Box 1\d*$/);
  assert.deepEqual(rows(v2({ search: 'P.O. Box 1' })), boxes);
  assert.deepEqual(rows(v2({ search: 'PO Box 1', exclude: 'po-box' })), []);
  assert.equal(rows(pro({ search: 'PO Box 1', exclude: 'po-box' })).length, 10, 'Pro has no exclude');
});

test('military addresses use APO/FPO/DPO and AA/AE/AP, and exclude=military drops them', () => {
  for (const search of ['PSC', 'Unit 1', 'CMR']) {
    const found = rows(v2({ search }));
    assert.ok(found.length > 0, search);
    for (const row of found) {
      assert.match(row.street_line, /^(PSC|Unit|CMR) \d+ Box \d+$/);
      assert.match(row.city, /^(APO|FPO|DPO)$/);
      assert.match(row.state, /^(AA|AE|AP)$/);
    }
    assert.deepEqual(rows(v2({ search, exclude: 'military' })), []);
  }
  const [box] = rows(v2({ search: 'PSC' }));
  assert.deepEqual(
    rows(v2({ search: `${box.street_line} ${box.city}` })).map((row) => row.zipcode),
    [box.zipcode],
  );
});

test('exclude=commercial and exclude=residential drop addresses of that type', () => {
  const mixed = rows(v2({ search: '1600 ', max_results: '10' }));
  assert.ok(mixed.length > 0);
  const commercial = rows(v2({ search: '1600 Amph', exclude: 'residential' }));
  assert.ok(commercial.length > 0);
  for (const row of commercial) assert.equal(addressOf(row).rdi, 'Commercial');
  assert.deepEqual(rows(v2({ search: '1600 Amph', exclude: 'commercial' })), []);
  const residential = rows(v2({ search: '1', exclude: 'commercial' }));
  assert.ok(residential.length > 0);
  for (const row of residential) assert.equal(addressOf(row).rdi, 'Residential');
  assert.deepEqual(rows(v2({ search: '1600 Penn', exclude: 'residential,commercial' })), []);
});

test('exclude=base-address and undeliverable-base-address shape the groups and their expansion', () => {
  const plain = rows(v2({ search: '123 Main St' }));
  const noBase = rows(v2({ search: '123 Main St', exclude: 'base-address' }));
  const noUndeliverable = rows(v2({ search: '123 Main St', exclude: 'undeliverable-base-address' }));
  assert.deepEqual(
    noBase.map((row) => row.zipcode),
    plain.map((row) => row.zipcode),
  );
  for (const row of noBase) {
    assert.equal(row.entries, 12);
    const entries = rows(v2({ selected: row.entry_id }));
    assert.equal(entries.length, 12);
    assert.ok(entries.every((entry) => entry.secondary !== ''));
  }
  let sawEach = { deliverable: false, undeliverable: false };
  for (const row of noUndeliverable) {
    const undeliverable = addressOf(row).building.baseUndeliverable;
    sawEach = { ...sawEach, [undeliverable ? 'undeliverable' : 'deliverable']: true };
    assert.equal(row.entries, undeliverable ? 12 : 13);
    assert.equal(rows(v2({ selected: row.entry_id }))[0].secondary, undeliverable ? 'Apt 1' : '');
  }
  assert.deepEqual(sawEach, { deliverable: true, undeliverable: true });
});

test('source: postal addresses only by default; source=all adds the non-postal ones; source marks each row', () => {
  const zip = findZip((candidate) => addressesOf(candidate).some((address) => address.source === 'other'));
  const other = addressesOf(zip).find((address) => address.source === 'other');
  const search = { search: other.line, include_only_zip_codes: zip.zip, prefer_geolocation: 'none' };
  const lines = (list) => list.map((row) => row.street_line);
  assert.ok(!lines(rows(v2(search))).includes(other.line));
  const postal = rows(v2({ ...search, source: 'postal' }));
  assert.ok(!lines(postal).includes(other.line));
  assert.ok(postal.every((row) => row.source === 'postal'));
  const all = rows(v2({ ...search, source: 'all' }));
  assert.equal(all.find((row) => row.street_line === other.line)?.source, 'other');
  assert.equal(rows(pro({ ...search, source: 'all' })).find((row) => row.street_line === other.line)?.source, 'other');
  assert.ok(rows(v2(search)).every((row) => row.source === undefined));
});

test('include_only_states, CONTIGUOUS and ALLSTATES restrict the states (both APIs)', () => {
  for (const [, api] of APIS) {
    for (const row of rows(api({ search: '1', include_only_states: 'NV;UT' }))) assert.match(row.state, /^(NV|UT)$/);
    const contiguous = rows(api({ search: '1', include_only_states: 'CONTIGUOUS', max_results: '10' }));
    assert.equal(contiguous.length, 10);
    for (const row of contiguous) assert.ok(usData().contiguousStates.has(row.state), row.state);
    for (const row of rows(api({ search: 'PSC', include_only_states: 'allstates' })))
      assert.fail(`military row ${row.state}`);
    for (const row of rows(api({ search: '1', include_only_states: 'ALLSTATES' })))
      assert.ok(usData().allStates.has(row.state));
  }
  assert.ok(usData().allStates.has('AK') && !usData().contiguousStates.has('AK'));
  assert.ok(!usData().allStates.has('PR') && usData().allStates.has('DC'));
});

test('include_only_cities and include_only_zip_codes restrict the places; rule 2 lets the state win', () => {
  for (const row of rows(v2({ search: '1', include_only_cities: 'Braddock,PA;Tatum,NM' }))) {
    assert.ok(['Braddock PA', 'Tatum NM'].includes(`${row.city} ${row.state}`));
  }
  const zips = rows(
    pro({ search: '1', include_only_zip_codes: '15104;88267', prefer_geolocation: 'none', max_results: '10' }),
  );
  assert.ok(zips.length > 0);
  for (const row of zips) assert.ok(['15104', '88267'].includes(row.zipcode));
  const both = rows(
    v2({ search: '1', include_only_cities: 'Braddock,PA', include_only_states: 'PA', max_results: '10' }),
  );
  assert.ok(both.every((row) => row.state === 'PA'));
  const union = rows(
    v2({ search: '123 Main St', include_only_cities: 'Tatum,NM', include_only_states: 'UT', max_results: '10' }),
  );
  assert.ok(union.every((row) => row.state === 'UT' || row.city === 'Tatum'));
});

test('exclude_states removes the states (both APIs)', () => {
  for (const [, api] of APIS) {
    const [first] = rows(api({ search: '1' }));
    const without = rows(api({ search: '1', exclude_states: `${first.state};PR` }));
    assert.equal(without.length, 10);
    assert.ok(without.every((row) => row.state !== first.state && row.state !== 'PR'));
  }
});

test('prefer_cities, prefer_states and prefer_zip_codes put their addresses first; rule 9 widens to the state', () => {
  // A ZIP far down the universe's order, so that only the preference can bring it to the top.
  const late = [...usData().ranked]
    .reverse()
    .find((zip) => hasMainSt(zip) && zip.preferred === 0 && zip.state === 'TX');
  for (const [, api] of APIS) {
    assert.ok(!rows(api({ search: '123 Main St' })).some((row) => row.zipcode === late.zip));
    const byCity = rows(api({ search: '123 Main St', prefer_cities: `${late.names[0]},TX` }));
    assert.equal(byCity[0].city, late.names[0]);
    assert.equal(byCity.length, 10);
    assert.ok(
      byCity.every((row) => row.state === 'TX'),
      'then the rest of the state',
    );
    const byState = rows(api({ search: '1', prefer_states: 'TX;OK' }));
    assert.ok(byState.every((row) => row.state === 'TX' || row.state === 'OK'));
    const byZip = rows(api({ search: '123 Main St', prefer_zip_codes: late.zip, prefer_geolocation: 'none' }));
    assert.equal(byZip[0].zipcode, late.zip);
    assert.equal(byZip.length, 10, 'preferences order, they do not filter');
    assert.ok(byZip.slice(1).every((row) => row.zipcode !== late.zip));
  }
});

test('prefer_ratio is the share of results taken from the preferred set first', () => {
  const tx = (ratio) =>
    rows(v2({ search: '1', prefer_states: 'TX', prefer_ratio: ratio })).map((row) => row.state === 'TX');
  assert.deepEqual(tx('30'), [true, true, true, false, false, false, false, false, false, false]);
  assert.deepEqual(tx('100'), Array(10).fill(true));
  assert.deepEqual(tx('0'), Array(10).fill(false));
  const few = rows(pro({ search: '4059 Mt Lee Dr', prefer_states: 'TX', prefer_ratio: '0' }));
  assert.ok(few.length === 10);
  const ratioFifty = rows(pro({ search: '1', prefer_states: 'TX', prefer_ratio: '50', max_results: '4' }));
  assert.deepEqual(
    ratioFifty.map((row) => row.state === 'TX'),
    [true, true, false, false],
  );
});

test('rule 7: a preference outside the included set is accepted and ignored', () => {
  const found = rows(v2({ search: '1', include_only_states: 'NV', prefer_states: 'CA' }));
  assert.equal(found.length, 10);
  assert.ok(found.every((row) => row.state === 'NV'));
});

test('prefer_geolocation accepts city and none (a loopback caller cannot be located, so city adds nothing)', () => {
  assert.deepEqual(rows(v2({ search: '12', prefer_geolocation: 'city' })), rows(v2({ search: '12' })));
  assert.deepEqual(rows(v2({ search: '12', prefer_geolocation: 'none' })), rows(v2({ search: '12' })));
  assertError(v2({ search: '12', prefer_geolocation: 'ip' }), 422, ERROR_IDS.geolocationValue, 'prefer_geolocation');
});

const hundred = (make) => Array.from({ length: 100 }, (_, i) => make(i));
/** [parameters, error id or undefined when accepted, a word the message names] */
const RULES = [
  // rule 1: formats and counts
  [{ include_only_states: 'CA;NV' }],
  [{ include_only_states: 'CAL' }, 'stateFormat', 'include_only_states'],
  [{ exclude_states: 'C1' }, 'stateFormat', 'exclude_states'],
  [{ prefer_states: 'California' }, 'stateFormat', 'prefer_states'],
  [{ include_only_zip_codes: '9021', prefer_geolocation: 'none' }, 'zipFormat', 'include_only_zip_codes'],
  [{ include_only_zip_codes: hundred((i) => String(10000 + i)).join(';'), prefer_geolocation: 'none' }],
  [
    {
      include_only_zip_codes: hundred((i) => String(10000 + i))
        .concat('20000')
        .join(';'),
      prefer_geolocation: 'none',
    },
    'tooManyZips',
    '101',
  ],
  [{ prefer_zip_codes: 'abcde', prefer_geolocation: 'none' }, 'zipFormat', 'prefer_zip_codes'],
  [{ include_only_cities: `${hundred((i) => `City${i}`).join(',')},CA` }],
  [{ include_only_cities: `${hundred((i) => `City${i}`).join(',')},X1,CA` }, 'tooManyCities', 'include_only_cities'],
  [{ include_only_cities: 'Denver' }, 'cityFormat', 'include_only_cities'],
  [{ prefer_cities: 'Denver,Colorado' }, 'cityFormat', 'prefer_cities'],
  [{ include_only_cities: 'Denver,,CO' }, 'cityFormat', 'include_only_cities'],
  // rule 2: accepted
  [{ include_only_cities: 'Denver,CO', include_only_states: 'CO' }],
  // rule 3
  [{ include_only_zip_codes: '15104', prefer_geolocation: 'none' }],
  [
    { include_only_zip_codes: '15104', include_only_states: 'PA', prefer_geolocation: 'none' },
    'zipFilterCombined',
    'include_only_states',
  ],
  [
    { include_only_zip_codes: '15104', prefer_cities: 'Braddock,PA', prefer_geolocation: 'none' },
    'zipFilterCombined',
    'prefer_cities',
  ],
  [{ include_only_zip_codes: '15104' }, 'zipNeedsNoGeolocation', 'prefer_geolocation'],
  // rule 4
  [{ exclude_states: 'CA', prefer_states: 'NV', prefer_cities: 'Reno,NV' }],
  [{ exclude_states: 'CA', include_only_cities: 'Reno,NV' }, 'excludeStatesCombined', 'include_only_cities'],
  [{ exclude_states: 'CA', include_only_states: 'NV' }, 'excludeStatesCombined', 'include_only_states'],
  // rule 5
  [{ include_only_states: 'CONTIGUOUS' }],
  [{ include_only_states: 'ALLSTATES', prefer_states: 'TX' }],
  [{ include_only_states: 'CONTIGUOUS;CA' }, 'keywordMisused', 'CONTIGUOUS'],
  [{ include_only_states: 'ALLSTATES', include_only_cities: 'Reno,NV' }, 'keywordMisused', 'include_only_cities'],
  [{ exclude_states: 'CONTIGUOUS' }, 'keywordMisused', 'exclude_states'],
  [{ include_only_cities: 'ALLSTATES' }, 'keywordMisused', 'include_only_cities'],
  // rule 6
  [{ prefer_states: 'ALLSTATES' }, 'keywordMisused', 'prefer_states'],
  [{ prefer_zip_codes: '15104', prefer_geolocation: 'none', prefer_ratio: '50' }],
  [
    { prefer_zip_codes: '15104', prefer_geolocation: 'none', prefer_cities: 'Braddock,PA' },
    'preferZipCombined',
    'prefer_cities',
  ],
  [
    { prefer_zip_codes: '15104', prefer_geolocation: 'none', exclude_states: 'CA' },
    'preferZipCombined',
    'exclude_states',
  ],
  [{ prefer_zip_codes: '15104' }, 'zipNeedsNoGeolocation', 'prefer_zip_codes'],
  // rule 8
  [{ prefer_zip_codes: '15104', prefer_geolocation: 'city' }, 'zipNeedsNoGeolocation', 'prefer_geolocation'],
  [{ include_only_zip_codes: '15104', prefer_geolocation: 'city' }, 'zipNeedsNoGeolocation', 'prefer_geolocation'],
  // ranges and values
  [{ max_results: '1' }],
  [{ max_results: '10' }],
  [{ max_results: '0' }, 'maxResultsRange', 'max_results'],
  [{ max_results: '11' }, 'maxResultsRange', 'max_results'],
  [{ max_results: 'ten' }, 'maxResultsRange', 'max_results'],
  [{ max_results: '2.5' }, 'maxResultsRange', 'max_results'],
  [{ prefer_ratio: '0' }],
  [{ prefer_ratio: '100' }],
  [{ prefer_ratio: '-1' }, 'preferRatioRange', 'prefer_ratio'],
  [{ prefer_ratio: '101' }, 'preferRatioRange', 'prefer_ratio'],
  [{ source: 'all' }],
  [{ source: 'other' }, 'sourceValue', 'source'],
];

test('each filter rule and range is enforced with a 422 naming the parameter, and the legal forms pass (both APIs)', () => {
  for (const [name, api] of APIS) {
    for (const [params, error, mentions] of RULES) {
      const response = api({ search: '1', ...params });
      if (error === undefined) rows(response);
      else assertError(response, 422, ERROR_IDS[error], mentions);
      assert.ok(!error || response.body.errors[0].message.length > 20, `${name} ${JSON.stringify(params)}`);
    }
  }
});

test('exclude is checked in v2 and ignored by Pro like any unknown parameter', () => {
  assertError(v2({ search: '1', exclude: 'po-box,apartments' }), 422, ERROR_IDS.excludeValue, 'apartments');
  rows(v2({ search: '1', exclude: 'base-address,undeliverable-base-address,commercial,po-box,military' }));
  assert.deepEqual(rows(pro({ search: '1', exclude: 'apartments' })), rows(pro({ search: '1' })));
});

test('max_results bounds the list (default 10)', () => {
  for (const [, api] of APIS) {
    assert.equal(rows(api({ search: '1' })).length, 10);
    assert.equal(rows(api({ search: '1', max_results: '1' })).length, 1);
    assert.equal(rows(api({ search: '1', max_results: '4' })).length, 4);
    assert.deepEqual(rows(api({ search: '1', max_results: '4' })), rows(api({ search: '1' })).slice(0, 4));
  }
});

test('a blank or missing search is a 422, except in a v2 selected call', () => {
  for (const [, api] of APIS) {
    for (const params of [{}, { search: '' }, { search: '   ' }, { max_results: '5' }]) {
      assertError(api(params), 422, ERROR_IDS.searchRequired, 'search');
    }
  }
  assertError(pro({ selected: '123 Main St Apt (12) Braddock PA 15104' }), 422, ERROR_IDS.searchRequired, 'search');
  const [group] = rows(v2({ search: '123 Main St' }));
  assert.equal(rows(v2({ selected: group.entry_id, search: '' })).length, 13);
});

test('v2 accepts a search of 32 characters and refuses 33; Pro has no such limit', () => {
  const thirtyTwo = '123 Main St Apt 1 Braddock PA 15';
  assert.equal(thirtyTwo.length, 32);
  rows(v2({ search: thirtyTwo }));
  assertError(v2({ search: `${thirtyTwo}1` }), 422, ERROR_IDS.searchTooLong, '33');
  assertError(v2({ search: '😀'.repeat(33) }), 422, ERROR_IDS.searchTooLong, '33 characters');
  rows(v2({ search: '😀'.repeat(32) }));
  assert.deepEqual(
    rows(pro({ search: '123 Main St Apt 1 Braddock PA 15104' })).map((row) => row.secondary),
    ['Apt 1'],
  );
});
