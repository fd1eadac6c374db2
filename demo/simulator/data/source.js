// Where the handlers get the data of the npm packages they simulate from. In Node the packages are read as they are
// (node-packages.js: synchronous and lazy, as the handlers are); the service worker installs a source made from the
// slices it fetched before answering (preloaded.js). The service worker's build replaces node-packages.js with
// no-packages.js, so that no Node API and no 17 MB package reaches the browser.
import { nodePackages } from './node-packages.js';

/**
 * A city of `country-state-city`, with the fields the simulator reads.
 * @typedef {{ name: string, stateCode: string, latitude?: string | number | null, longitude?: string | number | null }} PackageCity
 */
/**
 * A state of `country-state-city`, with the fields the simulator reads.
 * @typedef {{ name: string, isoCode: string, latitude: string | number | null, longitude: string | number | null }} PackageState
 */
/**
 * A ZIP Code of `zipcodes`, with the fields the simulator reads.
 * @typedef {{ zip: string, city: string, state: string, country: string, latitude: number, longitude: number }} PackageZip
 */
/**
 * @typedef {object} DataSource
 * @property {() => PackageZip[]} usZips every code of `zipcodes` (the US filter is us/data.js's)
 * @property {(iso2: string) => PackageCity[]} citiesOf `City.getCitiesOfCountry(iso2)`
 * @property {(iso2: string) => PackageState[]} statesOf `State.getStatesOfCountry(iso2)`
 * @property {() => any} isoCountries `i18n-iso-countries` with its English names registered
 * @property {() => (string | null)[]} jpPrefectures the 47 prefecture names in kanji, index = JIS number (0 is null)
 * @property {() => string[]} jpPrefixes every 3-digit prefix that has a `japan-postal-code` data file
 * @property {(prefix: string) => Record<string, unknown>} jpZipData a data file's object, {} when there is none
 * @property {<T>(name: string, build: () => T) => T} [kept] what `build` derives from this source, kept between
 *   processes (in Node: kept-on-disk.js); without it, built each time
 */

/** @type {DataSource | undefined} */
let installed;

/** @returns {DataSource} the source the handlers read from: the installed one, else the npm packages. */
export function packageData() {
  installed ??= nodePackages();
  return installed;
}

/**
 * Makes the handlers read from `source` from now on (the service worker's preloaded slices).
 * @param {DataSource} source
 */
export function useDataSource(source) {
  installed = source;
}
