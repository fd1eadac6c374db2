// <us-address-autocomplete>: group expansion (v2 and Pro, with the search-text reset rules), the final choice, the
// verified-address event and filling the form.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { DEFAULT_STRINGS } from '../../src/core/view/strings.js';
import { US_STATE_NAMES } from '../../src/form/us-states.js';
import { renderControlledForm } from '../support/react-controlled-form.js';
import {
  BASE,
  ErrorEvents,
  FetchRecorder,
  KEY,
  choose,
  inputOf,
  isOpen,
  liveText,
  named,
  optionTexts,
  optionsOf,
  proSelected,
  search,
  settle,
  typeInto,
  usLabel,
  type UsElement,
  type UsRow,
} from '../support/element-helpers.js';
import { AddressEvents } from '../support/address-events.js';

const isGroup = (row: UsRow): boolean => (row.entries ?? 0) > 1;
const isFinal = (row: UsRow): boolean => (row.entries ?? 0) <= 1;

/** The element inside `root` (a form or a wrapper), updated. */
async function elementIn(template: TemplateResult): Promise<{ root: HTMLElement; el: UsElement }> {
  const root = await fixture<HTMLElement>(template);
  const el = root.querySelector('us-address-autocomplete')!;
  await el.updateComplete;
  return { root, el };
}

function v2(): TemplateResult {
  return html`<form>
    <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"
      ><input name="street"
    /></us-address-autocomplete>
  </form>`;
}

function pro(): TemplateResult {
  return html`<form>
    <us-address-autocomplete api="pro" embedded-key=${KEY} base-url=${BASE} debounce="0"
      ><input name="street"
    /></us-address-autocomplete>
  </form>`;
}

/** Chooses the first group of the list and waits for its entries; returns the group and the entries' rows. */
async function expandFirstGroup(el: UsElement, recorder: FetchRecorder, rows: UsRow[]) {
  const index = rows.findIndex(isGroup);
  expect(index, 'the answer has a group').to.be.at.least(0);
  const sent = recorder.count;
  await choose(el, index);
  await waitUntil(() => recorder.count > sent, 'choosing the group sent no request');
  const request = recorder.last.url;
  const entries = await settle(el, recorder);
  await waitUntil(() => optionsOf(el).length === entries.length, 'the entries are not listed');
  return { group: rows[index]!, request, entries };
}

function stateOptions(byName: boolean): TemplateResult[] {
  return [...US_STATE_NAMES].map(([code, name]) =>
    byName ? html`<option>${name}</option>` : html`<option value=${code}>${name}</option>`,
  );
}

describe('<us-address-autocomplete> choosing', () => {
  let recorder: FetchRecorder;
  /** The element's events, recorded at the document (they bubble). */
  let verified: AddressEvents;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
    verified = new AddressEvents(document);
  });
  afterEach(() => {
    recorder.restore();
    verified.stop();
  });

  describe('v2 groups', () => {
    it('shows how many addresses a group holds', async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Pe');
      const index = rows.findIndex(isGroup);
      const detail = optionsOf(el)[index]!.querySelector('.address-autocomplete-option-detail')?.textContent ?? '';
      expect(detail).to.equal(DEFAULT_STRINGS.entries(rows[index]!.entries!));
    });

    it('expands a group with selected=<entry_id>, sending the current text as search', async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Pe');
      const { group, request } = await expandFirstGroup(el, recorder, rows);
      expect(request.pathname).to.equal(`${BASE}/v2/lookup`);
      expect(request.searchParams.get('selected')).to.equal(group.entry_id);
      expect(request.searchParams.get('search')).to.equal('1600 Pe');
    });

    it("lists the group's entries and resets the text to the first entry's street_line", async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Pe');
      const { entries } = await expandFirstGroup(el, recorder, rows);
      expect(optionTexts(el)).to.deep.equal(entries.map(usLabel));
      expect(inputOf(el).value).to.equal(entries[0]!.street_line);
    });

    it('keeps focus in the input and the list open while expanding', async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Pe');
      await expandFirstGroup(el, recorder, rows);
      expect(document.activeElement).to.equal(inputOf(el));
      expect(isOpen(el)).to.equal(true);
    });

    it('narrows the loaded entries on the client as the user types a unit', async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Pe');
      const { entries } = await expandFirstGroup(el, recorder, rows);
      const sent = recorder.count;
      await sendKeys({ type: ' Apt 1' });
      await el.updateComplete;
      const typed = inputOf(el).value.toLowerCase();
      const expected = entries.filter((entry) =>
        `${entry.street_line} ${entry.secondary}`.toLowerCase().startsWith(typed),
      );
      expect(expected.length, 'the unit matches some entries').to.be.within(1, entries.length - 1);
      await waitUntil(() => optionsOf(el).length === expected.length, 'the list was not narrowed');
      expect(optionTexts(el)).to.deep.equal(expected.map(usLabel));
      expect(recorder.count, 'no request while narrowing').to.equal(sent);
    });

    it('narrows on the client also when the same group is expanded again (its entries from the cache)', async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Pe');
      const { entries } = await expandFirstGroup(el, recorder, rows);
      // Start over, and expand the same group: its entries are answered from the cache this time.
      inputOf(el).select();
      await sendKeys({ type: '1600 Pe' });
      await waitUntil(() => optionsOf(el).length === rows.length && optionTexts(el)[0] === usLabel(rows[0]!));
      await choose(el, rows.findIndex(isGroup));
      await waitUntil(() => optionsOf(el).length === entries.length, 'the entries are not listed again');
      const sent = recorder.count;
      await sendKeys({ type: ' Apt 1' });
      await el.updateComplete;
      expect(recorder.count - sent, 'requests sent while narrowing').to.equal(0);
      const typed = inputOf(el).value.toLowerCase();
      const expected = entries.filter((entry) =>
        `${entry.street_line} ${entry.secondary}`.toLowerCase().startsWith(typed),
      );
      await waitUntil(() => optionsOf(el).length === expected.length, 'the list was not narrowed');
      expect(optionTexts(el)).to.deep.equal(expected.map(usLabel));
    });
  });

  describe('Pro secondaries', () => {
    it('expands a row with entries > 1 with selected="street_line secondary (N) city state zipcode"', async () => {
      const { el } = await elementIn(pro());
      const rows = await search(el, recorder, '1600 Pe');
      const { group, request } = await expandFirstGroup(el, recorder, rows);
      expect(group.secondary, 'a row with secondaries').to.not.equal('');
      expect(request.pathname).to.equal(`${BASE}/lookup`);
      expect(request.searchParams.get('selected')).to.equal(proSelected(group));
      expect(request.searchParams.get('search')).to.equal('1600 Pe');
    });

    it('resets the text to the selected value up to "(", without the trailing space', async () => {
      const { el } = await elementIn(pro());
      const rows = await search(el, recorder, '1600 Pe');
      const { group, entries } = await expandFirstGroup(el, recorder, rows);
      const selected = proSelected(group);
      expect(inputOf(el).value).to.equal(selected.slice(0, selected.indexOf('(')).trimEnd());
      expect(optionTexts(el)).to.deep.equal(entries.map(usLabel));
      expect(isOpen(el)).to.equal(true);
      expect(document.activeElement).to.equal(inputOf(el));
    });

    it('keeps sending the same selected with the new search while the user types a unit', async () => {
      const { el } = await elementIn(pro());
      const rows = await search(el, recorder, '1600 Pe');
      const { group } = await expandFirstGroup(el, recorder, rows);
      await sendKeys({ type: ' 1' });
      await waitUntil(
        () => recorder.last.url.searchParams.get('search') === inputOf(el).value,
        'no request for the unit',
      );
      expect(recorder.last.url.searchParams.get('selected')).to.equal(proSelected(group));
      const narrowed = await settle(el, recorder);
      await waitUntil(() => optionsOf(el).length === narrowed.length);
      expect(optionTexts(el)).to.deep.equal(narrowed.map(usLabel));
    });

    it('drops selected once the text no longer starts with the expanded address', async () => {
      const { el } = await elementIn(pro());
      const rows = await search(el, recorder, '1600 Pe');
      await expandFirstGroup(el, recorder, rows);
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'Delete' });
      await waitUntil(
        () => recorder.last.url.searchParams.get('search') === inputOf(el).value,
        'no request for the edit',
      );
      expect(recorder.last.url.searchParams.has('selected')).to.equal(false);
    });
  });

  describe('a failed expansion', () => {
    /** Expansion requests (those with `selected`) fail with 503; plain searches reach the simulator as they are. */
    function failExpansions(): void {
      recorder.rewrite = (url) => {
        if (url.searchParams.has('selected')) url.searchParams.set('simulator_fault', 'status:503');
        return url;
      };
    }

    for (const [api, template, baseText] of [
      ['v2', v2, (group: UsRow) => group.street_line],
      ['Pro', pro, (group: UsRow) => proSelected(group).slice(0, proSelected(group).indexOf('(')).trimEnd()],
    ] as const) {
      it(`keeps the base address, says the units could not be loaded, and lets the user type the unit (${api})`, async () => {
        const errors = new ErrorEvents().install();
        try {
          failExpansions();
          const { el } = await elementIn(template());
          const rows = await search(el, recorder, '1600 Pe');
          const group = rows.find(isGroup)!;
          await choose(el, rows.indexOf(group));
          await waitUntil(() => errors.details.length > 0, 'no address-error');
          expect(errors.details[0]).to.include({ status: 503, code: 'server' });
          expect(inputOf(el).value).to.equal(baseText(group));
          await waitUntil(() => liveText(el) === DEFAULT_STRINGS.expansionFailed, 'the failure was not announced');
          expect(document.activeElement).to.equal(inputOf(el));
          const sent = recorder.count;
          await sendKeys({ type: ' Apt 5' });
          expect(inputOf(el).value).to.equal(`${baseText(group)} Apt 5`);
          expect(recorder.count, 'typing still searches').to.be.greaterThan(sent);
        } finally {
          errors.restore();
        }
      });
    }
  });

  /** Searches "1600 Ma" and chooses its first final address; returns that row. */
  async function chooseFinal(el: UsElement): Promise<UsRow> {
    const rows = await search(el, recorder, '1600 Ma');
    const row = rows.find(isFinal)!;
    await choose(el, rows.indexOf(row));
    return row;
  }

  describe('a final choice', () => {
    /** The event detail's address for a chosen row. */
    function addressOf(row: UsRow) {
      return {
        line1: row.street_line,
        line2: row.secondary ?? '',
        city: row.city,
        region: row.state,
        postalCode: row.zipcode,
        country: 'USA',
      };
    }

    it('closes the list and sets the input to the street line', async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Ma');
      const index = rows.findIndex(isFinal);
      await choose(el, index);
      await el.updateComplete;
      expect(isOpen(el)).to.equal(false);
      expect(inputOf(el).value).to.equal(rows[index]!.street_line);
    });

    it('dispatches verified-address that bubbles, is composed and is cancelable', async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Ma');
      await choose(el, rows.findIndex(isFinal));
      expect(verified.verified).to.have.length(1);
      const [event] = verified.verified;
      expect(event!.target).to.equal(el);
      expect([event!.bubbles, event!.composed, event!.cancelable]).to.deep.equal([true, true, true]);
    });

    it("gives the v2 address and the service's own object in the event detail", async () => {
      const { el } = await elementIn(v2());
      const row = await chooseFinal(el);
      const { detail } = verified.verified[0]!;
      expect(detail.api).to.equal('us-v2');
      expect(detail.address).to.deep.equal(addressOf(row));
      expect(detail.raw).to.deep.equal(row);
    });

    it('gives the Pro address and api "us-pro" in the event detail', async () => {
      const { el } = await elementIn(pro());
      const row = await chooseFinal(el);
      const { detail } = verified.verified[0]!;
      expect(detail.api).to.equal('us-pro');
      expect(detail.address).to.deep.equal(addressOf(row));
      expect(detail.raw).to.deep.equal(row);
    });

    it("gives an entry's unit as line2 after a v2 expansion", async () => {
      const { el } = await elementIn(v2());
      const rows = await search(el, recorder, '1600 Pe');
      const { entries } = await expandFirstGroup(el, recorder, rows);
      const index = entries.findIndex((entry) => (entry.secondary ?? '') !== '');
      await choose(el, index);
      expect(verified.verified).to.have.length(1);
      expect(verified.verified[0]!.detail.address.line2).to.equal(entries[index]!.secondary);
      expect(verified.verified[0]!.detail.raw).to.deep.equal(entries[index]);
    });
  });

  describe('filling the form', () => {
    function checkout(byName = false): TemplateResult {
      return html`<form>
        <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
          <input name="street" autocomplete="shipping address-line1" />
        </us-address-autocomplete>
        <input name="unit" autocomplete="shipping address-line2" />
        <input name="city" autocomplete="shipping address-level2" />
        <select name="state" autocomplete="shipping address-level1">
          <option value="">State</option>
          ${stateOptions(byName)}
        </select>
        <input name="zip" autocomplete="shipping postal-code" />
        <select name="country" autocomplete="shipping country">
          <option value="CA">Canada</option>
          <option value="US">United States</option>
        </select>
        <input name="billing-city" autocomplete="billing address-level2" />
        <input name="billing-zip" autocomplete="billing postal-code" />
      </form>`;
    }

    it('fills the shipping fields by their autocomplete tokens, the state select by code', async () => {
      const { root, el } = await elementIn(checkout());
      const row = await chooseFinal(el);
      expect(named(root, 'city').value).to.equal(row.city);
      expect(named(root, 'state').value).to.equal(row.state);
      expect(named(root, 'zip').value).to.equal(row.zipcode);
      expect(named(root, 'country').value).to.equal('US');
    });

    it('selects the state by name in a select whose values are state names', async () => {
      const { root, el } = await elementIn(checkout(true));
      const row = await chooseFinal(el);
      expect(named(root, 'state').value).to.equal(US_STATE_NAMES.get(row.state!));
    });

    it('leaves the billing fields alone when the input is a shipping address', async () => {
      const { root, el } = await elementIn(checkout());
      const rows = await search(el, recorder, '1600 Ma');
      await choose(el, rows.findIndex(isFinal));
      expect(named(root, 'city').value, 'shipping filled').to.not.equal('');
      expect(named(root, 'billing-city').value).to.equal('');
      expect(named(root, 'billing-zip').value).to.equal('');
    });

    it("fills only the fields of the input's own section-* group", async () => {
      const { root, el } = await elementIn(
        html`<form>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
            <input name="street" autocomplete="section-gift address-line1" />
          </us-address-autocomplete>
          <input name="gift-city" autocomplete="section-gift address-level2" />
          <input name="home-city" autocomplete="section-home address-level2" />
          <input name="plain-city" autocomplete="address-level2" />
        </form>`,
      );
      const row = await chooseFinal(el);
      expect(named(root, 'gift-city').value).to.equal(row.city);
      expect(named(root, 'home-city').value).to.equal('');
      expect(named(root, 'plain-city').value).to.equal('');
    });

    it('fires input then change on each field it fills', async () => {
      const { root, el } = await elementIn(checkout());
      const rows = await search(el, recorder, '1600 Ma');
      const events: string[] = [];
      for (const type of ['input', 'change']) {
        root.addEventListener(type, (event) => events.push(`${(event.target as HTMLInputElement).name}:${type}`));
      }
      await choose(el, rows.findIndex(isFinal));
      for (const name of ['city', 'state', 'zip', 'country']) {
        expect(
          events.filter((entry) => entry.startsWith(`${name}:`)),
          name,
        ).to.deep.equal([`${name}:input`, `${name}:change`]);
      }
    });

    it('leaves the other fields to the page when verified-address is cancelled', async () => {
      const { root, el } = await elementIn(checkout());
      const rows = await search(el, recorder, '1600 Ma');
      const row = rows.find(isFinal)!;
      el.addEventListener('verified-address', (event) => event.preventDefault());
      await choose(el, rows.indexOf(row));
      expect(verified.verified).to.have.length(1);
      expect(inputOf(el).value).to.equal(row.street_line);
      expect(named(root, 'city').value).to.equal('');
      expect(named(root, 'zip').value).to.equal('');
      expect(named(root, 'state').value).to.equal('');
    });

    it('moves focus to an empty address-line2 field when the address has no unit', async () => {
      const { root, el } = await elementIn(checkout());
      const rows = await search(el, recorder, '1600 Ma');
      const row = rows.find((candidate) => isFinal(candidate) && (candidate.secondary ?? '') === '')!;
      await choose(el, rows.indexOf(row));
      expect(document.activeElement).to.equal(named(root, 'unit'));
    });

    it('puts the unit on line 1 in a form without an address-line2 field', async () => {
      const { el } = await elementIn(
        html`<form>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
            <input name="street" autocomplete="address-line1" />
          </us-address-autocomplete>
          <input name="city" autocomplete="address-level2" />
        </form>`,
      );
      const rows = await search(el, recorder, '1600 Pe');
      const { entries } = await expandFirstGroup(el, recorder, rows);
      const entry = entries.find((candidate) => (candidate.secondary ?? '') !== '')!;
      await choose(el, entries.indexOf(entry));
      expect(inputOf(el).value).to.equal(`${entry.street_line} ${entry.secondary}`);
    });

    describe('in a React 19 form', () => {
      it("fills React-controlled inputs so that React's state has the address", async () => {
        const host = await fixture<HTMLDivElement>(html`<div></div>`);
        const form = renderControlledForm(host, { 'embedded-key': KEY, 'base-url': BASE });
        try {
          const el = host.querySelector('us-address-autocomplete')!;
          await el.updateComplete;
          const rows = await search(el, recorder, '1600 Ma');
          const row = rows.find((candidate) => isFinal(candidate) && (candidate.secondary ?? '') === '')!;
          await choose(el, rows.indexOf(row));
          const reactState = () => form.state() as Record<string, string>;
          await waitUntil(() => reactState().city === row.city, 'React did not see the city');
          expect(reactState()).to.deep.equal({
            street: row.street_line,
            unit: '',
            city: row.city,
            state: row.state,
            zip: row.zipcode,
          });
        } finally {
          form.unmount();
        }
      });

      it('accepts debounce written in JSX, which React 19 sets as a string property', async () => {
        const errors = new ErrorEvents().install();
        const host = await fixture<HTMLDivElement>(html`<div></div>`);
        const form = renderControlledForm(host, { 'embedded-key': KEY, 'base-url': BASE, debounce: '0' });
        try {
          const el = host.querySelector('us-address-autocomplete')!;
          await el.updateComplete;
          expect(errors.details).to.deep.equal([]);
          await typeIntoReact(el, '1600 Ma');
          expect(recorder.count, 'a lookup without waiting for a debounce').to.be.greaterThan(0);
        } finally {
          form.unmount();
          errors.restore();
        }
      });
    });
  });
});

/** Types into the element's input; with a 0 ms debounce each keystroke from the third on has sent its request. */
async function typeIntoReact(el: UsElement, text: string): Promise<void> {
  await typeInto(el, text);
  await el.updateComplete;
}
