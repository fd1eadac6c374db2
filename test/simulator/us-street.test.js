// The simulated US Street endpoint (GET /street-address), called directly with URLSearchParams. Addresses to verify
// are taken from the simulated autocomplete and from the generated universe, so both sides agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usAutocompleteV2, usStreetAddress } from '../../demo/simulator/us/index.js';
import { usData } from '../../demo/simulator/us/data.js';
import { addressesOf, streetNamesAt } from '../../demo/simulator/us/universe.js';
import { ERROR_IDS } from '../../demo/simulator/us/errors.js';

const street = (params) => usStreetAddress(new URLSearchParams(params));
const v2 = (params) => usAutocompleteV2(new URLSearchParams(params));

/** The candidates of a 200 response. */
function candidates(response) {
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.ok(Array.isArray(response.body));
  return response.body;
}

function assertError(response, status, id, mentions) {
  assert.equal(response.status, status, JSON.stringify(response.body));
  const [error] = response.body.errors;
  assert.equal(error.id, id, error.message);
  assert.match(error.message, new RegExp(mentions));
}

/** The only candidate of a response. */
function only(response) {
  const list = candidates(response);
  assert.equal(list.length, 1, JSON.stringify(list));
  return list[0];
}

/** 123 Main St (a landmark building with Apt 1–12) in the first ZIP whose base address is (un)deliverable. */
function mainStreetBuilding(undeliverable) {
  for (const row of v2({ search: '123 Main St', exclude: 'undeliverable-base-address' }).body.suggestions) {
    if ((row.entries === 12) === undeliverable) return row;
  }
  assert.fail('no such building');
}

const sumOfDigits = (digits) => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

test('a unit of a building verifies as Y with the spec fields filled', () => {
  const building = mainStreetBuilding(true);
  const found = only(street({ street: '123 Main St', secondary: 'Apt 4', zipcode: building.zipcode }));
  assert.equal(found.input_index, 0);
  assert.equal(found.candidate_index, 0);
  assert.equal(found.delivery_line_1, '123 Main St Apt 4');
  assert.match(found.last_line, new RegExp(`^${building.city} ${building.state} ${building.zipcode}-\\d{4}$`));
  assert.match(found.delivery_point_barcode, /^\d{12}$/);
  assert.equal(sumOfDigits(found.delivery_point_barcode) % 10, 0, 'the check digit completes the barcode');
  assert.ok(found.delivery_point_barcode.startsWith(`${building.zipcode}${found.components.plus4_code}`));
  assert.equal(found.service_key, undefined, 'service_key comes only with match=enhanced');
  const { components, metadata, analysis } = found;
  assert.deepEqual(
    {
      primary_number: components.primary_number,
      street_name: components.street_name,
      street_suffix: components.street_suffix,
      secondary_designator: components.secondary_designator,
      secondary_number: components.secondary_number,
      city_name: components.city_name,
      state_abbreviation: components.state_abbreviation,
      zipcode: components.zipcode,
    },
    {
      primary_number: '123',
      street_name: 'Main',
      street_suffix: 'St',
      secondary_designator: 'Apt',
      secondary_number: '4',
      city_name: building.city,
      state_abbreviation: building.state,
      zipcode: building.zipcode,
    },
  );
  assert.match(components.plus4_code, /^\d{4}$/);
  assert.equal(components.delivery_point, '04');
  assert.equal(metadata.record_type, 'H');
  assert.equal(metadata.zip_type, 'Standard');
  assert.equal(metadata.rdi, 'Residential');
  assert.equal(metadata.precision, 'Zip9');
  assert.equal(typeof metadata.latitude, 'number');
  assert.equal(typeof metadata.longitude, 'number');
  assert.deepEqual(
    [analysis.dpv_match_code, analysis.dpv_footnotes, analysis.dpv_vacant, analysis.active],
    ['Y', 'AABB', 'N', 'Y'],
  );
  assert.equal(analysis.footnotes, undefined, 'only non-blank fields are returned');
});

test('a building without its secondary: D (AAN1) when the base address is undeliverable, else Y as the building default', () => {
  const undeliverable = mainStreetBuilding(true);
  const missing = only(street({ street: '123 Main St', zipcode: undeliverable.zipcode }));
  assert.equal(missing.analysis.dpv_match_code, 'D');
  assert.equal(missing.analysis.dpv_footnotes, 'AAN1');
  assert.equal(missing.analysis.footnotes, 'H#');
  const deliverable = mainStreetBuilding(false);
  const base = only(street({ street: '123 Main St', zipcode: deliverable.zipcode }));
  assert.equal(base.analysis.dpv_match_code, 'Y');
  assert.equal(base.metadata.building_default_indicator, 'Y');
});

test('a unit numbered 13 is vacant (dpv_vacant Y); nothing else about it, or about its neighbours, changes', () => {
  const ask = (secondary) =>
    only(street({ street: '1600 Pennsylvania Ave', secondary, city: 'Stratton', state: 'CO', zipcode: '80836' }));
  const vacant = ask('Apt 13');
  const occupied = ask('Apt 12');
  assert.equal(vacant.analysis.dpv_match_code, 'Y');
  assert.equal(vacant.analysis.dpv_vacant, 'Y');
  assert.equal(occupied.analysis.dpv_vacant, 'N');
  assert.deepEqual({ ...vacant.analysis, dpv_vacant: 'N' }, occupied.analysis);
  assert.equal(ask('Apt 3').analysis.dpv_vacant, 'N');
});

test('an unknown secondary is ignored: S (AACC, footnote S#)', () => {
  const building = mainStreetBuilding(true);
  const unknown = only(street({ street: '123 Main St Apt 99', zipcode: building.zipcode }));
  assert.equal(unknown.analysis.dpv_match_code, 'S');
  assert.equal(unknown.analysis.dpv_footnotes, 'AACC');
  assert.equal(unknown.analysis.footnotes, 'S#');
  assert.equal(unknown.delivery_line_1, '123 Main St Apt 99');
  const [single] = v2({ search: '1600 Amphitheatre Pkwy' }).body.suggestions;
  const onHouse = only(street({ street: '1600 Amphitheatre Pkwy', secondary: 'Ste 5', zipcode: single.zipcode }));
  assert.equal(onHouse.analysis.dpv_match_code, 'S');
  assert.equal(onHouse.metadata.rdi, 'Commercial');
});

test('not found: [] under strict, one N candidate under match=invalid, and freeform input is always strict', () => {
  const building = mainStreetBuilding(true);
  assert.deepEqual(candidates(street({ street: '124 Main St', zipcode: building.zipcode })), []);
  assert.deepEqual(candidates(street({ street: '124 Main St', zipcode: building.zipcode, match: 'strict' })), []);
  const invalid = only(street({ street: '124 Main St', zipcode: building.zipcode, match: 'invalid' }));
  assert.equal(invalid.analysis.dpv_match_code, 'N');
  assert.equal(invalid.analysis.dpv_footnotes, 'AAM3', 'the street exists, the house number does not');
  assert.equal(invalid.delivery_line_1, '124 Main St');
  assert.equal(invalid.components.zipcode, building.zipcode);
  const nowhere = only(street({ street: '5 Imaginary Rd', city: 'Braddock', state: 'PA', match: 'invalid' }));
  assert.equal(nowhere.analysis.dpv_footnotes, 'A1');
  const freeform = `124 Main St ${building.city} ${building.state} ${building.zipcode}`;
  assert.deepEqual(candidates(street({ street: freeform, match: 'invalid' })), []);
});

test('freeform input: the whole address in street, with state names and spelled-out suffixes', () => {
  const building = mainStreetBuilding(true);
  const freeform = only(street({ street: `123 Main St Apt 4 ${building.city} ${building.state} ${building.zipcode}` }));
  assert.equal(freeform.analysis.dpv_match_code, 'Y');
  assert.equal(freeform.delivery_line_1, '123 Main St Apt 4');
  const spelled = only(street({ street: `123 Main Street #4 ${building.city} ${building.state}` }));
  assert.equal(spelled.delivery_line_1, '123 Main St Apt 4');
  assert.equal(spelled.analysis.footnotes, 'N#', 'abbreviations standardized');
  const lastLine = only(
    street({ street: '123 Main St Apt 4', lastline: `${building.city} ${building.state} ${building.zipcode}` }),
  );
  assert.equal(lastLine.delivery_line_1, '123 Main St Apt 4');
  const name = usData().stateCodes;
  assert.equal(name.get('pennsylvania'), 'PA');
  const byStateName = candidates(street({ street: '123 Main St', city: 'Braddock', state: 'Pennsylvania' }));
  assert.equal(byStateName[0]?.components.state_abbreviation, 'PA');
});

test('candidates: an ambiguous city returns up to that many candidates, each with its index', () => {
  const many = candidates(street({ street: '123 Main St', city: 'Springfield', state: 'IL', candidates: '5' }));
  assert.ok(many.length > 1 && many.length <= 5, String(many.length));
  assert.deepEqual(
    many.map((item) => item.candidate_index),
    many.map((_, i) => i),
  );
  assert.equal(new Set(many.map((item) => item.components.zipcode)).size, many.length);
  for (const item of many) assert.equal(item.components.city_name, 'Springfield');
  assert.equal(candidates(street({ street: '123 Main St', city: 'Springfield', state: 'IL' })).length, 1);
  const ten = candidates(street({ street: '123 Main St', city: 'Springfield', state: 'IL', candidates: '10' }));
  assert.ok(ten.length >= many.length && ten.length <= 10);
});

test('PO Boxes, military and Puerto Rico addresses verify with their own record types and fields', () => {
  const [box] = v2({ search: 'PO Box 1' }).body.suggestions;
  const poBox = only(street({ street: box.street_line, zipcode: box.zipcode }));
  assert.equal(poBox.metadata.record_type, 'P');
  assert.equal(poBox.components.street_name, 'PO Box');
  assert.equal(poBox.metadata.rdi, 'Residential');

  const [military] = v2({ search: 'PSC' }).body.suggestions;
  const psc = only(
    street({ street: `${military.street_line} ${military.city} ${military.state} ${military.zipcode}` }),
  );
  assert.equal(psc.metadata.zip_type, 'Military');
  assert.match(psc.last_line, /^(APO|FPO|DPO) A[AEP] \d{5}-\d{4}$/);
  assert.equal(psc.analysis.dpv_match_code, 'Y');

  const [pr] = v2({ search: '1', include_only_states: 'PR' }).body.suggestions;
  const rico = only(street({ street: pr.street_line, zipcode: pr.zipcode, urbanization: pr.urbanization }));
  assert.equal(rico.components.urbanization, pr.urbanization);
  assert.equal(rico.components.state_abbreviation, 'PR');
});

test('an acceptable alternate city given by the user is kept as city_name; default_city_name is the default', () => {
  const zip = usData().ranked.find(
    (candidate) =>
      streetNamesAt(candidate).some((name) => name.text === 'Main St') &&
      candidate.preferred === 0 &&
      candidate.acceptable[1],
  );
  const found = only(street({ street: '123 Main St', city: zip.names[1], state: zip.state, zipcode: zip.zip }));
  assert.equal(found.components.city_name, zip.names[1]);
  assert.equal(found.components.default_city_name, zip.names[0]);
  assert.ok(found.last_line.startsWith(`${zip.names[1]} ${zip.state}`));
});

test('match=enhanced adds service_key (the v2 smarty_key of the same address) and finds non-postal addresses', () => {
  const [unit] = v2({ search: '123 Main St Apt 4' }).body.suggestions;
  const enhanced = only(street({ street: '123 Main St Apt 4', zipcode: unit.zipcode, match: 'enhanced' }));
  assert.equal(enhanced.service_key, unit.smarty_key);
  assert.equal(enhanced.analysis.enhanced_match, 'postal-match');
  const zip = usData().ranked.find((candidate) =>
    addressesOf(candidate).some((address) => address.source === 'other' && !address.building),
  );
  const other = addressesOf(zip).find((address) => address.source === 'other' && !address.building);
  assert.deepEqual(candidates(street({ street: other.line, zipcode: zip.zip })), []);
  const nonPostal = only(street({ street: other.line, zipcode: zip.zip, match: 'enhanced' }));
  assert.equal(nonPostal.analysis.enhanced_match, 'non-postal-match');
  assert.equal(nonPostal.analysis.dpv_match_code, undefined);
});

test('input_id and addressee pass through; the same input gives the same answer', () => {
  const building = mainStreetBuilding(true);
  const params = {
    street: '123 Main St',
    secondary: '4',
    zipcode: building.zipcode,
    input_id: 'abc',
    addressee: 'Ada',
  };
  const found = only(street(params));
  assert.equal(found.input_id, 'abc');
  assert.equal(found.addressee, 'Ada');
  assert.equal(found.delivery_line_1, '123 Main St Apt 4');
  assert.deepEqual(street(params), street(params));
});

test('400 without a street; 422 for an incomplete last line, bad candidates, match or lengths', () => {
  for (const params of [{}, { street: '' }, { street: '  ', zipcode: '15104' }, { city: 'Braddock', state: 'PA' }]) {
    assertError(street(params), 400, ERROR_IDS.streetRequired, 'street');
  }
  assertError(street({ street: '1 Main St', city: 'Braddock' }), 422, ERROR_IDS.lastLineIncomplete, 'zipcode');
  assertError(street({ street: '1 Main St', state: 'PA' }), 422, ERROR_IDS.lastLineIncomplete, 'city');
  for (const value of ['0', '11', 'x']) {
    assertError(
      street({ street: '1 Main St', zipcode: '15104', candidates: value }),
      422,
      ERROR_IDS.candidatesRange,
      'candidates',
    );
  }
  assertError(street({ street: '1 Main St', zipcode: '15104', match: 'loose' }), 422, ERROR_IDS.matchValue, 'match');
  assertError(street({ street: 'x'.repeat(101) }), 422, ERROR_IDS.fieldTooLong, 'street');
  assertError(
    street({ street: '1 Main St', zipcode: '15104', secondary: '9'.repeat(33) }),
    422,
    ERROR_IDS.fieldTooLong,
    'secondary',
  );
  candidates(street({ street: '1 Main St' }));
});

// 1600 Amphitheatre Pkwy is in Mountain View CA 94042 (not in 94043, Mountain View's other ZIP Code): the browser
// tests of the verification step use these addresses, so their answers are pinned here.
const AMPHITHEATRE = { city: 'Mountain View', state: 'CA', zipcode: '94042' };

test('a misspelt street name (one edit on a word of 5 letters or more) is corrected: footnote M#', () => {
  const component = only(street({ street: '1600 Amphitheater Pkwy', ...AMPHITHEATRE }));
  assert.equal(component.delivery_line_1, '1600 Amphitheatre Pkwy');
  assert.equal(component.components.street_name, 'Amphitheatre');
  assert.equal(component.components.zipcode, '94042');
  assert.equal(component.analysis.dpv_match_code, 'Y');
  assert.equal(component.analysis.footnotes, 'M#');
  const freeform = only(street({ street: '1600 Amphitheater Pkwy, Mountain View, CA 94042' }));
  assert.equal(freeform.delivery_line_1, '1600 Amphitheatre Pkwy');
  assert.equal(freeform.analysis.footnotes, 'M#');
  // A letter deleted, with other changes: each footnote once, in the same order.
  const white = only(street({ street: '1600 Pensylvania Avenue NW, Washington, DC 20500' }));
  assert.equal(white.delivery_line_1, '1600 Pennsylvania Ave NW');
  assert.equal(white.analysis.footnotes, 'M#N#');
  const withSuffixAdded = only(street({ street: '1600 Amphitheatr', zipcode: '94042' }));
  assert.equal(withSuffixAdded.delivery_line_1, '1600 Amphitheatre Pkwy');
  assert.equal(withSuffixAdded.analysis.footnotes, 'M#L#');
  // Letters swapped, on any street the autocomplete suggests.
  const [ridge] = v2({ search: '1 Ridge' }).body.suggestions;
  assert.match(ridge.street_line, /\bRidge\b/);
  const swapped = only(street({ street: ridge.street_line.replace('Ridge', 'Rdige'), zipcode: ridge.zipcode }));
  assert.equal(swapped.delivery_line_1, ridge.street_line);
  assert.equal(swapped.analysis.footnotes, 'M#');
});

test('no spelling correction for two edits, a short word, or a word two street names are one edit from', () => {
  assert.deepEqual(
    candidates(street({ street: '1600 Amphiteater Pkwy', ...AMPHITHEATRE })),
    [],
    'a letter missing and two swapped',
  );
  assert.deepEqual(candidates(street({ street: '1600 Pensilvania Ave NW, Washington, DC 20500' })), []);
  const building = mainStreetBuilding(true);
  assert.deepEqual(candidates(street({ street: '123 Mian St', zipcode: building.zipcode })), [], '"Main" is too short');
  // "Bidge" is one edit from both Ridge and Bridge: the service does not guess.
  const [ridge] = v2({ search: '1 Ridge' }).body.suggestions;
  assert.match(v2({ search: '1 Bridge' }).body.suggestions[0]?.street_line ?? '', /\bBridge\b/);
  assert.deepEqual(
    candidates(street({ street: ridge.street_line.replace('Ridge', 'Bidge'), zipcode: ridge.zipcode })),
    [],
  );
  const invalid = only(street({ street: '1600 Amphiteater Pkwy', ...AMPHITHEATRE, match: 'invalid' }));
  assert.equal(invalid.analysis.footnotes, 'F#');
  assert.equal(invalid.delivery_line_1, '1600 Amphiteater Pkwy');
});

test('a real ZIP Code that does not hold the address, with the right city and state: the ZIP is corrected, A#', () => {
  assert.ok(usData().byZip.has('94043'), '94043 is a ZIP Code of the universe');
  const wrongZip = { ...AMPHITHEATRE, zipcode: '94043' };
  const corrected = only(street({ street: '1600 Amphitheatre Pkwy', ...wrongZip }));
  assert.equal(corrected.components.zipcode, '94042');
  assert.match(corrected.last_line, /^Mountain View CA 94042-\d{4}$/);
  assert.equal(corrected.analysis.dpv_match_code, 'Y');
  assert.equal(corrected.analysis.footnotes, 'A#');
  const both = only(street({ street: '1600 Amphitheater Pkwy', ...wrongZip }));
  assert.equal(both.components.zipcode, '94042');
  assert.equal(both.analysis.footnotes, 'M#A#');
});

test('freeform with spelled-out suffix and no ZIP Code: abbreviations standardized, N#', () => {
  const found = only(street({ street: '1600 Amphitheatre Parkway, Mountain View, CA' }));
  assert.equal(found.delivery_line_1, '1600 Amphitheatre Pkwy');
  assert.equal(found.components.zipcode, '94042');
  assert.equal(found.analysis.footnotes, 'N#');
  const misspelt = only(street({ street: '1600 Amphitheater Parkway, Mountain View, CA' }));
  assert.equal(misspelt.delivery_line_1, '1600 Amphitheatre Pkwy');
  assert.equal(misspelt.analysis.footnotes, 'M#N#');
});
