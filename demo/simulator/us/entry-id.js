// The v2 `entry_id` of a collapsed group: opaque to clients, deterministic, and self-contained, so a `selected` call
// needs no server-side memory (the simulator may restart between the two calls). It carries the address, the city
// the group row showed, and the search's base-address exclusions and `source` flag: the spec says a `selected` call
// ignores every other parameter, yet its entries must agree with the group's `entries` count.
import { hash32, normalizeText } from '../shared.js';
import { fromBase64, textToBase64Url } from '../bytes.js';
import { usData } from './data.js';
import { locateLine } from './lookup.js';

/**
 * @typedef {import('./universe.js').Address} Address
 * @typedef {{ excludeBase: boolean, excludeUndeliverableBase: boolean, showSource: boolean }} GroupFlags
 * @typedef {{ address: Address, cityIndex: number, flags: GroupFlags }} Group
 */

const decoder = new TextDecoder();

/** @type {Record<keyof GroupFlags, number>} */
const FLAG_BITS = { excludeBase: 1, excludeUndeliverableBase: 2, showSource: 4 };

/** @param {string} payload */
const checksum = (payload) => hash32(`entry|${payload}`).toString(36);

/**
 * @param {Address} address
 * @param {number} cityIndex
 * @param {GroupFlags} flags
 */
export function encodeEntryId(address, cityIndex, flags) {
  const names = /** @type {Array<keyof GroupFlags>} */ (Object.keys(FLAG_BITS));
  const bits = names.reduce((sum, name) => (flags[name] ? sum | FLAG_BITS[name] : sum), 0);
  const payload = `${address.zip.zip}|${address.line}|${cityIndex}|${bits}`;
  return textToBase64Url(`${payload}|${checksum(payload)}`);
}

/**
 * The group an entry_id names, or undefined for anything else.
 * @param {string} entryId
 * @returns {Group | undefined}
 */
export function decodeEntryId(entryId) {
  const parts = decoder.decode(fromBase64(entryId)).split('|');
  if (parts.length !== 5) return undefined;
  const [zipCode, line, cityText, bitsText, check] = parts;
  if (checksum(parts.slice(0, 4).join('|')) !== check) return undefined;
  const zip = usData().byZip.get(zipCode);
  const address = zip && locateLine(zip, normalizeText(line));
  const cityIndex = Number(cityText);
  if (!zip || !address?.building || !(cityIndex >= 0 && cityIndex < zip.names.length)) return undefined;
  const bits = Number(bitsText);
  const flags = /** @type {GroupFlags} */ (
    Object.fromEntries(Object.entries(FLAG_BITS).map(([name, bit]) => [name, (bits & bit) !== 0]))
  );
  return { address, cityIndex, flags };
}
