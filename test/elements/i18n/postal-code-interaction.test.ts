// <postal-code-autocomplete> as the shopper drives it: the APG combobox keys on its list, its words (postal code
// terms by default, each replaceable through `strings`), and the form's country changing under it, with a list open,
// with a lookup on its way, and after a choice. Every test types its own postal code: the simulator refuses the same
// input a third time within 5 s.
import { expect, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AddressEvents } from '../../support/address-events.js';
import {
  ConsoleStub,
  FetchRecorder,
  POSTAL_BASE,
  type PostalElement,
  activeOption,
  announced,
  isExpanded,
  isOpen,
  listboxOf,
  named,
  nothingMoreWithin,
  optionTexts,
  optionsOf,
  until,
} from '../../support/element-helpers.js';
import { AutocompleteHarness } from '../../support/harness.js';
import {
  POSTAL_CODE_STRINGS,
  type PostalRow,
  answerTo,
  label,
  lookUp,
  postalForm,
  typeCode,
} from '../../support/postal-form.js';

const COUNTRY_SELECT = html`
  <label
    >Country
    <select name="country" autocomplete="country">
      <option value="USA" selected>United States</option>
      <option value="DEU">Germany</option>
    </select>
  </label>
`;

/** The form's country select set to `value`, as the shopper's pick does it (a `change`). */
function pickCountry(form: HTMLFormElement, value: string): void {
  const select = named<HTMLSelectElement>(form, 'country');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<postal-code-autocomplete> interaction', () => {
  let recorder: FetchRecorder<PostalRow>;
  let consoleStub: ConsoleStub;

  beforeEach(() => {
    recorder = new FetchRecorder<PostalRow>({ path: POSTAL_BASE }).install();
    consoleStub = new ConsoleStub('error').install();
  });

  afterEach(() => {
    recorder.restore();
    consoleStub.restore();
    fixtureCleanup();
  });

  const statusText = (el: PostalElement) => new AutocompleteHarness(el).statusText;

  describe('keyboard (APG combobox)', () => {
    it('Down and Up move through the list and wrap, Escape closes it and keeps the text, Alt+Down reopens it', async () => {
      const { el, input, selected } = await postalForm({ country: 'USA' });
      await lookUp(el, recorder, '3034');
      const options = optionsOf(el);
      expect(options.length).to.be.greaterThan(2);
      expect(activeOption(el), 'typing leaves no option active').to.equal(null);

      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(el)).to.equal(options[0]);
      expect(options[0]!.getAttribute('aria-selected')).to.equal('true');
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(el)).to.equal(options[1]);
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowUp' });
      expect(activeOption(el), 'Up from the first wraps to the last').to.equal(options.at(-1));

      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(isOpen(el)).to.equal(false);
      expect(input.value).to.equal('3034');
      expect(input.getAttribute('aria-activedescendant')).to.equal(null);

      await sendKeys({ press: 'Alt+ArrowDown' });
      await el.updateComplete;
      expect(isOpen(el), 'Alt+Down opens the list').to.equal(true);
      expect(activeOption(el), 'Alt+Down moves into no option').to.equal(null);
      expect(selected).to.deep.equal([]);
    });

    it('Enter chooses the active option (and only then keeps the form from submitting)', async () => {
      const { form, el, input, selected } = await postalForm({ country: 'USA' });
      const results = await lookUp(el, recorder, '3039');
      const prevented: boolean[] = [];
      form.addEventListener('keydown', (event) => prevented.push(event.defaultPrevented));
      await sendKeys({ press: 'Enter' });
      expect(prevented, 'Enter on no option is the form’s').to.deep.equal([false]);
      expect(selected).to.deep.equal([]);

      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await until(() => selected.length === 1, 'Enter did not choose');
      expect(prevented.at(-1)).to.equal(true);
      expect(input.value).to.equal(results[1]!.postal_code);
      expect(announced(el)).to.equal(`Selected ${label(results[1]!)}`);
      expect(isOpen(el)).to.equal(false);
    });
  });

  describe('strings', () => {
    it('speaks of postal codes and places by default: the list, its count and no matches', async () => {
      const { el } = await postalForm({ country: 'USA' });
      const results = await lookUp(el, recorder, '3035');
      expect(listboxOf(el).getAttribute('aria-label')).to.equal('Postal code suggestions');
      expect(announced(el)).to.equal(POSTAL_CODE_STRINGS.results!(results.length));
      expect(announced(el)).to.match(/^\d+ places found/);
      await typeCode(el, 'ZZ');
      await until(() => statusText(el) === 'No matching postal codes', 'no status row for no matches');
      expect(announced(el)).to.equal('No matching postal codes');
    });

    it('takes the list label, the count and the status row’s text from `strings`', async () => {
      const { el } = await postalForm({ country: 'USA' });
      el.strings = {
        listLabel: 'Postleitzahlen',
        results: (count) => `${count} Orte`,
        noResults: 'Keine passende Postleitzahl',
      };
      const results = await lookUp(el, recorder, '3036');
      expect(listboxOf(el).getAttribute('aria-label')).to.equal('Postleitzahlen');
      expect(announced(el)).to.equal(`${results.length} Orte`);
      await typeCode(el, 'ZY');
      await until(() => statusText(el) === 'Keine passende Postleitzahl', 'the row did not use strings.noResults');
    });
  });

  describe('require-verified', () => {
    it('holds a postal code the service lists places for until one is chosen, and fails open on no matches', async () => {
      const { form, el, input, selected } = await postalForm({ country: 'USA', requireVerified: true });
      const events = new AddressEvents(form);
      await lookUp(el, recorder, '3041');
      expect(input.validity.customError).to.equal(true);
      expect(input.validationMessage).to.equal(POSTAL_CODE_STRINGS.notVerified);
      expect(form.checkValidity()).to.equal(false);

      await sendKeys({ type: '1' });
      await until(() => selected.length === 1, 'the complete ZIP was not chosen');
      expect(input.validity.valid, 'the auto choice is a choice').to.equal(true);

      await typeCode(el, 'ZX');
      await until(() => statusText(el) === POSTAL_CODE_STRINGS.noResults, 'no status row for no matches');
      expect(input.validity.valid, 'nothing to choose: the text is the shopper’s to submit').to.equal(true);
      input.blur();
      const unverified = await events.nextUnverified(0);
      expect(unverified.detail).to.include({ reason: 'no-matches', text: 'ZX' });
      events.stop();
    });
  });

  describe('the form’s country changing', () => {
    it('with a list open: the list closes, and the next lookup asks the new country', async () => {
      const { form, el, input } = await postalForm({ countryField: COUNTRY_SELECT });
      await lookUp(el, recorder, '12');
      expect(recorder.last.url.searchParams.get('country')).to.equal('USA');
      expect(isExpanded(el)).to.equal(true);

      pickCountry(form, 'DEU');
      await el.updateComplete;
      expect(isExpanded(el), 'the other country’s list stayed open').to.equal(false);
      expect(optionsOf(el)).to.have.length(0);
      expect(input.value).to.equal('12');

      input.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => recorder.last.url.searchParams.get('country') === 'DEU', 'Down did not ask the new country');
      const results = await answerTo(recorder, '12');
      await until(() => optionTexts(el)[0] === label(results[0]!), 'the new country’s places are not listed');
      expect(optionTexts(el)[0]).to.match(/, Berlin$/);
    });

    it('with a lookup on its way: its answer, for the old country, is never shown', async () => {
      const { form, el } = await postalForm({ countryField: COUNTRY_SELECT });
      recorder.hold = () => true;
      await typeCode(el, '13');
      await until(() => recorder.count === 1, 'no request');
      const [held] = recorder.exchanges;
      pickCountry(form, 'DEU');
      await until(() => held!.error !== undefined, 'the old country’s lookup was not aborted');
      expect(held!.error).to.equal('AbortError');
      recorder.release();
      await nothingMoreWithin();
      expect(optionsOf(el)).to.have.length(0);
      expect(isExpanded(el)).to.equal(false);
    });

    it('after a choice: the choice no longer stands (address-cleared), the text and the filled fields stay', async () => {
      const { form, el, input, selected } = await postalForm({ countryField: COUNTRY_SELECT });
      const events = new AddressEvents(form);
      await typeCode(el, '30309');
      await until(() => selected.length === 1, 'the complete ZIP was not chosen');
      expect(el.verified).to.equal(true);

      pickCountry(form, 'DEU');
      await until(() => events.cleared.length === 1, 'no address-cleared');
      expect(events.cleared[0]!.detail.address.postalCode).to.equal('30309');
      expect(el.verified).to.equal(false);
      expect(input.value).to.equal('30309');
      expect(named(form, 'city').value).to.equal('Atlanta');
      events.stop();
    });
  });
});
