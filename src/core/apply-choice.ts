import { countryAliases, countryName } from '../form/country-aliases.js';
import { streetLines } from '../form/address-values.js';
import { fillAddressFields, findAddressFields, isWritable } from '../form/form-filler.js';
import { VerifiedAddressEvent } from './events.js';
import type { FinalChoice } from './source.js';

/** Writes into the page without those writes being taken for typing. */
export interface InputWriter {
  write(text: string): void;
  whileWriting(write: () => void): void;
}

/**
 * What a final choice does to the page: the input gets the street line (with the unit when the form has no line 2),
 * `verified-address` is dispatched from `host`, and unless it is cancelled the rest of the form is filled and focus
 * moves to an empty unit field when the address has no unit.
 */
export function applyChoice(host: HTMLElement, input: HTMLInputElement, choice: FinalChoice, writer: InputWriter): void {
  const fields = findAddressFields(input);
  const lines = streetLines(choice.address, new Set([...fields.keys(), 'address-line1']));
  writer.write(lines.get('address-line1') ?? choice.address.line1);
  const event = new VerifiedAddressEvent({ api: choice.api, address: choice.address, raw: choice.raw });
  if (!host.dispatchEvent(event)) return;
  const locales = [document.documentElement.lang || navigator.language, 'en'];
  writer.whileWriting(() =>
    fillAddressFields(input, {
      address: choice.address,
      regionAliases: choice.regionAliases,
      countryAliases: countryAliases(choice.address.country, locales),
      countryName: countryName(choice.address.country, locales),
    }),
  );
  // The address has no unit, but the form asks for one: the shopper's next stop.
  const unitField = fields.get('address-line2')?.[0];
  if (choice.address.line2 === '' && unitField && isWritable(unitField) && unitField.value === '') unitField.focus();
}
