import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { buildIntlSearchUrl, checkIntlOptions, type IntlSearchRequest } from '../../../src/api/intl-autocomplete.js';
import { buildUsProUrl, type UsProRequest } from '../../../src/api/us-autocomplete-pro.js';
import { buildUsV2Url, type UsV2Request } from '../../../src/api/us-autocomplete-v2.js';
import { usFilterParams } from '../../../src/api/us-filters.js';
import { buildUsStreetUrl, type UsStreetRequest } from '../../../src/api/us-street.js';

/**
 * The api layer names request options (`includeOnlyCities`); the elements name attributes (`include-only-cities`).
 * The element maps one to the other by replacing whole words equal to an option name with its kebab-case form, so
 * every message here, mapped that way, must read exactly as the element has always written it.
 */
const OPTION_NAMES = [
  'baseUrl',
  'embeddedKey',
  'maxResults',
  'maxGroupResults',
  'includeOnlyCities',
  'includeOnlyStates',
  'includeOnlyZipCodes',
  'excludeStates',
  'preferCities',
  'preferStates',
  'preferZipCodes',
  'preferRatio',
  'preferGeolocation',
  'source',
  'exclude',
  'country',
  'geolocation',
  'includeOnlyLocality',
  'includeOnlyPostalCode',
  'candidates',
  'match',
];
const OPTION_WORD = new RegExp(`\\b(?:${OPTION_NAMES.join('|')})\\b`, 'g');
const toAttribute = (option: string): string => option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const inAttributeWords = (message: string): string => message.replace(OPTION_WORD, toAttribute);

const key = { embeddedKey: 'demo-embedded-key' };
const zips101 = Array.from({ length: 101 }, (_, i) => String(10000 + i)).join(';');
const cities101 = `${Array.from({ length: 101 }, (_, i) => `C${i}`).join(',')},CO`;
const EXCLUDE_TYPES =
  '"base-address", "undeliverable-base-address", "commercial", "residential", "po-box" or "military"';
const CITY_GROUPS = 'groups of cities each followed by their state, as in "Denver,Aurora,CO;Provo,UT" (spec rule 1)';

type Case = [build: () => unknown, option: string, elementMessage: string];
const v2 =
  (request: Partial<UsV2Request>, context = {}) =>
  () =>
    buildUsV2Url({ search: 'x', ...request }, { ...key, ...context });
const pro = (request: Partial<UsProRequest>) => () => buildUsProUrl({ search: 'x', ...request }, key);
const intl =
  (request: Partial<IntlSearchRequest>, context = {}) =>
  () =>
    buildIntlSearchUrl({ search: 'x', country: 'CAN', ...request }, { ...key, ...context });
const street = (request: Partial<UsStreetRequest>) => () => buildUsStreetUrl({ street: 'x', ...request }, key);

// The messages as the elements wrote them before the api layer named options (taken from that code).
const CASES: Case[] = [
  [
    v2({}, { baseUrl: 'https://[::1' }),
    'baseUrl',
    'base-url: "https://[::1" is not a valid URL (use an absolute https:// URL or a path such as /us-autocomplete)',
  ],
  [
    v2({}, { baseUrl: 'javascript:alert(1)' }),
    'baseUrl',
    'base-url: "javascript:alert(1)" must be an http: or https: URL',
  ],
  [
    v2({}, { embeddedKey: ' ' }),
    'embeddedKey',
    "embedded-key: is required: set it to the embedded key of your account (not a secret key), or point base-url at your server's lookup route",
  ],
  [v2({ maxResults: Number.NaN }), 'maxResults', 'max-results: must be a whole number from 1 to 10; got NaN'],
  [pro({ maxResults: 11 }), 'maxResults', 'max-results: must be a whole number from 1 to 10; got 11'],
  [v2({ preferRatio: 101 }), 'preferRatio', 'prefer-ratio: must be a whole number from 0 to 100; got 101'],
  [
    pro({ exclude: 'po-box' }),
    'exclude',
    'exclude: is only supported by the v2 US autocomplete API, not by Pro; remove it',
  ],
  [
    v2({ includeOnlyStates: 'CA;;NV' }),
    'includeOnlyStates',
    'include-only-states: has an empty entry; check for a doubled or trailing ";" (a two-letter state abbreviation such as "CA" (spec rule 1))',
  ],
  [
    v2({ excludeStates: 'CA; NV' }),
    'excludeStates',
    'exclude-states: " NV" is not a two-letter state abbreviation such as "CA" (spec rule 1); remove the spaces around ";"',
  ],
  [
    v2({ preferStates: 'Nevada' }),
    'preferStates',
    'prefer-states: "Nevada" is not a two-letter state abbreviation such as "CA" (spec rule 1)',
  ],
  [
    v2({ excludeStates: 'CONTIGUOUS' }),
    'excludeStates',
    'exclude-states: the keyword CONTIGUOUS is only valid on its own in include-only-states (spec rule 5)',
  ],
  [
    v2({ preferStates: 'allstates' }),
    'preferStates',
    'prefer-states: the keyword ALLSTATES is only valid on its own in include-only-states (spec rules 5 and 6)',
  ],
  [
    v2({ includeOnlyCities: 'ALLSTATES' }),
    'includeOnlyCities',
    'include-only-cities: the keyword ALLSTATES is only valid on its own in include-only-states (spec rule 5)',
  ],
  [
    v2({ preferCities: 'Denver,CO;contiguous' }),
    'preferCities',
    'prefer-cities: the keyword CONTIGUOUS is only valid on its own in include-only-states (spec rule 5)',
  ],
  [
    v2({ includeOnlyStates: 'CONTIGUOUS;CA' }),
    'includeOnlyStates',
    'include-only-states: the keyword CONTIGUOUS must be the only value; it cannot be mixed with states (spec rule 5)',
  ],
  [
    v2({ excludeStates: 'CA;ZZ' }),
    'excludeStates',
    'exclude-states: "ZZ" is not the USPS code of a US state, district or territory (such as "CA", "DC" or "PR"; spec rule 1)',
  ],
  [
    v2({ includeOnlyCities: 'Denver,CO;UT' }),
    'includeOnlyCities',
    `include-only-cities: group "UT" is a state without a city: to cover the whole state, list it in include-only-states instead; expected ${CITY_GROUPS}`,
  ],
  [
    v2({ includeOnlyZipCodes: '9021' }),
    'includeOnlyZipCodes',
    'include-only-zip-codes: "9021" is not a 5-digit ZIP Code such as "90210" (spec rule 1)',
  ],
  [
    v2({ preferZipCodes: zips101 }),
    'preferZipCodes',
    'prefer-zip-codes: lists 101 ZIP Codes; at most 100 are allowed (spec rule 1)',
  ],
  [
    v2({ includeOnlyCities: 'Denver,CO;;Provo,UT' }),
    'includeOnlyCities',
    `include-only-cities: has an empty group; check for a doubled or trailing ";" (expected ${CITY_GROUPS})`,
  ],
  [
    v2({ preferCities: 'Denver,Aurora' }),
    'preferCities',
    `prefer-cities: group "Denver,Aurora" does not end with a two-letter state after its cities; expected ${CITY_GROUPS}`,
  ],
  [
    v2({ includeOnlyCities: 'Denver, Aurora,CO' }),
    'includeOnlyCities',
    'include-only-cities: " Aurora" is not a city name (in group "Denver, Aurora,CO"; spec rule 1); remove the spaces around ","',
  ],
  [
    v2({ includeOnlyCities: 'Denver, CO' }),
    'includeOnlyCities',
    'include-only-cities: " CO" is not a two-letter state abbreviation such as "CO" (spec rule 1); remove the spaces around ","',
  ],
  [
    v2({ includeOnlyCities: 'Denver,,CO' }),
    'includeOnlyCities',
    'include-only-cities: has an empty entry; check for a doubled or trailing "," (a city name (in group "Denver,,CO"; spec rule 1))',
  ],
  [
    v2({ includeOnlyCities: cities101 }),
    'includeOnlyCities',
    'include-only-cities: lists 101 cities; at most 100 are allowed (spec rule 1)',
  ],
  [v2({ preferGeolocation: 'off' }), 'preferGeolocation', 'prefer-geolocation: must be "city" or "none"; got "off"'],
  [pro({ source: 'everything' }), 'source', 'source: must be "postal" or "all"; got "everything"'],
  [v2({ exclude: 'po-box,apartment' }), 'exclude', `exclude: "apartment" is not one of ${EXCLUDE_TYPES}`],
  [
    v2({ exclude: 'po-box,' }),
    'exclude',
    `exclude: has an empty entry; check for a doubled or trailing "," (one of ${EXCLUDE_TYPES})`,
  ],
  [
    v2({ includeOnlyZipCodes: '80202', preferCities: 'Denver,CO' }),
    'includeOnlyZipCodes',
    'include-only-zip-codes: cannot be combined with prefer-cities (spec rule 3); remove one of them',
  ],
  [
    v2({ excludeStates: 'CA', includeOnlyCities: 'Denver,CO' }),
    'excludeStates',
    'exclude-states: cannot be combined with include-only-cities (spec rule 4); remove one of them',
  ],
  [
    pro({ preferZipCodes: '80202', includeOnlyStates: 'CO' }),
    'preferZipCodes',
    'prefer-zip-codes: cannot be combined with include-only-states (spec rule 6); remove one of them',
  ],
  [
    v2({ includeOnlyStates: 'ALLSTATES', includeOnlyCities: 'Denver,CO' }),
    'includeOnlyStates',
    'include-only-states: the keyword ALLSTATES cannot be combined with include-only-cities (spec rule 5); remove include-only-cities or list the states instead',
  ],
  [
    v2({ includeOnlyZipCodes: '80202', preferGeolocation: 'city' }),
    'preferGeolocation',
    'prefer-geolocation: cannot be "city" together with include-only-zip-codes (spec rules 3 and 8); remove prefer-geolocation ("none" is then sent automatically) or set it to "none"',
  ],
  [
    pro({ preferZipCodes: '80202', preferGeolocation: 'city' }),
    'preferGeolocation',
    'prefer-geolocation: cannot be "city" together with prefer-zip-codes (spec rules 6 and 8); remove prefer-geolocation ("none" is then sent automatically) or set it to "none"',
  ],
  [
    intl({ country: ' ' }),
    'country',
    'country: is required: set an ISO alpha-3 code such as CAN, or add an autocomplete="country" field to the form',
  ],
  [
    intl({ country: 'usa' }),
    'country',
    'country: USA is not served by the international API: use <us-address-autocomplete> for US addresses',
  ],
  [
    intl({ country: 'Canada' }),
    'country',
    'country: "Canada" is not an ISO alpha-3 code of a supported country (for example CAN, GBR, DEU)',
  ],
  [
    intl({ country: 'GBR', includeOnlyLocality: 'London', includeOnlyPostalCode: 'SW1A' }),
    'includeOnlyPostalCode',
    'include-only-postal-code: cannot be combined with include-only-locality: use one of the two',
  ],
  [intl({ maxResults: 0 }), 'maxResults', 'max-results: must be a whole number from 1 to 10; got 0'],
  [
    intl({ maxGroupResults: 1.5 }),
    'maxGroupResults',
    'max-group-results: must be a whole number from 1 to 100; got 1.5',
  ],
  [
    intl({}, { embeddedKey: '' }),
    'embeddedKey',
    "embedded-key: is required: set it to the embedded key of your account (not a secret key), or point base-url at your server's lookup route",
  ],
  [street({ match: 'loose' as 'strict' }), 'match', 'match: must be one of strict, invalid, enhanced'],
  [street({ candidates: 11 }), 'candidates', 'candidates: must be a whole number from 1 to 10; got 11'],
];

function configErrorOf(build: () => unknown): AddressError {
  try {
    build();
  } catch (error) {
    assert.ok(error instanceof AddressError);
    assert.equal((error as AddressError).code, 'config');
    return error as AddressError;
  }
  throw new Error('expected a config error');
}

describe('config errors name request options', () => {
  for (const [build, option, elementMessage] of CASES) {
    it(`${option}: ${elementMessage.slice(elementMessage.indexOf(':') + 2, 70)}…`, () => {
      const error = configErrorOf(build);
      assert.equal(error.option, option);
      assert.equal(error.message.startsWith(`${option}: `), true, error.message);
      // No attribute spelling is left in the api layer's own words.
      assert.doesNotMatch(
        error.message.slice(option.length),
        /\b(?:include-only|exclude-states|prefer-|max-|base-url|embedded-key)/,
      );
      assert.equal(inAttributeWords(error.message), elementMessage);
    });
  }
});

describe('rule-2 warnings name request options', () => {
  it('reads as the element always wrote it, once option names become attribute names', () => {
    const { warnings } = usFilterParams({ includeOnlyCities: 'Denver,CO', includeOnlyStates: 'CO' }, 'v2');
    assert.deepEqual(warnings, [
      'includeOnlyCities names cities in CO, which includeOnlyStates also lists: the whole state CO is included, ' +
        'so the city restriction for CO has no effect (spec rule 2)',
    ]);
    assert.deepEqual(warnings.map(inAttributeWords), [
      'include-only-cities names cities in CO, which include-only-states also lists: the whole state CO is included, ' +
        'so the city restriction for CO has no effect (spec rule 2)',
    ]);
  });
});

describe('rule-4 and rule-8 warnings name request options', () => {
  it('reads in attribute words once mapped', () => {
    const { warnings } = usFilterParams({ excludeStates: 'CA', preferGeolocation: 'city' }, 'v2');
    assert.deepEqual(warnings.map(inAttributeWords), [
      'prefer-geolocation is "city" together with exclude-states: geolocation takes precedence over the filters, so ' +
        "addresses in the shopper's own city appear even where exclude-states leaves them out (spec rules 4 and 8); " +
        'remove prefer-geolocation ("none" is then sent automatically) or set it to "none"',
    ]);
  });
});

describe('geolocation warnings name request options', () => {
  it('names geolocation and the country, and reads in attribute words once mapped', () => {
    const { warnings } = checkIntlOptions({ country: 'GBR', geolocation: true });
    assert.deepEqual(warnings.map(inAttributeWords), [
      'geolocation is supported only for CAN, AUS and DEU, not GBR: it is not sent, and lookups for GBR go on without it',
    ]);
  });
});
