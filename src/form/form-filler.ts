import { streetAddressText, streetLines, type PostalAddress } from './address-values.js';
import { isAddressField, parseAutocomplete, type AddressField } from './autocomplete-tokens.js';
import { findOption } from './option-matching.js';

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FillRequest {
  address: PostalAddress;
  /** Ways a region field may write the region: its code and names (e.g. "CA", "California"). */
  regionAliases: readonly string[];
  /** Ways a country field may write the country: alpha-3, alpha-2, names. */
  countryAliases: readonly string[];
  /** What a `country-name` text field gets. */
  countryName: string;
}

export interface FillResult {
  fields: ReadonlyMap<AddressField, readonly FieldElement[]>;
  /** Fields whose value changed (and got `input` and `change`). */
  written: FieldElement[];
  /** `<select>` fields with no option for the value; left as they were. */
  unmatched: FieldElement[];
}

function isFieldElement(element: Element): element is FieldElement {
  return element.localName === 'input' || element.localName === 'select' || element.localName === 'textarea';
}

function candidates(input: HTMLInputElement): FieldElement[] {
  if (input.form) return [...input.form.elements].filter(isFieldElement);
  const root: ParentNode = input.closest('fieldset') ?? (input.getRootNode() as Document | ShadowRoot);
  return [...root.querySelectorAll('input, select, textarea')].filter(isFieldElement);
}

/**
 * The address fields that belong with `input`: in its form, else its fieldset, else its document or shadow root;
 * and only those of its own group (`section-*`, `shipping`/`billing`), so a shipping pick never fills billing.
 */
export function findAddressFields(input: HTMLInputElement): Map<AddressField, FieldElement[]> {
  const group = parseAutocomplete(input.getAttribute('autocomplete'))?.group ?? ' ';
  const fields = new Map<AddressField, FieldElement[]>();
  for (const element of candidates(input)) {
    const detail = parseAutocomplete(element.getAttribute('autocomplete'));
    if (!detail || detail.group !== group || !isAddressField(detail.field)) continue;
    fields.set(detail.field, [...(fields.get(detail.field) ?? []), element]);
  }
  return fields;
}

function nativeValueSetter(field: FieldElement): ((value: string) => void) | undefined {
  const prototype =
    field.localName === 'select'
      ? HTMLSelectElement.prototype
      : field.localName === 'textarea'
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Writes a value so that frameworks notice: through the prototype's setter (React tracks the instance's own value
 * property and would swallow a plain assignment), then `input` and `change` as a user's edit would fire them.
 */
export function writeFieldValue(field: FieldElement, value: string): boolean {
  if (field.value === value) return false;
  const setter = nativeValueSetter(field);
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Disabled and read-only fields are the shopper's or the page's to change, never ours. */
export function isWritable(field: FieldElement): boolean {
  return !field.disabled && !(field.localName !== 'select' && (field as HTMLInputElement).readOnly);
}

/** A text value, or for a `<select>` the value of the option that matches one of the aliases. */
function valueFor(field: FieldElement, text: string, aliases: readonly string[]): string | undefined {
  if (field.localName !== 'select') return text;
  const options = [...(field as HTMLSelectElement).options].map((option) => ({ value: option.value, text: option.text }));
  const index = findOption(options, aliases.length > 0 ? aliases : [text]);
  return options[index]?.value;
}

function plannedValue(field: AddressField, element: FieldElement, request: FillRequest, lines: Map<AddressField, string>) {
  const { address } = request;
  switch (field) {
    case 'street-address':
      return valueFor(element, streetAddressText(address, element.localName === 'textarea'), []);
    case 'address-line1':
    case 'address-line2':
    case 'address-line3':
      return valueFor(element, lines.get(field) ?? '', []);
    case 'address-level2':
      return valueFor(element, address.city, []);
    case 'address-level1':
      return valueFor(element, address.region, request.regionAliases);
    case 'postal-code':
      return valueFor(element, address.postalCode, []);
    case 'country':
    case 'country-name': {
      // A country field that already names this country (say "US" for USA) is left as the shopper wrote it.
      if (element.localName !== 'select' && findOption([{ value: element.value, text: '' }], request.countryAliases) === 0) {
        return element.value;
      }
      const text = field === 'country' ? address.country : request.countryName;
      return valueFor(element, text, request.countryAliases);
    }
  }
}

/** Fills every address field that belongs with `input` (see findAddressFields). */
export function fillAddressFields(input: HTMLInputElement, request: FillRequest): FillResult {
  const fields = findAddressFields(input);
  const lines = streetLines(request.address, new Set(fields.keys()));
  const written: FieldElement[] = [];
  const unmatched: FieldElement[] = [];
  for (const [field, elements] of fields) {
    for (const element of elements) {
      if (!isWritable(element)) continue;
      const value = plannedValue(field, element, request, lines);
      if (value === undefined) unmatched.push(element);
      else if (writeFieldValue(element, value)) written.push(element);
    }
  }
  return { fields, written, unmatched };
}
