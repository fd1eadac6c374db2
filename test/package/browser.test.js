// The shipped files in Chromium, served as a CDN would serve them (run after `npm run build`): the single-file ESM
// build from a plain `<script type="module">` (no bundler, no import map), and `./api` inside a module worker,
// both against the simulator on the same origin.
/* global customElements, Worker -- the functions passed to page.evaluate run in the page. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createSimulator } from '../../demo/simulator/server.js';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

const PAGES = {
  '/cdn.html': `<!doctype html><meta charset="utf-8"><title>CDN</title>
    <script type="module" src="/address-autocomplete.bundled.js"></script>
    <us-address-autocomplete embedded-key="demo-embedded-key" base-url="/us-autocomplete" debounce="0">
      <input name="address1" autocomplete="address-line1" aria-label="Street">
    </us-address-autocomplete>
    <intl-address-autocomplete embedded-key="demo-embedded-key" country="CAN"><input aria-label="Intl"></intl-address-autocomplete>`,
  '/worker.html': '<!doctype html><meta charset="utf-8"><title>Worker</title>',
  // Chromium asks for it; a 404 would read as a failed load.
  '/favicon.ico': '',
  '/api-worker.js': `import { lookupUsV2 } from '/api.js';
    lookupUsV2({ search: '1600 Amph' }, { embeddedKey: 'demo-embedded-key', baseUrl: '/us-autocomplete' }).then(
      (suggestions) => postMessage({ lines: suggestions.map((suggestion) => suggestion.streetLine) }),
      (error) => postMessage({ error: String(error) }),
    );`,
};

let server;
let origin;
let browser;

before(async () => {
  const simulator = createSimulator({ requestsPerSecond: 10_000 });
  server = createServer((req, res) => {
    simulator.connect(req, res, async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const page = PAGES[path];
      const type = path.endsWith('.html') ? 'text/html' : 'text/javascript';
      const body =
        page ?? (await readFile(join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ''))).catch(() => undefined));
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': type });
      res.end(body ?? 'not found');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

test('the single-file ESM build defines both tags from a plain <script type="module"> and looks up', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}/cdn.html`);
  const defined = await page.evaluate(async () => {
    await Promise.all([
      customElements.whenDefined('us-address-autocomplete'),
      customElements.whenDefined('intl-address-autocomplete'),
    ]);
    return true;
  });
  assert.equal(defined, true);
  await page.locator('input[name="address1"]').pressSequentially('1600 Amph', { delay: 30 });
  await page.locator('[role="option"]').first().waitFor({ timeout: 5000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('./api runs in a module worker (no DOM there) and looks up', async () => {
  const page = await browser.newPage();
  await page.goto(`${origin}/worker.html`);
  const answer = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const worker = new Worker('/api-worker.js', { type: 'module' });
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => resolve({ error: event.message ?? 'worker error' });
      }),
  );
  assert.equal(answer.error, undefined, answer.error);
  assert.ok(
    answer.lines.length > 0 && answer.lines.every((line) => line.startsWith('1600 Amph')),
    JSON.stringify(answer),
  );
  await page.close();
});
