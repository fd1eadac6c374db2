// Browser autofill and a pasted whole address, the way they reach the page: autofill sets the fields' values and fires
// `input` without an `inputType` (or styles the input `:-webkit-autofill`, which starts our stylesheet's animation); a
// paste fires `paste` with the clipboard's text, then `input` with `insertFromPaste`. Neither pops the list (a paste
// without `verify` is looked up as typing: paste-lookup.test.ts). With `verify`, one quiet US Street lookup: the service's own form already in the form makes the element verified
// silently; a different form is offered in the "Did you mean" row, by keyboard and by pointer.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { AUTOFILL_ANIMATION } from '../../../src/core/view/styles.js';
import {
  FetchRecorder,
  KEY,
  centre,
  chooseWithKeys,
  inputOf,
  isOpen,
  named,
  nothingMoreWithin,
  optionsOf,
  until,
} from '../../support/element-helpers.js';
import { recordEachTest } from '../../support/record-each-test.js';
import { autofill as fillLikeAutofill, paste } from '../../support/entering.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { AddressEvents } from '../../support/address-events.js';
import { namesAutofill } from '../../support/autofill-pseudo.js';

let recorder: FetchRecorder;
recordEachTest((current) => (recorder = current));

/** The checkout form (test/support/checkout-form.ts): the element in a <label>, the other fields labelled. */
function checkout(attributes = 'verify'): Promise<Checkout> {
  return checkoutForm({ attributes, labels: true, wrapInLabel: true }, recorder);
}

const streetRequests = () => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/'));
const suggestionRequests = () =>
  recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-autocomplete/'));

/** Chromium's autofill of the page's form (see test/support/entering.ts). */
function autofill(page: Checkout, values: Record<string, string>): void {
  fillLikeAutofill(page.form, page.input, values);
}

/** The simulator's "Did you mean" case: a misspelt street (M#) and a wrong ZIP (A#); its form is 94042. */
const MISSPELT = { street: '1600 Amphitheater Pkwy', city: 'Mountain View', state: 'CA', zip: '94043' };
const OFFERED = '1600 Amphitheatre Pkwy, Mountain View, CA 94042';

async function offered(page: Checkout): Promise<void> {
  await until(() => page.isOpen && page.options.length === 2, 'no "Did you mean" row');
}

describe('autofill and paste never pop the list', () => {
  it('autofill (input without inputType): no suggestions lookup, no list, and a standing choice is cleared', async () => {
    const page = await checkout('');
    await page.search('1600 Amph');
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 1, 'no choice');
    const before = suggestionRequests().length;
    autofill(page, { street: '77 Massachusetts Ave', city: 'Cambridge', state: 'MA', zip: '02139' });
    await nothingMoreWithin();
    expect(suggestionRequests().length).to.equal(before);
    expect(page.isOpen).to.equal(false);
    expect(page.cleared).to.have.length(1);
    expect(page.el.verified).to.equal(false);
    expect(streetRequests(), 'no verify, no US Street lookup').to.have.length(0);
  });

  it('autofill seen only through the :-webkit-autofill animation of our stylesheet (no input event)', async () => {
    const page = await checkout();
    const rule = [...document.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) => ('cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules] : [rule]))
      .find((rule) => rule instanceof CSSStyleRule && namesAutofill(rule.selectorText)) as CSSStyleRule | undefined;
    expect(rule?.style.animationName, 'the stylesheet starts an animation on autofill').to.equal(AUTOFILL_ANIMATION);
    page.input.focus();
    for (const [name, value] of Object.entries({ street: '1600 Amphitheatre Pkwy', zip: '94042' })) {
      named(page.form, name).value = value;
    }
    page.input.dispatchEvent(
      new AnimationEvent('animationstart', { animationName: AUTOFILL_ANIMATION, bubbles: true }),
    );
    // The city field is empty: the service's form (with its city) is offered.
    await offered(page);
    expect(streetRequests()[0]!.url.searchParams.get('zipcode')).to.equal('94042');
    expect(suggestionRequests()).to.have.length(0);
  });

  it('a pasted street fragment searches like typing', async () => {
    const page = await checkout();
    paste(page.input, '1600 Amph');
    await until(() => page.isOpen, 'a pasted fragment did not search');
    expect(streetRequests()).to.have.length(0);
  });
});

describe('verify: the autofilled or pasted address is checked quietly', () => {
  // Found by a seeded random shopper, shrunk to two steps: the check of a paste into text already there wrote the
  // service's street over the whole field, dropping what the shopper had, with no choice made.
  describe('a whole address pasted into text already there: the text changes only by a choice', () => {
    const PASTED = '1600 Amphitheatre Pkwy, Mountain View, CA 94042';
    const enteredFirst = {
      'a pasted fragment': (page: Checkout) => paste(page.input, '1600 Amph'),
      'an autofilled street': (page: Checkout) => autofill(page, { street: '1600 Amph' }),
    };
    for (const [first, enter] of Object.entries(enteredFirst)) {
      it(`after ${first}: the match is offered, "Keep what I entered" keeps the text whole, the match fills only when chosen`, async () => {
        const page = await checkout();
        enter(page);
        await nothingMoreWithin();
        page.input.setSelectionRange(page.input.value.length, page.input.value.length);
        paste(page.input, PASTED);
        const typed = page.input.value;
        expect(typed).to.equal(`1600 Amph${PASTED}`);
        await offered(page);
        expect(page.input.value, "the check wrote over the shopper's text").to.equal(typed);
        expect(page.chosen, 'verified without a choice').to.have.length(0);
        expect(page.options.map((option) => option.textContent)).to.deep.equal([
          '1600 Amphitheatre Pkwy, Mountain View, CA 94042',
          DEFAULT_STRINGS.keepEntered,
        ]);
        await chooseWithKeys(1);
        await nothingMoreWithin();
        expect(page.input.value, '"Keep what I entered" changed the text').to.equal(typed);
        expect([page.field('city').value, page.field('state').value, page.field('zip').value]).to.deep.equal([
          '',
          '',
          '',
        ]);
        expect(page.chosen).to.have.length(0);

        page.input.setSelectionRange(page.input.value.length, page.input.value.length);
        paste(page.input, PASTED);
        await offered(page);
        expect(page.input.value).to.equal(`${typed}${PASTED}`);
        await chooseWithKeys(0);
        await until(() => page.chosen.length === 1, 'the match was not filled when chosen');
        expect(page.input.value).to.equal('1600 Amphitheatre Pkwy');
        expect(page.field('zip').value).to.equal('94042');
      });
    }
  });

  it("autofill in the service's own form: verified silently (no row, no announcement), source autofill", async () => {
    const page = await checkout();
    autofill(page, { street: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', zip: '94042' });
    await until(() => page.chosen.length === 1, 'not verified');
    const [request] = streetRequests();
    expect(streetRequests()).to.have.length(1);
    expect(
      Object.fromEntries(
        ['street', 'city', 'state', 'zipcode'].map((name) => [name, request!.url.searchParams.get(name)]),
      ),
    ).to.deep.equal({
      street: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      state: 'CA',
      zipcode: '94042',
    });
    const event = page.chosen[0]!;
    expect(event.detail.source).to.equal('autofill');
    expect(event.detail.verification?.status).to.equal('verified');
    expect(page.el.verified).to.equal(true);
    expect(page.isOpen).to.equal(false);
    expect(page.announced).to.equal('');
    expect(page.input.value).to.equal('1600 Amphitheatre Pkwy');
  });

  it('autofill the service corrects: the "Did you mean" row, announced; Down and Enter accept it and fill the form', async () => {
    const page = await checkout();
    autofill(page, MISSPELT);
    await offered(page);
    expect(page.context?.textContent).to.equal(DEFAULT_STRINGS.didYouMean);
    expect(page.options.map((option) => option.textContent)).to.deep.equal([OFFERED, DEFAULT_STRINGS.keepEntered]);
    await until(() => page.announced === DEFAULT_STRINGS.offered(OFFERED), 'the row was not announced');
    expect(page.input.getAttribute('aria-expanded')).to.equal('true');
    expect(page.input.value, 'the text stays until the shopper accepts').to.equal(MISSPELT.street);
    expect(page.chosen).to.have.length(0);
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 1, 'accepting did not choose');
    const event = page.chosen[0]!;
    expect(event.detail.source).to.equal('autofill');
    expect(event.detail.address).to.include({
      line1: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      region: 'CA',
      postalCode: '94042',
    });
    expect(event.detail.verification?.status).to.equal('verified');
    expect(page.input.value).to.equal('1600 Amphitheatre Pkwy');
    expect(page.field('zip').value).to.equal('94042');
    expect(page.el.verified).to.equal(true);
    expect(page.isOpen).to.equal(false);
    expect(streetRequests(), 'accepting asks nothing more').to.have.length(1);
  });

  it("the row reads like the list's rows and marks the words it changes (the spelling, the ZIP)", async () => {
    const page = await checkout();
    autofill(page, { ...MISSPELT, zip: '94036' });
    await offered(page);
    const offer = page.options[0]!;
    expect(offer.textContent, 'the list\'s format: "street, city, ST 12345"').to.equal(OFFERED);
    expect([...offer.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal([
      'Amphitheatre',
      '94042',
    ]);
    expect(page.options[1]!.querySelectorAll('mark')).to.have.length(0);
  });

  it('the row is axe-clean, open and with its correction active', async () => {
    const page = await checkout();
    autofill(page, { ...MISSPELT, zip: '94035' });
    await offered(page);
    await expect(page.form).to.be.accessible();
    await sendKeys({ press: 'ArrowDown' });
    expect(page.input.getAttribute('aria-activedescendant')).to.equal(page.options[0]!.id);
    await expect(page.form).to.be.accessible();
  });

  it('the row by pointer: "Keep what I entered" closes it and changes nothing; the correction accepts', async () => {
    const page = await checkout();
    autofill(page, MISSPELT);
    await offered(page);
    await sendMouse({ type: 'click', position: centre(page.options[1]!) });
    await until(() => !page.isOpen, 'the row did not close');
    expect(page.input.value).to.equal(MISSPELT.street);
    expect(page.field('zip').value).to.equal(MISSPELT.zip);
    expect(page.chosen).to.have.length(0);
    expect(document.activeElement).to.equal(page.input);

    const again = await checkout();
    autofill(again, { ...MISSPELT, zip: '94041' });
    await offered(again);
    await sendMouse({ type: 'click', position: centre(optionsOf(again.el)[0]!) });
    await until(() => again.chosen.length === 1, 'clicking did not accept');
    expect(named(again.form, 'zip').value).to.equal('94042');
  });

  it('Escape keeps what was entered, and the row does not come back on focus', async () => {
    const page = await checkout();
    autofill(page, { ...MISSPELT, zip: '94040' });
    await offered(page);
    await sendKeys({ press: 'Escape' });
    expect(page.isOpen).to.equal(false);
    page.input.blur();
    page.input.focus();
    await nothingMoreWithin();
    expect(page.isOpen).to.equal(false);
    expect(page.input.value).to.equal(MISSPELT.street);
  });

  it('a one-line address pasted: one freeform US Street lookup, no suggestions; accepting splits it into the form', async () => {
    const page = await checkout();
    const text = '1600 Amphitheater Pkwy, Mountain View, CA 94043';
    paste(page.input, text);
    await offered(page);
    expect(suggestionRequests()).to.have.length(0);
    const [request] = streetRequests();
    expect(request!.url.searchParams.get('street')).to.equal(text);
    expect(request!.url.searchParams.has('city'), 'freeform: only the street').to.equal(false);
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 1, 'not accepted');
    expect(page.chosen[0]!.detail.source).to.equal('paste');
    expect(page.input.value).to.equal('1600 Amphitheatre Pkwy');
    expect([page.field('city').value, page.field('state').value, page.field('zip').value]).to.deep.equal([
      'Mountain View',
      'CA',
      '94042',
    ]);
  });

  it('an input without an address token and no other fields: a pasted address is offered, never verified as it is', async () => {
    const el = await fixture<UsAddressAutocomplete>(html`
      <us-address-autocomplete
        embedded-key=${KEY}
        base-url="/us-autocomplete"
        street-base-url="/us-street"
        debounce="0"
        verify
      >
        <input aria-label="Address" />
      </us-address-autocomplete>
    `);
    const chosen = new AddressEvents(el).verified;
    paste(inputOf(el), '1600 Amphitheater Pkwy, Mountain View, CA 94037');
    await until(() => isOpen(el) || chosen.length > 0, 'nothing came of the check');
    expect(chosen, 'the misspelt paste was verified as it was').to.have.length(0);
    expect(optionsOf(el)[0]!.textContent).to.equal(OFFERED);
  });

  it('a multi-line address pasted: its lines are sent as one freeform street', async () => {
    const page = await checkout();
    paste(page.input, '1600 Amphitheater Pkwy\nMountain View, CA 94042\n');
    await offered(page);
    expect(streetRequests()[0]!.url.searchParams.get('street')).to.equal(
      '1600 Amphitheater Pkwy, Mountain View, CA 94042',
    );
    expect(page.input.value.trim(), "the shopper's paste stays until they accept").to.equal(
      '1600 Amphitheater Pkwy Mountain View, CA 94042',
    );
    expect(suggestionRequests()).to.have.length(0);
  });

  it('an address US Street does not know: no row, not verified, not held; a failed check is an address-error and nothing else', async () => {
    const page = await checkout('verify require-verified');
    paste(page.input, '9 Nowhere Imaginary Rd, Mountain View, CA 94042');
    await until(() => streetRequests().length === 1, 'no check');
    await streetRequests()[0]!.answer;
    await nothingMoreWithin();
    expect(page.isOpen).to.equal(false);
    expect(page.el.verified).to.equal(false);
    // The service cannot offer a choice for it: require-verified lets the shopper's address through (fail-open.test.ts).
    expect(page.input.validity.valid, 'require-verified held an address the service does not know').to.equal(true);

    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.set('simulator_fault', 'status:503');
      return url;
    };
    const failing = await checkout();
    const { errors } = failing.events;
    paste(failing.input, '1600 Amphitheatre Pkwy, Mountain View, CA 94041');
    await until(() => errors.length === 1, 'no address-error');
    expect(errors.map((event) => event.detail.code)).to.deep.equal(['server']);
    expect(failing.input.value).to.equal('1600 Amphitheatre Pkwy, Mountain View, CA 94041');
    expect(isOpen(failing.el)).to.equal(false);
  });

  it('typing before the check answers: the answer is dropped', async () => {
    // The check's answer is held until the shopper has typed.
    recorder.hold = (url) => url.pathname.startsWith('/us-street/');
    const page = await checkout();
    paste(page.input, '1600 Amphitheater Pkwy, Mountain View, CA 94039');
    await until(() => streetRequests().length === 1, 'no check');
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    recorder.release();
    await streetRequests()[0]!.answer;
    await nothingMoreWithin();
    expect(page.options.some((option) => option.textContent === OFFERED)).to.equal(false);
    expect(page.chosen).to.have.length(0);
  });

  it('the input has its autocomplete token whenever the list is closed (off only while the list is open)', async () => {
    const page = await checkout();
    expect(page.input.getAttribute('autocomplete')).to.equal('address-line1');
    await page.search('1600 Amph');
    expect(page.isOpen).to.equal(true);
    expect(page.input.getAttribute('autocomplete')).to.equal('off');
    await sendKeys({ press: 'Escape' });
    await until(() => !page.isOpen, 'Escape did not close the list');
    await page.el.updateComplete;
    expect(page.input.getAttribute('autocomplete')).to.equal('address-line1');
  });

  it('no check while the input is disabled', async () => {
    const page = await checkout();
    page.input.disabled = true;
    page.input.value = '1600 Amphitheatre Pkwy';
    page.input.dispatchEvent(
      new AnimationEvent('animationstart', { animationName: AUTOFILL_ANIMATION, bubbles: true }),
    );
    await nothingMoreWithin();
    expect(streetRequests()).to.have.length(0);
  });
});
