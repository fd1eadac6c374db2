// The address model: an address is a street of a real locality, a house number and a unit. Whether it is a group
// (entries > 1) and how many entries it has follows deterministically from its parts. This module turns addresses
// into the wire shapes: summary candidates {entries, address_text, address_id} and detail candidates.

import { chance, hash32, intFor } from '../shared.js';
import { encodeAddressId } from './address-id.js';
import { groupPostalCode, postalCodeFor } from './postal.js';

/** @typedef {import('./localities.js').Place} Place */
/** @typedef {import('./profiles.js').Profile} Profile */
/** @typedef {import('./streets.js').Street} Street */

/**
 * @typedef {object} Address
 * @property {Profile} profile
 * @property {Place} place
 * @property {Street} street
 * @property {number} number house number (banchi in Japan); 0 = the whole street, a group in street-first countries
 * @property {number} unit unit (gō in Japan); 0 = none
 */

/** @param {Address} address */
function seedOf(address) {
  return `${address.profile.iso3}|${address.place.key}|${address.street.name}|${address.number}`;
}

/**
 * Building sizes: mostly small, some medium, a few over 100 units (only the first 100 are listed on expansion).
 * @param {string} seed
 */
function buildingSize(seed) {
  const bucket = hash32(`${seed}|size`) % 100;
  if (bucket < 60) return intFor(seed, 2, 12);
  if (bucket < 90) return intFor(seed, 13, 99);
  return intFor(seed, 100, 150);
}

/**
 * How many addresses the house (building, or banchi in Japan) holds; 1 for a single address.
 * @param {Address} address with unit 0
 */
function houseEntries(address) {
  const seed = seedOf(address);
  if (address.profile.groups === 'banchi') return intFor(`${seed}|go`, 1, 24);
  if (address.profile.groups === 'building' && chance(`${seed}|group`, 0.3)) return buildingSize(seed);
  return 1;
}

/**
 * @param {Profile} profile
 * @param {Place} place
 * @param {Street} street
 * @param {number} number
 * @param {number} [unit]
 * @returns {Address} a Japanese banchi with a single gō is the address of that gō
 */
export function makeAddress(profile, place, street, number, unit = 0) {
  const address = { profile, place, street, number, unit };
  if (profile.groups === 'banchi' && unit === 0 && houseEntries(address) === 1) address.unit = 1;
  return address;
}

/**
 * Number of addresses under this one: > 1 for a group, 1 for a single address.
 * @param {Address} address
 */
export function entriesOf(address) {
  if (address.unit > 0) return 1;
  if (address.number === 0) return address.street.max;
  return houseEntries(address);
}

/**
 * The addresses of a group, in order: units of a building, house numbers of a street, gō of a banchi.
 * @param {Address} group
 * @param {number} limit
 * @returns {Address[]}
 */
export function subUnitsOf(group, limit) {
  const count = Math.min(entriesOf(group), limit);
  const { profile, place, street, number } = group;
  return Array.from({ length: count }, (_, i) =>
    number === 0 ? makeAddress(profile, place, street, i + 1) : makeAddress(profile, place, street, number, i + 1),
  );
}

/**
 * True when this address is valid: its house number exists and its unit is inside its house.
 * @param {Address} address
 */
export function isValidAddress(address) {
  const { number, unit, street, profile } = address;
  if (number === 0) return unit === 0 && profile.groups === 'street';
  if (number > street.max) return false;
  if (unit === 0) return profile.groups !== 'banchi' || houseEntries(address) > 1;
  const entries = houseEntries({ ...address, unit: 0 });
  if (profile.groups === 'building') return entries > 1 && unit <= entries;
  return profile.groups === 'banchi' && unit <= entries;
}

/**
 * The street line of an address; a group's line leaves out what differs between its entries.
 * @param {Address} address
 */
export function streetLineOf(address) {
  const { profile, street, number, unit, place } = address;
  if (number === 0) return street.name;
  return profile.line(street.name, number, unit, place.script === 'latin');
}

/** @param {Address} address */
export function postalCodeOf(address) {
  return postalCodeFor(address.profile.iso3, address.place, address.street.name);
}

/**
 * The administrative-area fields the service returns for this country (absent ones left out).
 * @param {Address} address
 * @returns {Record<string, string>}
 */
function adminFields(address) {
  const { profile, place } = address;
  if (place.stateName === '') return {};
  /** @type {Record<string, string>} */
  const fields = {
    administrative_area: profile.adminArea === 'short' && place.stateCode ? place.stateCode : place.stateName,
  };
  if (profile.adminShort && place.stateCode) fields.administrative_area_short = place.stateCode;
  fields.administrative_area_long = place.stateName;
  return fields;
}

/**
 * @param {Address} address
 * @returns {string}
 */
export function addressIdOf(address) {
  const { profile, place, street, number, unit } = address;
  return encodeAddressId({
    country: profile.iso3,
    script: place.script,
    placeKey: place.key,
    street: street.name,
    number,
    unit,
  });
}

/**
 * `{entries, address_text, address_id}` like the fixture: "123 Main St Winnipeg, MB, R3C" (a group shows only
 * the postal code's first part in Canada and the UK).
 * @param {Address} address
 */
export function summaryCandidate(address) {
  const entries = entriesOf(address);
  const postal = postalCodeOf(address);
  const shownPostal = entries > 1 ? groupPostalCode(address.profile.iso3, postal) : postal;
  const admin = adminFields(address).administrative_area;
  const parts = [`${streetLineOf(address)} ${address.place.name}`, admin, shownPostal].filter((part) => part);
  return { entries, address_text: parts.join(', '), address_id: addressIdOf(address) };
}

/**
 * One detail candidate with the street line given.
 * @param {Address} address
 * @param {string} street
 */
function detail(address, street) {
  return {
    street,
    locality: address.place.name,
    ...adminFields(address),
    postal_code: postalCodeOf(address),
    country_iso3: address.profile.iso3,
  };
}

/**
 * The street lines an ambiguous address resolves to: 2 or 3 units of the house ("1-1 Maple Ave", "2-1 Maple Ave"
 * as in the fixture's ambiguous mock), letter suffixes in street-first countries ("12", "12a"), room numbers in
 * Japan. About 8% of single addresses without a unit are ambiguous.
 * @param {Address} address
 * @returns {string[] | undefined}
 */
function ambiguousLines(address) {
  if (address.unit > 0 && address.profile.groups !== 'banchi') return undefined;
  if (!chance(`${seedOf(address)}|${address.unit}|ambiguous`, 0.08)) return undefined;
  const count = intFor(`${seedOf(address)}|ambiguous`, 2, 3);
  const line = streetLineOf(address);
  const { profile, street, number } = address;
  return Array.from({ length: count }, (_, i) => {
    if (profile.groups === 'building') return profile.line(street.name, number, i + 1, true);
    if (profile.groups === 'street') return i === 0 ? line : `${line}${'abc'[i - 1]}`;
    return `${line}-${i + 1}01`;
  });
}

/**
 * The detail answer for a single address: one candidate, or 2–3 when the address is ambiguous.
 * @param {Address} address
 */
export function detailCandidates(address) {
  const lines = ambiguousLines(address) ?? [streetLineOf(address)];
  return lines.map((line) => detail(address, line));
}
