// Expansion flows of <us-address-autocomplete> against the simulator, in what only a browser shows: focus staying in
// the input, the list open under its context heading, the live region, the event's flags, a cancelled event leaving
// the form alone. Expectations are built from the JSON the simulator returned, never from hard-coded addresses.
//
// The rules of these flows run in Node on the element's own list parts (test/unit/services/us-list-driver.ts): the
// exact requests, the text after each step, narrowing on the client, the unit however it is typed, falling back to a
// search, dropping `selected` after an edit (us-group-expansion.test.ts), a failed expansion's error, text and
// search, and what a final choice carries (us-expansion-outcomes.test.ts).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
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
  showsRows,
  typeInto,
  usLabel,
  type CompleteUsRow as Row,
  type Exchange,
} from '../../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { AddressEvents } from '../../support/address-events.js';

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

  beforeEach(async () => {
    recorder = new FetchRecorder<Row>().install();
    ({ el } = await checkout('v2'));
  });

  it('keeps focus in the input and the list open, listing the entries under a context heading', async () => {
    const rows = await typeSearch(el, recorder, GROUPS);
    const index = rows.findIndex((row) => row.entries > 1 && typeof row.entry_id === 'string');
    expect(index, 'the simulator answered no v2 group').to.be.at.least(0);
    const group = rows[index]!;
    await chooseWithKeys(index);
    const entries = await listFrom(el, recorder, (exchange) => param(exchange, 'selected') === group.entry_id);
    expect(document.activeElement).to.equal(inputOf(el));
    expect(isOpen(el)).to.equal(true);
    expect(optionTexts(el)).to.deep.equal(entries.map(usLabel));
    const heading = contextText(el);
    expect(heading).to.include(group.street_line);
    expect(heading).to.include(group.city);
    expect(heading).to.include(String(group.entries));
  });
});

describe('Pro secondary expansion', () => {
  let el: UsAddressAutocomplete;

  beforeEach(async () => {
    recorder = new FetchRecorder<Row>().install();
    ({ el } = await checkout('pro'));
  });

  it('keeps focus in the input and the list open with the secondaries', async () => {
    const rows = await typeSearch(el, recorder, GROUPS);
    const index = rows.findIndex((row) => row.entries > 1);
    expect(index, 'the simulator answered no Pro row with entries > 1').to.be.at.least(0);
    const selected = proSelected(rows[index]!);
    await chooseWithKeys(index);
    const secondaries = await listFrom(el, recorder, (exchange) => param(exchange, 'selected') === selected);
    expect(secondaries.length).to.be.greaterThan(0);
    expect(document.activeElement).to.equal(inputOf(el));
    expect(isOpen(el)).to.equal(true);
    expect(optionTexts(el)).to.deep.equal(secondaries.map(usLabel));
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

  it('v2: keeps the base address in the input, announces that the units could not be loaded, and lets the user type the unit after the failure, searching that text', async () => {
    const { row, errors } = await failExpansion('v2');
    expect(errors).to.deep.equal(['server']);
    expect(inputOf(el).value).to.equal(row.street_line);
    expect(liveText(el)).to.equal(DEFAULT_STRINGS.expansionFailed);
    const mark = recorder.exchanges.length;
    expect(document.activeElement).to.equal(inputOf(el));
    await sendKeys({ type: ' Apt 4' });
    expect(inputOf(el).value).to.equal(`${row.street_line} Apt 4`);
    await waitUntil(
      () => recorder.exchanges.slice(mark).some((exchange) => param(exchange, 'search') === inputOf(el).value),
      'typing after the failure sent no lookup',
    );
  });

  it('Pro: keeps the base address in the input, announces that the units could not be loaded, and lets the user type the unit after the failure', async () => {
    const { row, errors } = await failExpansion('pro');
    expect(errors).to.deep.equal(['server']);
    expect(inputOf(el).value).to.equal(`${row.street_line} ${row.secondary}`.trim());
    expect(liveText(el)).to.equal(DEFAULT_STRINGS.expansionFailed);
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

  it("v2: closes the list, sets the input text to the street line, dispatches one verified-address (bubbles, composed, cancelable) with detail.api 'us-v2' and the chosen suggestion, and announces the chosen address in the live region", async () => {
    const { el } = await checkout('v2');
    const events = new AddressEvents(document).verified;
    const { row, text } = await chooseFinal(el);
    await waitUntil(() => events.length > 0, 'no verified-address');
    await nothingMoreWithin();
    expect(events).to.have.length(1);
    const [event] = events;
    expect(event!.target).to.equal(el);
    expect([event!.bubbles, event!.composed, event!.cancelable]).to.deep.equal([true, true, true]);
    expect(event!.detail.api).to.equal('us-v2');
    expect(event!.detail.address).to.deep.equal({
      line1: row.street_line,
      line2: row.secondary,
      city: row.city,
      region: row.state,
      postalCode: row.zipcode,
      country: 'USA',
    });
    expect(event!.detail.raw).to.deep.equal(row);
    await waitUntil(() => !isOpen(el), 'the list stayed open');
    expect(inputOf(el).value).to.equal(row.street_line);
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
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
