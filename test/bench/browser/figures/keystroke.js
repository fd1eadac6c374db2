// The cost of one keystroke: until the lookup's fetch() is called (debounce 0), and the main-thread cost of a key
// that sends nothing (text under min-chars; a backspace to a query the cache holds) against the same key in a bare
// <input>. Keys are real key events (Playwright's keyboard through CDP Input.dispatchKeyEvent).
import { cpuOf, nullCost } from '../cdp.js';
import { addScript, inFreshPage, mount, until } from '../stage.js';
import { attributesOf, ELEMENTS } from '../elements.js';

const PRESSES = 5;

const focusInput = (page, selector) => page.focus(selector);
const fetchCount = (page) => page.evaluate(() => window.benchTools.fetches.length);
/** The lookup of `text` answered, and nothing else under way. */
const answered = (page, text) =>
  until(
    page,
    (t) => window.benchTools.fetches.some((f) => f.search === t && f.answeredAt) && window.benchTools.idle(),
    text,
  );

/**
 * keydown (the first capturing listener on window) → fetch() called, in the page's clock, for the key that completes
 * `first`; the list of the text before it is already open. Also the main thread's CPU from the key's dispatch until
 * fetch() was seen called (polled at animation frames, so it includes the frame that shows the typed character).
 */
export async function keydownToFetch(browser, origin, bundleUrl, kind) {
  const { tag, first, init } = ELEMENTS[kind];
  return inFreshPage(browser, origin, async ({ page, cdp }) => {
    await addScript(page, bundleUrl);
    await mount(page, tag, attributesOf(kind, { debounce: '0' }), 1, init);
    await focusInput(page, `${tag} input`);
    await page.keyboard.type(first.slice(0, -1));
    await answered(page, first.slice(0, -1));
    await page.evaluate(() => window.benchTools.frameDone());
    const before = await fetchCount(page);
    const overhead = await nullCost(cdp, page);
    const { cpu } = await cpuOf(cdp, async () => {
      await page.keyboard.press(first.at(-1));
      await until(page, (n) => window.benchTools.fetches.length > n, before);
    });
    const wall = await page.evaluate((n) => {
      const { keys, fetches } = window.benchTools;
      return fetches[n].calledAt - keys.at(-1).at;
    }, before);
    return { wall, cpu: cpu.thread, overhead };
  });
}

/** CPU of `key` pressed then one frame, median of PRESSES, each undone by `undo` (not measured). */
async function keyCost(page, cdp, key, undo) {
  const costs = [];
  for (let i = 0; i < PRESSES; i++) {
    const { cpu } = await cpuOf(cdp, async () => {
      await page.keyboard.press(key);
      await page.evaluate(() => window.benchTools.frameDone());
    });
    costs.push(cpu.thread);
    await page.keyboard.press(undo);
    await page.evaluate(() => window.benchTools.frameDone());
  }
  return costs.sort((a, b) => a - b)[Math.floor(PRESSES / 2)];
}

/**
 * A key that sends nothing, in one fresh page: "1" into an empty input (under min-chars 3), in the element's input
 * and in a bare <input> beside it; then a Backspace that returns to a query already answered (the cache), to the
 * frame that shows its list, against a Backspace in the bare input. `sent` counts requests the silent keys sent.
 */
export async function silentKeystroke(browser, origin, bundleUrl, kind) {
  const { tag, first, nextKey, init } = ELEMENTS[kind];
  return inFreshPage(browser, origin, async ({ page, cdp }) => {
    await addScript(page, bundleUrl);
    await mount(page, tag, attributesOf(kind, { debounce: '0' }), 1, init);
    await page.evaluate(() => {
      const bare = document.createElement('input');
      bare.id = 'bare';
      bare.setAttribute('aria-label', 'Bare input');
      document.getElementById('stage').append(bare);
    });
    await focusInput(page, '#bare');
    const bareKey = await keyCost(page, cdp, '1', 'Backspace');
    const bareBackspace = await keyCost(page, cdp, 'Backspace', 'x');
    await focusInput(page, `${tag} input`);
    const sentBefore = await fetchCount(page);
    const underMin = await keyCost(page, cdp, '1', 'Backspace');
    const sentUnderMin = (await fetchCount(page)) - sentBefore;
    // Both texts answered once; from here a Backspace and the key again are served from the cache.
    await page.keyboard.type(first);
    await answered(page, first);
    await page.keyboard.type(nextKey);
    await answered(page, first + nextKey);
    await page.evaluate(() => window.benchTools.frameDone());
    const sentBeforeCached = await fetchCount(page);
    const cached = await keyCost(page, cdp, 'Backspace', nextKey);
    const sentCached = (await fetchCount(page)) - sentBeforeCached;
    const overhead = await nullCost(cdp, page);
    return { bareKey, underMin, bareBackspace, cached, sentUnderMin, sentCached, overhead };
  });
}
