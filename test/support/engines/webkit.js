// WebKitGTK (the engine of Safari) through WebDriver: Debian's WebKitWebDriver driving MiniBrowser, each window on an
// Xvfb display of its own (test/support/webkit.js finds or installs them; test/support/webdriver/ drives them).
// Playwright's WebKit needs Playwright's own build, which cannot be downloaded here, and @web/test-runner-webdriver
// runs concurrent files in iframes of one window and leaves key names to webdriverio: this launcher gives each file a
// whole window and sends @web/test-runner-commands' Playwright-style key names ('Control+a') as WebDriver keys.
import { findWebKit } from '../webkit.js';
import { keyActions } from '../webdriver/keys.js';
import { startWebKitBrowser } from '../webdriver/webkit-browser.js';

/** The viewport Playwright gives Chromium, so that layout-dependent tests see the same page size in both engines. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

const MOUSE_BUTTONS = { left: 0, middle: 1, right: 2 };

/**
 * emulateMedia's options as Web Inspector user preferences (`Page.overrideUserPreference`); a value of undefined
 * removes the override, leaving the window's own preference (light, no preference).
 */
const USER_PREFERENCES = {
  colorScheme: { name: 'PrefersColorScheme', values: { light: 'Light', dark: 'Dark', 'no-preference': undefined } },
  reducedMotion: { name: 'PrefersReducedMotion', values: { reduce: 'Reduce', 'no-preference': 'NoPreference' } },
};

/** emulateMedia's options, by the media feature each names. */
const MEDIA_FEATURES = {
  colorScheme: 'prefers-color-scheme',
  reducedMotion: 'prefers-reduced-motion',
  forcedColors: 'forced-colors',
};

class WebKitLauncher {
  name = 'WebKit';
  // sendKeys and sendMouse (@web/test-runner-commands) call this launcher's WebDriver methods for this type.
  type = 'webdriver';
  /** Idle browser windows, reused from file to file. */
  #idle = [];
  /** Every window started, so that stop() ends them all. */
  #all = [];
  /** The window and URL of each running test file, by session id. */
  #running = new Map();
  #paths;

  /** @param {{driver: string, miniBrowser: string, xvfb: string}} paths */
  constructor(paths) {
    this.#paths = paths;
  }

  async #takeWindow() {
    const idle = this.#idle.pop();
    if (idle) return idle;
    const browser = await startWebKitBrowser(this.#paths);
    this.#all.push(browser);
    const version = browser.session.capabilities.browserVersion;
    if (version) this.name = `WebKit ${version}`;
    await setViewport(browser.session, DEFAULT_VIEWPORT);
    return browser;
  }

  async startSession(sessionId, url) {
    const browser = await this.#takeWindow();
    this.#running.set(sessionId, { browser, url });
    await browser.session.navigate(url);
  }

  isActive(sessionId) {
    return this.#running.has(sessionId);
  }

  getBrowserUrl(sessionId) {
    return this.#running.get(sessionId)?.url;
  }

  async stopSession(sessionId) {
    const { browser } = this.#running.get(sessionId);
    this.#running.delete(sessionId);
    await resetUserPreferences(browser);
    // A blank page stops whatever the file left running, and the next file starts from a clean window.
    await browser.session.releaseActions().catch(() => {});
    await browser.session.navigate('about:blank');
    await setViewport(browser.session, DEFAULT_VIEWPORT);
    this.#idle.push(browser);
    return {};
  }

  async stop() {
    await Promise.all(this.#all.map((browser) => browser.stop()));
    this.#all = [];
    this.#idle = [];
  }

  startDebugSession() {
    throw new Error('The WebKit launcher has no debug mode; run the file in Chromium to debug it.');
  }

  #session(sessionId) {
    return this.#running.get(sessionId).browser.session;
  }

  sendKeys(sessionId, keys) {
    return this.#session(sessionId).performActions([{ type: 'key', id: 'keyboard', actions: keyActions(keys) }]);
  }

  #pointer(sessionId, actions) {
    return this.#session(sessionId).performActions([
      { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions },
    ]);
  }

  sendMouseMove(sessionId, x, y) {
    return this.#pointer(sessionId, [{ type: 'pointerMove', duration: 0, x, y }]);
  }

  sendMouseClick(sessionId, x, y, button = 'left') {
    const code = MOUSE_BUTTONS[button];
    return this.#pointer(sessionId, [
      { type: 'pointerMove', duration: 0, x, y },
      { type: 'pointerDown', button: code },
      { type: 'pointerUp', button: code },
    ]);
  }

  sendMouseDown(sessionId, button = 'left') {
    return this.#pointer(sessionId, [{ type: 'pointerDown', button: MOUSE_BUTTONS[button] }]);
  }

  sendMouseUp(sessionId, button = 'left') {
    return this.#pointer(sessionId, [{ type: 'pointerUp', button: MOUSE_BUTTONS[button] }]);
  }

  async resetMouse(sessionId) {
    await this.#session(sessionId).releaseActions();
    await this.sendMouseMove(sessionId, 0, 0);
  }

  setViewport(sessionId, viewport) {
    return setViewport(this.#session(sessionId), viewport);
  }

  /**
   * WebDriver has no command for media features, so the user's preferences are overridden through the Web Inspector
   * (test/support/webdriver/inspector.js), as Safari's inspector does. `forced-colors` cannot be: WebKitGTK 2.50
   * evaluates it as `none` whatever the settings, and the inspector has no override for it. Whatever was asked, the
   * page is then checked against it, and a request the window does not meet is refused by name.
   */
  async emulateMedia(sessionId, media) {
    const { browser } = this.#running.get(sessionId);
    for (const [option, value] of Object.entries(media)) {
      const preference = USER_PREFERENCES[option];
      if (!preference) continue;
      if (!(value in preference.values))
        throw new Error(`emulateMedia: ${option} "${value}" is not a value WebKit takes.`);
      const inspector = await browser.inspector();
      await inspector.send('Page.overrideUserPreference', { name: preference.name, value: preference.values[value] });
      browser.overridden = true;
    }
    const wanted = Object.entries(media)
      .filter(([name, value]) => !(name === 'colorScheme' && value === 'no-preference'))
      .map(([name, value]) => `(${MEDIA_FEATURES[name]}: ${value})`);
    const unmet = await browser.session.execute('return arguments[0].filter((query) => !matchMedia(query).matches)', [
      wanted,
    ]);
    if (unmet.length > 0) {
      throw new Error(`WebKit cannot emulate every media feature; the WebKit window does not match ${unmet}.`);
    }
  }

  /** Whether emulateMedia can put this engine in `forced-colors: active` (WebKitGTK 2.50 has no such mode at all). */
  canForceColors() {
    return false;
  }
}

/** Gives the next file the window's own preferences. */
async function resetUserPreferences(browser) {
  if (!browser.overridden) return;
  const inspector = await browser.inspector();
  for (const { name } of Object.values(USER_PREFERENCES)) await inspector.send('Page.overrideUserPreference', { name });
  browser.overridden = false;
}

/** Sizes the window so that the page's viewport is `width` × `height` (the window's frame is measured, not guessed). */
async function setViewport(session, { width, height }) {
  await session.setWindowRect({ x: 0, y: 0, width, height });
  const [innerWidth, innerHeight] = await session.execute('return [window.innerWidth, window.innerHeight]');
  if (innerWidth === width && innerHeight === height) return;
  await session.setWindowRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight });
}

export function webkitLauncher() {
  return new WebKitLauncher(findWebKit());
}
