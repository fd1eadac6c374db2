import { findAddressFields, type FieldElement } from '../../form/address-fields.js';

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

  /** The country field the form has now (`autocomplete="country"`, else `"country-name"`). */
  get field(): FieldElement | undefined {
    if (!this.#input) return undefined;
    const fields = findAddressFields(this.#input);
    return fields.get('country')?.[0] ?? fields.get('country-name')?.[0];
  }

  /**
   * What the field stands for: its value, or for a select whose values are database ids (PrestaShop, Solidus,
   * Shopware), the selected option's label, as `resolve` reads them; else the value as it is ('' without a field).
   */
  read(resolve: CountryResolver): string {
    const field = this.field;
    const value = field?.value ?? '';
    const label = field?.localName === 'select' ? ((field as HTMLSelectElement).selectedOptions[0]?.text ?? '') : '';
    return fieldCountry(value, label, [document.documentElement.lang || navigator.language], resolve);
  }

  readonly #onChange = (event: Event): void => {
    // Every field's change reaches the root (our own fill writes six): while the country field found last is still
    // in the page, only its own change needs the form read again.
    const last = this.#last;
    if (last?.isConnected && !event.composedPath().includes(last)) return;
    const field = this.field;
    this.#last = field;
    if (field && event.composedPath().includes(field)) this.#changed();
  };
}
