// Real localities and their states or provinces from the `country-state-city` package (through data/source.js),
// loaded on first use (the package parses ~150,000 cities, a few hundred ms once) and memoised per country.

import { packageData } from '../data/source.js';
import { wordsOf } from './text.js';

/**
 * @typedef {object} Place A locality the simulator generates streets in.
 * @property {string} key stable within the country: state code and name for package data, postal code for Japan
 * @property {string} name the locality as the service returns it
 * @property {string} stateCode the state's ISO code ('' when unknown)
 * @property {string} stateName the state's name ('' when unknown)
 * @property {number} lat
 * @property {number} lon
 * @property {string[]} words folded words of the name and the state, for matching
 * @property {'latin' | 'native'} script
 * @property {import('./jp-data.js').Town} [town] the Japanese town (native script only)
 */

/**
 * @typedef {object} CountryPlaces
 * @property {Place[]} places sorted by name as the package sorts them
 * @property {Map<string, Place>} byKey
 */

/** @type {Map<string, CountryPlaces>} */
const byCountry = new Map();
/** @type {Map<string, Map<string, State>>} */
const statesByCountry = new Map();

/** @typedef {import('../data/source.js').PackageState} State */

/**
 * The package's states of a country (ISO alpha-2), by ISO code (memoised).
 * @param {string} iso2
 * @returns {Map<string, State>}
 */
export function statesOf(iso2) {
  let states = statesByCountry.get(iso2);
  if (!states) {
    states = new Map(
      packageData()
        .statesOf(iso2)
        .map((state) => [state.isoCode, state]),
    );
    statesByCountry.set(iso2, states);
  }
  return states;
}

/**
 * @param {string} iso2
 * @returns {CountryPlaces}
 */
function loadPlaces(iso2) {
  const states = statesOf(iso2);
  /** @type {Map<string, Place>} */
  const byKey = new Map();
  for (const city of packageData().citiesOf(iso2)) {
    const state = states.get(city.stateCode);
    const key = `${city.stateCode}~${city.name}`;
    if (byKey.has(key)) continue;
    byKey.set(key, {
      key,
      name: city.name,
      stateCode: state ? city.stateCode : '',
      stateName: state?.name ?? '',
      lat: Number(city.latitude),
      lon: Number(city.longitude),
      words: [...wordsOf(city.name), ...(state ? wordsOf(`${city.stateCode} ${state.name}`) : [])],
      script: 'latin',
    });
  }
  return { places: [...byKey.values()], byKey };
}

/**
 * The localities of a country from the package (memoised).
 * @param {string} iso2 ISO alpha-2 code as the package uses it
 * @returns {CountryPlaces}
 */
export function placesOf(iso2) {
  let data = byCountry.get(iso2);
  if (!data) {
    data = loadPlaces(iso2);
    byCountry.set(iso2, data);
  }
  return data;
}
