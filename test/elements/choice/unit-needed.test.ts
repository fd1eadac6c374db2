// A chosen address that needs its apartment or suite (US Street: missing-secondary) says so: its building's units
// are listed again under a heading that says why (announced too), ending with "No unit"; the address stays
// unverified, and require-verified holds it, until a unit is chosen or the shopper says there is none. And the units
// step counts with plural rules ("1 address").
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { emulateMedia } from '../../support/browser-window.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { FetchRecorder, chooseWithKeys, until } from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { chooseBaseThatNeedsUnit } from '../../support/unit-needed.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form (test/support/checkout-form.ts), labelled, with verify and require-verified. */
function checkout(): Promise<Checkout> {
  return checkoutForm({ attributes: 'verify require-verified', labels: true }, recorder);
}

describe('an address that needs its unit', () => {
  it('is listed again under why, ending with "No unit", announced; not verified and held until a unit is chosen', async () => {
    const page = await checkout();
    const units = await chooseBaseThatNeedsUnit(page);
    expect(page.options.map((option) => option.textContent)).to.deep.equal([...units, DEFAULT_STRINGS.noUnit]);
    expect(page.options.at(-1)!.dataset.kind).to.equal('dismiss');
    await until(() => page.announced === DEFAULT_STRINGS.unitNeeded, 'why was not announced');
    expect(page.chosen[0]!.detail.verification?.status).to.equal('missing-secondary');
    expect(page.el.verified, 'verified while its unit is missing').to.equal(false);
    page.form.requestSubmit();
    expect(page.submits, 'ordered without its unit').to.equal(0);
    expect(page.input.validationMessage).to.equal(DEFAULT_STRINGS.notVerified);

    const unit = page.options.findIndex((option) => / Apt /.test(option.textContent ?? ''));
    await chooseWithKeys(unit);
    await until(() => page.chosen.length === 2, 'the unit was not chosen');
    await page.el.updateComplete;
    expect(page.chosen[1]!.detail.address.line2).to.match(/^Apt /);
    expect(page.el.verified).to.equal(true);
    page.form.requestSubmit();
    expect(page.submits).to.equal(1);
  });

  it('"No unit": the list closes, the text stays, the address is verified and the order goes through', async () => {
    const page = await checkout();
    await chooseBaseThatNeedsUnit(page);
    const text = page.input.value;
    await sendKeys({ press: 'ArrowUp' });
    expect(page.options.at(-1)!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await page.el.updateComplete;
    expect(page.isOpen).to.equal(false);
    expect(page.input.value).to.equal(text);
    expect(page.el.verified).to.equal(true);
    expect(page.chosen, 'no second event: the chosen address stands').to.have.length(1);
    page.form.requestSubmit();
    expect(page.submits).to.equal(1);
  });

  it('the list is axe-clean with why and "No unit", and with "No unit" active in light and dark (contrast)', async () => {
    const page = await checkout();
    await chooseBaseThatNeedsUnit(page);
    await expect(page.form).to.be.accessible();
    await sendKeys({ press: 'ArrowUp' });
    await page.el.updateComplete;
    await expect(page.form).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    try {
      await expect(page.form).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });
});

describe('the units step counts with plural rules', () => {
  it('a units list narrowed to one announces "1 address", never "1 addresses"', async () => {
    const page = await checkout();
    const rows = await page.search('1600 Pe');
    const stratton = rows.findIndex((row) => row.city === 'Stratton' && (row.entries ?? 0) > 1);
    expect(stratton, 'the simulator lists 1600 Pennsylvania Ave, Stratton').to.be.at.least(0);
    await chooseWithKeys(stratton);
    await until(() => page.options.some((option) => / Apt 13,/.test(option.textContent ?? '')), 'no units');
    await sendKeys({ type: ' 13' });
    await until(() => page.options.length === 1, 'the units did not narrow to one');
    await until(() => /\b1 address\b/.test(page.announced), `announced "${page.announced}"`);
    expect(page.announced).to.not.match(/\b1 addresses\b/);
  });
});
