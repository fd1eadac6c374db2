import type { AddressField } from './autocomplete-tokens.js';
import { matchKey } from './option-matching.js';

/**
 * What a field is, guessed the way browsers guess for autofill when a form carries no `autocomplete` tokens: from
 * its name, id, label text, `aria-label`, placeholder and title, in English and in the languages of the shops we
 * tried (German, French, Spanish, Italian, Portuguese, Dutch, Polish). Only used for fields without a token.
 */

/** Words that make a field someone else's: a heuristic never claims a company, name, phone, e-mail or search field. */
const NOT_ADDRESS =
  /\b(company|companyname|organi[sz]ation|firma|empresa|entreprise|societe|azienda|department|abteilung|phone|telephone|tel|mobile|cell|fax|e ?mail|email|username|password|search|suche|recherche|buscar|busca|cerca|coupon|promo|vat|tax|card|cc|first|last|given|family|full name|surname|firstname|lastname|fullname|vorname|nachname|prenom|nom|nombre|apellidos?|cognome|nome|dni|salutation|anrede|title|gender|birthday|comment|note|notes|instructions|gift|message)\b/;

/** "name" alone is a person's name; with a place word it is that place's name (Solidus's `state_name`). */
const PERSON_NAME = /\bname\b/;

const LINE3 = /\b(address|addr|street|line|adresse|direccion)( line)? ?3\b|\badditional address line 2\b/;
const LINE2 =
  /\b(address|addr|street|line|adresse|adres|direccion|indirizzo|endereco)( line)? ?2\b|\badditional address\b|\b(apt|apartment|suite|unit|building|complement|complemento|adresszusatz|appartement|piso|dpto|departamento|floor)\b/;
const POSTAL =
  /\b(zip|zipcode|postal|postalcode|postcode|post code|plz|postleitzahl|cp|cap|codigo postal|code postal|postnummer|postnr|pincode|eircode)\b/;
/** Region words that contain "country" (Saleor's `countryArea`, Shopware's `countryStateId`) come before country. */
const REGION_OF_COUNTRY = /\bcountry (area|state|subdivision)\b/;
const COUNTRY = /\b(country|countries|land|pays|pais|paese|nazione|kraj)\b/;
const REGION =
  /\b(state|province|provincia|region|regione|county|bundesland|estado|departement|prefecture|voivodeship|wojewodztwo|canton|kanton|zone)\b/;
const CITY =
  /\b(city|town|locality|suburb|ort|stadt|ville|ciudad|localidad|citta|comune|cidade|municipio|plaats|woonplaats|miasto|commune)\b/;
const LINE1 =
  /\b(address|addr|street|strasse|adresse|adres|direccion|indirizzo|endereco|calle|rua|address line)\b|\bhouse number\b/;

/**
 * One signal's text as words: camelCase, snake_case, brackets, dots and digits apart, accents and case aside
 * ("billingAddress[countryStateId]" → "billing address country state id", "address1" → "address 1").
 */
export function signalWords(text: string): string {
  return matchKey(
    text
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{L})(\d)/gu, '$1 $2')
      .replace(/(\d)(\p{L})/gu, '$1 $2')
      .replace(/_/g, ' '),
  );
}

/**
 * What one signal (a name, a label…) says the field is: an address field, `null` for someone else's field (company,
 * person's name, phone, e-mail, search), or undefined when it says nothing.
 */
export function classifySignal(text: string): AddressField | null | undefined {
  const words = signalWords(text);
  if (words === '') return undefined;
  if (NOT_ADDRESS.test(words)) return null;
  const kind = addressKind(words);
  if (kind === undefined && PERSON_NAME.test(words)) return null;
  return kind;
}

function addressKind(words: string): AddressField | undefined {
  if (LINE3.test(words)) return 'address-line3';
  if (LINE2.test(words)) return 'address-line2';
  if (POSTAL.test(words)) return 'postal-code';
  if (REGION_OF_COUNTRY.test(words)) return 'address-level1';
  if (COUNTRY.test(words)) return 'country';
  if (REGION.test(words)) return 'address-level1';
  if (CITY.test(words)) return 'address-level2';
  if (LINE1.test(words)) return 'address-line1';
  return undefined;
}

/** Magento's `street[0]`, `street[1]` and its account form's repeated `street[]`: the lines of one street. */
const STREET_ARRAY = /^(.*)\[(\d*)\]$/;

/** The street lines, by their index in a `street[]` array. */
const LINES: readonly AddressField[] = ['address-line1', 'address-line2', 'address-line3'];

/** A `street[n]` name (or the nth of several `street[]`) as line n + 1; undefined for other names. */
function streetArrayLine(
  field: HTMLElement & { name: string; form: HTMLFormElement | null },
): AddressField | undefined {
  const match = STREET_ARRAY.exec(field.name);
  if (!match || classifySignal(match[1] ?? '') !== 'address-line1') return undefined;
  let index = Number(match[2]);
  if (match[2] === '') {
    const root: ParentNode = field.form ?? (field.getRootNode() as ParentNode);
    index = [...root.querySelectorAll(`[name="${CSS.escape(field.name)}"]`)].indexOf(field);
  }
  return LINES[index];
}

/** The text of the elements an `aria-labelledby` names. */
function labelledByText(field: HTMLElement): string {
  const ids = field.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  const root = field.getRootNode() as Document | ShadowRoot;
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * What a field without a token is, from its signals in order of trust: name, id, label, `aria-label`,
 * `aria-labelledby`, placeholder, title. The first signal that says something decides; one that names someone
 * else's field (company, name, phone…) makes the field never ours.
 */
export function guessField(
  field: HTMLElement & { name: string; form: HTMLFormElement | null; labels: NodeListOf<HTMLLabelElement> | null },
): AddressField | undefined {
  const line = streetArrayLine(field);
  if (line) return line;
  const signals = [
    field.name,
    field.id,
    ...[...(field.labels ?? [])].map((label) => label.textContent ?? ''),
    field.getAttribute('aria-label') ?? '',
    labelledByText(field),
    field.getAttribute('placeholder') ?? '',
    field.getAttribute('title') ?? '',
  ];
  for (const signal of signals) {
    const kind = classifySignal(signal);
    if (kind !== undefined) return kind ?? undefined;
  }
  return undefined;
}
