/**
 * The "Did you mean" row: the service's form of an address that came in without typing (autofill, a paste), offered
 * once, with "Keep what I entered". An option of a spent row (accepted, declined, replaced, or forgotten), which the
 * list may still reach, is recognised and does nothing (OneTimeList). No DOM.
 */
import type { MachineList } from '../combobox/state.js';
import type { FinalChoice } from '../lookup/final-choice.js';
import type { SourceOption } from '../lookup/source.js';
import type { EnteredCheck, VerifiedChoice } from '../lookup/verifier.js';
import type { EnteredBy } from '../view/input-binding.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import { OneTimeList, type OneTimeAnswer } from './one-time-list.js';

export interface Offer {
  choice: FinalChoice;
  result: VerifiedChoice;
  by: EnteredBy;
  /** The input's text when the row was offered. */
  text: string;
  /** What the check read of the entered address: the words the row marks, the pasted address in its parts. */
  read: Pick<EnteredCheck, 'changed' | 'kept'>;
}

/** What choosing an option of a row means: take the offer, keep what was entered instead, or nothing (spent). */
export type Answer = OneTimeAnswer<Offer, Offer>;

export class Correction {
  readonly #row = new OneTimeList<Offer, Offer>();

  /** The row for `offer` (the machine's `CorrectionOffered` list); any row before it is spent. */
  offer(offer: Offer, strings: AddressAutocompleteStrings): MachineList<SourceOption, unknown> {
    const {
      takes: [take],
      keep,
    } = this.#row.values([offer], offer);
    return {
      kind: 'correction',
      options: [
        { kind: 'final', text: offer.choice.label, changed: offer.read.changed, value: take },
        { kind: 'dismiss', text: strings.keepEntered, value: keep },
      ],
      context: strings.didYouMean,
      announcement: strings.offered(offer.choice.label),
    };
  }

  /** What choosing `option` answers, once; undefined when it is no option of a row. */
  answer(option: SourceOption): Answer | undefined {
    return this.#row.answer(option);
  }

  /** `form.reset()` or `clear()`: the row standing is spent. */
  withdraw(): void {
    this.#row.withdraw();
  }
}
