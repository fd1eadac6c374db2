// An answer with 10,000 rows (issue 20): a proxy or a fault can send them, and each would become an option in the
// DOM. The list shows no more than was asked for (`max-results`, a building's units at most the spec's 100, an
// international group at most `max-group-results`), and the element says in the error stream (one `address-error`,
// `bad-response`, and one console error) that the service sent more. The answers come from a stand-in fetch: the
// simulator never sends more than it was asked for.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ifDefined } from 'lit/directives/if-defined.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  INTL_BASE,
  KEY,
  type AddressElement,
  inputOf,
  listboxOf,
  optionsOf,
  until,
} from '../support/element-helpers.js';
import { usRow } from '../support/stand-in-rows.js';

const ROWS = 10_000;

const intlRow = (index: number) => ({
  address_text: `${index} Main St, Halifax, NS`,
  address_id: `id-${index}`,
  entries: 1,
});

/** The answer to each request: by what the request asks. */
type Answerer = (url: URL) => unknown;

describe('an answer with 10,000 rows', () => {
  let errors: ErrorEvents;
  let consoleErrors: ConsoleStub;
  const originalFetch = window.fetch;

  function answerWith(answer: Answerer): void {
    window.fetch = async (input, init) => {
      const url = new URL(String(input), location.href);
      if (!url.pathname.startsWith(`${BASE}/`) && !url.pathname.startsWith(`${INTL_BASE}/`)) {
        return originalFetch(input, init);
      }
      return new Response(JSON.stringify(answer(url)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  }

  beforeEach(() => {
    errors = new ErrorEvents().install();
    consoleErrors = new ConsoleStub('error').install();
  });

  afterEach(() => {
    window.fetch = originalFetch;
    errors.restore();
    consoleErrors.restore();
    fixtureCleanup();
  });

  /** Waits for the list, and checks that it shows `count` options (Back aside). */
  async function listed(el: AddressElement, count: number): Promise<void> {
    await until(() => listboxOf(el).getAttribute('aria-busy') === 'false' && optionsOf(el).length > 0, 'no list');
    await el.updateComplete;
    expect(optionsOf(el).filter((option) => option.dataset.kind !== 'back')).to.have.length(count);
  }

  /** One bad-response said that the service sent 10,000 rows where at most `max` were asked for; one console error. */
  async function reportedMore(max: number): Promise<void> {
    await until(() => errors.details.length > 0, 'nothing was reported');
    expect(errors.details).to.have.length(1);
    expect(errors.details[0]).to.include({ code: 'bad-response', status: 200 });
    expect(errors.details[0]!.message).to.contain(`${ROWS} rows where at most ${max}`);
    expect(consoleErrors.messages).to.have.length(1);
  }

  for (const [api, max] of [
    ['v2', 10],
    ['pro', 7],
  ] as const) {
    it(`US ${api}: lists max-results (${max}) and reports the rest`, async () => {
      answerWith(() => ({ suggestions: Array.from({ length: ROWS }, (_, index) => usRow(index + 1)) }));
      const el = await fixture<AddressElement>(html`
        <us-address-autocomplete
          embedded-key=${KEY}
          base-url=${BASE}
          debounce="0"
          api=${api}
          max-results=${ifDefined(api === 'pro' ? '7' : undefined)}
          ><input aria-label="Street"
        /></us-address-autocomplete>
      `);
      inputOf(el).focus();
      await sendKeys({ type: '1 Ma' });
      await listed(el, max);
      await reportedMore(max);
      expect(inputOf(el).value).to.equal('1 Ma');
    });
  }

  it("US v2: a building with 10,000 units lists the first 100 (the spec's most) and reports the rest", async () => {
    answerWith((url) =>
      url.searchParams.has('selected')
        ? { suggestions: Array.from({ length: ROWS }, (_, index) => usRow(1, { secondary: `Apt ${index + 1}` })) }
        : { suggestions: [usRow(1, { secondary: 'Apt', entries: ROWS, entry_id: 'building' })] },
    );
    const el = await fixture<AddressElement>(html`
      <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"
        ><input aria-label="Street"
      /></us-address-autocomplete>
    `);
    inputOf(el).focus();
    await sendKeys({ type: '1 Ma' });
    await listed(el, 1);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => optionsOf(el).length > 1, 'the units are not listed');
    await listed(el, 100);
    await reportedMore(100);
  });

  for (const [name, attribute, max] of [
    ['max-group-results 50', '50', 50],
    ['the default max-group-results (100)', '', 100],
  ] as const) {
    it(`international: the list lists 5, a group of 10,000 lists ${name}, each reported`, async () => {
      answerWith((url) =>
        url.pathname.endsWith('/lookup')
          ? {
              candidates: [
                { ...intlRow(0), entries: ROWS },
                ...Array.from({ length: ROWS - 1 }, (_, i) => intlRow(i + 1)),
              ],
            }
          : { candidates: Array.from({ length: ROWS }, (_, index) => intlRow(index + 1)) },
      );
      const el = await fixture<AddressElement>(html`
        <intl-address-autocomplete embedded-key=${KEY} base-url=${INTL_BASE} debounce="0" country="CAN"
          ><input aria-label="Street"
        /></intl-address-autocomplete>
      `);
      if (attribute !== '') el.setAttribute('max-group-results', attribute);
      await el.updateComplete;
      inputOf(el).focus();
      await sendKeys({ type: '1 Ma' });
      await listed(el, 5);
      await reportedMore(5);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await until(() => optionsOf(el).some((option) => option.dataset.kind === 'back'), 'the group is not listed');
      await listed(el, max);
      await until(() => errors.details.length > 1, 'the group was not reported');
      expect(errors.details[1]!.message).to.contain(`${ROWS} rows where at most ${max}`);
      expect(consoleErrors.messages).to.have.length(2);
    });
  }
});
