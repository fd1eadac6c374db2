// Opaque address_id tokens. The simulator is stateless, so an id carries what it names (country, script, locality,
// street, house number, unit) after a 32-bit checksum, scrambled and written in standard base64 like the real ids
// ("PD4DPC8DOjE4AzI9Uig2MTE2Lzo4UjI+NjEgLCtSTk1M"): '+', '/' and '=' appear, so clients must URL-encode the path
// segment. Anything that does not decode to a checked payload is unknown.

import { hash32 } from '../shared.js';
import { fromBase64, latin1, toBase64 } from '../bytes.js';

/**
 * @typedef {object} AddressRef what an address_id names
 * @property {string} country ISO alpha-3
 * @property {'latin' | 'native'} script
 * @property {string} placeKey
 * @property {string} street
 * @property {number} number 0 for a whole street (a group in street-first countries)
 * @property {number} unit 0 when none
 */

const SEPARATOR = '\u001f';
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** @param {number} index */
function keyByte(index) {
  return hash32(`intl-address-id|${index}`) & 0xff;
}

/**
 * Chained XOR with a fixed key stream: reversible, and every byte depends on the ones before it, so ids of
 * neighbouring addresses look unrelated (the checksum goes first).
 * @param {Uint8Array} bytes
 * @param {boolean} decode
 */
function scramble(bytes, decode) {
  const out = new Uint8Array(bytes.length);
  let previous = 0x5a;
  for (let i = 0; i < bytes.length; i++) {
    out[i] = bytes[i] ^ keyByte(i) ^ previous;
    previous = decode ? bytes[i] : out[i];
  }
  return out;
}

/**
 * @param {AddressRef} ref
 * @returns {string}
 */
export function encodeAddressId(ref) {
  const fields = encoder.encode(
    [ref.country, ref.script[0], ref.placeKey, ref.street, ref.number, ref.unit].join(SEPARATOR),
  );
  const payload = new Uint8Array(4 + fields.length);
  new DataView(payload.buffer).setUint32(0, hash32(latin1(fields)));
  payload.set(fields, 4);
  return toBase64(scramble(payload, false));
}

/**
 * @param {string} id
 * @returns {AddressRef | undefined} undefined for anything that is not an id this simulator made
 */
export function decodeAddressId(id) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id) || id.length % 4 !== 0) return undefined;
  const bytes = fromBase64(id);
  if (toBase64(bytes) !== id) return undefined;
  const payload = scramble(bytes, true);
  if (payload.length < 5) return undefined;
  const fieldBytes = payload.subarray(4);
  if (new DataView(payload.buffer).getUint32(0) !== hash32(latin1(fieldBytes))) return undefined;
  let fields;
  try {
    fields = decoder.decode(fieldBytes).split(SEPARATOR);
  } catch {
    return undefined;
  }
  if (fields.length !== 6) return undefined;
  const [country, script, placeKey, street, number, unit] = fields;
  if (!/^\d{1,4}$/.test(number) || !/^\d{1,4}$/.test(unit) || (script !== 'l' && script !== 'n')) return undefined;
  return {
    country,
    script: script === 'l' ? 'latin' : 'native',
    placeKey,
    street,
    number: Number(number),
    unit: Number(unit),
  };
}
