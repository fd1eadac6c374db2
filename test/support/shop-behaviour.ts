// What each shop's own script does to its region control when the shopper (or our fill) changes the country,
// emulated in the test page (test/fixtures/shops/README.md says which shop does what, from its own code):
// rebuilt at once (WooCommerce, Magento) or after a request for the country's regions (PrestaShop's form refresh,
// Shopware, Solidus, Saleor); its options replaced, or the whole control replaced (React re-renders, WooCommerce's
// country-select.js, which drops the `autocomplete` attribute); option values as each shop writes them.

import { US_STATE_NAMES } from '../../src/form/us-states.js';
import { CANADIAN_REGIONS } from './canadian-regions.js';

export type ValueStyle = 'code' | 'number' | 'uuid';

export interface RegionBehaviour {
  /** Rebuilt in the `change` listener, or after a request (a task later, as a response would come). */
  timing: 'at-once' | 'after-request';
  /** The options replaced in place, or a new `<select>` put in the old one's place. */
  rebuild: 'options' | 'element';
  values: ValueStyle;
  /** WooCommerce's country-select.js builds the new select without the `autocomplete` attribute. */
  dropsAutocomplete?: boolean;
}

const REGIONS: Record<string, ReadonlyArray<readonly [string, string]>> = {
  // The shops list every state (the fixtures keep three): here the 50, DC and the territories.
  US: [...US_STATE_NAMES].filter(([code]) => !/^A[AEP]$/.test(code)),
  CA: [...CANADIAN_REGIONS],
};

/** The alpha-2 code a country option stands for, read from its label (the shops' values may be ids). */
function countryOf(select: HTMLSelectElement): string {
  const label = select.selectedOptions[0]?.text ?? '';
  if (/united states/i.test(label)) return 'US';
  if (/canada/i.test(label)) return 'CA';
  return '';
}

/** An option value in the shop's style: its code, a database number, or a UUID (32 hex digits). */
function valueOf(style: ValueStyle, country: string, index: number, code: string): string {
  if (style === 'code') return code;
  const base = country === 'US' ? 3500 : 4100;
  if (style === 'number') return String(base + index);
  return `${country.toLowerCase()}${String(index).padStart(2, '0')}`.padEnd(32, 'a0');
}

function fillOptions(select: HTMLSelectElement, country: string, style: ValueStyle): void {
  const placeholder = new Option('Select a state', '');
  const options = (REGIONS[country] ?? []).map(
    ([code, name], index) => new Option(name, valueOf(style, country, index, code)),
  );
  select.replaceChildren(placeholder, ...options);
}

/**
 * Makes `region()` (the block's current region control, found anew each time) follow `country`'s changes as the
 * shop's script would. Returns the number of rebuilds so far, for a test to wait on.
 */
export function emulateRegionUpdates(
  country: HTMLSelectElement,
  region: () => HTMLSelectElement,
  behaviour: RegionBehaviour,
): { rebuilds: () => number } {
  let rebuilds = 0;
  const rebuild = (): void => {
    const code = countryOf(country);
    const old = region();
    if (behaviour.rebuild === 'options') {
      fillOptions(old, code, behaviour.values);
    } else {
      const next = old.cloneNode(false) as HTMLSelectElement;
      if (behaviour.dropsAutocomplete) next.removeAttribute('autocomplete');
      fillOptions(next, code, behaviour.values);
      old.replaceWith(next);
    }
    region().disabled = false;
    rebuilds += 1;
  };
  country.addEventListener('change', () => {
    if (behaviour.timing === 'at-once') {
      rebuild();
      return;
    }
    // Shopware disables the select while the request is out.
    region().disabled = true;
    setTimeout(() => {
      if (country.isConnected) rebuild();
    }, 50);
  });
  return { rebuilds: () => rebuilds };
}

/** Sets a country select to the option labelled like `label`, with the `change` a shopper's pick fires. */
export function chooseCountry(select: HTMLSelectElement, label: RegExp): void {
  const option = [...select.options].find((candidate) => label.test(candidate.text));
  if (!option) throw new Error(`no option ${String(label)} in ${select.name || select.id}`);
  select.value = option.value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
