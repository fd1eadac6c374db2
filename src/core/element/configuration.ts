/**
 * An element's configuration: read from its attribute-backed properties, checked where the element rather than an
 * API owns the rule (secret keys, the timing numbers), and handed to the source as request options.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import { configError, isAddressError, type AddressError } from '../../api/errors.js';
import type { ReactiveElement } from '@lit/reactive-element';
import type { AddressService } from '../lookup/address-service.js';
import { integerAtLeast } from '../../api/integer-option.js';
import { parseFieldMapping, type FieldMapping, type FieldMappingOption } from '../../form/field-mapping.js';
import { DEFAULT_DEBOUNCE_MS, DEFAULT_MIN_CHARS, type Timing } from '../lookup/scheduler.js';
import { secretsSet } from './secret-keys.js';
import { CodeOnItsWay } from '../features/code-on-its-way.js';
import { ON_DEMAND } from '../features/on-demand.js';

export { SECRET_ATTRIBUTES, secretsSet, trapSecretProperties } from './secret-keys.js';

/** How long a submit waits for its check by default (`submit-timeout`, with `verify`). */
export const SUBMIT_TIMEOUT_MS = 3000;

/**
 * `debounce` (0 or more) and `minChars` (1 or more: the service refuses a blank search, so none is ever sent),
 * checked as whole numbers, else the defaults when unset.
 */
function readTiming(debounce: unknown, minChars: unknown): Timing {
  return {
    debounceMs: integerAtLeast('debounce', numberOption(debounce), 0) ?? DEFAULT_DEBOUNCE_MS,
    minChars: integerAtLeast('minChars', numberOption(minChars), 1) ?? DEFAULT_MIN_CHARS,
  };
}

/**
 * A configuration as checked: its source, timing and field mapping, or the error that stops it, or the code it waits
 * for (`waiting`: a feature's chunk on its way, see core/features/).
 */
export interface Configuration {
  source: AddressService | undefined;
  timing: Timing;
  /** How long a submit may wait for its check (`submit-timeout`, with `verify`), in milliseconds. */
  submitTimeoutMs: number;
  fields: FieldMapping;
  error: AddressError | undefined;
  waiting?: Promise<unknown>;
}

/** Checks the element's own settings, then makes the source, which checks the API's options. */
export function prepareConfiguration(
  element: HTMLElement & {
    debounce?: unknown;
    minChars?: unknown;
    submitTimeout?: unknown;
    fields?: FieldMappingOption;
  },
  createService: () => AddressService | undefined,
): Configuration {
  try {
    const secret = secretsSet(element)[0];
    if (secret)
      throw configError(
        secret,
        DEV_MODE
          ? 'secret keys must never be put in a web page; use an embedded key in embeddedKey instead'
          : 'is a secret key: never put one in a page',
      );
    const timing = readTiming(element.debounce, element.minChars);
    const submitTimeoutMs =
      integerAtLeast('submitTimeout', numberOption(element.submitTimeout), 0) ?? SUBMIT_TIMEOUT_MS;
    const fields = parseFieldMapping(element.fields);
    return { source: createService(), timing, submitTimeoutMs, fields, error: undefined };
  } catch (error) {
    if (ON_DEMAND && error instanceof CodeOnItsWay) {
      return {
        source: undefined,
        timing: { debounceMs: 0, minChars: 0 },
        submitTimeoutMs: SUBMIT_TIMEOUT_MS,
        fields: new Map(),
        error: undefined,
        waiting: error.arrival,
      };
    }
    if (!isAddressError(error)) throw error;
    const timing = { debounceMs: 0, minChars: 0 };
    return { source: undefined, timing, submitTimeoutMs: SUBMIT_TIMEOUT_MS, fields: new Map(), error };
  }
}

/** Properties set by an attribute that say which input to enhance, not how to look up: `for`. */
const BINDING_NAMES: ReadonlySet<PropertyKey> = new Set(['htmlFor']);

/** Each element class's configuration names: its properties are final once it is defined, and updates ask often. */
const namesByClass = new WeakMap<typeof ReactiveElement, readonly string[]>();

/** Every property set by an attribute is configuration; `strings` (a property only) and `for` are not. */
export function configurationNames(element: ReactiveElement): readonly string[] {
  const elementClass = element.constructor as typeof ReactiveElement;
  let names = namesByClass.get(elementClass);
  if (!names) {
    names = [...elementClass.elementProperties]
      .filter(([name, declaration]) => declaration.attribute !== false && !BINDING_NAMES.has(name))
      .map(([name]) => name as string);
    namesByClass.set(elementClass, names);
  }
  return names;
}

/**
 * The configuration as the api layer takes it: every attribute-backed property under its own name (the property
 * names are the option names), numbers as numbers (a numeric string counts, as React sets them), the key as a
 * string and an empty base URL as the production host.
 */
export function requestOptions(
  element: ReactiveElement & { embeddedKey?: string; baseUrl?: string },
): Record<string, unknown> {
  const declared = (element.constructor as typeof ReactiveElement).elementProperties;
  const options: Record<string, unknown> = {};
  for (const name of configurationNames(element)) {
    const value = (element as unknown as Record<string, unknown>)[name];
    options[name] = declared.get(name)?.type === Number ? numberOption(value) : value;
  }
  return { ...options, embeddedKey: element.embeddedKey ?? '', baseUrl: element.baseUrl || undefined };
}

/**
 * Reads a numeric attribute's property. Lit converts attributes, but frameworks may set the property itself, and
 * React 19 sets it as the string written in JSX (`debounce="0"`): a numeric string counts as its number, a missing or
 * empty value as unset, and anything else stays NaN for the validation to name.
 */
export function numberOption(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'number' ? value : Number(value);
}
