/** The address fields the elements fill, by their `autocomplete` field name. */
export type AddressField =
  | 'street-address'
  | 'address-line1'
  | 'address-line2'
  | 'address-line3'
  | 'address-level2'
  | 'address-level1'
  | 'postal-code'
  | 'country'
  | 'country-name';

const ADDRESS_FIELDS: ReadonlySet<string> = /*#__PURE__*/ new Set<AddressField>([
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level2',
  'address-level1',
  'postal-code',
  'country',
  'country-name',
]);

export interface AutocompleteDetail {
  /** Fields with the same group belong to one address: the `section-*` token and the `shipping`/`billing` hint. */
  group: string;
  field: string;
}

/**
 * Where a lookup input keeps the page's own `autocomplete` value while the element's list is open and the input says
 * `off` (src/core/view/browser-suggestions.ts): the fields are still told apart by the page's tokens meanwhile.
 */
export const PAGE_AUTOCOMPLETE = 'data-address-autocomplete-page-token';

/** A field's own `autocomplete` value: the page's, also while an open list has the input say `off`. */
export function autocompleteOf(element: Element): string | null {
  return element.getAttribute(PAGE_AUTOCOMPLETE) ?? element.getAttribute('autocomplete');
}

/**
 * Reads an `autocomplete` attribute as the HTML spec writes it: `[section-*] [shipping|billing]
 * [home|work|mobile|fax|pager] field [webauthn]`. Returns null for `on`, `off` or an empty value.
 */
export function parseAutocomplete(value: string | null): AutocompleteDetail | null {
  const tokens = (value ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '' && token !== 'webauthn');
  const field = tokens.at(-1);
  if (field === undefined || field === 'on' || field === 'off') return null;
  const section = tokens.find((token) => token.startsWith('section-')) ?? '';
  const hint = tokens.find((token) => token === 'shipping' || token === 'billing') ?? '';
  return { group: `${section} ${hint}`, field };
}

export function isAddressField(field: string): field is AddressField {
  return ADDRESS_FIELDS.has(field);
}

/**
 * The HTML spec's autofill field names that are not ours to fill (names, organisation, credentials, payment, phone,
 * e-mail; address-level3/4): a field that carries one is never claimed by a heuristic. Any other value (`on`, `off`,
 * a made-up `countryCode`) says nothing, and the heuristics decide.
 */
const OTHER_FIELD =
  /^(name|honorific-(prefix|suffix)|given-name|additional-name|family-name|nickname|username|new-password|current-password|one-time-code|organization(-title)?|address-level[34]|cc-[a-z-]+|transaction-(currency|amount)|language|bday(-day|-month|-year)?|sex|url|photo|tel(-[a-z-]+)?|email|impp)$/;

export function isOtherField(field: string): boolean {
  return OTHER_FIELD.test(field);
}
