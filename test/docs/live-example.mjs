// Driving one live example with the keyboard, as a shopper would: the input the element enhances, the options it
// lists, and choosing until the form is filled (a US building lists its units first; a choice may wait for its
// verification).

/** The package's four elements. */
export const ELEMENT_TAGS = [
  'us-address-autocomplete',
  'intl-address-autocomplete',
  'address-autocomplete',
  'postal-code-autocomplete',
];

/** The input the example's (first) element enhances: the element makes it a combobox. */
export function typedInputOf(example) {
  return example.locator('[role="combobox"]').first();
}

/** Whether a field of the example's form other than the typed one holds a value now. */
function formFilled(example) {
  return example.evaluate((root) => {
    const typed = root.querySelector('[role="combobox"]');
    return [...root.querySelectorAll('input')].some((field) => field !== typed && field.value.trim() !== '');
  });
}

/** The options a shopper would choose: not "Back", "Keep what I entered" or "No unit" (data-kind back, dismiss). */
const CHOOSABLE = '[role="option"]:not([data-kind="back"]):not([data-kind="dismiss"])';

/** The most choices a live example takes to fill its form (a group, then an address; a building, then a unit). */
const MAX_CHOICES = 4;

/**
 * Clicks the first option that leads to an address (a group lists its addresses, a building its units) until a field
 * other than the typed one is filled. After a choice the list it was made in stays on screen until the choice's
 * answer comes, and a final choice's fill closes it: so what comes next is either the form filled, or a list other
 * than the one chosen from (its options' texts), whichever this driver sees first. A look that still saw the old list
 * says nothing of the next one: the fill may land between the two. Throws naming what did not happen.
 */
export async function chooseFirstUntilFilled(example, timeout) {
  const options = example.locator('[role="option"]');
  const first = example.locator(CHOOSABLE).first();
  const texts = async () => (await options.allTextContents()).join('\n');
  /** The texts of the list the last choice was made in. */
  let chosenFrom;
  for (let choices = 0; ; choices++) {
    const deadline = Date.now() + timeout;
    for (;;) {
      if (choices > 0 && (await formFilled(example))) return;
      if ((await first.isVisible()) && (await texts()) !== chosenFrom) break;
      if (Date.now() >= deadline) {
        throw new Error(
          choices === 0
            ? `no options for the query within ${timeout} ms`
            : `no options after the choice within ${timeout} ms (choice ${choices}: no other list, and no field filled)`,
        );
      }
      await example.page().waitForTimeout(100);
    }
    if (choices === MAX_CHOICES) throw new Error('choosing did not fill the form');
    chosenFrom = await texts();
    await first.click();
  }
}
