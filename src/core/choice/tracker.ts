/**
 * Whether the input's text is still the address the shopper chose, so that a form never submits a new street with
 * the old city and ZIP unnoticed: the element's read-only `verified` and its `data-verified` attribute, the
 * `address-cleared` event (once per choice), and with `require-verified` the input's custom validity, which native
 * validation reports on submit and `:user-invalid` styles.
 */
import { AddressClearedEvent, type Unverified } from '../events/address-events.js';
import type { FinalChoice } from '../lookup/source.js';

export type ChoiceStanding = 'verified' | 'unverified' | 'needs-unit';

export interface ChoiceTrackerOptions {
  input(): HTMLInputElement | undefined;
  /** `require-verified`: text that is not a chosen address makes the input invalid. */
  requireVerified(): boolean;
  /** The custom validity message (`strings.notVerified`). */
  message(): string;
  /**
   * The unit being appended in `text` after the chosen street written `chosen`, when one can be confirmed at commit
   * (a verifier can ask about it); else undefined, and any change is an edit.
   */
  appendedUnit(chosen: string, text: string): string | undefined;
  /** Whether `text`, put in without typing, is the choice written `chosen` written another way (AddressSource.restates). */
  restates(chosen: string, text: string): boolean;
}

/**
 * The text the page itself put in the input (a saved address rendered with the form, a value restored after a
 * reset) is the page's to vouch for: `require-verified` holds only what the shopper typed, pasted or autofilled, and
 * only while the service can offer a choice for it (never after an outage, a refusal, no matches, or "keep what I
 * entered": a checkout never loses an order because of us). An empty input is left to `required`.
 */
export class ChoiceTracker {
  readonly #host: HTMLElement;
  readonly #options: ChoiceTrackerOptions;
  #choice: FinalChoice | undefined;
  #chosenText = '';
  #standing: ChoiceStanding = 'unverified';
  #pendingUnit: string | undefined;
  #unverified: Unverified | undefined;
  #untouched = true;
  /** The input whose custom validity we set, so that we only ever clear our own. */
  #invalidated: HTMLInputElement | undefined;

  constructor(host: HTMLElement, options: ChoiceTrackerOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** The text is the chosen address, and US Street (with `verify`) did not say it does not exist. */
  get verified(): boolean {
    return this.#choice !== undefined && this.#standing === 'verified' && this.#pendingUnit === undefined;
  }

  /** The choice the text stands for, while it does (a unit being appended included). */
  get choice(): FinalChoice | undefined {
    return this.#choice;
  }

  /** The unit being appended after the chosen street, to confirm at commit; undefined when none is. */
  get pendingUnit(): string | undefined {
    return this.#pendingUnit;
  }

  /**
   * Why text that is not a chosen address stands unverified: the service could not offer a choice for it (a failed
   * lookup, a refusal, no matches, an address US Street does not know) or the shopper kept it. `require-verified`
   * does not hold such text. Undefined while the service can offer a choice (or nothing was asked yet).
   */
  get unverified(): Unverified | undefined {
    return this.#unverified;
  }

  /** What the service's latest answer means for the text (see `unverified`). */
  answered(why: Unverified | undefined): void {
    this.#unverified = why;
    this.sync();
  }

  /**
   * A final address was applied: `text` is what the input was given for it. `standing` is what the verdict leaves:
   * `verified`; `unverified` (US Street does not know it, or it needs a unit no list can offer); `needs-unit` (its
   * building's units are listed: held by `require-verified` until one is chosen or the shopper says there is none).
   */
  applied(choice: FinalChoice, text: string, standing: ChoiceStanding): void {
    this.#choice = choice;
    this.#chosenText = text;
    this.#standing = standing;
    this.#pendingUnit = undefined;
    this.#unverified = undefined;
    this.#untouched = false;
    this.sync();
  }

  /**
   * The shopper changed the text. A unit appended to the chosen street keeps the choice pending (`pendingUnit`) when
   * it can be confirmed at commit; any other change clears the choice.
   */
  edited(text: string): void {
    this.#untouched = false;
    if (this.#choice) {
      this.#pendingUnit = this.#options.appendedUnit(this.#chosenText, text);
      if (text !== this.#chosenText && this.#pendingUnit === undefined) this.#clear();
    }
    this.sync();
  }

  /**
   * The text was replaced without typing with the choice written another way (`restates`: the chosen postal code with
   * its ZIP+4, from a street element's fill): the choice stands, as this text, and true is returned; else false.
   */
  restated(text: string): boolean {
    if (!this.#choice || !this.#options.restates(this.#chosenText, text)) return false;
    this.#chosenText = text;
    this.sync();
    return true;
  }

  /** The text was replaced without typing (autofill, a pasted address), or the unit appended was not confirmed. */
  replaced(): void {
    this.#untouched = false;
    this.#clear();
    this.sync();
  }

  /** `form.reset()` or `clear()`: no choice, and nothing the shopper entered to hold against the form. */
  forget(): void {
    this.#clear();
    this.#unverified = undefined;
    this.#untouched = true;
    this.sync();
  }

  /** The wrapped input is let go: our validity message goes with it. */
  release(input: HTMLInputElement): void {
    if (this.#invalidated !== input) return;
    input.setCustomValidity('');
    this.#invalidated = undefined;
  }

  /** Brings `data-verified` and the input's validity in line (after a change of `require-verified`, a new input). */
  sync(): void {
    this.#host.toggleAttribute('data-verified', this.verified);
    const input = this.#options.input();
    if (this.#invalidated && this.#invalidated !== input) this.release(this.#invalidated);
    if (!input) return;
    // A unit typed after the chosen street is not held: its confirmation at commit ends verified or unverified, and
    // either way the shopper may go on.
    const unchosen = this.#choice === undefined && this.#unverified === undefined;
    const unitAwaited =
      this.#choice !== undefined && this.#standing === 'needs-unit' && this.#pendingUnit === undefined;
    const holding = !this.#untouched && input.value.trim() !== '' && (unchosen || unitAwaited);
    if (this.#options.requireVerified() && holding) {
      input.setCustomValidity(this.#options.message());
      this.#invalidated = input;
    } else if (this.#invalidated) {
      input.setCustomValidity('');
      this.#invalidated = undefined;
    }
  }

  #clear(): void {
    const address = this.#choice?.address;
    this.#choice = undefined;
    this.#pendingUnit = undefined;
    if (address) this.#host.dispatchEvent(new AddressClearedEvent({ address }));
  }
}
