import type { PostalAddress } from './address-values.js';
import type { AddressField } from './autocomplete-tokens.js';
import { findAddressFields } from './address-fields.js';

/**
 * The address as the form holds it: `input`'s text on line 1, the other fields of its group as they are (the first
 * with a value, for a token two fields carry; a select's value as the page wrote it), and `country` when the form
 * has no country field. An off-screen autofill catcher counts (findAddressFields' `catchers`): its value, written by
 * the browser's autofill or by a fill, is sent with the form, whether or not the shop has revealed it yet. Without an
 * input, all empty but the country.
 */
export function formAddress(input: HTMLInputElement | undefined, country: string): PostalAddress {
  const fields = input ? findAddressFields(input, undefined, { catchers: true }) : new Map<AddressField, never[]>();
  const value = (field: AddressField): string =>
    fields
      .get(field)
      ?.find((element) => element !== input && element.value.trim() !== '')
      ?.value.trim() ?? '';
  return {
    line1: input?.value.trim() ?? '',
    line2: value('address-line2'),
    city: value('address-level2'),
    region: value('address-level1'),
    postalCode: value('postal-code'),
    country: value('country') || country,
  };
}

/** An address the form holds as one key: what a check was for, and what a submit would send (case aside). */
export function addressKey({ line1, line2, city, region, postalCode }: PostalAddress): string {
  return JSON.stringify([line1, line2, city, region, postalCode].map((part) => part.toUpperCase()));
}

/** The form's address as one key (addressKey). */
export const formKey = (input: HTMLInputElement): string => addressKey(formAddress(input, ''));
