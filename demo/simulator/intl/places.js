// Finding a locality again from the key in an address_id: package localities by state and name, Japanese towns by
// their real postal code (which loads only that code's data file).

import { townByPostal } from './jp-data.js';
import { placesOf } from './localities.js';

/** @typedef {import('./localities.js').Place} Place */
/** @typedef {import('./profiles.js').Profile} Profile */

/** @type {Map<string, Place>} */
const townPlaces = new Map();

/**
 * A Japanese town as a locality in native script: the city or ward is the locality, the prefecture the
 * administrative area (there is no short form), the town names the streets.
 * @param {import('./jp-data.js').Town} town
 * @returns {Place}
 */
export function placeOfTown(town) {
  let place = townPlaces.get(town.postal7);
  if (!place) {
    place = {
      key: town.postal7,
      name: town.city,
      stateCode: '',
      stateName: town.prefectureName,
      lat: 0,
      lon: 0,
      words: [],
      script: 'native',
      town,
    };
    townPlaces.set(town.postal7, place);
  }
  return place;
}

/**
 * @param {Profile} profile
 * @param {'latin' | 'native'} script
 * @param {string} key
 * @returns {Place | undefined}
 */
export function findPlace(profile, script, key) {
  if (script === 'latin') return placesOf(profile.iso2).byKey.get(key);
  if (profile.iso3 !== 'JPN') return undefined;
  const town = townByPostal(key);
  return town ? placeOfTown(town) : undefined;
}
