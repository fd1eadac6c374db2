import type { AddressField } from './autocomplete-tokens.js';

/** The address the `verified-address` event carries: the same shape for the US and international elements. */
export interface PostalAddress {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  /** Puerto Rico only. */
  urbanization?: string;
}

function joinNonEmpty(parts: readonly (string | undefined)[], separator: string): string {
  return parts.filter((part): part is string => part !== undefined && part.trim() !== '').join(separator);
}

/**
 * The text each present field gets. Nothing is dropped for want of a field: without an `address-line2` field the
 * unit goes on line 1 (as "123 Main St Apt 4", the way the service writes it); a Puerto Rico urbanization goes to
 * `address-line3`, else before the unit on line 2, else before the street on line 1 (where the service's own
 * delivery_line_1 puts it). `street-address` takes every line, joined by newlines in a textarea, commas in an input.
 */
export function streetLines(address: PostalAddress, present: ReadonlySet<AddressField>): Map<AddressField, string> {
  const values = new Map<AddressField, string>();
  const urbanization = address.urbanization ?? '';
  let line1 = address.line1;
  let line2 = address.line2;
  if (present.has('address-line3')) {
    values.set('address-line3', urbanization);
  } else if (urbanization !== '') {
    if (present.has('address-line2')) line2 = joinNonEmpty([urbanization, line2], ', ');
    else line1 = joinNonEmpty([urbanization, line1], ' ');
  }
  if (present.has('address-line2')) values.set('address-line2', line2);
  else line1 = joinNonEmpty([line1, line2], ' ');
  values.set('address-line1', line1);
  return values;
}

/** `street-address` holds all street lines in one field. */
export function streetAddressText(address: PostalAddress, multiline: boolean): string {
  return joinNonEmpty([address.urbanization, address.line1, address.line2], multiline ? '\n' : ', ');
}
