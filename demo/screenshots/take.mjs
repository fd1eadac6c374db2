// Retakes the README's pictures of the demo: `node demo/screenshots/take.mjs` (after `npm install`), or only some of
// them by name (`node demo/screenshots/take.mjs postal-list postal-chosen`).
// It starts the demo's Vite server on a free port (the simulator mounted, as `npm start` does), drives the fields in
// headless Chromium with real key presses, and writes PNGs next to this file, cropped to the field and its popup: the
// US street field's open list and a building's units (light, 760 px wide), the billing postal code's open list for
// Germany (light, 760 px), the billing address after a postal code was chosen (dark, 375 px, a phone), and the
// street search narrowed to that postal code (light, 760 px).
import { createServer } from 'vite';
import { chromium } from 'playwright';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../test/support/chromium.js';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const WAIT = { timeout: 20000 };
const MARGIN = 12;

/** The box around `boxes` with a margin, as a screenshot clip. */
function around(...boxes) {
  const x = Math.min(...boxes.map((box) => box.x)) - MARGIN;
  const y = Math.min(...boxes.map((box) => box.y)) - MARGIN;
  return {
    x: Math.max(0, x),
    y: Math.max(0, y),
    width: Math.max(...boxes.map((box) => box.x + box.width)) + MARGIN - Math.max(0, x),
    height: Math.max(...boxes.map((box) => box.y + box.height)) + MARGIN - Math.max(0, y),
  };
}

/** Writes the clip to `file`, next to this script (or where its relative path says: the docs' own pictures). */
async function write(page, file, clip) {
  await page.screenshot({ path: here(file), clip });
  console.log(`wrote ${fileURLToPath(new URL(file, import.meta.url)).replace(`${here('../..')}`, '')}`);
}

/** The US street field: its open list, then a building's units. */
async function street(page) {
  const input = page.locator('input[name=ship-address1]');
  const label = page.locator('label', { has: input });
  const popup = page.locator('us-address-autocomplete .address-autocomplete-popup');
  const shoot = async (file) => {
    await page.locator('us-address-autocomplete [role=listbox][aria-busy=false]').waitFor(WAIT);
    await write(page, file, around(await label.boundingBox(), await popup.boundingBox()));
  };

  // The open list: a street typed, the first suggestion active (ArrowDown), buildings showing their unit counts.
  await input.click();
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
}

/** The billing postal code, Germany chosen: a prefix's open list (Berlin's districts), its second place active. */
async function postalList(page) {
  await page.locator('select[name=bill-country]').selectOption('DEU');
  const input = page.locator('input[name=bill-postal]');
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await page.keyboard.type('10', { delay: 40 });
  await page.locator('postal-code-autocomplete [role=option]').nth(3).waitFor(WAIT);
  await page.locator('postal-code-autocomplete [role=listbox][aria-busy=false]').waitFor(WAIT);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const label = page.locator('label', { has: input });
  const popup = page.locator('postal-code-autocomplete .address-autocomplete-popup');
  await write(page, 'postal-list.png', around(await label.boundingBox(), await popup.boundingBox()));
}

/** The billing address after a whole postal code was typed: chosen at once, the city and region filled. */
async function postalChosen(page, shoot = true) {
  const input = page.locator('input[name=bill-postal]');
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await page.keyboard.type('v6e0t6', { delay: 40 });
  // The element says the text is a chosen postal code once the choice is applied (the fill is part of it).
  await page.locator('postal-code-autocomplete[data-verified]').waitFor(WAIT);
  if (!shoot) return;
  const fieldset = page.locator('fieldset', { has: input });
  await write(page, 'postal-chosen.png', around(await fieldset.boundingBox()));
}

/** After the postal code was chosen, the street search narrowed to it: every address listed is in V6E 0T6. */
async function postalFilter(page) {
  await postalChosen(page, false);
  const input = page.locator('input[name=bill-address1]');
  await input.click();
  await page.keyboard.type('10 M', { delay: 40 });
  await page.locator('intl-address-autocomplete [role=option]').first().waitFor(WAIT);
  await page.locator('intl-address-autocomplete [role=listbox][aria-busy=false]').waitFor(WAIT);
  const postal = page.locator('label', { has: page.locator('input[name=bill-postal]') });
  const popup = page.locator('intl-address-autocomplete .address-autocomplete-popup');
  await write(page, 'postal-filter.png', around(await postal.boundingBox(), await popup.boundingBox()));
}

/**
 * The docs' "whole form" page: the US street field's first address chosen (verified), then its ZIP code changed as a
 * shopper would (typed, then Tab); with `verify` the form is checked again, and the "Did you mean" row for the ZIP code
 * the service corrects is shown once the shopper is back in the street field.
 */
async function editedZip(page, file) {
  const input = page.locator('input[name=ship-address1]');
  await input.click();
  await page.keyboard.type('1600 Amph', { delay: 40 });
  await page.locator('us-address-autocomplete [role=listbox][aria-busy=false] [role=option]').first().waitFor(WAIT);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.locator('us-address-autocomplete[data-verified]').first().waitFor(WAIT);
  const zip = page.locator('input[name=ship-zip]');
  await zip.click({ clickCount: 3 });
  await page.keyboard.type('94044', { delay: 40 });
  await page.keyboard.press('Tab');
  await page.locator('us-address-autocomplete:not([data-verified])').first().waitFor(WAIT);
  await input.click();
  const popup = page.locator('us-address-autocomplete .address-autocomplete-popup').first();
  await page.locator('us-address-autocomplete [role=option]', { hasText: 'Keep what I entered' }).waitFor(WAIT);
  const label = page.locator('label', { has: input });
  const fields = page.locator('fieldset', { has: input });
  await write(page, file, around(await label.boundingBox(), await popup.boundingBox(), await fields.boundingBox()));
}

/**
 * The docs' "whole form" page, the submit held: the gift address typed by hand into every field with a ZIP code the
 * service corrects, then the form submitted as the page's script would (`requestSubmit()`); the "Did you mean" row is
 * open under the street, which has focus, and the submit waits for the shopper's answer.
 */
async function heldSubmit(page, file) {
  const input = page.locator('input[name=gift-address1]');
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await page.keyboard.type('1600 Pennsylvania Ave NW', { delay: 20 });
  await page.keyboard.press('Escape');
  for (const [name, value] of [
    ['gift-city', 'Washington'],
    ['gift-state', 'DC'],
    ['gift-zip', '20501'],
  ]) {
    await page.locator(`input[name=${name}]`).click();
    await page.keyboard.type(value, { delay: 20 });
  }
  await page.locator('form#through-server').evaluate((form) => form.requestSubmit());
  await page.locator('us-address-autocomplete [role=option]', { hasText: 'Keep what I entered' }).last().waitFor(WAIT);
  const popup = page.locator('us-address-autocomplete[data-shop-server] .address-autocomplete-popup');
  const fields = page.locator('fieldset', { has: input });
  await write(page, file, around(await popup.boundingBox(), await fields.boundingBox()));
}

const SHOTS = {
  'open-list': { take: street, viewport: { width: 760, height: 900 }, colorScheme: 'light' },
  'postal-list': { take: postalList, viewport: { width: 760, height: 1400 }, colorScheme: 'light' },
  'postal-chosen': { take: postalChosen, viewport: { width: 375, height: 1800 }, colorScheme: 'dark' },
  'postal-filter': { take: postalFilter, viewport: { width: 760, height: 1400 }, colorScheme: 'light' },
  'edited-zip': {
    take: (page) => editedZip(page, '../../docs/guides/whole-form/edited-zip.png'),
    viewport: { width: 760, height: 1100 },
    colorScheme: 'light',
  },
  'held-submit': {
    take: (page) => heldSubmit(page, '../../docs/guides/whole-form/held-submit.png'),
    viewport: { width: 760, height: 1400 },
    colorScheme: 'light',
  },
  'held-submit-phone-dark': {
    take: (page) => heldSubmit(page, '../../docs/guides/whole-form/held-submit-phone-dark.png'),
    viewport: { width: 375, height: 1800 },
    colorScheme: 'dark',
  },
  'edited-zip-phone-dark': {
    take: (page) => editedZip(page, '../../docs/guides/whole-form/edited-zip-phone-dark.png'),
    viewport: { width: 375, height: 1400 },
    colorScheme: 'dark',
  },
};
// `units` comes with `open-list` (the same typing leads to it).
const wanted = process.argv.slice(2).map((name) => (name === 'units' ? 'open-list' : name));
for (const name of wanted) if (!(name in SHOTS)) throw new Error(`no screenshot named ${name}: ${Object.keys(SHOTS)}`);

const server = await createServer({
  configFile: here('../../vite.config.ts'),
  server: { port: 0, strictPort: false },
  logLevel: 'warn',
});
await server.listen();
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

try {
  for (const [name, { take, viewport, colorScheme }] of Object.entries(SHOTS)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const page = await browser.newPage({ viewport, colorScheme, deviceScaleFactor: 1 });
    await page.goto(`${origin}/`);
    await take(page);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
