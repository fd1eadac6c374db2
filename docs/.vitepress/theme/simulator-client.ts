// The page side of the in-browser simulator: registers the site's service worker (simulator-plugin.mjs builds it)
// and waits until it controls the page, so that the live examples' requests to the service's production hosts are
// answered by the simulator. Call it before an example's element makes its first request:
//
//   import { simulatorReady } from './simulator-client';
//   await simulatorReady(import.meta.env.BASE_URL);

/** What the worker takes as a request to control the pages it serves (demo/simulator/service-worker.js). */
const CLAIM_MESSAGE = 'simulator:claim';

let ready: Promise<void> | undefined;

/**
 * Resolves once the simulator's service worker controls this page; rejects with an Error saying why when it cannot
 * (no service workers: an insecure context, a private window that forbids them, an old browser; or the registration
 * failed). One registration and one promise per page, whatever the number of calls.
 * @param base the site's base path, where `simulator-sw.js` is served; also the worker's scope
 */
export function simulatorReady(base = '/'): Promise<void> {
  ready ??= register(base.endsWith('/') ? base : `${base}/`);
  return ready;
}

async function register(base: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    throw new Error(
      'The live examples need service workers, which this browser does not offer here ' +
        (typeof isSecureContext !== 'undefined' && !isSecureContext
          ? '(the page is not a secure context: open it over https or on localhost).'
          : '(they may be disabled, as in some private windows).'),
    );
  }
  const { serviceWorker } = navigator;
  const controlled = new Promise<void>((resolve) => {
    if (serviceWorker.controller) resolve();
    else serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  let registration: ServiceWorkerRegistration;
  try {
    registration = await serviceWorker.register(`${base}simulator-sw.js`, { scope: base });
  } catch (error) {
    throw new Error(`The simulator's service worker could not be registered: ${String(error)}`, { cause: error });
  }
  // An already active worker does not claim a page loaded without it (a hard reload): ask it to.
  const active = registration.active ?? (await serviceWorker.ready).active;
  if (!serviceWorker.controller) active?.postMessage(CLAIM_MESSAGE);
  await controlled;
}
