// Puts a search's result list together: the include/exclude filters and the source and type exclusions decide
// which rows exist; the preferences decide their order. Preferred rows (preferred cities and ZIP Codes, then,
// widening as rule 9 says, the preferred states and the states of the preferred cities) come first; prefer_ratio is
// the share of the max_results slots taken from them first; the rest is filled from everything else and, when that
// runs out, from more preferred rows. Before all of them come the real landmarks a search matches (the White House
// for "1600 Penn", the Empire State Building for "350 5th Ave"), when the filters keep them and no prefer_cities,
// prefer_states or prefer_zip_codes asks for another order; geolocation alone does not push them down.
import { usData } from './data.js';
import { candidateZips, compileQuery, searchRows } from './search.js';
import { REAL_LANDMARKS } from './vocabulary.js';

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

/** @param {Row} row */
const rowKey = (row) => `${row.address.zip.index}|${row.address.line}|${row.unit ?? ''}|${row.group ? 'g' : ''}`;

/**
 * The rows of the real landmarks that match the search and pass the filters, in REAL_LANDMARKS order.
 * @param {import('./search.js').CompiledQuery} compiled
 * @param {Filters} filters
 * @param {import('./search.js').SearchOptions} options
 * @returns {Row[]}
 */
function landmarkRows(compiled, filters, options) {
  const { byZip, rankOf } = usData();
  return REAL_LANDMARKS.flatMap(({ zip: code, street, number }) => {
    const zip = byZip.get(code);
    if (!zip) return [];
    const line = `${number} ${street}`;
    const found = searchRows(
      compiled,
      Int32Array.of(rankOf[zip.index]),
      (candidate) => filters.allowed(candidate),
      options,
    );
    return [...found].filter((row) => row.address.line === line);
  });
}

/**
 * The rows a search returns, at most filters.maxResults, in their final order.
 * @param {string} query canonical search
 * @param {Filters} filters
 * @returns {Row[]}
 */
export function findRows(query, filters) {
  const options = { visible: visibility(filters), forcedCity: filters.forcedCity };
  const compiled = compileQuery(query);
  const landmarks = filters.explicitPreferences
    ? []
    : landmarkRows(compiled, filters, options).slice(0, filters.maxResults);
  const max = filters.maxResults - landmarks.length;
  const listed = new Set(landmarks.map(rowKey));
  const candidates = candidateZips(compiled);
  const rows = function* (/** @type {(tier: number) => boolean} */ inTier) {
    const found = searchRows(compiled, candidates, (zip) => filters.allowed(zip) && inTier(filters.tier(zip)), options);
    for (const row of found) if (!listed.has(rowKey(row))) yield row;
  };
  if (!filters.hasPreferences)
    return [
      ...landmarks,
      ...take(
        rows(() => true),
        max,
      ),
    ];
  const preferred = (function* () {
    yield* rows((tier) => tier === 0);
    yield* rows((tier) => tier === 1);
  })();
  const first = take(preferred, Math.floor((max * filters.preferRatio) / 100));
  const others = take(
    rows((tier) => tier === 2),
    max - first.length,
  );
  const more = take(preferred, max - first.length - others.length);
  return [...landmarks, ...first, ...more, ...others];
}

/** Searches whose rows are kept (the oldest forgotten first). */
const KEPT_SEARCHES = 500;
/** @type {Map<string, Row[]>} */
const keptRows = new Map();

/**
 * The rows of a search, found again only when it was not among the last searches. A search's rows depend only on the
 * request's parameters and on where the caller is (`key` holds both), and the same searches come again and again:
 * every test file types the same streets, in every engine. One with few matches scans every candidate ZIP's streets;
 * in a run of the browser suite, that scan was a third of the test runner's own time.
 * @param {string} key the API, every parameter but the key, and the caller's place
 * @param {() => Row[]} find
 * @returns {Row[]}
 */
export function rememberedRows(key, find) {
  const kept = keptRows.get(key);
  if (kept) {
    keptRows.delete(key);
    keptRows.set(key, kept);
    return kept;
  }
  const rows = find();
  keptRows.set(key, rows);
  if (keptRows.size > KEPT_SEARCHES) keptRows.delete(keptRows.keys().next().value);
  return rows;
}

/**
 * @param {'v2' | 'pro'} api
 * @param {URLSearchParams} params without `key`
 * @param {import('./filters.js').Shopper} [shopper]
 */
export function searchKey(api, params, shopper) {
  return `${api}\n${params}\n${shopper ? `${shopper.city}|${shopper.state}` : ''}`;
}
