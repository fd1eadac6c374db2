// Retakes the README's pictures of the demo: `node demo/screenshots/take.mjs` (after `npm install`).
// It starts the demo's Vite server on a free port (the simulator mounted, as `npm start` does), drives the US street
// field in headless Chromium with real key presses, and writes two PNGs next to this file, cropped to the field and
// its popup: the open list of suggestions, and a building's units after the building was chosen.
import { createServer } from 'vite';
import { chromium } from 'playwright';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../test/support/chromium.js';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const WAIT = { timeout: 20000 };

const server = await createServer({
  configFile: here('../../vite.config.ts'),
  server: { port: 0, strictPort: false },
  logLevel: 'warn',
});
await server.listen();
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

try {
  const page = await browser.newPage({
    viewport: { width: 760, height: 900 },
    colorScheme: 'light',
    deviceScaleFactor: 1,
  });
  await page.goto(`${origin}/`);
  const street = page.locator('input[name=ship-address1]');
  const label = page.locator('label', { has: street });
  const popup = page.locator('us-address-autocomplete .address-autocomplete-popup');

  /** The street field's label and the open popup, with a margin, as one picture. */
  async function shoot(file) {
    await page.locator('us-address-autocomplete [role=listbox][aria-busy=false]').waitFor(WAIT);
    const a = await label.boundingBox();
    const b = await popup.boundingBox();
    const margin = 12;
    const x = Math.min(a.x, b.x) - margin;
    const y = a.y - margin;
    const clip = {
      x,
      y,
      width: Math.max(a.x + a.width, b.x + b.width) + margin - x,
      height: Math.max(a.y + a.height, b.y + b.height) + margin - y,
    };
    await page.screenshot({ path: here(file), clip });
    console.log(`wrote demo/screenshots/${file}`);
  }

  // The open list: a street typed, the first suggestion active (ArrowDown), buildings showing their unit counts.
  await street.click();
  await page.keyboard.type('1600 Pennsylvania', { delay: 40 });
  await page.locator('[role=option]', { hasText: '21 addresses' }).first().waitFor(WAIT);
  await page.keyboard.press('ArrowDown');
  await shoot('open-list.png');

  // The units step: the first building chosen (a row with "21 addresses"), its units listed under a heading.
  const rows = await page.locator('[role=option]').allTextContents();
  const building = rows.findIndex((text) => text.includes('addresses'));
  for (let step = 0; step < building; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.address-autocomplete-context', WAIT);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await shoot('units.png');
} finally {
  await browser.close();
  await server.close();
}
