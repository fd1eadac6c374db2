import type { FieldElement } from '../../form/address-fields.js';
import { blockFields } from '../features/block-fields.js';

/** Reads a country's text as an alpha-3 code, or undefined when it names none the caller knows. */
export type CountryResolver = (text: string, locales: readonly string[]) => string | undefined;

/**
 * What a country field's `value` stands for as `resolve` reads it in `locales`; else, for a select whose values are
 * database ids, what its selected option's `label` stands for ('' for a text field); else the value as it is.
 */
export function fieldCountry(
  value: string,
  label: string,
  locales: readonly string[],
  resolve: CountryResolver,
): string {
  return resolve(value, locales) ?? resolve(label, locales) ?? value;
}

/** Values a shop gives the "Choose a country" option of a country select: none, or an id no row has (`0`, `-1`). */
const PLACEHOLDER_VALUES: ReadonlySet<string> = /*#__PURE__*/ new Set(['', '0', '-1']);

/** A country select's selected option, as the country field reads it. */
export interface CountryOption {
  value: string;
  label: string;
  /** Disabled itself or by its `<optgroup>`. */
  disabled: boolean;
}

/**
 * What a country select's selected option stands for (see fieldCountry): '' for none, and for a placeholder. A
 * disabled option is one whatever its value: the form never sends it, and the shopper cannot choose it. An option
 * whose value is a placeholder value (PLACEHOLDER_VALUES) is one unless its value or label names a country (a
 * database id 0 that is a country's).
 */
export function optionCountry(
  option: CountryOption | undefined,
  locales: readonly string[],
  resolve: CountryResolver,
): string {
  if (!option || option.disabled) return '';
  const country = fieldCountry(option.value, option.label, locales, resolve);
  return PLACEHOLDER_VALUES.has(country.trim()) ? '' : country;
}

/**
 * Whether an element with no country has nothing to look up and nothing wrong: its input is not there yet (a
 * framework may render it after the element), or the form has a country field the shopper has not chosen a country
 * in yet (its placeholder): that form is not misconfigured, it waits for the shopper. Without either, no country is a
 * `config` error naming `country`.
 */
export function awaitsCountry(country: string, hasInput: boolean, hasCountryField: boolean): boolean {
  return country === '' && (!hasInput || hasCountryField);
}

/**
 * The form's country field, followed as the shopper changes it, even when the shop replaces it (Magento, React and
 * Knockout re-render the select; WooCommerce's script swaps the control): one `change` listener delegated on the
 * input's root node (the document or a shadow root), and the field found again at each event and each read.
 */
export class CountryField {
  readonly #changed: () => void;
  #input: HTMLInputElement | undefined;
  #root: Node | undefined;
  /** The country field as the last change found it. */
  #last: FieldElement | undefined;

  /** `changed` runs when the country field (as found at that moment) fires `change`. */
  constructor(changed: () => void) {
    this.#changed = changed;
  }

  /** Follows the country field of `input`'s form. */
  attach(input: HTMLInputElement): void {
    this.detach();
    this.#input = input;
    this.#root = input.getRootNode();
    // `change`, not `input`: a country name typed letter by letter is one change, not one error per keystroke.
    this.#root.addEventListener('change', this.#onChange);
  }

  detach(): void {
    this.#root?.removeEventListener('change', this.#onChange);
    this.#root = undefined;
    this.#input = undefined;
    this.#last = undefined;
  }

  /**
   * For a configuration that reads the form's country: the form's field finder, which the loader fetches on demand
   * (core/features/block-fields.ts), is here, else a CodeOnItsWay is thrown and the element configures again once it
   * has come. A page that sets `country` never waits for it before its first list.
   */
  requireFinder(): void {
    blockFields.now();
  }

  /** Whether the field can be read: the field finder is here (see requireFinder). */
  get readable(): boolean {
    return blockFields.loaded !== undefined;
  }

  /**
   * The country field the form has now (`autocomplete="country"`, else `"country-name"`); undefined without one, and
   * until the field finder has come (see requireFinder).
   */
  get field(): FieldElement | undefined {
    const finder = blockFields.loaded;
    if (!this.#input || !finder) return undefined;
    const fields = finder.findAddressFields(this.#input);
    return fields.get('country')?.[0] ?? fields.get('country-name')?.[0];
  }

  /**
   * What the field stands for: its value, or for a select whose values are database ids (PrestaShop, Solidus,
   * Shopware), the selected option's label, as `resolve` reads them; else the value as it is ('' without a field, and
   * for a select's placeholder option: optionCountry).
   */
  read(resolve: CountryResolver): string {
    const field = this.field;
    const locales = [document.documentElement.lang || navigator.language];
    if (field?.localName !== 'select') return fieldCountry(field?.value ?? '', '', locales, resolve);
    const selected = (field as HTMLSelectElement).selectedOptions[0];
    const option = selected && { value: selected.value, label: selected.text, disabled: selected.matches(':disabled') };
    return optionCountry(option, locales, resolve);
  }

  readonly #onChange = (event: Event): void => {
    // Without the field finder, no configuration has read the form's country yet: the one that does follows.
    if (!blockFields.loaded) return;
    // Every field's change reaches the root (our own fill writes six): while the country field found last is still
    // in the page, only its own change needs the form read again.
    const last = this.#last;
    if (last?.isConnected && !event.composedPath().includes(last)) return;
    const field = this.field;
    this.#last = field;
    if (field && event.composedPath().includes(field)) this.#changed();
  };
}
