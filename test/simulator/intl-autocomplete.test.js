// The international autocomplete simulator (demo/simulator/intl/), called directly: wire shapes against the
// fixtures, real localities and postal codes, Japanese in kanji and in Latin, group drill-down, detail and
// ambiguous detail, opaque ids, every parameter rule, filters and the 32-code-point limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { intlLookup, intlLookupAddressId } from '../../demo/simulator/intl/index.js';
import { ERROR_IDS } from '../../demo/simulator/intl/params.js';

const require = createRequire(import.meta.url);
const { City, State } = require('country-state-city');

const fixture = (name) => JSON.parse(readFileSync(new URL(`../fixtures/smarty/${name}`, import.meta.url), 'utf8'));
const SUMMARY_FIXTURE = fixture('intl-v2-summary.openapi-example.json').candidates[0];
const DETAIL_FIXTURE = fixture('intl-v2-detail.openapi-example.json').candidates[0];

const params = (values) => new URLSearchParams(values);
/** GET /v2/lookup, asserting 200; returns the candidates. */
function search(country, text, extra = {}) {
  const response = intlLookup(params({ country, search: text, ...extra }));
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.candidates;
}
/** GET /v2/lookup/{address_id}, asserting 200; returns the candidates. */
function expand(country, addressId, extra = {}) {
  const response = intlLookupAddressId(addressId, params({ country, ...extra }));
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.candidates;
}
/** The detail of a summary candidate (through its first sub-unit when it is a group). */
function detailOf(country, candidate) {
  const id = candidate.entries > 1 ? expand(country, candidate.address_id)[0].address_id : candidate.address_id;
  return expand(country, id);
}
/** Summary candidates of many queries, to find one with a property. */
function candidatesOf(country, texts, extra = { max_results: '10' }) {
  return texts.flatMap((text) => search(country, text, extra));
}
const numbered = (street, from, count) => Array.from({ length: count }, (_, i) => `${from + i} ${street}`);

const ALPHA2 = { CAN: 'CA', GBR: 'GB', DEU: 'DE', AUS: 'AU', FRA: 'FR', JPN: 'JP' };
const localitiesOf = (iso3) =>
  new Set(City.getCitiesOfCountry(ALPHA2[iso3]).map((city) => `${city.stateCode}|${city.name}`));
const stateNamesOf = (iso3) =>
  new Map(State.getStatesOfCountry(ALPHA2[iso3]).map((state) => [state.isoCode, state.name]));
const KANA_KANJI = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

test("summary and detail candidates have the fixtures' field names and types", () => {
  const [summary] = search('CAN', '123 Main St Winnipeg');
  assert.deepEqual(Object.keys(summary), Object.keys(SUMMARY_FIXTURE));
  assert.equal(typeof summary.entries, 'number');
  assert.equal(typeof summary.address_text, 'string');
  assert.equal(typeof summary.address_id, 'string');
  assert.match(summary.address_text, /^123 Main St Winnipeg, MB, R\d[A-Z]( \d[A-Z]\d)?$/);
  const [detail] = detailOf('CAN', summary);
  assert.deepEqual(Object.keys(detail), Object.keys(DETAIL_FIXTURE));
  for (const value of Object.values(detail)) assert.equal(typeof value, 'string');
  assert.equal(detail.country_iso3, 'CAN');
  assert.equal(detail.administrative_area, 'MB');
  assert.equal(detail.administrative_area_short, 'MB');
  assert.equal(detail.administrative_area_long, 'Manitoba');
});

test('the same query gives the same answer, and ids are stable', () => {
  for (const [country, text] of [
    ['CAN', '12 main'],
    ['DEU', 'Hauptstraße'],
    ['JPN', '丸の内'],
    ['JPN', 'Chiyoda'],
  ]) {
    const first = intlLookup(params({ country, search: text, max_results: '10' }));
    const again = intlLookup(params({ max_results: '10', search: text, country }));
    assert.deepEqual(again, first);
    const id = first.body.candidates[0].address_id;
    assert.deepEqual(intlLookupAddressId(id, params({ country })), intlLookupAddressId(id, params({ country })));
  }
});

const COUNTRY_CASES = [
  {
    country: 'CAN',
    text: 'Main St Winnipeg',
    street: /^\d+ Main St$/,
    postal: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
    admin: 'short',
  },
  {
    country: 'GBR',
    text: 'High Street London',
    street: /^\d+ High Street$/,
    postal: /^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/,
    admin: 'long',
  },
  { country: 'DEU', text: 'Hauptstraße 1', street: /^Hauptstraße 1\d*[a-c]?$/, postal: /^\d{5}$/, admin: 'long' },
  { country: 'AUS', text: 'George Street Sydney', street: /^\d+ George Street$/, postal: /^\d{4}$/, admin: 'short' },
  { country: 'FRA', text: 'Rue de la Paix Paris', street: /^\d+ Rue de la Paix$/, postal: /^\d{5}$/, admin: 'long' },
];

for (const { country, text, street, postal, admin } of COUNTRY_CASES) {
  test(`${country}: real localities and states, the country's street and postal code formats`, () => {
    const candidates = search(country, text, { max_results: '10' });
    assert.ok(candidates.length >= 5, `${country} "${text}" gave ${candidates.length}`);
    const localities = localitiesOf(country);
    const states = stateNamesOf(country);
    for (const candidate of candidates) {
      for (const detail of detailOf(country, candidate)) {
        const stateCode = detail.administrative_area_short;
        assert.ok(
          localities.has(`${stateCode}|${detail.locality}`),
          `${detail.locality} (${stateCode}) is a real locality`,
        );
        assert.equal(detail.administrative_area_long, states.get(stateCode));
        assert.equal(detail.administrative_area, admin === 'short' ? stateCode : states.get(stateCode));
        assert.match(detail.street.replace(/^(\d+-|\d+\/|Flat \d+, |Appt \d+, )/, ''), street);
        assert.match(detail.postal_code, postal);
        assert.equal(detail.country_iso3, country);
      }
    }
  });
}

test('French postcodes start with the department: Paris is 750xx', () => {
  const [paris] = search('FRA', 'Rue de la Paix Paris', { include_only_locality: 'Paris' });
  assert.match(detailOf('FRA', paris)[0].postal_code, /^750(0[1-9]|1\d|20)$/);
});

test('JPN: kanji in, kanji out, with the real postal code of the town', () => {
  const zip100 = readFileSync(createRequire(import.meta.url).resolve('japan-postal-code/zipdata/zip-100.js'), 'utf8');
  assert.match(zip100, /"1000005":\[13,"千代田区","丸の内"\]/);
  const candidates = search('JPN', '東京都千代田区丸の内');
  assert.ok(candidates.length >= 1);
  for (const candidate of candidates) {
    assert.match(candidate.address_text, /^丸の内\d丁目\d+(-\d+)? 千代田区, 東京都, 100-0005$/);
    assert.doesNotMatch(candidate.address_text, /\p{Script=Latin}/u);
  }
  const [detail] = detailOf('JPN', candidates[0]);
  assert.match(detail.street, /^丸の内\d丁目\d+-\d+(-\d01)?$/);
  assert.deepEqual(
    { ...detail, street: undefined },
    {
      street: undefined,
      locality: '千代田区',
      administrative_area: '東京都',
      administrative_area_long: '東京都',
      postal_code: '100-0005',
      country_iso3: 'JPN',
    },
  );
  assert.ok(!('administrative_area_short' in detail), 'no short form of a prefecture');
});

test('JPN: a town name finds that town in every city, the city name or a postal code narrows it', () => {
  const towns = search('JPN', '丸の内', { max_results: '10' });
  assert.ok(new Set(towns.map((c) => c.address_text.split(' ')[1])).size > 3, 'several cities have a 丸の内');
  for (const candidate of search('JPN', '千代田区丸の内'))
    assert.match(candidate.address_text, / 千代田区, 東京都, 100-0005$/);
  for (const candidate of search('JPN', '〒100-0005')) assert.match(candidate.address_text, /, 100-0005$/);
  for (const candidate of search('JPN', '100-00', { max_results: '10' }))
    assert.match(candidate.address_text, /, 100-00\d\d$/);
});

test('JPN: full-width digits, 丁目/番/号 and kanji numerals find the same address', () => {
  const [group] = search('JPN', '千代田区丸の内1丁目');
  const city = '千代田区';
  const [street] = group.address_text.split(' ');
  const [, chome, banchi] = /^丸の内(\d)丁目(\d+)$/.exec(street) ?? [];
  assert.ok(chome && banchi, street);
  const wide = (digits) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
  const forms = [
    `${city}丸の内${chome}丁目${banchi}-1`,
    `${city}丸の内${wide(chome)}丁目${wide(banchi)}番１号`,
    `${city}丸の内${'〇一二三四五'[chome]}丁目${banchi}番地1`,
  ];
  const answers = forms.map((form) => search('JPN', form));
  for (const answer of answers) assert.deepEqual(answer, answers[0]);
  assert.equal(answers[0].length, 1);
  assert.match(answers[0][0].address_text, new RegExp(`^丸の内${chome}丁目${banchi}-1 千代田区`));
});

test('JPN: Latin input answers in Latin with real romanised localities and real-format postal codes', () => {
  const localities = localitiesOf('JPN');
  const candidates = search('JPN', 'Chiyoda', { max_results: '10' });
  assert.ok(candidates.length >= 5);
  for (const candidate of candidates) {
    assert.doesNotMatch(candidate.address_text, KANA_KANJI);
    const [detail] = detailOf('JPN', candidate);
    assert.doesNotMatch(JSON.stringify(detail), KANA_KANJI);
    assert.ok(
      [...localities].some((key) => key.endsWith(`|${detail.locality}`)),
      detail.locality,
    );
    assert.match(detail.street, /^[A-Za-z]+ \d-chome \d+-\d+$/);
    assert.match(detail.postal_code, /^\d{3}-\d{4}$/);
    assert.equal(detail.administrative_area, 'Tokyo');
  }
  // Digits alone are not Latin letters: they answer in the native script.
  assert.match(search('JPN', '1000005')[0].address_text, KANA_KANJI);
});

test('RUS: Latin input answers in Latin; Cyrillic input has no native data in the simulator', () => {
  const candidates = search('RUS', 'ulitsa Lenina Novosibirsk');
  assert.ok(candidates.length > 0);
  for (const candidate of candidates)
    assert.match(candidate.address_text, /^ulitsa Lenina( \d+)? .+, [A-Za-z ]+, \d{6}$/);
  assert.deepEqual(search('RUS', 'улица Ленина'), []);
  assert.deepEqual(
    search('RUS', 'ｕｌｉｔｓａ Ｌｅｎｉｎａ Ｎｏｖｏｓｉｂｉｒｓｋ'),
    candidates,
    'full-width Latin is Latin',
  );
});

test('a supported country without simulator data answers with no candidates', () => {
  assert.deepEqual(search('BRA', 'Rua Augusta'), []);
});

test('group drill-down: entries > 1 lists its sub-units, max_group_results limits them', () => {
  const group = candidatesOf('CAN', numbered('Main St Winnipeg', 100, 40)).find(
    (c) => c.entries > 1 && c.entries < 100,
  );
  assert.ok(group, 'a building with several units');
  const units = expand('CAN', group.address_id);
  assert.equal(units.length, group.entries);
  assert.match(
    group.address_text,
    /^\d+ Main St Winnipeg, MB, [A-Z]\d[A-Z]$/,
    'a group shows the forward sortation area only',
  );
  const [, house] = /^(\d+ Main St) Winnipeg/.exec(group.address_text);
  units.forEach((unit, i) => {
    assert.deepEqual(Object.keys(unit), Object.keys(SUMMARY_FIXTURE));
    assert.equal(unit.entries, 1);
    assert.ok(unit.address_text.startsWith(`${i + 1}-${house} Winnipeg, MB, `), unit.address_text);
    assert.match(unit.address_text, /, [A-Z]\d[A-Z] \d[A-Z]\d$/);
  });
  assert.equal(expand('CAN', group.address_id, { max_group_results: '3' }).length, Math.min(3, group.entries));
  assert.deepEqual(expand('CAN', group.address_id, { max_group_results: '1' }), units.slice(0, 1));
  // The unit's detail carries the unit in the street, like the fixture's "1-123 Main St".
  assert.match(expand('CAN', units[0].address_id)[0].street, new RegExp(`^1-${house}$`));
});

test('group drill-down lists at most the first 100 entries', () => {
  const big = candidatesOf('CAN', numbered('Main St', 1, 200)).find((c) => c.entries > 100);
  assert.ok(big, 'a building with more than 100 units');
  const units = expand('CAN', big.address_id);
  assert.equal(units.length, 100);
  assert.match(units[99].address_text, /^100-/);
  assert.equal(expand('CAN', big.address_id, { max_group_results: '100' }).length, 100);
});

test("street-first countries group a street's house numbers; Japan groups a banchi's gō", () => {
  const [street] = search('DEU', 'Hauptstraße München');
  assert.match(street.address_text, /^Hauptstraße .*München.*, Bavaria, \d{5}$/);
  assert.ok(street.entries > 1);
  const houses = expand('DEU', street.address_id, { max_group_results: '5' });
  assert.deepEqual(
    houses.map((h) => h.address_text.split(' ').slice(0, 2).join(' ')),
    numbered('', 1, 5).map((n) => `Hauptstraße ${n.trim()}`),
  );
  const banchi = search('JPN', '丸の内', { max_results: '10' }).find((c) => c.entries > 1);
  const go = expand('JPN', banchi.address_id);
  assert.equal(go.length, banchi.entries);
  assert.ok(go[1].address_text.startsWith(`${banchi.address_text.split(' ')[0]}-2 `));
});

test("an address with one entry gives one detail candidate whose street is the summary's", () => {
  const single = candidatesOf('CAN', numbered('Main St Winnipeg', 100, 40)).find(
    (c) => c.entries === 1 && expand('CAN', c.address_id).length === 1,
  );
  const [detail, ...rest] = expand('CAN', single.address_id);
  assert.deepEqual(rest, []);
  assert.equal(
    `${detail.street} ${detail.locality}, ${detail.administrative_area}, ${detail.postal_code}`,
    single.address_text,
  );
});

test('some addresses are ambiguous: their detail lists 2 or 3 candidates', () => {
  const texts = numbered('Main St Winnipeg', 100, 80);
  const ambiguous = candidatesOf('CAN', texts)
    .filter((c) => c.entries === 1)
    .map((c) => expand('CAN', c.address_id))
    .find((d) => d.length > 1);
  assert.ok(ambiguous, 'an ambiguous address');
  assert.ok(ambiguous.length <= 3);
  assert.equal(new Set(ambiguous.map((d) => d.street)).size, ambiguous.length);
  assert.equal(new Set(ambiguous.map((d) => d.locality)).size, 1);
  ambiguous.forEach((d, i) => assert.match(d.street, new RegExp(`^${i + 1}-\\d+ Main St$`)));
});

test('address_id is standard base64; ids with +, / and = work once URL-decoded', () => {
  const ids = candidatesOf('CAN', numbered('Main St', 1, 60)).map((c) => c.address_id);
  for (const id of ids) assert.match(id, /^[A-Za-z0-9+/]+={0,2}$/);
  for (const char of ['+', '/', '=']) {
    const id = ids.find((candidate) => candidate.includes(char));
    assert.ok(id, `an id with ${char}`);
    const sent = encodeURIComponent(id);
    assert.notEqual(sent, id);
    assert.ok(expand('CAN', decodeURIComponent(sent)).length > 0);
  }
});

test("an unknown, malformed, altered or other country's address_id gives no candidates", () => {
  const [candidate] = search('CAN', 'Main St Winnipeg');
  const id = candidate.address_id;
  const altered = id[5] === 'A' ? 'B' : 'A';
  for (const bad of [
    'summary-id-1',
    'PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI+NjEgLCtSTk1M',
    '',
    '====',
    `${id.slice(0, 5)}${altered}${id.slice(6)}`,
    id.slice(0, -4),
  ]) {
    assert.deepEqual(
      intlLookupAddressId(bad, params({ country: 'CAN' })),
      { status: 200, body: { candidates: [] } },
      bad,
    );
  }
  assert.deepEqual(expand('GBR', id), []);
});

/** Asserts an error response with the given status and id, whose message names the parameter. */
function assertError(response, status, id, parameter) {
  assert.equal(response.status, status, JSON.stringify(response.body));
  assert.equal(response.body.errors.length, 1);
  assert.equal(response.body.errors[0].id, id);
  assert.ok(response.body.errors[0].message.startsWith(`${parameter}:`), response.body.errors[0].message);
}
const lookup = (values) => intlLookup(params(values));
const byId = (values, id = search('CAN', 'Main St Winnipeg')[0].address_id) => intlLookupAddressId(id, params(values));

test('country: required, three ASCII letters, upper case only, supported, USA refused', () => {
  for (const call of [lookup, byId]) {
    assertError(call({ search: 'Main' }), 422, ERROR_IDS.countryRequired, 'country');
    assertError(call({ country: ' ', search: 'Main' }), 422, ERROR_IDS.countryRequired, 'country');
    assertError(call({ country: 'can', search: 'Main' }), 422, ERROR_IDS.countryNotUpperCase, 'country');
    assertError(call({ country: 'Can', search: 'Main' }), 422, ERROR_IDS.countryNotUpperCase, 'country');
    assertError(call({ country: 'CA', search: 'Main' }), 422, ERROR_IDS.countryNotAlpha3, 'country');
    assertError(call({ country: 'CANA', search: 'Main' }), 422, ERROR_IDS.countryTooLong, 'country');
    assertError(call({ country: 'ÇAN', search: 'Main' }), 422, ERROR_IDS.countryTooLong, 'country');
    assertError(call({ country: 'XYZ', search: 'Main' }), 422, ERROR_IDS.countryNotSupported, 'country');
    const usa = call({ country: 'USA', search: 'Main' });
    assertError(usa, 422, ERROR_IDS.countryUsa, 'country');
    assert.match(usa.body.errors[0].message, /USA is not supported/);
  }
  assert.equal(lookup({ country: 'CAN', search: 'Main' }).status, 200);
  assert.equal(byId({ country: 'CAN' }).status, 200);
});

test('search: required without an address_id, refused with one', () => {
  assertError(lookup({ country: 'CAN' }), 422, ERROR_IDS.searchRequired, 'search');
  assertError(lookup({ country: 'CAN', search: '   ' }), 422, ERROR_IDS.searchRequired, 'search');
  assertError(byId({ country: 'CAN', search: 'Main' }), 422, ERROR_IDS.searchWithAddressId, 'search');
  assertError(byId({ country: 'CAN', search: '' }), 422, ERROR_IDS.searchWithAddressId, 'search');
  assertError(lookup({ country: 'CAN', search: 'Main \uFFFD' }), 400, ERROR_IDS.searchEncoding, 'search');
  assert.equal(lookup({ country: 'CAN', search: 'Main' }).status, 200);
});

test('search: at most 32 code points (an emoji counts as one)', () => {
  assert.equal(lookup({ country: 'CAN', search: 'a'.repeat(32) }).status, 200);
  assertError(lookup({ country: 'CAN', search: 'a'.repeat(33) }), 422, ERROR_IDS.searchTooLong, 'search');
  assert.equal(lookup({ country: 'CAN', search: '😀'.repeat(32) }).status, 200);
  assertError(lookup({ country: 'CAN', search: '😀'.repeat(33) }), 422, ERROR_IDS.searchTooLong, 'search');
  assert.equal(lookup({ country: 'JPN', search: '東京都千代田区丸の内一丁目二番三号😀'.padEnd(32, '丁') }).status, 200);
});

test('max_results: 1 to 10, default 5, ignored with an address_id; max_group_results: 1 to 100', () => {
  assert.equal(search('CAN', 'Main').length, 5);
  assert.equal(search('CAN', 'Main', { max_results: '1' }).length, 1);
  assert.equal(search('CAN', 'Main', { max_results: '10' }).length, 10);
  for (const bad of ['0', '11', '-1'])
    assertError(
      lookup({ country: 'CAN', search: 'Main', max_results: bad }),
      422,
      ERROR_IDS.maxResultsRange,
      'max_results',
    );
  assertError(
    lookup({ country: 'CAN', search: 'Main', max_results: 'ten' }),
    400,
    ERROR_IDS.integerSyntax,
    'max_results',
  );
  assert.equal(byId({ country: 'CAN', max_results: '99' }).status, 200);
  for (const [call, values] of [
    [lookup, { country: 'CAN', search: 'Main' }],
    [byId, { country: 'CAN' }],
  ]) {
    for (const bad of ['0', '101'])
      assertError(
        call({ ...values, max_group_results: bad }),
        422,
        ERROR_IDS.maxGroupResultsRange,
        'max_group_results',
      );
    assertError(call({ ...values, max_group_results: '1.5' }), 400, ERROR_IDS.integerSyntax, 'max_group_results');
  }
  assert.equal(byId({ country: 'CAN', max_group_results: '100' }).status, 200);
  assert.equal(byId({ country: 'CAN', max_group_results: '1' }).status, 200);
});

test('geolocation: only "on", only for CAN, AUS and DEU (accepted, biases nothing)', () => {
  for (const country of ['CAN', 'AUS', 'DEU']) {
    const plain = lookup({ country, search: 'Main' });
    assert.deepEqual(lookup({ country, search: 'Main', geolocation: 'on' }), plain);
  }
  for (const country of ['GBR', 'FRA', 'JPN']) {
    assertError(
      lookup({ country, search: 'Main', geolocation: 'on' }),
      422,
      ERROR_IDS.geolocationCountry,
      'geolocation',
    );
    assertError(byId({ country, geolocation: 'on' }), 422, ERROR_IDS.geolocationCountry, 'geolocation');
  }
  for (const value of ['yes', 'ON', 'true']) {
    assertError(
      lookup({ country: 'CAN', search: 'Main', geolocation: value }),
      422,
      ERROR_IDS.geolocationValue,
      'geolocation',
    );
  }
});

test('include_only_locality and include_only_postal_code filter results and cannot be combined', () => {
  const both = { country: 'CAN', search: 'Main', include_only_locality: 'Winnipeg', include_only_postal_code: 'R3C' };
  assertError(lookup(both), 422, ERROR_IDS.filtersTogether, 'include_only_locality');
  assertError(
    byId({ country: 'CAN', include_only_locality: 'Winnipeg', include_only_postal_code: 'R3C' }),
    422,
    ERROR_IDS.filtersTogether,
    'include_only_locality',
  );

  const inTwo = search('CAN', 'Main St', { include_only_locality: 'Winnipeg, brandon', max_results: '10' });
  assert.equal(inTwo.length, 10);
  for (const c of inTwo) assert.match(c.address_text, /^\d+ Main St (Winnipeg|Brandon), MB, /);
  assert.ok(
    inTwo.some((c) => c.address_text.includes('Brandon')) && inTwo.some((c) => c.address_text.includes('Winnipeg')),
  );

  const winnipegCode = detailOf('CAN', search('CAN', 'Main St Winnipeg')[0])[0].postal_code;
  const byPostal = search('CAN', 'Main St', {
    include_only_postal_code: `${winnipegCode.slice(0, 3)},X0A`,
    max_results: '10',
  });
  assert.ok(byPostal.length > 0);
  for (const c of byPostal)
    assert.match(detailOf('CAN', c)[0].postal_code, new RegExp(`^(${winnipegCode.slice(0, 3)}|X0A)`));
  assert.deepEqual(search('CAN', 'Main St', { include_only_locality: 'Nowhere' }), []);

  for (const c of search('JPN', '丸の内', { include_only_locality: '千代田区' }))
    assert.match(c.address_text, / 千代田区, /);
  for (const c of search('JPN', '丸の内', { include_only_postal_code: '460' }))
    assert.match(c.address_text, /, 460-\d{4}$/);
});
