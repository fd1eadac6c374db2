// Alternate city names for each ZIP Code. No npm package carries the USPS list of acceptable city names per ZIP,
// so alternates are derived: the real place names (country-state-city) in the same state within ALTERNATE_RADIUS_KM
// of the ZIP's centroid (zipcodes) whose name differs from the ZIP's default city. That gives, for example,
// "Brooklyn" or "Manhattan" next to a "New York" ZIP, which is the kind of vanity/alternate name USPS accepts.

export const ALTERNATE_RADIUS_KM = 8;
/** At most this many alternates per ZIP, nearest first. */
const MAX_ALTERNATES = 4;
/** Grid cells of 0.1 degree (about 11 km north-south), keyed per state. */
const CELL = 10;

/**
 * @typedef {{ name: string, stateCode: string, latitude?: string | null, longitude?: string | null }} PlaceInput
 * @typedef {{ name: string, key: string, lat: number, lon: number }} Place
 */

/**
 * "St. Louis" → "St Louis", "Añasco" → "Anasco": how USPS writes a city (ASCII, no periods).
 * @param {string} name
 */
export function cleanCityName(name) {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Places that are not mailing city names: counties, townships, names with qualifiers.
 * @param {string} name
 */
function isPlaceName(name) {
  return !/county|township|^city of |\(|\)|,/i.test(name);
}

/** A grid cell as one number (no string per lookup): rows of 0.1° latitude, 0.1° longitude within a row. */
const cell = (/** @type {number} */ row, /** @type {number} */ column) => row * 4000 + column;
/** @param {number} degrees */
const gridLine = (degrees) => Math.floor(degrees * CELL);

/**
 * @typedef {Map<string, Map<number, Place[]>>} PlaceGrid places by state, then by grid cell
 */

/**
 * @param {PlaceInput[]} places
 * @param {(text: string) => string} normalize how names are compared
 * @returns {PlaceGrid}
 */
export function indexPlaces(places, normalize) {
  /** @type {PlaceGrid} */
  const grid = new Map();
  for (const place of places) {
    const lat = Number(place.latitude);
    const lon = Number(place.longitude);
    if (!isPlaceName(place.name) || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const cells = grid.get(place.stateCode) ?? new Map();
    grid.set(place.stateCode, cells);
    const key = cell(gridLine(lat), gridLine(lon));
    const list = cells.get(key) ?? [];
    cells.set(key, list);
    const name = cleanCityName(place.name);
    list.push({ name, key: normalize(name), lat, lon });
  }
  return grid;
}

/**
 * Equirectangular distance, plenty for 8 km.
 * @param {number} lat1
 * @param {number} lon1
 * @param {number} lat2
 * @param {number} lon2
 */
function distanceKm(lat1, lon1, lat2, lon2) {
  const x = (((lon2 - lon1) * Math.PI) / 180) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const y = ((lat2 - lat1) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * The alternate names of one ZIP, nearest first.
 * @param {PlaceGrid} grid
 * @param {{ state: string, lat: number, lon: number, city: string }} zip
 * @param {(text: string) => string} normalize
 * @returns {string[]}
 */
export function alternatesFor(grid, zip, normalize) {
  const cells = grid.get(zip.state);
  if (!cells || (zip.lat === 0 && zip.lon === 0)) return [];
  const row = gridLine(zip.lat);
  const column = gridLine(zip.lon);
  /** @type {Array<{ place: Place, km: number }>} */
  const near = [];
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      for (const place of cells.get(cell(row + dLat, column + dLon)) ?? []) {
        const km = distanceKm(zip.lat, zip.lon, place.lat, place.lon);
        if (km <= ALTERNATE_RADIUS_KM) near.push({ place, km });
      }
    }
  }
  near.sort((a, b) => a.km - b.km || (a.place.name < b.place.name ? -1 : 1));
  const seen = new Set([normalize(zip.city)]);
  const names = [];
  for (const { place } of near) {
    if (seen.has(place.key)) continue;
    seen.add(place.key);
    names.push(place.name);
    if (names.length === MAX_ALTERNATES) break;
  }
  return names;
}
