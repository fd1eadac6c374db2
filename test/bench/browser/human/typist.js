// What a person's fingers do for one text, planned ahead from a seeded generator: a key every log-normal interval
// (median 200 ms, sigma 0.5; the CHI 2018 study of 136 million keystrokes, Dhakal et al., reports a 239 ms mean),
// and typos: now and then a neighbouring key instead of the right one, noticed one or two keys later, after a pause,
// and fixed with Backspace before typing on. The plan is the same for the same seed and text.

const MEDIAN_MS = 200;
const SIGMA = 0.5;
const TYPO_RATE = 0.06;
const NOTICE_MEDIAN_MS = 450;
const BACKSPACE_MEDIAN_MS = 130;
const NEIGHBOURS = {
  ...Object.fromEntries(
    ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'].flatMap((row) =>
      [...row].map((key, i) => [key, (row[i - 1] ?? '') + (row[i + 1] ?? '')]),
    ),
  ),
};

/** A log-normal draw around `median` (Box–Muller), kept between 40 ms and 2 s. */
export function logNormal(rand, median, sigma = SIGMA) {
  const u = Math.max(rand(), 1e-12);
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
  return Math.min(2000, Math.max(40, median * Math.exp(sigma * normal)));
}

/** A wrong key next to `character` on a QWERTY keyboard, in its case; undefined where it has no neighbour here. */
function typoFor(character, rand) {
  const options = NEIGHBOURS[character.toLowerCase()];
  if (!options) return undefined;
  const wrong = options[Math.floor(rand() * options.length)];
  return character === character.toLowerCase() ? wrong : wrong.toUpperCase();
}

/**
 * The keys for `text`: [{ key, wait }] where `wait` is the pause before the key (ms) and `key` a character or
 * 'Backspace'. `typos` counts the corrections planned.
 */
export function planTyping(text, rand) {
  const keys = [];
  let typos = 0;
  const characters = [...text];
  for (let i = 0; i < characters.length; i++) {
    const wrong = rand() < TYPO_RATE ? typoFor(characters[i], rand) : undefined;
    if (wrong === undefined) {
      keys.push({ key: characters[i], wait: logNormal(rand, MEDIAN_MS) });
      continue;
    }
    typos += 1;
    // The typo, then the one or two right keys after it that are typed before the eye catches up.
    const carriedOn = Math.min(1 + Math.floor(rand() * 2), characters.length - i - 1);
    keys.push({ key: wrong, wait: logNormal(rand, MEDIAN_MS) });
    for (let k = 1; k <= carriedOn; k++) keys.push({ key: characters[i + k], wait: logNormal(rand, MEDIAN_MS) });
    for (let k = 0; k <= carriedOn; k++) {
      keys.push({
        key: 'Backspace',
        wait: k === 0 ? logNormal(rand, NOTICE_MEDIAN_MS) : logNormal(rand, BACKSPACE_MEDIAN_MS),
      });
    }
    keys.push({ key: characters[i], wait: logNormal(rand, MEDIAN_MS) });
  }
  return { keys, typos };
}
