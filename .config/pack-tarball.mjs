// The package as `npm publish` would ship it, packed into a scratch folder without running `prepare` (the callers
// run after a build: arethetypeswrong in `npm test`, the framework apps in CI). Returns the tarball's path and a
// cleanup that removes the folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** @returns {{ tarball: string, cleanup: () => void }} */
export function packTarball() {
  const folder = mkdtempSync(join(tmpdir(), 'address-autocomplete-pack-'));
  const cleanup = () => rmSync(folder, { recursive: true, force: true });
  try {
    execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', folder], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [tarball] = readdirSync(folder).filter((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack wrote no tarball');
    return { tarball: join(folder, tarball), cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
