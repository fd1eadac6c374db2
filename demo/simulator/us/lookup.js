// Finds an address of the universe from its written street line in a known ZIP Code: the reverse of universe.js,
// used to expand a Pro `selected` value, to decode a v2 `entry_id` and to verify a US Street input.
import { normalizeText } from '../shared.js';
import { hasNumber } from './numbers.js';
import { militaryAddress, militaryUnitsOf, poBoxAddress, poBoxesOf, streetAddress, streetsOf } from './universe.js';

/**
 * @typedef {import('./data.js').ZipRecord} ZipRecord
 * @typedef {import('./universe.js').Address} Address
 * @typedef {import('./numbers.js').NumberRange} NumberRange
 */

/**
 * @param {NumberRange | undefined} range
 * @param {string} digits
 */
function has(range, digits) {
  return range !== undefined && String(Number(digits)) === digits && hasNumber(range, Number(digits));
}

/**
 * The street address `${number} ${street}` of a ZIP, for any of the given street names.
 * @param {ZipRecord} zip
 * @param {string} digits the house number as typed
 * @param {ReadonlyArray<number>} nameIds vocabulary ids of the street names that fit the input
 * @returns {Address | undefined}
 */
export function findStreetAddress(zip, digits, nameIds) {
  const street = streetsOf(zip).find(
    (candidate) => nameIds.includes(candidate.name.id) && has(candidate.numbers, digits),
  );
  return street && streetAddress(street, Number(digits));
}

/**
 * @param {ZipRecord} zip
 * @param {string} digits
 * @returns {Address | undefined}
 */
export function findPoBox(zip, digits) {
  return has(poBoxesOf(zip), digits) ? poBoxAddress(zip, Number(digits)) : undefined;
}

/**
 * @param {ZipRecord} zip
 * @param {string} unit normalized military unit ("psc 1234")
 * @param {string} digits the box number
 * @returns {Address | undefined}
 */
export function findMilitary(zip, unit, digits) {
  const found = militaryUnitsOf(zip).find((candidate) => normalizeText(candidate.unit) === unit);
  return found && has(found.boxes, digits) ? militaryAddress(zip, found.unit, Number(digits)) : undefined;
}

/**
 * The address whose street line, normalized, is `line` ("123 main st", "po box 12", "psc 1234 box 56").
 * @param {ZipRecord} zip
 * @param {string} line
 * @returns {Address | undefined}
 */
export function locateLine(zip, line) {
  const box = /^po box (\d+)$/.exec(line);
  if (box) return findPoBox(zip, box[1]);
  const military = /^(\D.*) box (\d+)$/.exec(line);
  if (military) return findMilitary(zip, military[1], military[2]);
  const street = /^(\d+) (.+)$/.exec(line);
  if (!street) return undefined;
  const ids = streetsOf(zip)
    .filter((candidate) => candidate.name.norm === street[2])
    .map((candidate) => candidate.name.id);
  return findStreetAddress(zip, street[1], ids);
}
