// Every page of the built site (site/) as a reader sees it, at 1280 and 375 px wide, light and dark, for a person to
// look at: `node test/docs/screenshots.mjs [out-dir]` (default /tmp/site-screenshots), after `npm run docs:build`.
// Pages with a live example are taken again with its list open.
import { mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.js';
import { serveDirectory } from './static-server.mjs';
import { typedInputOf } from './live-example.mjs';

const SITE = fileURLToPath(new URL('../../site/', import.meta.url));
const out = process.argv[2] ?? '/tmp/site-screenshots';
const only = process.argv[3];
mkdirSync(out, { recursive: true });

const pages = (function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : walk(path);
    return entry.name.endsWith('.html') && entry.name !== '404.html' ? [`/${relative(SITE, path)}`] : [];
  });
})(SITE).filter((path) => !only || path.includes(only));

const server = await serveDirectory(SITE);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const [width, scheme] of [
  [1280, 'light'],
  [1280, 'dark'],
  [375, 'light'],
  [375, 'dark'],
]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
  for (const path of pages) {
    const page = await context.newPage();
    await page.goto(server.origin + path, { waitUntil: 'load' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-live-example]')].every((example) => example.dataset.state !== 'starting'),
    );
    const name = path
      .replace(/^\//, '')
      .replace(/\.html$/, '')
      .replaceAll('/', '_');
    await page.screenshot({ path: join(out, `${name}-${width}-${scheme}.png`), fullPage: width === 1280 });
    const example = page.locator('[data-live-example]').first();
    if ((await example.count()) > 0) {
      const query = await example.getAttribute('data-query');
      const input = typedInputOf(example);
      await input.scrollIntoViewIfNeeded();
      await input.click();
      await input.pressSequentially(query ?? '', { delay: 30 });
      await example.locator('[role="option"]').first().waitFor({ state: 'visible' });
      await page.screenshot({ path: join(out, `${name}-${width}-${scheme}-open.png`) });
    }
    await page.close();
  }
  await context.close();
}
await browser.close();
await server.close();
console.log(`${pages.length} pages, 4 views each, in ${out}`);
