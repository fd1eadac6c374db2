// `npm run bench:browser`: the elements' main-thread and request figures in headless Chromium (Chromium only), each
// the median and range of --runs runs (default 5), a fresh browser context and page per run; then 30 addresses typed
// at human speed. Answers come from the simulator (demo/simulator) on a loopback port, read in full at the fetch
// level before the page sees them (page/instrument.js), so no figure includes the network. Prints tables and
// writes bench-results/browser.json. Measures the built bundle: run `npm run build` first. Figures, not assertions.
// Options: --runs=N, --skip-human (the 30 addresses take a few minutes), --skip-figures (only the 30 addresses).
import { chromium } from 'playwright';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from '../../support/chromium.js';
import { addPeer, ELEMENTS } from './elements.js';
import { findPeer } from './peer.js';
import { printHuman, printTable, summarizeRows } from './report.js';
import { startBenchServer } from './server.js';
import { heapPerInstance, perInstance, scriptEvaluation } from './figures/startup.js';
import { keydownToFetch, silentKeystroke } from './figures/keystroke.js';
import { firstAndNextList, hundredUnitsPainted } from './figures/lists.js';
import { INTERVALS, requestsFor24Keys } from './figures/request-counts.js';
import { humanTyping } from './figures/human.js';
import { loaderPage } from './figures/loader.js';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-human': { type: 'boolean' },
    'skip-figures': { type: 'boolean' },
  },
});
const RUNS = options['skip-figures'] ? 0 : Number(options.runs);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bundle = `${root}dist/address-autocomplete.iife.js`;
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first.`);

const peer = findPeer();
if (peer.missing) console.error(peer.missing);
else if (!peer.adapter)
  console.error('smarty-address: no adapter.json beside it; only its script evaluation is measured.');
if (peer.adapter) addPeer(peer.adapter);

const mounts = { '/bench/': `${root}test/bench/browser/page/`, '/dist/': `${root}dist/` };
if (!peer.missing) mounts['/peer/'] = peer.folder;
const server = await startBenchServer(mounts, peer.adapter?.renameQuery);
/** The file a URL path of the bench server names (its mounts). */
const fileOf = (path) => {
  const prefix = Object.keys(mounts).find((mount) => path.startsWith(mount));
  if (prefix === undefined) throw new Error(`${path} is not served by the benchmark`);
  return `${mounts[prefix]}${path.slice(prefix.length)}`;
};
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const { origin } = server;

/** Columns: our elements, then the peer where installed. Bundles: per column, the script-tag file it loads. */
const kinds = ['us-v2', 'intl', ...(peer.adapter ? ['peer'] : [])];
const ourBundle = '/dist/address-autocomplete.iife.js';
const bundleOf = (kind) => (kind === 'peer' ? `/peer/${basename(peer.script)}` : ourBundle);
const figures = {};
const add = (figure, column, value) => ((figures[figure] ??= {})[column] ??= []).push(value);
const log = (message) => console.error(message);

const started = performance.now();
try {
  const gzip = (file) => ({
    bytes: readFileSync(file).length,
    gzip: gzipSync(readFileSync(file), { level: 9 }).length,
  });
  for (const kind of ['us-v2', 'intl']) add('bundleBytes', kind, gzip(bundle));
  if (!peer.missing) add('bundleBytes', 'peer', gzip(peer.script));
  for (let run = 1; run <= RUNS; run++) {
    log(`run ${run} of ${RUNS}`);
    // One bundle for both our columns: evaluated once per run, shown under each.
    const ours = await scriptEvaluation(browser, origin, ourBundle);
    for (const kind of ['us-v2', 'intl']) add('scriptEvaluation', kind, ours);
    add('loaderEvaluation', 'us-v2', await scriptEvaluation(browser, origin, '/dist/address-autocomplete.loader.js'));
    if (!peer.missing) add('scriptEvaluation', 'peer', await scriptEvaluation(browser, origin, bundleOf('peer')));
    for (const kind of kinds) {
      const url = bundleOf(kind);
      add('keydownToFetch', kind, await keydownToFetch(browser, origin, url, kind));
      add('lists', kind, await firstAndNextList(browser, origin, url, kind));
      add('perInstance', kind, await perInstance(browser, origin, url, kind));
      add('heap', kind, await heapPerInstance(browser, origin, url, kind));
      if (kind !== 'peer') add('silentKey', kind, await silentKeystroke(browser, origin, url, kind));
      if (kind !== 'intl') {
        for (const interval of INTERVALS) {
          add(`requests${interval}`, kind, await requestsFor24Keys(browser, origin, url, kind, interval));
        }
      }
    }
    add('hundredUnits', 'us-v2', await hundredUnitsPainted(browser, origin, ourBundle));
    for (const [figure, script] of [
      ['loaderPage', '/dist/address-autocomplete.loader.js'],
      ['allInOnePage', ourBundle],
    ]) {
      add(figure, 'us-v2', await loaderPage(browser, origin, script, fileOf));
    }
  }
  const human = options['skip-human'] ? undefined : await humanTyping(browser, origin, ourBundle, log);
  const columns = [...kinds, ...(peer.missing || peer.adapter ? [] : ['peer'])];
  const labels = Object.fromEntries(columns.map((kind) => [kind, ELEMENTS[kind]?.label ?? 'smarty-address']));
  const table = summarizeRows(figures, columns);
  const seconds = Math.round((performance.now() - started) / 1000);
  const machine = { chromium: browser.version(), cores: cpus().length, cpu: cpus()[0]?.model, node: process.version };
  console.log(
    `\n## Browser benchmark (Chromium ${machine.chromium}, ${machine.cores} cores, ${RUNS} runs, ${seconds} s)\n`,
  );
  if (RUNS > 0) console.log(printTable(table, columns, labels));
  if (peer.missing) console.log(`\n${peer.missing}`);
  if (human) console.log(`\n${printHuman(human)}`);
  const out = `${root}bench-results/browser.json`;
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ machine, runs: RUNS, seconds, table, figures, human, peer }, null, 2));
  console.log(`\nWrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
