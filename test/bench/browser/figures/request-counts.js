// Requests for 24 keys typed at a steady 60, 150 or 300 ms a key, with the default debounce (150 ms), against the
// simulator (loopback, real answers). Fresh page per run: no answer cached from another run. The intervals are
// Playwright's delay between key presses; the page's own key times give the intervals really achieved.
import { addScript, freshPage, mount, until } from '../stage.js';
import { attributesOf, ELEMENTS } from '../elements.js';

export const TEXT = '1600 Pennsylvania Ave NW'; // 24 characters
export const INTERVALS = [60, 150, 300];
/** After the last key: longer than the debounce and any loopback answer. */
const QUIET_MS = 1000;

export async function requestsFor24Keys(browser, origin, bundleUrl, kind, interval) {
  const { tag } = ELEMENTS[kind];
  const { page, close } = await freshPage(browser, origin);
  try {
    await addScript(page, bundleUrl);
    await mount(page, tag, attributesOf(kind));
    await page.focus(`${tag} input`);
    await page.keyboard.type(TEXT, { delay: interval });
    await page.waitForTimeout(QUIET_MS);
    await until(page, () => window.benchTools.idle());
    return await page.evaluate(() => {
      const { fetches, keys } = window.benchTools;
      const gaps = keys.slice(1).map((key, i) => key.at - keys[i].at);
      gaps.sort((a, b) => a - b);
      return { requests: fetches.length, keys: keys.length, medianInterval: gaps[Math.floor(gaps.length / 2)] };
    });
  } finally {
    await close();
  }
}
