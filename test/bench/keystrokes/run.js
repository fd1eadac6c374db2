// `npm run bench:keystrokes`: how many keys a shopper presses to complete a checkout address by hand, street-first
// (<address-autocomplete>) and postal-code-first (<postal-code-autocomplete>, then the street), for the 20 fixed
// addresses of addresses.js. Real elements in headless Chromium against the simulator, real key presses, every key
// counted; figures only, no assertions, no timing. The same addresses and the same rules give the same numbers on
// every run. Options: --visible=N (how many options the shopper reads, default 5), --only=CAN (one country),
// --trace (what the shopper sees after each key, on stderr).
import { createServer } from 'vite';
import { chromium } from 'playwright';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSimulator } from '../../../demo/simulator/server.js';
import { CHROMIUM_ARGS, findChromium } from '../../support/chromium.js';
import { ADDRESSES } from './addresses.js';
import { COUNTRIES, REGIONS } from './form-options.js';
import { METHODS, wantedFields } from './methods.js';
import { report } from './report.js';
import { Shopper, inPage } from './shopper.js';

const { values: options } = parseArgs({
  options: { visible: { type: 'string', default: '5' }, only: { type: 'string' }, trace: { type: 'boolean' } },
});
const visible = Number(options.visible);
const addresses = ADDRESSES.filter((address) => !options.only || address.country === options.only.toUpperCase());

const root = fileURLToPath(new URL('../../../', import.meta.url));
const server = await createServer({
  configFile: false,
  root,
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: 0, strictPort: false, watch: null },
  plugins: [
    {
      name: 'address-api-simulator',
      configureServer: (vite) => void vite.middlewares.use(createSimulator().connect),
    },
  ],
});
await server.listen();
const pageUrl = `${server.resolvedUrls.local[0]}test/bench/keystrokes/page.html`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

/** One method on one address, in a fresh page (no cache, no choice left from another run). */
async function measure(page, address, method) {
  await page.goto(pageUrl);
  await page.waitForFunction(() => globalThis.keystrokeBench !== undefined);
  const regions = REGIONS[address.country];
  const spec = { method, country: address.country, countries: COUNTRIES, regions };
  await inPage(page, 'buildForm', spec);
  const shopper = new Shopper(page, options.trace);
  shopper.note(`${method}: ${address.fields.line1}`);
  const wanted = wantedFields(address, regions !== undefined);
  const found = await METHODS[method](shopper, address, wanted, visible);
  const { fields } = await shopper.values();
  const wrong = Object.keys(wanted).filter((name) => fields[name] !== wanted[name]);
  const errors = await inPage(page, 'errors');
  // A failed lookup (a 429, a 5xx) would change what the shopper saw: such a run measures nothing.
  if (errors.length > 0) throw new Error(`${method}, ${address.fields.line1}: address-error ${errors.join('; ')}`);
  if (wrong.length > 0) {
    throw new Error(
      `${method}, ${address.fields.line1}: the form ends with ${JSON.stringify(fields)}, ` +
        `wanted ${JSON.stringify(wanted)}`,
    );
  }
  return { total: shopper.total, keys: shopper.keys, found };
}

const results = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  for (const address of addresses) {
    const runs = {};
    for (const method of Object.keys(METHODS)) runs[method] = await measure(page, address, method);
    results.push({ address, runs });
    const totals = Object.entries(runs).map(([method, run]) => `${method} ${run.total}`);
    console.error(`${address.country} ${address.fields.line1}: ${totals.join(', ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(report(results, visible));
