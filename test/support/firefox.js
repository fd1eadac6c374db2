// Finds the Firefox that the browser tests drive (ENGINES=firefox). No browser download is possible on our machines,
// so we use the system's: FIREFOX_PATH first, then the usual install paths, and, when none is there and we are root
// on Debian, Debian's own `firefox-esr` package. We never download a browser. Headless Firefox needs no X display.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const KNOWN_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr'];

const DEBIAN_PACKAGE = 'firefox-esr';

const HOW_TO_INSTALL =
  `Install Firefox (Debian/Ubuntu: \`sudo apt-get install ${DEBIAN_PACKAGE}\`; elsewhere a recent Firefox, tested ` +
  'with ESR 153) and, if it is not at /usr/bin/firefox-esr, point FIREFOX_PATH at its executable.';

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

function installDebianFirefox() {
  console.log(`[firefox] No Firefox found; installing Debian's "${DEBIAN_PACKAGE}" package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', DEBIAN_PACKAGE], { stdio: 'inherit', env });
}

/** @returns {string} the path of a Firefox executable, installing Debian's package when possible. */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`FIREFOX_PATH is set to "${fromEnv}", which is not an executable file. ${HOW_TO_INSTALL}`);
  }
  const found = KNOWN_PATHS.find(isExecutable);
  if (found) return found;
  if (canInstallWithApt()) {
    try {
      installDebianFirefox();
    } catch (error) {
      throw new Error(`Installing Debian's ${DEBIAN_PACKAGE} package failed (${error.message}). ${HOW_TO_INSTALL}`, {
        cause: error,
      });
    }
    const installed = KNOWN_PATHS.find(isExecutable);
    if (installed) return installed;
  }
  throw new Error(`No Firefox found for the browser tests. ${HOW_TO_INSTALL}`);
}
