// A unit the shopper types rather than picks. After a chosen street, the suggestions narrow to the chosen address
// (never "Apt 3" in ten other cities). In a building's units, leaving the input with exactly one unit matching what
// was typed chooses it (source unit; with verify, US Street confirms it); Tab never chooses from several.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../src/define.js';
import type { VerifiedAddressEvent } from '../../src/core/events/address-events.js';
import {
  ConsoleStub,
  FetchRecorder,
  KEY,
  chooseWithKeys,
  inputOf,
  named,
  nothingMoreWithin,
  optionTexts,
  optionsOf,
  search,
  settle,
  until,
} from '../support/element-helpers.js';

let recorder: FetchRecorder;
let quietConsole: ConsoleStub;

beforeEach(() => {
  recorder = new FetchRecorder({ path: null }).install();
  quietConsole = new ConsoleStub('error').install();
});

afterEach(() => {
  recorder.restore();
  quietConsole.restore();
});

interface Checkout {
  form: HTMLFormElement;
  el: UsAddressAutocomplete;
  input: HTMLInputElement;
  chosen: VerifiedAddressEvent[];
}

async function checkout(attributes = ''): Promise<Checkout> {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <us-address-autocomplete
        embedded-key=${KEY}
        base-url="/us-autocomplete"
        street-base-url="/us-street"
        debounce="0"
      >
        <input name="street" autocomplete="address-line1" aria-label="Street" />
      </us-address-autocomplete>
      <input name="unit" autocomplete="address-line2" aria-label="Unit" />
      <input name="city" autocomplete="address-level2" aria-label="City" />
      <input name="state" autocomplete="address-level1" aria-label="State" />
      <input name="zip" autocomplete="postal-code" aria-label="ZIP" />
    </form>
  `);
  const el = form.querySelector('us-address-autocomplete')!;
  for (const attribute of attributes.split(' ').filter(Boolean)) el.setAttribute(attribute, '');
  await el.updateComplete;
  const page: Checkout = { form, el, input: inputOf(el), chosen: [] };
  el.addEventListener('verified-address', (event) => page.chosen.push(event));
  return page;
}

/** Chooses the building row of 1600 Pennsylvania Ave in `city`; resolves when its units are listed. */
async function openBuilding(page: Checkout, city: string): Promise<void> {
  const rows = await search(page.el, recorder, '1600 Pe');
  const building = rows.findIndex((row) => row.city === city && (row.entries ?? 0) > 1);
  expect(building, `the simulator lists 1600 Pennsylvania Ave, ${city}`).to.be.at.least(0);
  await chooseWithKeys(building);
  await until(() => optionsOf(page.el).some((option) => / Apt 3,/.test(option.textContent ?? '')), 'no units');
}

describe('a unit typed after a chosen street narrows within the chosen address', () => {
  for (const attributes of ['', 'verify']) {
    it(`never to other cities${attributes ? ' (verify)' : ''}`, async () => {
      const page = await checkout(attributes);
      await openBuilding(page, 'Whitehouse');
      await chooseWithKeys(optionsOf(page.el).findIndex((option) => !/ Apt /.test(option.textContent ?? '')));
      await until(() => page.chosen.length === 1, 'no verified-address');
      const { city, postalCode } = page.chosen[0]!.detail.address;
      page.input.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ type: ' #3' });
      await until(
        () => recorder.exchanges.some((exchange) => exchange.url.searchParams.get('search') === page.input.value),
        'no lookup',
      );
      await settle(page.el, recorder);
      await nothingMoreWithin();
      const elsewhere = optionTexts(page.el).filter((text) => !text.includes(`${city}, OH ${postalCode}`));
      expect(elsewhere, 'suggestions in other cities').to.deep.equal([]);
    });
  }
});

describe("leaving a building's units narrowed to one by what was typed", () => {
  it('chooses that unit (source unit), filling the form', async () => {
    const page = await checkout();
    await openBuilding(page, 'Stratton');
    await sendKeys({ type: ' 3' });
    await until(() => optionsOf(page.el).length === 1, 'the units did not narrow to one');
    await sendKeys({ press: 'Tab' });
    await until(() => page.chosen.length === 1, 'leaving chose nothing');
    const { detail } = page.chosen[0]!;
    expect(detail.source).to.equal('unit');
    expect(detail.address).to.include({ line2: 'Apt 3', city: 'Stratton' });
    expect(named(page.form, 'unit').value).to.equal('Apt 3');
    expect(page.el.verified).to.equal(true);
  });

  it('with verify, US Street confirms it as any choice', async () => {
    const page = await checkout('verify');
    await openBuilding(page, 'Stratton');
    await sendKeys({ type: ' 4' });
    await until(() => optionsOf(page.el).length === 1, 'the units did not narrow to one');
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
      () =>
        optionsOf(page.el).length > 1 &&
        optionsOf(page.el).every((option) => / Apt 1\d?,/.test(option.textContent ?? '')),
      'not narrowed',
    );
    await sendKeys({ press: 'Tab' });
    await nothingMoreWithin();
    expect(page.chosen).to.have.length(0);
  });
});
