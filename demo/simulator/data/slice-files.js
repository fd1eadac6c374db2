// Writes the simulator's data slices (slices.js) as JSON files, in Node, from the same packages the Node simulator
// reads: only the fields the simulator reads, as compact rows (preloaded.js reads them back). Japan's postal data
// keeps only the towns intl/jp-data.js keeps (no single buildings, floors or companies; one code per town name), so
// the worker's handlers see exactly the towns the Node handlers see.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { allPrefixes, loadFile, prefectures } from '../intl/jp-data.js';
import { packageData } from './source.js';
import { allSlices, sliceFile } from './slices.js';

/**
 * @typedef {import('./preloaded.js').PlaceRow} PlaceRow
 * @typedef {import('./source.js').PackageCity} PackageCity
 * @typedef {import('./source.js').PackageState} PackageState
 */

/**
 * A coordinate as a number where the package's string is one (a third shorter), else as the package has it.
 * @param {string | number | null | undefined} value
 */
function coordinate(value) {
  if (typeof value !== 'string' || value.trim() === '') return value ?? null;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/** @param {PackageCity} city @returns {PlaceRow} */
const cityRow = (city) => [city.name, city.stateCode, coordinate(city.latitude), coordinate(city.longitude)];
/** @param {PackageState} state @returns {PlaceRow} */
const stateRow = (state) => [state.name, state.isoCode, coordinate(state.latitude), coordinate(state.longitude)];

/**
 * A file's towns grouped by runs of the same city (they come in postal code order, so a city's towns mostly follow
 * each other): the file is a third of the size it would be with the city repeated on every town.
 * @param {import('../intl/jp-data.js').Town[]} towns
 * @returns {import('./preloaded.js').CityRow[]}
 */
function cityRows(towns) {
  /** @type {import('./preloaded.js').CityRow[]} */
  const rows = [];
  for (const town of towns) {
    const last = rows.at(-1);
    const entry = /** @type {[string, string]} */ ([town.postal7.slice(3), town.town]);
    if (last && last[0] === town.prefecture && last[1] === town.city) last[2].push(entry);
    else rows.push([town.prefecture, town.city, [entry]]);
  }
  return rows;
}

/**
 * The contents of one slice.
 * @param {string} slice a name from allSlices()
 * @returns {unknown}
 */
export function sliceContents(slice) {
  const data = packageData();
  if (slice === 'us') {
    return {
      // us/data.js reads only US five-digit ZIPs of a two-letter state; the package also has Canada's codes.
      zips: data
        .usZips()
        .filter((zip) => zip.country === 'US')
        .map((zip) => [zip.zip, zip.city, zip.state, zip.latitude, zip.longitude]),
      cities: data.citiesOf('US').map(cityRow),
      states: data.statesOf('US').map(stateRow),
    };
  }
  if (slice === 'jp') {
    return {
      prefectures: prefectures(),
      files: allPrefixes().map((prefix) => [prefix, cityRows(loadFile(prefix))]),
    };
  }
  const iso2 = /^cities-([A-Z]{2})$/.exec(slice)?.[1];
  if (!iso2) throw new Error(`No simulator data slice "${slice}".`);
  return { cities: data.citiesOf(iso2).map(cityRow), states: data.statesOf(iso2).map(stateRow) };
}

/**
 * Every slice's file contents, by file name (relative to the data directory).
 * @returns {Map<string, string>}
 */
export function sliceFiles() {
  return new Map(allSlices().map((slice) => [sliceFile(slice), JSON.stringify(sliceContents(slice))]));
}

/**
 * Writes every slice into `dir` (created when missing).
 * @param {string} dir
 * @returns {Promise<string[]>} the file names written
 */
export async function writeSliceFiles(dir) {
  await mkdir(dir, { recursive: true });
  const files = sliceFiles();
  for (const [name, text] of files) await writeFile(join(dir, name), text);
  return [...files.keys()];
}
