// The dry run of the form fill (planFill, filledFields, unfilledFields, unfilledMessage): what `verified-address`
// reports in `detail.filled` and `detail.unfilled` before anything is written.
import { expect, fixture, html } from '@open-wc/testing';
import {
  fillAddressFields,
  filledFields,
  planFill,
  unfilledFields,
  unfilledMessage,
  type FillPlan,
  type FillRequest,
} from '../../../src/form/form-filler.js';

function request(overrides: Partial<FillRequest['address']> = {}, regionAliases = ['PW']): FillRequest {
  return {
    address: {
      line1: '350 5th Ave',
      line2: 'Apt 4',
      city: 'Palau',
      region: 'PW',
      postalCode: '96940',
      country: 'USA',
      ...overrides,
    },
    regionAliases,
    countryAliases: ['USA', 'US', 'United States'],
    countryName: 'United States',
  };
}

function unfilled(plan: FillPlan): string[] {
  return unfilledFields(plan, request().address);
}

function field(root: ParentNode, name: string): HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement {
  return root.querySelector(`[name="${name}"]`)!;
}

describe('planning a fill (dry run)', () => {
  it("works out each field's value and writes nothing, firing no event", async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <input name="city" autocomplete="address-level2" />
        <select name="state" autocomplete="address-level1">
          <option value="">State</option>
          <option value="PW">Palau</option>
        </select>
        <input name="zip" autocomplete="postal-code" />
      </form>
    `);
    const events: string[] = [];
    form.addEventListener('input', () => events.push('input'));
    form.addEventListener('change', () => events.push('change'));
    const plan = planFill(field(form, 'street'), request());
    expect(plan.writes.map(({ field: token, value }) => [token, value])).to.deep.equal([
      ['address-line1', '350 5th Ave Apt 4'],
      ['address-level2', 'Palau'],
      ['address-level1', 'PW'],
      ['postal-code', '96940'],
    ]);
    expect(['street', 'city', 'state', 'zip'].map((name) => field(form, name).value)).to.deep.equal(['', '', '', '']);
    expect(events).to.deep.equal([]);
    expect(unfilled(plan)).to.deep.equal([]);
    expect(filledFields(plan)).to.deep.equal(['address-line1', 'address-level2', 'address-level1', 'postal-code']);
  });

  it('lists address-level1 when the state select has no option for the state, and leaves the select alone', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select name="ship-state" autocomplete="address-level1">
          <option value="CA">California</option>
          <option value="GU">Guam</option>
        </select>
      </form>
    `);
    const plan = planFill(field(form, 'street'), request());
    // The select that cannot take the state first; then the values the form has no field for.
    expect(unfilled(plan)).to.deep.equal(['address-level1', 'address-level2', 'postal-code']);
    expect(field(form, 'ship-state').value).to.equal('CA');
  });

  it('matches the state by name as the fill does (no false report)', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select name="state" autocomplete="address-level1">
          <option>California</option>
          <option>Illinois</option>
        </select>
      </form>
    `);
    const plan = planFill(field(form, 'street'), request({ region: 'IL' }, ['IL', 'Illinois']));
    expect(unfilled(plan)).to.deep.equal(['address-level2', 'postal-code']);
    expect(plan.writes.find((write) => write.field === 'address-level1')?.value).to.equal('Illinois');
  });

  it('lists country when the country select has no option for the country', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select name="country" autocomplete="country">
          <option value="CAN">Canada</option>
        </select>
      </form>
    `);
    expect(unfilled(planFill(field(form, 'street'), request()))).to.deep.equal([
      'country',
      'address-level2',
      'address-level1',
      'postal-code',
    ]);
  });

  it('lists a value no field takes once, even with two selects for it, and never one a text field takes', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select name="state-a" autocomplete="address-level1">
          <option value="CA">California</option>
        </select>
        <select name="state-b" autocomplete="address-level1">
          <option value="NY">New York</option>
        </select>
        <input name="state-text" autocomplete="address-level1" />
      </form>
    `);
    const plan = planFill(field(form, 'street'), request());
    expect(unfilled(plan)).to.deep.equal(['address-level2', 'postal-code']);
    const withoutText = planFill(field(form, 'street'), request());
    field(form, 'state-text').disabled = true;
    expect(unfilled(planFill(field(form, 'street'), request()))).to.deep.equal([
      'address-level1',
      'address-level2',
      'postal-code',
    ]);
    expect(withoutText.writes.filter((write) => write.value === undefined).map((write) => write.element)).to.deep.equal(
      [field(form, 'state-a'), field(form, 'state-b')],
    );
  });

  it("lists a value whose only field is disabled (it takes nothing), and never looks at another group's field", async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="shipping address-line1" />
        <select name="ship-state" autocomplete="shipping address-level1" disabled>
          <option value="CA">California</option>
        </select>
        <select name="bill-state" autocomplete="billing address-level1">
          <option value="CA">California</option>
        </select>
      </form>
    `);
    const plan = planFill(field(form, 'street'), request());
    expect(plan.writes.map((write) => write.element)).to.deep.equal([field(form, 'street')]);
    expect(unfilled(plan)).to.deep.equal(['address-level2', 'address-level1', 'postal-code']);
  });

  it('lists the city, region and postal code the form has no field for, and not the country of a one-country form', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <input name="zip" autocomplete="postal-code" />
      </form>
    `);
    const plan = planFill(field(form, 'street'), request());
    expect(filledFields(plan)).to.deep.equal(['address-line1', 'postal-code']);
    expect(unfilled(plan)).to.deep.equal(['address-level2', 'address-level1']);
  });

  it('plans what the fill then does: the fill reports the same fields as misses', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <input name="city" autocomplete="address-level2" />
        <select name="ship-state" autocomplete="address-level1">
          <option value="CA">California</option>
        </select>
      </form>
    `);
    const plan = planFill(field(form, 'street'), request());
    const result = fillAddressFields(field(form, 'street'), request());
    expect(result.misses.map((miss) => [miss.field, miss.element, miss.wanted])).to.deep.equal(
      plan.writes
        .filter((write) => write.value === undefined)
        .map((write) => [write.field, write.element, write.wanted]),
    );
    expect(result.misses.map((miss) => miss.wanted)).to.deep.equal(['PW']);
    expect(result.unmatched).to.deep.equal([field(form, 'ship-state')]);
    expect(field(form, 'city').value).to.equal('Palau');
  });
});

describe('the console message for a field left as it was', () => {
  it('names the token, the field by its name and the value', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select name="ship-state" autocomplete="address-level1">
          <option value="CA">California</option>
        </select>
      </form>
    `);
    const [miss] = planFill(field(form, 'street'), request()).writes.filter((write) => write.value === undefined);
    expect(unfilledMessage(miss!)).to.equal(
      'address-level1: the form\'s field "ship-state" has no option for "PW"; it was left as it was',
    );
  });

  it('names the field by its token when it has no name or id', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" />
        <select autocomplete="country">
          <option value="CAN">Canada</option>
        </select>
      </form>
    `);
    const [miss] = planFill(field(form, 'street'), request()).writes.filter((write) => write.value === undefined);
    expect(unfilledMessage(miss!)).to.equal(
      'country: the form\'s country field has no option for "USA"; it was left as it was',
    );
  });
});

describe('planning a postal code fill (inputField and only)', () => {
  it('the input stands for the postal code, and only city, region and postal code are written', async () => {
    const form = await fixture<HTMLFormElement>(html`
      <form>
        <input name="street" autocomplete="address-line1" value="350 5th Ave" />
        <input name="unit" autocomplete="address-line2" value="Apt 4" />
        <input name="city" autocomplete="address-level2" />
        <select name="state" autocomplete="address-level1">
          <option value="">State</option>
          <option value="PW">Palau</option>
        </select>
        <input name="lookup" autocomplete="off" />
        <input name="country" autocomplete="country" value="USA" />
      </form>
    `);
    const postal: FillRequest = {
      ...request({ line1: '', line2: '' }),
      inputField: 'postal-code',
      only: ['address-level2', 'address-level1', 'postal-code'],
    };
    // A token-less input would be taken for the street: it is the postal code here, and the street is left alone.
    const input = field(form, 'lookup');
    const plan = planFill(input, postal);
    expect(
      plan.writes.map(({ field: token, element, value }) => [token, element.getAttribute('name'), value]),
    ).to.deep.equal([
      ['address-level2', 'city', 'Palau'],
      ['address-level1', 'state', 'PW'],
      ['postal-code', 'lookup', '96940'],
    ]);
    fillAddressFields(input, postal);
    expect([field(form, 'street').value, field(form, 'unit').value, field(form, 'country').value]).to.deep.equal([
      '350 5th Ave',
      'Apt 4',
      'USA',
    ]);
    expect(input.value).to.equal('96940');
  });
});
