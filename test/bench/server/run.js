// `npm run bench:server`: createAddressHandler under load, against the same requests sent straight to its upstream.
// The fake upstream (zero latency, a fixed 1.8 KB answer) and the handler (behind nodeListener on node:http, throttle
// on, never refusing) run in one child process (servers.ts); autocannon runs here, on an event loop of its own. For
// each connection count: a warm-up, then a fixed-time run on each path, "direct" (the floor: loopback, autocannon and
// the fake upstream) and "handler". Then both paths at a fixed rate (open loop, rate.js), and the servers' RSS after
// GC before and after a run of 100,000 requests.
// Prints Markdown and writes test/bench/server/figures/<date>.json. Figures, never assertions.
// Options: --duration=S (each measured run, default 10), --warmup=S (default 3), --connections=1,10,100,
// --rate=N (requests a second for the open-loop runs, default 500; 0 skips), --memory-requests=N (default 100000;
// 0 skips), --quick (2 s runs, 1 s warm-ups, 10,000 requests; nothing written),
// --only=direct|handler, --cpu-prof (the child writes a V8 CPU profile to bench-results/server-profile/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServers } from './child.js';
import { load } from './load.js';
import { fixedRate } from './rate.js';
import { goalLines, goals, loadTable, memoryTable, rateTable } from './report.js';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '1,10,100' },
    'memory-requests': { type: 'string', default: '100000' },
    rate: { type: 'string', default: '500' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const duration = options.quick ? 2 : Number(options.duration);
const warmup = options.quick ? 1 : Number(options.warmup);
const connectionCounts = options.connections.split(',').map(Number);
const memoryRequests = options.quick ? 10_000 : Number(options['memory-requests']);
const rate = Number(options.rate);
const paths = options.only ? [options.only] : ['direct', 'handler'];
if (!paths.every((path) => path === 'direct' || path === 'handler')) throw new Error('--only=direct or --only=handler');
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The elements' US v2 lookup as the handler takes it, and the same path and query as the service takes it. */
const LOOKUP = '/us-autocomplete/v2/lookup?search=1600+Penn&max_results=10';
const HEADERS = { 'sec-fetch-site': 'same-origin' };
const log = (message) => console.error(message);

const started = performance.now();
const loadBefore = loadavg();
const profileDir = `${root}bench-results/server-profile`;
const servers = await startServers(options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
const urls = { direct: `${servers.upstream}${LOOKUP}`, handler: `${servers.handler}/address${LOOKUP}` };

/** One answer through the handler, checked to be the upstream's, before anything is timed. */
async function checkHandler() {
  const [viaHandler, direct] = await Promise.all([
    fetch(urls.handler, { headers: HEADERS }).then(async (response) => [response.status, await response.text()]),
    fetch(urls.direct).then((response) => response.text()),
  ]);
  if (viaHandler[0] !== 200 || viaHandler[1] !== direct) {
    throw new Error(`the handler answered ${viaHandler[0]}: ${viaHandler[1].slice(0, 200)}`);
  }
}

async function memoryRun() {
  const warmupRequests = Math.round(memoryRequests / 10);
  const boot = await servers.ask('memory');
  log(`memory: ${warmupRequests} warm-up requests, then ${memoryRequests} through the handler`);
  await load({ url: urls.handler, headers: HEADERS, connections: 100, amount: warmupRequests });
  const start = await servers.ask('memory');
  const run = await load({ url: urls.handler, headers: HEADERS, connections: 100, amount: memoryRequests });
  const end = await servers.ask('memory');
  return { warmupRequests, requests: memoryRequests, boot, start, end, run };
}

async function measure(path, connections) {
  log(`${path}, ${connections} connections: ${warmup} s warm-up, ${duration} s measured`);
  await load({ url: urls[path], headers: HEADERS, connections, duration: warmup });
  const before = await servers.ask('usage');
  const run = await load({ url: urls[path], headers: HEADERS, connections, duration });
  const after = await servers.ask('usage');
  const problems = run.errors + run.timeouts + run.non2xx;
  if (problems > 0) log(`  ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx answers`);
  return { path, ...run, cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / run.requests };
}

async function measureRate(path) {
  log(`${path} at ${rate} requests a second: ${warmup} s warm-up, ${duration} s measured`);
  await fixedRate({ url: urls[path], headers: HEADERS, rate, duration: warmup });
  const before = await servers.ask('usage');
  const run = await fixedRate({ url: urls[path], headers: HEADERS, rate, duration });
  const after = await servers.ask('usage');
  if (run.failures > 0) log(`  ${run.failures} failures`);
  return { path, ...run, cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / run.requests };
}

const runs = [];
const rateRuns = [];
let memory;
try {
  await checkHandler();
  if (memoryRequests > 0 && paths.includes('handler')) memory = await memoryRun();
  for (const connections of connectionCounts) {
    for (const path of paths) runs.push(await measure(path, connections));
  }
  if (rate > 0) for (const path of paths) rateRuns.push(await measureRate(path));
} finally {
  await servers.stop();
}

const seconds = Math.round((performance.now() - started) / 1000);
const machine = {
  cpu: cpus()[0]?.model,
  cores: cpus().length,
  totalMemoryBytes: totalmem(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  loadAverage: { before: loadBefore, after: loadavg() },
};
const date = new Date();
const verdicts = goals(runs, memory, rateRuns);
const round = (value) => value.map((x) => x.toFixed(2)).join(', ');
console.log(
  `\n## Address handler under load (${date.toISOString().slice(0, 10)}; ${machine.cpu}, ${machine.cores} cores, ` +
    `${(machine.totalMemoryBytes / 2 ** 30).toFixed(0)} GB; Node ${machine.node}; ${seconds} s)\n`,
);
console.log(`Load average before ${round(loadBefore)}, after ${round(machine.loadAverage.after)}.\n`);
if (runs.length > 0) console.log(`${loadTable(runs)}\n`);
if (rateRuns.length > 0) console.log(`${rateTable(rateRuns)}\n`);
if (memory) console.log(`${memoryTable(memory)}\n`);
if (verdicts.length > 0) console.log(`${goalLines(verdicts)}\n`);

if (options.quick || options.only || options['cpu-prof']) {
  log(options['cpu-prof'] ? `The servers' CPU profile is in ${profileDir}/.` : 'A partial run: no figures written.');
} else {
  const out = `${root}test/bench/server/figures/${date.toISOString().slice(0, 16).replace(':', '')}.json`;
  mkdirSync(new URL('./figures/', import.meta.url), { recursive: true });
  const settings = {
    duration,
    warmup,
    connections: connectionCounts,
    memoryRequests,
    rate,
    lookup: LOOKUP,
    headers: HEADERS,
  };
  writeFileSync(
    out,
    `${JSON.stringify({ date, machine, seconds, settings, runs, rateRuns, memory, goals: verdicts }, null, 2)}\n`,
  );
  log(`Wrote ${out}`);
}
