// Opt-in faults, for tests and benchmarks: switched on per request by the `simulator_fault` query parameter or the
// `X-Simulator-Fault` header (the elements never send either), a comma-separated list of switches. This file reads
// the list and works out what each switch changes; the HTTP shell (server.js) applies them. A switch the list does
// not know is refused with a 400 rather than ignored: a misspelt fault would otherwise leave a test running without
// the fault it names, passing for the wrong reason.
import { HOSTILE_KINDS } from './hostile.js';

/** Header or query parameter that switches faults on; the elements never send either themselves. */
export const FAULT_HEADER = 'x-simulator-fault';
export const FAULT_PARAM = 'simulator_fault';

/**
 * How long a `hang` request is held when its client never gives up: far past any client's timeout (the elements'
 * is 8 s), short enough that a forgotten request does not keep the test server from closing.
 */
export const HANG_CAP_MS = 60_000;

/**
 * @typedef {{
 *   latencyMs: number,
 *   jitterMs: number,
 *   status?: number,
 *   malformed: boolean,
 *   drop: boolean,
 *   noCors: boolean,
 *   hidden429: boolean,
 *   hang: boolean,
 *   retryAfter?: string,
 *   body?: string,
 *   slowShort?: { chars: number, ms: number },
 *   unknown: string[],
 * }} Faults
 */

const NON_NEGATIVE = /^\d+$/;

/**
 * Reads one switch into `faults`; false when it is not one (an unknown name, or a value it does not take).
 * @param {Faults} faults
 * @param {string} name
 * @param {string} value everything after the first colon (a `body` or `retry-after` value may hold colons)
 */
function readSwitch(faults, name, value) {
  const number = NON_NEGATIVE.test(value) ? Number(value) : NaN;
  switch (name) {
    case 'latency':
    case 'jitter':
      if (Number.isNaN(number)) return false;
      faults[name === 'latency' ? 'latencyMs' : 'jitterMs'] = number;
      return true;
    case 'status':
      if (!(number >= 100 && number <= 599)) return false;
      faults.status = number;
      return true;
    case 'retry-after':
      if (!/^(none|date:\d+|[\x21-\x7e]+)$/.test(value)) return false;
      faults.retryAfter = value;
      return true;
    case 'body': {
      // URL-encoded, so that JSON with commas fits in the list (`encodeURIComponent` of it); plain JSON otherwise.
      let body;
      try {
        body = decodeURIComponent(value);
        JSON.parse(body);
      } catch {
        return false;
      }
      faults.body = body;
      return true;
    }
    case 'slow-short': {
      const [chars, ms] = value.split(':');
      if (!NON_NEGATIVE.test(chars ?? '') || !NON_NEGATIVE.test(ms ?? '')) return false;
      faults.slowShort = { chars: Number(chars), ms: Number(ms) };
      return true;
    }
    case 'hostile':
      // The answer rewritten (hostile.js, applied by the server); here only known to be a switch.
      return HOSTILE_KINDS.includes(value);
    default:
      return readFlag(faults, name, value);
  }
}

/** The switches without a value. */
const FLAGS = { malformed: 'malformed', drop: 'drop', nocors: 'noCors', '429-hidden': 'hidden429', hang: 'hang' };

/**
 * @param {Faults} faults
 * @param {string} name
 * @param {string} value
 */
function readFlag(faults, name, value) {
  if (!Object.hasOwn(FLAGS, name) || value !== '') return false;
  faults[/** @type {'malformed'} */ (FLAGS[/** @type {keyof typeof FLAGS} */ (name)])] = true;
  return true;
}

/**
 * A fault list: `latency:<ms>`, `jitter:<ms>`, `status:<code>`, `retry-after:<value>`, `malformed`, `body:<json>` (URL-
 * encoded when it holds a comma),
 * `drop`, `hang`, `nocors`, `429-hidden`, `slow-short:<chars>:<ms>`, `hostile:<kind>`. Items it cannot read are listed in `unknown`.
 * @param {string} spec
 * @returns {Faults}
 */
export function parseFaults(spec) {
  /** @type {Faults} */
  const faults = {
    latencyMs: 0,
    jitterMs: 0,
    malformed: false,
    drop: false,
    noCors: false,
    hidden429: false,
    hang: false,
    unknown: [],
  };
  for (const item of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = item.indexOf(':');
    const name = colon === -1 ? item : item.slice(0, colon);
    const value = colon === -1 ? '' : item.slice(colon + 1);
    if (!readSwitch(faults, name, value)) faults.unknown.push(item);
  }
  return faults;
}

/**
 * How long to wait before answering: `latency`, a random share of `jitter`, and `slow-short`'s extra wait for a
 * search shorter than its length (in code points), which answers an earlier, shorter query after a later one.
 * @param {Faults} faults
 * @param {URLSearchParams} query
 * @param {() => number} random
 */
export function faultDelay(faults, query, random = Math.random) {
  const jitter = faults.jitterMs > 0 ? random() * faults.jitterMs : 0;
  const search = query.get('search');
  const short = faults.slowShort && search !== null && [...search].length < faults.slowShort.chars;
  return faults.latencyMs + jitter + (short ? faults.slowShort.ms : 0);
}

/**
 * The `Retry-After` of a faulted 429: 1 s unless `retry-after` says otherwise: `none` sends no header, `date:<s>`
 * an HTTP-date s seconds from `now`, anything else is sent as written (`soon`, which no client can read).
 * @param {Faults} faults
 * @param {number} now
 * @returns {Record<string, string>} the header to send, or none
 */
export function retryAfterHeader(faults, now) {
  const value = faults.retryAfter ?? '1';
  if (value === 'none') return {};
  const date = /^date:(\d+)$/.exec(value);
  return { 'Retry-After': date ? new Date(now + Number(date[1]) * 1000).toUTCString() : value };
}

/**
 * Holds a `hang` request without an answer until its client gives up (closes the connection), or until HANG_CAP_MS,
 * when the connection is dropped.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function hang(req, res) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => req.socket.destroy(), HANG_CAP_MS);
    timer.unref?.();
    res.once('close', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}
