// A page's `lang` → the strings of the loaded language that serves it best, compiled once per language on the page.
import type { AddressAutocompleteStrings } from './address-strings.js';
import { bestLocale } from './best-locale.js';
import { compileStrings, type StringsKind } from './compile-strings.js';
import { ENGLISH } from './english.js';
import { localeStore } from './locale-store.js';

const compiled = new Map<string, AddressAutocompleteStrings>();
let watching = false;

function sameLanguage(a: string, b: string): boolean {
  try {
    return new Intl.Locale(a).language === new Intl.Locale(b).language;
  } catch {
    return false;
  }
}

/**
 * The strings for an element whose closest `lang` is `lang` ('' when none): the best loaded language's, English
 * when none serves it. Counts are written in `requested`'s own number format when it is a form of that language
 * (`de-CH` writes 1’000 with German texts).
 */
export function stringsForLang(lang: string, kind: StringsKind): AddressAutocompleteStrings {
  // `de_DE`, as server locales are written, is taken for the `de-DE` it means.
  const requested = lang.replace(/_/g, '-');
  const store = localeStore();
  if (!watching) {
    // A language registered (or replaced) later compiles afresh.
    store.listeners.add(() => compiled.clear());
    watching = true;
  }
  const key = `${kind} ${lang}`;
  let strings = compiled.get(key);
  if (!strings) {
    const tag = bestLocale(requested, ['en', ...store.locales.keys()]) ?? 'en';
    const numberTag = sameLanguage(requested, tag) ? requested : tag;
    strings = compileStrings(store.locales.get(tag) ?? ENGLISH, tag, numberTag, kind);
    compiled.set(key, strings);
  }
  return strings;
}
