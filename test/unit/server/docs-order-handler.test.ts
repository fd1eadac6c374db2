// The documentation's example order handler (docs/server/index.md, "Example order handler"), run as it is written:
// its code block is taken from that page, its package import pointed at src/server.ts, and its requests to US
// Street's host sent to the simulator (the only change: where the network goes). So the example cannot drift from
// the code.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { US_STREET_DEFAULT_BASE_URL } from '../../../src/api/us-street.js';
import { startSimulator, type Simulator } from './handler-harness.js';

type PlaceOrder = (request: Request) => Promise<Response>;

let simulator: Simulator;
let directory: string;
let placeOrder: PlaceOrder;
const realFetch = globalThis.fetch;

/** The page's TypeScript block under the example's heading. */
async function exampleCode(): Promise<string> {
  const page = await readFile(new URL('../../../docs/server/index.md', import.meta.url), 'utf8');
  const heading = /^#+ Example order handler/m.exec(page);
  assert.ok(heading, 'docs/server/index.md has no "Example order handler" heading');
  const block = /```ts\n([\s\S]*?)```/.exec(page.slice(heading.index));
  assert.ok(block, 'docs/server/index.md has no example order handler');
  const server = pathToFileURL(new URL('../../../src/server.ts', import.meta.url).pathname).href;
  return block[1]!.replace("from 'address-autocomplete-elements/server'", `from '${server}'`);
}

before(async () => {
  simulator = await startSimulator();
  process.env.SMARTY_AUTH_ID = 'demo-auth-id';
  process.env.SMARTY_AUTH_TOKEN = 'demo-auth-token';
  globalThis.fetch = (input, init) =>
    realFetch(String(input).replace(US_STREET_DEFAULT_BASE_URL, `${simulator.url}/us-street`), init);
  directory = await mkdtemp(join(tmpdir(), 'order-handler-'));
  const file = join(directory, 'order-handler.ts');
  await writeFile(file, await exampleCode());
  ({ placeOrder } = (await import(pathToFileURL(file).href)) as { placeOrder: PlaceOrder });
});

after(async () => {
  globalThis.fetch = realFetch;
  delete process.env.SMARTY_AUTH_ID;
  delete process.env.SMARTY_AUTH_TOKEN;
  await simulator.close();
  await rm(directory, { recursive: true, force: true });
});

function order(fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('https://shop.example/order', { method: 'POST', body });
}

describe("the documentation's example order handler", () => {
  it('ships to the service’s form of a verified address and says what it corrected', async () => {
    const response = await placeOrder(
      order({ address1: '1600 pennsylvania avenue', address2: '#2', city: 'Whitehouse', state: 'Ohio', zip: '43570' }),
    );
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.deepEqual(body.shipTo, {
      line1: '1600 Pennsylvania Ave',
      line2: 'Apt 2',
      city: 'Whitehouse',
      region: 'OH',
      postalCode: '43571',
      country: 'USA',
    });
    assert.ok(body.corrected.includes('postalCode'), JSON.stringify(body.corrected));
    assert.equal(body.vacant, false);
  });

  it('refuses a building without its unit, an unknown address and a blank street, whatever the page claims', async () => {
    const laMirada = { address1: '1600 Pennsylvania Ave', city: 'La Mirada', state: 'CA', zip: '90639' };
    const missing = await placeOrder(order({ ...laMirada, verified: 'true' }));
    assert.equal(missing.status, 422);
    assert.deepEqual(await missing.json(), { error: 'Please add the apartment or suite.' });
    const unknown = await placeOrder(order({ ...laMirada, address1: '99999 Nowhere Rd', 'data-verified': 'true' }));
    assert.equal(unknown.status, 422);
    assert.deepEqual(await unknown.json(), { error: 'We could not find this address.' });
    const warn = console.warn;
    const logged: string[] = [];
    console.warn = (message: string) => logged.push(message);
    try {
      const blank = await placeOrder(order({ ...laMirada, address1: '' }));
      assert.equal(blank.status, 400);
      const hostile = await placeOrder(order({ ...laMirada, country: `<script>${'x'.repeat(100_000)}` }));
      assert.equal(hostile.status, 400);
      assert.deepEqual(await hostile.json(), { error: 'Please check the street, city, state and ZIP code.' });
    } finally {
      console.warn = warn;
    }
    assert.ok(logged[1].length < 200, 'the log line quotes the field by its start only');
  });

  it('answers 503 when US Street cannot be asked, naming no secret', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));
    try {
      const response = await placeOrder(order({ address1: '1600 Pennsylvania Ave', zip: '43571' }));
      assert.equal(response.status, 503);
      assert.doesNotMatch(await response.text(), /demo-auth/);
    } finally {
      globalThis.fetch = (input, init) =>
        realFetch(String(input).replace(US_STREET_DEFAULT_BASE_URL, `${simulator.url}/us-street`), init);
    }
  });
});
