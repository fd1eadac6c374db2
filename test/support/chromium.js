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
  'Install Chromium or Chrome (Debian/Ubuntu: `sudo apt-get install chromium`, or `chromium-headless-shell` for the ' +
  'tests; macOS: install Google Chrome) ' +
  'and, if it is not at /usr/bin/chromium, point CHROME_PATH at its executable.';

/**
 * The Chromium the tests drive: Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright
 * itself runs for headless Chromium: the same Blink, without the desktop browser around it) when there is one, else
 * the desktop Chromium. Measured on two cores, the browser suite in Chromium alone (its leak test aside, which
 * changed between the runs): 528 s in files with the shell, 751 s with the desktop browser. The benchmarks and the
 * screenshots use findChromium: their figures and pictures are the desktop browser's.
 * @returns {string} the path of the executable, installing Debian's headless shell when possible.
 */
export function findTestChromium() {
  return findBrowser({
    name: 'Chromium',
    tag: 'chromium',
    variable: 'CHROME_PATH',
    paths: ['/usr/bin/chromium-headless-shell', ...KNOWN_PATHS],
    debianPackage: 'chromium-headless-shell',
    howToInstall: HOW_TO_INSTALL,
  });
}

/** @returns {string} the path of a desktop Chromium executable, installing Debian's package when possible. */
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
