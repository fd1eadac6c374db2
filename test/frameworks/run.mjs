// `npm run test:frameworks`: the package as a consumer gets it (`npm pack`, then installed from the tarball) in a
// minimal app per framework, each built with its own toolchain and checked with its own type checker, then driven in
// Chromium against the simulator: attributes and the `strings` property reach the element, a building is expanded
// and a unit chosen, `verified-address` and `address-error` reach the app's handlers, and the framework's own state
// follows the field the element filled. Apps: test/frameworks/<name>/ (own package.json and lockfile).
//
//   node test/frameworks/run.mjs [--installed] [react vue svelte angular]   (all when none is named)
//
// Needs `npm run build` first (dist/ is what gets packed). Installs each app's locked dependencies with `npm ci`
// (install.mjs), unless `--installed` says that was done ahead, as CI does.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packTarball } from '../../.config/pack-tarball.mjs';
import { appsNamed } from './apps.mjs';
import { driveCheckout } from './drive.mjs';
import { installDependencies } from './install.mjs';
import { serveApp } from './serve.mjs';

const here = fileURLToPath(new URL('./', import.meta.url));

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true' } });
}

function timed(label, work) {
  const start = performance.now();
  const result = work();
  const finish = (value) => {
    console.log(`   ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return value;
  };
  return result instanceof Promise ? result.then(finish) : finish(result);
}

const args = process.argv.slice(2);
const installed = args.includes('--installed');
const apps = appsNamed(args.filter((arg) => arg !== '--installed'));

const { tarball, cleanup } = packTarball();
const failures = [];
try {
  for (const app of apps) {
    const cwd = join(here, app.name);
    console.log(`== ${app.name}`);
    try {
      if (!installed) timed('npm ci', () => installDependencies(app));
      timed('install the packed package', () =>
        run('npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball], cwd),
      );
      timed(`type check (${app.checker})`, () => run('npm', ['run', 'check'], cwd));
      timed('build', () => run('npm', ['run', 'build'], cwd));
      const server = await serveApp(join(cwd, app.dist));
      try {
        await timed('drive in Chromium', () => driveCheckout(server.url, app));
      } finally {
        await server.close();
      }
      console.log(`   ok`);
    } catch (error) {
      console.error(`   FAILED: ${error instanceof Error ? error.message : String(error)}`);
      failures.push(app.name);
    }
  }
} finally {
  cleanup();
}
if (failures.length > 0) {
  console.error(`Framework apps failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`Framework apps passed: ${apps.map((app) => app.name).join(', ')}`);
