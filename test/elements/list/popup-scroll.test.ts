// Scrolling of the list (issue 9): a unit list opens scrolled to its top, under its heading, whatever the list before
// it was scrolled to; the active option is scrolled into view only when it changes, so a shopper who scrolls the list
// by hand is not pulled back by the next render.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import {
  FetchRecorder,
  contextOf,
  inputOf,
  isOpen,
  listboxOf,
  optionsOf,
  search,
} from '../../support/element-helpers.js';
import { elementFixture } from '../../support/checkout-form.js';

let recorder: FetchRecorder;

beforeEach(() => {
  recorder = new FetchRecorder().install();
});

afterEach(() => {
  recorder.restore();
});

/** The element alone (test/support/checkout-form.ts), its input focused. */
async function mount(): Promise<UsAddressAutocomplete> {
  const el = await elementFixture({ streetBaseUrl: null });
  inputOf(el).focus();
  return el;
}

describe('<us-address-autocomplete> list scrolling', () => {
  it('a unit list opens at its top, its heading visible, after the list before it was scrolled down', async () => {
    const el = await mount();
    // The answer to the whole text: a list for a prefix would be replaced under the keys that follow.
    await search(el, recorder, '1600 Pe');
    await waitUntil(() => isOpen(el) && optionsOf(el).length > 3, 'no list of groups');
    const listbox = listboxOf(el);
    // Up from nothing goes to the last option, which scrolls the list to its bottom.
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => listbox.scrollTop > 0, 'the list did not scroll to its last option');
    const last = optionsOf(el).at(-1)!;
    expect(last.dataset.kind, 'the last suggestion is not a group').to.equal('group');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => contextOf(el) !== null && optionsOf(el).length > 3, 'the units never came');
    await el.updateComplete;
    expect(listbox.scrollTop, 'the unit list opened scrolled down').to.equal(0);
    const heading = contextOf(el)!.getBoundingClientRect();
    const popup = el.querySelector('.address-autocomplete-popup')!.getBoundingClientRect();
    expect(heading.top).to.be.at.least(popup.top - 1);
  });

  it('a render that does not move the active option leaves the list where the shopper scrolled it', async () => {
    const el = await mount();
    // The answer to the whole text: a list for a prefix would be replaced under the keys that follow.
    await search(el, recorder, '1600 Pe');
    await waitUntil(() => isOpen(el) && optionsOf(el).length > 3, 'no list');
    await sendKeys({ press: 'ArrowDown' });
    const listbox = listboxOf(el);
    listbox.scrollTop = listbox.scrollHeight;
    const scrolled = listbox.scrollTop;
    expect(scrolled, 'the list cannot scroll').to.be.greaterThan(0);
    el.strings = { listLabel: 'Suggestions' };
    await el.updateComplete;
    expect(listbox.getAttribute('aria-label')).to.equal('Suggestions');
    expect(listbox.scrollTop, 'the render scrolled the list back to the active option').to.equal(scrolled);
  });
});
