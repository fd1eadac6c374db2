// What a proxy that re-encodes the service's JSON may write, end to end (issue 20's decision): a US ZIP written as a
// number is read as the five digits it lost its leading zeros from (501 is 00501), in the US autocomplete and in a
// US Street candidate; `entries` written as digits is a count; an `entries` that is not a count, a US ZIP number of
// more than five digits and an international postal code written as a number (DEU 01067 as 1067: the zeros cannot
// be told back) leave their row out, reported as bad-response. Never a wrong address filled. The answers come from
// the simulator (`body:` fault, test/support/faults.ts), so they travel the real fetch path.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  type AddressElement,
  BASE,
  ConsoleStub,
  INTL_BASE,
  chooseWithKeys,
  inputOf,
  listboxOf,
  named,
  nothingMoreWithin,
  optionTexts,
  optionsOf,
  until,
} from '../../support/element-helpers.js';
import { checkoutForm } from '../../support/checkout-form.js';
import { paste } from '../../support/entering.js';
import { FaultSwitch } from '../../support/faults.js';

const DETAIL_PATH = `${INTL_BASE}/v2/lookup/`;
let faults: FaultSwitch;
let consoleErrors: ConsoleStub;

beforeEach(() => {
  faults = new FaultSwitch(BASE, DETAIL_PATH, INTL_BASE, '/us-street').install();
  consoleErrors = new ConsoleStub('error').install();
});

afterEach(() => {
  consoleErrors.restore();
  faults.restore();
});

/** The service's answer replaced by `body` for every request under `path` (URL-encoded: JSON holds commas). */
function answer(path: string, body: unknown): void {
  faults.set(path, `body:${encodeURIComponent(JSON.stringify(body))}`);
}

/**
 * `count` options listed and no lookup pending: the answer to the whole text typed is shown. With debounce 0 every key
 * sends, and every prefix here gets the same rows, so a list of `count` can be a prefix's while the last key's answer
 * is on its way, and would replace the list under the arrow keys (1 CI run in 4 chose nothing that way).
 */
function listedForTypedText(el: AddressElement, count: number, message: string): Promise<void> {
  return until(() => listboxOf(el).getAttribute('aria-busy') === 'false' && optionTexts(el).length === count, message);
}

/** The element in a checkout form (city, state, postal code after it), debounce 0: `errors` and `chosen` recorded. */
const mount = (tag: 'us-address-autocomplete' | 'intl-address-autocomplete', attributes: Record<string, string>) =>
  checkoutForm({ tag, attributes, streetBaseUrl: null });

const usRow = (street: string, zipcode: unknown, extra: object = {}) => ({
  street_line: street,
  secondary: '',
  city: 'Holtsville',
  state: 'NY',
  zipcode,
  entries: 0,
  ...extra,
});

for (const api of ['v2', 'pro'] as const) {
  it(`US ${api}: a ZIP number is read as five digits and filled; rows with a longer ZIP number or entries "Apt" are left out`, async () => {
    answer(BASE, {
      suggestions: [
        usRow('1 Main St', 501),
        usRow('2 Main St', '00501', { secondary: 'Apt', entries: 'Apt' }),
        usRow('3 Main St', 5011234),
        usRow('4 Main St', '00501', { secondary: 'Apt', entries: '3' }),
      ],
    });
    const page = await mount('us-address-autocomplete', { 'base-url': BASE, api });
    inputOf(page.el).focus();
    await sendKeys({ type: '1 Main' });
    await listedForTypedText(page.el, 2, 'the readable rows are not listed');
    expect(optionTexts(page.el)).to.deep.equal([
      '1 Main St, Holtsville, NY 00501',
      '4 Main St Apt, Holtsville, NY 00501',
    ]);
    expect(optionsOf(page.el)[1]!.textContent, 'entries "3" is a count').to.contain('3');
    await until(() => page.errors.length === 1, 'the left-out rows were not reported');
    expect(page.errors[0]!.detail).to.include({ code: 'bad-response', status: 200 });
    expect(page.errors[0]!.detail.message).to.contain('2 of 4 suggestions');
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 1, 'no verified-address');
    expect(named(page.form, 'zip').value).to.equal('00501');
    expect(inputOf(page.el).value).to.equal('1 Main St');
    expect(consoleErrors.messages).to.have.length(1);
  });
}

it('international: a detail whose postal code is a number is not chosen nor filled; bad-response', async () => {
  answer(INTL_BASE, {
    candidates: [{ address_id: 'fault-matrix-1', address_text: 'Hauptstraße 1, 01067 Dresden', entries: 1 }],
  });
  answer(DETAIL_PATH, {
    candidates: [{ street: 'Hauptstraße 1', locality: 'Dresden', postal_code: 1067, country_iso3: 'DEU' }],
  });
  const page = await mount('intl-address-autocomplete', { 'base-url': INTL_BASE, country: 'DEU' });
  inputOf(page.el).focus();
  await sendKeys({ type: 'Hauptstr' });
  await listedForTypedText(page.el, 1, 'no list');
  await chooseWithKeys(0);
  await until(() => page.errors.length === 1, 'the unreadable detail was not reported');
  expect(page.errors[0]!.detail.code).to.equal('bad-response');
  expect(page.errors[0]!.detail.message).to.contain('1 of 1 candidates');
  await nothingMoreWithin();
  expect(page.chosen, 'an address was chosen').to.have.length(0);
  expect(named(page.form, 'zip').value).to.equal('');
  expect(inputOf(page.el).value).to.equal('Hauptstr');
});

it('US Street (verify): a candidate whose ZIP is a number fills the five digits', async () => {
  answer('/us-street', [
    {
      delivery_line_1: '1 Main St',
      last_line: 'Holtsville NY 00501',
      components: {
        primary_number: '1',
        street_name: 'Main',
        street_suffix: 'St',
        city_name: 'Holtsville',
        state_abbreviation: 'NY',
        zipcode: 501,
      },
      analysis: { dpv_match_code: 'Y', dpv_footnotes: 'AABB' },
    },
  ]);
  const page = await mount('us-address-autocomplete', {
    'base-url': BASE,
    verify: '',
    'street-base-url': '/us-street',
  });
  paste(inputOf(page.el), '1 Main St, Holtsville, NY 00501');
  await until(() => page.chosen.length === 1, 'the pasted address was not verified');
  expect(page.chosen[0]!.detail.address.postalCode).to.equal('00501');
  expect(named(page.form, 'zip').value).to.equal('00501');
  expect(page.errors).to.have.length(0);
});
