// Finds what the WebKit browser tests need: WebKitGTK's WebDriver (`WebKitWebDriver`, Debian's webkit2gtk-driver),
// the MiniBrowser it drives (Debian's libwebkit2gtk-4.1-0, a dependency of the driver) and Xvfb (Debian's xvfb), as
// MiniBrowser has no headless mode and needs an X display. WEBKIT_DRIVER_PATH overrides the driver's path; when
// something is missing and we are root on Debian, apt-get installs it. We never download a browser.
import { execFileSync } from 'node:child_process';
import { canInstallWithApt, installDebianPackages, isExecutable } from './system-browser.js';

const DRIVER_PATHS = ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver'];
const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];
const XVFB_PATHS = ['/usr/bin/Xvfb'];

const HOW_TO_INSTALL =
  "Install WebKitGTK's WebDriver and Xvfb (Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver xvfb`) and, if " +
  'WebKitWebDriver is not at /usr/bin/WebKitWebDriver, point WEBKIT_DRIVER_PATH at it.';

/** Where the installed libwebkit2gtk package put MiniBrowser (its path holds the machine's multiarch triplet). */
function miniBrowserFromDpkg() {
  try {
    const files = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8', stdio: 'pipe' });
    return files.split('\n').find((line) => line.endsWith('/MiniBrowser') && isExecutable(line));
  } catch {
    return undefined;
  }
}

function findAll() {
  const fromEnv = process.env.WEBKIT_DRIVER_PATH;
  if (fromEnv && !isExecutable(fromEnv)) {
    throw new Error(`WEBKIT_DRIVER_PATH is set to "${fromEnv}", which is not an executable file. ${HOW_TO_INSTALL}`);
  }
  return {
    driver: fromEnv || DRIVER_PATHS.find(isExecutable),
    miniBrowser: MINIBROWSER_PATHS.find(isExecutable) ?? miniBrowserFromDpkg(),
    xvfb: XVFB_PATHS.find(isExecutable),
  };
}

function missingPackages(found) {
  return [!found.driver || !found.miniBrowser ? 'webkit2gtk-driver' : undefined, found.xvfb ? undefined : 'xvfb'];
}

/** @returns {{driver: string, miniBrowser: string, xvfb: string}} the executables, installing Debian's packages if need be. */
export function findWebKit() {
  let found = findAll();
  let missing = missingPackages(found).filter(Boolean);
  if (missing.length > 0 && canInstallWithApt()) {
    try {
      installDebianPackages('webkit', `Missing ${missing.join(' and ')}`, missing);
    } catch (error) {
      throw new Error(`Installing Debian's ${missing.join(' and ')} failed (${error.message}). ${HOW_TO_INSTALL}`, {
        cause: error,
      });
    }
    found = findAll();
    missing = missingPackages(found).filter(Boolean);
  }
  if (missing.length > 0) {
    throw new Error(
      `The WebKit browser tests need ${missing.join(' and ')}, which are not installed. ${HOW_TO_INSTALL}`,
    );
  }
  return found;
}
