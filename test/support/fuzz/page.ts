// The page a fuzzed session runs on: one checkout <form> with three address blocks (fieldsets), each with its own
// element around its street input: the US element on v2 (with a unit field), the US element on Pro (no unit field:
// the unit goes on line 1) and the international element. Outside the form, a place to move elements to and a button
// to click when leaving an input. Each element's base URLs carry a `simulator_fault` naming the element (the
// simulator ignores a fault it does not know): the network observer (network.ts) reads it to tell whose request it
// is, and replaces it with the fault the session drew for that request.
import '../../../src/define.js';
import type { AddressElement } from '../element-helpers.js';

export type ElementName = 'v2' | 'pro' | 'intl';
export const ELEMENT_NAMES: readonly ElementName[] = ['v2', 'pro', 'intl'];

/** The `simulator_fault` that tags an element's requests. */
export const TAG_PREFIX = 'fuzz-';

interface Block {
  tag: 'us-address-autocomplete' | 'intl-address-autocomplete';
  attributes: Record<string, string>;
  legend: string;
  /** The block's fields after the street: name, autocomplete token, label. */
  fields: ReadonlyArray<readonly [string, string, string]>;
}

const KEY = 'demo-embedded-key';

const BLOCKS: Record<ElementName, Block> = {
  v2: {
    tag: 'us-address-autocomplete',
    legend: 'Shipping (US, v2)',
    attributes: { api: 'v2', 'street-base-url': `/us-street?simulator_fault=${TAG_PREFIX}v2` },
    fields: [
      ['v2_unit', 'shipping address-line2', 'Unit'],
      ['v2_city', 'shipping address-level2', 'City'],
      ['v2_state', 'shipping address-level1', 'State'],
      ['v2_zip', 'shipping postal-code', 'ZIP code'],
    ],
  },
  pro: {
    tag: 'us-address-autocomplete',
    legend: 'Billing (US, Pro)',
    attributes: { api: 'pro', 'street-base-url': `/us-street?simulator_fault=${TAG_PREFIX}pro` },
    fields: [
      ['pro_city', 'billing address-level2', 'City'],
      ['pro_state', 'billing address-level1', 'State'],
      ['pro_zip', 'billing postal-code', 'ZIP code'],
    ],
  },
  intl: {
    tag: 'intl-address-autocomplete',
    legend: 'Delivery abroad (international)',
    attributes: { country: 'GBR' },
    fields: [
      ['intl_city', 'section-abroad address-level2', 'Town'],
      ['intl_region', 'section-abroad address-level1', 'Region'],
      ['intl_postal', 'section-abroad postal-code', 'Postcode'],
    ],
  },
};

const STREET_TOKEN: Record<ElementName, string> = {
  v2: 'shipping address-line1',
  pro: 'billing address-line1',
  intl: 'section-abroad address-line1',
};

export interface FuzzPage {
  readonly root: HTMLElement;
  readonly form: HTMLFormElement;
  readonly elements: Record<ElementName, AddressElement>;
  /** Where each element lives when it is home: its block's fieldset. */
  readonly homes: Record<ElementName, HTMLFieldSetElement>;
  /** A container outside the form, where elements are moved to. */
  readonly elsewhere: HTMLElement;
  /** A button outside the form, clicked to leave an input. */
  readonly outside: HTMLButtonElement;
  /** How many times the form was submitted (prevented, so that the page stays). */
  submits: number;
  remove(): void;
}

function field(name: string, token: string, label: string): HTMLLabelElement {
  const wrapper = document.createElement('label');
  const input = document.createElement('input');
  input.name = name;
  input.setAttribute('autocomplete', token);
  wrapper.append(`${label} `, input);
  return wrapper;
}

function element(name: ElementName): AddressElement {
  const block = BLOCKS[name];
  const el = document.createElement(block.tag) as AddressElement;
  const base = block.tag === 'us-address-autocomplete' ? '/us-autocomplete' : '/international-autocomplete';
  el.setAttribute('embedded-key', KEY);
  el.setAttribute('base-url', `${base}?simulator_fault=${TAG_PREFIX}${name}`);
  el.setAttribute('debounce', '0');
  for (const [attribute, value] of Object.entries(block.attributes)) el.setAttribute(attribute, value);
  const input = document.createElement('input');
  input.name = `${name}_street`;
  input.setAttribute('autocomplete', STREET_TOKEN[name]);
  el.append(input);
  return el;
}

/** Builds the page and waits for the three elements' first render. */
export async function fuzzPage(): Promise<FuzzPage> {
  const root = document.createElement('div');
  const form = document.createElement('form');
  const elements = {} as Record<ElementName, AddressElement>;
  const homes = {} as Record<ElementName, HTMLFieldSetElement>;
  for (const name of ELEMENT_NAMES) {
    const fieldset = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = BLOCKS[name].legend;
    const label = document.createElement('label');
    elements[name] = element(name);
    label.append('Street ', elements[name]);
    fieldset.append(legend, label, ...BLOCKS[name].fields.map(([n, token, text]) => field(n, token, text)));
    homes[name] = fieldset;
    form.append(fieldset);
  }
  const submit = document.createElement('button');
  submit.textContent = 'Place order';
  form.append(submit);
  const elsewhere = document.createElement('div');
  elsewhere.setAttribute('aria-label', 'Elsewhere');
  const outside = document.createElement('button');
  outside.type = 'button';
  outside.textContent = 'Outside';
  root.append(form, elsewhere, outside);
  document.body.append(root);
  const page: FuzzPage = {
    root,
    form,
    elements,
    homes,
    elsewhere,
    outside,
    submits: 0,
    remove: () => root.remove(),
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    page.submits += 1;
  });
  await Promise.all(ELEMENT_NAMES.map((name) => elements[name].updateComplete));
  return page;
}

/** The element's input (always the one it was built with: the session never replaces inputs). */
export function streetOf(page: FuzzPage, name: ElementName): HTMLInputElement {
  return page.elements[name].querySelector('input')!;
}

/** The names of the block's other fields, for autofill. */
export function blockFields(name: ElementName): ReadonlyArray<readonly [string, string, string]> {
  return BLOCKS[name].fields;
}
