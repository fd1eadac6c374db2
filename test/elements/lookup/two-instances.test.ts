// Two <us-address-autocomplete> instances on one page (shipping and billing): they never share requests, caches,
// debounce timers, a refused key, open state or form fields. window.fetch is recorded; expectations come from the
// simulator's answers.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import {
  BASE,
  ErrorEvents,
  FetchRecorder,
  KEY,
  chooseWithKeys,
  isOpen,
  nothingMoreWithin,
  optionTexts,
  popupOf,
  search as searchAndShow,
  showsRows,
  typeInto,
  usLabel,
  type CompleteUsRow as Row,
  type Exchange,
} from '../../support/element-helpers.js';

const search = (exchange: Exchange<Row>) => exchange.url.searchParams.get('search');

const shows = (el: UsAddressAutocomplete, rows: readonly Row[] | null | undefined) =>
  rows !== undefined && rows !== null && rows.length > 0 && showsRows(el, rows);

/** A paste: one input event, so one request (typing sends one per keystroke). */
function paste(el: UsAddressAutocomplete, text: string): void {
  const input = el.inputElement!;
  input.focus();
  input.value = text;
  input.dispatchEvent(
    new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste', data: text }),
  );
}

interface Checkout {
  baseUrl?: string;
  debounce?: string;
  /** The shipping instance's embedded key (billing always has the demo key). */
  shippingKey?: string;
}

describe('two instances on one page', () => {
  let recorder: FetchRecorder<Row>;
  let form: HTMLFormElement;
  let shipping: UsAddressAutocomplete;
  let billing: UsAddressAutocomplete;

  const named = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

  async function checkout({ baseUrl = BASE, debounce = '0', shippingKey = KEY }: Checkout = {}): Promise<void> {
    form = await fixture<HTMLFormElement>(html`
      <form>
        <us-address-autocomplete id="shipping" embedded-key=${shippingKey} base-url=${baseUrl} debounce=${debounce}>
          <input name="ship-street" autocomplete="shipping address-line1" />
        </us-address-autocomplete>
        <input name="ship-unit" autocomplete="shipping address-line2" />
        <input name="ship-city" autocomplete="shipping address-level2" />
        <input name="ship-zip" autocomplete="shipping postal-code" />
        <us-address-autocomplete id="billing" embedded-key=${KEY} base-url=${baseUrl} debounce=${debounce}>
          <input name="bill-street" autocomplete="billing address-line1" />
        </us-address-autocomplete>
        <input name="bill-unit" autocomplete="billing address-line2" />
        <input name="bill-city" autocomplete="billing address-level2" />
        <input name="bill-zip" autocomplete="billing postal-code" />
      </form>
    `);
    shipping = form.querySelector<UsAddressAutocomplete>('#shipping')!;
    billing = form.querySelector<UsAddressAutocomplete>('#billing')!;
    await Promise.all([shipping.updateComplete, billing.updateComplete]);
  }

  /** Types into one instance and waits until it shows the answer to the whole text; resolves with that answer. */
  async function typeIn(el: UsAddressAutocomplete, text: string, from = 0): Promise<Row[]> {
    await typeInto(el, text);
    return showing(el, text, from);
  }

  /** Waits until one instance shows the answer to `text` (from the requests after `from`); resolves with it. */
  async function showing(el: UsAddressAutocomplete, text: string, from: number): Promise<Row[]> {
    let rows: Row[] | null | undefined;
    await waitUntil(() => {
      rows = recorder.exchanges
        .slice(from)
        .filter((exchange) => exchange.rows && search(exchange) === text)
        .at(-1)?.rows;
      return shows(el, rows) && isOpen(el);
    }, `${el.id} never showed the answer for "${text}"`);
    return rows!;
  }

  beforeEach(() => {
    recorder = new FetchRecorder<Row>().install();
  });

  afterEach(() => {
    recorder.restore();
  });

  it('typing in shipping never opens the billing list', async () => {
    await checkout();
    // Billing is used first (focused), so that its popup is in place to be watched: an unused element has none.
    billing.inputElement!.focus();
    const toggles: string[] = [];
    popupOf(billing).addEventListener('toggle', (event) => toggles.push((event as ToggleEvent).newState));
    const expanded: (string | null)[] = [];
    const observer = new MutationObserver(() => expanded.push(billing.inputElement!.getAttribute('aria-expanded')));
    observer.observe(billing.inputElement!, { attributes: true, attributeFilter: ['aria-expanded'] });
    await typeIn(shipping, '1600 Pe');
    // Room for a late toggle event or aria-expanded change of billing's.
    await nothingMoreWithin();
    observer.disconnect();
    expect(isOpen(shipping)).to.equal(true);
    expect(toggles).to.deep.equal([]);
    expect(expanded.filter((value) => value === 'true')).to.deep.equal([]);
    expect(optionTexts(billing)).to.deep.equal([]);
    expect(billing.inputElement!.value).to.equal('');
  });

  it('a final choice in shipping never fills the billing input or billing fields', async () => {
    await checkout();
    const rows = await typeIn(shipping, '1600 Ma');
    const index = rows.findIndex((row) => row.entries === 0);
    expect(index, 'no final address').to.be.at.least(0);
    let chosen = false;
    shipping.addEventListener('verified-address', () => (chosen = true), { once: true });
    await chooseWithKeys(index);
    await waitUntil(() => chosen, 'no verified-address');
    // The fill follows the event in the same task; this is room for anything billing might do after it.
    await nothingMoreWithin();
    expect([named('ship-street').value, named('ship-city').value, named('ship-zip').value]).to.deep.equal([
      rows[index]!.street_line,
      rows[index]!.city,
      rows[index]!.zipcode,
    ]);
    expect(['bill-street', 'bill-unit', 'bill-city', 'bill-zip'].map((name) => named(name).value)).to.deep.equal([
      '',
      '',
      '',
      '',
    ]);
    expect(isOpen(billing)).to.equal(false);
  });

  it('each sends its own requests: typing in billing does not abort the request shipping has in flight', async () => {
    // A slow service: shipping's requests are held, so its last one is still in flight while billing types (and
    // billing's are answered at once).
    await checkout();
    recorder.hold = () => true;
    await typeInto(shipping, '1600 Pe');
    recorder.hold = undefined;
    const shippingLast = recorder.exchanges.at(-1)!;
    expect(search(shippingLast)).to.equal('1600 Pe');
    expect(shippingLast.rows, 'the answer came before billing typed').to.equal(undefined);
    const mark = recorder.exchanges.length;
    const billingRows = await typeIn(billing, '1600 Ma', mark);
    recorder.release();
    await waitUntil(
      () => shippingLast.rows !== undefined || shippingLast.error !== undefined,
      'shipping never settled',
    );
    expect(shippingLast.error, "shipping's request was aborted").to.equal(undefined);
    expect(
      recorder.exchanges
        .slice(mark)
        .map(search)
        .every((text) => '1600 Ma'.startsWith(text!)),
    ).to.equal(true);
    await waitUntil(() => shows(shipping, shippingLast.rows), 'shipping did not list its own answer');
    expect(shows(billing, billingRows)).to.equal(true);
  });

  it("closing one leaves the other's list open", async () => {
    await checkout();
    const rows = await typeIn(shipping, '1600 Pe');
    // Only the focused instance can be open (leaving an input closes its list), so billing gets its Escape
    // as a dispatched keydown, the way a script or an assistive technology might send it.
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    billing.inputElement!.dispatchEvent(escape);
    await billing.updateComplete;
    await shipping.updateComplete;
    expect(isOpen(shipping)).to.equal(true);
    expect(shows(shipping, rows)).to.equal(true);
    expect(document.activeElement).to.equal(shipping.inputElement);
    // And the other way round: a real Escape in shipping closes shipping only.
    await sendKeys({ press: 'Escape' });
    await shipping.updateComplete;
    expect(isOpen(shipping)).to.equal(false);
    expect(escape.defaultPrevented, 'billing had no list to close').to.equal(false);
  });

  it('does not share a cache: the same text typed in both sends a request from each', async () => {
    await checkout();
    const text = '1600 Pe';
    const shippingRows = await typeIn(shipping, text);
    const mark = recorder.exchanges.length;
    // The same element answers a repeated lookup from its cache…
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'e' });
    await waitUntil(
      () => shows(shipping, shippingRows) && shipping.inputElement!.value === text,
      'shipping lost its list',
    );
    await nothingMoreWithin();
    expect(recorder.exchanges.slice(mark).map(search), 'shipping re-requested a cached text').to.not.include(text);
    // …but the other instance has its own, empty cache.
    const billingMark = recorder.exchanges.length;
    await typeInto(billing, text);
    // debounce="0": billing's request for the text goes out with the keystroke.
    expect(
      recorder.exchanges.slice(billingMark).filter((exchange) => search(exchange) === text),
      'billing asked at once',
    ).to.have.length(1);
    const billingRows = await showing(billing, text, billingMark);
    expect(recorder.exchanges.slice(billingMark).filter((exchange) => search(exchange) === text)).to.have.length(1);
    expect(billingRows.map(usLabel)).to.deep.equal(shippingRows.map(usLabel));
  });

  it('each has its own debounce timer: a paste in billing does not cancel the lookup shipping has pending', async () => {
    await checkout({ debounce: '80' });
    paste(shipping, '1600 Ma');
    paste(billing, '1700 Ma');
    await waitUntil(() => recorder.count >= 2, 'a pending lookup was lost');
    const searched = recorder.exchanges.map(search).sort();
    expect(searched).to.deep.equal(['1600 Ma', '1700 Ma']);
  });

  it('a refused key (401) in shipping does not stop billing', async () => {
    const errors = new ErrorEvents().install();
    try {
      await checkout({ shippingKey: 'not-a-demo-key' });
      paste(shipping, '1600 Ma');
      await waitUntil(() => errors.details.some((detail) => detail.code === 'unauthorized'), 'no 401');
      const rows = await searchAndShow(billing, recorder, '1600 Ma');
      expect(optionTexts(billing)).to.deep.equal(rows.map(usLabel));
    } finally {
      errors.restore();
    }
  });
});
