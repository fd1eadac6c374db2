/**
 * What the page sees of the choice machine's state, so that a form never submits a new street with the old city and
 * ZIP unnoticed: the element's `data-verified` attribute and, with `require-verified`, the input's custom validity,
 * which native validation reports on submit and `:user-invalid` styles.
 */
import { INITIAL_CHOICE_STATE, holds, isVerified, type ChoiceState } from './state.js';

export class ChoiceValidity {
  readonly #host: HTMLElement;
  readonly #input: () => HTMLInputElement | undefined;
  /** The input whose custom validity we set, so that we only ever clear our own. */
  #invalidated: HTMLInputElement | undefined;
  /** `require-verified`, and its custom validity message (`strings.notVerified`), as the element last rendered them. */
  #hold = { requireVerified: false, message: '' };
  #state: ChoiceState = INITIAL_CHOICE_STATE;

  constructor(host: HTMLElement, input: () => HTMLInputElement | undefined) {
    this.#host = host;
    this.#input = input;
  }

  /** The wrapped input is let go: our validity message goes with it. */
  release(input: HTMLInputElement): void {
    if (this.#invalidated !== input) return;
    input.setCustomValidity('');
    this.#invalidated = undefined;
  }

  /**
   * Brings `data-verified` and the input's validity in line with `state` (the last one given when none is), under
   * `hold` (the last one given when none is: the element passes it at each render).
   */
  sync(state = this.#state, hold = this.#hold): void {
    this.#state = state;
    this.#hold = hold;
    this.#host.toggleAttribute('data-verified', isVerified(state));
    const input = this.#input();
    if (this.#invalidated && this.#invalidated !== input) this.release(this.#invalidated);
    if (!input) return;
    if (hold.requireVerified && holds(state, input.value)) {
      input.setCustomValidity(hold.message);
      this.#invalidated = input;
    } else if (this.#invalidated) {
      input.setCustomValidity('');
      this.#invalidated = undefined;
    }
  }
}
