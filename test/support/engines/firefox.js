// Firefox through WebDriver BiDi, with Debian's Firefox ESR. Playwright's Firefox launcher needs Playwright's own
// patched build, which cannot be downloaded here; puppeteer-core speaks BiDi to a stock Firefox instead. The launcher
// is @web/test-runner-chrome's puppeteer launcher (the one @web/test-runner-puppeteer wraps) given puppeteer-core
// itself, so that no `puppeteer` package (and its browser download on install) is needed. Its type is 'puppeteer',
// which @web/test-runner-commands' sendKeys, sendMouse and setViewport drive through puppeteer's page.
// FIREFOX_PATH first, then the usual install paths, and, when none is there and we are root on Debian, Debian's own
// `firefox-esr` package. We never download a browser. Headless Firefox needs no X display.
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteerCore from 'puppeteer-core';
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const KNOWN_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr'];

const DEBIAN_PACKAGE = 'firefox-esr';

const HOW_TO_INSTALL =
  `Install Firefox (Debian/Ubuntu: \`sudo apt-get install ${DEBIAN_PACKAGE}\`; elsewhere a Firefox new enough for ` +
  'WebDriver BiDi, 129 or later) and, if it is not at /usr/bin/firefox-esr, point FIREFOX_PATH at its executable.';

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

/** @returns {import('@web/test-runner').BrowserLauncher} */
export function firefoxLauncher() {
  return chromeLauncher({
    // Passing puppeteer-core as the "custom puppeteer" makes the launcher honour `browser` (and name itself Firefox).
    puppeteer: puppeteerCore,
    launchOptions: { browser: 'firefox', executablePath: findFirefox(), headless: true },
  });
}
