// One open-loop run: requests started at a fixed rate, whatever the answers do, over a pool of keep-alive sockets.
// A closed loop (autocannon: each connection sends when its last answer came) runs both paths flat out, so its
// latency is mostly the queue (connections ÷ throughput); at a fixed rate below saturation, latency is what one
// request costs, which is what a shopper feels. Each time is taken from when the request was due, not from when it
// went out, so a late generator or a stalled server counts against the figure instead of hiding (coordinated
// omission).
import { Agent, request } from 'node:http';
import { percentile } from './load.js';

/** `rate` requests a second for `duration` seconds to `url`; latency percentiles in ms and the count of failures. */
export async function fixedRate({ url, headers, rate, duration, sockets = 100 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const target = new URL(url);
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const times = [];
  let failures = 0;
  const answers = [];
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Sent up to a millisecond early (a timer's grain): then timed from when it went out, never below zero.
    const from = Math.min(due, performance.now());
    answers.push(
      new Promise((resolve) => {
        const sent = request(target, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) times.push(performance.now() - from);
            else failures += 1;
            resolve();
          });
        });
        sent.on('error', () => ((failures += 1), resolve()));
        sent.end();
      }),
    );
  }
  await Promise.all(answers);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(times).sort();
  return {
    rate,
    seconds,
    requests: sorted.length,
    failures,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      p999: percentile(sorted, 0.999),
      max: percentile(sorted, 1),
    },
  };
}
