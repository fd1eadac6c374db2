// Which loaded language serves a page's `lang`: BCP 47 matching by language, then script, then region, with
// CLDR's likely subtags filling in what a tag leaves out (`zh-TW` is Traditional Chinese, `pt` Brazilian Portuguese).

/**
 * CLDR's parent locales for the regions a language's likely region does not cover: Portuguese outside Brazil
 * (Angola, Mozambique, Cape Verde, Macau…) is written as in Portugal.
 */
const REGIONAL_PARENT: Readonly<Record<string, string>> = { pt: 'PT' };

function maximized(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
}

/**
 * The tag among `available` that best serves `requested` (the page's `lang`), or undefined when none has its
 * language or `requested` is no language tag (`lang=""`, `lang="english"`).
 */
export function bestLocale(requested: string, available: Iterable<string>): string | undefined {
  const wanted = maximized(requested);
  if (!wanted) return undefined;
  let best: string | undefined;
  let bestScore = 0;
  for (const tag of available) {
    const offered = maximized(tag);
    if (!offered || offered.language !== wanted.language) continue;
    let score = 1;
    if (offered.script === wanted.script) score += 8;
    if (offered.region === wanted.region) score += 4;
    else if (offered.region === REGIONAL_PARENT[wanted.language]) score += 2;
    // A tag that names no region serves every region its language's likely one does not.
    if (!new Intl.Locale(tag).region) score += 1;
    if (score > bestScore) [best, bestScore] = [tag, score];
  }
  return best;
}
