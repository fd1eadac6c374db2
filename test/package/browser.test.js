// The shipped files in Chromium, served as a CDN would serve them (run after `npm run build`): the single-file ESM
// build from a plain `<script type="module">` (no bundler, no import map), the one-element script-tag bundles, the
// production and development messages of a misconfigured attribute, and `./api` inside a module worker, all against
// the simulator on the same origin.
/* global customElements, document, Worker, window -- the functions passed to page.evaluate run in the page. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createSimulator } from '../../demo/simulator/server.js';
import { CHROMIUM_ARGS, findTestChromium } from '../support/chromium.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

const PAGES = {
  '/cdn.html': `<!doctype html><meta charset="utf-8"><title>CDN</title>
    <script type="module" src="/address-autocomplete.bundled.js"></script>
    <us-address-autocomplete embedded-key="demo-embedded-key" base-url="/us-autocomplete" debounce="0">
      <input name="address1" autocomplete="address-line1" aria-label="Street">
    </us-address-autocomplete>
    <intl-address-autocomplete embedded-key="demo-embedded-key" country="CAN"><input aria-label="Intl"></intl-address-autocomplete>`,
  '/worker.html': '<!doctype html><meta charset="utf-8"><title>Worker</title>',
  '/us-only.html': `<!doctype html><meta charset="utf-8"><title>US only</title>
    <script src="/us-address-autocomplete.iife.js"></script>
    <us-address-autocomplete embedded-key="demo-embedded-key" base-url="/us-autocomplete" debounce="0">
      <input name="address1" autocomplete="address-line1" aria-label="Street">
    </us-address-autocomplete>`,
  '/both-one-element.html': `<!doctype html><meta charset="utf-8"><title>Both one-element bundles</title>
    <script src="/us-address-autocomplete.iife.js"></script>
    <script src="/intl-address-autocomplete.iife.js"></script>
    <intl-address-autocomplete embedded-key="demo-embedded-key" base-url="/international-autocomplete" country="CAN"
      debounce="0"><input name="intl" aria-label="Intl"></intl-address-autocomplete>`,
  '/locale-first.html': germanPage(
    '<script src="/locales/de.js"></script><script src="/address-autocomplete.iife.js"></script>',
  ),
  '/locale-last.html': germanPage(
    '<script src="/address-autocomplete.iife.js"></script><script src="/locales/de.js"></script>',
  ),
  '/locale-module.html': germanPage(
    '<script src="/us-address-autocomplete.iife.js"></script><script type="module" src="/locales/de.js"></script>',
  ),
  '/production.html': misconfiguredPage('/address-autocomplete.iife.js'),
  '/development.html': misconfiguredPage('/address-autocomplete.development.iife.js'),
  // Chromium asks for it; a 404 would read as a failed load.
  '/favicon.ico': '',
  '/api-worker.js': `import { lookupUsV2 } from '/api.js';
    lookupUsV2({ search: '1600 Amph' }, { embeddedKey: 'demo-embedded-key', baseUrl: '/us-autocomplete' }).then(
      (suggestions) => postMessage({ lines: suggestions.map((suggestion) => suggestion.streetLine) }),
      (error) => postMessage({ error: String(error) }),
    );`,
};

/** A German page (`lang="de"`) with the US element, loading the language and the elements with `scripts`. */
function germanPage(scripts) {
  return `<!doctype html><html lang="de"><meta charset="utf-8"><title>Deutsch</title>
    ${scripts}
    <us-address-autocomplete embedded-key="demo-embedded-key" base-url="/us-autocomplete" debounce="0">
      <input name="address1" autocomplete="address-line1" aria-label="Straße">
    </us-address-autocomplete></html>`;
}

/** A page whose element filters by a state code that does not exist: a config error before any request. */
function misconfiguredPage(script) {
  return `<!doctype html><meta charset="utf-8"><title>Misconfigured</title>
    <script>
      window.reported = [];
      addEventListener('address-error', (event) => window.reported.push(event.detail), true);
    </script>
    <script src="${script}"></script>
    <us-address-autocomplete embedded-key="demo-embedded-key" base-url="/us-autocomplete" include-only-states="CA;XX">
      <input name="address1" autocomplete="address-line1" aria-label="Street">
    </us-address-autocomplete>`;
}

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
  browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
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

/** Opens `path`, collecting console errors and uncaught exceptions. */
async function open(path) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}${path}`);
  return { page, errors };
}

test('the US-only script-tag bundle defines <us-address-autocomplete> alone and looks up', async () => {
  const { page, errors } = await open('/us-only.html');
  await page.evaluate(() => customElements.whenDefined('us-address-autocomplete'));
  const defined = await page.evaluate(() =>
    ['us-address-autocomplete', 'intl-address-autocomplete', 'address-autocomplete'].map(
      (tag) => customElements.get(tag) !== undefined,
    ),
  );
  assert.deepEqual(defined, [true, false, false]);
  await page.locator('input[name="address1"]').pressSequentially('1600 Amph', { delay: 30 });
  await page.locator('[role="option"]').first().waitFor({ timeout: 5000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the US and international one-element bundles on one page share the global and both define', async () => {
  const { page, errors } = await open('/both-one-element.html');
  const classes = await page.evaluate(() => Object.keys(window.AddressAutocomplete).sort());
  assert.ok(classes.includes('UsAddressAutocomplete') && classes.includes('IntlAddressAutocomplete'), String(classes));
  await page.locator('input[name="intl"]').pressSequentially('10 Down', { delay: 30 });
  await page.locator('[role="option"]').first().waitFor({ timeout: 5000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a misconfigured attribute: the production bundle names it briefly, the development bundle explains', async () => {
  const reports = {};
  for (const build of ['production', 'development']) {
    const { page, errors } = await open(`/${build}.html`);
    await page.waitForFunction(() => window.reported.length > 0, undefined, { timeout: 5000 });
    const [detail] = await page.evaluate(() => window.reported);
    assert.equal(detail.code, 'config');
    assert.equal(detail.attribute, 'include-only-states');
    assert.ok(
      errors.some((error) => error.includes('include-only-states')),
      String(errors),
    );
    reports[build] = detail.message;
    await page.close();
  }
  assert.equal(reports.production, 'include-only-states: "XX" is no state');
  assert.match(reports.development, /^include-only-states: "XX" is not the USPS code of a US state.*spec rule 1/);
});

test('a language file works as a <script> before or after the elements, and as a module', async () => {
  for (const path of ['/locale-first.html', '/locale-last.html', '/locale-module.html']) {
    const { page, errors } = await open(path);
    await page.evaluate(() => customElements.whenDefined('us-address-autocomplete'));
    await page.locator('input[name="address1"]').pressSequentially('1600 Amph', { delay: 30 });
    await page.locator('[role="option"]').first().waitFor({ timeout: 5000 });
    await page.waitForFunction(
      () => document.querySelector('[role="listbox"]')?.getAttribute('aria-label') === 'Adressvorschläge',
      undefined,
      { timeout: 5000 },
    );
    assert.deepEqual(errors, [], path);
    await page.close();
  }
});
