// Finds the Chromium that the browser tests drive. Playwright cannot download its own browsers on
// our machines, so we use the system's: CHROME_PATH first, then the usual install paths, and, when
// none is there and we are root on Debian, Debian's own `chromium` package. We never download a browser.
import { findBrowser } from './system-browser.js';

const KNOWN_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/** Flags that keep a headless Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HOW_TO_INSTALL =
  'Install Chromium or Chrome (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome) ' +
  'and, if it is not at /usr/bin/chromium, point CHROME_PATH at its executable.';

/** @returns {string} the path of a Chromium executable, installing Debian's package when possible. */
export function findChromium() {
  return findBrowser({
    name: 'Chromium',
    tag: 'chromium',
    variable: 'CHROME_PATH',
    paths: KNOWN_PATHS,
    debianPackage: 'chromium',
    howToInstall: HOW_TO_INSTALL,
  });
}
