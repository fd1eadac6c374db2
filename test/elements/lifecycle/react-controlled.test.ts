// React 19 controlled inputs around <us-address-autocomplete>: what the element writes must reach React's own
// state (not only the DOM), or React puts the old value back on its next render. Expected values come from the
// suggestion the simulator returned (window.fetch is recorded).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import { renderControlledForm } from '../../support/react-controlled-form.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  chooseWithKeys,
  showsRows,
  type CompleteUsRow as Row,
} from '../../support/element-helpers.js';

type ReactValues = Record<'street' | 'unit' | 'city' | 'state' | 'zip', string>;

// The default debounce: React 19 hands a non-dashed attribute such as `debounce` to the element as a property,
// and a string there is tested on its own below.
const ATTRIBUTES = { 'embedded-key': KEY, 'base-url': BASE };

describe('React-controlled inputs', () => {
  let recorder: FetchRecorder<Row>;
  let form: ReturnType<typeof renderControlledForm>;
  let host: HTMLElement;
  let el: UsAddressAutocomplete;

  const state = () => form.state() as ReactValues;
  const named = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const domValues = (): ReactValues => ({
    street: named('street').value,
    unit: named('unit').value,
    city: named('city').value,
    state: named('state').value,
    zip: named('zip').value,
  });
  async function listFrom(match: (url: URL) => boolean): Promise<Row[]> {
    let rows: Row[] = [];
    await waitUntil(() => {
      rows = recorder.exchanges.filter((exchange) => exchange.rows && match(exchange.url)).at(-1)?.rows ?? [];
      return rows.length > 0 && showsRows(el, rows);
    }, 'the list never showed the expected answer');
    return rows;
  }

  /** Types a group search and expands the first group; resolves with the group's entries. */
  async function expandGroup(): Promise<Row[]> {
    const search = '1600 Pe';
    named('street').focus();
    await sendKeys({ type: search });
    const groups = await listFrom((url) => url.searchParams.get('search') === search);
    const index = groups.findIndex((row) => row.entries > 1 && row.entry_id);
    expect(index, 'no v2 group').to.be.at.least(0);
    await chooseWithKeys(index);
    return listFrom((url) => url.searchParams.get('selected') === groups[index]!.entry_id);
  }

  /** Chooses the first entry with a unit, so that every field of the form gets a value. */
  async function chooseAddressWithUnit(): Promise<ReactValues> {
    const entries = await expandGroup();
    const index = entries.findIndex((row) => row.secondary !== '' && row.entries <= 1);
    expect(index, 'no entry with a unit').to.be.at.least(0);
    let chosen = false;
    el.addEventListener('verified-address', () => (chosen = true), { once: true });
    await chooseWithKeys(index);
    await waitUntil(() => chosen, 'no verified-address');
    const row = entries[index]!;
    return { street: row.street_line, unit: row.secondary, city: row.city, state: row.state, zip: row.zipcode };
  }

  async function render(attributes: Record<string, string>): Promise<void> {
    host = await fixture<HTMLDivElement>(html`<div></div>`);
    form = renderControlledForm(host, attributes);
    el = host.querySelector('us-address-autocomplete')!;
    await el.updateComplete;
  }

  beforeEach(() => {
    recorder = new FetchRecorder<Row>().install();
  });

  afterEach(() => {
    form.unmount();
    recorder.restore();
  });

  it('React state follows what the user types in the wrapped input', async () => {
    await render(ATTRIBUTES);
    named('street').focus();
    await sendKeys({ type: '1600 Pe' });
    await waitUntil(() => state().street === '1600 Pe', `React state is ${JSON.stringify(state())}`);
  });

  it('React state gets the street line the expansion writes into the input', async () => {
    await render(ATTRIBUTES);
    const entries = await expandGroup();
    await waitUntil(
      () => state().street === entries[0]!.street_line,
      `React state is ${JSON.stringify(state())}, the input shows "${named('street').value}"`,
    );
    expect(named('street').value).to.equal(entries[0]!.street_line);
  });

  it('React state holds every value the element filled after a final choice', async () => {
    await render(ATTRIBUTES);
    const expected = await chooseAddressWithUnit();
    await waitUntil(
      () => JSON.stringify(state()) === JSON.stringify(expected),
      'React state never held every filled value',
    );
    expect(domValues()).to.deep.equal(expected);
  });

  it('a React re-render after the fill keeps the filled values', async () => {
    await render(ATTRIBUTES);
    const expected = await chooseAddressWithUnit();
    // The shopper edits one field: React re-renders the whole form from its state.
    named('unit').focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'B' });
    const after = { ...expected, unit: `${expected.unit}B` };
    // state() is set by an effect, which React runs after it has committed the re-render to the DOM.
    await waitUntil(() => state().unit === after.unit, `React state is ${JSON.stringify(state())}`);
    expect(domValues()).to.deep.equal(after);
    expect(state()).to.deep.equal(after);
  });

  it('takes debounce="0" from JSX (React sets it as the string property "0") without a config error, and looks up', async () => {
    const errors = new ErrorEvents().install();
    const quiet = new ConsoleStub('error').install();
    try {
      await render({ ...ATTRIBUTES, debounce: '0' });
      const search = '1600 Pe';
      named('street').focus();
      await sendKeys({ type: search });
      const answered = () =>
        recorder.exchanges.some((exchange) => exchange.rows && exchange.url.searchParams.get('search') === search);
      await waitUntil(() => errors.events.length > 0 || answered(), 'neither a lookup nor an error');
      expect(errors.details.map((detail) => detail.message)).to.deep.equal([]);
      expect(answered()).to.equal(true);
    } finally {
      quiet.restore();
      errors.restore();
    }
  });
});
