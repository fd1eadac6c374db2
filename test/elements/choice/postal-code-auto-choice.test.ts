// <postal-code-autocomplete>'s auto choice: when the answer to the whole typed text holds exactly one place and its
// postal code is that text (case, spaces and hyphens aside), it is chosen as if the shopper had picked it: the same
// `postal-code-selected`, fill and announcement, and no list over it. Several places with that code are listed, and
// so is a prefix, even one only one place starts with. The machine decides (a list the source marked "complete and
// unique", for the text typed last): text the page put in the input is listed when the shopper asks with Down.
// Every test types its own postal code: the simulator refuses the same input a third time within 5 s.
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AddressEvents } from '../../support/address-events.js';
import {
  ConsoleStub,
  FetchRecorder,
  POSTAL_BASE,
  activeOption,
  announced,
  isExpanded,
  named,
  nothingMoreWithin,
  optionTexts,
  optionsOf,
  popupOf,
  until,
} from '../../support/element-helpers.js';
import { type PostalRow, answerTo, label, lookUp, postalForm, typeCode } from '../../support/postal-form.js';

describe('<postal-code-autocomplete> auto choice', () => {
  let recorder: FetchRecorder<PostalRow>;
  let consoleStub: ConsoleStub;
  /** A region the state select has no option for is named in a console warning. */
  let warnings: ConsoleStub;

  beforeEach(() => {
    warnings = new ConsoleStub('warn').install();
    recorder = new FetchRecorder<PostalRow>({ path: POSTAL_BASE }).install();
    consoleStub = new ConsoleStub('error').install();
  });

  afterEach(() => {
    recorder.restore();
    consoleStub.restore();
    warnings.restore();
    fixtureCleanup();
  });

  /** How many requests asked for `postal_code=text`. */
  const requestsFor = (text: string) =>
    recorder.exchanges.filter((exchange) => exchange.url.searchParams.get('postal_code') === text).length;

  it('a ZIP typed in full that one place has is chosen at once: the event, the fill and the announcement of a pick', async () => {
    const { form, el, input, selected } = await postalForm({ country: 'USA' });
    await typeCode(el, '30301');
    const [result] = await answerTo(recorder, '30301');
    await until(() => selected.length === 1, 'the complete ZIP was not chosen');
    expect(selected[0]!.detail.result).to.deep.equal(result);
    expect(selected[0]!.detail.address).to.deep.equal({
      city: 'Atlanta',
      region: 'GA',
      postalCode: '30301',
      country: 'USA',
    });
    await until(() => named(form, 'city').value === 'Atlanta', 'the city was not filled');
    expect(named<HTMLSelectElement>(form, 'state').value).to.equal('Georgia');
    expect(input.value).to.equal('30301');
    expect(el.verified).to.equal(true);
    await el.updateComplete;
    expect(isExpanded(el), 'no list over the choice').to.equal(false);
    expect(popupOf(el).matches(':popover-open')).to.equal(false);
    expect(announced(el)).to.equal(`Selected ${label(result!)}`);
    expect(document.activeElement, 'focus stays in the postal code').to.equal(input);
    await nothingMoreWithin();
    expect(selected).to.have.length(1);
    expect(consoleStub.calls).to.deep.equal([]);
    await expect(form).to.be.accessible();
  });

  it('a Canadian code typed without its space, in lower case, is chosen and written as the service writes it', async () => {
    const { form, el, input, selected } = await postalForm({ country: 'CAN' });
    await typeCode(el, 'v6e0t6');
    await until(() => selected.length === 1, 'the complete postal code was not chosen');
    expect(input.value).to.equal('V6E 0T6');
    expect(named(form, 'city').value).to.equal(selected[0]!.detail.address.city);
    expect(recorder.last.url.searchParams.get('postal_code'), 'sent as typed').to.equal('v6e0t6');
  });

  it('a code typed in full and left at once (Tab) before its answer came is chosen when the answer comes', async () => {
    const { form, el, input, selected } = await postalForm({ country: 'USA' });
    recorder.hold = (url) => url.searchParams.get('postal_code') === '30312';
    await typeCode(el, '30312');
    await until(() => requestsFor('30312') === 1, 'no request for the code');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(named(form, 'street'));
    recorder.release();
    await until(() => selected.length === 1, 'the code was not chosen after the shopper left');
    expect(named(form, 'city').value).to.equal('Atlanta');
    expect(input.value).to.equal('30312');
    expect(document.activeElement, 'focus stays where the shopper went').to.equal(named(form, 'street'));
    await el.updateComplete;
    expect(isExpanded(el)).to.equal(false);
  });

  it('a code that several localities share is listed, never chosen by itself', async () => {
    const { el, input, selected } = await postalForm({ country: 'GBR' });
    const results = await lookUp(el, recorder, 'SW12 0BF');
    expect(results.map((row) => row.postal_code)).to.deep.equal(['SW12 0BF', 'SW12 0BF']);
    expect(optionTexts(el)).to.deep.equal(results.map(label));
    expect(isExpanded(el)).to.equal(true);
    await nothingMoreWithin();
    expect(selected).to.deep.equal([]);
    expect(input.value).to.equal('SW12 0BF');
  });

  it('a prefix only one place starts with is listed; the whole code then is chosen', async () => {
    const { el, input, selected } = await postalForm({ country: 'DEU' });
    const results = await lookUp(el, recorder, '101');
    expect(results).to.have.length(1);
    expect(optionTexts(el)).to.deep.equal([label(results[0]!)]);
    await nothingMoreWithin();
    expect(selected, 'a prefix was chosen').to.deep.equal([]);
    expect(input.value).to.equal('101');

    await sendKeys({ type: '02' });
    await until(() => selected.length === 1, 'the whole code was not chosen');
    expect(input.value).to.equal('10102');
    expect(selected[0]!.detail.address.city).to.equal(results[0]!.locality);
  });

  it('edited away and back to the same complete code, it is chosen again: the cached answer, no new request', async () => {
    const { form, el, input, selected } = await postalForm({ country: 'USA' });
    const events = new AddressEvents(form);
    await typeCode(el, '30307');
    await until(() => selected.length === 1, 'the complete ZIP was not chosen');

    await sendKeys({ press: 'Backspace' });
    await until(() => events.cleared.length === 1, 'the edit did not clear the choice');
    expect(el.verified).to.equal(false);
    await until(() => optionsOf(el).length > 1, 'the prefix was not listed');
    expect(selected).to.have.length(1);

    await sendKeys({ type: '7' });
    await until(() => selected.length === 2, 'the code typed again was not chosen again');
    expect(input.value).to.equal('30307');
    expect(el.verified).to.equal(true);
    expect(requestsFor('30307'), 'answered from the cache').to.equal(1);
    events.stop();
  });

  it('a complete code the page put in the input is listed when the shopper asks with Down, not chosen', async () => {
    const { el, input, selected } = await postalForm({ country: 'USA' });
    input.value = '30308';
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    const [result] = await answerTo(recorder, '30308');
    await until(() => optionTexts(el).length === 1, 'Down did not list the code');
    expect(optionTexts(el)).to.deep.equal([label(result!)]);
    await nothingMoreWithin();
    expect(selected).to.deep.equal([]);

    await sendKeys({ press: 'ArrowDown' });
    expect(activeOption(el)).to.equal(optionsOf(el)[0]);
    await sendKeys({ press: 'Enter' });
    await until(() => selected.length === 1, 'Enter did not choose it');
    expect(el.verified).to.equal(true);
  });

  it('a space typed after a complete code while its answer is on its way: the code is still chosen once', async () => {
    const { el, input, selected } = await postalForm({ country: 'USA' });
    recorder.hold = (url) => url.searchParams.get('postal_code') === '30305';
    await typeCode(el, '30305');
    await until(() => requestsFor('30305') === 1, 'no request for the code');
    await sendKeys({ type: ' ' });
    recorder.release();
    await until(() => selected.length === 1, 'the code was not chosen');
    expect(requestsFor('30305'), 'the same request was not sent again').to.equal(1);
    expect(input.value).to.equal('30305');
    await nothingMoreWithin();
    expect(selected).to.have.length(1);
  });
});
