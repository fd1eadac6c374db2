// A checkout never loses an order because of us: `require-verified` holds the text only while the service can offer
// the shopper a choice for it. After a failed lookup, a refusal, no matches, an address US Street does not know, a
// unit it does not know, or the shopper's own "Keep what I entered", the input is valid and `unverified-address`
// says why. Tried as a shopper would: type, fill the rest by hand, press "Place order" (a real requestSubmit()).
//
// Each reason is a rule of the choice machine, tested in Node: what a lookup's answer means for the text (every
// failure code, no matches, a refusal typed on after) in test/unit/choice/lookup-answers.test.ts; once per text and
// reason at commit, and every reason lifting the hold, in chosen-address.test.ts; a pasted or autofilled address not
// found or not checked, and "Keep what I entered" by Escape, in autofill-and-paste.test.ts (and the browser's
// autofill-paste.test.ts); a unit typed and not confirmed in unit-typed.test.ts. Here, one case of each kind the page
// sees: the order placed, the event's detail read from the form, the form split in the shopper's words, and the
// units offered again.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { FetchRecorder, KEY, chooseWithKeys, named, until } from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { paste } from '../../support/entering.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form (test/support/checkout-form.ts), labelled, with a "Place order" button. */
function checkout(attributes = 'require-verified', key = KEY): Promise<Checkout> {
  return checkoutForm({ attributes, key, labels: true, button: 'Place order' }, recorder);
}

/**
 * The shopper fills city, state and ZIP by hand, then presses "Place order"; until the order is placed. With the
 * loader's chunks (as here, the source's `import()`), a submit made before the form's code has come waits for it,
 * within `submit-timeout`, so that the page hears `unverified-address` first.
 */
async function fillRestAndOrder(page: Checkout): Promise<void> {
  for (const [name, value] of Object.entries({ city: 'Springfield', state: 'IL', zip: '62701' })) {
    named(page.form, name).focus();
    await sendKeys({ type: value });
  }
  page.form.requestSubmit();
  await until(() => page.submits > 0, 'the order was blocked');
}

/** Every US Autocomplete request gets `fault` from the simulator. */
function suggestionsFail(fault: string): void {
  recorder.rewrite = (url) => {
    if (url.pathname.startsWith('/us-autocomplete/')) url.searchParams.set('simulator_fault', fault);
    return url;
  };
}

/**
 * Types `text` and waits for the answer to the whole text, not to a prefix of it (a later one would replace it).
 * After a refusal nothing more is looked up: `refused` waits for the first answer, whichever text it was for.
 */
async function typeAndWaitForAnswer(page: Checkout, text: string, refused = false): Promise<void> {
  await page.type(text);
  const whole = page.input.value;
  await until(
    () =>
      refused
        ? recorder.count > 0
        : recorder.exchanges.some((exchange) => exchange.url.searchParams.get('search') === whole),
    `no lookup of "${whole}"`,
  );
  await recorder.lastSettled();
  await page.el.updateComplete;
}

describe('require-verified lets the order through when the service cannot help', () => {
  it('a 503: the hand-typed address is ordered; unverified-address says unavailable (server)', async () => {
    suggestionsFail('status:503');
    const page = await checkout();
    await typeAndWaitForAnswer(page, '12 Main St');
    await until(() => page.input.validity.valid, 'still held after the failure');
    await fillRestAndOrder(page);
    expect(page.submits, 'the order was blocked').to.equal(1);
    expect(page.unverified.map((event) => [event.detail.reason, event.detail.code])).to.deep.equal([
      ['unavailable', 'server'],
    ]);
    expect(page.unverified[0]!.detail.text).to.equal('12 Main St');
    expect(page.el.verified).to.equal(false);
  });

  it('a refused key (401): the order goes through, refused (unauthorized), with the form as it was at commit', async () => {
    const page = await checkout('require-verified', 'no-such-key');
    await typeAndWaitForAnswer(page, '12 Main St', true);
    await sendKeys({ type: ' Apt 2' });
    await page.el.updateComplete;
    expect(page.input.validity.valid, 'typing on after a refusal is held again').to.equal(true);
    await fillRestAndOrder(page);
    expect(page.submits).to.equal(1);
    expect(page.unverified.map((event) => [event.detail.reason, event.detail.code])).to.deep.equal([
      ['refused', 'unauthorized'],
    ]);
    // Sent when the shopper left the street for the city: the form as it was then.
    expect(page.unverified[0]!.detail.address).to.deep.equal({
      line1: '12 Main St Apt 2',
      line2: '',
      city: '',
      region: '',
      postalCode: '',
      country: 'USA',
    });
  });

  it('a misconfigured element looks nothing up and holds nothing', async () => {
    const page = await checkout('require-verified');
    page.el.maxResults = 99;
    await page.el.updateComplete;
    await page.type('12 Main St');
    await page.el.updateComplete;
    expect(page.input.validity.valid).to.equal(true);
    page.input.blur();
    await until(() => page.unverified.length === 1, 'no unverified-address');
    expect(page.unverified[0]!.detail).to.include({ reason: 'unavailable', code: 'config' });
  });
});

describe('verify: an autofilled or pasted address the service cannot confirm stands, unverified', () => {
  it('"Keep what I entered" on a pasted address: split into the form in the shopper\'s words, valid, kept', async () => {
    const page = await checkout('verify require-verified');
    paste(page.input, '1600 Amphitheater Pkwy, Mountain View, CA 94043');
    await until(() => page.isOpen && page.options.length === 2, 'no "Did you mean" row');
    expect(page.input.validity.customError, 'held while the service offers its correction').to.equal(true);
    await chooseWithKeys(1);
    await until(() => page.unverified.length === 1, 'no unverified-address');
    expect([
      page.input.value,
      page.field('city').value,
      page.field('state').value,
      page.field('zip').value,
    ]).to.deep.equal(['1600 Amphitheater Pkwy', 'Mountain View', 'CA', '94043']);
    expect(page.unverified[0]!.detail.reason).to.equal('kept');
    expect(page.unverified[0]!.detail.address).to.include({
      line1: '1600 Amphitheater Pkwy',
      city: 'Mountain View',
      region: 'CA',
      postalCode: '94043',
    });
    expect(page.chosen).to.have.length(0);
    expect(page.el.verified).to.equal(false);
    page.form.requestSubmit();
    expect(page.submits).to.equal(1);
  });
});

describe('verify: a unit typed after a chosen street', () => {
  /** The base address of 1600 Pennsylvania Ave, Whitehouse OH (deliverable without a unit), chosen from its units. */
  async function pickBuildingBase(page: Checkout): Promise<void> {
    const rows = await page.search('1600 Pe');
    await chooseWithKeys(rows.findIndex((row) => row.city === 'Whitehouse' && (row.entries ?? 0) > 1));
    await until(() => page.options.some((option) => / Apt /.test(option.textContent ?? '')), 'no units');
    await chooseWithKeys(page.options.findIndex((option) => !/ Apt /.test(option.textContent ?? '')));
    await until(() => page.chosen.length === 1, 'no verified-address');
  }

  it('one US Street does not know, after an address chosen from its building: the units are offered under why, the text kept', async () => {
    const page = await checkout('verify require-verified');
    await pickBuildingBase(page);
    page.input.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' Apt 9998' });
    await until(
      () =>
        recorder.exchanges.some(
          (exchange) => exchange.url.searchParams.get('search') === page.input.value && exchange.status !== undefined,
        ),
      'no answer for the text',
    );
    await page.settle();
    const text = page.input.value;
    page.input.blur();
    await until(() => page.unverified.length === 1, 'no unverified-address');
    expect(page.unverified[0]!.detail.reason).to.equal('unit-not-matched');
    await until(() => page.options.length > 2, "the building's units were not offered");
    expect(page.input.value, 'the typed unit was overwritten').to.equal(text);
    await until(() => page.announced === DEFAULT_STRINGS.unitNotMatched, 'why was not announced');
    page.input.focus();
    await until(() => page.isOpen, 'the units were not shown when the shopper came back');
    expect(page.context?.textContent).to.equal(DEFAULT_STRINGS.unitNotMatched);
    expect(page.options.at(-1)!.textContent).to.equal(DEFAULT_STRINGS.keepEntered);
    expect(page.input.validity.valid, 'the shopper may keep their unit').to.equal(true);
    const unit = page.options.findIndex((option) => / Apt 2,/.test(option.textContent ?? ''));
    await chooseWithKeys(unit);
    await until(() => page.chosen.length === 2, 'the unit was not chosen');
    expect(page.chosen[1]!.detail.address.line2).to.equal('Apt 2');
    expect(page.el.verified).to.equal(true);
  });
});
