// The submit is a checkpoint (`verify`): an address typed by hand into the street, city, state and ZIP fields and
// submitted (the button, Enter in a field, `requestSubmit()`) is held for one US Street check of the form: the page's
// own `submit` comes after `verified-address` (`source: 'submit'`); a ZIP the service corrects opens the "Did you
// mean" row in the street field and the submit waits for the shopper (taking it, or keeping what they entered, lets
// it go); a service that never answers holds it only until `submit-timeout`. A chosen address submits at once, with no
// lookup. The machine's rules for each answer are tested in Node: test/unit/choice/submitted.test.ts.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { chooseWithKeys, isOpen, nothingMoreWithin, until, type FetchRecorder } from '../../support/element-helpers.js';
import type { UsRow } from '../../support/us-rows.js';
import { recordEachTest } from '../../support/record-each-test.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form with `verify`, a Pay button, and what happened in order (events and the page's submits). */
async function checkout(attributes = ''): Promise<{ page: Checkout; order: string[] }> {
  const page = await checkoutForm({ attributes: `verify ${attributes}`, button: 'Pay' }, recorder);
  const order: string[] = [];
  for (const name of ['verified-address', 'unverified-address', 'address-error'])
    page.el.addEventListener(name, () => order.push(name));
  page.form.addEventListener('submit', () => order.push('submit'));
  return { page, order };
}

const streetRequests = () => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/'));

/** An address the simulator knows (its first final suggestion for `search`), then the street emptied again. */
async function knownAddress(page: Checkout, search: string): Promise<UsRow> {
  const rows = await page.search(search);
  const row = rows.find((each) => !each.entries || each.entries <= 1);
  expect(row, `no single address for "${search}"`).to.not.equal(undefined);
  await sendKeys({ press: 'Escape' });
  return row!;
}

/** The shopper types the whole address by hand, street first (its list closed with Escape), then each field. */
async function typeByHand(page: Checkout, row: UsRow, zip = row.zipcode ?? ''): Promise<void> {
  await page.retype(row.street_line);
  await sendKeys({ press: 'Escape' });
  for (const [name, value] of [
    ['city', row.city ?? ''],
    ['state', row.state ?? ''],
    ['zip', zip],
  ] as const) {
    const field = page.field(name);
    field.focus();
    field.select();
    await sendKeys({ type: value });
  }
}

async function pay(page: Checkout): Promise<void> {
  page.form.querySelector('button')!.click();
}

/** A known address typed by hand with a ZIP code the service corrects (00501), submitted: its row is shown. */
async function submittedWithWrongZip(): Promise<{ page: Checkout; order: string[] }> {
  const submitted = await checkout();
  const row = await knownAddress(submitted.page, '1600 Penn');
  await typeByHand(submitted.page, row, '00501');
  await pay(submitted.page);
  await until(() => isOpen(submitted.page.el) && submitted.page.options.length === 2, 'no "Did you mean" row');
  return submitted;
}

describe('with verify, the submit is a checkpoint for an address nobody checked', () => {
  for (const [how, submit] of [
    ['the button', pay],
    ['Enter in the ZIP field', async () => sendKeys({ press: 'Enter' })],
    ['requestSubmit()', async (page: Checkout) => page.form.requestSubmit()],
  ] as const) {
    it(`typed by hand and submitted with ${how}: one US Street check, verified-address, then the submit`, async () => {
      const { page, order } = await checkout();
      // The same address each time: after the first, the page session's cache answers its check.
      const row = await knownAddress(page, '1600 Amph');
      await typeByHand(page, row);
      const before = streetRequests().length;
      await submit(page);
      await until(() => page.submits === 1, 'the submit never went on').catch((error: Error) => {
        throw new Error(
          `${error.message}: ${order.join()} focus ${document.activeElement?.getAttribute('name')} source ${page.chosen.at(-1)?.detail.source} streets ${streetRequests().length} zip ${page.field('zip').value}`,
        );
      });
      expect(order).to.deep.equal(['verified-address', 'submit']);
      expect(page.chosen.at(-1)!.detail.source).to.equal('submit');
      expect(streetRequests().length - before, 'one check').to.be.at.most(1);
      expect(page.el.verified).to.equal(true);
    });
  }

  it('a ZIP the service corrects: the row opens in the street field and the submit waits; taking it fills, then submits', async () => {
    const { page, order } = await submittedWithWrongZip();
    expect(document.activeElement).to.equal(page.input);
    await nothingMoreWithin();
    expect(page.submits, 'the submit waits for the shopper').to.equal(0);
    await chooseWithKeys(0);
    await until(() => page.submits === 1, 'the submit did not go on after the correction was taken');
    expect(order).to.deep.equal(['verified-address', 'submit']);
    expect(page.field('zip').value).to.not.equal('00501');
  });

  it('"Keep what I entered": the submit goes on with the address as entered, unverified', async () => {
    const { page, order } = await submittedWithWrongZip();
    await chooseWithKeys(1);
    await until(() => page.submits === 1, 'the submit did not go on');
    expect(order).to.deep.equal(['unverified-address', 'submit']);
    expect(page.unverified.at(-1)!.detail.reason).to.equal('kept');
    expect(page.field('zip').value).to.equal('00501');
    // The same form again: it was answered; it goes at once, with no lookup.
    const before = streetRequests().length;
    await pay(page);
    await until(() => page.submits === 2, 'the second submit was held');
    expect(streetRequests().length).to.equal(before);
  });

  it('a list still on its way for the typed street does not cover the row the submit brought', async () => {
    const { page } = await checkout();
    const row = await knownAddress(page, '1600 Pe');
    // The street's suggestions come late: the shopper has pressed Pay before they are in.
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-autocomplete/')) url.searchParams.set('simulator_fault', 'latency:800');
      return url;
    };
    await typeByHand(page, row, '00502');
    await pay(page);
    await until(() => isOpen(page.el) && page.options.length === 2, 'no "Did you mean" row');
    const suggestions = () =>
      recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-autocomplete/'));
    // Each answered, or cancelled.
    const done = () => suggestions().every((exchange) => exchange.status !== undefined || exchange.error !== undefined);
    await until(done, 'the late lists never came');
    await nothingMoreWithin();
    expect(page.options.length, 'the row is still the list').to.equal(2);
    expect(page.submits).to.equal(0);
  });

  it('a service that never answers holds the submit only until submit-timeout', async () => {
    const { page, order } = await checkout('submit-timeout=400');
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.set('simulator_fault', 'latency:20000');
      return url;
    };
    // An address not looked up before in this page: no cached answer.
    const row = await knownAddress(page, '1600 Pennsyl');
    await typeByHand(page, row);
    await pay(page);
    await until(() => page.submits === 1, 'the submit was held past its ceiling');
    expect(order).to.deep.equal(['unverified-address', 'submit']);
    expect(page.unverified.at(-1)!.detail).to.include({ reason: 'unavailable', code: 'timeout' });
  });

  it('a chosen address submits at once, with no lookup', async () => {
    const { page } = await checkout();
    await page.pickFinal('1600 Amph');
    const before = streetRequests().length;
    await pay(page);
    expect(page.submits, 'submitted in the click').to.equal(1);
    expect(streetRequests().length).to.equal(before);
  });
});
