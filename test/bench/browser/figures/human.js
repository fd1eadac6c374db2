// 30 realistic addresses typed at human speed with corrections (human/): per address class, the requests sent,
// billed lookups, cache hits and the delay from the last key to painted suggestions.
import { humanAddresses, SEED } from '../human/addresses.js';
import { countAddress } from '../human/counts.js';
import { shop } from '../human/session.js';
import { random } from '../../seeded-random.js';
import { summarize } from '../stats.js';

const sum = (rows, name) => rows.reduce((total, row) => total + row[name], 0);

function classSummary(rows) {
  const delays = rows.map((row) => row.delay).filter((delay) => delay !== undefined);
  return {
    addresses: rows.length,
    chosen: rows.filter((row) => row.found).length,
    keys: sum(rows, 'keys'),
    backspaces: sum(rows, 'backspaces'),
    requests: sum(rows, 'requests'),
    searches: sum(rows, 'search'),
    expansions: sum(rows, 'expansion'),
    usStreet: sum(rows, 'usStreet'),
    intlDetails: sum(rows, 'intlDetail'),
    billed: sum(rows, 'billed'),
    everyKeyRequests: sum(rows, 'everyKeyRequests'),
    cacheHits: sum(rows, 'cacheHits'),
    resent: sum(rows, 'resent'),
    delay: delays.length > 0 ? summarize(delays) : undefined,
    unchangedAfterLastKey: rows.length - delays.length,
  };
}

export async function humanTyping(browser, origin, bundleUrl, log) {
  const rand = random(SEED);
  const rows = [];
  for (const address of humanAddresses()) {
    const counts = countAddress(await shop(browser, origin, bundleUrl, address, rand));
    rows.push({ className: address.className, typed: address.typed, ...counts });
    log(
      `  ${address.className} "${address.typed}": ${counts.requests} requests, ${counts.billed} billed` +
        `${counts.found ? '' : ' (NOT FOUND in the list)'}`,
    );
  }
  const classes = Object.fromEntries(
    ['us-v2', 'us-pro', 'intl'].map((name) => [name, classSummary(rows.filter((row) => row.className === name))]),
  );
  return { seed: SEED, classes, addresses: rows };
}
