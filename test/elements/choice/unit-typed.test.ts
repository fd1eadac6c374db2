// A unit the shopper types rather than picks. After a chosen street, the suggestions narrow to the chosen address
// (never "Apt 3" in ten other cities). In a building's units, leaving the input with exactly one unit matching what
// was typed chooses it (source unit; with verify, US Street confirms it); Tab never chooses from several.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FetchRecorder, chooseWithKeys, nothingMoreWithin, until } from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form (test/support/checkout-form.ts), labelled, with a unit field. */
function checkout(attributes = ''): Promise<Checkout> {
  return checkoutForm({ attributes, labels: true, fields: ['unit', 'city', 'state', 'zip'] }, recorder);
}

/** Chooses the building row of 1600 Pennsylvania Ave in `city`; resolves when its units are listed. */
async function openBuilding(page: Checkout, city: string): Promise<void> {
  const rows = await page.search('1600 Pe');
  const building = rows.findIndex((row) => row.city === city && (row.entries ?? 0) > 1);
  expect(building, `the simulator lists 1600 Pennsylvania Ave, ${city}`).to.be.at.least(0);
  await chooseWithKeys(building);
  await until(() => page.options.some((option) => / Apt 3,/.test(option.textContent ?? '')), 'no units');
}

describe('a unit typed after a chosen street narrows within the chosen address', () => {
  for (const attributes of ['', 'verify']) {
    it(`never to other cities${attributes ? ' (verify)' : ''}`, async () => {
      const page = await checkout(attributes);
      await openBuilding(page, 'Whitehouse');
      await chooseWithKeys(page.options.findIndex((option) => !/ Apt /.test(option.textContent ?? '')));
      await until(() => page.chosen.length === 1, 'no verified-address');
      const { city, postalCode } = page.chosen[0]!.detail.address;
      page.input.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ type: ' #3' });
      await until(
        () => recorder.exchanges.some((exchange) => exchange.url.searchParams.get('search') === page.input.value),
        'no lookup',
      );
      await page.settle();
      await nothingMoreWithin();
      const elsewhere = page.optionTexts.filter((text) => !text.includes(`${city}, OH ${postalCode}`));
      expect(elsewhere, 'suggestions in other cities').to.deep.equal([]);
    });
  }
});

describe("leaving a building's units narrowed to one by what was typed", () => {
  it('chooses that unit (source unit), filling the form', async () => {
    const page = await checkout();
    await openBuilding(page, 'Stratton');
    await sendKeys({ type: ' 3' });
    await until(() => page.options.length === 1, 'the units did not narrow to one');
    await sendKeys({ press: 'Tab' });
    await until(() => page.chosen.length === 1, 'leaving chose nothing');
    const { detail } = page.chosen[0]!;
    expect(detail.source).to.equal('unit');
    expect(detail.address).to.include({ line2: 'Apt 3', city: 'Stratton' });
    expect(page.field('unit').value).to.equal('Apt 3');
    expect(page.el.verified).to.equal(true);
  });

  it('with verify, US Street confirms it as any choice', async () => {
    const page = await checkout('verify');
    await openBuilding(page, 'Stratton');
    await sendKeys({ type: ' 4' });
    await until(() => page.options.length === 1, 'the units did not narrow to one');
    page.input.blur();
    await until(() => page.chosen.length === 1, 'leaving chose nothing');
    expect(page.chosen[0]!.detail.source).to.equal('unit');
    expect(page.chosen[0]!.detail.verification?.status).to.equal('verified');
    expect(page.chosen[0]!.detail.address.line2).to.equal('Apt 4');
  });

  it('Tab with several units still matching chooses nothing', async () => {
    const page = await checkout();
    await openBuilding(page, 'Stratton');
    await sendKeys({ type: ' 1' });
    await until(
      () => page.options.length > 1 && page.options.every((option) => / Apt 1\d?,/.test(option.textContent ?? '')),
      'not narrowed',
    );
    await sendKeys({ press: 'Tab' });
    await nothingMoreWithin();
    expect(page.chosen).to.have.length(0);
  });
});
