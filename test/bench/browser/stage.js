// Pages for the figures: a fresh browser context per page (its own HTTP and code caches, so nothing compiled in
// one run helps the next), the instrument (page/instrument.js) loaded first, the bundle added by a script tag.
import { fileURLToPath } from 'node:url';
import { openCdp } from './cdp.js';

const INSTRUMENT = fileURLToPath(new URL('./page/instrument.js', import.meta.url));

/** A blank benchmark page in a new context: { page, cdp, close }. */
export async function freshPage(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  await context.addInitScript({ path: INSTRUMENT });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  await page.goto(`${origin}/bench/index.html`);
  const cdp = await openCdp(page);
  return { page, cdp, close: () => context.close() };
}

/** Runs `work` on a fresh page (see freshPage) and closes its context after, whatever happened. */
export async function inFreshPage(browser, origin, work) {
  const { page, cdp, close } = await freshPage(browser, origin);
  try {
    return await work({ page, cdp });
  } finally {
    await close();
  }
}

/** Adds `<script src>` and resolves once it has run (its load event). */
export function addScript(page, src) {
  return page.evaluate(
    (url) =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${url}`));
        document.head.append(script);
      }),
    src,
  );
}

/**
 * Mounts `count` elements (`tag` with `attributes`, each wrapping an input) in #stage; resolves once upgraded. `init`:
 * for a widget started from script (the peer's adapter), the source of `(input, index) => promise`, run on each
 * input once it is in the page (`index` counts the page's `tag` elements from 0) and awaited like an upgrade.
 */
export function mount(page, tag, attributes, count = 1, init = undefined) {
  return page.evaluate(
    async ([name, values, n, initSource]) => {
      const made = [];
      const init = initSource ? (0, eval)(initSource) : undefined;
      const start = document.getElementsByTagName(name).length;
      for (let i = 0; i < n; i++) {
        const element = document.createElement(name);
        for (const [key, value] of Object.entries(values)) element.setAttribute(key, value);
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'Street address');
        element.append(input);
        made.push(element);
      }
      document.getElementById('stage').append(...made);
      const started = init ? made.map((element, i) => init(element.querySelector('input'), start + i)) : [];
      await Promise.all([...made.map((element) => element.updateComplete), ...started]);
      return window.benchTools.frameDone();
    },
    [tag, attributes, count, init],
  );
}

/** Waits until `predicate(arg)`, run in the page at each animation frame, holds; 20 s ceiling (a hang, not a load). */
export function until(page, predicate, arg) {
  return page.waitForFunction(predicate, arg, { timeout: 20_000, polling: 'raf' });
}
