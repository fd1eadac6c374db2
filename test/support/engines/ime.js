// Input-method compositions in Chromium, as an IME makes them: the DevTools protocol's Input domain on the test's
// page (Playwright's CDP session). Firefox and WebKit have no such protocol here (WebDriver BiDi and classic
// WebDriver have no composition command): the command answers false there, and their tests dispatch the events
// each engine sends (test/support/input-method.ts).

/** Each page's DevTools session for compositions (kept for the page's life: a composition spans several commands). */
const sessions = new WeakMap();

async function sessionOf(page) {
  let cdp = sessions.get(page);
  if (!cdp) sessions.set(page, (cdp = await page.context().newCDPSession(page)));
  return cdp;
}

/**
 * One IME step on the focused input: `compose` sets the composition's text (Input.imeSetComposition; '' cancels
 * it), `commit` ends it with the text given (Input.insertText, which commits an active composition), `key` sends a
 * raw key event (Input.dispatchKeyEvent) as the browser gets it from the IME.
 */
export async function imeStep(page, step) {
  const cdp = await sessionOf(page);
  if ('compose' in step) {
    const end = step.selectionEnd ?? step.compose.length;
    await cdp.send('Input.imeSetComposition', {
      text: step.compose,
      selectionStart: step.selectionStart ?? end,
      selectionEnd: end,
    });
  } else if ('commit' in step) {
    await cdp.send('Input.insertText', { text: step.commit });
  } else if ('key' in step) {
    await cdp.send('Input.dispatchKeyEvent', step.key);
  } else {
    throw new Error(`unknown IME step ${JSON.stringify(step)}`);
  }
  return true;
}
