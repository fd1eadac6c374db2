// End-to-end expansion flows of <us-address-autocomplete> against the simulator: the exact requests the element
// sends (window.fetch is recorded), the input text after each step, and the final choice. Expectations are built
// from the JSON the simulator returned, never from hard-coded addresses.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_STRINGS } from '../../src/core/view/strings.js';
import type { UsAddressAutocomplete } from '../../src/us-address-autocomplete.js';
import {
  ConsoleStub,
  FetchRecorder,
  chooseWithKeys,
  contextOf,
  inputOf,
  isOpen,
  liveText,
  named,
  nothingMoreWithin,
  optionTexts,
  proSelected,
  sameList,
  showsRows,
  typeInto,
  usLabel,
  type CompleteUsRow as Row,
  type Exchange,
} from '../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../support/checkout-form.js';
import { AddressEvents } from '../support/address-events.js';

const param = (exchange: Exchange<Row>, name: string) => exchange.url.searchParams.get(name);

const contextText = (el: UsAddressAutocomplete) => contextOf(el)?.textContent?.trim() ?? '';

/** The newest answered request matching `match`, once the element shows its rows. */
async function listFrom(
  el: UsAddressAutocomplete,
  recorder: FetchRecorder<Row>,
  match: (exchange: Exchange<Row>) => boolean,
): Promise<Row[]> {
  let rows: Row[] = [];
  await waitUntil(() => {
    const answered = recorder.exchanges.filter((exchange) => exchange.rows && match(exchange)).at(-1);
    rows = answered?.rows ?? [];
    return answered !== undefined && showsRows(el, rows) && isOpen(el);
  }, 'the list never showed the expected answer');
  return rows;
}

/** Types into the element's input like a user and waits for the list answering the whole text. */
async function typeSearch(el: UsAddressAutocomplete, recorder: FetchRecorder<Row>, text: string): Promise<Row[]> {
  await typeInto(el, text);
  return listFrom(
    el,
    recorder,
    (exchange) => param(exchange, 'search') === text && !exchange.url.searchParams.has('selected'),
  );
}

const GROUPS = '1600 Pe';
const FINALS = '1600 Ma';

/** The checkout form (test/support/checkout-form.ts) with a unit field, no US Street base URL, and `api`. */
function checkout(api: 'v2' | 'pro' = 'v2'): Promise<Checkout> {
  return checkoutForm({ attributes: `api=${api}`, streetBaseUrl: null, fields: ['unit', 'city', 'state', 'zip'] });
}

let recorder: FetchRecorder<Row>;

afterEach(() => {
  recorder?.restore();
});

describe('v2 group expansion', () => {
  let el: UsAddressAutocomplete;

  /** Types the group search, chooses the first group and waits for its entries. */
  async function expandFirstGroup() {
    const rows = await typeSearch(el, recorder, GROUPS);
    const index = rows.findIndex((row) => row.entries > 1 && typeof row.entry_id === 'string');
    expect(index, 'the simulator answered no v2 group').to.be.at.least(0);
    const group = rows[index]!;
    const mark = recorder.exchanges.length;
    await chooseWithKeys(index);
    const entries = await listFrom(el, recorder, (exchange) => param(exchange, 'selected') === group.entry_id);
    return { group, mark, entries };
  }

  beforeEach(async () => {
    recorder = new FetchRecorder<Row>().install();
    ({ el } = await checkout('v2'));
  });

  it('sends exactly one request for a chosen group, with selected=<entry_id> and search', async () => {
    const { group, mark } = await expandFirstGroup();
    await nothingMoreWithin();
    const sent = recorder.exchanges.slice(mark);
    expect(sent).to.have.length(1);
    expect(param(sent[0]!, 'selected')).to.equal(group.entry_id);
    expect(param(sent[0]!, 'search'), 'search is sent with selected').to.be.a('string').and.not.equal('');
  });

  it("sets the input text to the first entry's street_line", async () => {
    const { entries } = await expandFirstGroup();
    expect(entries.length).to.be.greaterThan(0);
    expect(inputOf(el).value).to.equal(entries[0]!.street_line);
  });

  it('keeps focus in the input and the list open, listing the entries under a context heading', async () => {
    const { group, entries } = await expandFirstGroup();
    expect(document.activeElement).to.equal(inputOf(el));
    expect(isOpen(el)).to.equal(true);
    expect(optionTexts(el)).to.deep.equal(entries.map(usLabel));
    const heading = contextText(el);
    expect(heading).to.include(group.street_line);
    expect(heading).to.include(group.city);
    expect(heading).to.include(String(group.entries));
  });

  it('narrows the loaded entries while a unit is typed, on the client, without another request', async () => {
    const { entries } = await expandFirstGroup();
    const withUnit = entries.find((row) => row.secondary !== '');
    expect(withUnit, 'the group has entries with a unit').to.not.equal(undefined);
    const unit = ` ${withUnit!.secondary}`;
    const mark = recorder.exchanges.length;
    await sendKeys({ type: unit });
    const typed = inputOf(el).value.toLowerCase();
    expect(typed).to.equal(`${entries[0]!.street_line}${unit}`.toLowerCase());
    const expected = entries
      .filter((row) => `${row.street_line} ${row.secondary}`.toLowerCase().startsWith(typed))
      .map(usLabel);
    await waitUntil(() => sameList(optionTexts(el), expected), 'the entries were not narrowed');
    expect(expected.length).to.be.lessThan(entries.length);
    expect(isOpen(el)).to.equal(true);
    await nothingMoreWithin();
    expect(recorder.exchanges.slice(mark).map((exchange) => exchange.url.search)).to.deep.equal([]);
  });

  it('narrows on the client also when the same group is chosen a second time', async () => {
    const { group, entries } = await expandFirstGroup();
    // The shopper starts over with the same text and picks the same building again (the element's cache can answer
    // both the search and the expansion this time).
    await sendKeys({ press: 'Control+a' });
    const groups = await typeSearch(el, recorder, GROUPS);
    const index = groups.findIndex((row) => row.entry_id === group.entry_id);
    expect(index).to.be.at.least(0);
    await chooseWithKeys(index);
    await waitUntil(() => sameList(optionTexts(el), entries.map(usLabel)), 'the entries were not listed again');
    expect(inputOf(el).value).to.equal(entries[0]!.street_line);
    const mark = recorder.exchanges.length;
    await sendKeys({ type: ' A' });
    const typed = inputOf(el).value.toLowerCase();
    const expected = entries
      .filter((row) => `${row.street_line} ${row.secondary}`.toLowerCase().startsWith(typed))
      .map(usLabel);
    await nothingMoreWithin();
    expect(
      recorder.exchanges.slice(mark).map((exchange) => exchange.url.search),
      'typing the unit sent requests',
    ).to.deep.equal([]);
    await waitUntil(() => sameList(optionTexts(el), expected), 'the entries were not narrowed');
  });

  it('finds the unit however it is typed (1, #1, ", Apt 1", Unit 1, apt1, Ste 1), on the client', async () => {
    const { entries } = await expandFirstGroup();
    const street = inputOf(el).value;
    const unitNumber = (row: Row) => /(\d\w*)$/.exec(row.secondary)?.[1] ?? '';
    const expected = entries.filter((row) => unitNumber(row).startsWith('1')).map(usLabel);
    expect(expected.length, 'the group has units numbered 1…').to.be.greaterThan(0);
    for (const typed of [' 1', ' #1', ', Apt 1', ' Unit 1', ' apt1', ' Ste 1']) {
      const mark = recorder.exchanges.length;
      await sendKeys({ type: typed });
      await waitUntil(() => sameList(optionTexts(el), expected), `"${typed}" did not list the units numbered 1…`);
      expect(isOpen(el)).to.equal(true);
      expect(
        recorder.exchanges.slice(mark).map((exchange) => exchange.url.search),
        `"${typed}" sent requests`,
      ).to.deep.equal([]);
      while (inputOf(el).value.length > street.length) await sendKeys({ press: 'Backspace' });
    }
  });

  it('a unit the loaded entries do not have falls back to an ordinary search of the whole text, never an empty list', async () => {
    await expandFirstGroup();
    const mark = recorder.exchanges.length;
    await sendKeys({ type: ' Apt 9999' });
    const text = inputOf(el).value;
    await waitUntil(
      () => recorder.exchanges.slice(mark).some((exchange) => param(exchange, 'search') === text),
      'no search for the whole text',
    );
    const last = recorder.exchanges.at(-1)!;
    expect(param(last, 'search')).to.equal(text);
    expect(last.url.searchParams.has('selected')).to.equal(false);
  });

  it('drops the expansion once the text is edited before the street line: the next request has no selected', async () => {
    const { entries } = await expandFirstGroup();
    const mark = recorder.exchanges.length;
    await sendKeys({ press: 'Home' });
    await sendKeys({ type: '2' });
    expect(inputOf(el).value).to.equal(`2${entries[0]!.street_line}`);
    await waitUntil(() => recorder.exchanges.length > mark, 'no request after the edit');
    const next = recorder.exchanges[mark]!;
    expect(param(next, 'search')).to.equal(inputOf(el).value);
    expect(next.url.searchParams.has('selected')).to.equal(false);
  });
});

describe('Pro secondary expansion', () => {
  let el: UsAddressAutocomplete;

  /** Types the group search, chooses the first row with entries > 1 and waits for its secondaries. */
  async function expandFirstRow() {
    const rows = await typeSearch(el, recorder, GROUPS);
    const index = rows.findIndex((row) => row.entries > 1);
    expect(index, 'the simulator answered no Pro row with entries > 1').to.be.at.least(0);
    const row = rows[index]!;
    const selected = proSelected(row);
    const mark = recorder.exchanges.length;
    await chooseWithKeys(index);
    const secondaries = await listFrom(el, recorder, (exchange) => param(exchange, 'selected') === selected);
    return { row, selected, mark, secondaries, typed: GROUPS };
  }

  beforeEach(async () => {
    recorder = new FetchRecorder<Row>().install();
    ({ el } = await checkout('pro'));
  });

  it('sends one request with selected "street_line secondary (N) city state zipcode" and the text typed so far as search', async () => {
    const { selected, mark, typed } = await expandFirstRow();
    await nothingMoreWithin();
    const sent = recorder.exchanges.slice(mark);
    expect(sent).to.have.length(1);
    expect(param(sent[0]!, 'selected')).to.equal(selected);
    expect(param(sent[0]!, 'search')).to.equal(typed);
  });

  it('sets the text to the selected value up to "(", without a trailing space', async () => {
    const { row, selected } = await expandFirstRow();
    const expected = selected.slice(0, selected.indexOf('(')).trimEnd();
    expect(expected).to.equal(`${row.street_line} ${row.secondary}`.trim());
    expect(inputOf(el).value).to.equal(expected);
  });

  it('keeps focus in the input and the list open with the secondaries', async () => {
    const { secondaries } = await expandFirstRow();
    expect(secondaries.length).to.be.greaterThan(0);
    expect(document.activeElement).to.equal(inputOf(el));
    expect(isOpen(el)).to.equal(true);
    expect(optionTexts(el)).to.deep.equal(secondaries.map(usLabel));
  });

  it('sends the same selected with the new search while a unit is typed, and lists what it answers', async () => {
    const { selected, secondaries } = await expandFirstRow();
    const prefix = inputOf(el).value;
    const unitNumber = /\d+$/.exec(secondaries.find((row) => /\d$/.test(row.secondary))?.secondary ?? '')?.[0];
    expect(unitNumber, 'the secondaries carry unit numbers').to.be.a('string');
    const mark = recorder.exchanges.length;
    await sendKeys({ type: ` ${unitNumber!}` });
    const text = inputOf(el).value;
    expect(text).to.equal(`${prefix} ${unitNumber!}`);
    const narrowed = await listFrom(el, recorder, (exchange) => param(exchange, 'search') === text);
    const sent = recorder.exchanges.slice(mark);
    expect(sent.length).to.be.greaterThan(0);
    for (const exchange of sent) {
      expect(param(exchange, 'selected'), exchange.url.search).to.equal(selected);
      expect(param(exchange, 'search')!.startsWith(prefix), exchange.url.search).to.equal(true);
    }
    expect(optionTexts(el)).to.deep.equal(narrowed.map(usLabel));
  });

  it('lists the unit however it is typed after the designator (1, #1, glued, ", Unit 1", Ste 1)', async () => {
    const { selected, secondaries } = await expandFirstRow();
    const prefix = inputOf(el).value;
    const unitNumber = (row: Row) => /(\d\w*)$/.exec(row.secondary)?.[1] ?? '';
    const expected = secondaries.filter((row) => unitNumber(row).startsWith('1')).map(usLabel);
    expect(expected.length, 'the address has units numbered 1…').to.be.greaterThan(0);
    expect(expected.length, 'narrowing leaves some out').to.be.lessThan(secondaries.length);
    for (const typed of [' 1', ' #1', '1', '#1', ', Unit 1', ' Ste 1']) {
      await sendKeys({ type: typed });
      const text = inputOf(el).value;
      await waitUntil(() => sameList(optionTexts(el), expected), `"${typed}" did not list the units numbered 1…`);
      expect(isOpen(el)).to.equal(true);
      const sent = recorder.exchanges.find((exchange) => param(exchange, 'search') === text);
      expect(sent && param(sent, 'selected'), `"${typed}" went out with the same selected`).to.equal(selected);
      while (inputOf(el).value.length > prefix.length) await sendKeys({ press: 'Backspace' });
    }
  });

  it('a unit typed before the secondaries arrive already goes out with the same selected', async () => {
    const rows = await typeSearch(el, recorder, GROUPS);
    const index = rows.findIndex((row) => row.entries > 1);
    expect(index, 'the simulator answered no Pro row with entries > 1').to.be.at.least(0);
    const selected = proSelected(rows[index]!);
    // The expansion's answer is held, so the shopper types the unit before its list is on screen.
    recorder.hold = (url) => url.searchParams.has('selected') && !url.searchParams.get('search')!.endsWith(' 1');
    await chooseWithKeys(index);
    const prefix = inputOf(el).value;
    await sendKeys({ type: ' 1' });
    const text = `${prefix} 1`;
    await waitUntil(() => recorder.searches.includes(text), `no request for "${text}"`);
    const unitRequest = recorder.exchanges.find((exchange) => param(exchange, 'search') === text)!;
    expect(param(unitRequest, 'selected')).to.equal(selected);
  });

  it('drops selected once the text is edited before the expanded prefix', async () => {
    await expandFirstRow();
    const prefix = inputOf(el).value;
    const mark = recorder.exchanges.length;
    await sendKeys({ press: 'Home' });
    await sendKeys({ type: '2' });
    expect(inputOf(el).value).to.equal(`2${prefix}`);
    await waitUntil(() => recorder.exchanges.length > mark, 'no request after the edit');
    const next = recorder.exchanges[mark]!;
    expect(param(next, 'search')).to.equal(`2${prefix}`);
    expect(next.url.searchParams.has('selected')).to.equal(false);
  });
});

describe('failed expansion', () => {
  let el: UsAddressAutocomplete;
  let quietConsole: ConsoleStub;

  /** Only the expansion request (the one with `selected`) meets a 503 from the simulator. */
  const failSelected = (url: URL) => {
    if (url.searchParams.has('selected')) url.searchParams.set('simulator_fault', 'status:503');
    return url;
  };

  beforeEach(() => {
    quietConsole = new ConsoleStub('error').install();
    recorder = new FetchRecorder<Row>({ rewrite: failSelected }).install();
  });

  afterEach(() => {
    quietConsole.restore();
  });

  async function failExpansion(api: 'v2' | 'pro') {
    ({ el } = await checkout(api));
    const events = new AddressEvents(el);
    const rows = await typeSearch(el, recorder, GROUPS);
    const index = rows.findIndex((row) => row.entries > 1);
    expect(index).to.be.at.least(0);
    await chooseWithKeys(index);
    await waitUntil(() => events.errors.length > 0, 'no address-error for the failed expansion');
    const failed = recorder.exchanges.filter((exchange) => exchange.url.searchParams.has('selected'));
    expect(failed.map((exchange) => exchange.status)).to.deep.equal([503]);
    return { row: rows[index]!, errors: events.errors.map((event) => event.detail.code) };
  }

  it('v2: keeps the base address in the input and announces that the units could not be loaded', async () => {
    const { row, errors } = await failExpansion('v2');
    expect(errors).to.deep.equal(['server']);
    expect(inputOf(el).value).to.equal(row.street_line);
    expect(liveText(el)).to.equal(DEFAULT_STRINGS.expansionFailed);
  });

  it('Pro: keeps the base address in the input and announces that the units could not be loaded', async () => {
    const { row, errors } = await failExpansion('pro');
    expect(errors).to.deep.equal(['server']);
    expect(inputOf(el).value).to.equal(`${row.street_line} ${row.secondary}`.trim());
    expect(liveText(el)).to.equal(DEFAULT_STRINGS.expansionFailed);
  });

  it('v2: lets the user type the unit after the failure, and searches that text', async () => {
    const { row } = await failExpansion('v2');
    const mark = recorder.exchanges.length;
    expect(document.activeElement).to.equal(inputOf(el));
    await sendKeys({ type: ' Apt 4' });
    expect(inputOf(el).value).to.equal(`${row.street_line} Apt 4`);
    await waitUntil(
      () => recorder.exchanges.slice(mark).some((exchange) => param(exchange, 'search') === inputOf(el).value),
      'typing after the failure sent no lookup',
    );
  });

  it('Pro: lets the user type the unit after the failure', async () => {
    const { row } = await failExpansion('pro');
    expect(document.activeElement).to.equal(inputOf(el));
    await sendKeys({ type: ' 4' });
    expect(inputOf(el).value).to.equal(`${row.street_line} ${row.secondary} 4`.replace(/\s+/g, ' '));
    expect(inputOf(el).disabled || inputOf(el).readOnly).to.equal(false);
  });
});

describe('final choice', () => {
  /** Types a search that gives final addresses and chooses the first one. */
  async function chooseFinal(el: UsAddressAutocomplete) {
    const rows = await typeSearch(el, recorder, FINALS);
    const index = rows.findIndex((row) => row.entries <= 1);
    expect(index, 'the simulator answered no final address').to.be.at.least(0);
    const text = optionTexts(el)[index]!;
    await chooseWithKeys(index);
    return { row: rows[index]!, text };
  }

  beforeEach(() => {
    recorder = new FetchRecorder<Row>().install();
  });

  it('closes the list and sets the input text to the street line', async () => {
    const { el } = await checkout('v2');
    const { row } = await chooseFinal(el);
    await waitUntil(() => !isOpen(el), 'the list stayed open');
    expect(inputOf(el).value).to.equal(row.street_line);
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
  });

  for (const [api, expectedApi] of [
    ['v2', 'us-v2'],
    ['pro', 'us-pro'],
  ] as const) {
    it(`${api}: dispatches one verified-address (bubbles, composed, cancelable) with detail.api '${expectedApi}' and the chosen suggestion`, async () => {
      const { el } = await checkout(api);
      const events = new AddressEvents(document).verified;
      const { row } = await chooseFinal(el);
      await waitUntil(() => events.length > 0, 'no verified-address');
      await nothingMoreWithin();
      expect(events).to.have.length(1);
      const [event] = events;
      expect(event!.target).to.equal(el);
      expect([event!.bubbles, event!.composed, event!.cancelable]).to.deep.equal([true, true, true]);
      expect(event!.detail.api).to.equal(expectedApi);
      expect(event!.detail.address).to.deep.equal({
        line1: row.street_line,
        line2: row.secondary,
        city: row.city,
        region: row.state,
        postalCode: row.zipcode,
        country: 'USA',
      });
      expect(event!.detail.raw).to.deep.equal(row);
    });
  }

  it('announces the chosen address in the live region', async () => {
    const { el } = await checkout('v2');
    const { text } = await chooseFinal(el);
    await waitUntil(() => liveText(el) === DEFAULT_STRINGS.selected(text), `announced "${liveText(el)}"`);
  });

  it('when verified-address is cancelled, leaves the other fields untouched but still sets the input text', async () => {
    const { form, el } = await checkout('v2');
    const before = { unit: 'Suite 9', city: 'Keep City', state: 'ZZ', zip: '00000' };
    for (const [name, value] of Object.entries(before)) named(form, name).value = value;
    const touched: string[] = [];
    for (const name of Object.keys(before)) {
      named(form, name).addEventListener('input', () => touched.push(`${name}:input`));
      named(form, name).addEventListener('change', () => touched.push(`${name}:change`));
    }
    let cancelled = 0;
    el.addEventListener('verified-address', (event) => {
      event.preventDefault();
      cancelled += 1;
    });
    const { row } = await chooseFinal(el);
    await waitUntil(() => cancelled > 0, 'no verified-address');
    await nothingMoreWithin();
    expect(inputOf(el).value).to.equal(row.street_line);
    expect(Object.fromEntries(Object.keys(before).map((name) => [name, named(form, name).value]))).to.deep.equal(
      before,
    );
    expect(touched).to.deep.equal([]);
    expect(document.activeElement).to.equal(inputOf(el));
  });
});
