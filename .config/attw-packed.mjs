// arethetypeswrong on the tarball `npm publish` would ship. `attw --pack` runs `npm pack`, whose `prepare` builds the
// package once more (21 s); `npm test` has just built dist/, so the tarball is packed without scripts instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = mkdtempSync(join(tmpdir(), 'address-autocomplete-attw-'));
try {
  execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', folder], { stdio: 'ignore' });
  const [tarball] = readdirSync(folder).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  execFileSync('attw', [join(folder, tarball), '--profile', 'esm-only'], { stdio: 'inherit' });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
