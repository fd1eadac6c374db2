// How a US expansion or a final choice ends, in Node over the element's own list parts (./us-list-driver.ts) and the
// simulator in this process: a failed expansion keeps the base address and says so, and the next text typed is
// searched; a final address goes to the choice machine once, as the row the service sent.
//
// From test/elements/list/expansion-flows.test.ts: 'failed expansion' › its four tests' rules (the error, the 503, the text
// kept, the words announced, the search after it), and 'final choice' › 'pro: dispatches one verified-address …'
// (what the event carries: `detail.api`, `address`, `raw` are the choice's, src/core/choice/apply.ts). The browser
// keeps the live region's text, focus, typing with real keys, the event's flags and a cancelled event.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { ConsoleCapture } from '../element/us-element-model.js';
import { Shopper, effectsOf, steps } from '../choice/shopper.js';
import { startSimulator } from './simulator-answers.js';
import { UsListDriver, param, usLabel, type UsRow } from './us-list-driver.js';

const GROUPS = '1600 Pe';
const FINALS = '1600 Ma';

let base: string;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let driver: UsListDriver;
let consoleCapture: ConsoleCapture;

before(async () => {
  simulator = await startSimulator();
  base = `${simulator.url}/us-autocomplete`;
});
after(() => simulator.close());
beforeEach(() => {
  consoleCapture = new ConsoleCapture().install();
});
afterEach(() => {
  driver.close();
  consoleCapture.restore();
});

/** Types `text` and waits for the list answering it, which shows the answer's rows. */
async function typeSearch(text: string): Promise<UsRow[]> {
  driver.focus();
  driver.type(text);
  await driver.settled();
  const rows = driver.exchanges.filter((exchange) => param(exchange, 'search') === text).at(-1)?.rows;
  assert.ok(rows, `no answer for "${text}"`);
  assert.deepEqual(driver.optionTexts, rows.map(usLabel));
  return rows;
}

describe('failed expansion', () => {
  /** Only the expansion request (the one with `selected`) meets a 503 from the simulator. */
  const failSelected = (url: URL) => {
    if (url.searchParams.has('selected')) url.searchParams.set('simulator_fault', 'status:503');
    return url;
  };

  async function failExpansion(api: 'v2' | 'pro') {
    driver = new UsListDriver(api, base, failSelected);
    const rows = await typeSearch(GROUPS);
    const index = rows.findIndex((row) => row.entries > 1);
    assert.ok(index >= 0);
    driver.chooseWithKeys(index);
    await driver.settled();
    assert.ok(driver.errors.length > 0, 'no address-error for the failed expansion');
    const failed = driver.exchanges.filter((exchange) => exchange.url.searchParams.has('selected'));
    assert.deepEqual(
      failed.map((exchange) => exchange.status),
      [503],
    );
    assert.equal(consoleCapture.errors.length, driver.errors.length, 'one console error per address-error');
    return { row: rows[index]!, errors: driver.errors.map((detail) => detail.code) };
  }

  it('v2: keeps the base address in the input, announces that the units could not be loaded, and searches the unit typed after', async () => {
    const { row, errors } = await failExpansion('v2');
    assert.deepEqual(errors, ['server']);
    assert.equal(driver.input.value, row.street_line);
    assert.equal(driver.announcements.at(-1), DEFAULT_STRINGS.expansionFailed);
    const mark = driver.exchanges.length;
    driver.type(' Apt 4');
    assert.equal(driver.input.value, `${row.street_line} Apt 4`);
    await driver.settled();
    assert.ok(
      driver.exchanges.slice(mark).some((exchange) => param(exchange, 'search') === driver.input.value),
      'typing after the failure sent no lookup',
    );
  });

  it('Pro: keeps the base address in the input, announces that the units could not be loaded, and takes the unit typed after', async () => {
    const { row, errors } = await failExpansion('pro');
    assert.deepEqual(errors, ['server']);
    assert.equal(driver.input.value, `${row.street_line} ${row.secondary}`.trim());
    assert.equal(driver.announcements.at(-1), DEFAULT_STRINGS.expansionFailed);
    driver.type(' 4');
    assert.equal(driver.input.value, `${row.street_line} ${row.secondary} 4`.replace(/\s+/g, ' '));
  });
});

describe('final choice', () => {
  for (const [api, expectedApi] of [
    ['v2', 'us-v2'],
    ['pro', 'us-pro'],
  ] as const) {
    it(`${api}: the final address chosen goes to the choice machine once, with api '${expectedApi}' and the chosen suggestion, and is filled`, async () => {
      driver = new UsListDriver(api, base);
      const rows = await typeSearch(FINALS);
      const index = rows.findIndex((row) => row.entries <= 1);
      assert.ok(index >= 0, 'the simulator answered no final address');
      const row = rows[index]!;
      driver.chooseWithKeys(index);
      await driver.settled();
      assert.equal(driver.chosen.length, 1);
      const [choice] = driver.chosen;
      assert.equal(choice!.api, expectedApi);
      assert.deepEqual(choice!.address, {
        line1: row.street_line,
        line2: row.secondary,
        city: row.city,
        region: row.state,
        postalCode: row.zipcode,
        country: 'USA',
      });
      assert.deepEqual(choice!.raw, row);
      // What the element's choice machine does with it: `verified-address` and the fill carry this choice.
      const shopper = new Shopper();
      shopper.type(FINALS);
      const effects = shopper.send({ type: 'Chose', choice: choice!, source: 'list', scope: undefined });
      assert.deepEqual(steps(effects), ['combobox:ChoiceApplied', 'fill']);
      assert.equal(effectsOf(effects, 'fill')[0]!.choice, choice);
    });
  }
});
