// Races and odd answers around `verify` must never fill a wrong address: a verdict that comes late (held by the test
// until it lets it go, not slowed by a real delay), and a verification that fails. Each test here failed on the code
// before its fix.
//
// The rules are the choice machine's, tested in Node with explicit orders of events: which verdict fills (the latest
// choice's only, none after a reset) and where focus may go in test/unit/choice/verification.test.ts, "late answers";
// a spent "Did you mean" row (not back on focus, Down and Enter choose nothing from it) in autofill-and-paste.test.ts;
// a US Street candidate that is no address (bad-response, never offered or filled from) and a 401 as a verdict in
// test/unit/verify/us-street-verifier.test.ts. Here, the interpreter's end of it (each answer sent back with its own
// request's id, over the real requests) and what only the page shows: what is filled and dispatched, where focus
// goes, the console.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  chooseWithKeys,
  nothingMoreWithin,
  until,
} from '../../support/element-helpers.js';
import { HeldRequests } from '../../support/held-requests.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';

let held: HeldRequests;
let recorder: FetchRecorder;
let errors: ErrorEvents;
let quietConsole: ConsoleStub;

beforeEach(() => {
  held = new HeldRequests('/us-street/').install();
  recorder = new FetchRecorder({ path: null }).install();
  errors = new ErrorEvents().install();
  quietConsole = new ConsoleStub('error').install();
});

afterEach(() => {
  recorder.restore();
  held.restore();
  errors.restore();
  quietConsole.restore();
});

type Page = Checkout;

/** The checkout form (test/support/checkout-form.ts), labelled, verify on, with a unit field. */
function checkout(): Promise<Page> {
  return checkoutForm({ attributes: 'verify', labels: true, fields: ['unit', 'city', 'state', 'zip'] }, recorder);
}

/**
 * Empties the input, searches `text` and chooses its `nth` final address (not a group). Each test chooses another
 * address: the page session's cache answers a repeated one without a request.
 */
async function chooseFinal(page: Page, text: string, nth = 0): Promise<void> {
  page.input.focus();
  await sendKeys({ press: 'Control+a' });
  await sendKeys({ press: 'Backspace' });
  await page.search(text);
  const finals = page.options.filter((option) => option.dataset.kind === 'final');
  expect(finals.length, `no final address ${nth} for "${text}"`).to.be.above(nth);
  const index = page.options.indexOf(finals[nth]!);
  await chooseWithKeys(index);
}

const answered = async (index: number): Promise<void> => {
  await until(
    () => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/')).length > index,
    'not sent',
  );
  await recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/'))[index]!.answer;
};

describe('a late verdict never writes over a newer choice', () => {
  it("the first choice's verdict, arriving after the second's, fills nothing and dispatches nothing", async () => {
    const page = await checkout();
    await chooseFinal(page, '1600 Amphitheatre');
    await until(() => held.held.length === 1, 'the first choice was not verified');
    await chooseFinal(page, '1600 Pennsylvania Ave NW');
    await until(() => held.held.length === 2, 'the second choice was not verified');
    await held.release(1);
    await until(() => page.chosen.length === 1, 'no verified-address for the second choice');
    expect(page.chosen[0]!.detail.address.line1).to.match(/Pennsylvania/);
    const city = page.field('city').value;
    const zip = page.field('zip').value;
    await held.release(0);
    await answered(0);
    await nothingMoreWithin();
    expect(page.chosen, 'the first choice was dispatched after the second').to.have.length(1);
    expect([page.input.value, page.field('city').value, page.field('zip').value]).to.deep.equal([
      page.chosen[0]!.detail.address.line1,
      city,
      zip,
    ]);
    expect(page.el.verified).to.equal(true);
  });

  it('a verdict that comes after the shopper typed on does not move focus to the unit field', async () => {
    const page = await checkout();
    await chooseFinal(page, '1600 Amphitheatre', 1);
    await until(() => held.held.length === 1, 'not verified');
    await sendKeys({ type: ' Rd' });
    await held.release(0);
    await until(() => page.chosen.length === 1, 'no verified-address');
    await sendKeys({ type: 'x' });
    expect(document.activeElement, 'focus was taken from the street').to.equal(page.input);
    expect(page.input.value).to.match(/ Rdx$/);
    expect(page.field('unit').value).to.equal('');
  });

  it('a verdict that comes after the shopper moved to another field leaves focus there', async () => {
    const page = await checkout();
    await chooseFinal(page, '1600 Amphitheatre', 2);
    await until(() => held.held.length === 1, 'not verified');
    page.field('zip').focus();
    await held.release(0);
    await until(() => page.chosen.length === 1, 'no verified-address');
    expect(document.activeElement).to.equal(page.field('zip'));
  });
});

describe('a failed verification keeps the chosen address (fail open)', () => {
  it('401 from US Street: dispatched with status error and filled, one address-error; the console says the choice stands unverified, not that lookups are paused', async () => {
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.set('simulator_fault', 'status:401');
      return url;
    };
    const page = await checkout();
    quietConsole.restore();
    quietConsole = new ConsoleStub('error').install();
    await chooseFinal(page, '1600 Amphitheatre', 4);
    await held.release(0);
    await until(() => page.chosen.length === 1, 'no verified-address');
    const { detail } = page.chosen[0]!;
    expect(detail.verification).to.deep.equal({ status: 'error' });
    expect(detail.address.line1).to.match(/^1600 Amphitheatre/);
    expect(page.field('city').value).to.equal(detail.address.city);
    expect(errors.details.map((error) => error.code)).to.deep.equal(['unauthorized']);
    const message = quietConsole.messages.join('\n');
    expect(message).to.not.match(/paused/);
    expect(message).to.match(/not verified/i);
  });
});
