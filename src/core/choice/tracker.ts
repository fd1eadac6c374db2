/**
 * Whether the input's text is still the address the shopper chose, so that a form never submits a new street with
 * the old city and ZIP unnoticed: the element's read-only `verified` and its `data-verified` attribute, the
 * `address-cleared` event (once per choice), and with `require-verified` the input's custom validity, which native
 * validation reports on submit and `:user-invalid` styles.
 */
import { appendedUnit } from '../sources/us-units.js';
import { AddressClearedEvent, type Unverified } from '../events/address-events.js';
import type { FinalChoice } from '../lookup/source.js';

export type ChoiceStanding = 'verified' | 'unverified' | 'needs-unit';

export interface ChoiceTrackerOptions {
  input(): HTMLInputElement | undefined;
  /** `require-verified`: text that is not a chosen address makes the input invalid. */
  requireVerified(): boolean;
  /** The custom validity message (`strings.notVerified`). */
  message(): string;
}

export interface ChoiceTracker {
  /** The text is the chosen address, and US Street (with `verify`) did not say it does not exist. */
  readonly verified: boolean;
  /** The choice the text stands for, while it does (a unit being appended included). */
  readonly choice: FinalChoice | undefined;
  /** The unit being appended after the chosen street, to confirm at commit; undefined when none is. */
  readonly pendingUnit: string | undefined;
  /**
   * Why text that is not a chosen address stands unverified: the service could not offer a choice for it (a failed
   * lookup, a refusal, no matches, an address US Street does not know) or the shopper kept it. `require-verified`
   * does not hold such text. Undefined while the service can offer a choice (or nothing was asked yet).
   */
  readonly unverified: Unverified | undefined;
  /** What the service's latest answer means for the text (see `unverified`). */
  answered(why: Unverified | undefined): void;
  /**
   * A final address was applied: `text` is what the input was given for it. `standing` is what the verdict leaves:
   * `verified`; `unverified` (US Street does not know it, or it needs a unit no list can offer); `needs-unit` (its
   * building's units are listed: held by `require-verified` until one is chosen or the shopper says there is none).
   */
  chose(choice: FinalChoice, text: string, standing: ChoiceStanding): void;
  /**
   * The shopper changed the text. A unit appended to the chosen street keeps the choice pending (`pendingUnit`) when
   * `unitsConfirmed` (US Street can confirm it at commit); any other change clears the choice.
   */
  edited(text: string, unitsConfirmed: boolean): void;
  /** The text was replaced without typing (autofill, a pasted address), or the unit appended was not confirmed. */
  replaced(): void;
  /** `form.reset()` or `clear()`: no choice, and nothing the shopper entered to hold against the form. */
  forget(): void;
  /** The wrapped input is let go: our validity message goes with it. */
  release(input: HTMLInputElement): void;
  /** Brings `data-verified` and the input's validity in line (after a change of `require-verified`, a new input). */
  show(): void;
}

/**
 * The text the page itself put in the input (a saved address rendered with the form, a value restored after a
 * reset) is the page's to vouch for: `require-verified` holds only what the shopper typed, pasted or autofilled, and
 * only while the service can offer a choice for it (never after an outage, a refusal, no matches, or "keep what I
 * entered": a checkout never loses an order because of us). An empty input is left to `required`. A closure: its
 * state is local variables, which the minifier shortens.
 */
export function trackChoice(host: HTMLElement, options: ChoiceTrackerOptions): ChoiceTracker {
  let choice: FinalChoice | undefined;
  let chosenText = '';
  let standing: ChoiceStanding = 'unverified';
  let pendingUnit: string | undefined;
  let unverified: Unverified | undefined;
  let untouched = true;
  /** The input whose custom validity we set, so that we only ever clear our own. */
  let invalidated: HTMLInputElement | undefined;

  const isVerified = (): boolean => choice !== undefined && standing === 'verified' && pendingUnit === undefined;

  const show = (): void => {
    host.toggleAttribute('data-verified', isVerified());
    const input = options.input();
    if (invalidated && invalidated !== input) tracker.release(invalidated);
    if (!input) return;
    // A unit typed after the chosen street is not held: its confirmation at commit ends verified or unverified, and
    // either way the shopper may go on.
    const unchosen = choice === undefined && unverified === undefined;
    const unitAwaited = choice !== undefined && standing === 'needs-unit' && pendingUnit === undefined;
    const holding = !untouched && input.value.trim() !== '' && (unchosen || unitAwaited);
    if (options.requireVerified() && holding) {
      input.setCustomValidity(options.message());
      invalidated = input;
    } else if (invalidated) {
      input.setCustomValidity('');
      invalidated = undefined;
    }
  };

  const clear = (): void => {
    const address = choice?.address;
    choice = undefined;
    pendingUnit = undefined;
    if (address) host.dispatchEvent(new AddressClearedEvent({ address }));
  };

  const tracker: ChoiceTracker = {
    get verified() {
      return isVerified();
    },
    get choice() {
      return choice;
    },
    get pendingUnit() {
      return pendingUnit;
    },
    get unverified() {
      return unverified;
    },
    answered(why) {
      unverified = why;
      show();
    },
    chose(next, text, verdict) {
      choice = next;
      chosenText = text;
      standing = verdict;
      pendingUnit = undefined;
      unverified = undefined;
      untouched = false;
      show();
    },
    edited(text, unitsConfirmed) {
      untouched = false;
      if (choice) {
        pendingUnit = unitsConfirmed ? appendedUnit(chosenText, text) : undefined;
        if (text !== chosenText && pendingUnit === undefined) clear();
      }
      show();
    },
    replaced() {
      untouched = false;
      clear();
      show();
    },
    forget() {
      clear();
      unverified = undefined;
      untouched = true;
      show();
    },
    release(input) {
      if (invalidated !== input) return;
      input.setCustomValidity('');
      invalidated = undefined;
    },
    show,
  };
  return tracker;
}
