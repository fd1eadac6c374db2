import { DEV_MODE } from '../api/dev-mode.js';
import { streetAddressText, streetLines, type PostalAddress } from './address-values.js';
import type { AddressField } from './autocomplete-tokens.js';
import { findAddressFields, isReachable, type FieldElement } from './address-fields.js';
import { findOption } from './option-matching.js';
import { isWritable, writeFieldValue } from './field-write.js';

export type { FieldElement };
export { isWritable, writeFieldValue } from './field-write.js';

export interface FillRequest {
  address: PostalAddress;
  /** Ways a region field may write the region: its code and names (e.g. "CA", "California"). */
  regionAliases: readonly string[];
  /** Ways a country field may write the country: alpha-3, alpha-2, names. */
  countryAliases: readonly string[];
  /** What a `country-name` text field gets. */
  countryName: string;
  /** What the input stands for when it is not the street (a postal-code input): it gets that value. */
  inputField?: AddressField;
  /** The only fields written (a postal code's place fills city, region and postal code); all when unset. */
  only?: readonly AddressField[];
}

/**
 * The fields `request` fills: those found for `input`, off-screen autofill catchers with their token included (a
 * fill writes what the browser's autofill would, and the shop reveals it), with the input as its `inputField` (and
 * nothing else) when it stands for one, and only the `only` fields when the request names them.
 */
export function requestedFields(
  input: HTMLInputElement,
  request: Pick<FillRequest, 'inputField' | 'only'>,
): Map<AddressField, FieldElement[]> {
  const { inputField, only } = request;
  const found = findAddressFields(input, inputField, { catchers: true });
  if (inputField === undefined && only === undefined) return found;
  const fields = new Map<AddressField, FieldElement[]>();
  for (const [field, elements] of found) {
    if (only && !only.includes(field)) continue;
    const others = inputField === undefined ? elements : elements.filter((element) => element !== input);
    if (others.length > 0) fields.set(field, others);
  }
  if (inputField !== undefined) fields.set(inputField, [input, ...(fields.get(inputField) ?? [])]);
  return fields;
}

/** One field's share of a fill, worked out without writing anything. */
export interface PlannedWrite {
  field: AddressField;
  element: FieldElement;
  /** What the element gets; undefined when it cannot take the address's value (a select with no such option). */
  value: string | undefined;
  /** The address's value for this field, as the console names it ("PW" for a state select without Palau). */
  wanted: string;
}

/** A dry run of a fill: what each writable field would get. */
export interface FillPlan {
  fields: ReadonlyMap<AddressField, readonly FieldElement[]>;
  writes: PlannedWrite[];
}

export interface FillResult {
  fields: ReadonlyMap<AddressField, readonly FieldElement[]>;
  /** Fields whose value changed (and got `input` and `change`). */
  written: FieldElement[];
  /** `<select>` fields with no option for the value; left as they were. */
  unmatched: FieldElement[];
  /** The same fields with their token and the value they could not take, for the console. */
  misses: PlannedWrite[];
}

/** A text value, or for a `<select>` the value of the option that matches one of the aliases. */
function valueFor(field: FieldElement, text: string, aliases: readonly string[]): string | undefined {
  if (field.localName !== 'select') return text;
  const options = [...(field as HTMLSelectElement).options].map((option) => ({
    value: option.value,
    text: option.text,
  }));
  const index = findOption(options, aliases.length > 0 ? aliases : [text]);
  return options[index]?.value;
}

/** The address's own text for a field: what a text field gets, and what a select is asked to find an option for. */
function wantedText(
  field: AddressField,
  element: FieldElement,
  request: FillRequest,
  lines: Map<AddressField, string>,
): string {
  const { address } = request;
  switch (field) {
    case 'street-address':
      return streetAddressText(address, element.localName === 'textarea');
    case 'address-line1':
    case 'address-line2':
    case 'address-line3':
      return lines.get(field) ?? '';
    case 'address-level2':
      return address.city;
    case 'address-level1':
      return address.region;
    case 'postal-code':
      return address.postalCode;
    case 'country':
      return address.country;
    case 'country-name':
      return request.countryName;
  }
}

function plannedValue(
  field: AddressField,
  element: FieldElement,
  request: FillRequest,
  text: string,
): string | undefined {
  switch (field) {
    case 'address-level1':
      return valueFor(element, text, request.regionAliases);
    case 'country':
    case 'country-name':
      // A country field that already names this country (say "US" for USA) is left as the shopper wrote it.
      if (
        element.localName !== 'select' &&
        findOption([{ value: element.value, text: '' }], request.countryAliases) === 0
      ) {
        return element.value;
      }
      return valueFor(element, text, request.countryAliases);
    default:
      return valueFor(element, text, []);
  }
}

/**
 * Whether a fill writes `value` into `element`, a field out of the shopper's reach (an autofill catcher): only a value
 * to show, which the shop reveals the field for, or an empty one over what the catcher still holds (another
 * address's unit). An empty catcher the address has nothing for stays untouched and unlisted, as autofill leaves it.
 */
function catcherTakes(element: FieldElement, value: string | undefined): boolean {
  return value !== undefined && (value !== '' || element.value !== '');
}

/**
 * The dry run of fillAddressFields: finds the fields that belong with `input` and works out what each writable one
 * would get, reading the form and writing nothing. Disabled and read-only fields are left out: they are not ours to
 * fill, so they are neither written nor reported; so is an autofill catcher the address has nothing for
 * (catcherTakes).
 */
export function planFill(input: HTMLInputElement, request: FillRequest): FillPlan {
  const fields = requestedFields(input, request);
  const lines = streetLines(request.address, new Set(fields.keys()));
  const writes: PlannedWrite[] = [];
  for (const [field, elements] of fields) {
    for (const element of elements) {
      if (!isWritable(element)) continue;
      const wanted = wantedText(field, element, request, lines);
      const value = plannedValue(field, element, request, wanted);
      // catcherTakes first: it reads no layout, and when it holds, reach does not matter (findAddressFields read it).
      if (element !== input && !catcherTakes(element, value) && !isReachable(element)) continue;
      writes.push({ field, element, value, wanted });
    }
  }
  return { fields, writes };
}

/** The fields (each once, in form order) that take their value in `plan`: `filled` of the events. */
export function filledFields(plan: FillPlan): AddressField[] {
  return [...new Set(plan.writes.filter((write) => write.value !== undefined).map((write) => write.field))];
}

/**
 * The values no field takes in `plan` (each once): fields that cannot take their value, then the city, region and
 * postal code when no field takes them. The country only when a country field cannot take it: a form without one
 * is taken to be for one country.
 */
export function unfilledFields(plan: FillPlan, address: PostalAddress): AddressField[] {
  const took = new Set(filledFields(plan));
  const unfilled = new Set(plan.writes.filter((write) => !took.has(write.field)).map((write) => write.field));
  const needed: Array<[AddressField, string]> = [
    ['address-level2', address.city],
    ['address-level1', address.region],
    ['postal-code', address.postalCode],
  ];
  for (const [field, value] of needed) if (value !== '' && !took.has(field)) unfilled.add(field);
  return [...unfilled];
}

/**
 * The console's words for a field left as it was: its token, its `name` (else its id), and the value, e.g.
 * `address-level1: the form's field "ship-state" has no option for "PW"; it was left as it was`.
 */
export function unfilledMessage(miss: PlannedWrite): string {
  const label = miss.element.getAttribute('name') || miss.element.id;
  if (!DEV_MODE) return `${miss.field} "${label}": no "${miss.wanted}"`;
  const field = label ? `the form's field "${label}"` : `the form's ${miss.field} field`;
  return `${miss.field}: ${field} has no option for "${miss.wanted}"; it was left as it was`;
}

/** Fills every address field that belongs with `input` (see findAddressFields), from a fresh planFill. */
export function fillAddressFields(input: HTMLInputElement, request: FillRequest): FillResult {
  const plan = planFill(input, request);
  const written: FieldElement[] = [];
  const misses: PlannedWrite[] = [];
  for (const write of plan.writes) {
    if (write.value === undefined) misses.push(write);
    else if (writeFieldValue(write.element, write.value)) written.push(write.element);
  }
  return { fields: plan.fields, written, unmatched: misses.map((miss) => miss.element), misses };
}
