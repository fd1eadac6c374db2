/**
 * What the input binding tells its element, as data: one intent per thing the shopper (or the page) did to the input.
 * Typing arrives already filtered (no IME, no autofill, no element's own writes). The element routes each intent to
 * the machine it is for.
 */
import type { AddressError } from '../../api/errors.js';
import type { ReplacedBy, Pasted } from '../choice/state.js';

export type { ReplacedBy, Pasted };

export type InputIntent =
  | { readonly type: 'attached'; readonly input: HTMLInputElement }
  | { readonly type: 'detached'; readonly input: HTMLInputElement }
  | { readonly type: 'edit'; readonly text: string }
  /** An input method changed its composed text: not the shopper's text yet (`edit` comes when it ends), but typing. */
  | { readonly type: 'composing' }
  /**
   * The text was replaced without typing: browser autofill (an `input` without an `inputType` or with
   * `insertReplacementText`, or the `:-webkit-autofill` animation of our stylesheet), or a pasted whole address
   * (`pasted`: the clipboard's text, its lines as they were, and whether it replaced all the text there was).
   */
  | { readonly type: 'replaced'; readonly by: ReplacedBy; readonly pasted: Pasted | undefined }
  /** The shopper committed the text (`change`: they left the input, or pressed Enter). */
  | { readonly type: 'committed' }
  | { readonly type: 'key'; readonly event: KeyboardEvent }
  | { readonly type: 'focus' }
  | { readonly type: 'blur' }
  /** The input's form was reset. */
  | { readonly type: 'form-reset' }
  /** `for` names no `<input>` (once the document has loaded); told once per `for` value. */
  | { readonly type: 'misconfigured'; readonly error: AddressError };

/** What the binding asks of its element: where its intents go, and whether a paste is the element's to take. */
export interface InputIntents {
  intent(intent: InputIntent): void;
  /** Whether a paste of `text` that is not one whole address is still the element's to take (`extract-url`). */
  takesPaste(text: string): boolean;
}
