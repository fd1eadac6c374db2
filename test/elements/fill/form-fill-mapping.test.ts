// The `fields` attribute through the real <us-address-autocomplete>: a form whose names say nothing is filled where the
// shop says; a malformed mapping is a config error naming the attribute; an entry naming no field is reported once,
// and the other fields are still filled. `detail.filled` and `detail.unfilled` say what took what.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import type { AddressFilledEvent, VerifiedAddressEvent } from '../../../src/core/events/address-events.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  chooseWithKeys,
  inputOf,
  named,
  search,
  typeOneLookup,
  nothingMoreWithin,
  type UsRow,
} from '../../support/element-helpers.js';
import { waitUntil } from '../../support/wait.js';

let recorder: FetchRecorder<UsRow>;
let quietConsole: ConsoleStub;

beforeEach(() => {
  recorder = new FetchRecorder<UsRow>().install();
  quietConsole = new ConsoleStub('error').install();
});

afterEach(() => {
  recorder.restore();
  quietConsole.restore();
});

async function form(fields: string): Promise<{ form: HTMLFormElement; el: UsAddressAutocomplete }> {
  const root = await fixture<HTMLFormElement>(html`
    <form>
      <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0" fields=${fields}>
        <input name="a1" />
      </us-address-autocomplete>
      <input name="f1" /><input name="f2" id="second" /><input name="f3" />
    </form>
  `);
  const el = root.querySelector<UsAddressAutocomplete>('us-address-autocomplete')!;
  await el.updateComplete;
  return { form: root, el };
}

/** Chooses the first final address without a unit; returns both events. */
async function pick(el: UsAddressAutocomplete) {
  const verified: VerifiedAddressEvent[] = [];
  const filled: AddressFilledEvent[] = [];
  el.addEventListener('verified-address', (event) => verified.push(event));
  el.addEventListener('address-filled', (event) => filled.push(event as AddressFilledEvent));
  inputOf(el).focus();
  const rows = await search(el, recorder, '1600 Ma');
  const index = rows.findIndex((row) => (row.entries ?? 0) <= 1 && !row.secondary);
  await chooseWithKeys(index);
  await waitUntil(() => filled.length === 1, 'no address-filled');
  return { verified: verified[0]!, filled: filled[0]! };
}

describe('fields: the explicit mapping', () => {
  it('fills the fields it names, by name or id, where nothing else says what they are', async () => {
    const { form: root, el } = await form('address-level2: f1; address-level1: second; postal-code: f3');
    const { verified, filled } = await pick(el);
    const { address } = verified.detail;
    expect([named(root, 'f1').value, named(root, 'f2').value, named(root, 'f3').value]).to.deep.equal([
      address.city,
      address.region,
      address.postalCode,
    ]);
    expect(verified.detail.filled).to.deep.equal(['address-line1', 'address-level2', 'address-level1', 'postal-code']);
    expect(verified.detail.unfilled).to.deep.equal([]);
    expect(filled.detail.filled).to.deep.equal(verified.detail.filled);
  });

  it('without it, the same form reports every value it could not place', async () => {
    const { el } = await form('');
    const { verified, filled } = await pick(el);
    expect(verified.detail.filled).to.deep.equal(['address-line1']);
    expect(verified.detail.unfilled).to.deep.equal(['address-level2', 'address-level1', 'postal-code']);
    expect(filled.detail.unfilled).to.deep.equal(verified.detail.unfilled);
  });

  it('a malformed mapping is a config error naming `fields`, and the text stays the shopper’s', async () => {
    const errors = new ErrorEvents().install();
    const root = await fixture<HTMLFormElement>(html`<form></form>`);
    const el = document.createElement('us-address-autocomplete') as UsAddressAutocomplete;
    el.setAttribute('embedded-key', KEY);
    el.setAttribute('base-url', BASE);
    el.setAttribute('fields', 'city: f1');
    el.append(Object.assign(document.createElement('input'), { name: 'a1' }));
    root.append(el);
    await el.updateComplete;
    await waitUntil(() => errors.details.length > 0, 'no address-error');
    expect(errors.details[0]).to.include({ code: 'config', attribute: 'fields' });
    errors.restore();
    expect(quietConsole.messages.join('\n')).to.match(/fields: "city" is not an address field token/);
    await typeOneLookup(el);
    await nothingMoreWithin();
    expect(inputOf(el).value).to.equal('1600 Ma');
    expect(recorder.count).to.equal(0);
  });

  it('an entry naming no field is reported once, and the other values are still filled', async () => {
    const errors = new ErrorEvents().install();
    const { form: root, el } = await form('address-level2: f1; postal-code: zipcode');
    const { verified } = await pick(el);
    errors.restore();
    expect(named(root, 'f1').value).to.equal(verified.detail.address.city);
    expect(verified.detail.unfilled).to.include('postal-code');
    expect(errors.details).to.have.length(1);
    expect(errors.details[0]).to.include({ code: 'config', attribute: 'fields' });
    expect(errors.details[0]!.message).to.match(/"postal-code: zipcode" names no field/);
  });
});
