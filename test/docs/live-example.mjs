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

/**
 * Waits for options, chooses the first with the keyboard, and repeats (units, a correction) until a field other
 * than the typed one is filled. Throws naming what did not happen.
 */
export async function chooseFirstUntilFilled(example, input, timeout) {
  for (let step = 0; step < 4; step++) {
    await example
      .locator('[role="option"]')
      .first()
      .waitFor({ state: 'visible', timeout })
      .catch(() => {
        throw new Error(`no options for "${step === 0 ? 'the query' : 'the next step'}" within ${timeout} ms`);
      });
    await input.press('ArrowDown');
    await input.press('Enter');
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (await formFilled(example)) return;
      if (await example.locator('[role="option"]').first().isVisible()) break;
      await example.page().waitForTimeout(100);
    }
  }
  throw new Error('choosing did not fill the form');
}
