// A value the form cannot take is reported, not dropped silently: `verified-address` carries `detail.unfilled` (the
// autocomplete tokens whose field could not take its value), the console names the field and the value, and the
// field is left as it was. The search "350 5th" lists a building in a state the select below has no option for
// (the simulator's Palau row; without the simulated shopper's own city, which would fill the list); which row that
// is, and its values, come from the recorded answer.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import type { AddressFilledEvent, VerifiedAddressDetail } from '../../../src/core/events/address-events.js';
import { US_STATE_NAMES } from '../../../src/form/us-states.js';
import {
  ConsoleStub,
  FetchRecorder,
  choose,
  named,
  optionsOf,
  search,
  settle,
  type UsElement,
  type UsRow,
} from '../../support/element-helpers.js';
import { AddressEvents } from '../../support/address-events.js';
import { checkoutForm } from '../../support/checkout-form.js';

const SEARCH = '350 5th';

const STATE_OPTIONS = [['', 'Choose…'], ...US_STATE_NAMES] as const;

let recorder: FetchRecorder;
let warnings: ConsoleStub;
/** The element's events, recorded at the document (they bubble). */
let recorded: AddressEvents;

beforeEach(() => {
  recorder = new FetchRecorder().install();
  warnings = new ConsoleStub('warn').install();
  recorded = new AddressEvents(document);
});

afterEach(() => {
  recorded.stop();
  warnings.restore();
  recorder.restore();
});

/** A shipping form (`ship-` names, `shipping` tokens) whose state is a select of the states' names. */
async function checkout(): Promise<{ form: HTMLFormElement; el: UsElement; state: HTMLSelectElement }> {
  const { form, el } = await checkoutForm({
    attributes: 'prefer-geolocation=none',
    streetBaseUrl: null,
    namePrefix: 'ship-',
    section: 'shipping',
    fields: ['city', { name: 'state', autocomplete: 'address-level1', options: STATE_OPTIONS }, 'zip'],
  });
  return { form, el, state: named<HTMLSelectElement>(form, 'ship-state') };
}

const hasOption = (select: HTMLSelectElement, value: string) =>
  [...select.options].some((option) => option.value === value);

/**
 * Searches, opens the building whose state the select has no option for, and returns its first final entry (not yet
 * chosen) with its index in the list.
 */
async function entryInMissingState(el: UsElement, state: HTMLSelectElement): Promise<{ entry: UsRow; index: number }> {
  const rows = await search(el, recorder, SEARCH);
  const groupIndex = rows.findIndex((row) => row.state !== undefined && !hasOption(state, row.state));
  expect(groupIndex, `no suggestion for "${SEARCH}" in a state the select lacks`).to.be.at.least(0);
  const sent = recorder.count;
  await choose(el, groupIndex);
  await waitUntil(() => recorder.count > sent, 'opening the building sent no request');
  const entries = await settle(el, recorder);
  await waitUntil(() => optionsOf(el).length === entries.length, 'the entries are not listed');
  const index = entries.findIndex((row) => (row.entries ?? 0) <= 1);
  expect(index, 'the building has no final entry').to.be.at.least(0);
  const entry = entries[index]!;
  expect(hasOption(state, entry.state!), 'the entry is in a state the select has').to.equal(false);
  return { entry, index };
}

async function chooseFinal(el: UsElement, index: number): Promise<CustomEvent<VerifiedAddressDetail>> {
  await choose(el, index);
  await waitUntil(() => recorded.verified.length === 1, 'no verified-address');
  await el.updateComplete;
  return recorded.verified[0]!;
}

describe('form fill: a value the form cannot take', () => {
  it('lists the token in detail.unfilled, leaves the select as it was and names the field and value in one warning', async () => {
    const { form, el, state } = await checkout();
    state.value = 'CA';
    const { entry, index } = await entryInMissingState(el, state);
    const event = await chooseFinal(el, index);
    expect(event.detail.unfilled).to.deep.equal(['address-level1']);
    expect(state.value).to.equal('CA');
    // The rest is filled all the same.
    expect(named<HTMLInputElement>(form, 'ship-city').value).to.equal(entry.city);
    expect(named<HTMLInputElement>(form, 'ship-zip').value).to.equal(entry.zipcode);
    expect(warnings.messages).to.have.length(1);
    const [warning] = warnings.messages;
    expect(warning).to.contain('<us-address-autocomplete>');
    expect(warning).to.contain('address-level1');
    expect(warning).to.contain('"ship-state"');
    expect(warning).to.contain(`"${entry.state}"`);
  });

  it('has detail.unfilled = [] and no warning when the form takes every value', async () => {
    const { form, el, state } = await checkout();
    const { entry, index } = await entryInMissingState(el, state);
    // The page adds the missing state before the choice: now every value has a place.
    state.add(new Option(entry.state!, entry.state!));
    const event = await chooseFinal(el, index);
    expect(event.detail.unfilled).to.deep.equal([]);
    expect(state.value).to.equal(entry.state);
    expect(named<HTMLInputElement>(form, 'ship-city').value).to.equal(entry.city);
    expect(named<HTMLInputElement>(form, 'ship-zip').value).to.equal(entry.zipcode);
    expect(warnings.messages).to.deep.equal([]);
  });

  it("fills the state that a verified-address listener adds: the forecast lists it unfilled, the fill honours the listener's change", async () => {
    const { form, el, state } = await checkout();
    const { entry, index } = await entryInMissingState(el, state);
    // The shop answers the forecast: it adds the option the event says is missing, before the fill.
    el.addEventListener(
      'verified-address',
      (event) => {
        if (event.detail.unfilled.includes('address-level1')) state.add(new Option(entry.state!, entry.state!));
      },
      { once: true },
    );
    const filled = new Promise<string[]>((resolve) =>
      el.addEventListener('address-filled', (event) => resolve((event as AddressFilledEvent).detail.unfilled), {
        once: true,
      }),
    );
    const event = await chooseFinal(el, index);
    expect(event.detail.unfilled).to.deep.equal(['address-level1']);
    expect(await filled).to.deep.equal([]);
    expect(state.value).to.equal(entry.state);
    expect(named<HTMLInputElement>(form, 'ship-city').value).to.equal(entry.city);
    expect(warnings.messages).to.deep.equal([]);
  });

  it('fills nothing (and warns of nothing) when the event is cancelled, but still says what could not be filled', async () => {
    const { form, el, state } = await checkout();
    const { index } = await entryInMissingState(el, state);
    el.addEventListener('verified-address', (event) => event.preventDefault(), { once: true });
    const event = await chooseFinal(el, index);
    expect(event.defaultPrevented).to.equal(true);
    expect(event.detail.unfilled).to.deep.equal(['address-level1']);
    expect(named<HTMLInputElement>(form, 'ship-city').value).to.equal('');
    expect(named<HTMLInputElement>(form, 'ship-zip').value).to.equal('');
    expect(state.value).to.equal('');
    expect(warnings.messages).to.deep.equal([]);
  });
});
