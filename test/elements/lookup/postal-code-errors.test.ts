// <postal-code-autocomplete> when a lookup fails or the element is misconfigured: a 504 from the postal code API
// (an `address-error` with code `server`, the status row, a new request on the next keystroke), a refused key (401),
// and the configuration checks made before any request (no key, no country, a country over the spec's 64
// characters: each a `config` error naming its attribute, nothing sent; a country select still on its placeholder is
// no error, and nothing is sent until the shopper chooses a country). The shopper's text is never changed by an
// error and the input stays usable. Faults come from the simulator (`simulator_fault`, put on one request by the
// recorder's rewrite). Every test types its own postal code: the simulator refuses the same input a third time
// within 5 s.
import { expect, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  POSTAL_BASE,
  type PostalElement,
  announced,
  nothingMoreWithin,
  until,
} from '../../support/element-helpers.js';
import { AutocompleteHarness } from '../../support/harness.js';
import { POSTAL_CODE_STRINGS, type PostalRow, answerTo, postalForm, typeCode } from '../../support/postal-form.js';

const postalError = POSTAL_CODE_STRINGS.error!;

describe('<postal-code-autocomplete> errors', () => {
  let recorder: FetchRecorder<PostalRow>;
  let consoleStub: ConsoleStub;
  let errors: ErrorEvents;

  beforeEach(() => {
    recorder = new FetchRecorder<PostalRow>({ path: POSTAL_BASE }).install();
    consoleStub = new ConsoleStub('error').install();
    errors = new ErrorEvents().install();
  });

  afterEach(() => {
    recorder.restore();
    consoleStub.restore();
    errors.restore();
    fixtureCleanup();
  });

  const statusText = (el: PostalElement) => new AutocompleteHarness(el).statusText;

  it('a 504 is an address-error {code: server, status: 504} in the status row; the next keystroke asks again', async () => {
    recorder.rewrite = (url) => {
      if (url.searchParams.get('postal_code') === '3031') url.searchParams.set('simulator_fault', 'status:504');
      return url;
    };
    const { form, el, input, selected } = await postalForm({ country: 'USA' });
    await typeCode(el, '3031');
    await until(() => errors.details.length === 1, 'no address-error for the 504');
    expect(recorder.last.status).to.equal(504);
    expect(errors.details[0]).to.include({ status: 504, code: 'server' });
    expect(errors.events[0]!.target).to.equal(el);
    await until(() => statusText(el) === postalError('server'), 'the status row does not show the failure');
    expect(announced(el)).to.equal(postalError('server'));
    expect(consoleStub.messages).to.have.length(1);
    expect(consoleStub.messages[0]).to.contain('504');
    expect(input.value, 'the text is the shopper’s').to.equal('3031');
    expect(input.disabled || input.readOnly).to.equal(false);
    expect(document.activeElement).to.equal(input);
    await expect(form).to.be.accessible();

    const sent = recorder.count;
    await sendKeys({ type: '0' });
    await until(() => recorder.count > sent, 'the next keystroke sent no request');
    expect(recorder.last.url.searchParams.get('postal_code')).to.equal('30310');
    await answerTo(recorder, '30310');
    await until(() => selected.length === 1, 'the retried code was not chosen');
    expect(statusText(el), 'the status row went with the failure').to.equal(null);
    expect(errors.details).to.have.length(1);
  });

  it('a refused key (401) is said in the status row, and no lookup goes out while the shopper types on', async () => {
    const { el, input } = await postalForm({ country: 'USA', key: 'not-a-key' });
    await typeCode(el, '3033');
    await until(() => errors.details.length === 1, 'no address-error for the refused key');
    expect(errors.details[0]).to.include({ status: 401, code: 'unauthorized' });
    await until(() => statusText(el) === postalError('unauthorized'), 'the status row does not show the refusal');
    const sent = recorder.count;
    await sendKeys({ type: '0' });
    await nothingMoreWithin();
    expect(recorder.count).to.equal(sent);
    expect(input.value).to.equal('30330');
  });

  it("without an embedded key for the service's own host, is one config error naming embedded-key, and sends nothing", async () => {
    const { el, input } = await postalForm({ key: '', baseUrl: '', country: 'USA' });
    await typeCode(el, '3360');
    await nothingMoreWithin();
    expect(recorder.count).to.equal(0);
    expect(errors.details.map((detail) => [detail.code, detail.attribute])).to.deep.equal([['config', 'embedded-key']]);
    expect(errors.details[0]!.message).to.contain('embedded-key');
    expect(input.value).to.equal('3360');
  });

  it('with no country attribute and no country field, is one config error naming country; the input stays usable', async () => {
    const { el, input } = await postalForm();
    await until(() => errors.details.length === 1, 'no config error for the missing country');
    expect(errors.details.map((detail) => [detail.code, detail.attribute])).to.deep.equal([['config', 'country']]);
    expect(consoleStub.messages).to.have.length(1);
    expect(consoleStub.messages[0]).to.contain('country');
    await typeCode(el, '3037');
    await nothingMoreWithin();
    expect(recorder.count, 'a request without a country would be a 422').to.equal(0);
    expect(input.value).to.equal('3037');
    expect(errors.details, 'reported once, not per keystroke').to.have.length(1);
  });

  // Each its own Canadian prefix: the simulator refuses the same input a third time.
  for (const [placeholder, prefix] of [
    ['', 'K1A'],
    ['0', 'K1B'],
    ['-1', 'K1C'],
  ]) {
    it(`a country select on its placeholder (value "${placeholder}") is no error and sends nothing; choosing Canada looks Canada up`, async () => {
      const { form, el, input } = await postalForm({
        countryField: html`
          <label
            >Country
            <select name="country" autocomplete="country">
              <option value=${placeholder} selected>Choose a country</option>
              <option value="CAN">Canada</option>
              <option value="GBR">United Kingdom</option>
            </select>
          </label>
        `,
      });
      await typeCode(el, '3039');
      await nothingMoreWithin();
      expect(recorder.count).to.equal(0);
      expect(input.value).to.equal('3039');
      expect(errors.details, 'a form waiting for its country is not misconfigured').to.deep.equal([]);
      expect(consoleStub.messages).to.deep.equal([]);
      const country = form.querySelector<HTMLSelectElement>('[name=country]')!;
      country.value = 'CAN';
      country.dispatchEvent(new Event('change', { bubbles: true }));
      await typeCode(el, prefix!);
      await until(() => recorder.count === 1, 'no lookup once Canada is chosen');
      expect(recorder.last.url.searchParams.get('country')).to.equal('CAN');
      expect(errors.details).to.deep.equal([]);
    });
  }

  it('a country over the spec’s 64 characters is a config error naming country, and nothing is sent', async () => {
    const { el, input } = await postalForm({ country: 'X'.repeat(65) });
    await until(() => errors.details.length === 1, 'no config error for the long country');
    expect(errors.details[0]).to.include({ code: 'config', attribute: 'country' });
    expect(errors.details[0]!.message).to.contain('64');
    await typeCode(el, '3038');
    await nothingMoreWithin();
    expect(recorder.count).to.equal(0);
    expect(input.value).to.equal('3038');
  });

  it('typed text over the spec’s 16 characters is looked up by its first 16, with no error and the text as typed', async () => {
    const { el, input } = await postalForm({ country: 'GBR' });
    const typed = 'SW1A 1AA 01234567';
    await typeCode(el, typed);
    await until(() => recorder.count === 1 && recorder.last.status !== undefined, 'no answer');
    expect(recorder.last.status).to.equal(200);
    expect(recorder.last.url.searchParams.get('postal_code')).to.equal(typed.slice(0, 16));
    await until(() => statusText(el) === POSTAL_CODE_STRINGS.noResults, 'no status row for no matches');
    expect(errors.details).to.deep.equal([]);
    expect(input.value).to.equal(typed);
  });
});
