// Form fill through the real <us-address-autocomplete> after a final choice, against the simulator. The expected
// values come from the suggestion the simulator returned (window.fetch is recorded), never from hard-coded data.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { TemplateResult } from 'lit';
import { US_STATE_NAMES } from '../../../src/form/us-states.js';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import {
  FetchRecorder,
  chooseWithKeys,
  isExpanded,
  named,
  showsRows,
  typeInto,
  type CompleteUsRow as Row,
} from '../../support/element-helpers.js';

// ——— Driving the element ———

type Recorder = FetchRecorder<Row>;

/** The newest answered request whose URL matches, once the list shows its rows (the input says it is expanded). */
async function listFrom(el: UsAddressAutocomplete, recorder: Recorder, match: (url: URL) => boolean): Promise<Row[]> {
  let rows: Row[] = [];
  await waitUntil(() => {
    const answered = recorder.exchanges.filter((exchange) => exchange.rows && match(exchange.url)).at(-1);
    rows = answered?.rows ?? [];
    return answered !== undefined && showsRows(el, rows) && isExpanded(el);
  }, 'the list never showed the expected answer');
  return rows;
}

/**
 * Waits for the verified-address the choice dispatches and for the element's update after it. The fill and the focus
 * move follow the (cancelable) event in the same task, so they are done once the event has been seen.
 */
async function settled(el: UsAddressAutocomplete, chosen: Promise<Row>): Promise<Row> {
  let fired = false;
  el.addEventListener('verified-address', () => (fired = true), { once: true });
  const row = await chosen;
  await waitUntil(() => fired, 'no verified-address');
  await el.updateComplete;
  return row;
}

/** A final address with a unit: type a group search, expand the first group, choose its first entry with a unit. */
function chooseAddressWithUnit(el: UsAddressAutocomplete, recorder: Recorder): Promise<Row> {
  return settled(
    el,
    (async () => {
      const search = '1600 Pe';
      await typeInto(el, search);
      const groups = await listFrom(el, recorder, (url) => url.searchParams.get('search') === search);
      const groupIndex = groups.findIndex((row) => row.entries > 1 && row.entry_id);
      expect(groupIndex, 'no v2 group to expand').to.be.at.least(0);
      await chooseWithKeys(groupIndex);
      const entries = await listFrom(
        el,
        recorder,
        (url) => url.searchParams.get('selected') === groups[groupIndex]!.entry_id,
      );
      const index = entries.findIndex((row) => row.secondary !== '' && row.entries <= 1);
      expect(index, 'no entry with a unit').to.be.at.least(0);
      await chooseWithKeys(index);
      return entries[index]!;
    })(),
  );
}

/** A final address without a unit, from a search that lists final addresses. */
function chooseAddressWithoutUnit(el: UsAddressAutocomplete, recorder: Recorder): Promise<Row> {
  return settled(
    el,
    (async () => {
      const search = '1600 Ma';
      await typeInto(el, search);
      const rows = await listFrom(el, recorder, (url) => url.searchParams.get('search') === search);
      const index = rows.findIndex((row) => row.entries === 0 && row.secondary === '');
      expect(index, 'no final address without a unit').to.be.at.least(0);
      await chooseWithKeys(index);
      return rows[index]!;
    })(),
  );
}

const element = (input: TemplateResult) => html`
  <us-address-autocomplete embedded-key="demo-embedded-key" base-url="/us-autocomplete" debounce="0"
    >${input}</us-address-autocomplete
  >
`;

/** The element around a plain street input, as most forms below have it. */
const streetElement = element(html`<input name="street" autocomplete="address-line1" />`);

async function formFixture(template: TemplateResult): Promise<{ form: HTMLFormElement; el: UsAddressAutocomplete }> {
  const form = await fixture<HTMLFormElement>(template);
  const el = form.querySelector('us-address-autocomplete')!;
  await el.updateComplete;
  return { form, el };
}

const STATE_CODES = [...US_STATE_NAMES.keys()];

let recorder: Recorder;

beforeEach(() => {
  recorder = new FetchRecorder<Row>().install();
});

afterEach(() => {
  recorder.restore();
});

describe('form fill after a final choice', () => {
  it('fills text inputs for street, unit, city, state and ZIP', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${streetElement}
        <input name="unit" autocomplete="address-line2" />
        <input name="city" autocomplete="address-level2" />
        <input name="state" autocomplete="address-level1" />
        <input name="zip" autocomplete="postal-code" />
      </form>
    `);
    const row = await chooseAddressWithUnit(el, recorder);
    const values = Object.fromEntries(
      ['street', 'unit', 'city', 'state', 'zip'].map((name) => [name, named<HTMLInputElement>(form, name).value]),
    );
    expect(values).to.deep.equal({
      street: row.street_line,
      unit: row.secondary,
      city: row.city,
      state: row.state,
      zip: row.zipcode,
    });
  });

  it('selects the state by code in a <select> whose values are codes', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${streetElement}
        <select name="state" autocomplete="address-level1">
          <option value="">State</option>
          ${STATE_CODES.map((code) => html`<option value=${code}>${US_STATE_NAMES.get(code)}</option>`)}
        </select>
      </form>
    `);
    const row = await chooseAddressWithoutUnit(el, recorder);
    expect(named<HTMLSelectElement>(form, 'state').value).to.equal(row.state);
  });

  it('selects the state by name in a <select> whose options are names only', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${streetElement}
        <select name="state" autocomplete="address-level1">
          <option value="">State</option>
          ${STATE_CODES.map((code) => html`<option>${US_STATE_NAMES.get(code)}</option>`)}
        </select>
      </form>
    `);
    const row = await chooseAddressWithoutUnit(el, recorder);
    const select = named<HTMLSelectElement>(form, 'state');
    expect(select.value).to.equal(US_STATE_NAMES.get(row.state));
    expect(select.selectedOptions[0]!.text).to.equal(US_STATE_NAMES.get(row.state));
  });

  it('a shipping pick fills the shipping fields and never the billing ones', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${element(html`<input name="ship-street" autocomplete="shipping address-line1" />`)}
        <input name="ship-unit" autocomplete="shipping address-line2" />
        <input name="ship-city" autocomplete="shipping address-level2" />
        <input name="ship-zip" autocomplete="shipping postal-code" />
        <input name="bill-street" autocomplete="billing address-line1" />
        <input name="bill-unit" autocomplete="billing address-line2" />
        <input name="bill-city" autocomplete="billing address-level2" />
        <input name="bill-zip" autocomplete="billing postal-code" />
      </form>
    `);
    const billing = ['bill-street', 'bill-unit', 'bill-city', 'bill-zip'];
    const billingEvents: string[] = [];
    for (const name of billing) {
      for (const type of ['input', 'change'])
        named(form, name).addEventListener(type, () => billingEvents.push(`${name}:${type}`));
    }
    const row = await chooseAddressWithUnit(el, recorder);
    expect(
      [named(form, 'ship-unit'), named(form, 'ship-city'), named(form, 'ship-zip')].map(
        (input) => (input as HTMLInputElement).value,
      ),
    ).to.deep.equal([row.secondary, row.city, row.zipcode]);
    expect(billing.map((name) => named<HTMLInputElement>(form, name).value)).to.deep.equal(['', '', '', '']);
    expect(billingEvents).to.deep.equal([]);
  });

  it('fills only the fields of its own section-*', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${element(html`<input name="home-street" autocomplete="section-home address-line1" />`)}
        <input name="home-city" autocomplete="section-home address-level2" />
        <input name="home-zip" autocomplete="section-home postal-code" />
        <input name="work-city" autocomplete="section-work address-level2" />
        <input name="work-zip" autocomplete="section-work postal-code" />
        <input name="plain-city" autocomplete="address-level2" />
      </form>
    `);
    const row = await chooseAddressWithoutUnit(el, recorder);
    expect(named<HTMLInputElement>(form, 'home-city').value).to.equal(row.city);
    expect(named<HTMLInputElement>(form, 'home-zip').value).to.equal(row.zipcode);
    expect(
      ['work-city', 'work-zip', 'plain-city'].map((name) => named<HTMLInputElement>(form, name).value),
    ).to.deep.equal(['', '', '']);
  });

  it('puts the unit on line 1 when the form has no address-line2 field', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${streetElement}
        <input name="city" autocomplete="address-level2" />
        <input name="zip" autocomplete="postal-code" />
      </form>
    `);
    const row = await chooseAddressWithUnit(el, recorder);
    expect(row.secondary).to.not.equal('');
    expect(el.inputElement!.value).to.equal(`${row.street_line} ${row.secondary}`);
    expect(named<HTMLInputElement>(form, 'city').value).to.equal(row.city);
  });

  it('fills a <textarea> street-address with the street line and the unit on separate lines', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${element(html`<input name="find" autocomplete="off" placeholder="Find your address" />`)}
        <textarea name="street" autocomplete="street-address"></textarea>
        <input name="city" autocomplete="address-level2" />
      </form>
    `);
    const row = await chooseAddressWithUnit(el, recorder);
    expect(named<HTMLTextAreaElement>(form, 'street').value).to.equal(`${row.street_line}\n${row.secondary}`);
    expect(named<HTMLInputElement>(form, 'city').value).to.equal(row.city);
  });

  it('gives every written field one input and one change event, each after the value is written', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${streetElement}
        <input name="unit" autocomplete="address-line2" />
        <input name="city" autocomplete="address-level2" />
        <select name="state" autocomplete="address-level1">
          <option value="">State</option>
          ${STATE_CODES.map((code) => html`<option value=${code}>${US_STATE_NAMES.get(code)}</option>`)}
        </select>
        <input name="zip" autocomplete="postal-code" />
      </form>
    `);
    const names = ['unit', 'city', 'state', 'zip'];
    const seen: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const name of names) {
      const target = named<HTMLInputElement>(form, name);
      for (const type of ['input', 'change']) {
        target.addEventListener(type, (event) =>
          seen[name]!.push(`${event.type}=${target.value}${event.bubbles ? '' : ' (not bubbling)'}`),
        );
      }
    }
    const row = await chooseAddressWithUnit(el, recorder);
    const written = { unit: row.secondary, city: row.city, state: row.state, zip: row.zipcode };
    expect(seen).to.deep.equal(
      Object.fromEntries(Object.entries(written).map(([name, value]) => [name, [`input=${value}`, `change=${value}`]])),
    );
  });

  it('gives the wrapped input one input and one change event when the choice rewrites its text', async () => {
    const { el } = await formFixture(html`
      <form>
        ${streetElement}
        <input name="city" autocomplete="address-level2" />
      </form>
    `);
    const input = el.inputElement!;
    const written: string[] = [];
    // Typing fires InputEvents with an inputType; the element's own write is a plain input event.
    input.addEventListener('input', (event) => {
      if (!(event instanceof InputEvent)) written.push(`input=${input.value}`);
    });
    input.addEventListener('change', () => written.push(`change=${input.value}`));
    const row = await chooseAddressWithoutUnit(el, recorder);
    expect(row.street_line).to.not.equal('1600 Ma');
    expect(written).to.deep.equal([`input=${row.street_line}`, `change=${row.street_line}`]);
  });

  it('moves focus to an empty address-line2 field when the address has no unit', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${streetElement}
        <input name="unit" autocomplete="address-line2" />
        <input name="city" autocomplete="address-level2" />
      </form>
    `);
    const row = await chooseAddressWithoutUnit(el, recorder);
    expect(named<HTMLInputElement>(form, 'city').value).to.equal(row.city);
    expect(document.activeElement).to.equal(named(form, 'unit'));
  });

  it('keeps focus in the input when the address has a unit', async () => {
    const { form, el } = await formFixture(html`
      <form>
        ${streetElement}
        <input name="unit" autocomplete="address-line2" />
        <input name="city" autocomplete="address-level2" />
      </form>
    `);
    const row = await chooseAddressWithUnit(el, recorder);
    expect(named<HTMLInputElement>(form, 'unit').value).to.equal(row.secondary);
    expect(document.activeElement).to.equal(el.inputElement);
  });
});
