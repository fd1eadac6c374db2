// The documentation site's in-browser simulator in a real Chromium: a page served with the built `simulator-sw.js`
// and `simulator-data/` (docs/.vitepress/simulator-build.mjs) calls simulatorReady() (theme/simulator-client.ts),
// then fetches the US and international production hosts, with no network and no server behind them.
// `node --test test/docs/` (not part of test:node: it builds the worker and starts a browser).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import ts from 'typescript';
import { chromium } from 'playwright';
import { buildSimulatorWorker } from '../../docs/.vitepress/simulator-build.mjs';
import { CHROMIUM_ARGS, findTestChromium } from '../support/chromium.js';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

const PAGE = `<!doctype html>
<title>simulator worker</title>
<script type="module">
  import { simulatorReady } from './simulator-client.js';
  globalThis.simulatorReady = simulatorReady;
</script>`;

let dir;
let server;
let origin;
let browser;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'simulator-site-'));
  await buildSimulatorWorker(dir);
  const client = await readFile(new URL('../../docs/.vitepress/theme/simulator-client.ts', import.meta.url), 'utf8');
  const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext };
  await writeFile(join(dir, 'simulator-client.js'), ts.transpileModule(client, { compilerOptions }).outputText);
  await writeFile(join(dir, 'index.html'), PAGE);
  server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://site.local').pathname).replace(/^\/+/, '') || 'index.html';
    try {
      const body = await readFile(join(dir, path));
      res.setHeader('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream');
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Fetches a URL from the page; returns status and parsed body. */
const fetchFromPage = (page, url) =>
  page.evaluate(async (target) => {
    const response = await fetch(target);
    return { status: response.status, body: await response.json() };
  }, url);

test('the service worker answers the production hosts in the browser', async () => {
  const context = await browser.newContext();
  // Nothing may leave for the real service: the worker answers before the network.
  await context.route(/smarty\.com/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => 'simulatorReady' in globalThis);
  await page.evaluate(() => globalThis.simulatorReady('/'));
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker controls the page');
  // Idempotent: one promise.
  assert.ok(await page.evaluate(() => globalThis.simulatorReady('/') === globalThis.simulatorReady('/')));

  const us = await fetchFromPage(
    page,
    'https://us-autocomplete.api.smarty.com/v2/lookup?key=demo-embedded-key&search=1600+Penn',
  );
  assert.equal(us.status, 200, JSON.stringify(us.body));
  assert.ok(us.body.suggestions.length > 0, JSON.stringify(us.body));
  assert.match(us.body.suggestions[0].street_line, /^1600 Penn/);

  const japan = await fetchFromPage(
    page,
    `https://international-autocomplete.api.smarty.com/v2/lookup?key=demo-embedded-key&country=JPN&search=${encodeURIComponent('東京都千代田区丸の内')}`,
  );
  assert.equal(japan.status, 200, JSON.stringify(japan.body));
  assert.match(japan.body.candidates[0].address_text, /千代田区/);

  const wrongKey = await fetchFromPage(page, 'https://us-autocomplete.api.smarty.com/v2/lookup?key=nope&search=1');
  assert.equal(wrongKey.status, 401);

  // A hard reload leaves the page uncontrolled; simulatorReady() has the active worker claim it again.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await page.waitForFunction(() => 'simulatorReady' in globalThis);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'uncontrolled after a hard reload');
  await page.evaluate(() => globalThis.simulatorReady('/'));
  const again = await fetchFromPage(
    page,
    'https://us-autocomplete-pro.api.smarty.com/lookup?key=demo-embedded-key&search=1+Main',
  );
  assert.equal(again.status, 200, JSON.stringify(again.body));
  await context.close();
});
