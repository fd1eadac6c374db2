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

/**
 * Waits for options, clicks the first one that leads to an address (a group lists its addresses, a building its
 * units), and repeats until a field other than the typed one is filled. Throws naming what did not happen.
 */
export async function chooseFirstUntilFilled(example, timeout) {
  for (let step = 0; step < 4; step++) {
    const option = example.locator(CHOOSABLE).first();
    await option.waitFor({ state: 'visible', timeout }).catch(() => {
      throw new Error(`no options ${step === 0 ? 'for the query' : 'after the choice'} within ${timeout} ms`);
    });
    await option.click();
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (await formFilled(example)) return;
      if (await example.locator(CHOOSABLE).first().isVisible()) break;
      await example.page().waitForTimeout(100);
    }
  }
  throw new Error('choosing did not fill the form');
}
