// Firefox through WebDriver BiDi, with the system's Firefox (Debian's firefox-esr; test/support/firefox.js finds or
// installs it). Playwright's Firefox launcher needs Playwright's own patched build, which cannot be downloaded here;
// puppeteer-core speaks BiDi to a stock Firefox instead. The launcher is @web/test-runner-chrome's puppeteer launcher
// (the one @web/test-runner-puppeteer wraps) given puppeteer-core itself, so that no `puppeteer` package (and its
// browser download on install) is needed. Its type is 'puppeteer', which @web/test-runner-commands' sendKeys,
// sendMouse and setViewport drive through puppeteer's page; test/support/firefox-commands.js does the rest.
import { ChromeLauncher } from '@web/test-runner-chrome';
import * as puppeteerCore from 'puppeteer-core';
import { findFirefox } from '../firefox.js';
import { DEFAULT_MEDIA, emulateMedia, firefoxCommandsPlugin } from '../firefox-commands.js';

/**
 * Work the browser does for itself that no test looks at, turned off: its own address and card autofill (which reads
 * every address form's fields as they are focused and changed, in the page's process and the browser's), the session
 * store's copies of what is typed (kept for a restore after a crash), telemetry, and the caret's blinking (a repaint
 * twice a second while an input has focus). Form history stays on: a test checks the element beside it. Firefox's
 * CPU in the list tests fell by 15 % (58.5 and 54.1 s against 49.3 and 46.3 s, two runs each).
 */
const QUIET_PREFERENCES = {
  'extensions.formautofill.addresses.enabled': false,
  'extensions.formautofill.creditCards.enabled': false,
  'browser.sessionstore.privacy_level': 2,
  'browser.sessionstore.interval': 3_600_000,
  'toolkit.telemetry.enabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'ui.caretBlinkTime': 0,
};

/**
 * One Firefox process per page. In one Firefox, only the foreground page of the foreground window has focus (in
 * Firefox ESR 153 headless, a second tab or window gets no `focus` event and `document.hasFocus()` is false), and the
 * suite runs two test files at once, each needing focus as a shopper's page has it. Two processes each have their
 * own focused page. The pages are reused from file to file, as the launcher does it, so there are as many processes
 * as files run at once.
 */
class FirefoxLauncher extends ChromeLauncher {
  /** Pages whose media emulation a test changed: undone before the page runs the next file. */
  emulated = new WeakSet();
  #browsers = [];
  #commandsInstalled = false;

  constructor(executablePath) {
    super(
      // --remote-allow-system-access: BiDi may set the browser's preferences (firefox-commands.js, emulateMedia).
      {
        browser: 'firefox',
        executablePath,
        headless: true,
        args: ['--remote-allow-system-access'],
        // No BiDi network events: puppeteer's request and response objects are not used here, and Firefox's parent
        // process serialized several events for each module and lookup (its CPU fell by 40% without them).
        networkEnabled: false,
        extraPrefsFirefox: QUIET_PREFERENCES,
      },
      ({ browser }) => browser.defaultBrowserContext(),
      ({ context }) => context.newPage(),
      // Given as the "custom puppeteer", puppeteer-core launches what `browser` names (and the launcher is "Firefox").
      puppeteerCore,
    );
  }

  async initialize(config, testFiles) {
    await super.initialize(config, testFiles);
    // The default command plugins come first in config.plugins and would answer for a 'puppeteer' session; ours goes
    // ahead of them, for this launcher's sessions only. The test runner's API plugin holds this same array.
    if (!this.#commandsInstalled) config.plugins?.unshift(firefoxCommandsPlugin(this));
    this.#commandsInstalled = true;
  }

  // No shared browser: each page starts its own (createNewPage below).
  async getOrStartBrowser() {
    return { browser: undefined, context: undefined };
  }

  async createNewPage(browser, context) {
    if (browser) return super.createNewPage(browser, context); // the debug browser (--manual, debug sessions)
    const started = await this.startBrowser();
    this.#browsers.push(started.browser);
    return super.createNewPage(started.browser, started.context);
  }

  async stopSession(sessionId) {
    const page = this.getPage(sessionId);
    const result = await super.stopSession(sessionId);
    if (this.emulated.has(page)) {
      await emulateMedia(page, DEFAULT_MEDIA);
      this.emulated.delete(page);
    }
    return result;
  }

  async stop() {
    await super.stop();
    await Promise.all(this.#browsers.filter((browser) => browser.connected).map((browser) => browser.close()));
  }
}

/** @returns {import('@web/test-runner').BrowserLauncher} */
export function firefoxLauncher() {
  return new FirefoxLauncher(findFirefox());
}
