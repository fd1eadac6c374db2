// Drives one built framework app in headless Chromium, as a shopper would, and checks what the app saw.
/* global document -- the functions passed to page.waitForFunction and evaluateAll run in the page. */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findTestChromium } from '../support/chromium.js';

const TIMEOUT = 10_000;

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * Type a street, expand a building, choose a unit; then make one lookup fail. Throws with what went wrong.
 * @param {string} url the app's page
 * @param {{ name: string, listLabel: string }} app
 */
export async function driveCheckout(url, app) {
  const browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(TIMEOUT);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // The deliberate 503 below logs twice: the browser's failed resource and the element's own report, in the
      // production build's short words ("server (503)"; the apps are production builds, which resolve the package's
      // default condition, not `development`).
      const expected = /<us-address-autocomplete> server \(503\)|status of 503/i.test(message.text());
      if (message.type() === 'error' && !expected) problems.push(`console: ${message.text()}`);
    });
    const lookups = [];
    page.on('request', (request) => {
      if (request.url().includes('/us-autocomplete/')) lookups.push(new URL(request.url()));
    });
    // One search fails as a service outage would, so that `address-error` reaches the app.
    await page.route(/\/us-autocomplete\/.*search=1600\+Fail/, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' }),
    );
    await page.goto(url);

    const street = page.locator('us-address-autocomplete input[name="address1"]');
    await street.waitFor();
    await page.waitForFunction(() => document.querySelector('#wrapped')?.textContent === 'address1');
    check((await street.getAttribute('role')) === 'combobox', "the element did not wrap the app's input");

    await street.click();
    await street.pressSequentially('1600 Pe', { delay: 60 });
    const options = page.locator('[role="option"]');
    await options.first().waitFor();
    const label = await page.locator('[role="listbox"]').getAttribute('aria-label');
    check(label === app.listLabel, `strings did not reach the element: the list is labelled "${label}"`);
    const searched = lookups.filter((lookup) => lookup.searchParams.get('search') === '1600 Pe');
    check(searched.length > 0, 'no lookup for "1600 Pe"');
    check(
      searched.every((lookup) => lookup.searchParams.get('max_results') === '5'),
      'max-results="5" was not sent',
    );

    // A building: its units are listed under a heading; the first unit is chosen with the keyboard.
    await page.waitForFunction(() => document.querySelector('[role="listbox"]')?.getAttribute('aria-busy') === 'false');
    const kinds = await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));
    const group = kinds.indexOf('group');
    check(group >= 0, 'the simulator listed no building with units');
    for (let step = 0; step <= group; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.address-autocomplete-context').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="option"]')].some((node) => / (Apt|Ste|Unit) /.test(node.textContent ?? '')),
    );
    const unitIndex = await options.evaluateAll((nodes) =>
      nodes.findIndex((node) => / (Apt|Ste|Unit) /.test(node.textContent ?? '')),
    );
    for (let step = 0; step <= unitIndex; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await page.waitForFunction(() => (document.querySelector('#chosen')?.textContent ?? '') !== '');
    const chosen = await page.locator('#chosen').textContent();
    const streetValue = await street.inputValue();
    const cityField = await page.locator('input[name="city"]').inputValue();
    const cityState = await page.locator('#city').textContent();
    check(
      chosen === `${streetValue}, ${cityField}`,
      `verified-address said "${chosen}"; the fields say "${streetValue}", "${cityField}"`,
    );
    check(/ (Apt|Ste|Unit) /.test(streetValue), `the chosen address has no unit: "${streetValue}"`);
    check(
      cityField !== '' && cityState === cityField,
      `the app's city state "${cityState}" did not follow the field "${cityField}"`,
    );

    await street.fill('');
    await street.pressSequentially('1600 Fail', { delay: 40 });
    await page.waitForFunction(() => (document.querySelector('#errors')?.textContent ?? '').includes('server'));
    check((await street.inputValue()) === '1600 Fail', 'the failed lookup changed the text');

    check(problems.length === 0, problems.join('\n'));
  } finally {
    await browser.close();
  }
}
