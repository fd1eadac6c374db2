// The checkout form of the element tests, built in one place: a <form> holding a <us-address-autocomplete> around
// the street input, then the fields the element fills (unit, city, state, ZIP, each found by its `autocomplete`
// token), and optionally a submit button. Each element test file used to write its own copy of this template, with
// small differences (a unit field or not, aria-labels or not, the attributes); those are the options here.
import { fixture } from '@open-wc/testing';
import '../../src/define.js';
import { AddressEvents } from './address-events.js';
import { BASE, KEY, type FetchRecorder, type UsElement } from './element-helpers.js';
import { AutocompleteHarness } from './harness.js';

/** The fields after the street, in form order, with their autocomplete tokens and labels. */
const FIELDS = {
  unit: ['address-line2', 'Unit'],
  city: ['address-level2', 'City'],
  state: ['address-level1', 'State'],
  zip: ['postal-code', 'ZIP'],
} as const;
type Field = keyof typeof FIELDS;

export interface CheckoutOptions {
  /**
   * The element's attributes besides the ones below, as space-separated words `name` or `name=value`
   * (`'verify require-verified'`, `'api=pro max-results=5'`), or as a record (a value with spaces, a generated case).
   */
  attributes?: string | Record<string, string>;
  /** `embedded-key`: the simulator's demo key by default. */
  key?: string;
  /** `base-url`: the US simulator (`/us-autocomplete`) by default. */
  baseUrl?: string;
  /** `street-base-url`: the simulator's US Street (`/us-street`) by default; null leaves the attribute out. */
  streetBaseUrl?: string | null;
  /** `debounce`: `0` by default (a lookup per keystroke, so a test waits for answers, never for time). */
  debounce?: string;
  /** The street input's `name`: `street` by default. */
  streetName?: string;
  /** The fields after the street, in this order: city, state and ZIP by default; `unit` adds an address-line2 field. */
  fields?: readonly Field[];
  /** Gives each input an aria-label (Street, Unit, City, State, ZIP), for the tests that run axe or read names. */
  labels?: boolean;
  /** Wraps the element in a `<label>` reading "Street" instead (the way a page labels a custom element). */
  wrapInLabel?: boolean;
  /** Adds a submit button with this text. */
  button?: string;
  /** The form's `style` attribute (room around the fields for the pointer tests). */
  formStyle?: string;
}

/**
 * A checkout form on the page (open-wc's `fixture`, removed after the test), driven through the harness of its
 * element. Its `events` record everything the element dispatched since the form was built and rendered; submits are
 * counted (and prevented, so that the page stays).
 */
export class Checkout extends AutocompleteHarness<UsElement> {
  readonly form: HTMLFormElement;
  readonly events: AddressEvents;
  /** How many times the form was submitted (a `submit` event, default prevented). */
  submits = 0;

  constructor(form: HTMLFormElement, recorder?: FetchRecorder) {
    super(form.querySelector('us-address-autocomplete')!, recorder);
    this.form = form;
    this.events = new AddressEvents(this.element);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submits += 1;
    });
  }

  /** The element (short for `element`, as the tests name it). */
  get el(): UsElement {
    return this.element;
  }

  /** The `verified-address` events so far. */
  get chosen() {
    return this.events.verified;
  }

  /** The `unverified-address` events so far. */
  get unverified() {
    return this.events.unverified;
  }

  /** The `address-cleared` events so far. */
  get cleared() {
    return this.events.cleared;
  }

  /** The form control named `name`. */
  field<T extends Element = HTMLInputElement>(name: string): T {
    return this.form.querySelector<T>(`[name="${name}"]`)!;
  }
}

/** Builds the checkout form (see CheckoutOptions), puts it on the page and waits for the element's first render. */
export async function checkoutForm(options: CheckoutOptions = {}, recorder?: FetchRecorder): Promise<Checkout> {
  const { fields = ['city', 'state', 'zip'], labels = false, wrapInLabel = false, button, formStyle } = options;
  const form = document.createElement('form');
  if (formStyle !== undefined) form.setAttribute('style', formStyle);
  const el = usElement({ ...options, streetLabel: labels && !wrapInLabel ? 'Street' : undefined });
  if (wrapInLabel) {
    const label = document.createElement('label');
    label.append('Street ', el);
    form.append(label);
  } else {
    form.append(el);
  }
  for (const name of fields) {
    const [token, label] = FIELDS[name];
    form.append(input(name, token, labels ? label : undefined));
  }
  if (button !== undefined) {
    const submit = document.createElement('button');
    submit.textContent = button;
    form.append(submit);
  }
  await fixture<HTMLFormElement>(form);
  await el.updateComplete;
  return new Checkout(form, recorder);
}

/** The element alone (no form) around its street input, on the page, rendered: the same element options. */
export async function elementFixture(
  options: Omit<CheckoutOptions, 'fields' | 'labels' | 'wrapInLabel' | 'button' | 'formStyle'> = {},
): Promise<UsElement> {
  const el = usElement(options);
  await fixture<UsElement>(el);
  await el.updateComplete;
  return el;
}

/** The element, its attributes set, around its street input; not yet on the page. */
function usElement(options: CheckoutOptions & { streetLabel?: string }): UsElement {
  const {
    attributes = '',
    key = KEY,
    baseUrl = BASE,
    streetBaseUrl = '/us-street',
    debounce = '0',
    streetName = 'street',
    streetLabel,
  } = options;
  const el = document.createElement('us-address-autocomplete');
  el.setAttribute('embedded-key', key);
  el.setAttribute('base-url', baseUrl);
  if (streetBaseUrl !== null) el.setAttribute('street-base-url', streetBaseUrl);
  el.setAttribute('debounce', debounce);
  const pairs =
    typeof attributes === 'string'
      ? attributes
          .split(' ')
          .filter(Boolean)
          .map((word) => word.split('='))
      : Object.entries(attributes);
  for (const [name, value = ''] of pairs) el.setAttribute(name!, value);
  el.append(input(streetName, 'address-line1', streetLabel));
  return el;
}

function input(name: string, token: string, label: string | undefined): HTMLInputElement {
  const field = document.createElement('input');
  field.name = name;
  field.setAttribute('autocomplete', token);
  if (label !== undefined) field.setAttribute('aria-label', label);
  return field;
}
