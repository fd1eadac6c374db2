/** Comparison key: case, accents, punctuation and spacing do not count ("Québec" = "quebec", "U.S." = "us"). */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface OptionLike {
  value: string;
  text: string;
}

/**
 * The index of the option that stands for one of `aliases` (a code, an abbreviation or a name): a match on the
 * option's value wins over a match on its label; -1 when none does.
 */
export function findOption(options: readonly OptionLike[], aliases: readonly string[]): number {
  const wanted = new Set(aliases.map(matchKey).filter((key) => key !== ''));
  if (wanted.size === 0) return -1;
  const byValue = options.findIndex((option) => wanted.has(matchKey(option.value)));
  if (byValue !== -1) return byValue;
  return options.findIndex((option) => wanted.has(matchKey(option.text)));
}
