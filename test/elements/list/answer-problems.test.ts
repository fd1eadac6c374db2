// An answer with something wrong in it that still came (issue 20): one suggestion the element cannot read (no
// street_line, an entries count that is not one) costs the shopper only that row, not the list, and an answer longer
// than max-results (a proxy or a fault sending thousands) lists no more than was asked for. Each problem is one
// `address-error` (bad-response) and one console error per configuration, not one per keystroke; the list stays, and
// the text is the shopper's. The answers come from a stand-in fetch: the simulator never sends a malformed row.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  KEY,
  inputOf,
  listboxOf,
  optionTexts,
  typeInto,
  until,
  type UsElement,
} from '../../support/element-helpers.js';
import { usRow } from '../../support/stand-in-rows.js';

/** 30 readable rows, with an unreadable one second and a group whose entries count is not a count fourth. */
const ANSWER = {
  suggestions: [
    usRow(1),
    { city: 'Reno', state: 'NV' },
    usRow(2),
    { ...usRow(99), secondary: 'Apt', entries: 'several' },
    ...Array.from({ length: 28 }, (_, index) => usRow(index + 3)),
  ],
};

describe('an answer with a problem that still came', () => {
  let errors: ErrorEvents;
  let consoleErrors: ConsoleStub;
  /** The search texts answered so far. */
  let answered: string[];
  const originalFetch = window.fetch;

  beforeEach(() => {
    errors = new ErrorEvents().install();
    consoleErrors = new ConsoleStub('error').install();
    answered = [];
    window.fetch = async (input, init) => {
      const url = new URL(String(input), location.href);
      if (!url.pathname.startsWith(`${BASE}/`)) return originalFetch(input, init);
      answered.push(url.searchParams.get('search') ?? '');
      return new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
  });

  afterEach(() => {
    window.fetch = originalFetch;
    errors.restore();
    consoleErrors.restore();
    fixtureCleanup();
  });

  it('lists the rows it can read, at most max-results of them, and reports each problem once', async () => {
    const el = await fixture<UsElement>(
      html`<us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0" min-chars="1" max-results="10"
        ><input aria-label="Street"
      /></us-address-autocomplete>`,
    );
    await typeInto(el, '1');
    await until(() => optionTexts(el).length > 0, 'no list');
    expect(optionTexts(el)).to.have.length(10);
    expect(optionTexts(el)[0]).to.contain('1 Main St');
    expect(optionTexts(el)[1]).to.contain('2 Main St');
    expect(optionTexts(el).join('|')).not.to.contain('99 Main St');
    await until(() => errors.details.length === 2, 'the two problems were not reported');
    expect(errors.details.map((detail) => detail.code)).to.deep.equal(['bad-response', 'bad-response']);
    expect(errors.details.map((detail) => detail.status)).to.deep.equal([200, 200]);
    expect(errors.details[0]!.message).to.contain('2 of 32 suggestions could not be read');
    expect(errors.details[1]!.message).to.contain('30 rows where at most 10');
    expect(consoleErrors.messages).to.have.length(2);

    // More typing, the same problems in each answer: nothing more is reported, the list and the text stay.
    await typeInto(el, '2');
    await until(
      () => answered.includes('12') && listboxOf(el).getAttribute('aria-busy') === 'false',
      'the second answer is not listed',
    );
    expect(optionTexts(el)).to.have.length(10);
    await el.updateComplete;
    expect(errors.details).to.have.length(2);
    expect(consoleErrors.messages).to.have.length(2);
    expect(inputOf(el).value).to.equal('12');
  });
});
