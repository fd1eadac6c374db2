// Viewport, media and input-method commands for every engine. @web/test-runner-commands' setViewport and emulateMedia serve only
// Playwright and Puppeteer sessions (and its plugins run before ours, so they cannot be extended): the tests call
// these through test/support/browser-window.ts, and each launcher that is not Playwright's implements them.
import { imeStep } from './ime.js';

function playwrightPage(session) {
  return session.browser.type === 'playwright' ? session.browser.getPage(session.id) : undefined;
}

/** Each page's DevTools session that holds a browser-zoom emulation (it lasts as long as the session). */
const zoomSessions = new WeakMap();

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
      if (command === 'engine-browser-zoom') {
        // Browser zoom (Ctrl +) as Chromium shows it: the CSS viewport divided by the factor, devicePixelRatio
        // multiplied by it (DevTools Emulation.setDeviceMetricsOverride). Firefox and WebKit cannot: false there.
        const page = playwrightPage(session);
        if (!page) return false;
        const { factor, width, height } = payload;
        let cdp = zoomSessions.get(page);
        if (factor === 1) {
          await cdp?.send('Emulation.clearDeviceMetricsOverride');
          await cdp?.detach();
          zoomSessions.delete(page);
          await page.setViewportSize({ width, height });
          return true;
        }
        if (!cdp) zoomSessions.set(page, (cdp = await page.context().newCDPSession(page)));
        await cdp.send('Emulation.setDeviceMetricsOverride', {
          width: Math.round(width / factor),
          height: Math.round(height / factor),
          deviceScaleFactor: factor,
          mobile: false,
        });
        return true;
      }
      if (command === 'engine-ime') {
        // A real IME composition step (ime.js): Chromium only, through DevTools; false in Firefox and WebKit.
        const page = playwrightPage(session);
        return page ? imeStep(page, payload) : false;
      }
      if (command === 'engine-can-force-colors') {
        return playwrightPage(session) ? true : session.browser.canForceColors();
      }
      return undefined;
    },
  };
}
