// Finds the Chromium that the browser tests drive. Playwright cannot download its own browsers on
// our machines, so we use the system's: CHROME_PATH first, then the usual install paths, and, when
// none is there and we are root on Debian, Debian's own `chromium` package. We never download a browser.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

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

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

function installDebianChromium() {
  console.log('[chromium] No Chromium found; installing Debian\'s "chromium" package with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

const HOW_TO_INSTALL =
  'Install Chromium or Chrome (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome) ' +
  'and, if it is not at /usr/bin/chromium, point CHROME_PATH at its executable.';

/** @returns {string} the path of a Chromium executable, installing Debian's package when possible. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to "${fromEnv}", which is not an executable file. ${HOW_TO_INSTALL}`);
  }
  const found = KNOWN_PATHS.find(isExecutable);
  if (found) return found;
  if (canInstallWithApt()) {
    try {
      installDebianChromium();
    } catch (error) {
      throw new Error(`Installing Debian's chromium package failed (${error.message}). ${HOW_TO_INSTALL}`, {
        cause: error,
      });
    }
    const installed = KNOWN_PATHS.find(isExecutable);
    if (installed) return installed;
  }
  throw new Error(`No Chromium found for the browser tests. ${HOW_TO_INSTALL}`);
}
