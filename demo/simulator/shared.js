// Pieces every simulated endpoint shares: deterministic hashing (no Math.random, so the same query always gives the
// same answer) and the service's error body shape. Plain JavaScript, so Node, Vite and web-test-runner load it as is.

/**
 * FNV-1a over the UTF-16 code units of a string: a stable 32-bit hash.
 * @param {string} text
 * @returns {number} an unsigned 32-bit integer
 */
export function hash32(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A deterministic integer in [min, max] for a seed string.
 * @param {string} seed
 * @param {number} min
 * @param {number} max
 */
export function intFor(seed, min, max) {
  return min + (hash32(seed) % (max - min + 1));
}

/**
 * A deterministic element of a non-empty list for a seed string.
 * @template T
 * @param {readonly T[]} list
 * @param {string} seed
 * @returns {T}
 */
export function pick(list, seed) {
  return list[hash32(seed) % list.length];
}

/**
 * True for a deterministic share of seeds: `chance(seed, 0.15)` holds for about 15% of seeds.
 * @param {string} seed
 * @param {number} share between 0 and 1
 */
export function chance(seed, share) {
  return hash32(seed) / 0x100000000 < share;
}

/** Lower case, punctuation other than '#', '-' and '/' dropped, spaces collapsed: how typed text is compared. */
export function normalizeText(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#\-/ ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * @typedef {{ status: number, body: unknown }} SimResponse
 * What an endpoint handler returns; the HTTP shell serialises it as JSON.
 */

/**
 * The service's error body: `{"errors":[{"id","message"}]}`.
 * @param {number} status
 * @param {number} id a stable numeric error id
 * @param {string} message
 * @returns {SimResponse}
 */
export function serviceError(status, id, message) {
  return { status, body: { errors: [{ id, message }] } };
}

/**
 * @param {unknown} body
 * @returns {SimResponse}
 */
export function ok(body) {
  return { status: 200, body };
}
