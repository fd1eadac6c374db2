// `npm run bench`: measurements, never assertions. Prints figures for docs/performance/index.md.
//
// 1. Debounce: replays simulated typists through the real RequestScheduler on a fake clock and counts
//    requests, wasted (aborted) requests and how long the user waits for fresh suggestions, per debounce value.
// 2. Request building and response parsing throughput of the api layer (per keystroke work, in Node), and the cost
//    of an answer with 10,000 rows cut to the list the element shows.
import { runnerImport } from 'vite';
import { performance } from 'node:perf_hooks';
import { random } from './seeded-random.js';

const load = async (path) => (await runnerImport(new URL(path, import.meta.url).pathname)).module;
const { RequestScheduler } = await load('../../src/core/lookup/scheduler.ts');
const { FakeClock } = await load('../support/fake-clock.ts');
const { buildUsV2Url } = await load('../../src/api/us-autocomplete-v2.ts');
const { parseUsSuggestions } = await load('../../src/api/us-suggestion.ts');
const { prepareUsLookup } = await load('../../src/api/us-autocomplete.ts');
const { createUsService } = await load('../../src/core/services/us-address-service.ts');
const { DEFAULT_STRINGS } = await load('../../src/core/view/strings.ts');
// The US filter rules are imported on demand: in before the sources with filters are made.
await (await load('../../src/core/features/us-filter-rules.ts')).usFilterRules.load();

function logNormal(rand, median, sigma) {
  const u = Math.max(rand(), 1e-12);
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
  return median * Math.exp(sigma * normal);
}

// Inter-key intervals: Dhakal et al., "Observations on Typing from 136 Million Keystrokes" (CHI 2018), report a mean
// of 239 ms; fast typists sit near 120 ms. Touch typing on phones is slower. Log-normal, sigma 0.5 per key.
const TYPISTS = [
  { name: 'fast (120 ms/key)', median: 120 },
  { name: 'average (200 ms/key)', median: 200 },
  { name: 'phone (320 ms/key)', median: 320 },
];
const ADDRESSES = [
  '1600 Amphitheatre Pkwy',
  '350 5th Ave',
  '221 Baker Street',
  '123 Main St Apt 4',
  '4059 Mt Lee Dr',
  '1 Infinite Loop',
  '2 Ocean Dr Unit 1201',
  '77 Massachusetts Ave',
];
const SERVICE_MEDIAN_MS = 90; // assumed service round trip; log-normal, sigma 0.4
const DEBOUNCES = [0, 50, 100, 150, 200, 250, 300];
const RUNS_PER_ADDRESS = 25;

async function typeOnce(clock, controller, text, rand, typist, stats) {
  const keyTimes = [];
  let latestShown = -1; // index of the keystroke whose text the shown list answers
  controller.onUpdateForBench = (update) => {
    if (update.type === 'pending') stats.requests += 1;
    if (update.type === 'results') {
      const index = Number(update.key);
      if (index > latestShown) {
        // Every keystroke typed up to here now sees a list that answers it (or later text).
        for (let k = latestShown + 1; k <= index; k++) stats.waits.push(clock.now() - keyTimes[k]);
        latestShown = index;
      }
    }
  };
  for (let i = 1; i <= text.length; i++) {
    keyTimes.push(clock.now());
    const typed = text.slice(0, i);
    const latency = logNormal(rand, SERVICE_MEDIAN_MS, 0.4);
    controller.search({
      key: String(i - 1),
      text: typed,
      run: (signal) =>
        new Promise((resolve, reject) => {
          const timer = clock.setTimeout(() => resolve(typed), latency);
          signal.addEventListener('abort', () => {
            clock.clearTimeout(timer);
            stats.aborted += 1;
            reject(signal.reason);
          });
        }),
    });
    await clock.tickAsync(i === text.length ? 2000 : logNormal(rand, typist.median, 0.5));
  }
  stats.keystrokes += text.length;
}

async function debounceBench() {
  console.log('\n## Debounce: requests and waits per simulated typist (min-chars 3)\n');
  console.log(
    '| typist | debounce | requests / address | requests / keystroke | aborted | median wait for fresh list | p90 wait |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const typist of TYPISTS) {
    for (const debounceMs of DEBOUNCES) {
      const rand = random(42);
      const stats = { requests: 0, aborted: 0, keystrokes: 0, waits: [] };
      for (let run = 0; run < RUNS_PER_ADDRESS; run++) {
        for (const address of ADDRESSES) {
          const clock = new FakeClock();
          const controller = new RequestScheduler({
            clock,
            debounceMs,
            minChars: 3,
            onUpdate: (update) => controller.onUpdateForBench(update),
          });
          await typeOnce(clock, controller, address, rand, typist, stats);
        }
      }
      const waits = stats.waits.sort((a, b) => a - b);
      const typed = RUNS_PER_ADDRESS * ADDRESSES.length;
      const pct = (q) => Math.round(waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]);
      console.log(
        `| ${typist.name} | ${debounceMs} ms | ${(stats.requests / typed).toFixed(1)} | ` +
          `${(stats.requests / stats.keystrokes).toFixed(2)} | ${Math.round((100 * stats.aborted) / Math.max(1, stats.requests))}% | ` +
          `${pct(0.5)} ms | ${pct(0.9)} ms |`,
      );
    }
  }
  console.log('\n"wait for fresh list": from a keystroke until the list answers that text or later text.');
  console.log('Keystrokes below min-chars never wait (the list is emptied at once) and are not counted.');
}

function timeIt(label, iterations, fn) {
  for (let i = 0; i < Math.min(iterations, 1000); i++) fn(i);
  const start = performance.now();
  for (let i = 0; i < iterations; i++) fn(i);
  const perOp = ((performance.now() - start) * 1000) / iterations;
  console.log(`| ${label} | ${perOp >= 1000 ? `${(perOp / 1000).toFixed(2)} ms` : `${perOp.toFixed(2)} µs`} |`);
}

function apiBench() {
  console.log('\n## api layer, per call (Node, this machine)\n');
  console.log('| operation | time |');
  console.log('|---|---:|');
  const context = { embeddedKey: 'demo-embedded-key', baseUrl: 'https://us-autocomplete.api.smarty.com' };
  const filters = { includeOnlyStates: 'CA;NV;AZ', preferCities: 'Reno,NV', exclude: 'po-box' };
  // One-off: every call checks the filters, the key and the base URL again (what each keystroke did before the
  // configuration was prepared once).
  timeIt('build a v2 URL with filters, checking them (one-off call)', 50000, (i) =>
    buildUsV2Url({ search: `123 Main St #${i}`, ...filters }, context),
  );
  const template = prepareUsLookup('v2', filters, context);
  timeIt('build a v2 URL from the prepared template (a keystroke)', 50000, (i) => template.url(`123 Main St #${i}`));
  const source = createUsService({ api: 'v2', ...filters, ...context, strings: () => DEFAULT_STRINGS });
  timeIt("the US source's lookup for a keystroke (URL, key, closures)", 50000, (i) =>
    source.search(`123 Main St #${i}`, undefined),
  );
  const body = {
    suggestions: Array.from({ length: 10 }, (_, i) => ({
      street_line: `${100 + i} Main St`,
      secondary: i % 3 === 0 ? 'Apt' : '',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      entries: i % 3 === 0 ? 12 : 0,
      entry_id: i % 3 === 0 ? `group-${i}` : undefined,
      smarty_key: i % 3 === 0 ? undefined : `${1000 + i}`,
    })),
  };
  timeIt('parse 10 US suggestions', 50000, () => parseUsSuggestions(body));
  // Issue 20: a proxy or a fault sending 10,000 rows. The element lists max-results of them (10 here), so what it
  // costs beyond an ordinary list is reading the body: JSON.parse, every row read, the first 10 kept, one report.
  const flood = JSON.stringify({
    suggestions: Array.from({ length: 10_000 }, (_, i) => ({
      ...body.suggestions[i % 10],
      street_line: `${i} Main St`,
    })),
  });
  const report = () => {};
  timeIt('a 10,000-suggestion answer: parse, read, cap to 10 (the list)', 50, () =>
    source.search('1 Ma', undefined).list(parseUsSuggestions(JSON.parse(flood), report)),
  );
}

async function simulatorBench() {
  console.log('\n## Simulator, per lookup once its data is loaded (Node, this machine)\n');
  console.log('| lookup | time |');
  console.log('|---|---:|');
  const us = await import('../../demo/simulator/us/index.js');
  const intl = await import('../../demo/simulator/intl/index.js');
  const time = (label, fn) => {
    const start = performance.now();
    fn();
    console.log(`| first call: ${label} (loads data) | ${Math.round(performance.now() - start)} ms |`);
  };
  time('US v2', () => us.usAutocompleteV2(new URLSearchParams({ search: '1' })));
  time('international', () => intl.intlLookup(new URLSearchParams({ country: 'CAN', search: '1' })));
  for (const search of ['1', '123 Main', '123 Main St Apt 4', '1600 Amph', 'PO Box 12', '98765']) {
    timeIt(`US v2 "${search}"`, 50, () => us.usAutocompleteV2(new URLSearchParams({ search })));
  }
  for (const [country, search] of [
    ['CAN', '12 Main St'],
    ['FRA', '1'],
    ['DEU', 'Hauptstr 1'],
    ['JPN', '丸の内'],
    ['GBR', 'SW1'],
  ]) {
    timeIt(`international ${country} "${search}"`, 50, () => intl.intlLookup(new URLSearchParams({ country, search })));
  }
}

await debounceBench();
apiBench();
await simulatorBench();
