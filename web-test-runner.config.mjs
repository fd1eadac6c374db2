import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { rollupBundlePlugin } from '@web/dev-server-rollup';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { browserLaunchers } from './test/support/engines/index.js';
import { engineCommandsPlugin } from './test/support/engines/commands-plugin.js';
import { fuzzSettingsPlugin } from './test/support/fuzz/settings-plugin.js';
import { createSimulator } from './demo/simulator/server.js';
import { shopServerKoa } from './demo/shop-server.js';
import { summaryLineReporter } from './test/support/summary-reporter.js';
import { fileTimesReporter } from './test/support/file-times-reporter.js';

/**
 * Each test file's page loads the same modules (about 160: the sources, the test helpers, lit, chai, axe-core), and the
 * dev server answers each request again, then `no-cache` makes the browser ask again on the next page. Outside
 * `--watch` no file changes during a run, so a module's answer is kept by the browser for the run (an hour), and the
 * next page of the same browser reads it from its cache. Each run's browsers start with empty caches (Playwright's and
 * puppeteer's temporary profiles, WebKit's automation session), so the next run asks again. The test file itself is
 * asked for with its session's query and keeps the server's headers. The suite in Chromium alone on two cores: 269 s,
 * against 318 s without.
 */
const watching = process.argv.includes('--watch') || process.argv.includes('-w');
async function keepModulesForTheRun(context, next) {
  await next();
  if (watching || context.method !== 'GET' || context.status !== 200 || context.querystring !== '') return;
  if (/\.(m?js|ts)$/.test(context.path)) context.set('Cache-Control', 'max-age=3600');
}

export default {
  // The tests that need a browser, by subject: test/elements (the two elements, driven with real keys) and test/dom
  // (the DOM parts on their own: positioning, styles, form filling, custom-element definition). The DOM-free tests run
  // in Node (npm run test:node): test/unit by subject, test/simulator; test/package after a build; test/frameworks
  // (npm run test:frameworks) holds the framework apps, whose node_modules hold other packages' tests.
  files: ['test/elements/**/*.test.ts', 'test/dom/**/*.test.ts'],
  // Production builds of lit, as shipped: no dev-mode warnings in the browser logs.
  nodeResolve: { exportConditions: ['production'] },
  // Browser files at once: one per core, at most two. Measured on two cores with the whole suite (876 tests), two
  // files at once against one: beside another developer's small runs (load 7 to 10) 272 s against 340 s; beside a
  // second full suite (load 4 to 20) 541 s against 548 s, all passing. The tests wait on conditions, so the setting
  // changes speed only; more files than cores only adds contention for the dev server and the browser process.
  // Engines at once: the runner's default, two (WebKit starts when Chromium or Firefox is done). All three at once
  // (six pages on two cores) was slower: after 15 minutes Chromium had run 36 of 81 files, and the two-engine run
  // ends in that time.
  concurrency: Math.max(1, Math.min(2, os.availableParallelism())),
  // The API simulator, same origin as the test pages (all its base paths, /international-postal-code included);
  // tests share its keys, so the rate limit is lifted here and 429 is tested with the throttled demo key. The postal
  // code lookup's 429 for repeated identical input stays on, as in production: the same input sent a third time
  // within 5 s by the same key and host is refused (a different input_id makes it another input).
  // The shop's own server (createAddressHandler) at /address, over a simulator of its own: demo/shop-server.js.
  // First, a page may keep each module it loaded for the run (see keepModulesForTheRun).
  middleware: [keepModulesForTheRun, createSimulator({ requestsPerSecond: 10_000 }).koa, shopServerKoa()],
  // Timeouts are ceilings for a hang, never a measure of speed: no test waits for an amount of time (condition
  // waits, test/support/wait.ts, 20 s ceiling; slow answers are held by the test, FetchRecorder.hold). On a busy
  // two-core machine (another suite running, load 5 to 29) a test that takes 100 ms alone has taken several seconds,
  // and mocha's 5 s default failed a different dozen tests in each run. The mocha timeout stays above the wait
  // ceiling, so that a hang reports the wait's message rather than mocha's.
  testFramework: {
    config: { timeout: 60_000 },
  },
  // Per file: starting Chromium, loading a file's module graph (through the dev server, which transforms it on
  // first request), and running all of its tests on that busy machine.
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 900_000,
  plugins: [
    // setViewport and emulateMedia in every engine (test/support/browser-window.ts).
    engineCommandsPlugin(),
    // FUZZ_SEED, FUZZ_PATH, FUZZ_STEPS and FUZZ_SHRINK for test/elements/security/fuzzed-sessions.test.ts.
    fuzzSettingsPlugin(),
    // React 19 ships CommonJS only: the React fixtures (a controlled form; a server render hydrated on the client)
    // are bundled (as lit's own repository does it); React is one shared chunk.
    rollupBundlePlugin({
      rollupConfig: {
        input: ['test/support/react-controlled-form.js', 'test/support/react-server-render.js'],
        plugins: [
          replace({ preventAssignment: true, 'process.env.NODE_ENV': JSON.stringify('development') }),
          nodeResolve({ browser: true }),
          commonjs(),
        ],
      },
    }),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  // The engines: ENGINES=chromium,firefox (a comma list) narrows or widens a run; test/support/engines/ has one
  // launcher per engine, each finding (or installing) its browser.
  browsers: browserLaunchers(),
  reporters: [defaultReporter(), fileTimesReporter(), summaryLineReporter()],
};
