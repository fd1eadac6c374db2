// The postal-code filter's tests (test/elements/lookup/postal-code-filter*.test.ts): address blocks whose postal code comes
// first, in <postal-code-autocomplete>, with a street element after it; choosing a postal code with real keys; and a
// street search that returns the request the element sent for the whole text, with the answer it showed.
import { fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  BASE,
  INTL_BASE,
  KEY,
  POSTAL_BASE,
  type AddressElement,
  type FetchRecorder,
  type PostalElement,
  listboxOf,
  optionTexts,
  until,
} from './element-helpers.js';

export type StreetTag = 'us-address-autocomplete' | 'intl-address-autocomplete' | 'address-autocomplete';

/** An element with these attributes and children. */
export function element(tag: string, attributes: Record<string, string> = {}, ...children: Node[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A text input with an `autocomplete` token and an accessible name. */
export function field(name: string, token: string, label: string, id?: string): HTMLInputElement {
  const input = element('input', { name, autocomplete: token, 'aria-label': label }) as HTMLInputElement;
  if (id !== undefined) input.id = id;
  return input;
}

/** The attributes a street element needs to reach the simulator (both services for <address-autocomplete>). */
function serviceAttributes(tag: StreetTag): Record<string, string> {
  const common = { 'embedded-key': KEY, debounce: '0' };
  if (tag === 'intl-address-autocomplete') return { ...common, 'base-url': INTL_BASE };
  const us = { ...common, 'base-url': BASE, 'street-base-url': '/us-street' };
  return tag === 'address-autocomplete' ? { ...us, 'intl-base-url': INTL_BASE } : us;
}

/** A street element of `tag` around its street input `name`, with `attributes` besides the simulator's. */
export function streetElement(tag: StreetTag, name: string, attributes: Record<string, string> = {}): HTMLElement {
  return element(tag, { ...serviceAttributes(tag), ...attributes }, field(name, 'address-line1', 'Street'));
}

/** A <postal-code-autocomplete> around the postal-code input `name` (or empty, with `for` in `attributes`). */
export function postalElement(name: string | undefined, attributes: Record<string, string> = {}): HTMLElement {
  const input = name === undefined ? [] : [field(name, 'postal-code', 'Postal code')];
  return element(
    'postal-code-autocomplete',
    { 'embedded-key': KEY, 'base-url': POSTAL_BASE, debounce: '0', ...attributes },
    ...input,
  );
}

export interface BlockOptions {
  /** The names' prefix: `ship-` gives `ship-zip`, `ship-street`, `ship-city`, `ship-state`. */
  prefix?: string;
  streetTag?: StreetTag;
  street?: Record<string, string>;
  postal?: Record<string, string>;
}

/**
 * One address block, postal code first: the postal element (in the USA beside the US element, else in the country
 * `postal` names or the form's), the street element, the city and the state.
 */
export function addressBlock({
  prefix = '',
  streetTag = 'us-address-autocomplete',
  street,
  postal,
}: BlockOptions = {}) {
  const country: Record<string, string> = streetTag === 'us-address-autocomplete' ? { country: 'USA' } : {};
  return [
    postalElement(`${prefix}zip`, { ...country, ...postal }),
    streetElement(streetTag, `${prefix}street`, street),
    field(`${prefix}city`, 'address-level2', 'City'),
    field(`${prefix}state`, 'address-level1', 'State'),
  ];
}

/** Puts a form of `children` on the page and waits until every element there has its input. */
export async function mountForm(...children: Node[]): Promise<HTMLFormElement> {
  const form = await fixture<HTMLFormElement>(element('form', {}, ...children));
  const elements = [...form.querySelectorAll<AddressElement>('*')].filter((node) =>
    node.localName.endsWith('complete'),
  );
  await until(() => elements.every((node) => node.inputElement !== undefined), 'an element did not take its input');
  await Promise.all(elements.map((node) => node.updateComplete));
  return form;
}

/**
 * Chooses `code` in `postal`: all of it but its last character put in the input, the last one typed (so one lookup,
 * whose input no other test sends). A code that one place has is chosen at once by the element; else its places are
 * listed, and Down and Enter choose the first. Resolves once the element says `code` is chosen.
 */
export async function choosePostalCode(postal: PostalElement, recorder: FetchRecorder, code: string): Promise<void> {
  const input = postal.inputElement!;
  input.focus();
  input.value = code.slice(0, -1);
  input.setSelectionRange(input.value.length, input.value.length);
  await sendKeys({ type: code.slice(-1) });
  const answered = () =>
    recorder.exchanges.some((exchange) => exchange.url.searchParams.get('postal_code') === code && exchange.status);
  await until(answered, `no answer for the postal code "${code}"`);
  const chosen = () => postal.chosenPlace?.postalCode === code;
  await until(
    () =>
      chosen() ||
      (listboxOf(postal).getAttribute('aria-busy') === 'false' && (optionTexts(postal)[0] ?? '').startsWith(code)),
    `"${code}" was neither chosen at once nor listed`,
  );
  if (!chosen()) {
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
  }
  await until(chosen, `"${code}" was not chosen`);
}

/** A suggestion (US) or candidate (international) as the simulator wrote it. */
export interface StreetRow {
  zipcode?: string;
  state?: string;
  entries?: number;
  address_text?: string;
}

export interface StreetSearch {
  /** The request sent for the whole text. */
  url: URL;
  /** Its answer's suggestions or candidates, which the list shows. */
  rows: StreetRow[];
}

/**
 * Types `text` over the street input's text with real keys and waits for the request for all of it (sent after this
 * call began: a cached answer sends none) and for the list to show its answer.
 */
export async function searchStreet(
  street: AddressElement,
  recorder: FetchRecorder<StreetRow>,
  text: string,
): Promise<StreetSearch> {
  const from = recorder.count;
  const sentNow = () => recorder.exchanges.slice(from).filter((entry) => entry.url.searchParams.get('search') === text);
  street.inputElement!.focus();
  await sendKeys({ press: 'Control+a' });
  await sendKeys({ type: text });
  await until(() => sentNow().length > 0, `no request for "${text}"`);
  const exchange = sentNow().at(-1)!;
  const { body } = await exchange.answer;
  const answer = body as { suggestions?: StreetRow[] | null; candidates?: StreetRow[] | null };
  const rows = answer.suggestions ?? answer.candidates ?? [];
  await until(
    () => listboxOf(street).getAttribute('aria-busy') === 'false' && optionTexts(street).length === rows.length,
    `the list does not show the answer to "${text}"`,
  );
  return { url: exchange.url, rows };
}
