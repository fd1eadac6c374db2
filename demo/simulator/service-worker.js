// The simulator as a service worker, for the documentation site's live examples: no key and no server. It answers
// the requests the elements make to the service's production hosts (worker-shell.js) and lets everything else go to
// the network untouched. The site's build bundles this file into one classic script, `simulator-sw.js`, with
// data/node-packages.js replaced by data/no-packages.js; the data come as JSON slices from `simulator-data/` beside
// it. `i18n-iso-countries` (a few kB) is bundled, because a postal code lookup's country must be resolved before
// its slices are known.
/// <reference lib="webworker" />
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { useDataSource } from './data/source.js';
import { createPreloadedSource } from './data/preloaded.js';
import { createSliceLoader } from './data/slice-loader.js';
import { createWorkerShell, demoKeysFor, simulatorUrl } from './worker-shell.js';

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (globalThis));

isoCountries.registerLocale(english);
const preloaded = createPreloadedSource(() => isoCountries);
useDataSource(preloaded.source);

const shell = createWorkerShell({
  keys: demoKeysFor(worker.location.hostname),
  loadSlices: createSliceLoader(new URL('simulator-data/', worker.location.href), preloaded),
});

worker.addEventListener('install', () => {
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  // Take the open pages at once: the page's simulatorReady() waits for this worker to control it.
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('message', (event) => {
  // A page loaded while the worker was already active (a hard reload) asks to be controlled (simulator-client.ts).
  if (event.data === 'simulator:claim') event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const { request, clientId } = event;
  if (!simulatorUrl(request.url)) return;
  event.respondWith(
    (async () => {
      const client = clientId ? await worker.clients.get(clientId) : undefined;
      return /** @type {Promise<Response>} */ (shell.respond(request, client?.url));
    })(),
  );
});
