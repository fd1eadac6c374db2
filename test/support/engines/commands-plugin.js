// Viewport and media commands for every engine. @web/test-runner-commands' setViewport and emulateMedia serve only
// Playwright and Puppeteer sessions (and its plugins run before ours, so they cannot be extended): the tests call
// these through test/support/browser-window.ts, and each launcher that is not Playwright's implements them.

function playwrightPage(session) {
  return session.browser.type === 'playwright' ? session.browser.getPage(session.id) : undefined;
}

export function engineCommandsPlugin() {
  return {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'engine-set-viewport') {
        const page = playwrightPage(session);
        if (page) await page.setViewportSize(payload);
        else await session.browser.setViewport(session.id, payload);
        return true;
      }
      if (command === 'engine-emulate-media') {
        const page = playwrightPage(session);
        if (page) await page.emulateMedia(payload);
        else await session.browser.emulateMedia(session.id, payload);
        return true;
      }
      if (command === 'engine-dom-counters') {
        // Chromium's own counts of live DOM nodes, JS event listeners and documents, after a forced garbage
        // collection (DevTools protocol). Firefox and WebKit have no such counters: false there.
        const page = playwrightPage(session);
        if (!page) return false;
        const cdp = await page.context().newCDPSession(page);
        try {
          await cdp.send('HeapProfiler.collectGarbage');
          return await cdp.send('Memory.getDOMCounters');
        } finally {
          await cdp.detach();
        }
      }
      if (command === 'engine-can-force-colors') {
        return playwrightPage(session) ? true : session.browser.canForceColors();
      }
      return undefined;
    },
  };
}
