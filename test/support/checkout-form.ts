// The checkout form of the element tests, built in one place: a <form> holding one of the elements
// (<us-address-autocomplete> by default, <intl-address-autocomplete>, <address-autocomplete>,
// <postal-code-autocomplete>) around its input, then the fields it fills (each found by its `autocomplete` token), a
// country field, a submit button; or the element alone. Each element test file used to write its own copy of this
// template, with small differences (which element, a unit field or not, labels or not, the attributes, a country
// select); those are the options, built in checkout-page.ts.
import { expect, fixture } from '@open-wc/testing';
import { AddressEvents } from './address-events.js';
import type { VerifiedAddressEvent } from '../../src/core/events/address-events.js';
import {
  type AddressElement,
  type FetchRecorder,
  type PostalElement,
  type UsElement,
  chooseWithKeys,
  until,
} from './element-helpers.js';
import { AutocompleteHarness } from './harness.js';
import {
  type CheckoutOptions,
  type ElementOptions,
  type ElementTags,
  type Tag,
  checkoutPage,
  elementPage,
} from './checkout-page.js';

export { addressElement } from './checkout-page.js';
export type { CheckoutOptions, CountryField, ElementOptions, FieldSpec, SelectOptions } from './checkout-page.js';

/**
 * A checkout form on the page (open-wc's `fixture`, removed after the test), driven through the harness of its
 * element. Its `events` record everything the element dispatched since the form was built and rendered; submits are
 * counted (and prevented, so that the page stays).
 */
export class Checkout<E extends AddressElement = UsElement> extends AutocompleteHarness<E> {
  readonly form: HTMLFormElement;
  readonly events: AddressEvents;
  /** The <postal-code-autocomplete> paired with the element (CheckoutOptions.postalCode), if any. */
  readonly postal: PostalElement | undefined;
  /** How many times the form was submitted (a `submit` event, default prevented). */
  submits = 0;

  constructor(form: HTMLFormElement, recorder?: FetchRecorder, element?: E, postal?: PostalElement) {
    super(element ?? form.querySelector<E>('us-address-autocomplete')!, recorder);
    this.form = form;
    this.postal = postal;
    this.events = new AddressEvents(this.element);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submits += 1;
    });
  }

  /** The element (short for `element`, as the tests name it). */
  get el(): E {
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

  /** The `address-error` events so far. */
  get errors() {
    return this.events.errors;
  }

  /** Searches `text`, chooses its first final address with Down and Enter, and waits for `verified-address`. */
  async pickFinal(text: string): Promise<VerifiedAddressEvent> {
    const before = this.chosen.length;
    await this.search(text);
    const index = this.options.findIndex((option) => option.dataset.kind === 'final');
    expect(index, `no final address for "${text}"`).to.be.at.least(0);
    await chooseWithKeys(index);
    await until(() => this.chosen.length > before, 'no verified-address');
    await this.el.updateComplete;
    return this.chosen.at(-1)!;
  }

  /** The form control named `name`. */
  field<T extends Element = HTMLInputElement>(name: string): T {
    return this.form.querySelector<T>(`[name="${name}"]`)!;
  }
}

/** Builds the checkout form (see CheckoutOptions), puts it on the page and waits for the elements' first render. */
export async function checkoutForm<T extends Tag = 'us-address-autocomplete'>(
  options: CheckoutOptions<T> = {},
  recorder?: FetchRecorder,
): Promise<Checkout<ElementTags[T]>> {
  const { form, el, postal } = checkoutPage(options);
  await fixture<HTMLFormElement>(form);
  await Promise.all([el.updateComplete, postal?.updateComplete]);
  return new Checkout(form, recorder, el, postal);
}

/**
 * The element without a form (in its container, after its input with `for`), on the page, rendered: the same
 * element options.
 */
export async function elementFixture<T extends Tag = 'us-address-autocomplete'>(
  options: ElementOptions<T> = {},
): Promise<ElementTags[T]> {
  const { root, el } = elementPage(options);
  await fixture(root);
  await el.updateComplete;
  return el;
}
