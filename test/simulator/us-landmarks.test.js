// Real landmark addresses in their real city, first when a search matches them, and ordinal street names matched in
// either spelling (5th ↔ Fifth, 1st ↔ First … 20th ↔ Twentieth), on the simulated US autocomplete and US Street.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usAutocompletePro, usAutocompleteV2, usStreetAddress } from '../../demo/simulator/us/index.js';
import { canonicalQuery, ordinalForm } from '../../demo/simulator/us/matching.js';
import { DEMO_KEYS } from '../../demo/simulator/server.js';

const SHOPPER = DEMO_KEYS['demo-embedded-key'].shopper;
const APIS = [
  ['v2', usAutocompleteV2],
  ['pro', usAutocompletePro],
];

function rows(response) {
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.suggestions;
}
const label = (row) => `${row.street_line}, ${row.city}, ${row.state} ${row.zipcode}`;
const WHITE_HOUSE = '1600 Pennsylvania Ave NW, Washington, DC 20500';
const EMPIRE_STATE = '350 5th Ave, New York, NY 10118';

for (const [name, handler] of APIS) {
  const call = (params, context) => rows(handler(new URLSearchParams(params), context));

  test(`${name}: "1600 Penn" lists ${WHITE_HOUSE} first, then the generated 1600 Pennsylvania Ave`, () => {
    for (const search of ['1600 Penn', '1600 Pe', '1600 pennsylvania ave', '1600 Pennsylvania Ave NW']) {
      const found = call({ search });
      assert.equal(label(found[0]), WHITE_HOUSE, search);
      assert.equal(found.filter((row) => label(row) === WHITE_HOUSE).length, 1, 'listed once');
    }
    const found = call({ search: '1600 Penn' });
    assert.equal(found.length, 10);
    assert.ok(found.slice(1).every((row) => row.street_line === '1600 Pennsylvania Ave'));
  });

  test(`${name}: "350 5th Ave" and "350 Fifth Ave" list ${EMPIRE_STATE} first`, () => {
    for (const search of ['350 5th Ave', '350 Fifth Ave', '350 fifth', '350 5th', '350 5th Ave New York']) {
      const found = call({ search });
      assert.equal(label(found[0]), EMPIRE_STATE, search);
    }
    assert.deepEqual(call({ search: '350 Fifth Ave' }), call({ search: '350 5th Ave' }));
  });

  test(`${name}: the landmarks come first also with the shopper's geolocation, and are in the same place each time`, () => {
    assert.equal(label(call({ search: '1600 Penn' }, { shopper: SHOPPER })[0]), WHITE_HOUSE);
    assert.equal(label(call({ search: '350 5th Ave' }, { shopper: SHOPPER })[0]), EMPIRE_STATE);
    assert.deepEqual(call({ search: '1600 Penn' }), call({ search: '1600 Penn' }));
  });

  test(`${name}: filters still apply to the landmarks, and explicit preferences order the list`, () => {
    assert.ok(!call({ search: '1600 Penn', include_only_states: 'CA' }).some((row) => label(row) === WHITE_HOUSE));
    assert.ok(
      !call({ search: '1600 Penn', exclude_states: 'DC', prefer_geolocation: 'none' }).some(
        (row) => row.state === 'DC',
      ),
    );
    assert.equal(label(call({ search: '1600 Penn', include_only_states: 'DC' })[0]), WHITE_HOUSE);
    const preferred = call({ search: '1600 Penn', prefer_states: 'CA' });
    assert.equal(preferred[0].state, 'CA');
    assert.ok(call({ search: '1600 Penn', max_results: '1' }).length === 1);
  });
}

test('v2: the White House is a final address with a smarty_key, the Empire State Building a group of suites', () => {
  const [white] = rows(usAutocompleteV2(new URLSearchParams({ search: '1600 Penn' })));
  assert.equal(white.entries, 0);
  assert.match(white.smarty_key, /^\d{10}$/);
  const [empire] = rows(usAutocompleteV2(new URLSearchParams({ search: '350 Fifth Ave' })));
  assert.ok(empire.entries > 1 && typeof empire.entry_id === 'string');
  const suites = rows(usAutocompleteV2(new URLSearchParams({ selected: empire.entry_id })));
  assert.ok(
    suites.some((row) => row.secondary.startsWith('Ste ') && row.zipcode === '10118' && row.city === 'New York'),
  );
});

test('ordinals 1st to 20th match their spelled-out form both ways', () => {
  const words = [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
    'twentieth',
  ];
  const numbers = [
    '1st',
    '2nd',
    '3rd',
    '4th',
    '5th',
    '6th',
    '7th',
    '8th',
    '9th',
    '10th',
    '11th',
    '12th',
    '13th',
    '14th',
    '15th',
    '16th',
    '17th',
    '18th',
    '19th',
    '20th',
  ];
  words.forEach((word, i) => {
    assert.equal(ordinalForm(`100 ${word} st`), ordinalForm(`100 ${numbers[i]} st`), word);
    assert.equal(canonicalQuery(`100 ${word.toUpperCase()} St`), `100 ${numbers[i]} st`);
  });
  // Whole words only: "firsthand" or "fifths" are not ordinals.
  assert.equal(ordinalForm('firsthand fifths'), 'firsthand fifths');
  for (const [spelled, numeric] of [
    ['100 First', '100 1st'],
    ['100 Second St', '100 2nd St'],
    ['100 Twelfth', '100 12th'],
  ]) {
    const a = rows(usAutocompleteV2(new URLSearchParams({ search: spelled })));
    assert.ok(a.length > 0, spelled);
    assert.deepEqual(a, rows(usAutocompleteV2(new URLSearchParams({ search: numeric }))), spelled);
  }
});

test('US Street verifies the landmarks in their real city, Fifth written either way', () => {
  const verify = (params) => {
    const response = usStreetAddress(new URLSearchParams(params));
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body;
  };
  const [white] = verify({ street: '1600 Pennsylvania Ave NW', zipcode: '20500' });
  assert.equal(white.delivery_line_1, '1600 Pennsylvania Ave NW');
  assert.equal(white.components.street_postdirection, 'NW');
  assert.equal(white.components.city_name, 'Washington');
  for (const street of ['350 5th Ave', '350 Fifth Avenue']) {
    const [empire] = verify({ street, zipcode: '10118' });
    assert.ok(empire, street);
    assert.equal(empire.delivery_line_1, '350 5th Ave', street);
    assert.equal(empire.components.city_name, 'New York', street);
  }
});
