// The page of `npm run bench:keystrokes`: one checkout form per run, with the real elements against the simulator
// mounted on the page's origin. The benchmark (run.js, in Node) presses the keys through Playwright; this module
// only builds the form and reads what the shopper sees: the field texts, the list, the active option, and whether a
// choice was made. It exposes that on `window.keystrokeBench`.
import '../../../src/define.js';

/** How the shopper enters the address: the form each method is given. */
export type Method = 'by-hand' | 'street-first' | 'postal-first';

export interface FormSpec {
  method: Method;
  /** Alpha-3; the country select holds it already (a shop's default, the same for every method). */
  country: string;
  countries: ReadonlyArray<readonly [value: string, label: string]>;
  /** The region select's options, or undefined when the country's form has no region field. */
  regions: ReadonlyArray<readonly [value: string, label: string]> | undefined;
}

/** The address fields, by input name, in the order a street-first form lists them. */
export type FieldName = 'address1' | 'address2' | 'city' | 'region' | 'postal';

export interface ListView {
  text: string;
  open: boolean;
  /** The option texts, in order (without a group's count). */
  options: string[];
  /** What each option is: `final`, `group` or `back`. */
  kinds: string[];
  active: number;
  /** The status row while it is shown ("No matching addresses"), else ''. */
  notice: string;
}

const KEY = 'demo-embedded-key';
const SETTLE_CEILING_MS = 20_000;

// Requests in flight: a keystroke's lookup is sent at once (debounce 0), so the page is settled when none is left
// and no list is busy.
let inFlight = 0;
const pageFetch = window.fetch.bind(window);
window.fetch = (...args: Parameters<typeof fetch>) => {
  inFlight += 1;
  return pageFetch(...args).finally(() => (inFlight -= 1));
};

const counts = new Map<string, number>();
const errors: string[] = [];
for (const type of ['verified-address', 'postal-code-selected', 'address-filled']) {
  document.addEventListener(type, () => counts.set(type, (counts.get(type) ?? 0) + 1));
}
document.addEventListener('address-error', (event) => errors.push(JSON.stringify((event as CustomEvent).detail)));

function element(tag: string, attributes: Record<string, string> = {}, ...children: Node[]): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

function labelled(text: string, control: HTMLElement): HTMLElement {
  return element('label', {}, document.createTextNode(`${text} `), control);
}

function select(name: string, token: string, options: FormSpec['countries'], chosen: string): HTMLSelectElement {
  const control = element('select', { name, autocomplete: token }) as HTMLSelectElement;
  for (const [value, label] of options) control.append(new Option(label, value, false, value === chosen));
  return control;
}

const input = (name: string, token: string): HTMLElement => element('input', { name, autocomplete: token });

function streetField(method: Method): HTMLElement {
  const street = input('address1', 'address-line1');
  if (method === 'by-hand') return labelled('Street address', street);
  const attributes = {
    'embedded-key': KEY,
    'base-url': '/us-autocomplete',
    'intl-base-url': '/international-autocomplete',
    // A lookup per keystroke, so that the benchmark reads each keystroke's list as soon as it is answered.
    debounce: '0',
  };
  return labelled('Street address', element('address-autocomplete', attributes, street));
}

function postalField(method: Method): HTMLElement {
  const postal = input('postal', 'postal-code');
  if (method !== 'postal-first') return labelled('Postal code', postal);
  const attributes = { 'embedded-key': KEY, 'base-url': '/international-postal-code', debounce: '0' };
  return labelled('Postal code', element('postal-code-autocomplete', attributes, postal));
}

/** A fresh checkout form: country, then postal code first or last, street, unit, city and region. */
function buildForm(spec: FormSpec): void {
  const rows: HTMLElement[] = [labelled('Country', select('country', 'country', spec.countries, spec.country))];
  if (spec.method === 'postal-first') rows.push(postalField(spec.method));
  rows.push(streetField(spec.method));
  rows.push(labelled('Apartment, suite, unit', input('address2', 'address-line2')));
  rows.push(labelled('City', input('city', 'address-level2')));
  if (spec.regions) {
    rows.push(labelled('State, province or prefecture', select('region', 'address-level1', spec.regions, '')));
  }
  if (spec.method !== 'postal-first') rows.push(postalField(spec.method));
  const form = element('form', {}, ...rows.map((row) => element('p', {}, row)));
  document.querySelector('#checkout')!.replaceChildren(form);
}

function field(name: FieldName): HTMLInputElement | HTMLSelectElement | null {
  return document.querySelector(`form [name="${name}"]`);
}

function enhancers(): Array<HTMLElement & { updateComplete: Promise<boolean>; isUpdatePending: boolean }> {
  return [...document.querySelectorAll('address-autocomplete, postal-code-autocomplete')] as never;
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once no request is in flight, no list is busy and no element has an update pending. */
async function settle(): Promise<void> {
  const started = performance.now();
  for (;;) {
    await Promise.all(enhancers().map((enhancer) => enhancer.updateComplete));
    await tick();
    const busy =
      inFlight > 0 ||
      document.querySelector('[role="listbox"][aria-busy="true"]') !== null ||
      enhancers().some((enhancer) => enhancer.isUpdatePending);
    if (!busy) return;
    if (performance.now() - started > SETTLE_CEILING_MS) throw new Error('the page did not settle (a hang)');
  }
}

/** What the shopper sees of the list of the element around `name`'s input. */
function list(name: FieldName): ListView {
  const control = field(name) as HTMLInputElement;
  const host = control.closest('address-autocomplete, postal-code-autocomplete')!;
  const popup = host.querySelector('.address-autocomplete-popup');
  const open = control.getAttribute('aria-expanded') === 'true' && popup?.matches(':popover-open') === true;
  const options = open ? [...host.querySelectorAll<HTMLElement>('[role="option"]')] : [];
  return {
    text: control.value,
    open,
    options: options.map((option) => option.querySelector('.address-autocomplete-option-text')?.textContent ?? ''),
    kinds: options.map((option) => option.dataset.kind ?? ''),
    active: options.findIndex((option) => option.getAttribute('aria-selected') === 'true'),
    notice: popup?.matches(':popover-open')
      ? (host.querySelector('.address-autocomplete-message')?.textContent ?? '')
      : '',
  };
}

/** The fields' values (a select's value), and which one has focus. */
function values(): { fields: Partial<Record<FieldName, string>>; focused: string } {
  const fields: Partial<Record<FieldName, string>> = {};
  for (const name of ['address1', 'address2', 'city', 'region', 'postal'] as const) {
    const control = field(name);
    if (control) fields[name] = control.value;
  }
  return { fields, focused: document.activeElement?.getAttribute('name') ?? '' };
}

/** The form's controls by name, in tab order (the DOM order: no tabindex here). */
function tabOrder(): string[] {
  return [...document.querySelectorAll('form input, form select')].map((control) => control.getAttribute('name')!);
}

/** Where the caret or the selection is in a text field (Tab into a field selects all of its text). */
function selection(name: FieldName): { start: number; end: number; length: number } {
  const control = field(name) as HTMLInputElement;
  return { start: control.selectionStart ?? 0, end: control.selectionEnd ?? 0, length: control.value.length };
}

/** Focuses a field without a key press: where the shopper starts (a click or a tap into the form). */
function focus(name: FieldName): void {
  field(name)!.focus();
}

/** The option texts of a region select, in order, and the selected index. */
function selectView(name: FieldName): { labels: string[]; values: string[]; selected: number } {
  const control = field(name) as HTMLSelectElement;
  const options = [...control.options];
  return {
    labels: options.map((option) => option.label),
    values: options.map((option) => option.value),
    selected: control.selectedIndex,
  };
}

const keystrokeBench = {
  buildForm,
  settle,
  list,
  values,
  focus,
  tabOrder,
  selection,
  selectView,
  count: (type: string): number => counts.get(type) ?? 0,
  errors: (): string[] => [...errors],
};

declare global {
  interface Window {
    keystrokeBench: typeof keystrokeBench;
  }
}

window.keystrokeBench = keystrokeBench;
