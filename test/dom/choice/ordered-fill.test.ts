// The fill in dependency order (src/core/choice/ordered-fill.ts): the country first, then the rest against the form
// as the shop's country listener left it, and the region into the control the shop rebuilds, waited for (on a fake
// timer here) up to REGION_WAIT_MS; every field the shop renders again in that time (a whole block re-rendered) is
// written again, and the report says what the form holds at the end.
import { expect, fixture, html } from '@open-wc/testing';
import { fillInOrder, REGION_WAIT_MS, type FillReport } from '../../../src/core/choice/ordered-fill.js';
import type { FillRequest } from '../../../src/form/form-filler.js';
import { waitUntil } from '../../support/wait.js';

const REQUEST: FillRequest = {
  address: { line1: '1 Main St', line2: '', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CAN' },
  regionAliases: ['ON', 'Ontario'],
  countryAliases: ['CAN', 'CA', 'Canada'],
  countryName: 'Canada',
};

/** A fake timer: `fire()` runs what is due, as if REGION_WAIT_MS had passed. */
function fakeTimer() {
  const due: Array<() => void> = [];
  return {
    parts: {
      whileWriting: (write: () => void) => write(),
      after: (ms: number, callback: () => void) => {
        expect(ms).to.equal(REGION_WAIT_MS);
        due.push(callback);
        return () => due.splice(due.indexOf(callback), 1);
      },
    },
    fire: () => due.splice(0).forEach((callback) => callback()),
    pending: () => due.length,
  };
}

async function checkout(): Promise<HTMLFormElement> {
  return fixture<HTMLFormElement>(html`
    <form>
      <input name="street" autocomplete="address-line1" />
      <input name="city" autocomplete="address-level2" />
      <select name="country" autocomplete="country">
        <option value="US">United States</option>
        <option value="CA">Canada</option>
      </select>
      <select name="state" autocomplete="address-level1">
        <option value="CA">California</option>
      </select>
      <input name="zip" autocomplete="postal-code" />
    </form>
  `);
}

const field = <T extends Element>(form: HTMLFormElement, name: string): T => form.querySelector<T>(`[name="${name}"]`)!;

function provinces(select: HTMLSelectElement): void {
  select.replaceChildren(new Option('Select a province', ''), new Option('Ontario', '22'), new Option('Quebec', '23'));
}

describe('the fill in dependency order', () => {
  it('writes the country first; a region list rebuilt at once takes the region, reported at once', async () => {
    const form = await checkout();
    const order: string[] = [];
    form.addEventListener('change', (event) => order.push((event.target as HTMLInputElement).name));
    field<HTMLSelectElement>(form, 'country').addEventListener('change', () => provinces(field(form, 'state')));
    const timer = fakeTimer();
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, timer.parts, (report) => reports.push(report));
    expect(order[0]).to.equal('country');
    expect(field<HTMLSelectElement>(form, 'state').value).to.equal('22');
    expect(reports).to.have.length(1);
    expect(reports[0]!.unfilled).to.deep.equal([]);
    expect(timer.pending()).to.equal(0);
  });

  it('waits for a region list loaded by a request, then writes the region into it', async () => {
    const form = await checkout();
    const state = field<HTMLSelectElement>(form, 'state');
    field<HTMLSelectElement>(form, 'country').addEventListener('change', () => {
      state.disabled = true;
      setTimeout(() => {
        provinces(state);
        state.disabled = false;
      }, 20);
    });
    const timer = fakeTimer();
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, timer.parts, (report) => reports.push(report));
    expect(reports, 'reported before the regions came').to.have.length(0);
    expect(field<HTMLInputElement>(form, 'city').value).to.equal('Toronto');
    await waitUntil(() => reports.length === 1, 'the region was not written when the list came');
    expect(state.value).to.equal('22');
    expect(reports[0]!.filled).to.include('address-level1');
    expect(timer.pending(), 'the wait ended with the write').to.equal(0);
  });

  it('writes the region into a select that replaced the old one', async () => {
    const form = await checkout();
    field<HTMLSelectElement>(form, 'country').addEventListener('change', () => {
      setTimeout(() => {
        const next = document.createElement('select');
        next.name = 'state';
        provinces(next);
        field(form, 'state').replaceWith(next);
      }, 20);
    });
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, fakeTimer().parts, (report) => reports.push(report));
    await waitUntil(() => reports.length === 1, 'the replaced select was not written');
    expect(field<HTMLSelectElement>(form, 'state').value).to.equal('22');
  });

  it('rewrites a region written into the old list when the rebuilt one arrives (Washington, then Western Australia)', async () => {
    const form = await checkout();
    const state = field<HTMLSelectElement>(form, 'state');
    state.append(new Option('Ontario (old list)', 'ON'));
    // The shop rebuilds the list when the test says so, not on a timer: a busy machine could run a timer first.
    let rebuild = (): void => {};
    field<HTMLSelectElement>(form, 'country').addEventListener('change', () => (rebuild = () => provinces(state)));
    // The element's own popup and live region change right after a pick: that is not the shop's rebuild.
    const host = form.appendChild(document.createElement('div'));
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, { ...fakeTimer().parts, host }, (report) => reports.push(report));
    expect(state.value, 'written into the list that was there').to.equal('ON');
    host.append(document.createElement('span'));
    field(form, 'street').setAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports, "reported on the element's own change").to.have.length(0);
    rebuild();
    await waitUntil(() => reports.length === 1, 'no report after the rebuild');
    expect(state.value).to.equal('22');
  });

  it('reports the region unfilled when no control can take it within the wait', async () => {
    const form = await checkout();
    const timer = fakeTimer();
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, timer.parts, (report) => reports.push(report));
    expect(reports).to.have.length(0);
    timer.fire();
    expect(reports).to.have.length(1);
    expect(reports[0]!.unfilled).to.deep.equal(['address-level1']);
    expect(reports[0]!.misses.map((miss) => miss.wanted)).to.deep.equal(['ON']);
    expect(field<HTMLSelectElement>(form, 'state').value).to.equal('CA');
  });

  it('a cancelled fill writes nothing more and reports nothing', async () => {
    const form = await checkout();
    const state = field<HTMLSelectElement>(form, 'state');
    field<HTMLSelectElement>(form, 'country').addEventListener('change', () => setTimeout(() => provinces(state), 20));
    const timer = fakeTimer();
    const reports: FillReport[] = [];
    const stop = fillInOrder(field(form, 'street'), REQUEST, timer.parts, (report) => reports.push(report));
    stop();
    await waitUntil(() => state.options[1]?.text === 'Ontario', 'the list was not rebuilt');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.value).to.equal('');
    expect(reports).to.have.length(0);
    expect(timer.pending()).to.equal(0);
  });

  it('writes every field again into a block the shop rendered anew, and reports it once that block holds the address', async () => {
    const form = await checkout();
    const country = field<HTMLSelectElement>(form, 'country');
    // The shop's answer, sent when the test says: the fields after the street rendered again, new elements.
    let answer = (): void => {};
    country.addEventListener('change', () => {
      answer = () => {
        for (const old of form.querySelectorAll('[name="city"], [name="zip"], [name="state"]')) {
          // A clone keeps an input's value: the new one comes empty, as rendered.
          const next = old.cloneNode(false) as HTMLInputElement | HTMLSelectElement;
          if (next.localName === 'select') provinces(next as HTMLSelectElement);
          else next.value = '';
          old.replaceWith(next);
        }
      };
    });
    const timer = fakeTimer();
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, timer.parts, (report) => reports.push(report));
    expect(field<HTMLInputElement>(form, 'city').value, 'written into the block that was there').to.equal('Toronto');
    // A change of the shop's that rebuilds nothing (a class on the form) does not end the wait.
    form.classList.add('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports, 'reported before the block was rendered again').to.have.length(0);
    answer();
    await waitUntil(() => reports.length === 1, 'no report after the block was rendered again');
    expect(field<HTMLInputElement>(form, 'city').value).to.equal('Toronto');
    expect(field<HTMLSelectElement>(form, 'state').value).to.equal('22');
    expect(field<HTMLInputElement>(form, 'zip').value).to.equal('M5V 2T6');
    expect(reports[0]!.filled).to.include.members(['address-level2', 'address-level1', 'postal-code']);
    expect(reports[0]!.unfilled).to.deep.equal([]);
    expect(timer.pending()).to.equal(0);
  });

  it('leaves a field the shopper changed after it was written; the report says it does not hold the address', async () => {
    const form = await checkout();
    const state = field<HTMLSelectElement>(form, 'state');
    let loadProvinces = (): void => {};
    field<HTMLSelectElement>(form, 'country').addEventListener(
      'change',
      () => (loadProvinces = () => provinces(state)),
    );
    const timer = fakeTimer();
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, timer.parts, (report) => reports.push(report));
    field<HTMLInputElement>(form, 'city').value = 'Mississauga';
    loadProvinces();
    await waitUntil(() => reports.length === 1, 'no report once the provinces came');
    expect(field<HTMLInputElement>(form, 'city').value, "the shopper's city").to.equal('Mississauga');
    expect(state.value).to.equal('22');
    expect(reports[0]!.filled).to.not.include('address-level2');
    expect(reports[0]!.unfilled).to.deep.equal(['address-level2']);
  });

  it("writes the region again into a list the shop rebuilt in answer to the fill's own write of the postal code", async () => {
    const form = await checkout();
    const state = field<HTMLSelectElement>(form, 'state');
    // The state select after the postal code, its list rebuilt when the postal code changes: the region was planned
    // against the old list, and is written again into the new one.
    field(form, 'zip').after(state);
    state.append(new Option('Ontario (old list)', 'ON'));
    field<HTMLInputElement>(form, 'zip').addEventListener('change', () => provinces(state));
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, fakeTimer().parts, (report) => reports.push(report));
    await waitUntil(() => reports.length === 1, 'no report');
    expect(state.value).to.equal('22');
    expect(reports[0]!.unfilled).to.deep.equal([]);
  });

  it('reports a field whose value a listener of the page took back as unfilled, the country unchanged', async () => {
    const form = await checkout();
    field<HTMLSelectElement>(form, 'country').value = 'CA';
    const city = field<HTMLInputElement>(form, 'city');
    // A framework's controlled field that keeps its own value.
    city.addEventListener('input', () => (city.value = ''));
    const reports: FillReport[] = [];
    fillInOrder(field(form, 'street'), REQUEST, fakeTimer().parts, (report) => reports.push(report));
    expect(reports, 'reported at once').to.have.length(1);
    expect(reports[0]!.filled).to.not.include('address-level2');
    expect(reports[0]!.unfilled).to.include('address-level2');
  });
});
