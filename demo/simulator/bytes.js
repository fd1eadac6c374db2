// Byte and Base64 conversions the handlers need, without Node's Buffer, so that they run in a service worker too.
// Each behaves as the Buffer call it replaces (named beside it), lenient decoding included: ids read back from a
// client are checked by their own checksums, not by the decoder.

const encoder = new TextEncoder();
const ALPHABET = /[A-Za-z0-9+/]/g;

/**
 * Each byte as one character (`Buffer.from(bytes).toString('latin1')`).
 * @param {Uint8Array} bytes
 */
export function latin1(bytes) {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  }
  return text;
}

/**
 * `Buffer.from(bytes).toString('base64')`
 * @param {Uint8Array} bytes
 */
export function toBase64(bytes) {
  return btoa(latin1(bytes));
}

/**
 * `Buffer.from(text).toString('base64url')`: UTF-8, URL-safe alphabet, no padding.
 * @param {string} text
 */
export function textToBase64Url(text) {
  return toBase64(encoder.encode(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * `Buffer.from(text, 'base64')` or `'base64url'` (Node reads both alphabets either way): stops at the first "=",
 * skips any other character outside the alphabets, and drops a last lone character.
 * @param {string} text
 * @returns {Uint8Array}
 */
export function fromBase64(text) {
  const end = text.indexOf('=');
  const digits = (end === -1 ? text : text.slice(0, end))
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .match(ALPHABET)
    ?.join('');
  if (!digits) return new Uint8Array(0);
  const whole = digits.length % 4 === 1 ? digits.slice(0, -1) : digits;
  const binary = atob(whole + '='.repeat((4 - (whole.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * `Buffer.byteLength(text, 'utf8')`
 * @param {string} text
 */
export function utf8Length(text) {
  return encoder.encode(text).length;
}
