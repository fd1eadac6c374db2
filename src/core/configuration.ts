/**
 * Checks of an element's configuration that belong to the element rather than to an API: secret keys, timing
 * numbers, and the translation of the api layer's option names into the attribute names a page writes.
 */
import { AddressError, configError } from '../api/errors.js';
import { numberOption } from './number-option.js';
import { DEFAULT_DEBOUNCE_MS, DEFAULT_MIN_CHARS } from './suggestions-controller.js';

/** Secret credentials: never properties of ours, only attributes (or stray properties) to refuse. */
export const SECRET_ATTRIBUTES: Readonly<Record<string, string>> = { authId: 'auth-id', authToken: 'auth-token' };

export interface Timing {
  debounceMs: number;
  minChars: number;
}

/** Throws a `config` error when a secret key was put on the element, as an attribute or a property. */
export function checkSecrets(element: HTMLElement): void {
  for (const [option, attribute] of Object.entries(SECRET_ATTRIBUTES)) {
    if (element.hasAttribute(attribute) || Object.hasOwn(element, option)) {
      throw configError(option, 'secret keys must never be put in a web page; use an embedded key in embeddedKey instead');
    }
  }
}

/** Which secret attributes are present: part of what identifies a configuration. */
export function secretsPresent(element: HTMLElement): boolean[] {
  return Object.entries(SECRET_ATTRIBUTES).map(([option, attribute]) => element.hasAttribute(attribute) || Object.hasOwn(element, option));
}

/** `debounce` and `minChars`, checked: whole numbers of 0 or more, else the defaults when unset. */
export function readTiming(debounce: unknown, minChars: unknown): Timing {
  const check = (option: string, value: number | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    if (!(Number.isInteger(value) && value >= 0)) {
      throw configError(option, `must be a whole number of 0 or more (got ${String(value)})`);
    }
    return value;
  };
  return {
    debounceMs: check('debounce', numberOption(debounce), DEFAULT_DEBOUNCE_MS),
    minChars: check('minChars', numberOption(minChars), DEFAULT_MIN_CHARS),
  };
}

/**
 * Text from the api layer in the page's words: every option name becomes the attribute it is set by. Values the
 * page wrote are quoted in messages and stay as they are.
 */
export function inAttributeTerms(text: string, attributeOf: (option: string) => string | undefined): string {
  return text
    .split('"')
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, (word) => attributeOf(word) ?? word)))
    .join('"');
}

/** The same error, its message in the page's words, and the attribute it names for `detail.attribute`. */
export function errorInAttributeTerms(
  error: AddressError,
  attributeOf: (option: string) => string | undefined,
): { error: AddressError; attribute: string | undefined } {
  if (error.option === undefined) return { error, attribute: undefined };
  const message = inAttributeTerms(error.message, attributeOf);
  const translated = new AddressError(error.code, message, { status: error.status, option: error.option, cause: error });
  return { error: translated, attribute: attributeOf(error.option) ?? error.option };
}
