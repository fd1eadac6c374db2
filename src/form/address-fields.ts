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

export type { FieldElement };

/** Input types a heuristic may claim: a postal code typed as a number included; e-mail, tel and search never. */
const GUESSABLE_INPUT = /^(text|number)$/;

/** Every field `input` may fill: in its form, else its fieldset, else its document or shadow root. */
function candidates(input: HTMLInputElement): FieldElement[] {
  if (input.form) return [...input.form.elements].filter(isFieldElement);
  const root: ParentNode = input.closest('fieldset') ?? (input.getRootNode() as Document | ShadowRoot);
  return [...root.querySelectorAll('input, select, textarea')].filter(isFieldElement);
}

/**
 * Whether the shopper can reach `field`: rendered (no `hidden`, `display: none` or `visibility: hidden`), not inert,
 * not hidden from assistive technology (`aria-hidden`), not a hidden input, and not put off-screen, as the autofill
 * catchers of some checkouts are (WooCommerce's block checkout keeps its collapsed line 2 at `left: -20000px`). A
 * field scrolled out of view is still reachable: only a box wholly before the page's start counts as off-screen.
 */
export function isReachable(field: FieldElement): boolean {
  const element: Element = field;
  // checkVisibility (Safari 17.4+) sees display and visibility; before it, a field with no box is not rendered.
  const rendered =
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true })
      : element.getClientRects().length > 0;
  if (!rendered || field.type === 'hidden' || field.closest('[inert],[aria-hidden="true"]')) return false;
  const box = field.getBoundingClientRect();
  return box.right + scrollX > 0 && box.bottom + scrollY > 0;
}

/** A field as found: what it takes, and whether a token said so (a token's group separates address blocks). */
interface FoundField {
  element: FieldElement;
  field: AddressField;
  group: string | undefined;
}

/**
 * What `element` takes: its `autocomplete` token when it carries one the spec knows (someone else's token, like
 * `tel` or `organization`, makes it never ours), else what its name, id and labels say (field-heuristics.ts).
 */
function found(element: FieldElement): FoundField | undefined {
  const detail = parseAutocomplete(autocompleteOf(element));
  if (detail && isAddressField(detail.field)) return { element, field: detail.field, group: detail.group };
  if (detail && isOtherField(detail.field)) return undefined;
  if (element.localName === 'input' && !GUESSABLE_INPUT.test(element.type)) return undefined;
  const field = guessField(element);
  // A country field found by its words is a name when it is typed, a code or name when it is a select.
  if (field === 'country' && element.localName !== 'select')
    return { element, field: 'country-name', group: undefined };
  return field && { element, field, group: undefined };
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
 * holds no other street input (blockOf). Only fields the shopper can reach (isReachable): a field out of reach is
 * never written, listed or focused. `inputField` is what the input stands for when it is not the street (a
 * postal-code input): blocks are then told apart by the other inputs of that kind.
 */
export function findAddressFields(
  input: HTMLInputElement,
  inputField?: AddressField,
): Map<AddressField, FieldElement[]> {
  const group = parseAutocomplete(autocompleteOf(input))?.group ?? ' ';
  const all = candidates(input)
    .filter(isReachable)
    .map(found)
    .filter((field): field is FoundField => field !== undefined);
  // Blocks are told apart by their street inputs, but only in a form of several addresses (more than one city or
  // postal code field): a lookup input over the form's one street-address textarea fills that textarea.
  const count = (kind: AddressField): number => all.filter((field) => field.field === kind).length;
  const several = count('address-level2') > 1 || count('postal-code') > 1;
  const marks = (field: AddressField): boolean => (inputField === undefined ? isStreet(field) : field === inputField);
  const others = all.filter((field) => field.element !== input && marks(field.field)).map((field) => field.element);
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
    if (isFieldElement(element) && isReachable(element)) fields.set(field, [element]);
    else fields.delete(field);
  }
  return fields;
}
