// `check()`, for a checkout that submits from script (React, Vue): the form's address as the element judges it, with
// the same US Street check, cache and ceiling as a held submit (submit-checkpoint.test.ts), and nothing held. The
// machine's rules for each answer are tested in Node: test/unit/choice/page-check.test.ts.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { isOpen, until, type FetchRecorder } from '../../support/element-helpers.js';
import type { UsRow } from '../../support/us-rows.js';
import { recordEachTest } from '../../support/record-each-test.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

const streetRequests = () => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/'));

async function checkout(attributes = 'verify'): Promise<Checkout> {
  return checkoutForm({ attributes, button: 'Pay' }, recorder);
}

/** An address the simulator knows (its first final suggestion for `search`), typed by hand into every field. */
async function typedByHand(page: Checkout, search: string, zip?: string): Promise<UsRow> {
  const rows = await page.search(search);
  const row = rows.find((each) => !each.entries || each.entries <= 1)!;
  expect(row, `no single address for "${search}"`).to.not.equal(undefined);
  await sendKeys({ press: 'Escape' });
  await page.retype(row.street_line);
  await sendKeys({ press: 'Escape' });
  for (const [name, value] of [
    ['city', row.city ?? ''],
    ['state', row.state ?? ''],
    ['zip', zip ?? row.zipcode ?? ''],
  ] as const) {
    const field = page.field(name);
    field.focus();
    field.select();
    await sendKeys({ type: value });
  }
  return row;
}

describe('check(): the verdict for a checkout that submits from script', () => {
  it("an address typed by hand: one US Street check, verified-address (source 'check'), the candidate; no submit", async () => {
    const page = await checkout();
    const row = await typedByHand(page, '1600 Amph');
    const before = streetRequests().length;
    const verdict = await page.el.check();
    expect(verdict.status).to.equal('verified');
    expect(verdict.address.line1.toUpperCase()).to.equal(row.street_line.toUpperCase());
    expect(verdict.candidate, "US Street's candidate").to.have.property('delivery_line_1');
    expect(streetRequests().length - before, 'one check at most (the cache may answer)').to.be.at.most(1);
    expect(page.chosen.at(-1)!.detail.source).to.equal('check');
    expect(page.el.verified).to.equal(true);
    expect(page.submits).to.equal(0);
    // Asked again: the answer stands, nothing more is looked up.
    const after = streetRequests().length;
    expect((await page.el.check()).status).to.equal('verified');
    expect(streetRequests().length).to.equal(after);
  });

  it('a ZIP the service corrects: corrected at once, with its address; the row is offered in the street field', async () => {
    const page = await checkout();
    await typedByHand(page, '1600 Penn', '00501');
    const zip = page.field('zip');
    const verdict = await page.el.check();
    expect(verdict.status).to.equal('corrected');
    expect(verdict.address.postalCode).to.not.equal('00501');
    expect(verdict.candidate).to.have.property('components');
    page.input.focus();
    await until(() => isOpen(page.el) && page.options.length === 2, 'no "Did you mean" row');
    // The shopper's fields are theirs until they answer the row.
    expect(zip.value).to.equal('00501');
    expect(page.el.verified).to.equal(false);
  });

  it('a service that never answers: unverified (unavailable, timeout) at submit-timeout, never later', async () => {
    const page = await checkout('verify submit-timeout=400');
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.set('simulator_fault', 'latency:20000');
      return url;
    };
    await typedByHand(page, '1600 Pennsyl');
    const verdict = await page.el.check();
    expect(verdict).to.deep.include({ status: 'unverified', reason: 'unavailable', code: 'timeout' });
    expect(page.unverified.at(-1)!.detail).to.include({ reason: 'unavailable', code: 'timeout' });
  });

  it('a chosen address: verified at once with its candidate, nothing looked up', async () => {
    const page = await checkout();
    await page.pickFinal('1600 Amph');
    const before = streetRequests().length;
    const verdict = await page.el.check();
    expect(verdict.status).to.equal('verified');
    expect(verdict.address).to.deep.equal(page.chosen.at(-1)!.detail.address);
    expect(verdict.candidate).to.deep.equal(page.chosen.at(-1)!.detail.verification!.candidate);
    expect(streetRequests().length).to.equal(before);
  });

  it('without verify: verified for a chosen address, unchecked for typed text (with the form as it stands)', async () => {
    const page = await checkout('');
    await page.pickFinal('1600 Amph');
    expect((await page.el.check()).status).to.equal('verified');
    await page.retype('12 Old Rd');
    await sendKeys({ press: 'Escape' });
    const typed = await page.el.check();
    expect(typed.status).to.equal('unchecked');
    expect(typed.address.line1).to.equal('12 Old Rd');
    expect(streetRequests()).to.deep.equal([]);
  });
});
