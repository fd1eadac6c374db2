// What a page pays before anyone types: evaluating the script-tag bundle, upgrading each further element, and the
// heap each element keeps. Every run is a fresh context and page (nothing compiled or cached from another run).
import { cpuOf, heapAfterGc, nullCost } from '../cdp.js';
import { addScript, inFreshPage, mount } from '../stage.js';
import { attributesOf, ELEMENTS } from '../elements.js';

/** Elements added at once for the per-instance figure (their cost divided by this): one is below timer noise. */
const EXTRA = 10;
/** Elements created for the heap figure, divided likewise. */
const HEAP_INSTANCES = 50;

/**
 * Main-thread CPU from adding the script tag to its load event, with no element on the page. ScriptDuration and
 * V8CompileDuration are reported beside ThreadTime. The overhead is the same load of an empty script (a script
 * element, a request, a load event) in the same page, after a first empty load that is not counted: a page's
 * first script load pays about 3 ms once (measured: 4.2–5.1 ms for the first empty script, 1.2–2.1 ms for the
 * next ones), which is the page's cost, not the bundle's.
 */
export async function scriptEvaluation(browser, origin, bundleUrl) {
  return inFreshPage(browser, origin, async ({ page, cdp }) => {
    await addScript(page, '/bench/empty.js?first');
    const { cpu: empty } = await cpuOf(cdp, () => addScript(page, '/bench/empty.js'));
    const overhead = empty.thread;
    const { cpu } = await cpuOf(cdp, () => addScript(page, bundleUrl));
    return { ...cpu, overhead };
  });
}

/** Upgrade cost of element N+1: one element already upgraded, then EXTRA more in one go, to their first frame. */
export async function perInstance(browser, origin, bundleUrl, kind) {
  const { tag, init } = ELEMENTS[kind];
  return inFreshPage(browser, origin, async ({ page, cdp }) => {
    await addScript(page, bundleUrl);
    const first = await cpuOf(cdp, () => mount(page, tag, attributesOf(kind), 1, init));
    const overhead = await nullCost(cdp, page);
    const { cpu } = await cpuOf(cdp, () => mount(page, tag, attributesOf(kind), EXTRA, init));
    return { first: first.cpu.thread, extra: cpu.thread / EXTRA, overhead, overheadPerElement: overhead / EXTRA };
  });
}

/** V8 and Blink heap per element: HEAP_INSTANCES upgraded elements, after GC, against the page with the bundle. */
export async function heapPerInstance(browser, origin, bundleUrl, kind) {
  const { tag, init } = ELEMENTS[kind];
  return inFreshPage(browser, origin, async ({ page, cdp }) => {
    await addScript(page, bundleUrl);
    await mount(page, tag, attributesOf(kind), 1, init);
    const before = await heapAfterGc(cdp);
    await mount(page, tag, attributesOf(kind), HEAP_INSTANCES, init);
    const after = await heapAfterGc(cdp);
    const per = (name) => (after[name] - before[name]) / HEAP_INSTANCES;
    return { v8: per('v8'), blink: per('blink'), total: per('v8') + per('blink'), nodes: per('nodes') };
  });
}

export const STARTUP = { EXTRA, HEAP_INSTANCES };
