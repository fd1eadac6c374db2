// The registry of loaded languages, shared by every copy of the package on the page through one global: a locale
// script (dist/locales/de.js) registers itself before or after the elements' script, from a <script> tag or an
// import, and a second copy of the elements sees the same languages. Locale modules import only this file.
import type { LocaleMessages } from './messages.js';

export interface LocaleStore {
  /** Messages by canonical BCP 47 tag. */
  readonly locales: Map<string, LocaleMessages>;
  /** Called after each registration: elements pick their language again. */
  readonly listeners: Set<() => void>;
}

const STORE = Symbol.for('address-autocomplete-elements.locales');

export function localeStore(): LocaleStore {
  const global = globalThis as { [STORE]?: LocaleStore };
  return (global[STORE] ??= { locales: new Map(), listeners: new Set() });
}

/**
 * Adds a language (or replaces one) for every element on the page whose closest `lang` it matches best. `tag` is a
 * BCP 47 language tag (`de`, `pt-BR`, `zh-Hant`); an invalid one throws a RangeError.
 */
export function registerLocale(tag: string, messages: LocaleMessages): void {
  const [canonical] = Intl.getCanonicalLocales(tag);
  if (canonical === undefined) throw new RangeError(`registerLocale: no language tag in "${tag}"`);
  const store = localeStore();
  store.locales.set(canonical, messages);
  for (const listener of store.listeners) listener();
}
