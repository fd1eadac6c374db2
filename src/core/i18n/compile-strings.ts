// A language's messages (data) → the `strings` the elements use (functions of counts and labels).
import type { AddressErrorCode } from '../../api/errors.js';
import type { AddressAutocompleteStrings } from './address-strings.js';
import { ENGLISH } from './english.js';
import type { LocaleMessages, LookupErrorMessages, PluralText } from './messages.js';

/** Whose texts: the street elements speak of addresses, `<postal-code-autocomplete>` of postal codes and places. */
export type StringsKind = 'address' | 'postal-code';

/** Replaces `{count}` and `{label}`; a label's own `$` or braces are text, never patterns. */
function fill(template: string, values: { readonly count?: string; readonly label?: string }): string {
  return template.replace(/\{(count|label)\}/g, (placeholder, name: 'count' | 'label') => values[name] ?? placeholder);
}

function errorText(messages: LookupErrorMessages, code: AddressErrorCode): string {
  switch (code) {
    case 'timeout':
    case 'network':
    case 'server':
      return messages.unavailableNow;
    case 'rate-limited':
      return messages.tooManyLookups;
    default:
      return messages.unavailable;
  }
}

/**
 * The strings for `messages`, counted by `pluralTag`'s rules and written in `numberTag`'s digits and separators
 * (the page's own `lang`, such as `de-CH`, when it is a form of the messages' language). A key the messages lack
 * (a shop's own locale made for an older version) is English.
 */
export function compileStrings(
  partial: LocaleMessages,
  pluralTag: string,
  numberTag: string,
  kind: StringsKind,
): AddressAutocompleteStrings {
  const all: LocaleMessages = { ...ENGLISH, ...partial, postalCode: { ...ENGLISH.postalCode, ...partial.postalCode } };
  const messages = kind === 'postal-code' ? { ...all, ...all.postalCode } : all;
  const rules = new Intl.PluralRules(pluralTag);
  const numbers = new Intl.NumberFormat(numberTag);
  const counted =
    (text: PluralText) =>
    (count: number, label?: string): string =>
      fill(text[rules.select(count) as keyof PluralText] ?? text.other, { count: numbers.format(count), label });
  const expanded = counted(messages.expanded);
  return {
    listLabel: messages.listLabel,
    results: counted(messages.results),
    noResults: messages.noResults,
    entries: counted(messages.entries),
    expanded: (label, count) => expanded(count, label),
    back: messages.back,
    selected: (label) => fill(messages.selected, { label }),
    expansionFailed: messages.expansionFailed,
    unitNeeded: messages.unitNeeded,
    noUnit: messages.noUnit,
    unitNotMatched: messages.unitNotMatched,
    notVerified: messages.notVerified,
    didYouMean: messages.didYouMean,
    offered: (label) => fill(messages.offered, { label }),
    keepEntered: messages.keepEntered,
    foundInPaste: messages.foundInPaste,
    pasteFound: counted(messages.pasteFound),
    error: (code) => errorText(messages, code),
  };
}
