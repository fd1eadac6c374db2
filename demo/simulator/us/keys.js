// Deterministic identifiers and postal codes of an address: the service key (v2 `smarty_key`, US Street
// `service_key`; the same value for the same address in both), the ZIP+4 add-on, the delivery point and its check
// digit, the carrier route and a coordinate near the ZIP's centroid.
import { hash32, intFor } from '../shared.js';

/** @typedef {import('./universe.js').Address} Address */

/**
 * The identity of an address (and unit) that every derived value hashes.
 * @param {Address} address
 * @param {string} [unit]
 */
function identity(address, unit) {
  return `${address.zip.zip}|${address.line}|${unit ?? ''}`;
}

/**
 * A 10-digit service key.
 * @param {Address} address
 * @param {string} [unit]
 */
export function serviceKey(address, unit) {
  return String(1_000_000_000 + (hash32(`key|${identity(address, unit)}`) % 8_999_999_999));
}

/**
 * The 4-digit add-on: one per block of a street (per hundred boxes for box addresses), one per unit in a building.
 * @param {Address} address
 * @param {string} [unit]
 */
export function plus4(address, unit) {
  const name = address.street ? address.street.name.text : address.line.replace(/\d+$/, '');
  const block = `${address.zip.zip}|${name}|${Math.floor(address.number / 100)}`;
  return String(intFor(`plus4|${unit === undefined ? block : identity(address, unit)}`, 1, 9999)).padStart(4, '0');
}

/**
 * The 2-digit delivery point: the last two digits of the primary number, or of the unit number of a high-rise unit.
 * @param {Address} address
 * @param {string} [unit]
 */
export function deliveryPoint(address, unit) {
  const digits =
    unit === undefined
      ? String(address.number)
      : /^\d+$/.test(unit)
        ? unit
        : String(intFor(identity(address, unit), 0, 99));
  return digits.slice(-2).padStart(2, '0');
}

/**
 * The check digit that makes the digit sum of the barcode a multiple of 10.
 * @param {string} digits
 */
export function checkDigit(digits) {
  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  return String((10 - (sum % 10)) % 10);
}

/**
 * @param {Address} address
 */
export function carrierRoute(address) {
  const prefix = address.kind === 'po-box' ? 'B' : 'C';
  return `${prefix}${String(intFor(`route|${address.zip.zip}|${address.kind}`, 1, 99)).padStart(3, '0')}`;
}

/**
 * A coordinate within about a kilometre of the ZIP's centroid, or undefined when the centroid is unknown.
 * @param {Address} address
 * @returns {{ latitude: number, longitude: number } | undefined}
 */
export function coordinate(address) {
  const { lat, lon } = address.zip;
  if (lat === 0 && lon === 0) return undefined;
  const seed = identity(address);
  const round = (/** @type {number} */ value) => Math.round(value * 1e6) / 1e6;
  return {
    latitude: round(lat + (intFor(`lat|${seed}`, 0, 2000) - 1000) / 100_000),
    longitude: round(lon + (intFor(`lon|${seed}`, 0, 2000) - 1000) / 100_000),
  };
}
