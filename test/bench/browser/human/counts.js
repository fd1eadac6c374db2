// What one shopper's address cost, from the page's logs (session.js): requests by kind, billed lookups, cache hits.
//
// Billed, as the API spec (shared/spec/address-services-api.md, "Usage and billing") says: each US Street lookup,
// and each international detail call (an address_id whose entries is 1); international summaries and group
// expansions are not charged. The spec does not say how US autocomplete requests are billed: they are counted as
// requests, not as billed lookups.
//
// A cache hit: a pause in typing (the next key came after the debounce, or it was the last key) on a text whose
// lookup was already sent earlier, and no request for it sent during the pause. A pause on such a text that did
// send one again is counted as `resent`.

const DEBOUNCE_MS = 150;
const MIN_CHARS = 3;

const normal = (text) => text.trim().replace(/\s+/g, ' ');

function kindOf(fetch, intlEntries) {
  if (fetch.path.endsWith('/street-address')) return 'usStreet';
  const intlId = fetch.path.match(/\/international-autocomplete\/v2\/lookup\/(.+)$/);
  if (intlId) return intlEntries[decodeURIComponent(intlId[1])] === 1 ? 'intlDetail' : 'expansion';
  if (fetch.selected) return 'expansion';
  return 'search';
}

function cacheHits(inputs, searches) {
  let hits = 0;
  let resent = 0;
  inputs.forEach((input, i) => {
    const text = normal(input.value);
    const end = inputs[i + 1]?.at ?? Infinity;
    if ([...text].length < MIN_CHARS || end - input.at < DEBOUNCE_MS) return;
    if (!searches.some((search) => search.text === text && search.at < input.at)) return;
    const again = searches.some((search) => search.text === text && search.at >= input.at && search.at < end);
    if (again) resent += 1;
    else hits += 1;
  });
  return { hits, resent };
}

/** The counts of one address from `shop()`'s result. */
export function countAddress(result) {
  const byKind = { search: 0, expansion: 0, usStreet: 0, intlDetail: 0 };
  const searches = [];
  for (const fetch of result.fetches) {
    const kind = kindOf(fetch, result.intlEntries);
    byKind[kind] += 1;
    if (kind === 'search') searches.push({ text: normal(fetch.search ?? ''), at: fetch.calledAt });
  }
  const everyKey = result.inputs.filter((input) => [...normal(input.value)].length >= MIN_CHARS).length;
  const { hits, resent } = cacheHits(result.inputs, searches);
  return {
    found: result.found,
    keys: result.keys,
    typos: result.typos,
    requests: result.fetches.length,
    ...byKind,
    billed: byKind.usStreet + byKind.intlDetail,
    everyKeyRequests: everyKey,
    cacheHits: hits,
    resent,
    delay: result.delay,
  };
}
