// Races and odd answers around `verify` must never fill a wrong address: a verdict that comes late (held by the test
// until it lets it go, not slowed by a real delay), a spent "Did you mean" row, a US Street candidate that is no
// address. Each test here failed on the code before its fix.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  chooseWithKeys,
  nothingMoreWithin,
  until,
} from '../support/element-helpers.js';
import { autofill, paste } from '../support/entering.js';
import { HeldRequests } from '../support/held-requests.js';
import { type Checkout, checkoutForm } from '../support/checkout-form.js';

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

/** The checkout form (test/support/checkout-form.ts), labelled, verify on; with a unit field unless `unitField` is false. */
function checkout(unitField = true): Promise<Page> {
  const fields = unitField ? (['unit', 'city', 'state', 'zip'] as const) : (['city', 'state', 'zip'] as const);
  return checkoutForm({ attributes: 'verify', labels: true, fields }, recorder);
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

// Which verdict fills (the latest choice's only, none after a reset) is the choice machine's rule, tested in Node:
// test/unit/choice/verification.test.ts, "late answers". Here, the interpreter's end of it (each answer sent back
// with its own request's id, over the real requests) and what only the page shows: where focus goes.
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

describe('a spent "Did you mean" row', () => {
  const MISSPELT = { street: '1600 Amphitheater Pkwy', city: 'Mountain View', state: 'CA', zip: '94043' };

  it('accepted, it does not come back when the shopper returns to the input', async () => {
    const page = await checkout();
    autofill(page.form, page.input, MISSPELT);
    await held.release(0);
    await until(() => page.isOpen && page.options.length === 2, 'no row');
    await chooseWithKeys(0);
    await until(() => page.chosen.length === 1, 'not accepted');
    page.field('city').focus();
    page.input.focus();
    await nothingMoreWithin();
    expect(page.isOpen, 'the accepted row came back').to.equal(false);
  });

  it('accepted in a form without a unit field, Down and Enter throw nothing and choose nothing again', async () => {
    const page = await checkout(false);
    const thrown: string[] = [];
    const onError = (event: ErrorEvent): void => void thrown.push(event.message);
    window.addEventListener('error', onError);
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent): void => void rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      autofill(page.form, page.input, { ...MISSPELT, zip: '94044' });
      await held.release(0);
      await until(() => page.isOpen && page.options.length === 2, 'no row');
      await chooseWithKeys(0);
      await until(() => page.chosen.length === 1, 'not accepted');
      const filled = [page.input.value, page.field('city').value, page.field('zip').value];
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await nothingMoreWithin();
      expect(thrown).to.deep.equal([]);
      expect(rejections).to.deep.equal([]);
      expect(page.chosen).to.have.length(1);
      expect([page.input.value, page.field('city').value, page.field('zip').value]).to.deep.equal(filled);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });
});

describe('a US Street candidate that is no address', () => {
  it('is never offered and never filled from: a pasted address stays as pasted, no verified-address', async () => {
    const page = await checkout();
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!url.pathname.startsWith('/us-street/')) return original(input, init);
      await original(input, init);
      return new Response(
        JSON.stringify([
          { input_index: 0, candidate_index: 0, analysis: { dpv_match_code: 'Y', dpv_footnotes: 'AABB' } },
        ]),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      );
    };
    try {
      const text = '1600 Amphitheater Pkwy, Mountain View, CA 94045';
      paste(page.input, text);
      await held.release(0);
      await until(() => errors.details.length === 1, 'the bare candidate was not reported');
      await nothingMoreWithin();
      expect(page.isOpen, 'an empty "Did you mean" option').to.equal(false);
      expect(page.chosen).to.have.length(0);
      expect(page.input.value).to.equal(text);
      expect(errors.details[0]!.code).to.equal('bad-response');
    } finally {
      window.fetch = original;
    }
  });

  it('a chosen address verified with a bare candidate keeps the chosen address (fail open, bad-response)', async () => {
    const page = await checkout();
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!url.pathname.startsWith('/us-street/')) return original(input, init);
      return new Response(JSON.stringify([{ analysis: { dpv_match_code: 'Y' } }]), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    try {
      await chooseFinal(page, '1700 Amphitheatre');
      await until(() => page.chosen.length === 1, 'no verified-address');
      const { detail } = page.chosen[0]!;
      expect(detail.verification).to.deep.equal({ status: 'error' });
      expect(detail.address.line1).to.match(/^1700 Amphitheatre/);
      expect(page.field('city').value).to.equal(detail.address.city);
      expect(errors.details.map((error) => error.code)).to.deep.equal(['bad-response']);
    } finally {
      window.fetch = original;
    }
  });
});

describe('a refused US Street key says what happens', () => {
  it('401 from US Street: the console says the choice stands unverified, not that lookups are paused', async () => {
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
    const message = quietConsole.messages.join('\n');
    expect(message).to.not.match(/paused/);
    expect(message).to.match(/not verified/i);
    expect(page.chosen[0]!.detail.verification?.status).to.equal('error');
  });
});
