// Pasted text and the shop's own server: with `extract-url`, a paste of several lines (or a whole address) is posted
// to the shop's extract route (createAddressHandler, mounted at /address by demo/shop-server.js over a
// simulator with the demo secret key), and the verified addresses found are listed under "Found in your paste";
// choosing one fills the form as a choice (`source: 'paste'`). The page has no embedded key: its lookups and its
// verification go through the same handler, which adds the secret key. Without `extract-url` a paste is as before.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  FetchRecorder,
  announced,
  chooseWithKeys,
  contextOf,
  isOpen,
  nothingMoreWithin,
  optionTexts,
  optionsOf,
  type AnyCountryElement,
  typeOneLookup,
  until,
} from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { MAX_EXTRACT_BYTES } from '../../../src/api/us-extract.js';
import { paste } from '../../support/entering.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

/** Where demo/shop-server.js mounts the shop's handler (its SHOP_PREFIX: that module is Node's). */
const SHOP_PREFIX = '/address';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form on the shop's own routes, keyless; `attributes` add to `verify`. */
function shopCheckout(attributes = `extract-url=${SHOP_PREFIX}/us-extract`): Promise<Checkout> {
  return checkoutForm(
    {
      key: '',
      baseUrl: `${SHOP_PREFIX}/us-autocomplete`,
      streetBaseUrl: `${SHOP_PREFIX}/us-street`,
      attributes: `verify ${attributes}`,
      labels: true,
      wrapInLabel: true,
    },
    recorder,
  );
}

/** A shopper's note with two verified addresses (one on a line, one across two) and one US Street does not know. */
const NOTE = [
  'Hi, please ship to 1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571 — thanks!',
  'Bill to:',
  '1600 Pennsylvania Ave',
  'Whitehouse OH 43571',
  'Not this one: 99999 Nowhere Rd, Whitehouse, OH 43571',
].join('\n');

const posts = () => recorder.exchanges.filter((exchange) => exchange.method === 'POST');

/**
 * Pastes `text` and checks that it is what a paste was without a route: nothing posted, and with verify the quiet
 * US Street check of a pasted address or a lookup of the text as typed, through the handler.
 */
async function expectPastedAsBefore(page: Checkout, text: string): Promise<void> {
  paste(page.input, text);
  await until(() => recorder.exchanges.length > 0, 'no request for the pasted text');
  await nothingMoreWithin();
  expect(posts()).to.have.length(0);
  expect(recorder.exchanges.map((exchange) => exchange.url.pathname)).to.satisfy((paths: string[]) =>
    paths.every((path) => /^\/address\/(us-street\/street-address|us-autocomplete\/v2\/lookup)$/.test(path)),
  );
}

async function foundList(page: Checkout): Promise<void> {
  await until(() => isOpen(page.el) && optionsOf(page.el).length > 0, 'the found addresses were not listed');
}

describe('extract-url: addresses found in a paste, through the shop’s own server', () => {
  it('lists the verified addresses found under "Found in your paste"; choosing one fills the form (source paste)', async () => {
    const page = await shopCheckout();
    paste(page.input, NOTE);
    await foundList(page);
    expect(posts().map((exchange) => exchange.url.pathname)).to.deep.equal([`${SHOP_PREFIX}/us-extract`]);
    expect(contextOf(page.el)?.textContent).to.equal('Found in your paste');
    expect(optionTexts(page.el)).to.deep.equal([
      '1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571',
      '1600 Pennsylvania Ave, Whitehouse, OH 43571',
      'Keep what I entered',
    ]);
    await until(() => announced(page.el).includes('2 addresses found in your paste'), 'the finds were not announced');
    // No suggestion lookup for the pasted text: the paste is not typing.
    expect(recorder.exchanges.filter((exchange) => exchange.url.pathname.includes('autocomplete'))).to.have.length(0);
    await expect(page.el).to.be.accessible();

    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    const chosen = await page.events.nextVerified(0);
    expect(chosen.detail.source).to.equal('paste');
    expect(chosen.detail.verification?.status).to.equal('verified');
    expect(chosen.detail.address).to.include({
      line1: '1600 Pennsylvania Ave',
      line2: 'Apt 2',
      city: 'Whitehouse',
      region: 'OH',
      postalCode: '43571',
    });
    await until(() => page.field('zip').value === '43571', 'the form was not filled');
    expect(page.input.value).to.equal('1600 Pennsylvania Ave Apt 2');
    expect(page.field('city').value).to.equal('Whitehouse');
    expect(page.el.verified).to.equal(true);
    // The verdict came with the find: no second verification of it.
    expect(recorder.exchanges.filter((exchange) => exchange.url.pathname.includes('street-address'))).to.have.length(0);
    expect(isOpen(page.el)).to.equal(false);
  });

  it('a paste with no verified address: the status row says so, the text stays as pasted, unverified', async () => {
    const page = await shopCheckout();
    paste(page.input, 'Leave it with the neighbours\nat number 99999 Nowhere Rd, Whitehouse, OH 43571');
    await until(() => page.statusText === 'No matching addresses', 'the status row did not say none was found');
    expect(page.input.value).to.equal('Leave it with the neighbours at number 99999 Nowhere Rd, Whitehouse, OH 43571');
    const unverified = await page.events.nextUnverified(0);
    expect(unverified.detail.reason).to.equal('not-found');
    expect(page.events.verified).to.have.length(0);
  });

  it('"Keep what I entered" (or Escape) keeps the pasted text; the list is spent', async () => {
    const page = await shopCheckout();
    paste(page.input, NOTE);
    await foundList(page);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await until(() => !isOpen(page.el), 'the list did not close');
    const unverified = await page.events.nextUnverified(0);
    expect(unverified.detail.reason).to.equal('kept');
    expect(page.input.value).to.equal(NOTE.replace(/\s*\n\s*/g, ' '));
    expect(page.events.verified).to.have.length(0);
  });

  it('the route failing: the status row and an address-error, the pasted text untouched, and typing still looks up', async () => {
    const page = await shopCheckout(`extract-url=${SHOP_PREFIX}/no-such-route`);
    paste(page.input, NOTE);
    await until(() => page.events.errors.length === 1, 'no address-error for the failed route');
    expect(page.events.errors[0]!.detail).to.include({ code: 'bad-request', status: 404 });
    await until(() => page.statusText === DEFAULT_STRINGS.error('bad-request'), 'the status row did not say so');
    expect(page.input.value).to.equal(NOTE.replace(/\s*\n\s*/g, ' '));
    await sendKeys({ press: 'Control+a' });
    await typeOneLookup(page.el);
    await until(() => optionsOf(page.el).length > 0, 'typing after the failure found nothing');
  });

  it("a paste over the handler's own limit (4,096 bytes) is its 413: the status row says so, the text is kept", async () => {
    const page = await shopCheckout();
    const long = `${NOTE}\n${'P.S. '.repeat(900)}`;
    paste(page.input, long);
    await until(() => page.events.errors.length === 1, 'no address-error for the refused paste');
    expect(page.events.errors[0]!.detail).to.include({ status: 413 });
    expect(posts()).to.have.length(1);
    await until(() => page.statusText === DEFAULT_STRINGS.error(page.events.errors[0]!.detail.code), 'no status row');
    expect(page.input.value).to.equal(long.replace(/\s*\n\s*/g, ' '));
    await sendKeys({ press: 'Control+a' });
    await typeOneLookup(page.el);
    await until(() => optionsOf(page.el).length > 0, 'typing after the refusal found nothing');
  });

  it("a paste over the route's 64 KB is not posted: it is what a paste was without a route", async () => {
    const page = await shopCheckout();
    await expectPastedAsBefore(page, `1600 Amph\n${'x'.repeat(MAX_EXTRACT_BYTES)}`);
  });

  it('keyless lookups and verification go through the handler: no key leaves the page, the secret is added there', async () => {
    const page = await shopCheckout();
    await typeOneLookup(page.el);
    await until(() => optionsOf(page.el).length > 0, 'no suggestions through the handler');
    // An address, not a building's group of units (which would list its units first).
    const single = optionsOf(page.el).findIndex((option) => !/\d+ addresses/.test(option.textContent ?? ''));
    expect(single).to.be.at.least(0);
    await chooseWithKeys(single);
    const chosen = await page.events.nextVerified(0);
    expect(chosen.detail.source).to.equal('list');
    expect(chosen.detail.verification?.status).to.not.equal('error');
    const urls = recorder.exchanges.map((exchange) => exchange.url);
    expect(urls.length).to.be.greaterThan(1);
    for (const url of urls) {
      expect(url.pathname.startsWith(`${SHOP_PREFIX}/`), url.pathname).to.equal(true);
      expect([...url.searchParams.keys()].filter((name) => /^(key|auth-id|auth-token)$/i.test(name))).to.deep.equal([]);
    }
  });

  it('without extract-url, a paste of several lines is what it was (a check, or a lookup), and posts nothing', async () => {
    const page = await shopCheckout('');
    await expectPastedAsBefore(page, '1600 Amph\nplease');
  });

  it('<address-autocomplete>: the paste route serves its US service; with another country a paste is as before', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <address-autocomplete
          base-url="${SHOP_PREFIX}/us-autocomplete"
          intl-base-url="${SHOP_PREFIX}/international-autocomplete"
          extract-url="${SHOP_PREFIX}/us-extract"
          debounce="0"
        >
          <input name="street" autocomplete="address-line1" aria-label="Street address" />
        </address-autocomplete>
        <label>City <input name="city" autocomplete="address-level2" /></label>
        <label>State <input name="region" autocomplete="address-level1" /></label>
        <label>ZIP <input name="postal" autocomplete="postal-code" /></label>
        <label
          >Country
          <select name="country" autocomplete="country">
            <option value="CAN">Canada</option>
            <option value="USA" selected>United States</option>
          </select></label
        >
      </form>
    `);
    const el = form.querySelector<AnyCountryElement>('address-autocomplete')!;
    const input = form.querySelector<HTMLInputElement>('[name=street]')!;
    await el.updateComplete;
    // The country is the form's: read once the code that finds the form's fields has come (as the element starts).
    await until(() => el.effectiveCountry === 'USA', 'the form’s country was not read');
    paste(input, NOTE);
    await until(() => isOpen(el) && optionsOf(el).length === 3, 'the found addresses were not listed');
    expect(contextOf(el)?.textContent).to.equal('Found in your paste');
    await chooseWithKeys(0);
    await until(() => form.querySelector<HTMLInputElement>('[name=postal]')!.value === '43571', 'not filled');
    expect(form.querySelector<HTMLSelectElement>('[name=country]')!.value).to.equal('USA');

    const select = form.querySelector<HTMLSelectElement>('[name=country]')!;
    select.value = 'CAN';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    input.value = '';
    const postsBefore = posts().length;
    paste(input, '12 Main St\nplease leave at the door');
    await until(
      () => recorder.exchanges.some((exchange) => exchange.url.pathname.includes('international')),
      'no lookup',
    );
    await nothingMoreWithin();
    expect(posts()).to.have.length(postsBefore);
  });
});
