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

/** Reads of the viewport while a resize settles, VIEWPORT_READ_GAP_MS apart. */
const VIEWPORT_STABLE_READS = 5;
const VIEWPORT_READ_GAP_MS = 50;
/** The ceiling of reads for one resize (a viewport still changing after 10 s is read as it then is). */
const VIEWPORT_MAX_READS = 200;

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

/**
 * Sizes the window so that the page's viewport is `width` × `height`. The window's frame (its outer size less the
 * viewport) is measured, not guessed, and only once the viewport has settled: WebKitGTK answers setWindowRect before
 * the page has seen the resize, so a viewport read at once can be the old one, and a frame computed from it is wrong
 * (the clean-clone CI once ran a test asking for 800 px in a 447 px viewport). A window never gets narrower than its
 * own minimum (447 px for WebKitGTK 2.50's MiniBrowser; see docs/contributing/testing.md): asked for less, the viewport is what
 * the window gives, as on a real device. Any other viewport that never comes right is an error by name.
 */
async function setViewport(session, { width, height }) {
  let outer = { width, height };
  let inner;
  for (let attempt = 0; attempt < 3; attempt++) {
    await session.setWindowRect({ x: 0, y: 0, ...outer });
    const previous = inner;
    inner = await settledViewport(session, (size) => size.width === width && size.height === height);
    if (inner.width === width && inner.height === height) return;
    const atItsMinimum = previous && previous.width === inner.width && inner.width > width && inner.height === height;
    if (atItsMinimum) return;
    const frame = await session.getWindowRect();
    outer = { width: frame.width + width - inner.width, height: frame.height + height - inner.height };
  }
  throw new Error(`WebKit: the viewport is ${inner.width} × ${inner.height}, not the ${width} × ${height} asked for.`);
}

/**
 * The viewport once it has read the same VIEWPORT_STABLE_READS times in a row, or twice in a row when it is the one
 * `wanted` (a resize the page has not seen by then has settled as it is).
 */
async function settledViewport(session, wanted) {
  let last = await readViewport(session);
  let same = 0;
  for (let read = 0; read < VIEWPORT_MAX_READS; read++) {
    if (same >= VIEWPORT_STABLE_READS || (same >= 1 && wanted(last))) break;
    await new Promise((resolve) => setTimeout(resolve, VIEWPORT_READ_GAP_MS));
    const next = await readViewport(session);
    same = next.width === last.width && next.height === last.height ? same + 1 : 0;
    last = next;
  }
  return last;
}

/** The page's viewport, after a frame (a resize reaches the page's layout at the next frame; a window that draws
 * no frames answers after 250 ms). */
async function readViewport(session) {
  const [width, height] = await session.executeAsync(
    'const done = () => finish([innerWidth, innerHeight]); const finish = arguments[arguments.length - 1];' +
      ' requestAnimationFrame(done); setTimeout(done, 250);',
  );
  return { width, height };
}

export function webkitLauncher() {
  return new WebKitLauncher(findWebKit());
}
