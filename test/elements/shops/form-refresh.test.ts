// A shop that re-renders its whole address block when the country changes: the fields after the street are thrown
// away and rendered again from a server round trip, with new ids each time. The shop here sends the form's values
// with the request (read at the change, before the element's other writes) and renders the new block with them, as
// a server-rendered form does; PrestaShop's address.js instead restores the inputs' values as they are at the answer,
// and its selects come from the server (test/fixtures/shops/README.md). A US pick in a form on Canada writes the
// country first: the fill finds its fields again in the new block within the region wait (REGION_WAIT_MS), and
// `address-filled` reports what the form holds at its end. The element's clock holds that wait here: it ends when
// the test says, never because the machine was slow.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import type { AddressFilledEvent } from '../../../src/core/events/address-events.js';
import { REGION_WAIT_MS } from '../../../src/core/choice/ordered-fill.js';
import { systemClock } from '../../../src/core/lookup/clock.js';
import { US_STATE_NAMES } from '../../../src/form/us-states.js';
import { AddressEvents } from '../../support/address-events.js';
import { CANADIAN_REGIONS } from '../../support/canadian-regions.js';
import { BASE, FetchRecorder, KEY, chooseWithKeys, nothingMoreWithin, until } from '../../support/element-helpers.js';
import { AutocompleteHarness } from '../../support/harness.js';
import { wrapInput } from '../../support/shop-fixture.js';

/** The countries of the shop, by its numeric ids (PrestaShop's), and their states, numbered as the shop stores them. */
const COUNTRIES: Record<string, { name: string; states: ReadonlyArray<readonly [string, string]> }> = {
  '4': { name: 'Canada', states: CANADIAN_REGIONS.map(([, name], index) => [String(4100 + index), name]) },
  '21': {
    name: 'United States',
    states: [...US_STATE_NAMES.values()].map((name, index) => [String(3500 + index), name]),
  },
};

/** How the shop behaves while its request is out and when its answer comes. */
interface Refresh {
  /** The block's fields are disabled while the request is out (Shopware does so with its region select). */
  disabledWhileOut?: boolean;
  /** The answer comes when the test says (`respond`), not on a timer of the page. */
  held?: boolean;
  /** The new block's state select comes empty and disabled; its states come when the test says (`loadStates`). */
  statesLater?: boolean;
  /**
   * What the new block holds: the values sent with the request (read at the change), or PrestaShop's way (address.js):
   * the inputs' values as they are when the answer comes, put back by name, and the selects as the server sends them.
   */
  restore?: 'sent' | 'inputs-at-answer';
}

let recorder: FetchRecorder;
let page: HTMLElement;
/** The element's region waits, held: `endWait` ends them. */
const waits = new Map<unknown, () => void>();
const realClock = { ...systemClock };

beforeEach(() => {
  recorder = new FetchRecorder().install();
  systemClock.setTimeout = (callback, ms) => {
    if (ms !== REGION_WAIT_MS) return realClock.setTimeout(callback, ms);
    // An object: the element may clear it once the real clock is back (see FakeClock).
    const handle = { regionWait: true };
    waits.set(handle, callback);
    return handle;
  };
  systemClock.clearTimeout = (handle) => {
    if (!waits.delete(handle)) realClock.clearTimeout(handle);
  };
});

afterEach(() => {
  Object.assign(systemClock, realClock);
  waits.clear();
  recorder.restore();
  page?.remove();
});

/** The region wait ends now, as if REGION_WAIT_MS had passed. */
function endWait(): void {
  const callbacks = [...waits.values()];
  waits.clear();
  for (const callback of callbacks) callback();
}

/** The nodes `markup` stands for, as the shop's server sends it and a browser parses it (shop-fixture.ts does so too). */
function parsed(markup: string): Node[] {
  const body = new DOMParser().parseFromString(markup, 'text/html').body;
  return [...body.childNodes].map((node) => document.importNode(node, true));
}

/** The shop's fields after the street, rendered for `country`: generation `n` of them, each with ids of its own. */
function blockHtml(n: number, country: string, statesLater = false): string {
  const row = (label: string, control: string) =>
    `<div class="form-group row"><label for="${control.match(/id="([^"]+)"/)![1]}">${label}</label>${control}</div>`;
  const states = statesLater ? [] : COUNTRIES[country]!.states;
  const options = (list: ReadonlyArray<readonly [string, string]>, selected = '') =>
    list.map(([value, name]) => `<option value="${value}"${value === selected ? ' selected' : ''}>${name}</option>`);
  return [
    row('Address Complement', `<input id="field-address2-${n}" name="address2" type="text">`),
    row('City', `<input id="field-city-${n}" name="city" type="text">`),
    row(
      'State',
      `<select id="field-id_state-${n}" name="id_state"${statesLater ? ' disabled' : ''}>` +
        `<option value="" disabled selected>Please choose</option>${options(states).join('')}</select>`,
    ),
    row('Zip/Postal Code', `<input id="field-postcode-${n}" name="postcode" type="text">`),
    row(
      'Country',
      `<select id="field-id_country-${n}" class="js-country" name="id_country">` +
        `${options(
          Object.entries(COUNTRIES).map(([id, { name }]) => [id, name]),
          country,
        ).join('')}</select>`,
    ),
    row('Phone', `<input id="field-phone-${n}" name="phone" type="tel">`),
  ].join('');
}

/**
 * The checkout on Canada, its street enhanced by <us-address-autocomplete>, and the shop's script: a change of the
 * country sends the form's values (read now), and its answer replaces every field of `.js-address-fields` with new
 * ones (new ids) holding the values sent. `respond` sends the answer held, `loadStates` the states held.
 */
async function checkout(refresh: Refresh = {}) {
  page = document.createElement('div');
  page.append(
    ...parsed(`<form data-refresh-url="/order?ajax=1&amp;action=addressForm">
    <div class="form-group row"><label for="field-address1">Address</label>
      <input id="field-address1" name="address1" type="text" maxlength="128"></div>
    <div class="js-address-fields">${blockHtml(0, '4')}</div>
  </form>`),
  );
  document.body.append(page);
  const form = page.querySelector('form')!;
  const block = form.querySelector('.js-address-fields')!;
  const el = await wrapInput<UsAddressAutocomplete>(form.querySelector('input')!, 'us-address-autocomplete', {
    'embedded-key': KEY,
    'base-url': BASE,
    debounce: '0',
  });
  const held: Array<() => void> = [];
  const statesHeld: Array<() => void> = [];
  let rebuilds = 0;
  // Bound to this test's page: an answer still out when the test ends must not rebuild the next test's form.
  form.addEventListener('change', (event) => {
    if (!(event.target as Element).matches('.js-country')) return;
    const sent = new FormData(form);
    const country = String(sent.get('id_country'));
    if (refresh.disabledWhileOut)
      for (const field of block.querySelectorAll('input, select')) field.toggleAttribute('disabled', true);
    const answer = () => {
      if (!form.isConnected) return;
      rebuilds += 1;
      const atAnswer = refresh.restore === 'inputs-at-answer';
      const values = atAnswer ? new FormData(form) : sent;
      block.replaceChildren(...parsed(blockHtml(rebuilds, country, refresh.statesLater)));
      for (const field of block.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
        const value = values.get(field.name);
        if (field.name === 'id_country' || (atAnswer && field.localName === 'select')) continue;
        if (typeof value === 'string') field.value = value;
      }
      if (refresh.statesLater)
        statesHeld.push(() => {
          const select = block.querySelector('select[name="id_state"]') as HTMLSelectElement;
          select.append(...COUNTRIES[country]!.states.map(([value, name]) => new Option(name, value)));
          select.disabled = false;
        });
    };
    if (refresh.held) held.push(answer);
    else setTimeout(answer, 50);
  });
  const harness = new AutocompleteHarness(el, recorder);
  const events = new AddressEvents(el);
  const filled: AddressFilledEvent[] = [];
  el.addEventListener('address-filled', (event) => filled.push(event as AddressFilledEvent));
  return {
    el,
    form,
    events,
    filled,
    rebuilds: () => rebuilds,
    /** The field named `name` as the form has it now. */
    field: <T extends Element = HTMLInputElement>(name: string) => form.querySelector<T>(`[name="${name}"]`)!,
    /** The shop's answer held, sent now. */
    respond: () => held.splice(0).forEach((answer) => answer()),
    /** The states held, loaded now. */
    loadStates: () => statesHeld.splice(0).forEach((load) => load()),
    /** Types "1600 Amph" and chooses the first final address (a US one); waits for `verified-address`. */
    async pickUs() {
      await harness.search('1600 Amph');
      const index = harness.options.findIndex((option) => option.dataset.kind === 'final');
      expect(index, 'the simulator lists an address without units').to.be.at.least(0);
      await chooseWithKeys(index);
      await until(() => events.verified.length === 1, 'no verified-address');
      return events.verified[0]!.detail.address;
    },
  };
}

/** What a select shows the shopper. */
const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '';

describe('a shop that re-renders its address block when the country changes', () => {
  it('a US pick in a form on Canada: city, state and ZIP code written into the new fields, address-filled says so', async () => {
    const page = await checkout();
    const before = page.field('city');
    const address = await page.pickUs();
    await until(() => page.filled.length > 0, 'no address-filled');
    expect(page.rebuilds(), 'the block was rendered again').to.equal(1);
    expect(page.field('city'), 'a new city field').to.not.equal(before);
    expect(page.field('city').id).to.equal('field-city-1');
    expect(shown(page.field('id_country'))).to.equal('United States');
    expect(page.field('city').value).to.equal(address.city);
    expect(shown(page.field('id_state'))).to.equal(US_STATE_NAMES.get(address.region));
    expect(page.field('postcode').value).to.equal(address.postalCode);
    const { filled, unfilled } = page.filled[0]!.detail;
    expect(filled).to.include.members(['address-level2', 'address-level1', 'postal-code', 'country']);
    expect(unfilled).to.deep.equal([]);
    expect(waits.size, 'the wait ended with the rebuilt form filled').to.equal(0);
    await nothingMoreWithin();
    expect(page.filled, 'address-filled once').to.have.length(1);
    // The fill's own writes into the new fields are no edit; a shopper's edit of one is.
    expect(page.el.verified).to.equal(true);
    expect(page.events.cleared).to.deep.equal([]);
    page.field('postcode').focus();
    page.field('postcode').select();
    await sendKeys({ type: '94044' });
    await sendKeys({ press: 'Tab' });
    await until(() => page.events.cleared.length === 1, 'no address-cleared for the new ZIP code field');
    expect(page.events.cleared[0]!.detail.field).to.equal('postal-code');
    expect(page.el.verified).to.equal(false);
  });

  it("PrestaShop's way (the inputs' values kept at the answer, the selects from the server): the state written too", async () => {
    const page = await checkout({ held: true, restore: 'inputs-at-answer' });
    const address = await page.pickUs();
    page.respond();
    await until(() => page.filled.length > 0, 'no address-filled');
    expect(page.field('city').value).to.equal(address.city);
    expect(shown(page.field('id_state'))).to.equal(US_STATE_NAMES.get(address.region));
    expect(page.field('postcode').value).to.equal(address.postalCode);
    expect(page.filled[0]!.detail.unfilled).to.deep.equal([]);
  });

  it('the shopper types into a rebuilt field during the wait: it is theirs, not written again, and reported unfilled', async () => {
    const page = await checkout({ held: true, statesLater: true });
    const address = await page.pickUs();
    page.respond();
    await until(() => page.field('city').value === address.city, 'the new city field was not written');
    expect(page.field('postcode').value).to.equal(address.postalCode);
    expect(page.filled, 'the states are still on their way').to.deep.equal([]);
    page.field('city').focus();
    page.field('city').select();
    await sendKeys({ type: 'Sunnyvale' });
    page.loadStates();
    await until(() => page.filled.length > 0, 'no address-filled once the states came');
    expect(page.field('city').value, "the shopper's city stands").to.equal('Sunnyvale');
    expect(shown(page.field('id_state'))).to.equal(US_STATE_NAMES.get(address.region));
    const { filled, unfilled } = page.filled[0]!.detail;
    expect(filled).to.include.members(['address-level1', 'postal-code']);
    expect(filled).to.not.include('address-level2');
    expect(unfilled).to.deep.equal(['address-level2']);
  });

  it('a rebuild that comes after the wait: address-filled reports the fields it could not write unfilled', async () => {
    const page = await checkout({ held: true, disabledWhileOut: true });
    await page.pickUs();
    await until(() => waits.size === 1, 'no region wait');
    expect(page.filled).to.deep.equal([]);
    endWait();
    expect(page.filled).to.have.length(1);
    const { filled, unfilled } = page.filled[0]!.detail;
    expect(unfilled).to.include.members(['address-level2', 'address-level1', 'postal-code']);
    expect(filled).to.not.include('address-level2');
    expect(filled).to.not.include('postal-code');
    page.respond();
    await nothingMoreWithin();
    expect(page.field('city').value, 'nothing is written after the wait').to.equal('');
    expect(page.filled).to.have.length(1);
  });
});
