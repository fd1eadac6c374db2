// Expanding a US group, in Node over the element's own list parts (./us-list-driver.ts) and the simulator in this
// process: the exact requests, the text after each step, narrowing on the client (v2) or by the service (Pro), and
// the expansion dropped once the shopper edits before it. Expectations come from the answers the simulator gave.
//
// From test/elements/list/expansion-flows.test.ts, assertion for assertion (same titles): 'v2 group expansion' › all but
// 'keeps focus in the input and the list open, listing the entries under a context heading', and 'Pro secondary
// expansion' › all but 'keeps focus in the input and the list open with the secondaries'; those two stay in the
// browser, where focus and the popup are.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulator } from './simulator-answers.js';
import { UsListDriver, param, proSelected, usLabel, type DriverExchange, type UsRow } from './us-list-driver.js';

const GROUPS = '1600 Pe';

let base: string;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let driver: UsListDriver;

before(async () => {
  simulator = await startSimulator();
  base = `${simulator.url}/us-autocomplete`;
});
after(() => simulator.close());
afterEach(() => driver.close());

/** The rows of the newest answered request matching `match`, which the open list shows. */
function listed(match: (exchange: DriverExchange) => boolean): UsRow[] {
  const answered = driver.exchanges.filter((exchange) => exchange.rows && match(exchange)).at(-1);
  assert.ok(answered?.rows, 'the list never showed the expected answer');
  assert.deepEqual(driver.optionTexts, answered.rows.map(usLabel), 'the list does not show the answer');
  assert.equal(driver.open, true);
  return answered.rows;
}

/** Types `text` into the focused input and waits for the list answering the whole text. */
async function typeSearch(text: string): Promise<UsRow[]> {
  driver.type(text);
  await driver.settled();
  return listed((exchange) => param(exchange, 'search') === text && !exchange.url.searchParams.has('selected'));
}

/** What the requests sent since `mark` asked for. */
const sentSince = (mark: number) => driver.exchanges.slice(mark).map((exchange) => exchange.url.search);

/** The entries whose street and unit start with what is typed, as the list shows them. */
const startingWith = (entries: UsRow[], typed: string) =>
  entries.filter((row) => `${row.street_line} ${row.secondary}`.toLowerCase().startsWith(typed)).map(usLabel);

/** The number (and what follows it) that ends a unit: "Apt 12B" → "12B". */
const unitNumber = (row: UsRow) => /(\d\w*)$/.exec(row.secondary)?.[1] ?? '';

/** Deletes back to `length` characters, as Backspace does, and waits for the list. */
async function backspaceTo(length: number): Promise<void> {
  while (driver.input.value.length > length) driver.backspace();
  await driver.settled();
}

describe('v2 group expansion', () => {
  /** Types the group search, chooses the first group and waits for its entries. */
  async function expandFirstGroup() {
    driver = new UsListDriver('v2', base);
    driver.focus();
    const rows = await typeSearch(GROUPS);
    const index = rows.findIndex((row) => row.entries > 1 && typeof row.entry_id === 'string');
    assert.ok(index >= 0, 'the simulator answered no v2 group');
    const group = rows[index]!;
    const mark = driver.exchanges.length;
    driver.chooseWithKeys(index);
    await driver.settled();
    const entries = listed((exchange) => param(exchange, 'selected') === group.entry_id);
    return { group, mark, entries };
  }

  it('sends exactly one request for a chosen group, with selected=<entry_id> and search', async () => {
    const { group, mark } = await expandFirstGroup();
    const sent = driver.exchanges.slice(mark);
    assert.equal(sent.length, 1);
    assert.equal(param(sent[0]!, 'selected'), group.entry_id);
    const search = param(sent[0]!, 'search');
    assert.ok(typeof search === 'string' && search !== '', 'search is sent with selected');
  });

  it("sets the input text to the first entry's street_line", async () => {
    const { entries } = await expandFirstGroup();
    assert.ok(entries.length > 0);
    assert.equal(driver.input.value, entries[0]!.street_line);
  });

  it('narrows the loaded entries while a unit is typed, on the client, without another request', async () => {
    const { entries } = await expandFirstGroup();
    const withUnit = entries.find((row) => row.secondary !== '');
    assert.ok(withUnit, 'the group has entries with a unit');
    const unit = ` ${withUnit.secondary}`;
    const mark = driver.exchanges.length;
    driver.type(unit);
    await driver.settled();
    const typed = driver.input.value.toLowerCase();
    assert.equal(typed, `${entries[0]!.street_line}${unit}`.toLowerCase());
    const expected = startingWith(entries, typed);
    assert.deepEqual(driver.optionTexts, expected, 'the entries were not narrowed');
    assert.ok(expected.length < entries.length);
    assert.equal(driver.open, true);
    assert.deepEqual(sentSince(mark), []);
  });

  it('narrows on the client also when the same group is chosen a second time', async () => {
    const { group, entries } = await expandFirstGroup();
    // The shopper starts over with the same text and picks the same building again (the element's cache can answer
    // both the search and the expansion this time).
    driver.input.value = '';
    const groups = await typeSearch(GROUPS);
    const index = groups.findIndex((row) => row.entry_id === group.entry_id);
    assert.ok(index >= 0);
    driver.chooseWithKeys(index);
    await driver.settled();
    assert.deepEqual(driver.optionTexts, entries.map(usLabel), 'the entries were not listed again');
    assert.equal(driver.input.value, entries[0]!.street_line);
    const mark = driver.exchanges.length;
    driver.type(' A');
    await driver.settled();
    const typed = driver.input.value.toLowerCase();
    assert.deepEqual(sentSince(mark), [], 'typing the unit sent requests');
    assert.deepEqual(driver.optionTexts, startingWith(entries, typed), 'the entries were not narrowed');
  });

  it('finds the unit however it is typed (1, #1, ", Apt 1", Unit 1, apt1, Ste 1), on the client', async () => {
    const { entries } = await expandFirstGroup();
    const street = driver.input.value;
    const expected = entries.filter((row) => unitNumber(row).startsWith('1')).map(usLabel);
    assert.ok(expected.length > 0, 'the group has units numbered 1…');
    for (const typed of [' 1', ' #1', ', Apt 1', ' Unit 1', ' apt1', ' Ste 1']) {
      const mark = driver.exchanges.length;
      driver.type(typed);
      await driver.settled();
      assert.deepEqual(driver.optionTexts, expected, `"${typed}" did not list the units numbered 1…`);
      assert.equal(driver.open, true);
      assert.deepEqual(sentSince(mark), [], `"${typed}" sent requests`);
      await backspaceTo(street.length);
    }
  });

  it('a unit the loaded entries do not have falls back to an ordinary search of the whole text, never an empty list', async () => {
    await expandFirstGroup();
    const mark = driver.exchanges.length;
    driver.type(' Apt 9999');
    await driver.settled();
    const text = driver.input.value;
    assert.ok(
      driver.exchanges.slice(mark).some((exchange) => param(exchange, 'search') === text),
      'no search for the whole text',
    );
    const last = driver.exchanges.at(-1)!;
    assert.equal(param(last, 'search'), text);
    assert.equal(last.url.searchParams.has('selected'), false);
  });

  it('drops the expansion once the text is edited before the street line: the next request has no selected', async () => {
    const { entries } = await expandFirstGroup();
    const mark = driver.exchanges.length;
    driver.typeAtStart('2');
    assert.equal(driver.input.value, `2${entries[0]!.street_line}`);
    await driver.settled();
    const next = driver.exchanges[mark];
    assert.ok(next, 'no request after the edit');
    assert.equal(param(next, 'search'), driver.input.value);
    assert.equal(next.url.searchParams.has('selected'), false);
  });
});

describe('Pro secondary expansion', () => {
  /** Types the group search and returns the first row with entries > 1, and where it is listed. */
  async function firstRowWithEntries() {
    driver = new UsListDriver('pro', base);
    driver.focus();
    const rows = await typeSearch(GROUPS);
    const index = rows.findIndex((row) => row.entries > 1);
    assert.ok(index >= 0, 'the simulator answered no Pro row with entries > 1');
    return { index, row: rows[index]! };
  }

  /** Chooses the first row with entries > 1 and waits for its secondaries. */
  async function expandFirstRow() {
    const { index, row } = await firstRowWithEntries();
    const selected = proSelected(row);
    const mark = driver.exchanges.length;
    driver.chooseWithKeys(index);
    await driver.settled();
    const secondaries = listed((exchange) => param(exchange, 'selected') === selected);
    return { row, selected, mark, secondaries, typed: GROUPS };
  }

  it('sends one request with selected "street_line secondary (N) city state zipcode" and the text typed so far as search', async () => {
    const { selected, mark, typed } = await expandFirstRow();
    const sent = driver.exchanges.slice(mark);
    assert.equal(sent.length, 1);
    assert.equal(param(sent[0]!, 'selected'), selected);
    assert.equal(param(sent[0]!, 'search'), typed);
  });

  it('sets the text to the selected value up to "(", without a trailing space', async () => {
    const { row, selected } = await expandFirstRow();
    const expected = selected.slice(0, selected.indexOf('(')).trimEnd();
    assert.equal(expected, `${row.street_line} ${row.secondary}`.trim());
    assert.equal(driver.input.value, expected);
  });

  it('sends the same selected with the new search while a unit is typed, and lists what it answers', async () => {
    const { selected, secondaries } = await expandFirstRow();
    const prefix = driver.input.value;
    const unit = /\d+$/.exec(secondaries.find((row) => /\d$/.test(row.secondary))?.secondary ?? '')?.[0];
    assert.ok(typeof unit === 'string', 'the secondaries carry unit numbers');
    const mark = driver.exchanges.length;
    driver.type(` ${unit}`);
    const text = driver.input.value;
    assert.equal(text, `${prefix} ${unit}`);
    await driver.settled();
    listed((exchange) => param(exchange, 'search') === text);
    const sent = driver.exchanges.slice(mark);
    assert.ok(sent.length > 0);
    for (const exchange of sent) {
      assert.equal(param(exchange, 'selected'), selected, exchange.url.search);
      assert.ok(param(exchange, 'search')!.startsWith(prefix), exchange.url.search);
    }
  });

  it('lists the unit however it is typed after the designator (1, #1, glued, ", Unit 1", Ste 1)', async () => {
    const { selected, secondaries } = await expandFirstRow();
    const prefix = driver.input.value;
    const expected = secondaries.filter((row) => unitNumber(row).startsWith('1')).map(usLabel);
    assert.ok(expected.length > 0, 'the address has units numbered 1…');
    assert.ok(expected.length < secondaries.length, 'narrowing leaves some out');
    for (const typed of [' 1', ' #1', '1', '#1', ', Unit 1', ' Ste 1']) {
      driver.type(typed);
      const text = driver.input.value;
      await driver.settled();
      assert.deepEqual(driver.optionTexts, expected, `"${typed}" did not list the units numbered 1…`);
      assert.equal(driver.open, true);
      const sent = driver.exchanges.find((exchange) => param(exchange, 'search') === text);
      assert.equal(sent && param(sent, 'selected'), selected, `"${typed}" went out with the same selected`);
      await backspaceTo(prefix.length);
    }
  });

  it('a unit typed before the secondaries arrive already goes out with the same selected', async () => {
    const { index, row } = await firstRowWithEntries();
    // The expansion's answer is held, so the shopper types the unit before its list is there.
    driver.hold = (url) => url.searchParams.has('selected') && !url.searchParams.get('search')!.endsWith(' 1');
    driver.chooseWithKeys(index);
    const prefix = driver.input.value;
    driver.type(' 1');
    const text = `${prefix} 1`;
    const unitRequest = driver.exchanges.find((exchange) => param(exchange, 'search') === text);
    assert.ok(unitRequest, `no request for "${text}"`);
    assert.equal(param(unitRequest, 'selected'), proSelected(row));
  });

  it('drops selected once the text is edited before the expanded prefix', async () => {
    await expandFirstRow();
    const prefix = driver.input.value;
    const mark = driver.exchanges.length;
    driver.typeAtStart('2');
    assert.equal(driver.input.value, `2${prefix}`);
    await driver.settled();
    const next = driver.exchanges[mark];
    assert.ok(next, 'no request after the edit');
    assert.equal(param(next, 'search'), `2${prefix}`);
    assert.equal(next.url.searchParams.has('selected'), false);
  });
});
