// The input's life on a real page (issue 9): "no lookups while disabled or readonly" holds when a lookup is sent and
// when an option is chosen, not only at the keystroke; a list the shopper closed is not reopened by a late answer;
// autofill closes an open list; an input event that leaves the text as it was sends nothing; min-chars below 1 is a
// configuration error, so a blank search is never sent.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import type { VerifiedAddressEvent } from '../../../src/core/events/address-events.js';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  inputOf,
  isOpen,
  named,
  nothingMoreWithin,
  optionsOf,
  search,
  typeOneLookup,
} from '../../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

let recorder: FetchRecorder;
let chosen: VerifiedAddressEvent[];

beforeEach(() => {
  recorder = new FetchRecorder().install();
  chosen = [];
});

afterEach(() => {
  recorder.restore();
});

/** The checkout form (test/support/checkout-form.ts): street and city; its `verified-address` events are `chosen`. */
async function checkout(
  attributes: { debounce?: string; baseUrl?: string; minChars?: string } = {},
): Promise<Checkout> {
  const page = await checkoutForm({
    baseUrl: attributes.baseUrl,
    debounce: attributes.debounce,
    attributes: `min-chars=${attributes.minChars ?? '3'}`,
    streetBaseUrl: null,
    fields: ['city'],
  });
  chosen = page.chosen;
  return page;
}

/** Types `text` and waits until the list shows the answer to it (not an earlier answer, for a shorter text). */
async function openWith(el: UsAddressAutocomplete, text: string): Promise<void> {
  await search(el, recorder, text);
  await waitUntil(() => isOpen(el) && optionsOf(el).length > 0, `no list for "${text}"`);
}

/**
 * Runs `change` in the task of the next keystroke, once the element has handled its input event: the keystroke has
 * started the debounce, and it cannot have run out, however slowly the machine runs the test.
 */
function onNextKeystroke(change: () => void): void {
  document.addEventListener('input', change, { once: true });
}

describe('<us-address-autocomplete> the input on a real page', () => {
  // One key past min-chars starts the 200 ms debounce. A 400 ms timer set after it runs after it, so that
  // nothingMoreWithin(400) sees whatever the debounce's end would send.
  it('an input disabled while a lookup waits for its debounce sends nothing', async () => {
    const { el } = await checkout({ debounce: '200' });
    onNextKeystroke(() => (inputOf(el).disabled = true));
    await typeOneLookup(el, '1600 P', 'e');
    expect(inputOf(el).disabled).to.equal(true);
    await nothingMoreWithin(400);
    expect(recorder.count, 'a lookup went out for a disabled input').to.equal(0);
    expect(isOpen(el)).to.equal(false);
  });

  it('an input made read-only while a lookup waits sends nothing and shows no list', async () => {
    const { el } = await checkout({ debounce: '200' });
    onNextKeystroke(() => (inputOf(el).readOnly = true));
    await typeOneLookup(el, '1600 P', 'e');
    expect(inputOf(el).readOnly).to.equal(true);
    await nothingMoreWithin(400);
    expect(recorder.count).to.equal(0);
    expect(isOpen(el)).to.equal(false);
  });

  it('an answer that arrives after the input was made read-only opens no list', async () => {
    const { el } = await checkout();
    // The answers are held until the input is read-only.
    recorder.hold = () => true;
    inputOf(el).focus();
    await sendKeys({ type: '1600 Pe' });
    await waitUntil(() => recorder.count > 0, 'no lookup');
    inputOf(el).readOnly = true;
    recorder.release();
    await recorder.lastAnswered();
    await nothingMoreWithin();
    expect(isOpen(el)).to.equal(false);
  });

  it('with the list open, a read-only input and Enter neither rewrite the text nor fill the form', async () => {
    const { form, el } = await checkout();
    await openWith(el, '1600 Ma');
    await sendKeys({ press: 'ArrowDown' });
    inputOf(el).readOnly = true;
    await sendKeys({ press: 'Enter' });
    await nothingMoreWithin();
    expect(inputOf(el).value).to.equal('1600 Ma');
    expect(named(form, 'city').value).to.equal('');
    expect(chosen).to.have.length(0);
  });

  it('after Escape, a late answer does not reopen the list; typing again does', async () => {
    const { el } = await checkout();
    await openWith(el, '1600 Pe');
    // The answer for the last keystroke is held until after Escape.
    recorder.hold = (url) => url.searchParams.get('search') === '1600 Pen';
    await sendKeys({ type: 'n' });
    await waitUntil(() => recorder.searches.includes('1600 Pen'), 'no lookup for the last keystroke');
    await sendKeys({ press: 'Escape' });
    expect(isOpen(el)).to.equal(false);
    recorder.release();
    await recorder.lastAnswered();
    await nothingMoreWithin();
    expect(isOpen(el), 'the late answer reopened the list').to.equal(false);
    await sendKeys({ type: 'n' });
    await waitUntil(() => isOpen(el), 'typing again did not open the list');
  });

  it('autofill that replaces the text while the list is open closes it, and Enter keeps the autofilled text', async () => {
    const { form, el } = await checkout();
    await openWith(el, '1600 Ma');
    await sendKeys({ press: 'ArrowDown' });
    const input = inputOf(el);
    input.value = '77 Massachusetts Ave';
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertReplacementText', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(isOpen(el), 'the list stayed open over the autofilled text').to.equal(false);
    await sendKeys({ press: 'Enter' });
    await nothingMoreWithin();
    expect(input.value).to.equal('77 Massachusetts Ave');
    expect(named(form, 'city').value).to.equal('');
    expect(chosen).to.have.length(0);
  });

  it('an input event that leaves the text as it was (after a choice) sends nothing and opens nothing', async () => {
    const { el } = await checkout();
    await openWith(el, '1600 Ma');
    const finalIndex = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
    expect(finalIndex, 'no final option').to.be.at.least(0);
    optionsOf(el)[finalIndex]!.click();
    await waitUntil(() => chosen.length === 1, 'no choice');
    const before = recorder.count;
    inputOf(el).focus();
    inputOf(el).dispatchEvent(new InputEvent('input', { inputType: 'historyUndo', bubbles: true, composed: true }));
    await nothingMoreWithin();
    expect(recorder.count, 'an unchanged text was looked up').to.equal(before);
    expect(isOpen(el)).to.equal(false);
  });

  it('a choice made while an answer for later text is on its way is not covered by that answer', async () => {
    const { el } = await checkout();
    await openWith(el, '1600 M');
    const finalIndex = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
    expect(finalIndex, 'no final option').to.be.at.least(0);
    // The answer for the later text is held until after the choice.
    recorder.hold = (url) => url.searchParams.get('search') === '1600 Ma';
    await sendKeys({ type: 'a' });
    await waitUntil(() => recorder.searches.includes('1600 Ma'), 'no lookup for the last keystroke');
    optionsOf(el)[finalIndex]!.click();
    await waitUntil(() => chosen.length === 1, 'no choice');
    recorder.release();
    await recorder.lastSettled();
    await nothingMoreWithin(400);
    expect(isOpen(el), 'the late answer reopened the list over the choice').to.equal(false);
  });

  it('min-chars="0" is a configuration error naming min-chars, and no blank search is ever sent', async () => {
    const stub = new ConsoleStub('error').install();
    try {
      const { el } = await checkout({ minChars: '0' });
      const errors = new ErrorEvents(el).install().events;
      el.setAttribute('min-chars', '-1');
      await el.updateComplete;
      inputOf(el).focus();
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ type: 'a' });
      await sendKeys({ press: 'Backspace' });
      await nothingMoreWithin();
      expect(recorder.count, 'a lookup went out').to.equal(0);
      expect(errors.map((event) => event.detail.attribute)).to.deep.equal(['min-chars']);
      expect(
        stub.messages.some((message) =>
          message.includes('<us-address-autocomplete> min-chars: must be a whole number of 1 or more (got 0)'),
        ),
      ).to.equal(true);
    } finally {
      stub.restore();
    }
  });
});
