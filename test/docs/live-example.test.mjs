// The docs test's driver of a live example (live-example.mjs) against the built site (site/, from `npm run
// docs:build`), in one order of events it must take as it comes: an answer that lands between two of the driver's
// looks at the page. The <intl-address-autocomplete> example lists a group for its query; the group's answer is shown
// before the driver looks again, and the detail of the address then chosen is held until the driver has seen the list
// still shown after that choice: released then, it fills the form and closes the list before the driver's next look.
// A shopper would see a filled form; the driver must say so too, not wait for a list that a filled form never shows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findTestChromium } from '../support/chromium.js';
import { serveDirectory } from './static-server.mjs';
import { chooseFirstUntilFilled, typedInputOf } from './live-example.mjs';

const SITE = fileURLToPath(new URL('../../site/', import.meta.url));
/** A ceiling for a hang, never a measure of speed. */
const SETTLE_MS = 60_000;
/** The driver's own ceiling here: reached only when it waits for what never comes. */
const DRIVER_MS = 10_000;

/** In the page before its scripts: a detail (`/v2/lookup/{address_id}`) request waits while `holdDetails()` holds. */
function holdDetailRequests() {
  const fetchNow = globalThis.fetch.bind(globalThis);
  let holding = false;
  const held = [];
  globalThis.holdDetails = () => (holding = true);
  globalThis.releaseDetails = () => {
    holding = false;
    for (const send of held.splice(0)) send();
  };
  globalThis.heldDetails = () => held.length;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!holding || !/\/v2\/lookup\/[^?]/.test(url)) return fetchNow(input, init);
    return new Promise((resolve) => held.push(() => resolve(fetchNow(input, init))));
  };
}

/**
 * `example`, as the driver sees it, with the page settled at the driver's first look after each click: after the
 * group's, once its list (Back first) is shown; after the address's (made in that list, its detail held), once the
 * detail has filled the form and closed the list. The look itself answers what the page showed when it was made.
 */
function interleaved(example, settled) {
  const page = example.page();
  let settle;
  const drillDownShown = async () =>
    page.waitForFunction(
      (root) => root.querySelector('[role="option"]')?.dataset.kind === 'back',
      await example.elementHandle(),
      { timeout: SETTLE_MS },
    );
  const wrap = (locator) =>
    new Proxy(locator, {
      get(target, name) {
        if (name === 'first') return () => wrap(target.first());
        if (name === 'click')
          return async (...args) => {
            const inDrillDown = await example.locator('[role="option"][data-kind="back"]').isVisible();
            if (inDrillDown) await page.evaluate(() => globalThis.holdDetails());
            await target.click(...args);
            settle = inDrillDown ? 'fill' : 'drill-down';
          };
        if (name === 'isVisible')
          return async (...args) => {
            const visible = await target.isVisible(...args);
            const now = settle;
            settle = undefined;
            if (now) settled.push(now);
            if (now === 'drill-down') await drillDownShown();
            if (now === 'fill') {
              await page.waitForFunction(() => globalThis.heldDetails() > 0, null, { timeout: SETTLE_MS });
              await page.evaluate(() => globalThis.releaseDetails());
              await page.waitForFunction(
                (root) => {
                  const city = root.querySelector('input[name="city"]');
                  return city?.value !== '' && !root.querySelector(':popover-open');
                },
                await example.elementHandle(),
                { timeout: SETTLE_MS },
              );
            }
            return visible;
          };
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(example, {
    get(target, name) {
      if (name === 'locator') return (...args) => wrap(target.locator(...args));
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let server;
let browser;

before(async () => {
  server = await serveDirectory(SITE);
  browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('a live example: the fill of a final choice that lands between two looks of the driver is a filled form', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(holdDetailRequests);
    const page = await context.newPage();
    await page.goto(`${server.origin}/elements/intl-address-autocomplete.html`, { waitUntil: 'load' });
    const example = page.locator('[data-live-example]').first();
    await example.and(page.locator('[data-state="live"]')).waitFor({ timeout: SETTLE_MS });
    const input = typedInputOf(example);
    await input.click();
    await input.pressSequentially((await example.getAttribute('data-query')) ?? '', { delay: 30 });
    const settled = [];
    await chooseFirstUntilFilled(interleaved(example, settled), DRIVER_MS);
    assert.deepEqual(settled, ['drill-down', 'fill'], 'the order of events the test makes');
    const city = await example.locator('input[name="city"]').inputValue();
    assert.notEqual(city, '', 'the form was filled');
  } finally {
    await context.close();
  }
});
