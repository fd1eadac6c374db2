// The styling guide's pictures: the live example's list, open on "1600 Penn" with the first option active, once per
// theme token set to a value that shows what it styles. `node test/docs/theme-token-pictures.mjs` after
// `npm run docs:build`; writes docs/guides/theme-tokens/<token>.png.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.js';
import { serveDirectory } from './static-server.mjs';
import { typedInputOf } from './live-example.mjs';

/** Each token, and the value its picture sets. */
export const TOKEN_PICTURES = {
  background: '#fff7d6',
  color: '#7a1f00',
  'muted-color': '#b00060',
  'border-color': '#d00000',
  'active-background': '#1b7f3b',
  'active-color': '#ffe600',
  'font-family': 'Georgia, serif',
  'font-size': '20px',
  radius: '1.25rem',
  shadow: '0 0.5rem 2rem rgb(200 0 0 / 0.6)',
  spacing: '1.25rem',
  'option-height': '64px',
  'max-height': '8rem',
  'color-scheme': 'dark',
};

const SITE = fileURLToPath(new URL('../../site/', import.meta.url));
const OUT = fileURLToPath(new URL('../../docs/guides/theme-tokens/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT, { recursive: true });
  const server = await serveDirectory(SITE);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 900, height: 900 }, colorScheme: 'light' });
  for (const [token, value] of Object.entries(TOKEN_PICTURES)) {
    const page = await context.newPage();
    await page.goto(`${server.origin}/index.html`, { waitUntil: 'load' });
    const example = page.locator('[data-live-example][data-state="live"]').first();
    await example.waitFor();
    await example.evaluate(
      (root, [name, set]) => root.querySelector('.live-example-stage').style.setProperty(name, set),
      [`--address-autocomplete-${token}`, value],
    );
    const input = typedInputOf(example);
    // The input near the top of the viewport, so that the list opens below it, as on most checkout pages.
    await input.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -120);
    await input.click();
    await input.pressSequentially('1600 Penn', { delay: 20 });
    const listbox = example.locator('[role="listbox"]');
    await example.locator('[role="option"]').first().waitFor({ state: 'visible' });
    await input.press('ArrowDown');
    const inputBox = await input.boundingBox();
    const popupBox = await listbox.evaluate((list) => {
      const rect = (list.closest('.address-autocomplete-popup') ?? list).getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    const margin = 24;
    const x = Math.max(0, Math.min(inputBox.x, popupBox.x) - margin);
    const y = Math.max(0, Math.min(inputBox.y, popupBox.y) - margin);
    const right = Math.max(inputBox.x + inputBox.width, popupBox.x + popupBox.width) + margin;
    const bottom = Math.min(Math.max(inputBox.y + inputBox.height, popupBox.y + popupBox.height) + margin, y + 480);
    await page.screenshot({ path: `${OUT}${token}.png`, clip: { x, y, width: right - x, height: bottom - y } });
    await page.close();
  }
  await browser.close();
  await server.close();
  console.log(`${Object.keys(TOKEN_PICTURES).length} pictures in ${OUT}`);
}
