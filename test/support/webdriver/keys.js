// Turns @web/test-runner-commands' sendKeys payloads into W3C WebDriver key actions. The commands plugin hands a
// WebDriver launcher `press: 'Control+a'` as ['Control+a'] and `type: 'abc'` as ['a', 'b', 'c'] (split into UTF-16
// units), and leaves the key names to the launcher: these are Playwright's names, which the tests use everywhere.

/** WebDriver's code points for the named keys (W3C WebDriver, "Keyboard actions"). */
const NAMED_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Insert: '\uE016',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/** A key name ('ArrowDown'), a chord ('Shift+Tab', 'Control+a') or one character, as WebDriver values in order. */
function chordValues(press) {
  if ([...press].length === 1) return [press];
  // A lone '+' or a chord ending in '+' ('Shift++') presses the plus key itself.
  const parts = press.endsWith('+') ? [...press.slice(0, -2).split('+').filter(Boolean), '+'] : press.split('+');
  return parts.map((part) => {
    if (part in NAMED_KEYS) return NAMED_KEYS[part];
    if ([...part].length === 1) return part;
    throw new Error(`sendKeys: "${part}" (in "${press}") is not a key this WebDriver launcher knows.`);
  });
}

const down = (value) => ({ type: 'keyDown', value });
const up = (value) => ({ type: 'keyUp', value });

/** Presses the chord's keys in order and releases them in reverse, as a person does. */
function chordActions(values) {
  return [...values.map(down), ...[...values].reverse().map(up)];
}

/**
 * @param {string[]} keys what the commands plugin passes: one press, or the typed text's UTF-16 units
 * @returns {object[]} one WebDriver key input source's actions
 */
export function keyActions(keys) {
  if (keys.length === 1 && [...keys[0]].length > 1) return chordActions(chordValues(keys[0]));
  // Typed text: whole code points (an emoji is one key), each pressed and released.
  return [...keys.join('')].flatMap((character) => [down(character), up(character)]);
}
