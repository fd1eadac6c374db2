// The checkout form of the <postal-code-autocomplete> tests (test/elements/*/postal-code-*.test.ts): the postal code
// first, inside the element, then the street, the city and a state select whose options are the states' names. And
// the waits those tests share: the answer to the whole typed postal code shown as a list, or chosen by itself.
import { fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { sendKeys } from '@web/test-runner-commands';
import type { PostalCodeSelectedEvent } from '../../src/index.js';
import { compileStrings } from '../../src/core/i18n/compile-strings.js';
import { ENGLISH } from '../../src/core/i18n/english.js';
import {
  type FetchRecorder,
  KEY,
  POSTAL_BASE,
  type PostalElement,
  listboxOf,
  named,
  optionTexts,
  until,
} from './element-helpers.js';

/** <postal-code-autocomplete>'s English strings: its list, counts, status row and validity speak of postal codes. */
export const POSTAL_CODE_STRINGS = compileStrings(ENGLISH, 'en', 'en', 'postal-code');

/** One result as the service writes it. */
export interface PostalRow {
  postal_code?: string;
  locality?: string;
  administrative_area?: string;
  dependent_locality?: string;
}

export const STATE_OPTIONS = [
  ['', 'State'],
  ['California', 'California'],
  ['Georgia', 'Georgia'],
  ['Illinois', 'Illinois'],
  ['New York', 'New York'],
] as const;

export interface PostalFormOptions {
  /** `embedded-key`: the demo key by default; '' leaves the attribute out. */
  key?: string;
  /** `base-url`: the simulator's postal code lookup by default. */
  baseUrl?: string;
  /** `country`; left out when undefined. */
  country?: string;
  /** Markup before the element (a country select). */
  countryField?: TemplateResult;
  /** Markup after the state select (more fields). */
  extraFields?: TemplateResult;
  /** Sets `require-verified`. */
  requireVerified?: boolean;
}

export interface PostalForm {
  form: HTMLFormElement;
  el: PostalElement;
  input: HTMLInputElement;
  /** Every `postal-code-selected` that reached the form, in order. */
  selected: PostalCodeSelectedEvent[];
}

/** A one-address checkout form whose postal code comes first, inside `<postal-code-autocomplete>`. */
export async function postalForm({
  key = KEY,
  baseUrl = POSTAL_BASE,
  country,
  countryField,
  extraFields,
  requireVerified = false,
}: PostalFormOptions = {}): Promise<PostalForm> {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      ${countryField ?? ''}
      <postal-code-autocomplete
        embedded-key=${ifDefined(key === '' ? undefined : key)}
        base-url=${baseUrl}
        debounce="0"
        country=${ifDefined(country)}
        ?require-verified=${requireVerified}
      >
        <input name="zip" autocomplete="postal-code" aria-label="Postal code" />
      </postal-code-autocomplete>
      <label>Street <input name="street" autocomplete="address-line1" /></label>
      <label>City <input name="city" autocomplete="address-level2" /></label>
      <label
        >State
        <select name="state" autocomplete="address-level1">
          ${STATE_OPTIONS.map(([value, label]) => html`<option value=${value}>${label}</option>`)}
        </select>
      </label>
      ${extraFields ?? ''}
    </form>
  `);
  const el = form.querySelector('postal-code-autocomplete')!;
  const input = named(form, 'zip');
  await until(() => el.inputElement === input, 'the element did not take its input');
  await el.updateComplete;
  const selected: PostalCodeSelectedEvent[] = [];
  form.addEventListener('postal-code-selected', (event) => selected.push(event));
  return { form, el, input, selected };
}

/** The results of the service's answer to `postal_code=text` (the latest such request), once it has come. */
export async function answerTo(recorder: FetchRecorder<PostalRow>, text: string): Promise<PostalRow[]> {
  await until(
    () => recorder.exchanges.some((exchange) => exchange.url.searchParams.get('postal_code') === text),
    `no request for "${text}"`,
  );
  const exchange = recorder.exchanges.findLast((entry) => entry.url.searchParams.get('postal_code') === text)!;
  const { body } = await exchange.answer;
  return (body as { results: PostalRow[] }).results;
}

/**
 * Puts all of `text` but its last character in the enhanced input (wrapped, or elsewhere with for=) and types the
 * last one: one lookup, for the whole text. Typing every character would look up each prefix from the second
 * character on, and the simulator refuses the same input a third time within 5 s, which tests sharing a start of
 * their postal codes would then meet.
 */
export async function typeCode(el: PostalElement, text: string): Promise<void> {
  const input = el.inputElement!;
  input.focus();
  input.value = text.slice(0, -1);
  input.setSelectionRange(input.value.length, input.value.length);
  await sendKeys({ type: text.slice(-1) });
}

/** Types `text` (see typeCode) and waits for the answer to all of it and for the list to show it. */
export async function lookUp(
  el: PostalElement,
  recorder: FetchRecorder<PostalRow>,
  text: string,
): Promise<PostalRow[]> {
  await typeCode(el, text);
  const results = await answerTo(recorder, text);
  await until(() => listboxOf(el).getAttribute('aria-busy') === 'false', 'the listbox stayed busy');
  await until(
    () => optionTexts(el).length === Math.min(results.length, 10),
    `the list does not show the answer to "${text}"`,
  );
  return results;
}

/** What the list shows for a result: `postal_code — dependent_locality, locality, administrative_area`. */
export function label(row: PostalRow): string {
  const place = [row.dependent_locality, row.locality, row.administrative_area].filter((part) => part);
  return `${row.postal_code} — ${place.join(', ')}`;
}
