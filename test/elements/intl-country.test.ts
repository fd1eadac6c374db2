// <intl-address-autocomplete> without a `country` attribute: the country comes from the form's
// autocomplete="country" (or "country-name") field — alpha-3 or alpha-2 option values, or a name in a text field, in
// the document's language or English — and follows the field as the shopper changes it. No country, or USA (served
// by <us-address-autocomplete>), is a configuration error reported once, with no request.
//
// Requests are recorded by wrapping window.fetch (the element calls globalThis.fetch at request time).
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../../src/define.js';
import type { IntlAddressAutocomplete } from '../../src/define.js';

const BASE = '/international-autocomplete';
const KEY = 'demo-embedded-key';
/** Long enough for a stray request or a duplicate report to show up after a 0 ms debounce. */
const SETTLE_MS = 100;
const ANSWER_TIMEOUT = 4000;

type El = IntlAddressAutocomplete;

/** waitUntil with room for a loaded machine: the simulator's first data loads alone take a few hundred ms. */
function until(predicate: () => boolean, message: string): Promise<void> {
  return waitUntil(predicate, message, { timeout: ANSWER_TIMEOUT });
}

/** Records the URL of every request to the international simulator. */
class FetchRecorder {
  readonly urls: URL[] = [];
  #original: typeof fetch | undefined;

  install(): this {
    const original = window.fetch;
    this.#original = original;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith(BASE)) this.urls.push(url);
      return original.call(window, input, init);
    };
    return this;
  }

  restore(): void {
    if (this.#original) window.fetch = this.#original;
    this.#original = undefined;
  }

  /** The `country` parameter of each request, in order. */
  get countries(): Array<string | null> {
    return this.urls.map((url) => url.searchParams.get('country'));
  }
}

/** Collects console.error calls (without printing them) while installed. */
class ConsoleErrors {
  readonly messages: string[] = [];
  #original: typeof console.error | undefined;

  install(): this {
    this.#original = console.error;
    console.error = (...args: unknown[]) => {
      this.messages.push(args.map(String).join(' '));
    };
    return this;
  }

  restore(): void {
    if (this.#original) console.error = this.#original;
    this.#original = undefined;
  }
}

interface ErrorDetail {
  status: number;
  code: string;
  message: string;
  attribute?: string;
}

/** Collects `address-error` events that reach the document (they bubble). */
class ErrorEvents {
  readonly details: ErrorDetail[] = [];
  readonly #listener = (event: Event) => this.details.push((event as CustomEvent<ErrorDetail>).detail);

  install(): this {
    document.addEventListener('address-error', this.#listener);
    return this;
  }

  restore(): void {
    document.removeEventListener('address-error', this.#listener);
  }
}

/** Options of a country <select>: [value, label]. */
type CountryOptions = ReadonlyArray<readonly [value: string, label: string]>;

const ALPHA3_OPTIONS: CountryOptions = [
  ['', 'Choose a country'],
  ['CAN', 'Canada'],
  ['DEU', 'Germany'],
  ['FRA', 'France'],
  ['USA', 'United States'],
];

const ALPHA2_OPTIONS: CountryOptions = [
  ['', 'Choose a country'],
  ['CA', 'Canada'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['US', 'United States'],
];

function countrySelect(options: CountryOptions, selected: string): TemplateResult {
  return html`
    <label>Country
      <select name="country" autocomplete="country">
        ${options.map(([value, label]) => html`<option value=${value} ?selected=${value === selected}>${label}</option>`)}
      </select>
    </label>
  `;
}

function countryText(value: string, token = 'country'): TemplateResult {
  return html`<label>Country <input name="country" autocomplete=${token} .value=${value} /></label>`;
}

interface Mounted {
  form: HTMLFormElement;
  el: El;
  input: HTMLInputElement;
  country: HTMLInputElement | HTMLSelectElement | null;
}

/** A form with `<intl-address-autocomplete>` (no country attribute unless given) and the given country field. */
async function mount(countryField: TemplateResult | string, countryAttribute?: string): Promise<Mounted> {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <intl-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0" country=${ifDefined(countryAttribute)}>
        <input name="street" autocomplete="address-line1" aria-label="Street address" />
      </intl-address-autocomplete>
      <label>City <input name="city" autocomplete="address-level2" /></label>
      ${countryField}
    </form>
  `);
  const el = form.querySelector('intl-address-autocomplete')!;
  await el.updateComplete;
  return {
    form,
    el,
    input: el.querySelector('input')!,
    country: form.querySelector<HTMLInputElement | HTMLSelectElement>('[name="country"]'),
  };
}

function quietly(ms = SETTLE_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Types into the street input with real keys. */
async function typeStreet(el: El, text: string): Promise<void> {
  el.inputElement!.focus();
  await sendKeys({ type: text });
}

/** Types `text` into the street input and returns the country sent with the request for the whole text. */
async function countrySentFor(el: El, recorder: FetchRecorder, text: string): Promise<string | null> {
  const from = recorder.urls.length;
  await typeStreet(el, text);
  const value = el.inputElement!.value;
  await until(
    () => recorder.urls.slice(from).some((url) => url.searchParams.get('search') === value),
    `no request for "${value}"`,
  );
  return recorder.urls.slice(from).findLast((url) => url.searchParams.get('search') === value)!.searchParams.get('country');
}

function optionCount(el: El): number {
  return el.querySelectorAll('[role="option"]').length;
}

/** Picks a <select> option the way a user does: the value changes, then input and change fire. */
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  expect(select.value, `the select has an option ${value}`).to.equal(value);
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<intl-address-autocomplete> country from the form', function () {
  // Room for a loaded machine (several test runs at once); each test normally takes well under a second.
  this.timeout(15_000);

  let recorder: FetchRecorder;
  let consoleErrors: ConsoleErrors;
  let errors: ErrorEvents;
  let lang: string;
  beforeEach(() => {
    recorder = new FetchRecorder().install();
    consoleErrors = new ConsoleErrors().install();
    errors = new ErrorEvents().install();
    lang = document.documentElement.lang;
  });
  afterEach(() => {
    // Disconnecting the elements aborts what is still in flight, so that nothing reports after the stubs are gone.
    fixtureCleanup();
    recorder.restore();
    consoleErrors.restore();
    errors.restore();
    document.documentElement.lang = lang;
  });

  it('sends the alpha-3 value of a country <select>', async () => {
    const { el } = await mount(countrySelect(ALPHA3_OPTIONS, 'DEU'));
    expect(await countrySentFor(el, recorder, 'Hauptstr')).to.equal('DEU');
    expect(errors.details).to.deep.equal([]);
  });

  it('sends the alpha-3 code for the alpha-2 value of a country <select>', async () => {
    const { el } = await mount(countrySelect(ALPHA2_OPTIONS, 'FR'));
    expect(await countrySentFor(el, recorder, '12 Rue')).to.equal('FRA');
    expect(errors.details).to.deep.equal([]);
  });

  it('sends the country named in a text field ("Canada")', async () => {
    const { el } = await mount(countryText('Canada'));
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
  });

  it('sends the country named in the document\'s language ("Deutschland" with lang="de")', async () => {
    document.documentElement.lang = 'de';
    const { el } = await mount(countryText('Deutschland'));
    expect(await countrySentFor(el, recorder, 'Hauptstr')).to.equal('DEU');
    expect(errors.details).to.deep.equal([]);
  });

  it('reads an autocomplete="country-name" text field too', async () => {
    const { el } = await mount(countryText('France', 'country-name'));
    expect(await countrySentFor(el, recorder, '12 Rue')).to.equal('FRA');
  });

  it('follows the select: the next request after a change has the new country', async () => {
    const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'CAN'));
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    choose(country as HTMLSelectElement, 'FRA');
    expect(await countrySentFor(el, recorder, ' Rue')).to.equal('FRA');
    expect(errors.details).to.deep.equal([]);
  });

  it("does not offer the previous country's suggestions again after the country changes", async () => {
    const { el, input, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'CAN'));
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    await until(
      () => el.querySelector('[role="listbox"]')!.getAttribute('aria-busy') === 'false' && optionCount(el) > 0,
      'no Canadian suggestions',
    );
    const canadian = [...el.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    const select = country as HTMLSelectElement;
    select.focus();
    choose(select, 'FRA');
    input.focus();
    const from = recorder.urls.length;
    await sendKeys({ press: 'ArrowDown' });
    await quietly();
    await el.updateComplete;
    const shown = [...el.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    expect(shown.filter((text) => canadian.includes(text)), 'Canadian suggestions offered for France').to.deep.equal([]);
    expect(recorder.urls.slice(from).map((url) => url.searchParams.get('country'))).to.deep.equal(['FRA']);
  });

  it('follows a country name typed into the text field', async () => {
    const { el, country } = await mount(countryText('Canada'));
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    const field = country as HTMLInputElement;
    field.focus();
    field.select();
    await sendKeys({ type: 'France' });
    expect(field.value).to.equal('France');
    expect(await countrySentFor(el, recorder, ' Rue')).to.equal('FRA');
  });

  it('does not report a country name as an error on every keystroke while it is typed', async () => {
    const { country } = await mount(countryText('Canada'));
    const field = country as HTMLInputElement;
    field.focus();
    field.select();
    await sendKeys({ type: 'France' });
    await quietly();
    // "F", "Fr", "Fran"… are not page misconfigurations; a report per keystroke floods the console and the page's
    // error handler. At most one report for the whole edit.
    expect(errors.details.length, JSON.stringify(errors.details.map((detail) => detail.message))).to.be.at.most(1);
    expect(consoleErrors.messages.length).to.be.at.most(1);
  });

  it('prefers the country attribute to the form field', async () => {
    const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'DEU'), 'CAN');
    expect(await countrySentFor(el, recorder, '12 Main')).to.equal('CAN');
    choose(country as HTMLSelectElement, 'USA');
    expect(await countrySentFor(el, recorder, ' St')).to.equal('CAN');
    expect(errors.details).to.deep.equal([]);
  });

  describe('USA or no country', () => {
    it('reports USA in the select once, pointing to <us-address-autocomplete>, and sends nothing while the user types', async () => {
      const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'CAN'));
      choose(country as HTMLSelectElement, 'USA');
      await typeStreet(el, '1600 Penn');
      await quietly();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details).to.have.length(1);
      expect(errors.details[0]!.code).to.equal('config');
      expect(errors.details[0]!.attribute).to.equal('country');
      expect(errors.details[0]!.message).to.include('us-address-autocomplete');
      expect(consoleErrors.messages).to.have.length(1);
      expect(consoleErrors.messages[0]).to.include('us-address-autocomplete');
      expect(el.inputElement!.value).to.equal('1600 Penn');
    });

    it('reports US as an alpha-2 select value the same way', async () => {
      const { el, country } = await mount(countrySelect(ALPHA2_OPTIONS, 'CA'));
      choose(country as HTMLSelectElement, 'US');
      await typeStreet(el, '1600 Penn');
      await quietly();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details).to.have.length(1);
      expect(errors.details[0]!.message).to.include('us-address-autocomplete');
    });

    it('reports no country at all once, naming country, and sends nothing while the user types', async () => {
      const { el } = await mount(countrySelect(ALPHA3_OPTIONS, ''));
      await typeStreet(el, '12 Main');
      await quietly();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details).to.have.length(1);
      expect(errors.details[0]!.code).to.equal('config');
      expect(errors.details[0]!.attribute).to.equal('country');
      expect(consoleErrors.messages).to.have.length(1);
      expect(consoleErrors.messages[0]).to.include('country');
    });

    it('reports no country once when the form has no country field either', async () => {
      const { el } = await mount('');
      await typeStreet(el, '12 Main');
      await quietly();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details.map((detail) => [detail.code, detail.attribute])).to.deep.equal([['config', 'country']]);
      expect(consoleErrors.messages).to.have.length(1);
    });

    it('looks up once a served country is chosen after USA', async () => {
      const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'USA'));
      await typeStreet(el, '12 Mai');
      await quietly();
      expect(recorder.urls).to.deep.equal([]);
      choose(country as HTMLSelectElement, 'CAN');
      expect(await countrySentFor(el, recorder, 'n')).to.equal('CAN');
      expect(errors.details).to.have.length(1);
    });

    it('reports USA again after the shopper switched away from it and back', async () => {
      const { el, country } = await mount(countrySelect(ALPHA3_OPTIONS, 'USA'));
      choose(country as HTMLSelectElement, 'CAN');
      choose(country as HTMLSelectElement, 'USA');
      await typeStreet(el, '12 Main');
      await quietly();
      expect(recorder.urls).to.deep.equal([]);
      expect(errors.details.map((detail) => detail.attribute)).to.deep.equal(['country', 'country']);
    });
  });
});
