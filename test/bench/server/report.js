// The benchmark's output: Markdown tables for the terminal (and docs/performance/index.md), and the two goals read against the
// figures as met or not met. Figures, not assertions: nothing here fails a run.

/** The handler may add this much at p99 over the direct path, at the most connections measured. */
export const ADDED_P99_GOAL_MS = 1;
/** RSS after GC, after the requests of the memory run, within this share of its start. */
export const MEMORY_GOAL_SHARE = 0.1;

const ms = (value) => `${value.toFixed(2)} ms`;
const signed = (value, unit, digits) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}${unit}`;
const count = (value) => Math.round(value).toLocaleString('en-US');
const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const percent = (from, to) => (100 * (to - from)) / from;

export function loadTable(runs) {
  const lines = [
    '| connections | path | requests/s | p50 | p99 | servers’ CPU per request |',
    '| ---: | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const connections of [...new Set(runs.map((run) => run.connections))]) {
    const direct = runs.find((run) => run.connections === connections && run.path === 'direct');
    const handler = runs.find((run) => run.connections === connections && run.path === 'handler');
    for (const run of [direct, handler].filter(Boolean)) {
      lines.push(
        `| ${connections} | ${run.path} | ${count(run.requestsPerSecond)} | ${ms(run.latencyMs.p50)} | ` +
          `${ms(run.latencyMs.p99)} | ${run.cpuMicrosPerRequest.toFixed(0)} µs |`,
      );
    }
    if (direct && handler) {
      lines.push(
        `| ${connections} | handler − direct | | ${signed(handler.latencyMs.p50 - direct.latencyMs.p50, ' ms', 2)} | ` +
          `${signed(handler.latencyMs.p99 - direct.latencyMs.p99, ' ms', 2)} | ` +
          `${signed(handler.cpuMicrosPerRequest - direct.cpuMicrosPerRequest, ' µs', 0)} |`,
      );
    }
  }
  return lines.join('\n');
}

export function memoryTable(memory) {
  const row = (label, report) => `| ${label} | ${megabytes(report.rss)} | ${megabytes(report.heapUsed)} |`;
  return [
    '| servers’ process, after a forced GC | RSS | V8 heap used |',
    '| --- | ---: | ---: |',
    row('at start-up, before any request', memory.boot),
    row(`after a warm-up of ${count(memory.warmupRequests)} requests (the start)`, memory.start),
    row(`after ${count(memory.requests)} more requests through the handler`, memory.end),
    `| change from the start | ${signed(percent(memory.start.rss, memory.end.rss), ' %', 1)} | ` +
      `${signed(percent(memory.start.heapUsed, memory.end.heapUsed), ' %', 1)} |`,
  ].join('\n');
}

/** The open-loop runs: each path at the fixed rate, and what the handler adds. */
export function rateTable(rateRuns) {
  const lines = [
    '| requests/s (open loop) | path | p50 | p90 | p99 | p99.9 | servers’ CPU per request |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const run of rateRuns) {
    const { p50, p90, p99, p999 } = run.latencyMs;
    lines.push(
      `| ${count(run.rate)} | ${run.path} | ${ms(p50)} | ${ms(p90)} | ${ms(p99)} | ${ms(p999)} | ` +
        `${run.cpuMicrosPerRequest.toFixed(0)} µs |`,
    );
  }
  const direct = rateRuns.find((run) => run.path === 'direct');
  const handler = rateRuns.find((run) => run.path === 'handler');
  if (direct && handler) {
    const added = (name) => signed(handler.latencyMs[name] - direct.latencyMs[name], ' ms', 2);
    lines.push(
      `| ${count(handler.rate)} | handler − direct | ${added('p50')} | ${added('p90')} | ${added('p99')} | ` +
        `${added('p999')} | ${signed(handler.cpuMicrosPerRequest - direct.cpuMicrosPerRequest, ' µs', 0)} |`,
    );
  }
  return lines.join('\n');
}

/** Each goal with its figure and verdict; a goal whose runs were not made is left out. */
export function goals(runs, memory, rateRuns = []) {
  const verdicts = [];
  const most = Math.max(...runs.map((run) => run.connections));
  const direct = runs.find((run) => run.connections === most && run.path === 'direct');
  const handler = runs.find((run) => run.connections === most && run.path === 'handler');
  if (direct && handler) {
    const added = handler.latencyMs.p99 - direct.latencyMs.p99;
    verdicts.push({
      goal: `the handler adds at most ${ADDED_P99_GOAL_MS} ms at p99 over the direct path at ${most} connections`,
      met: added <= ADDED_P99_GOAL_MS,
      figure: `${signed(added, ' ms', 2)} (${ms(handler.latencyMs.p99)} against ${ms(direct.latencyMs.p99)})`,
    });
  }
  const rateDirect = rateRuns.find((run) => run.path === 'direct');
  const rateHandler = rateRuns.find((run) => run.path === 'handler');
  if (rateDirect && rateHandler) {
    const added = rateHandler.latencyMs.p99 - rateDirect.latencyMs.p99;
    verdicts.push({
      goal: `the same, read at a fixed ${count(rateHandler.rate)} requests a second (open loop, below saturation)`,
      met: added <= ADDED_P99_GOAL_MS,
      figure: `${signed(added, ' ms', 2)} (${ms(rateHandler.latencyMs.p99)} against ${ms(rateDirect.latencyMs.p99)})`,
    });
  }
  if (memory) {
    const change = percent(memory.start.rss, memory.end.rss);
    verdicts.push({
      goal: `RSS after GC returns to within ${MEMORY_GOAL_SHARE * 100}% of its start after ${count(memory.requests)} requests`,
      met: Math.abs(change) <= MEMORY_GOAL_SHARE * 100,
      figure: `${signed(change, ' %', 1)} (${megabytes(memory.start.rss)} → ${megabytes(memory.end.rss)})`,
    });
  }
  return verdicts;
}

export function goalLines(verdicts) {
  return verdicts.map(({ goal, met, figure }) => `- ${goal}: **${met ? 'met' : 'not met'}**, ${figure}`).join('\n');
}
