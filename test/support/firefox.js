// Finds the Firefox that the browser tests drive (ENGINES=firefox). No browser download is possible on our machines,
// so we use the system's: FIREFOX_PATH first, then the usual install paths, and, when none is there and we are root
// on Debian, Debian's own `firefox-esr` package. We never download a browser. Headless Firefox needs no X display.
import { findBrowser } from './system-browser.js';

const KNOWN_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr'];

const DEBIAN_PACKAGE = 'firefox-esr';

const HOW_TO_INSTALL =
  `Install Firefox (Debian/Ubuntu: \`sudo apt-get install ${DEBIAN_PACKAGE}\`; elsewhere a recent Firefox, tested ` +
  'with ESR 153) and, if it is not at /usr/bin/firefox-esr, point FIREFOX_PATH at its executable.';

/** @returns {string} the path of a Firefox executable, installing Debian's package when possible. */
export function findFirefox() {
  return findBrowser({
    name: 'Firefox',
    tag: 'firefox',
    variable: 'FIREFOX_PATH',
    paths: KNOWN_PATHS,
    debianPackage: DEBIAN_PACKAGE,
    howToInstall: HOW_TO_INSTALL,
  });
}
