/**
 * A language's texts as data: what a locale module registers (`registerLocale`) and what the elements turn into
 * their `strings`. `{count}` is replaced by the count in the page's number format and `{label}` by an address; a
 * count's text is chosen by the language's plural rules (`Intl.PluralRules`).
 */

/** A count's text by plural category; `other` is required, and each category the language's rules use. */
export interface PluralText {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** The texts of the three status rows a failed lookup shows, by what went wrong. */
export interface LookupErrorMessages {
  /** A timeout, a network error or a server error: it may work again in a moment. */
  readonly unavailableNow: string;
  /** 429: too many lookups. */
  readonly tooManyLookups: string;
  /** A refused key (401, 402) or an answer the element cannot read. */
  readonly unavailable: string;
}

/** The texts of `<postal-code-autocomplete>` that speak of postal codes where the street elements speak of addresses. */
export interface PostalCodeMessages extends LookupErrorMessages {
  readonly listLabel: string;
  /** `{count}` places found. */
  readonly results: PluralText;
  readonly noResults: string;
  readonly notVerified: string;
}

/** Every text the elements show or announce, in one language. See `AddressAutocompleteStrings` for each one's use. */
export interface LocaleMessages extends LookupErrorMessages {
  readonly listLabel: string;
  /** `{count}` addresses found, announced. */
  readonly results: PluralText;
  readonly noResults: string;
  /** A group's size: `{count}` addresses. */
  readonly entries: PluralText;
  /** The units step's heading: `{label}` and `{count}`. */
  readonly expanded: PluralText;
  readonly back: string;
  /** `{label}` chosen, announced. */
  readonly selected: string;
  readonly expansionFailed: string;
  readonly unitNeeded: string;
  readonly noUnit: string;
  readonly unitNotMatched: string;
  readonly notVerified: string;
  readonly didYouMean: string;
  /** `{label}` offered by "Did you mean", announced. */
  readonly offered: string;
  readonly keepEntered: string;
  /** The heading of the addresses found in pasted text (`extract-url`). */
  readonly foundInPaste: string;
  /** `{count}` addresses found in pasted text, announced. */
  readonly pasteFound: PluralText;
  readonly postalCode: PostalCodeMessages;
}
