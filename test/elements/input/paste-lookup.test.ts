// A whole address pasted into the street field without `verify`: it is looked up as typing would look it up (the
// service reads the first 32 code points of `search`, src/api/search-text.ts) and the list offers the match; the
// shopper's text stays what was pasted. With `verify`, the quiet US Street check stays (autofill-paste.test.ts).
// The international element has no `verify`: a paste there is looked up the same way.
import { expect, fixture, html } from '@open-wc/testing';
import type { IntlAddressAutocomplete } from '../../../src/define.js';
import { MAX_SEARCH_LENGTH } from '../../../src/api/search-text.js';
import {
  FetchRecorder,
  INTL_BASE,
  KEY,
  chooseWithKeys,
  inputOf,
  isOpen,
  optionTexts,
  until,
} from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { paste } from '../../support/entering.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { AddressEvents } from '../../support/address-events.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

const requestsTo = (path: string) => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith(path));

/** The first 32 code points, as the service reads `search`. */
const firstCodePoints = (text: string) => Array.from(text).slice(0, MAX_SEARCH_LENGTH).join('');

function checkout(attributes = ''): Promise<Checkout> {
  return checkoutForm({ attributes, labels: true }, recorder);
}

/** Waits until the list shows the answer to the suggestions request for `search` (32 code points of `text`). */
async function listed(page: Checkout, text: string): Promise<void> {
  const search = firstCodePoints(text);
  const sent = () =>
    requestsTo('/us-autocomplete/').find((exchange) => exchange.url.searchParams.get('search') === search);
  await until(() => sent() !== undefined, `no suggestions lookup for "${search}"`);
  await sent()!.answer;
  await until(() => page.isOpen && page.options.length > 0, 'the list did not open');
}

describe('a whole address pasted without verify', () => {
  it('is looked up as typing would (its first 32 code points) and the list offers the match; the text stays', async () => {
    const page = await checkout();
    const text = '1600 Amphitheatre Pkwy, Mountain View, CA 94043';
    paste(page.input, text);
    await listed(page, text);
    expect(requestsTo('/us-autocomplete/'), 'one lookup').to.have.length(1);
    expect(requestsTo('/us-street/'), 'no verify, no US Street lookup').to.have.length(0);
    expect(optionTexts(page.el)[0]).to.match(/^1600 Amphitheatre Pkwy\b/);
    expect(page.input.value, "the shopper's text").to.equal(text);
    expect(page.input.getAttribute('aria-expanded')).to.equal('true');
    await expect(page.form).to.be.accessible();
  });

  it('choosing the offered match fills the form like a typed search', async () => {
    const page = await checkout();
    paste(page.input, '1600 Amphitheatre Pkwy, Mountain View, CA 94042');
    await listed(page, '1600 Amphitheatre Pkwy, Mountain View, CA 94042');
    // The simulator lists every "Mountai…" town with that street; the shopper picks theirs.
    const match = optionTexts(page.el).findIndex((text) => text.includes('Mountain View, CA'));
    expect(match, 'the match is offered').to.be.at.least(0);
    await chooseWithKeys(match);
    await until(() => page.chosen.length === 1, 'no choice');
    expect(page.chosen[0]!.detail.source).to.equal('list');
    expect(page.input.value).to.equal('1600 Amphitheatre Pkwy');
    expect([page.field('city').value, page.field('state').value]).to.deep.equal(['Mountain View', 'CA']);
  });

  it('a multi-line address: the text as the input holds it (lines joined by spaces), cut at 32 code points', async () => {
    const page = await checkout();
    paste(page.input, '1600 Amphitheatre Pkwy\nMountain View, CA 94041\n');
    await listed(page, page.input.value);
    expect(page.input.value.trim()).to.equal('1600 Amphitheatre Pkwy Mountain View, CA 94041');
  });

  it('a paste over a chosen address clears the choice, then looks up', async () => {
    const page = await checkout();
    await page.search('1600 Amph');
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 1, 'no choice');
    page.input.select();
    paste(page.input, '1600 Pennsylvania Ave NW, Washington, DC 20500');
    await until(() => page.cleared.length === 1, 'the choice was not cleared');
    await listed(page, '1600 Pennsylvania Ave NW, Washington, DC 20500');
    expect(page.el.verified).to.equal(false);
  });

  it("with verify: no suggestions lookup, the quiet US Street check instead (today's behaviour)", async () => {
    const page = await checkout('verify');
    paste(page.input, '1600 Amphitheatre Pkwy, Mountain View, CA 94040');
    await until(() => requestsTo('/us-street/').length === 1, 'no check');
    await requestsTo('/us-street/')[0]!.answer;
    await until(() => page.chosen.length === 1 || page.isOpen, 'nothing came of the check');
    expect(requestsTo('/us-autocomplete/')).to.have.length(0);
  });
});

describe('<intl-address-autocomplete>: a whole address pasted', () => {
  it('is looked up as typing would (the first 32 code points) and the list opens; the text stays', async () => {
    const el = await fixture<IntlAddressAutocomplete>(html`
      <intl-address-autocomplete embedded-key=${KEY} base-url=${INTL_BASE} debounce="0" country="CAN">
        <input name="street" autocomplete="address-line1" aria-label="Street address" />
      </intl-address-autocomplete>
    `);
    const events = new AddressEvents(el);
    const text = '123 Main St, Toronto, ON M8X 3B9, Canada';
    paste(inputOf(el), text);
    await until(() => requestsTo(INTL_BASE).length > 0, 'no lookup');
    const [request] = requestsTo(INTL_BASE);
    await request!.answer;
    await until(() => isOpen(el) && optionTexts(el).length > 0, 'the list did not open');
    expect(request!.url.searchParams.get('search')).to.equal(firstCodePoints(text));
    expect(optionTexts(el)[0]).to.match(/^123 Main St\b.*Toronto.*M8X 3B9/);
    expect(inputOf(el).value).to.equal(text);
    expect(events.errors).to.have.length(0);
  });
});
