// What a sighted shopper sees when there is no list to show: "no matching addresses", "unavailable right now", "the
// units could not be loaded" and a refused key appear in the popup as a status row. The row is not an option and
// cannot be focused; screen readers hear it once, from the live region (the row itself is hidden from them so that
// it is not read twice). It never takes the text or the caret, Escape closes it, and the same failure does not
// bring it back on every keystroke. Answers and faults come from the simulator.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import {
  BASE,
  FetchRecorder,
  KEY,
  announced,
  chooseWithKeys,
  inputOf,
  isExpanded,
  isOpen,
  nothingMoreWithin,
  optionsOf,
  popupOf,
  search,
  typeInto,
  until,
} from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { AddressEvents } from '../../support/address-events.js';
import { AutocompleteHarness } from '../../support/harness.js';
import { elementFixture } from '../../support/checkout-form.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The element alone (test/support/checkout-form.ts), its input named address1. */
function mount(baseUrl = BASE, key = KEY, api: 'v2' | 'pro' = 'v2'): Promise<UsAddressAutocomplete> {
  return elementFixture({ baseUrl, key, attributes: `api=${api}`, streetName: 'address1', streetBaseUrl: null });
}

function rowOf(el: UsAddressAutocomplete): HTMLElement | null {
  return new AutocompleteHarness(el).statusRow;
}

/** The status row is on screen with `text`. */
function shows(el: UsAddressAutocomplete, text: string): boolean {
  return new AutocompleteHarness(el).statusText === text;
}

function rowShown(el: UsAddressAutocomplete): boolean {
  return new AutocompleteHarness(el).statusText !== null;
}

const UNAVAILABLE = DEFAULT_STRINGS.error('server');

// When the row shows, closes and stays closed (Escape, the same outcome again, a list, a cleared text) is the combobox
// machine's rule, tested in Node: test/unit/combobox/machine.test.ts, "the status row". Here, the row on the page.
describe('status row', () => {
  it('shows "no matching addresses" under the input, as a muted row that is not an option', async () => {
    const el = await mount();
    el.style.setProperty('--address-autocomplete-muted-color', 'rgb(1, 2, 3)');
    await typeInto(el, 'zzqx');
    await until(() => shows(el, DEFAULT_STRINGS.noResults), 'no status row for no matches');
    const row = rowOf(el)!;
    expect(row.getAttribute('role')).to.equal(null);
    expect(row.getAttribute('aria-hidden'), 'screen readers hear it from the live region').to.equal('true');
    expect(row.hasAttribute('tabindex')).to.equal(false);
    expect(row.closest('[role="listbox"]'), 'the row is not inside the listbox').to.equal(null);
    expect(optionsOf(el)).to.have.length(0);
    expect(isExpanded(el), 'no listbox is shown, so aria-expanded stays false').to.equal(false);
    expect(getComputedStyle(row).color).to.equal('rgb(1, 2, 3)');
    expect(announced(el)).to.equal(DEFAULT_STRINGS.noResults);
    const input = inputOf(el);
    const popup = popupOf(el).getBoundingClientRect();
    expect(popup.top, 'the row sits below the input, not over it').to.be.at.least(
      input.getBoundingClientRect().bottom - 1,
    );
    expect(document.activeElement).to.equal(input);
  });

  it('never blocks typing: the text goes on, and a list that matches replaces the row', async () => {
    const el = await mount();
    await typeInto(el, '1600 Mazq');
    await until(() => shows(el, DEFAULT_STRINGS.noResults), 'no status row for no matches');
    for (let i = 0; i < 2; i += 1) await sendKeys({ press: 'Backspace' });
    expect(inputOf(el).value).to.equal('1600 Ma');
    await until(() => isOpen(el) && optionsOf(el).length > 0, 'the list did not come back');
    expect(rowShown(el), 'the row stayed next to a list').to.equal(false);
  });

  it('shows "unavailable right now" for a failed lookup, without announcing the same failure on every keystroke', async () => {
    const el = await mount(`${BASE}?simulator_fault=status:503`);
    const { errors } = new AddressEvents(el);
    await typeInto(el, '1600 Ma');
    await until(() => shows(el, UNAVAILABLE), 'no status row for the failure');
    expect(announced(el)).to.equal(UNAVAILABLE);
    const live = el.querySelector('.address-autocomplete-live')!;
    const announcedBefore = live.textContent;
    // Keep the same failure coming: the back-off is for network errors, a 503 with CORS headers is answered at once.
    const failures = errors.length;
    await sendKeys({ type: 'i' });
    await until(() => errors.length > failures, 'no second failure');
    await el.updateComplete;
    expect(live.textContent, 'the same failure was announced again').to.equal(announcedBefore);
    expect(shows(el, UNAVAILABLE), 'the row stays, steady').to.equal(true);
    expect(inputOf(el).value).to.equal('1600 Mai');
  });

  it('shows the refusal of a key (401)', async () => {
    const el = await mount(BASE, 'not-a-key');
    await typeInto(el, '1600 Ma');
    await until(() => shows(el, DEFAULT_STRINGS.error('unauthorized')), 'no status row for the refused key');
    // No more lookups go out, and the row still explains why nothing is listed while the shopper types on.
    await sendKeys({ press: 'Escape' });
    const sent = recorder.count;
    await sendKeys({ type: 'i' });
    await nothingMoreWithin();
    expect(recorder.count).to.equal(sent);
    expect(inputOf(el).value).to.equal('1600 Mai');
  });

  it('shows "the units could not be loaded" when a group fails to expand', async () => {
    recorder.restore();
    recorder = new FetchRecorder({
      path: null,
      rewrite: (url) => {
        if (url.searchParams.has('selected')) url.searchParams.set('simulator_fault', 'status:503');
        return url;
      },
    }).install();
    const el = await mount();
    const rows = await search(el, recorder, '1600 Pe');
    const index = rows.findIndex((row) => (row.entries ?? 0) > 1);
    expect(index, 'the simulator lists a building with units').to.be.at.least(0);
    await chooseWithKeys(index);
    await until(() => shows(el, DEFAULT_STRINGS.expansionFailed), 'no status row for the failed expansion');
    expect(document.activeElement).to.equal(inputOf(el));
  });

  it('takes its text from `strings`', async () => {
    const el = await mount();
    el.strings = { noResults: 'Nothing here' };
    await typeInto(el, 'zzqx');
    await until(() => shows(el, 'Nothing here'), 'the row did not use strings.noResults');
  });

  it('closes when the input loses focus, and with a cleared text', async () => {
    const el = await mount();
    await typeInto(el, 'zzqx');
    await until(() => shows(el, DEFAULT_STRINGS.noResults), 'no status row for no matches');
    inputOf(el).blur();
    await el.updateComplete;
    expect(popupOf(el).matches(':popover-open')).to.equal(false);
    inputOf(el).focus();
    await sendKeys({ type: 'q' });
    await until(() => shows(el, DEFAULT_STRINGS.noResults), 'no status row after typing again');
    await sendKeys({ press: 'Control+a' });
    await sendKeys({ press: 'Backspace' });
    await until(() => !popupOf(el).matches(':popover-open'), 'the row stayed for an empty input');
  });
});
