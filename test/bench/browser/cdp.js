// Main-thread CPU time and heap, read through the Chrome DevTools Protocol.
//
// CPU: Performance.getMetrics with timeDomain "threadTicks". `ThreadTime` is the renderer main thread's CPU time;
// `TaskDuration`, `ScriptDuration`, `V8CompileDuration`, `LayoutDuration` and `RecalcStyleDuration` are its tasks,
// their JavaScript, compilation, layout and style parts, in thread ticks too (CPU, not wall time, so waiting for a
// frame or for another process on these two shared cores costs nothing). A figure is the change of these between
// two reads taken around one action; the reads and the Runtime.evaluate that drives the action cost a little main
// thread time of their own, which `nullCost` measures so that figures can be given net of it.

const NAMES = {
  ThreadTime: 'thread',
  TaskDuration: 'task',
  ScriptDuration: 'script',
  V8CompileDuration: 'compile',
  LayoutDuration: 'layout',
  RecalcStyleDuration: 'style',
};

/** A CDP session on `page` with the performance metrics on. */
export async function openCdp(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return cdp;
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const read = {};
  for (const { name, value } of list) if (name in NAMES) read[NAMES[name]] = value * 1000;
  return read;
}

/** The main thread's CPU (ms, by part) spent from just before `action()` until it resolves. */
export async function cpuOf(cdp, action) {
  const before = await metrics(cdp);
  const result = await action();
  const after = await metrics(cdp);
  const cpu = Object.fromEntries(Object.keys(before).map((name) => [name, after[name] - before[name]]));
  return { cpu, result };
}

/** What a do-nothing action driven the same way costs: one evaluate that waits for a frame. */
export async function nullCost(cdp, page) {
  const { cpu } = await cpuOf(cdp, () => page.evaluate(() => window.benchTools.frameDone()));
  return cpu.thread;
}

/** V8's heap and Blink's (the embedder heap, Oilpan) in bytes, after two full garbage collections. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { v8: usedSize, blink: embedderHeapUsedSize ?? 0, nodes, listeners: jsEventListeners };
}
