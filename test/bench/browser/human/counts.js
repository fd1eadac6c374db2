// What one shopper's address cost, from the page's logs (session.js): requests by kind, billed lookups, cache hits.
//
// Billed, as the demo's meter counts it (demo/meter/service-calls.ts): the API spec ("Usage and billing") exempts only
// the international autocomplete's summaries and group expansions (usage there is the final selection: each detail
// call, an address_id whose entries is 1); it says nothing of the kind for the US APIs, so every answered US
// autocomplete request (a building's units included) and every US Street lookup counts as billed — the upper bound.
//
// A cache hit: a pause in typing (the next key came after the debounce, or it was the last key) on a text whose
// lookup was answered earlier, and no request for it sent during the pause. A pause on such a text that did send
// one again is counted as `resent` (a miss). A text whose earlier request was aborted (superseded before its
// answer) has nothing to be served from, and counts as neither.

const DEBOUNCE_MS = 150;
const MIN_CHARS = 3;

/** The search a text sends: as typed, cut to the 32 code points the services read (src/api/search-text.ts). */
const sent = (text) => Array.from(text).slice(0, 32).join('');
const long = (text) => [...text.trim()].length >= MIN_CHARS;

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
    const text = sent(input.value);
    const end = inputs[i + 1]?.at ?? Infinity;
    if (!long(text) || end - input.at < DEBOUNCE_MS) return;
    if (!searches.some((search) => search.text === text && search.answered && search.at < input.at)) return;
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
  let usAutocompleteAnswered = 0;
  for (const fetch of result.fetches) {
    const kind = kindOf(fetch, result.intlEntries);
    byKind[kind] += 1;
    const answered = fetch.answeredAt !== undefined && !fetch.aborted;
    if (answered && fetch.path.includes('/us-autocomplete')) usAutocompleteAnswered += 1;
    if (kind === 'search') {
      searches.push({ text: fetch.search ?? '', at: fetch.calledAt, answered });
    }
  }
  const everyKey = result.inputs.filter((input) => long(input.value)).length;
  const { hits, resent } = cacheHits(result.inputs, searches);
  return {
    found: result.found,
    keys: result.keys,
    backspaces: result.backspaces,
    requests: result.fetches.length,
    ...byKind,
    billed: usAutocompleteAnswered + byKind.usStreet + byKind.intlDetail,
    everyKeyRequests: everyKey,
    cacheHits: hits,
    resent,
    delay: result.delay,
  };
}
