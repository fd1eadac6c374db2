// Requests for 24 keys typed at a steady 60, 150 or 300 ms a key, with the default debounce (150 ms), against the
// simulator (loopback, real answers). Fresh page per run: no answer cached from another run. Each key is pressed
// when it is due on Node's clock (key i at i × interval), so the intervals are the named ones on average and do
// not grow by the time a press takes; the page's own keydown times give the intervals really achieved. At 150 ms
// the interval equals the debounce: whether a pause fires is decided by a millisecond either way, as for a person.
import { setTimeout as sleep } from 'node:timers/promises';
import { addScript, inFreshPage, mount, until } from '../stage.js';
import { attributesOf, ELEMENTS } from '../elements.js';

export const TEXT = '1600 Pennsylvania Ave NW'; // 24 characters
export const INTERVALS = [60, 150, 300];
/** After the last key: longer than the debounce and any loopback answer. */
const QUIET_MS = 1000;

export async function requestsFor24Keys(browser, origin, bundleUrl, kind, interval) {
  const { tag, init } = ELEMENTS[kind];
  return inFreshPage(browser, origin, async ({ page }) => {
    await addScript(page, bundleUrl);
    await mount(page, tag, attributesOf(kind), 1, init);
    await page.focus(`${tag} input`);
    const start = performance.now();
    for (const [i, key] of [...TEXT].entries()) {
      await sleep(Math.max(0, start + i * interval - performance.now()));
      await page.keyboard.press(key);
    }
    await page.waitForTimeout(QUIET_MS);
    await until(page, () => window.benchTools.idle());
    return await page.evaluate(() => {
      const { fetches, keys } = window.benchTools;
      const gaps = keys.slice(1).map((key, i) => key.at - keys[i].at);
      gaps.sort((a, b) => a - b);
      return { requests: fetches.length, keys: keys.length, medianInterval: gaps[Math.floor(gaps.length / 2)] };
    });
  });
}
