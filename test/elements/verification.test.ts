// `verify` on <us-address-autocomplete>: a final choice is checked with one US Street GET against the simulator, and
// `verified-address` waits for it and carries `detail.verification` ({ status, candidate }). The requests are
// recorded; a few are changed in flight (a unit or street the suggestions would never offer, a fault) to reach the
// verdicts a shopper's choice cannot. Expectations come from what the simulator answered. Each test chooses another
// address: the page session's cache answers a repeated one without a request.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../src/define.js';
import type { VerifiedAddressEvent } from '../../src/core/events/address-events.js';
import { DEFAULT_STRINGS } from '../../src/core/view/strings.js';
import { undeliverableBase } from '../support/unit-needed.js';
import {
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  announced,
  chooseWithKeys,
  contextOf,
  inputOf,
  isOpen,
  named,
  optionsOf,
  sameList,
  search,
  until,
  type Exchange,
} from '../support/element-helpers.js';
import { checkoutForm } from '../support/checkout-form.js';

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

  it('verify-zip4 writes ZIP+4 into the postal-code field (and detail.address)', async () => {
    const { form, el, events } = await checkout('verify-zip4');
    await chooseFinal(el, '1600 Amphitheatre Pkwy');
    const event = await verifiedEvent(events);
    const components = event.detail.verification!.candidate!.components as Record<string, string>;
    expect(named(form, 'zip').value).to.equal(`${components.zipcode}-${components.plus4_code}`);
    expect(event.detail.address.postalCode).to.equal(named(form, 'zip').value);
  });

  it('the event waits for the verdict: nothing is dispatched or filled before the US Street answer', async () => {
    // The US Street answer is held until the checks below are made.
    recorder.hold = (url) => url.pathname.startsWith('/us-street/');
    const { form, el, events } = await checkout();
    await chooseFinal(el, '1600 Ma');
    await until(() => streetRequests().length === 1, 'no US Street request');
    expect(inputOf(el).value, 'the shopper sees the choice at once').to.not.equal('1600 Ma');
    expect(events, 'dispatched before the answer').to.have.length(0);
    expect(named(form, 'city').value, 'filled before the answer').to.equal('');
    recorder.release();
    await verifiedEvent(events);
    expect(named(form, 'city').value).to.not.equal('');
  });

  it('the base address chosen among the units of a building: missing-secondary, the units listed again with why and "No unit"', async () => {
    const { el, events } = await checkout();
    const rows = await search(el, recorder, '1600 Pe');
    const group = await undeliverableBase(rows);
    await chooseWithKeys(group);
    await until(() => contextOf(el) !== null && optionsOf(el).length > 1, 'the units were not listed');
    const units = optionsOf(el).map((option) => option.textContent);
    const base = optionsOf(el).findIndex((option) => !/ (Apt|Ste|Unit) /.test(option.textContent ?? ''));
    expect(base, 'the group lists its base address').to.be.at.least(0);
    const asked = streetRequests().length;
    await chooseWithKeys(base);
    const event = await verifiedEvent(events);
    expect(streetRequests().length).to.equal(asked + 1);
    expect(event.detail.verification?.status).to.equal('missing-secondary');
    const again = [...units.map((text) => text ?? ''), DEFAULT_STRINGS.noUnit];
    await until(
      () =>
        isOpen(el) &&
        sameList(
          optionsOf(el).map((option) => option.textContent ?? ''),
          again,
        ),
      'the units were not listed again',
    );
    expect(contextOf(el)?.textContent, 'the heading says why').to.equal(DEFAULT_STRINGS.unitNeeded);
    await until(() => announced(el) === DEFAULT_STRINGS.unitNeeded, 'why was not announced');
    expect(document.activeElement, 'focus is back in the input, on the units').to.equal(inputOf(el));
  });

  it("Pro: missing-secondary for a unit chosen from a building lists the building's secondaries again", async () => {
    // The shopper picks a unit; US Street is asked about the building's undeliverable base address instead (D).
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.delete('secondary');
      return url;
    };
    const { el, events } = await checkout('api=pro');
    const rows = await search(el, recorder, '1600 Pe');
    await chooseWithKeys(await undeliverableBase(rows));
    await until(() => contextOf(el) !== null && optionsOf(el).length > 1, 'the secondaries were not listed');
    const units = optionsOf(el).map((option) => option.textContent ?? '');
    await chooseWithKeys(0);
    const event = await verifiedEvent(events);
    expect(event.detail.api).to.equal('us-pro');
    expect(event.detail.verification?.status).to.equal('missing-secondary');
    await until(
      () =>
        isOpen(el) &&
        sameList(
          optionsOf(el).map((option) => option.textContent ?? ''),
          [...units, DEFAULT_STRINGS.noUnit],
        ),
      'the secondaries were not listed again',
    );
    expect(document.activeElement).to.equal(inputOf(el));
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

  it('a vacant unit (the simulator marks units numbered 13): vacant, with the candidate', async () => {
    const { el, events } = await checkout();
    const rows = await search(el, recorder, '1600 Pe');
    const stratton = rows.findIndex((row) => row.city === 'Stratton' && (row.entries ?? 0) > 1);
    expect(stratton, 'the simulator lists 1600 Pennsylvania Ave, Stratton').to.be.at.least(0);
    await chooseWithKeys(stratton);
    await until(() => optionsOf(el).some((option) => / Apt 13,/.test(option.textContent ?? '')), 'no Apt 13');
    await chooseWithKeys(optionsOf(el).findIndex((option) => / Apt 13,/.test(option.textContent ?? '')));
    const event = await verifiedEvent(events);
    expect(event.detail.verification?.status).to.equal('vacant');
    expect((event.detail.verification?.candidate?.analysis as Record<string, string>).dpv_vacant).to.equal('Y');
  });

  it('a unit the building does not have: secondary-not-matched', async () => {
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.set('secondary', 'Apt 9999');
      return url;
    };
    const { el, events } = await checkout();
    const rows = await search(el, recorder, '1600 Pe');
    await chooseWithKeys(rows.findIndex((row) => (row.entries ?? 0) > 1));
    await until(() => optionsOf(el).some((option) => / Apt /.test(option.textContent ?? '')), 'no units');
    await chooseWithKeys(optionsOf(el).findIndex((option) => / Apt /.test(option.textContent ?? '')));
    expect((await verifiedEvent(events)).detail.verification?.status).to.equal('secondary-not-matched');
  });

  it('an address US Street does not know: not-found, with no candidate; the choice stands', async () => {
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.set('street', '9 Nowhere Imaginary Rd');
      return url;
    };
    const { form, el, events } = await checkout();
    await chooseFinal(el, '100 Ma');
    const event = await verifiedEvent(events);
    expect(event.detail.verification).to.deep.equal({ status: 'not-found' });
    expect(named(form, 'city').value, 'the form is filled all the same').to.equal(event.detail.address.city);
  });

  it('fails open: a failed lookup still dispatches the choice, with status error and one address-error', async () => {
    recorder.rewrite = (url) => {
      if (url.pathname.startsWith('/us-street/')) url.searchParams.set('simulator_fault', 'status:503');
      return url;
    };
    const { form, el, events } = await checkout();
    await chooseFinal(el, '200 Ma');
    const event = await verifiedEvent(events);
    expect(event.detail.verification).to.deep.equal({ status: 'error' });
    expect(named(form, 'city').value).to.equal(event.detail.address.city);
    expect(errors.details.map((detail) => detail.code)).to.deep.equal(['server']);
  });

  it('the same address is looked up once in a page session', async () => {
    const { el, events } = await checkout();
    await chooseFinal(el, '400 Ma');
    await verifiedEvent(events);
    const first = streetRequests().length;
    const again = await checkout();
    await chooseFinal(again.el, '400 Ma');
    const event = await verifiedEvent(again.events);
    expect(streetRequests().length, 'a second US Street request').to.equal(first);
    expect(event.detail.verification?.status).to.equal(events[0]!.detail.verification?.status);
  });

  it('verify-match is sent as match; a value the service does not take is a config error naming verify-match', async () => {
    const { el, events } = await checkout('verify-match=invalid');
    await chooseFinal(el, '1600 Amphitheatre Pk');
    await verifiedEvent(events);
    expect(param(streetRequests().at(-1)!, 'match')).to.equal('invalid');
    const wrong = await checkout('verify-match=loose');
    await wrong.el.updateComplete;
    expect(errors.details.at(-1)).to.include({ code: 'config', attribute: 'verify-match' });
  });

  it('without verify, no US Street request and no detail.verification', async () => {
    const { el, events } = await checkout();
    el.verify = false;
    await el.updateComplete;
    await chooseFinal(el, '500 Ma');
    const event = await verifiedEvent(events);
    expect(event.detail.verification).to.equal(undefined);
    expect(streetRequests()).to.have.length(0);
  });
});

// A shopper typing a unit is not stopped by any of this: the input stays usable throughout.
describe('verify: the input stays usable', () => {
  it('typing goes on while the verification is under way', async () => {
    // The US Street answer is held until the shopper has typed.
    recorder.hold = (url) => url.pathname.startsWith('/us-street/');
    const { el, events } = await checkout();
    await chooseFinal(el, '300 Ma');
    await until(() => streetRequests().length === 1, 'no US Street request');
    const chosen = inputOf(el).value;
    await sendKeys({ type: ' x' });
    recorder.release();
    await waitUntil(() => events.length > 0, 'no verified-address');
    expect(inputOf(el).value, 'the verdict overwrote what the shopper typed').to.equal(`${chosen} x`);
  });
});
