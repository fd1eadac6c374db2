import { PAGE_AUTOCOMPLETE } from '../../form/autocomplete-tokens.js';

/**
 * The page's own `autocomplete` value of each input whose browser suggestions are quieted (null: it had none), for an
 * exact restore.
 */
const quieted = new WeakMap<HTMLInputElement, string | null>();

/**
 * One list at a time under the input. Browsers offer their own suggestions for a field (Firefox's form history and
 * saved addresses), and their popup takes Down and Enter before the page sees them, so a shopper pressing Enter on
 * our option got the browser's entry instead. While our list is open the input says `autocomplete="off"`; the page's
 * value is kept beside it for our field mapping (autocompleteOf) and is back as soon as the list closes, so that
 * browser autofill works whenever our list is not shown.
 */
export function quietBrowserSuggestions(input: HTMLInputElement, listOpen: boolean): void {
  if (!listOpen) return restoreBrowserSuggestions(input);
  if (quieted.has(input)) return;
  const own = input.getAttribute('autocomplete');
  quieted.set(input, own);
  input.setAttribute(PAGE_AUTOCOMPLETE, own ?? '');
  input.setAttribute('autocomplete', 'off');
}

/** Gives the input the page's own `autocomplete` value back (when the list closes, or the element lets it go). */
export function restoreBrowserSuggestions(input: HTMLInputElement): void {
  if (!quieted.has(input)) return;
  const own = quieted.get(input) ?? null;
  quieted.delete(input);
  input.removeAttribute(PAGE_AUTOCOMPLETE);
  if (own === null) input.removeAttribute('autocomplete');
  else input.setAttribute('autocomplete', own);
}
