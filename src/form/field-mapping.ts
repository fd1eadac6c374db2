import { DEV_MODE } from '../api/dev-mode.js';
import { configError } from '../api/errors.js';
import { isAddressField, type AddressField } from './autocomplete-tokens.js';
import { isFieldElement } from './field-element.js';

/**
 * The explicit field mapping, the first way fields are found: the `fields` attribute names, for an autocomplete
 * token, the id or `name` of the field that takes its value (`fields="address-level2: billing_city;
 * address-level1: billing_state"`); the `fields` property also takes an object of the same, with elements or names.
 */
export type FieldMapping = ReadonlyMap<AddressField, string | Element>;

export type FieldMappingOption = string | Partial<Record<AddressField, string | Element>> | null | undefined;

const EMPTY: FieldMapping = new Map();

/** Reads the `fields` attribute or property; throws a `config` error naming what is wrong. */
export function parseFieldMapping(option: FieldMappingOption): FieldMapping {
  if (option === undefined || option === null || option === '') return EMPTY;
  const entries: Array<[string, unknown]> =
    typeof option === 'string'
      ? option
          .split(';')
          .filter((pair) => pair.trim() !== '')
          .map((pair) => {
            const colon = pair.indexOf(':');
            if (colon < 0)
              throw configError(
                'fields',
                DEV_MODE
                  ? `"${pair.trim()}" is not "token: field" (e.g. "address-level2: city")`
                  : `"${pair.trim()}" is not "token: field"`,
              );
            return [pair.slice(0, colon).trim(), pair.slice(colon + 1).trim()];
          })
      : Object.entries(option);
  const mapping = new Map<AddressField, string | Element>();
  for (const [token, target] of entries) {
    if (!isAddressField(token))
      throw configError(
        'fields',
        DEV_MODE
          ? `"${token}" is not an address field token (address-line2, address-level2, …)`
          : `"${token}" is not a field token`,
      );
    if (!(target instanceof Element) && (typeof target !== 'string' || target === ''))
      throw configError('fields', `"${token}" names no field`);
    mapping.set(token, target);
  }
  return mapping;
}

/** The mapping in use for each enhanced input, set by its element (fields are found from the input alone). */
const mappings = new WeakMap<HTMLInputElement, FieldMapping>();

export function setFieldMapping(input: HTMLInputElement, mapping: FieldMapping): void {
  mappings.set(input, mapping);
}

export function fieldMappingOf(input: HTMLInputElement): FieldMapping {
  return mappings.get(input) ?? EMPTY;
}

/** The element a mapping target names: an element, else the id in the input's root, else a `name` in its form. */
export function mappedElement(input: HTMLInputElement, target: string | Element): Element | null {
  if (target instanceof Element) return target;
  const root = input.getRootNode() as Document | ShadowRoot;
  const byId = root.getElementById(target);
  if (byId) return byId;
  const scope: ParentNode = input.form ?? root;
  return scope.querySelector(`[name="${CSS.escape(target)}"]`);
}

/** The mapping's entries that name no field of the page (a typo, or a field renamed): what the console names. */
export function missingMappedFields(input: HTMLInputElement): string[] {
  const missing: string[] = [];
  for (const [field, target] of fieldMappingOf(input)) {
    if (!isFieldElement(mappedElement(input, target)))
      missing.push(`"${field}: ${typeof target === 'string' ? target : target.localName}" names no field`);
  }
  return missing;
}
