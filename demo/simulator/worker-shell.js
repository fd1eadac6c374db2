// The simulator as the documentation site's service worker runs it: requests to the service's production hosts are
// answered by the lookup core (lookup-core.js) at the simulator's matching route, with the data slices the request
// needs loaded first. No faults, hostile answers or secret keys: those stay with the Node server.
import { DEMO_KEYS } from './demo-keys.js';
import { ERROR_IDS, createLookupCore, hostOf } from './lookup-core.js';
import { jsonAnswer } from './http-answer.js';
import { serviceError } from './shared.js';
import { slicesFor } from './data/slices.js';

/**
 * @typedef {import('./demo-keys.js').KeyPolicy} KeyPolicy
 * @typedef {import('./lookup-core.js').LookupCoreOptions} LookupCoreOptions
 */

/** The production hosts the elements call (src/api/), and the simulator base path each one's paths live under. */
export const PRODUCTION_HOSTS = Object.freeze({
  'us-autocomplete.api.smarty.com': '/us-autocomplete',
  // Pro's GET /lookup is the simulator's /us-autocomplete/lookup, beside v2's /us-autocomplete/v2/lookup.
  'us-autocomplete-pro.api.smarty.com': '/us-autocomplete',
  'us-street.api.smarty.com': '/us-street',
  'international-autocomplete.api.smarty.com': '/international-autocomplete',
  'international-postal-code.api.smarty.com': '/international-postal-code',
});

/**
 * The simulator URL a production URL maps to (same path and query under the host's base path), or undefined for
 * any other URL.
 * @param {string} href
 * @returns {URL | undefined}
 */
export function simulatorUrl(href) {
  const url = new URL(href);
  if (url.protocol !== 'https:' || !Object.hasOwn(PRODUCTION_HOSTS, url.hostname)) return undefined;
  const base = PRODUCTION_HOSTS[/** @type {keyof typeof PRODUCTION_HOSTS} */ (url.hostname)];
  return new URL(`${base}${url.pathname}${url.search}`, 'http://simulator.local');
}

/**
 * The demo keys, each authorized also for `hostname` (the site the worker serves), so that
 * `embedded-key="demo-embedded-key"` works on whatever host serves the documentation.
 * @param {string} hostname
 * @returns {Record<string, KeyPolicy>}
 */
export function demoKeysFor(hostname) {
  return Object.fromEntries(
    Object.entries(DEMO_KEYS).map(([key, policy]) => [
      key,
      { ...policy, hosts: policy.hosts.includes(hostname) ? policy.hosts : [...policy.hosts, hostname] },
    ]),
  );
}

/**
 * @param {LookupCoreOptions & { loadSlices?: (slices: string[]) => Promise<void> }} options `loadSlices` fetches the
 *   data a request needs (data/slice-loader.js); without it the handlers read the installed data source as it is
 */
export function createWorkerShell(options = {}) {
  const core = createLookupCore(options);
  const { loadSlices } = options;

  /**
   * The simulator's answer to a request for a production host, or undefined when the request is not one (the
   * worker lets it go to the network).
   *
   * The embedded-key check's host: a service worker cannot read the Origin header the browser will add, so the
   * requesting page's URL (the client's URL: what Origin would name) stands in for it, and the request's referrer
   * for Referer. A request from no page (no client) with no referrer names no host, and is refused, as curl is.
   * @param {Request} request
   * @param {string | undefined} clientUrl the URL of the page or worker that made the request
   * @returns {Promise<Response> | undefined}
   */
  function respond(request, clientUrl) {
    const url = simulatorUrl(request.url);
    if (!url) return undefined;
    // "about:client" (the default, where the platform leaves it unresolved) means the client, and there is none.
    const referer = request.referrer && request.referrer !== 'about:client' ? request.referrer : undefined;
    const host = hostOf({ origin: clientUrl, referer });
    const prepare = loadSlices ? () => loadSlices(slicesFor(url)) : undefined;
    return core
      .answerLookup({ method: request.method, url, host, prepare })
      .catch((error) => {
        console.error('[simulator]', error);
        // Said in the answer too: a reader of the documentation sees the failed request, rarely the worker's console.
        const reason = error instanceof Error ? error.message : String(error);
        return jsonAnswer(serviceError(500, ERROR_IDS.fault, `The simulator failed: ${reason}`));
      })
      .then(({ status, headers, body }) => new Response(status === 204 ? null : body, { status, headers }));
  }

  return { respond };
}
