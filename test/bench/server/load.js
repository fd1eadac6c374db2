// One load run with autocannon's programmatic API, in this (the parent) process. autocannon times each response with
// process.hrtime, but its latency histogram keeps whole milliseconds (lowestDiscernibleValue 1: 0.4 ms is recorded
// as 0, 1.6 ms as 1), too coarse for a loopback proxy. So every 2xx response's own time is kept from the `response`
// event (a float in ms) and the percentiles are computed from all of them, exactly.
import autocannon from 'autocannon';

/** `q` (0–1) of sorted values: the nearest-rank percentile. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * `connections` keep-alive connections, each sending its next request when the last is answered, for `duration`
 * seconds or until `amount` requests are answered. Returns requests/s and latency percentiles in ms.
 */
export async function load({ url, headers, connections, duration, amount }) {
  const times = [];
  const instance = autocannon({
    url,
    headers,
    connections,
    ...(amount ? { amount } : { duration }),
    // A slow answer is a figure, not an error; only a hang is.
    timeout: 30,
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status < 300) times.push(responseTime);
  });
  const result = await instance;
  const sorted = Float64Array.from(times).sort();
  const mean = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
  return {
    connections,
    seconds: result.duration,
    requests: sorted.length,
    requestsPerSecond: sorted.length / result.duration,
    latencyMs: {
      mean,
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      p999: percentile(sorted, 0.999),
      max: percentile(sorted, 1),
    },
    // autocannon's own, in whole ms, for comparison.
    autocannonLatencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
