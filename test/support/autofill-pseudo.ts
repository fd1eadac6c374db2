/**
 * The autofill pseudo-class in a serialized selector. Our stylesheet writes `:-webkit-autofill` (every engine parses
 * it); Chromium serializes it back as written, WebKit (WebKitGTK 2.50) as the standard `:autofill`.
 */
export const AUTOFILL_PSEUDO = /:(?:-webkit-)?autofill\b/g;

/** Whether a rule's selector text names the autofill pseudo-class, in either engine's spelling. */
export function namesAutofill(selectorText: string): boolean {
  return selectorText.match(AUTOFILL_PSEUDO) !== null;
}
