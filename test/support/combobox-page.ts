// One combobox on a small form, US or international, for the tests ported from other projects' suites (the APG's
// combobox regression tests, github/auto-complete-element's): a labelled street input inside the element, a city
// field after it and a submit button, the requests recorded, and one way to type and wait for the list that answers
// the whole typed text, whichever service answers.
import { fixture } from '@open-wc/testing';
import '../../src/define.js';
import {
  BASE,
  FetchRecorder,
  INTL_BASE,
  KEY,
  inputOf,
  popupOf,
  listboxOf,
  optionsOf,
  typeInto,
} from './element-helpers.js';
import type { AddressElement, Exchange } from './element-helpers.js';
import { waitUntil } from './wait.js';

export type Service = 'us' | 'intl';

/** What each service is typed to get a list of several suggestions from the simulator. */
export const SEARCH_TEXT: Record<Service, string> = { us: '1600 Ma', intl: '12 Ma' };

export interface ComboboxPage {
  form: HTMLFormElement;
  el: AddressElement;
  input: HTMLInputElement;
  city: HTMLInputElement;
  recorder: FetchRecorder;
  /** How many times the form was submitted (prevented, so that the page stays). */
  submits: number;
}

/** The form on the page, the element rendered; installs the recorder (restore it with `page.recorder.restore()`). */
export async function comboboxPage(service: Service): Promise<ComboboxPage> {
  const recorder = new FetchRecorder({ path: service === 'us' ? BASE : INTL_BASE }).install();
  const form = document.createElement('form');
  form.setAttribute('style', 'padding: 8px');
  const el = document.createElement(service === 'us' ? 'us-address-autocomplete' : 'intl-address-autocomplete');
  el.setAttribute('embedded-key', KEY);
  el.setAttribute('base-url', service === 'us' ? BASE : INTL_BASE);
  el.setAttribute('debounce', '0');
  if (service === 'intl') el.setAttribute('country', 'CAN');
  const street = document.createElement('input');
  street.id = `street-${service}`;
  street.name = 'street';
  street.autocomplete = 'address-line1';
  const label = document.createElement('label');
  label.htmlFor = street.id;
  label.textContent = 'Street address';
  el.append(street);
  const city = document.createElement('input');
  city.name = 'city';
  city.autocomplete = 'address-level2';
  city.setAttribute('aria-label', 'City');
  const button = document.createElement('button');
  button.textContent = 'Pay';
  form.append(label, el, city, button);
  await fixture(form);
  await el.updateComplete;
  const page: ComboboxPage = { form, el, input: inputOf(el), city, recorder, submits: 0 };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    page.submits += 1;
  });
  return page;
}

/** What the waits below need of a page: any element, and the recorder of its requests. */
export type Listing = Pick<ComboboxPage, 'el' | 'recorder'>;

/** Types `text` with real keys and waits until the open list shows the answer to the input's whole text. */
export async function typeAndList(page: Listing, text: string): Promise<Exchange> {
  await typeInto(page.el, text);
  return listed(page);
}

/** Waits until the open list shows the answer to the input's text as it is now; returns that exchange. */
export async function listed(page: Listing): Promise<Exchange> {
  const { el, recorder } = page;
  // The input the element enhances: with `for`, not the one inside it.
  const input = el.inputElement ?? inputOf(el);
  const typed = input.value;
  const forTyped = (exchange: Exchange) => exchange.url.searchParams.get('search') === typed;
  await waitUntil(() => recorder.exchanges.some(forTyped), `no request for "${typed}"`);
  const exchange = recorder.exchanges.findLast(forTyped)!;
  await exchange.answer;
  await waitUntil(
    () =>
      listboxOf(el).getAttribute('aria-busy') === 'false' &&
      input.getAttribute('aria-expanded') === 'true' &&
      popupOf(el).matches(':popover-open') &&
      optionsOf(el).length > 1,
    `the list never showed the answer to "${typed}"`,
  );
  await el.updateComplete;
  return exchange;
}

/** The options that carry aria-selected at all, with its value. */
export function selectedStates(el: AddressElement): Array<[number, string]> {
  return optionsOf(el)
    .map((option, index): [number, string | null] => [index, option.getAttribute('aria-selected')])
    .filter((entry): entry is [number, string] => entry[1] !== null);
}
