// The printed table: one row per figure, one column per element (and the service's widget when installed), each
// cell the median and range of its runs. CPU figures are net of the driving overhead (cdp.js `nullCost`).
import { formatRange, summarize } from './stats.js';

const cpuNet = (value, overhead) => Math.max(0, value - overhead);

/** [label, figure, value(run), unit, digits] per row. */
export const ROWS = [
  ['script-tag bundle, gzip', 'bundleBytes', (run) => run.gzip / 1000, 'kB', 1],
  ['script evaluation (CPU, ThreadTime)', 'scriptEvaluation', (run) => cpuNet(run.thread, run.overhead), 'ms', 2],
  ['  of which ScriptDuration', 'scriptEvaluation', (run) => run.script, 'ms', 2],
  [
    'the loader instead: evaluation (CPU, ThreadTime)',
    'loaderEvaluation',
    (run) => cpuNet(run.thread, run.overhead),
    'ms',
    2,
  ],
  ['  of which ScriptDuration (the loader)', 'loaderEvaluation', (run) => run.script, 'ms', 2],
  ['keydown → fetch() called (debounce 0, page clock)', 'keydownToFetch', (run) => run.wall, 'ms', 2],
  ['keydown → fetch() called, CPU incl. its frame', 'keydownToFetch', (run) => cpuNet(run.cpu, run.overhead), 'ms', 2],
  ['response → first list painted (CPU)', 'lists', (run) => cpuNet(run.first, run.overhead), 'ms', 2],
  ['response → next list painted (CPU)', 'lists', (run) => cpuNet(run.next, run.overhead), 'ms', 2],
  ['first element upgraded (CPU)', 'perInstance', (run) => run.first, 'ms', 2],
  ['per extra instance (CPU, element N+1)', 'perInstance', (run) => cpuNet(run.extra, run.overheadPerElement), 'ms', 2],
  ['key under min-chars, minus bare input (CPU)', 'silentKey', (run) => run.underMin - run.bareKey, 'ms', 2],
  ['  the key in a bare <input> (CPU, incl. driving)', 'silentKey', (run) => run.bareKey, 'ms', 2],
  ['Backspace to a cached query, minus bare (CPU)', 'silentKey', (run) => run.cached - run.bareBackspace, 'ms', 2],
  ['100 units painted (CPU)', 'hundredUnits', (run) => cpuNet(run.cpu, run.overhead), 'ms', 2],
  ['requests, 24 keys at 60 ms', 'requests60', (run) => run.requests, '', 0],
  ['requests, 24 keys at 150 ms', 'requests150', (run) => run.requests, '', 0],
  ['requests, 24 keys at 300 ms', 'requests300', (run) => run.requests, '', 0],
  ['heap per instance, V8 + Blink', 'heap', (run) => run.total / 1000, 'kB', 1],
  ['  of which V8', 'heap', (run) => run.v8 / 1000, 'kB', 1],
  // A whole checkout page (figures/loader.js), with the loader and then with the all-in-one script.
  ...[
    ['loaderPage', 'loader'],
    ['allInOnePage', 'all-in-one'],
  ].flatMap(([figure, name]) => [
    [`${name} page: scripts before load, gzip`, figure, (run) => run.atLoad.bytes / 1000, 'kB', 2],
    [`  ${name}: script time before load (ScriptDuration)`, figure, (run) => run.atLoad.script, 'ms', 2],
    [`  ${name}: scripts by the first list, gzip`, figure, (run) => run.atFirstList.bytes / 1000, 'kB', 2],
    [`  ${name}: first key → first list shown (page clock)`, figure, (run) => run.atFirstList.wall, 'ms', 1],
    [`  ${name}: script time to the first list (ScriptDuration)`, figure, (run) => run.atFirstList.script, 'ms', 2],
    [`  ${name}: scripts after a verified choice, gzip`, figure, (run) => run.atVerified.bytes / 1000, 'kB', 2],
  ]),
];

/** Summaries of every row for every column that has runs: { [label]: { [column]: summary } }. */
export function summarizeRows(figures, columns) {
  const table = {};
  for (const [label, figure, value] of ROWS) {
    table[label] = {};
    for (const column of columns) {
      const runs = figures[figure]?.[column];
      if (runs?.length) table[label][column] = summarize(runs.map(value));
    }
  }
  return table;
}

export function printTable(table, columns, labels) {
  const lines = [`| figure | ${columns.map((column) => labels[column]).join(' | ')} |`];
  lines.push(`|---|${columns.map(() => '---:').join('|')}|`);
  for (const [label, , , unit, digits] of ROWS) {
    const cells = columns.map((column) => formatRange(table[label][column], unit, digits).trim());
    lines.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function printHuman(human) {
  const lines = [
    `Human typing (seed ${human.seed}): per address class, totals over its addresses`,
    '| class | addresses (chosen) | keys typed (of which Backspace) | requests | searches | expansions | US Street | intl details | billed | one request per key would send | cache hits (resent) | last key → painted suggestions |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, c] of Object.entries(human.classes)) {
    lines.push(
      `| ${name} | ${c.addresses} (${c.chosen}) | ${c.keys} (${c.backspaces}) | ${c.requests} | ${c.searches} | ` +
        `${c.expansions} | ${c.usStreet} | ${c.intlDetails} | ${c.billed} | ${c.everyKeyRequests} | ` +
        `${c.cacheHits} (${c.resent}) | ${formatRange(c.delay, 'ms', 0)} |`,
    );
  }
  return lines.join('\n');
}
