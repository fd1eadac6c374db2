// The places International Postal Code lookup answers from: the same real data the other simulated endpoints use,
// so that a postal code found here is one the autocomplete endpoints also give their addresses.
// - USA: the ZIP codes of `zipcodes` (us/data.js), each with the city the US endpoints show for it and its state.
// - CAN, AUS, GBR, DEU, FRA, NZL, AUT, CHE, NLD, ITA, ESP, RUS, JPN (romanised): the localities and states of
//   `country-state-city` (intl/localities.js) with the postal codes intl/postal.js gives their addresses: one code
//   per locality, or one per locality and street where codes are that fine-grained (CAN, GBR, NLD), deduplicated.
// Every other country has no places. Each country's index is built on first use and memoised.

import { usData } from '../us/data.js';
import { placesOf } from '../intl/localities.js';
import { PROFILES } from '../intl/profiles.js';
import { postalCodeFor } from '../intl/postal.js';
import { streetsOf } from '../intl/streets.js';
import { compactPostal, foldText } from '../intl/text.js';

/**
 * @typedef {object} PostalPlace one result the service can give, before input_id
 * @property {string} postalCode as the service writes it ("R3C 4T3", "80302")
 * @property {string} compact compactPostal(postalCode), for prefix matching
 * @property {string} locality
 * @property {string} foldedLocality
 * @property {string} adminArea what `administrative_area` holds ('' when unknown)
 * @property {string[]} adminNames folded names and codes the administrative_area parameter matches
 */

/** @type {Map<string, PostalPlace[]>} */
const indexes = new Map();

/** @param {PostalPlace} a @param {PostalPlace} b */
function byCodeThenLocality(a, b) {
  if (a.compact !== b.compact) return a.compact < b.compact ? -1 : 1;
  return a.locality < b.locality ? -1 : a.locality > b.locality ? 1 : 0;
}

/** @returns {PostalPlace[]} */
function usPlaces() {
  const data = usData();
  /** @type {Map<string, string[]>} state code → the names the parameter matches */
  const stateNames = new Map();
  for (const [name, code] of data.stateCodes) stateNames.set(code, [...(stateNames.get(code) ?? []), name]);
  return data.zips.map((zip) => {
    const locality = zip.names[zip.preferred];
    return {
      postalCode: zip.zip,
      compact: zip.zip,
      locality,
      foldedLocality: foldText(locality),
      adminArea: zip.state,
      adminNames: (stateNames.get(zip.state) ?? [zip.state.toLowerCase()]).map(foldText),
    };
  });
}

/**
 * @param {import('../intl/profiles.js').Profile} profile
 * @returns {PostalPlace[]}
 */
function intlPlaces(profile) {
  /** @type {PostalPlace[]} */
  const result = [];
  for (const place of placesOf(profile.iso2).places) {
    const adminArea = profile.adminArea === 'short' ? place.stateCode : place.stateName;
    const adminNames = [place.stateCode, place.stateName].filter(Boolean).map(foldText);
    const codes = new Set(streetsOf(profile, place).map((street) => postalCodeFor(profile.iso3, place, street.name)));
    for (const postalCode of codes) {
      if (!postalCode) continue;
      result.push({
        postalCode,
        compact: compactPostal(postalCode),
        locality: place.name,
        foldedLocality: foldText(place.name),
        adminArea,
        adminNames,
      });
    }
  }
  return result;
}

/**
 * The places of a country, sorted by postal code, then locality (memoised).
 * @param {string} iso3
 * @returns {PostalPlace[]}
 */
export function postalPlaces(iso3) {
  let places = indexes.get(iso3);
  if (!places) {
    const profile = PROFILES[iso3];
    if (iso3 === 'USA') places = usPlaces();
    else if (profile) places = intlPlaces(profile);
    else places = [];
    places.sort(byCodeThenLocality);
    indexes.set(iso3, places);
  }
  return places;
}
