// The demo's language switch: every built-in language is loaded (as a shop loads the ones it needs), and the choice
// sets the page's `lang` (and `dir` for Arabic and Hebrew), which the elements follow as they would on a shop that
// switches language. The page's own labels stay English: only the elements' texts are translated.
import '../src/locales/ar.js';
import '../src/locales/de.js';
import '../src/locales/es.js';
import '../src/locales/fr.js';
import '../src/locales/he.js';
import '../src/locales/it.js';
import '../src/locales/ja.js';
import '../src/locales/ko.js';
import '../src/locales/nl.js';
import '../src/locales/pl.js';
import '../src/locales/pt-BR.js';
import '../src/locales/pt-PT.js';
import '../src/locales/sv.js';
import '../src/locales/zh-Hans.js';
import '../src/locales/zh-Hant.js';

const RIGHT_TO_LEFT = new Set(['ar', 'he']);

/** Puts the page in the language chosen in `select`, now and at each change. */
export function startLanguageSwitch(select: HTMLSelectElement | null): void {
  if (!select) return;
  const apply = (): void => {
    const lang = select.value;
    document.documentElement.lang = lang;
    document.documentElement.dir = RIGHT_TO_LEFT.has(new Intl.Locale(lang).language) ? 'rtl' : 'ltr';
  };
  select.addEventListener('change', apply);
  apply();
}
