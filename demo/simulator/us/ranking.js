// Puts a search's result list together: the include/exclude filters and the source and type exclusions decide
// which rows exist; the preferences decide their order. Preferred rows (preferred cities and ZIP Codes, then,
// widening as rule 9 says, the preferred states and the states of the preferred cities) come first; prefer_ratio is
// the share of the max_results slots taken from them first; the rest is filled from everything else and, when that
// runs out, from more preferred rows.
import { candidateZips, compileQuery, searchRows } from './search.js';

/**
 * @typedef {import('./search.js').Row} Row
 * @typedef {import('./filters.js').Filters} Filters
 * @typedef {import('./universe.js').Address} Address
 */

/**
 * Whether source and the v2 `exclude` types keep an address (the base-address types only shape groups).
 * @param {Filters} filters
 * @returns {(address: Address) => boolean}
 */
export function visibility(filters) {
  const { exclude } = filters;
  return (address) => {
    if (address.source !== 'postal' && filters.source !== 'all') return false;
    if (exclude.has('po-box') && address.kind === 'po-box') return false;
    if (exclude.has('military') && address.kind === 'military') return false;
    if (exclude.has('commercial') && address.rdi === 'Commercial') return false;
    return !(exclude.has('residential') && address.rdi === 'Residential');
  };
}

/**
 * @template T
 * @param {Iterator<T>} iterator
 * @param {number} count
 * @returns {T[]}
 */
function take(iterator, count) {
  const taken = [];
  while (taken.length < count) {
    const next = iterator.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}

/**
 * The rows a search returns, at most filters.maxResults, in their final order.
 * @param {string} query canonical search
 * @param {Filters} filters
 * @returns {Row[]}
 */
export function findRows(query, filters) {
  const options = { visible: visibility(filters), forcedCity: filters.forcedCity };
  const max = filters.maxResults;
  const compiled = compileQuery(query);
  const candidates = candidateZips(compiled);
  const rows = (/** @type {(tier: number) => boolean} */ inTier) =>
    searchRows(compiled, candidates, (zip) => filters.allowed(zip) && inTier(filters.tier(zip)), options);
  if (!filters.hasPreferences) return take(rows(() => true), max);
  const preferred = (function* () {
    yield* rows((tier) => tier === 0);
    yield* rows((tier) => tier === 1);
  })();
  const first = take(preferred, Math.floor((max * filters.preferRatio) / 100));
  const others = take(rows((tier) => tier === 2), max - first.length);
  const more = take(preferred, max - first.length - others.length);
  return [...first, ...more, ...others];
}
