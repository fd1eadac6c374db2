// Issue 20's fault matrix, the cases: every fault the simulator can play on a lookup, as the browser file
// (test/elements/lookup/fault-matrix.test.ts) and the Node file (test/unit/element/fault-matrix.test.ts) both play them,
// so that the two never drift apart. No DOM here: Node imports it.
import type { AddressErrorCode } from '../../src/api/errors.js';

/**
 * The start text, the keys typed under the fault, the keys typed after it. Each prefix has suggestions, and the two
 * under the fault have different ones ("12 Ma", "12 Mai"), so that a late answer shown would be seen.
 */
export const MATRIX_KEYS = ['12 M', 'ai', 'n'] as const;

export interface FaultCase {
  name: string;
  /** The simulator's fault list while the fault lasts; `{long}` stands for the length of the text typed under it. */
  fault?: string;
  /** The embedded key while the fault lasts (a refusal mid-session); the demo key comes back after. */
  key?: string;
  /** The error the fault is reported as; none: the answers come, late or out of order, and no error. */
  code?: AddressErrorCode;
  /** The request never answers: the test fires the element's 8 s timeout. */
  timeout?: boolean;
  /** The requests go out without the element's AbortSignal, so a superseded answer still arrives (late). */
  ignoreAborts?: boolean;
  /** The browser also says it went offline (and online when the fault clears). */
  offline?: boolean;
}

export const FAULTS: readonly FaultCase[] = [
  { name: 'latency 0–3 s with jitter', fault: 'jitter:3000' },
  // The first key's search is one code point shorter than the second's: it is answered 3 s later, after the second.
  { name: 'out-of-order answers (a fetch that ignores aborts)', fault: 'slow-short:{long}:3000', ignoreAborts: true },
  { name: 'a dropped connection', fault: 'drop', code: 'network' },
  { name: 'offline and back', fault: 'drop', code: 'network', offline: true },
  { name: 'a timeout (no answer)', fault: 'hang', code: 'timeout', timeout: true },
  { name: 'a 503', fault: 'status:503', code: 'server' },
  { name: 'a 500', fault: 'status:500', code: 'server' },
  { name: 'a 429 with Retry-After: 1', fault: 'status:429', code: 'rate-limited' },
  { name: 'a 429 with an unreadable Retry-After ("soon")', fault: 'status:429,retry-after:soon', code: 'rate-limited' },
  { name: 'a 429 with an HTTP-date Retry-After', fault: 'status:429,retry-after:date:2', code: 'rate-limited' },
  { name: 'a 429 without Retry-After', fault: 'status:429,retry-after:none', code: 'rate-limited' },
  { name: 'malformed JSON', fault: 'malformed', code: 'bad-response' },
  { name: 'wrong shape {"suggestions":"x"}', fault: 'body:{"suggestions":"x"}', code: 'bad-response' },
  { name: 'wrong shape []', fault: 'body:[]', code: 'bad-response' },
  { name: 'wrong shape {"candidates":{}}', fault: 'body:{"candidates":{}}', code: 'bad-response' },
  { name: 'wrong shape null', fault: 'body:null', code: 'bad-response' },
  { name: 'a 401 mid-session (an unknown key)', key: 'no-such-embedded-key', code: 'unauthorized' },
  { name: 'a 402 mid-session (no subscription)', key: 'demo-no-subscription-key', code: 'payment-required' },
];

/** The fault list for the simulator, with `{long}` filled in. */
export function faultList(fault: string): string {
  return fault.replace('{long}', String(MATRIX_KEYS[0].length + 2));
}

/** The test's title, the same in the browser and in Node. */
export function matrixTitle(fault: FaultCase): string {
  return `${fault.name}: the text stays, one request at a time, no stale list; lookups resume when it clears`;
}
