// What the engines' finders share (test/support/chromium.js, firefox.js, webkit.js): our machines cannot download a
// browser, so each uses the system's, and when it is missing and we are root on Debian, installs Debian's package.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

/** `apt-get install` of Debian `packages`, saying so first (`notice`, after the engine's `[tag]`). */
export function installDebianPackages(tag, notice, packages) {
  console.log(
    `[${tag}] ${notice}; installing Debian's ${packages.map((name) => `"${name}"`).join(' and ')} with apt-get…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/**
 * One browser executable: the path in `variable` when set (an error when it is not executable), else the first of
 * `paths` there is, else, as root on Debian, the one Debian's `debianPackage` installs; else an error saying how to
 * install it (`howToInstall`). `name` names the browser in the messages.
 * @returns {string}
 */
export function findBrowser({ name, tag, variable, paths, debianPackage, howToInstall }) {
  const fromEnv = process.env[variable];
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`${variable} is set to "${fromEnv}", which is not an executable file. ${howToInstall}`);
  }
  const found = paths.find(isExecutable);
  if (found) return found;
  if (canInstallWithApt()) {
    try {
      installDebianPackages(tag, `No ${name} found`, [debianPackage]);
    } catch (error) {
      throw new Error(`Installing Debian's ${debianPackage} package failed (${error.message}). ${howToInstall}`, {
        cause: error,
      });
    }
    const installed = paths.find(isExecutable);
    if (installed) return installed;
  }
  throw new Error(`No ${name} found for the browser tests. ${howToInstall}`);
}
