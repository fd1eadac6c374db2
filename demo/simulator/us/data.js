// Real US ZIP Code, city and state data (`zipcodes`, `country-state-city`, through data/source.js), loaded on first
// use and memoised: the dev server and the test runner import the simulator at start-up, and parsing the packages'
// data takes a few hundred milliseconds, so nothing is read until the first lookup.
import { packageData } from '../data/source.js';
import { chance, hash32, normalizeText, pick } from '../shared.js';
import { alternatesFor, cleanCityName, indexPlaces } from './alternates.js';
import { ordinalForm } from './matching.js';
import { REAL_LANDMARKS } from './vocabulary.js';

/**
 * @typedef {object} ZipRecord
 * @property {number} index position in UsData.zips (ascending ZIP order)
 * @property {string} zip 5 digits
 * @property {string} state two-letter code
 * @property {number} lat centroid latitude (0 when unknown)
 * @property {number} lon centroid longitude (0 when unknown)
 * @property {string[]} names the default city first, then the alternates
 * @property {string[]} normNames normalizeText of each name
 * @property {string[]} cityLines "city state zipcode" of each name, normalized with ordinals in numeric form (what
 *   a search's city part matches)
 * @property {boolean[]} acceptable whether each name is still acceptable for mailing (the default always is)
 * @property {number} preferred index in names of the city the ZIP returns by default
 * @property {boolean} military an APO/FPO/DPO ZIP (states AA, AE, AP)
 */

/**
 * @typedef {object} UsData
 * @property {ZipRecord[]} zips
 * @property {Map<string, ZipRecord>} byZip
 * @property {ZipRecord[]} ranked every ZIP in the universe's stable result order
 * @property {Int32Array} rankOf ZIP index → position in ranked
 * @property {Map<string, Array<{ zip: ZipRecord, nameIndex: number }>>} byCity key `${normalized city}|${state}`
 * @property {Map<string, string>} stateCodes normalized state name or code → code
 * @property {Set<string>} allStates the 50 states and DC (the ALLSTATES keyword)
 * @property {Set<string>} contiguousStates the 48 contiguous states and DC (the CONTIGUOUS keyword)
 */

export const MILITARY_STATES = ['AA', 'AE', 'AP'];
const TERRITORIES = ['AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'FM', 'MH', 'PW'];
/** @type {Record<string, string>} */
const MILITARY_STATE_NAMES = {
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};
/** Share of ZIPs whose preferred city is one of their alternates (spec "Alternate cities"). */
const PREFERRED_ALTERNATE_SHARE = 0.08;
/** Share of alternates no longer acceptable for mailing: they still match, but the preferred city is shown. */
const UNACCEPTABLE_SHARE = 0.15;

/** @type {UsData | undefined} */
let cache;

/** @returns {UsData} */
export function usData() {
  if (!cache) {
    const data = packageData();
    cache = data.kept ? data.kept('us-universe', load) : load();
  }
  return cache;
}

/**
 * The city as the service writes it: APO/FPO/DPO upper case, everything else as the data has it.
 * @param {string} city
 * @param {string} state
 */
function displayCity(city, state) {
  return MILITARY_STATES.includes(state) ? city.toUpperCase() : cleanCityName(city);
}

/**
 * @param {{ zip: string, city: string, state: string, latitude: number, longitude: number }} raw
 * @param {number} index
 * @param {import('./alternates.js').PlaceGrid} grid
 * @returns {ZipRecord}
 */
function zipRecord(raw, index, grid) {
  const military = MILITARY_STATES.includes(raw.state);
  const base = { state: raw.state, lat: Number(raw.latitude) || 0, lon: Number(raw.longitude) || 0 };
  const city = displayCity(raw.city, raw.state);
  const alternates = military ? [] : alternatesFor(grid, { ...base, city }, normalizeText);
  const names = [city, ...alternates];
  const acceptable = names.map((name, i) => i === 0 || !chance(`unacceptable|${raw.zip}|${name}`, UNACCEPTABLE_SHARE));
  const choices = alternates.filter((_, i) => acceptable[i + 1]);
  // A real landmark's ZIP returns its real city ("Washington, DC 20500"), never a derived alternate.
  const landmark = REAL_LANDMARKS.some((item) => item.zip === raw.zip);
  const preferredName =
    !landmark && choices.length > 0 && chance(`preferred|${raw.zip}`, PREFERRED_ALTERNATE_SHARE)
      ? pick(choices, raw.zip)
      : city;
  const normNames = names.map(normalizeText);
  return {
    index,
    zip: raw.zip,
    ...base,
    names,
    normNames,
    cityLines: normNames.map((name) => ordinalForm(`${name} ${raw.state.toLowerCase()} ${raw.zip}`)),
    acceptable,
    preferred: names.indexOf(preferredName),
    military,
  };
}

/** @param {ZipRecord[]} zips */
function cityIndex(zips) {
  /** @type {UsData['byCity']} */
  const byCity = new Map();
  for (const zip of zips) {
    zip.normNames.forEach((name, nameIndex) => {
      const key = `${name}|${zip.state}`;
      const list = byCity.get(key) ?? [];
      list.push({ zip, nameIndex });
      byCity.set(key, list);
    });
  }
  return byCity;
}

/** @param {Array<{ isoCode: string, name: string }>} states */
function stateTables(states) {
  const usable = states.filter((state) => /^[A-Z]{2}$/.test(state.isoCode));
  /** @type {Map<string, string>} */
  const stateCodes = new Map();
  for (const { isoCode, name } of usable) {
    stateCodes.set(normalizeText(name), isoCode);
    stateCodes.set(isoCode.toLowerCase(), isoCode);
  }
  for (const [code, name] of Object.entries(MILITARY_STATE_NAMES)) {
    stateCodes.set(normalizeText(name), code);
    stateCodes.set(code.toLowerCase(), code);
  }
  const allStates = new Set(usable.map((state) => state.isoCode).filter((code) => !TERRITORIES.includes(code)));
  const contiguousStates = new Set([...allStates].filter((code) => code !== 'AK' && code !== 'HI'));
  return { stateCodes, allStates, contiguousStates };
}

/** @returns {UsData} */
function load() {
  const data = packageData();
  const grid = indexPlaces(data.citiesOf('US'), normalizeText);
  const raws = data
    .usZips()
    .filter((raw) => raw.country === 'US' && /^\d{5}$/.test(raw.zip) && /^[A-Z]{2}$/.test(raw.state))
    .sort((a, b) => (a.zip < b.zip ? -1 : 1));
  const zips = raws.map((raw, index) => zipRecord(raw, index, grid));
  const rankKeys = zips.map((zip) => hash32(`rank|${zip.zip}`));
  const ranked = [...zips].sort((a, b) => rankKeys[a.index] - rankKeys[b.index] || a.index - b.index);
  const rankPositions = new Int32Array(zips.length);
  ranked.forEach((zip, position) => {
    rankPositions[zip.index] = position;
  });
  return {
    zips,
    rankOf: rankPositions,
    byZip: new Map(zips.map((zip) => [zip.zip, zip])),
    ranked,
    byCity: cityIndex(zips),
    ...stateTables(data.statesOf('US')),
  };
}
