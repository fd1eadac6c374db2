/**
 * What a shop's server receives: an address in the package's PostalAddress shape, or the checkout form's submitted
 * fields. Both are read into one US Street lookup, checked against the spec's field maxima first, so that a bad
 * address is a TypeError/RangeError naming the field here, not a 400 or 422 for the whole batch later.
 */
import type { PostalAddress } from '../form/address-values.js';
import type { UsStreetRequest } from '../api/us-street.js';

/** The submitted form fields: the package's names, the autocomplete tokens, or the demo form's names. */
export type SubmittedFields = Readonly<Record<string, unknown>>;

/** An address to verify: PostalAddress (country optional) or the submitted form fields. */
export type SubmittedAddress = Partial<PostalAddress> | SubmittedFields;

/** One lookup of a US Street POST body: the GET's input fields (one candidate each, the service's default). */
export type StreetLookup = Omit<UsStreetRequest, 'candidates'>;

type Part = keyof Omit<PostalAddress, 'country'> | 'country';

/** The names each part is read from, first found wins. The aliases are the common form field names. */
const NAMES: Readonly<Record<Part, readonly string[]>> = {
  line1: ['line1', 'address-line1', 'address1', 'street'],
  line2: ['line2', 'address-line2', 'address2', 'secondary'],
  city: ['city', 'address-level2'],
  region: ['region', 'address-level1', 'state'],
  postalCode: ['postalCode', 'postal-code', 'zip', 'zipcode'],
  country: ['country', 'country-name'],
  urbanization: ['urbanization'],
};

/** Spec "Limits", US street field maxima, in characters (street: the freeform 100 the service accepts). */
const MAX_LENGTHS: Readonly<Record<Exclude<keyof StreetLookup, 'match'>, number>> = {
  street: 100,
  secondary: 32,
  city: 64,
  state: 32,
  zipcode: 16,
  urbanization: 64,
};

/** The countries US Street covers, as a shop may write them; blank means the US. */
const US = new Set(['', 'US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

/** Characters of a submitted value an error message quotes: enough to recognise it, never a whole hostile field. */
const QUOTED_LENGTH = 40;

/** `value` as a message quotes it: JSON-escaped (no raw newline or quote), cut at QUOTED_LENGTH characters. */
function quoted(value: string): string {
  const characters = [...value];
  const shown = characters.slice(0, QUOTED_LENGTH).join('');
  return `${JSON.stringify(shown)}${characters.length > QUOTED_LENGTH ? ` (${characters.length} characters)` : ''}`;
}

/** Reads one part: a string, or absent; anything else is a TypeError naming `where.name`. */
function part(address: SubmittedFields, names: readonly string[], where: string): string {
  for (const name of names) {
    if (!Object.hasOwn(address, name)) continue;
    const value = address[name];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw new TypeError(`${where}.${name} must be a string, not ${typeof value}.`);
    return value.trim();
  }
  return '';
}

/** The lookup for `address`; errors name it as `where` ("addresses[3]"). */
export function streetLookup(address: unknown, where: string): StreetLookup {
  if (typeof address !== 'object' || address === null || Array.isArray(address)) {
    throw new TypeError(`${where} must be an address object (line1, line2, city, region, postalCode, country).`);
  }
  const fields = address as SubmittedFields;
  const read = (name: Part) => part(fields, NAMES[name], where);
  const country = read('country');
  if (!US.has(country.toUpperCase())) {
    throw new RangeError(`${where}.country is ${quoted(country)}: US Street verifies US addresses only.`);
  }
  const lookup: StreetLookup = {
    street: read('line1'),
    secondary: read('line2'),
    city: read('city'),
    state: read('region'),
    zipcode: read('postalCode'),
    urbanization: read('urbanization'),
  };
  if (lookup.street === '') throw new RangeError(`${where}.line1 is blank: the street line is required.`);
  if (lookup.zipcode === '' && (lookup.city === '' || lookup.state === '')) {
    throw new RangeError(`${where}.postalCode is blank: a ZIP code, or a city and a region, is required.`);
  }
  for (const [name, max] of Object.entries(MAX_LENGTHS) as Array<[Exclude<keyof StreetLookup, 'match'>, number]>) {
    const length = [...(lookup[name] ?? '')].length;
    if (length > max) throw new RangeError(`${where}: ${name} is ${length} characters long; US Street takes ${max}.`);
  }
  // Blank fields are left out, as the service leaves them out: the body stays small and the same as a GET's query.
  return Object.fromEntries(Object.entries(lookup).filter(([, value]) => value !== '')) as unknown as StreetLookup;
}
