// How each served country writes an address: house number before or after the street, how a unit is written,
// what a group is (a building of units, a street of house numbers, a Japanese banchi of gō), and which
// administrative-area form the service puts in `administrative_area`.

/**
 * @typedef {object} Profile
 * @property {string} iso3
 * @property {string} iso2 the code country-state-city uses
 * @property {'short' | 'long'} adminArea `administrative_area` holds the state code (as the fixtures do for Canada:
 *   "NB") or the state name
 * @property {boolean} adminShort whether `administrative_area_short` is returned at all
 * @property {'building' | 'street' | 'banchi'} groups what an address with entries > 1 is
 * @property {boolean} nativeLatin whether the country's own script is Latin (else Latin data only answers Latin input)
 * @property {[number, number]} houseNumbers range of the highest house number on a generated street
 * @property {(street: string, number: number, unit: number, latin: boolean) => string} line the street line
 */

/** @typedef {(street: string, number: number, unit: number) => string} Line */

/** @type {Line} */
const numberFirst = (street, number) => `${number} ${street}`;
/** @type {Line} */
const numberAfter = (street, number) => `${street} ${number}`;

/**
 * @param {Line} unitLine
 * @returns {Line}
 */
function withUnits(unitLine) {
  return (street, number, unit) => (unit > 0 ? unitLine(street, number, unit) : numberFirst(street, number, 0));
}

/**
 * 丸の内1丁目2-3 in kanji; "Honcho 1-chome 2-3" in Latin. A banchi alone is "丸の内1丁目2".
 * @param {string} street
 * @param {number} banchi
 * @param {number} go
 * @param {boolean} latin
 */
function japaneseLine(street, banchi, go, latin) {
  return `${street}${latin ? ' ' : ''}${banchi}${go > 0 ? `-${go}` : ''}`;
}

/**
 * @param {Partial<Profile> & Pick<Profile, 'iso3' | 'iso2'>} profile
 * @returns {Profile}
 */
function profile(profile) {
  return {
    adminArea: 'long',
    adminShort: true,
    groups: 'building',
    nativeLatin: true,
    houseNumbers: [150, 1999],
    line: numberFirst,
    ...profile,
  };
}

/** @param {Pick<Profile, 'iso3' | 'iso2'>} codes */
const streetFirst = (codes) => profile({ ...codes, groups: 'street', houseNumbers: [8, 150], line: numberAfter });

/** @type {Record<string, Profile>} */
export const PROFILES = {
  CAN: profile({ iso3: 'CAN', iso2: 'CA', adminArea: 'short', line: withUnits((s, n, u) => `${u}-${n} ${s}`) }),
  AUS: profile({ iso3: 'AUS', iso2: 'AU', adminArea: 'short', line: withUnits((s, n, u) => `${u}/${n} ${s}`) }),
  GBR: profile({ iso3: 'GBR', iso2: 'GB', line: withUnits((s, n, u) => `Flat ${u}, ${n} ${s}`) }),
  FRA: profile({ iso3: 'FRA', iso2: 'FR', line: withUnits((s, n, u) => `Appt ${u}, ${n} ${s}`) }),
  NZL: profile({ iso3: 'NZL', iso2: 'NZ', line: withUnits((s, n, u) => `${u}/${n} ${s}`) }),
  DEU: streetFirst({ iso3: 'DEU', iso2: 'DE' }),
  AUT: streetFirst({ iso3: 'AUT', iso2: 'AT' }),
  CHE: streetFirst({ iso3: 'CHE', iso2: 'CH' }),
  NLD: streetFirst({ iso3: 'NLD', iso2: 'NL' }),
  ITA: streetFirst({ iso3: 'ITA', iso2: 'IT' }),
  ESP: streetFirst({ iso3: 'ESP', iso2: 'ES' }),
  RUS: { ...streetFirst({ iso3: 'RUS', iso2: 'RU' }), nativeLatin: false },
  JPN: profile({
    iso3: 'JPN',
    iso2: 'JP',
    adminShort: false,
    groups: 'banchi',
    nativeLatin: false,
    houseNumbers: [5, 40],
    line: japaneseLine,
  }),
};

/** The countries the simulator has data for; every other supported country answers with no candidates. */
export const COUNTRIES_WITH_DATA = Object.keys(PROFILES);
