// What the element tests put on the page, built in one place: any of the four elements around its input, with the
// simulator's attributes for its services, and the checkout form around it (the fields it fills, a country field, a
// <postal-code-autocomplete> paired with it, a submit button). The harness (checkout-form.ts) puts these on the page;
// a test whose page layout is its subject (a positioned label, a shadow root) takes `addressElement` and places it.
import '../../src/define.js';
import {
  BASE,
  INTL_BASE,
  KEY,
  POSTAL_BASE,
  type AnyCountryElement,
  type IntlElement,
  type PostalElement,
  type UsElement,
} from './element-helpers.js';

/** The elements the harness builds, by tag. */
export interface ElementTags {
  'us-address-autocomplete': UsElement;
  'intl-address-autocomplete': IntlElement;
  'address-autocomplete': AnyCountryElement;
  'postal-code-autocomplete': PostalElement;
}
export type Tag = keyof ElementTags;

/** Attributes by name: `undefined` leaves one out, `null` removes one the harness sets by default. */
export type Attributes = Record<string, string | null | undefined>;

/** The options of a <select>: [value, text]. */
export type SelectOptions = ReadonlyArray<readonly [value: string, text: string]>;

/** How a field's label is given: its `aria-label`, or a `<label>` around it reading the label and then the field. */
export type LabelWay = 'aria-label' | 'label';

/** Per tag: the simulator's services and the element's own input (name, autocomplete token, label). */
const ELEMENTS: Record<
  Tag,
  { baseUrl: string; intlBaseUrl?: string; verifies: boolean; input: [string, string, string] }
> = {
  'us-address-autocomplete': { baseUrl: BASE, verifies: true, input: ['street', 'address-line1', 'Street'] },
  'intl-address-autocomplete': { baseUrl: INTL_BASE, verifies: false, input: ['street', 'address-line1', 'Street'] },
  'address-autocomplete': {
    baseUrl: BASE,
    intlBaseUrl: INTL_BASE,
    verifies: true,
    input: ['street', 'address-line1', 'Street'],
  },
  'postal-code-autocomplete': { baseUrl: POSTAL_BASE, verifies: false, input: ['zip', 'postal-code', 'ZIP'] },
};

/** The usual fields after the street, with their autocomplete tokens and labels. */
const FIELDS = {
  unit: ['address-line2', 'Unit'],
  city: ['address-level2', 'City'],
  state: ['address-level1', 'State'],
  zip: ['postal-code', 'ZIP'],
} as const;
export type Field = keyof typeof FIELDS;

/** A form field of the test's own: an input, or a select when it has `options`. */
export interface FieldSpec {
  name: string;
  /** The autocomplete token (`address-level1`, `country-name`). */
  autocomplete: string;
  /** Its label, given as `labels` says (or `labelAs`); none when left out. */
  label?: string;
  /** Makes it a <select> with these options. */
  options?: SelectOptions;
  /** The input's value, or the select's selected option. */
  value?: string;
  /** How this field's label is given, whatever `labels` says. */
  labelAs?: LabelWay;
}

/** The form's country field, after the other fields: a select with `options`, else a text field holding `value`. */
export interface CountryField {
  options?: SelectOptions;
  /** The selected option, or the text field's text. */
  value?: string;
  /** Its autocomplete token: `country` by default. */
  token?: 'country' | 'country-name';
  /** `Country` by default. */
  label?: string;
  labelAs?: LabelWay;
}

/** The element and its input. */
export interface ElementOptions<T extends Tag = Tag> {
  /** Which element: <us-address-autocomplete> by default. */
  tag?: T;
  /**
   * The element's attributes besides the ones below, as space-separated words `name` or `name=value`
   * (`'verify require-verified'`, `'api=pro max-results=5'`), or as a record (a value with spaces, `lang`, `country`).
   */
  attributes?: string | Attributes;
  /** `embedded-key`: the simulator's demo key by default. */
  key?: string;
  /**
   * `base-url`: the simulator's service for the tag (US, international, postal code) by default.
   * <address-autocomplete> also gets `intl-base-url`, the international simulator.
   */
  baseUrl?: string;
  /**
   * `street-base-url`: the simulator's US Street (`/us-street`) by default, on the elements that verify (US and
   * <address-autocomplete>); null leaves the attribute out.
   */
  streetBaseUrl?: string | null;
  /** `debounce`: `0` by default (a lookup per keystroke, so a test waits for answers, never for time). */
  debounce?: string;
  /** The input's `name`: `street` by default (`zip` in <postal-code-autocomplete>); null leaves it out. */
  streetName?: string | null;
  /**
   * The input's own attributes, over its defaults (`name`, `autocomplete="address-line1"`, an aria-label with
   * `labels`): `aria-label`, `id`, `class`, `style`, `dir`; null removes a default. null for the whole option builds
   * the element without an input (the page adds it later).
   */
  streetInput?: Attributes | null;
  /** Puts the input in a <div> with these attributes inside the element (a page's field wrapper). */
  streetWrapper?: Attributes;
  /**
   * The input is not in the element but before it (before its container), with this id, and the element names it
   * with `for`; elementFixture puts the two in a <div>.
   */
  for?: string;
  /** Prefixes every field's name, the input's too: `ship-` gives `ship-street`, `ship-city`... */
  namePrefix?: string;
  /** Puts every autocomplete token, the input's too, in this section: `shipping` gives `shipping address-line1`... */
  section?: string;
  /**
   * The container's attributes (`lang`, `dir`, `style`): checkoutForm gives them to the form; elementFixture puts the
   * element in a <div> with them.
   */
  container?: Attributes;
  /**
   * Labels the input (an aria-label reading Street, or ZIP in <postal-code-autocomplete>; `streetInput` may give
   * another) and, in checkoutForm, every field: `true` or `'aria-label'` as its aria-label (Unit, City, State, ZIP, or
   * the FieldSpec's label), `'label'` in a `<label>` around it. The element's input keeps an aria-label either way: a
   * page does not wrap a custom element in a label (but see wrapInLabel).
   */
  labels?: boolean | LabelWay;
}

/** The element (the options above) in a checkout form. */
export interface CheckoutOptions<T extends Tag = Tag> extends ElementOptions<T> {
  /** The fields after the element, in this order: city, state and ZIP by default; `unit` adds an address-line2 field. */
  fields?: ReadonlyArray<Field | FieldSpec>;
  /** A country field after them (see CountryField). */
  country?: CountryField;
  /** Wraps the element in a `<label>` reading "Street" instead (the way a page labels a custom element). */
  wrapInLabel?: boolean;
  /**
   * Pairs a <postal-code-autocomplete> with these attributes (besides the simulator's key and base URL, and the
   * debounce) with the element: it goes first in the form, around the postal-code field of `fields`.
   */
  postalCode?: Attributes;
  /** Adds a submit button with this text. */
  button?: string;
  /** The form's `style` attribute (room around the fields for the pointer tests). */
  formStyle?: string;
}

/** Sets `attributes` on `node`: a string value sets one, null removes one, undefined does nothing. */
function setAttributes(node: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) node.removeAttribute(name);
    else if (value !== undefined) node.setAttribute(name, value);
  }
}

function attributeRecord(attributes: string | Attributes): Attributes {
  if (typeof attributes !== 'string') return attributes;
  const words = attributes.split(' ').filter(Boolean);
  return Object.fromEntries(words.map((word) => [word.split('=')[0]!, word.split('=')[1] ?? '']));
}

const tokenIn = (section: string | undefined, token: string) => (section ? `${section} ${token}` : token);
const labelWay = (labels: boolean | LabelWay | undefined) => (labels === true ? 'aria-label' : labels || undefined);

/** The element, its attributes set, and its input (in it but with `for`); not yet on the page. */
function buildElement<T extends Tag>(options: ElementOptions<T>): { el: ElementTags[T]; input?: HTMLInputElement } {
  const { tag = 'us-address-autocomplete' as T, debounce = '0', namePrefix = '', section, labels } = options;
  const service = ELEMENTS[tag];
  const [name, token, label] = service.input;
  const el = document.createElement(tag) as ElementTags[T];
  setAttributes(el, {
    'embedded-key': options.key ?? KEY,
    'base-url': options.baseUrl ?? service.baseUrl,
    'intl-base-url': service.intlBaseUrl,
    'street-base-url':
      service.verifies && options.streetBaseUrl !== null ? (options.streetBaseUrl ?? '/us-street') : undefined,
    debounce,
    for: options.for,
    ...attributeRecord(options.attributes ?? {}),
  });
  if (options.streetInput === null) return { el };
  const streetName = options.streetName === undefined ? name : options.streetName;
  const input = document.createElement('input');
  setAttributes(input, {
    id: options.for,
    name: streetName === null ? undefined : namePrefix + streetName,
    autocomplete: tokenIn(section, token),
    'aria-label': labelWay(labels) === undefined ? undefined : label,
    ...options.streetInput,
  });
  if (options.for !== undefined) return { el, input };
  if (options.streetWrapper === undefined) el.append(input);
  else el.append(element('div', options.streetWrapper, input));
  return { el, input };
}

/** The element around its input, not yet on the page, for a test that puts it into a layout of its own. */
export function addressElement<T extends Tag = 'us-address-autocomplete'>(
  options: Omit<ElementOptions<T>, 'for' | 'container'> = {},
): ElementTags[T] {
  return buildElement(options).el;
}

/** The element's page without a form: the element (in its container), after its input with `for`. */
export function elementPage<T extends Tag>(options: ElementOptions<T>): { root: HTMLElement; el: ElementTags[T] } {
  const { el, input } = buildElement(options);
  const placed = options.container === undefined ? el : element('div', options.container, el);
  if (options.for === undefined) return { root: placed, el };
  return { root: element('div', {}, input!, placed), el };
}

/** The checkout form around the element (see CheckoutOptions); not yet on the page. */
export function checkoutPage<T extends Tag>(
  options: CheckoutOptions<T>,
): { form: HTMLFormElement; el: ElementTags[T]; postal?: PostalElement } {
  const { fields = ['city', 'state', 'zip'], labels, wrapInLabel = false, namePrefix = '', section } = options;
  const form = element('form', { style: options.formStyle, ...options.container }) as HTMLFormElement;
  const { el, input } = buildElement({ ...options, labels: wrapInLabel ? false : labels });
  const specs: FieldSpec[] = fields.map((field) =>
    typeof field === 'string' ? { name: field, autocomplete: FIELDS[field][0], label: FIELDS[field][1] } : field,
  );
  if (options.country) {
    const { options: choices, value, token = 'country', label = 'Country', labelAs } = options.country;
    specs.push({ name: 'country', autocomplete: token, label, options: choices, value, labelAs });
  }
  const fieldNodes = specs.map((spec) => {
    const named = { ...spec, name: namePrefix + spec.name, autocomplete: tokenIn(section, spec.autocomplete) };
    return { spec, node: formField(named, spec.labelAs ?? labelWay(labels)) };
  });
  let postal: PostalElement | undefined;
  if (options.postalCode) {
    const paired = fieldNodes.findIndex(({ spec }) => spec.autocomplete === 'postal-code');
    if (paired < 0) throw new Error('postalCode pairs the postal-code field of `fields`, and there is none');
    const node = fieldNodes.splice(paired, 1)[0]!.node;
    const postalAttributes = { 'embedded-key': KEY, 'base-url': POSTAL_BASE, debounce: options.debounce ?? '0' };
    postal = element('postal-code-autocomplete', { ...postalAttributes, ...options.postalCode }, node) as PostalElement;
    form.append(postal);
  }
  if (options.for !== undefined) form.append(input!);
  form.append(wrapInLabel ? element('label', {}, 'Street ', el) : el, ...fieldNodes.map(({ node }) => node));
  if (options.button !== undefined) form.append(element('button', {}, options.button));
  return { form, el, postal };
}

/** An input or select for `spec`, labelled the `way` given (or not at all). */
function formField(spec: FieldSpec, way: LabelWay | undefined): HTMLElement {
  const field = spec.options === undefined ? document.createElement('input') : document.createElement('select');
  field.name = spec.name;
  field.setAttribute('autocomplete', spec.autocomplete);
  if (field instanceof HTMLSelectElement) {
    for (const [value, text] of spec.options!) field.add(new Option(text, value, false, value === spec.value));
  } else if (spec.value !== undefined) {
    field.value = spec.value;
  }
  if (spec.label === undefined || way === undefined) return field;
  if (way === 'label') return element('label', {}, `${spec.label} `, field);
  field.setAttribute('aria-label', spec.label);
  return field;
}

/** An element with these attributes and children. */
function element(tag: string, attributes: Attributes, ...children: Array<Node | string>): HTMLElement {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  node.append(...children);
  return node;
}
