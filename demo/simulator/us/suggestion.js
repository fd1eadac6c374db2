// What both US autocomplete APIs share: the search parameter and the common fields of a suggestion.
import { reject } from './errors.js';

/** @typedef {import('./universe.js').Address} Address */

/**
 * The `search` parameter; blank or missing is a 422 (the service stopped answering it with 200 in 2019).
 * @param {URLSearchParams} params
 * @param {number} [maxLength] in characters (code points)
 * @returns {string}
 */
export function readSearch(params, maxLength) {
  const search = params.get('search') ?? '';
  if (search.trim() === '') reject('searchRequired', 'search is required: send the text typed so far.');
  const length = [...search].length;
  if (maxLength !== undefined && length > maxLength) {
    reject('searchTooLong', `search is ${length} characters long; at most ${maxLength} are allowed.`);
  }
  return search;
}

/**
 * street_line, secondary, city, state, zipcode and entries, in the service's order.
 * @param {Address} address
 * @param {number} cityIndex index into the ZIP's names
 * @param {string} secondary
 * @param {number} entries
 */
export function commonFields(address, cityIndex, secondary, entries) {
  return {
    street_line: address.line,
    secondary,
    city: address.zip.names[cityIndex],
    state: address.zip.state,
    zipcode: address.zip.zip,
    entries,
  };
}

/**
 * The secondary of a unit: "Apt 4".
 * @param {Address} address
 * @param {string | undefined} unit
 */
export function secondaryOf(address, unit) {
  return unit === undefined || !address.building ? '' : `${address.building.designator} ${unit}`;
}
