import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { rollupBundlePlugin } from '@web/dev-server-rollup';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from './test/support/chromium.js';
import { createSimulator } from './demo/simulator/server.js';
import { summaryLineReporter } from './test/support/summary-reporter.js';

const executablePath = findChromium();

export default {
  // test/node holds the Node tests (node --test), the pure machine among them; test/frameworks the framework apps
  // (npm run test:frameworks), whose node_modules hold other packages' tests.
  files: ['test/**/*.test.ts', '!test/node/**', '!test/frameworks/**'],
  // Production builds of lit, as shipped: no dev-mode warnings in the browser logs.
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 2,
  // The API simulator, same origin as the test pages; tests share its keys, so the rate limit is lifted here and
  // 429 is tested with the throttled demo key.
  middleware: [createSimulator({ requestsPerSecond: 10_000 }).koa],
  testFramework: {
    config: { timeout: 5000 },
  },
  plugins: [
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
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  reporters: [defaultReporter(), summaryLineReporter()],
};
