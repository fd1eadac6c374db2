// `npm run test:docs`: the built site (site/, from `npm run docs:build`) served as plain static files and read in
// Chromium as a reader would: every page loads with no console error and no failed request, every internal link
// and #anchor resolves, axe-core finds nothing, and every live example answers a typed query with options whose
// choice fills its form (the simulator running in the page's service worker: no key, no server).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findTestChromium } from '../support/chromium.js';
import { fileFor, serveDirectory } from './static-server.mjs';
import { ELEMENT_TAGS, chooseFirstUntilFilled, typedInputOf } from './live-example.mjs';

const SITE = fileURLToPath(new URL('../../site/', import.meta.url));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** A ceiling for a hang, never a measure of speed: the first page starts the worker and loads the simulator's data. */
const SETTLE_MS = 60_000;

function htmlPages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlPages(path);
    return entry.name.endsWith('.html') && entry.name !== '404.html' ? [path] : [];
  });
}

/** The URL path of a built page: `guides/styling.html` → `/guides/styling.html`. */
const pathOf = (file) => `/${relative(SITE, file).split('\\').join('/')}`;

let server;
let browser;
let context;
/** @type {Map<string, { ids: Set<string>, links: string[], examples: number }>} what each page holds, by path */
const visited = new Map();
const pages = htmlPages(SITE).map(pathOf).sort();

before(async () => {
  assert.ok(pages.length > 0, `no pages under ${SITE}: build the site first (npm run docs:build)`);
  server = await serveDirectory(SITE);
  browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `path`, records what goes wrong while it loads and settles, and waits for its live examples to start. */
async function open(path) {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // A lookup the element cancelled because the shopper typed on (its scheduler aborts a superseded request): on a
    // busy machine the debounce lets more of them out, and none is a failure.
    if (request.resourceType() === 'fetch' && error === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(server.origin + path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('#app')?.__vue_app__ !== undefined, null, {
    timeout: SETTLE_MS,
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-live-example]')].every((example) => example.dataset.state !== 'starting'),
    null,
    { timeout: SETTLE_MS },
  );
  return { page, problems };
}

describe('every page', () => {
  for (const path of pages) {
    test(`${path}: loads with no error, its live examples start, axe finds nothing`, async () => {
      const { page, problems } = await open(path);
      try {
        const held = await page.evaluate(() => ({
          ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
          links: [...document.querySelectorAll('a[href]')].map((anchor) => anchor.href),
          states: [...document.querySelectorAll('[data-live-example]')].map((example) => example.dataset.state),
        }));
        visited.set(path, { ids: new Set(held.ids), links: held.links, examples: held.states.length });
        assert.deepEqual(
          held.states.filter((state) => state !== 'live'),
          [],
          'a live example did not start',
        );
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => {
          const result = await globalThis.axe.run(document, { resultTypes: ['violations'] });
          return result.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        });
        assert.deepEqual(violations, [], 'axe-core violations');
        assert.deepEqual(problems, [], 'console errors or failed requests');
      } finally {
        await page.close();
      }
    });
  }
});

describe('links', () => {
  test('every internal link and #anchor resolves', async () => {
    assert.equal(visited.size, pages.length, 'every page was read');
    const broken = [];
    for (const [path, { links }] of visited) {
      for (const link of links) {
        const url = new URL(link);
        if (url.origin !== server.origin) continue;
        const file = await fileFor(SITE, url.pathname);
        if (!file) {
          broken.push(`${path} → ${url.pathname}: no such page`);
          continue;
        }
        if (!url.hash) continue;
        const target = pathOf(file);
        const ids = visited.get(target)?.ids;
        const id = decodeURIComponent(url.hash.slice(1));
        if (ids && !ids.has(id)) broken.push(`${path} → ${target}${url.hash}: no such anchor`);
      }
    }
    assert.deepEqual(broken, []);
  });
});

describe('live examples', () => {
  test('there are live examples: the home page, the playground and each element page', () => {
    const withExamples = [...visited].filter(([, page]) => page.examples > 0).map(([path]) => path);
    const expected = ['/index.html', '/playground.html', ...ELEMENT_TAGS.map((tag) => `/elements/${tag}.html`)];
    assert.deepEqual(
      expected.filter((path) => !withExamples.includes(path)),
      [],
      'pages without a live example',
    );
  });

  for (const path of pages) {
    test(`${path}: each live example answers its query, and a choice fills its form`, async (t) => {
      const count = visited.get(path)?.examples ?? 0;
      if (count === 0) return t.diagnostic('no live example');
      const { page, problems } = await open(path);
      try {
        for (let index = 0; index < count; index++) {
          const example = page.locator('[data-live-example]').nth(index);
          await example.scrollIntoViewIfNeeded();
          const query = await example.getAttribute('data-query');
          assert.ok(query, `live example ${index + 1} names no query`);
          const input = typedInputOf(example);
          await input.click();
          await input.pressSequentially(query, { delay: 30 });
          await chooseFirstUntilFilled(example, SETTLE_MS);
        }
        assert.deepEqual(problems, [], 'console errors or failed requests');
      } finally {
        await page.close();
      }
    });
  }
});

describe('the playground', () => {
  test('sets the attributes of its live element and shows the same markup as the snippet', async () => {
    const { page, problems } = await open('/playground.html');
    try {
      await page.selectOption('select[name="element"]', 'intl-address-autocomplete');
      await page.selectOption('select[name="lang"]', 'de');
      await page.locator('input[name="max-results"]').fill('3');
      await page.locator('input[name="max-results"]').blur();
      await page.locator('input[name="require-verified"]').check();
      const snippet = page.locator('.playground-snippet');
      await snippet.filter({ hasText: 'max-results="3"' }).waitFor();
      const markup = await snippet.textContent();
      assert.match(markup, /<form lang="de">/);
      assert.match(
        markup,
        /<intl-address-autocomplete embedded-key="YOUR_EMBEDDED_KEY" max-results="3" require-verified>/,
      );
      const example = page.locator('[data-live-example]');
      const live = example.locator('intl-address-autocomplete');
      await live.and(page.locator('[max-results="3"][require-verified]')).waitFor();
      assert.equal(await live.getAttribute('embedded-key'), 'demo-embedded-key');
      const input = typedInputOf(example);
      await input.click();
      await input.pressSequentially((await example.getAttribute('data-query')) ?? '', { delay: 30 });
      const options = example.locator('[role="option"]');
      await options.first().waitFor({ state: 'visible', timeout: SETTLE_MS });
      assert.ok((await options.count()) <= 3, 'max-results="3" shows at most three options');
      assert.equal(await example.locator('[role="listbox"]').getAttribute('aria-label'), 'Adressvorschläge');
      assert.deepEqual(problems, [], 'console errors or failed requests');
    } finally {
      await page.close();
    }
  });
});

describe('the local search', () => {
  test('finds a page by an attribute of the generated reference', async () => {
    const { page, problems } = await open('/index.html');
    try {
      await page.getByRole('button', { name: 'Search' }).click();
      const box = page.locator('#localsearch-input');
      await box.fill('require-verified');
      const results = page.locator('#localsearch-list [role="option"], #localsearch-list li');
      await results.first().waitFor({ state: 'visible', timeout: SETTLE_MS });
      const texts = await results.allTextContents();
      assert.ok(
        texts.some((text) => text.includes('Attributes')),
        `no reference section among ${texts.length} results`,
      );
      assert.deepEqual(problems, [], 'console errors or failed requests');
    } finally {
      await page.close();
    }
  });
});
