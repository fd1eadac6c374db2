// A simulator answer as HTTP, the same from the Node server and the service worker: JSON that is never cached and
// that a page on any origin may read, as the service's own answers are.

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} HttpAnswer
 */

/**
 * A service answer as HTTP: JSON, never cached, readable cross-origin (with Retry-After exposed) unless told not.
 * @param {import('./shared.js').SimResponse} response
 * @param {{ cors?: boolean, exposeRetryAfter?: boolean, headers?: Record<string, string> }} [options]
 * @returns {HttpAnswer}
 */
export function jsonAnswer(response, { cors = true, exposeRetryAfter = true, headers = {} } = {}) {
  /** @type {Record<string, string>} */
  const all = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (cors) {
    all['Access-Control-Allow-Origin'] = '*';
    if (exposeRetryAfter) all['Access-Control-Expose-Headers'] = 'Retry-After';
  }
  return { status: response.status, headers: { ...all, ...headers }, body: JSON.stringify(response.body) };
}

/** The answer to a CORS preflight. @type {HttpAnswer} */
export const PREFLIGHT_ANSWER = Object.freeze({
  status: 204,
  headers: {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': 'X-Simulator-Fault',
    'Access-Control-Max-Age': '600',
  },
  body: '',
});
