// arethetypeswrong on the tarball `npm publish` would ship. `attw --pack` runs `npm pack`, whose `prepare` builds the
// package once more (21 s); `npm test` has just built dist/, so the tarball is packed without scripts instead.
import { execFileSync } from 'node:child_process';
import { packTarball } from './pack-tarball.mjs';

const { tarball, cleanup } = packTarball();
try {
  execFileSync('attw', [tarball, '--profile', 'esm-only'], { stdio: 'inherit' });
} finally {
  cleanup();
}
