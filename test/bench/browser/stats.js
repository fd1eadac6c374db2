// Summaries of repeated runs: median and range, never a mean (one run slowed by a neighbour on the shared cores
// would move a mean; it moves the median by at most one rank).

/** { median, min, max, runs, values } of numbers. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length, values };
}

/** "2.41 ms (2.10–2.95)": the median and the range, `digits` decimals. */
export function formatRange(summary, unit = 'ms', digits = 2) {
  if (summary === undefined) return '—';
  const f = (value) => value.toFixed(digits);
  return `${f(summary.median)} ${unit} (${f(summary.min)}–${f(summary.max)})`;
}

/** `values` less a fixed `offset` (the null cost), never below zero. */
export function net(values, offset) {
  return values.map((value) => Math.max(0, value - offset));
}
