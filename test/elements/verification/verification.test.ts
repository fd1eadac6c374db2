// `verify` on <us-address-autocomplete>, end to end against the simulator: a final choice is checked with one US Street
// GET, and `verified-address` carries `detail.verification` ({ status, candidate }); an address that needs its unit,
// chosen outside a list of units, leaves its hint in the page. The requests are recorded; one is changed in flight (a
// street the suggestions would never offer) to reach a verdict a shopper's choice cannot. Expectations come from what
// the simulator answered. Each test chooses another address: the page session's cache answers a repeated one without
// a request.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import type { VerifiedAddressEvent } from '../../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { undeliverableBase } from '../../support/unit-needed.js';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  announced,
  chooseWithKeys,
  inputOf,
  isOpen,
  named,
  optionsOf,
  search,
  until,
  type Exchange,
} from '../../support/element-helpers.js';
import { checkoutForm } from '../../support/checkout-form.js';

let recorder: FetchRecorder;
let errors: ErrorEvents;
let quietConsole: ConsoleStub;

beforeEach(() => {
  recorder = new FetchRecorder({ path: null }).install();
  errors = new ErrorEvents().install();
  quietConsole = new ConsoleStub('error').install();
});

afterEach(() => {
  recorder.restore();
  errors.restore();
  quietConsole.restore();
});

/** The checkout form (test/support/checkout-form.ts) with a unit field, verify and `attributes` on the element. */
async function checkout(
  attributes = '',
): Promise<{ form: HTMLFormElement; el: UsAddressAutocomplete; events: VerifiedAddressEvent[] }> {
  const page = await checkoutForm(
    { attributes: `verify ${attributes}`, fields: ['unit', 'city', 'state', 'zip'] },
    recorder,
  );
  return { form: page.form, el: page.el, events: page.chosen };
}

const streetRequests = () => recorder.exchanges.filter((exchange) => exchange.url.pathname.startsWith('/us-street/'));
const param = (exchange: Exchange, name: string) => exchange.url.searchParams.get(name);

/** Searches `text` and chooses the first option that is a final address (not a group). */
async function chooseFinal(el: UsAddressAutocomplete, text: string): Promise<void> {
  await search(el, recorder, text);
  const index = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
  expect(index, `no final address for "${text}"`).to.be.at.least(0);
  await chooseWithKeys(index);
}

async function verifiedEvent(events: VerifiedAddressEvent[]): Promise<VerifiedAddressEvent> {
  await until(() => events.length > 0, 'no verified-address');
  return events[0]!;
}

// What the verifier asks and answers (every verdict, verify-zip4, verify-match, the failures, a unit typed) is tested
// in Node: test/unit/verify/us-street-verifier.test.ts; what the choice machine does with a verdict (the event and the
// fill wait for it, fail open, late answers, a unit needed) in test/unit/choice/verification.test.ts. Here, the
// element end to end: the request it sends and the event it dispatches, and the hint a unit needed leaves in the page.
describe('verify: the chosen US address is checked with US Street', () => {
  it('sends one GET with the chosen street, unit, city, state and ZIP, candidates 1, and the event carries the verdict', async () => {
    const { form, events } = await checkout();
    const el = form.querySelector('us-address-autocomplete')!;
    await chooseFinal(el, '1600 Amph');
    const event = await verifiedEvent(events);
    const [request] = streetRequests();
    expect(streetRequests()).to.have.length(1);
    const address = event.detail.address;
    expect(param(request!, 'key')).to.equal(KEY);
    expect(param(request!, 'street')).to.equal(address.line1);
    expect(param(request!, 'city')).to.equal(address.city);
    expect(param(request!, 'state')).to.equal(address.region);
    expect(param(request!, 'zipcode')).to.equal(address.postalCode);
    expect(param(request!, 'candidates')).to.equal('1');
    expect(request!.url.searchParams.has('match'), 'match is the service default (strict) unless asked').to.equal(
      false,
    );
    const [candidate] = (await request!.answer).body as Array<Record<string, unknown>>;
    expect(event.detail.verification).to.deep.equal({ status: 'verified', candidate });
    const components = candidate!.components as Record<string, string>;
    expect(components.plus4_code, 'ZIP+4 is in the candidate').to.match(/^\d{4}$/);
    expect(named(form, 'zip').value, 'the form keeps the 5-digit ZIP unless verify-zip4').to.equal(address.postalCode);
  });

  it('missing-secondary for an address chosen outside a list of units: focus to the unit field, the hint announced and shown', async () => {
    const { form, el, events } = await checkout();
    const rows = await search(el, recorder, '1600 Pe');
    const building = rows[await undeliverableBase(rows)]!;
    // The shopper picks an ordinary address; US Street is asked about the building's base address instead.
    recorder.rewrite = (url) => {
      if (!url.pathname.startsWith('/us-street/')) return url;
      for (const [name, value] of Object.entries({
        street: building.street_line,
        secondary: '',
        city: building.city,
        state: building.state,
        zipcode: building.zipcode,
      })) {
        url.searchParams.set(name, value ?? '');
      }
      return url;
    };
    inputOf(el).focus();
    await sendKeys({ press: 'Control+a' });
    await sendKeys({ press: 'Backspace' });
    await chooseFinal(el, '600 Ma');
    const event = await verifiedEvent(events);
    expect(event.detail.verification?.status).to.equal('missing-secondary');
    expect(document.activeElement).to.equal(named(form, 'unit'));
    await until(() => announced(el) === DEFAULT_STRINGS.unitNeeded, 'the hint was not announced');
    expect(isOpen(el)).to.equal(false);
    const unit = named(form, 'unit');
    expect(unit.placeholder, 'a sighted shopper sees the hint where focus went').to.equal(DEFAULT_STRINGS.unitNeeded);
    await sendKeys({ type: '4' });
    expect(unit.hasAttribute('placeholder'), 'the hint gives way to what they type').to.equal(false);
  });
});
