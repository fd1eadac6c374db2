// Installs each framework app's locked dependencies (`npm ci` in test/frameworks/<name>/). `npm run test:frameworks`
// does this itself; CI runs it ahead, beside its own work, because an install is mostly waiting for the registry, and
// then runs the apps with `--installed`.
//
//   node test/frameworks/install.mjs [react vue svelte angular]   (all when none is named)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appsNamed } from './apps.mjs';

const here = fileURLToPath(new URL('./', import.meta.url));

/** `npm ci` in one app's directory, its output on this process's. */
export function installDependencies(app) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: join(here, app.name),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const app of appsNamed(process.argv.slice(2))) {
    const start = performance.now();
    installDependencies(app);
    console.log(`== ${app.name}: npm ci: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}
