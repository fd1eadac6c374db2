// A checkout page with one <us-address-autocomplete verify> (page/loader.html), loaded whole by the browser as a
// shop's page is, with the loader or the all-in-one script in its head: the scripts it fetched, gzip as the files are
// (what a server sends compressed), and the main thread's script time, at three moments: its `load` event, the first
// list after the shopper's first key (a real key press; the loader fetched the core ahead, on idle; the scripts asked
// for before the frame that showed it), and the `verified-address` after Down and Enter (the US Street verdict).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openCdp } from '../cdp.js';
import { ELEMENTS } from '../elements.js';

const FIRST = ELEMENTS['us-v2'].first;

/**
 * The gzip bytes of every script the page asked for so far (before `until` on the page's clock, when given: a script
 * asked for after the list was shown is not on its way to it), read from the files the server sends (`files`).
 */
async function scriptBytes(page, files, until = Infinity) {
  const paths = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    until,
  );
  return paths.reduce((sum, path) => sum + gzipSync(readFileSync(files(path)), { level: 9 }).length, 0);
}

async function scriptTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return 1000 * (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0);
}

/**
 * One run: `script` is the URL the page's head loads; `files(path)` the file a URL path names. Times are the page's
 * script CPU (ScriptDuration, thread ticks) from navigation to each moment; `firstList` is the first key's press to
 * the options shown, in the page's clock (it includes the simulator's answer on loopback).
 */
export async function loaderPage(browser, origin, script, files) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await openCdp(page);
    await page.route(`${origin}/bench/loader.html`, async (route) => {
      const html = readFileSync(files('/bench/loader.html'), 'utf8').replace('src="SCRIPT"', `src="${script}"`);
      await route.fulfill({ status: 200, contentType: 'text/html', body: html });
    });
    await page.goto(`${origin}/bench/loader.html`, { waitUntil: 'load' });
    const atLoad = { bytes: await scriptBytes(page, files), script: await scriptTime(cdp) };
    // The loader fetches the core once the page is idle after `load`: a shopper reaches the field after that.
    if (script.endsWith('.loader.js')) {
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/chunks/us.js')),
      );
    }
    const input = page.locator('us-address-autocomplete input');
    await input.click();
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.type(FIRST);
    // Polled at each animation frame: the page's clock at the first frame that has an option.
    const shown = await (
      await page.waitForFunction(() => document.querySelector('[role="option"]') && performance.now())
    ).jsonValue();
    const atFirstList = {
      bytes: await scriptBytes(page, files, shown),
      script: await scriptTime(cdp),
      wall: shown - pressed,
    };
    const chosen = page.evaluate(
      () =>
        new Promise((resolve) =>
          document
            .querySelector('us-address-autocomplete')
            .addEventListener('verified-address', resolve, { once: true }),
        ),
    );
    const finals = await page
      .locator('[role="option"]')
      .evaluateAll((options) => options.findIndex((option) => option.dataset.kind === 'final'));
    for (let i = 0; i <= finals; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await chosen;
    const atVerified = { bytes: await scriptBytes(page, files), script: await scriptTime(cdp) };
    return { atLoad, atFirstList, atVerified };
  } finally {
    await context.close();
  }
}
