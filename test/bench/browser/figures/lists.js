// From an answer to the list on screen: the first list (nothing open before), the next list (a later key's list
// while open) and a building's 100 units. Answers are held at the fetch level (page/instrument.js) until their body
// is in memory; then the answer to the text typed is released in one evaluate (the answers to earlier texts stay
// held: the elements cancel those requests, the peer does not and would render each). The figure is the main
// thread's CPU from that release to the end of the first frame whose rendering shows the new options (checked at
// each animation frame; "frame done" is a message posted from that frame's requestAnimationFrame callback,
// delivered after its style, layout and paint), net of the same evaluate with nothing released. `wall` is release →
// frame done in the page's clock (it includes the wait for the next frame, up to 16.7 ms at 60 Hz: not a cost,
// listed for reference only).
import { cpuOf, nullCost } from '../cdp.js';
import { addScript, freshPage, mount, until } from '../stage.js';
import { attributesOf, ELEMENTS } from '../elements.js';
import { hundredUnits } from './hundred-units.js';

const heldFor = (page, search) =>
  until(page, (text) => window.benchTools.held.some(({ entry }) => entry.search === text && !entry.aborted), search);

/**
 * Releases the held answers to `search` (all held answers when undefined); resolves with release → frame done once
 * the options differ from `before`.
 */
function releaseUntilListChanges(page, tag, search, minimum = 1) {
  return page.evaluate(
    ([name, text, atLeast]) => {
      const tools = window.benchTools;
      const element = document.querySelector(name);
      const before = tools.options(element).join('\n');
      const released = text === undefined ? tools.releaseAll() : tools.release(text);
      return tools
        .frameDoneWhen(() => {
          const now = tools.options(element);
          return now.length >= atLeast && now.join('\n') !== before;
        })
        .then((done) => ({ wall: done - released, options: tools.options(element).length }));
    },
    [tag, search, minimum],
  );
}

async function openPage(browser, origin, bundleUrl, kind) {
  const { tag, init } = ELEMENTS[kind];
  const opened = await freshPage(browser, origin);
  await addScript(opened.page, bundleUrl);
  await mount(opened.page, tag, attributesOf(kind, { debounce: '0' }), 1, init);
  await opened.page.focus(`${tag} input`);
  return opened;
}

/** Response → first list painted, then response → next list painted, in one fresh page. */
export async function firstAndNextList(browser, origin, bundleUrl, kind) {
  const { tag, first, nextKey } = ELEMENTS[kind];
  const { page, cdp, close } = await openPage(browser, origin, bundleUrl, kind);
  try {
    await page.evaluate(() => (window.benchTools.hold = true));
    await page.keyboard.type(first);
    await heldFor(page, first);
    const overhead = await nullCost(cdp, page);
    const firstList = await cpuOf(cdp, () => releaseUntilListChanges(page, tag, first));
    await page.keyboard.type(nextKey);
    await heldFor(page, first + nextKey);
    await page.evaluate(() => window.benchTools.frameDone());
    const nextList = await cpuOf(cdp, () => releaseUntilListChanges(page, tag, first + nextKey));
    return {
      first: firstList.cpu.thread,
      firstWall: firstList.result.wall,
      firstOptions: firstList.result.options,
      next: nextList.cpu.thread,
      nextWall: nextList.result.wall,
      nextOptions: nextList.result.options,
      firstParts: firstList.cpu,
      overhead,
    };
  } finally {
    await close();
  }
}

/**
 * A building's 100 units painted (v2 `selected` expansion). The simulator's largest building has 60 units
 * (2 Ocean Dr, base address included: 61 rows); its answer is extended here to the base address and 100 units,
 * in the simulator's own row format (hundred-units.js), and the group row says 101 entries.
 */
export async function hundredUnitsPainted(browser, origin, bundleUrl) {
  const kind = 'us-v2';
  const { tag } = ELEMENTS[kind];
  const { page, cdp, close } = await openPage(browser, origin, bundleUrl, kind);
  try {
    await page.evaluate(`window.benchTools.rewrite = ${hundredUnits.toString()}`);
    await page.keyboard.type('2 Ocean Dr');
    await until(page, () => window.benchTools.options(document.querySelector('us-address-autocomplete')).length > 0);
    await until(page, () => window.benchTools.idle());
    await page.evaluate(() => (window.benchTools.hold = true));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await until(page, () => window.benchTools.held.some(({ entry }) => entry.selected));
    await page.evaluate(() => window.benchTools.frameDone());
    const overhead = await nullCost(cdp, page);
    const { cpu, result } = await cpuOf(cdp, () => releaseUntilListChanges(page, tag, undefined, 100));
    return { cpu: cpu.thread, wall: result.wall, options: result.options, parts: cpu, overhead };
  } finally {
    await close();
  }
}
