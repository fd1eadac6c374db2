import {
  autocompleteOf,
  isAddressField,
  isOtherField,
  parseAutocomplete,
  type AddressField,
} from './autocomplete-tokens.js';
import { guessField } from './field-heuristics.js';
import { fieldMappingOf, mappedElement } from './field-mapping.js';
import { isFieldElement, type FieldElement } from './field-element.js';
import { isOffScreenCatcher, isReachable } from './field-reach.js';

export type { FieldElement };
export { isReachable };

/** Input types a heuristic may claim: a postal code typed as a number included; e-mail, tel and search never. */
const GUESSABLE_INPUT = /^(text|number)$/;

/** Every field `input` may fill: in its form, else its fieldset, else its document or shadow root. */
function candidates(input: HTMLInputElement): FieldElement[] {
  if (input.form) return [...input.form.elements].filter(isFieldElement);
  const root: ParentNode = input.closest('fieldset') ?? (input.getRootNode() as Document | ShadowRoot);
  return [...root.querySelectorAll('input, select, textarea')].filter(isFieldElement);
}

/** A field as found: what it takes, and whether a token said so (a token's group separates address blocks). */
interface FoundField {
  element: FieldElement;
  field: AddressField;
  group: string | undefined;
  /** False for an autofill catcher (FindOptions.catchers). */
  reachable: boolean;
}

export interface FindOptions {
  /**
   * Also the off-screen autofill catchers that ask for the value by their own `autocomplete` token (or that the
   * explicit mapping names): what a fill writes, as the browser's autofill would. Never a field found by its words.
   */
  catchers?: boolean;
}

/**
 * What `element` takes: its `autocomplete` token when it carries one the spec knows (someone else's token, like
 * `tel` or `organization`, makes it never ours), else, when the shopper can reach it, what its name, id and labels
 * say (field-heuristics.ts).
 */
function found(element: FieldElement, reachable: boolean): FoundField | undefined {
  const detail = parseAutocomplete(autocompleteOf(element));
  if (detail && isAddressField(detail.field)) return { element, field: detail.field, group: detail.group, reachable };
  if (detail && isOtherField(detail.field)) return undefined;
  // A catcher is taken on its own token's word only: one found by its name or label may be a honeypot.
  if (!reachable || (element.localName === 'input' && !GUESSABLE_INPUT.test(element.type))) return undefined;
  const field = guessField(element);
  // A country field found by its words is a name when it is typed, a code or name when it is a select.
  if (field === 'country' && element.localName !== 'select')
    return { element, field: 'country-name', group: undefined, reachable };
  return field && { element, field, group: undefined, reachable };
}

function isStreet(field: AddressField): boolean {
  return field === 'address-line1' || field === 'street-address';
}

/**
 * The container of `input`'s own address block: the largest ancestor that holds no other street input, so that in
 * a form with billing and shipping blocks (and no tokens to tell them apart) a pick fills its own block only.
 */
function blockOf(input: HTMLInputElement, others: readonly FieldElement[]): Element | undefined {
  if (others.length === 0) return undefined;
  const holdsAnother = (container: Element): boolean => others.some((other) => container.contains(other));
  let block: Element = input;
  while (block.parentElement && !holdsAnother(block.parentElement)) block = block.parentElement;
  return block;
}

/**
 * The address fields that belong with `input`, found in this order: the element's explicit mapping (`fields`), the
 * `autocomplete` tokens, then the words of names, ids and labels. Only fields of its own block: the same
 * `section-*`/`shipping`/`billing` group when tokens say so, and only fields inside the largest container that
 * holds no other street input (blockOf). Only fields the shopper can reach (isReachable), and with
 * `options.catchers` the off-screen autofill catchers that carry the field's token (isOffScreenCatcher): the rest
 * of a field out of reach is never written, listed or focused. `inputField` is what the input stands for when it is
 * not the street (a postal-code input): blocks are then told apart by the other inputs of that kind.
 */
export function findAddressFields(
  input: HTMLInputElement,
  inputField?: AddressField,
  options: FindOptions = {},
): Map<AddressField, FieldElement[]> {
  const group = parseAutocomplete(autocompleteOf(input))?.group ?? ' ';
  const catchers = options.catchers === true;
  const all = candidates(input)
    .map((element) => {
      if (isReachable(element)) return found(element, true);
      return catchers && isOffScreenCatcher(element) ? found(element, false) : undefined;
    })
    .filter((field): field is FoundField => field !== undefined);
  // Blocks are told apart by their street inputs, but only in a form of several addresses (more than one city or
  // postal code field): a lookup input over the form's one street-address textarea fills that textarea. Catchers
  // count for neither: whether they are looked for changes no reachable field's block.
  const reachable = all.filter((field) => field.reachable);
  const count = (kind: AddressField): number => reachable.filter((field) => field.field === kind).length;
  const several = count('address-level2') > 1 || count('postal-code') > 1;
  const marks = (field: AddressField): boolean => (inputField === undefined ? isStreet(field) : field === inputField);
  const others = reachable
    .filter((field) => field.element !== input && marks(field.field))
    .map((field) => field.element);
  const block = several ? blockOf(input, others) : undefined;
  const fields = new Map<AddressField, FieldElement[]>();
  for (const { element, field, group: fieldGroup } of all) {
    // A tokened field needs the input's group; when the tokens name no group, it must sit in the block, as a field
    // found by its words must.
    const inBlock = !block || block.contains(element);
    const belongs = fieldGroup === undefined ? inBlock : fieldGroup === group && (group.trim() !== '' || inBlock);
    if (!belongs) continue;
    fields.set(field, [...(fields.get(field) ?? []), element]);
  }
  // The wrapped input is the street, whatever its name says (a lookup input's autocomplete="off" included).
  if (![...fields.values()].some((elements) => elements.includes(input)) && isReachable(input)) {
    fields.set('address-line1', [input, ...(fields.get('address-line1') ?? [])]);
  }
  for (const [field, target] of fieldMappingOf(input)) {
    const element = mappedElement(input, target);
    // The mapping names the field for this value as a token would: a catcher it names is one.
    const usable = isFieldElement(element) && (isReachable(element) || (catchers && isOffScreenCatcher(element)));
    if (usable) fields.set(field, [element]);
    else fields.delete(field);
  }
  return fields;
}
