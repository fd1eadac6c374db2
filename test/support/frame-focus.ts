// Focus inside a frame, for tests that then type real keys there.
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from './wait.js';

/** Whether keys typed now reach `input`: its document has focus and the input is that document's active element. */
function holdsFocus(input: HTMLInputElement): boolean {
  const doc = input.ownerDocument;
  return doc.activeElement === input && doc.hasFocus();
}

/**
 * Focuses `input` in its frame so that the keys typed next reach it. Focus is asked for until the frame's document
 * has it; then a Shift press goes first, which types nothing: WebKitGTK 2.50 now and then lost the first key sent
 * after focus had moved into a frame (about 1 run in 10 of test/elements/shops/demo-meter.test.ts beside
 * element-lifecycle.test.ts: "600 Amphitheatre" typed for "1600 Amphitheatre", a lone "a" never arriving), with the
 * frame's document focused and the input its active element.
 */
export async function focusInFrame(input: HTMLInputElement): Promise<void> {
  await waitUntil(() => {
    if (holdsFocus(input)) return true;
    input.ownerDocument.defaultView?.focus();
    input.focus();
    return holdsFocus(input);
  }, 'the input in the frame did not take focus');
  await sendKeys({ press: 'Shift' });
}
