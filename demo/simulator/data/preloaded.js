// A data source made of slices fetched beforehand (slices.js): what the handlers read in the service worker. The
// rows are compact arrays (slice-files.js writes them); this turns them back into the packages' own shapes. Reading
// a slice that was not added is a bug in the caller's preloading, and says so.

/**
 * @typedef {import('./source.js').DataSource} DataSource
 * @typedef {[name: string, code: string, latitude: number | string | null, longitude: number | string | null]} PlaceRow
 * @typedef {[zip: string, city: string, state: string, latitude: number, longitude: number]} ZipRow
 * @typedef {[prefecture: number, city: string, towns: Array<[lastFour: string, town: string]>]} CityRow one city's
 *   towns in postal code order, each by the last four digits of its code (the file's prefix is the first three)
 * @typedef {{ zips: ZipRow[], cities: PlaceRow[], states: PlaceRow[] }} UsSlice
 * @typedef {{ cities: PlaceRow[], states: PlaceRow[] }} CountrySlice
 * @typedef {{ prefectures: (string | null)[], files: Array<[prefix: string, cities: CityRow[]]> }} JapanSlice
 *   files in the order the package lists them
 */

/** @param {PlaceRow} row */
const cityOf = ([name, stateCode, latitude, longitude]) => ({ name, stateCode, latitude, longitude });
/** @param {PlaceRow} row */
const stateOf = ([name, isoCode, latitude, longitude]) => ({ name, isoCode, latitude, longitude });

/**
 * @param {() => any} isoCountries `i18n-iso-countries` with English names (small: the worker bundles it, so that a
 *   postal code lookup's country can be resolved before its slices are known)
 */
export function createPreloadedSource(isoCountries) {
  /** @type {Map<string, unknown>} */
  const slices = new Map();
  /**
   * @param {string} name
   * @returns {any}
   */
  const slice = (name) => {
    if (!slices.has(name)) throw new Error(`The simulator data slice "${name}" was not preloaded.`);
    return slices.get(name);
  };
  /** @param {string} iso2 */
  const countryOf = (iso2) => (iso2 === 'US' ? slice('us') : slice(`cities-${iso2}`));

  /** @type {DataSource} */
  const source = {
    usZips: () =>
      /** @type {UsSlice} */ (slice('us')).zips.map(([zip, city, state, latitude, longitude]) => ({
        zip,
        city,
        state,
        country: 'US',
        latitude,
        longitude,
      })),
    citiesOf: (iso2) => /** @type {CountrySlice} */ (countryOf(iso2)).cities.map(cityOf),
    statesOf: (iso2) => /** @type {CountrySlice} */ (countryOf(iso2)).states.map(stateOf),
    isoCountries,
    jpPrefectures: () => /** @type {JapanSlice} */ (slice('jp')).prefectures,
    jpPrefixes: () => /** @type {JapanSlice} */ (slice('jp')).files.map(([prefix]) => prefix),
    jpZipData(prefix) {
      const cities = /** @type {JapanSlice} */ (slice('jp')).files.find((file) => file[0] === prefix)?.[1] ?? [];
      return Object.fromEntries(
        cities.flatMap(([prefecture, city, towns]) =>
          towns.map(([lastFour, town]) => [prefix + lastFour, [prefecture, city, town]]),
        ),
      );
    },
  };

  return {
    source,
    /** @param {string} name */
    has: (name) => slices.has(name),
    /**
     * @param {string} name
     * @param {unknown} data the slice's parsed JSON
     */
    add(name, data) {
      slices.set(name, data);
    },
  };
}
