/**
 * The "Did you mean" row: the service's form of an address that came in without typing (autofill, a paste), offered
 * once, with "Keep what I entered". It knows its own options: one of a spent row (accepted, declined, replaced, or
 * forgotten), which the list may still reach, is recognised and does nothing. No DOM.
 */
import type { MachineList } from '../combobox/state.js';
import type { FinalChoice } from '../lookup/final-choice.js';
import type { SourceOption } from '../lookup/source.js';
import type { EnteredCheck, VerifiedChoice } from '../lookup/verifier.js';
import type { EnteredBy } from '../view/input-binding.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';

export interface Offer {
  choice: FinalChoice;
  result: VerifiedChoice;
  by: EnteredBy;
  /** The input's text when the row was offered. */
  text: string;
  /** What the check read of the entered address: the words the row marks, the pasted address in its parts. */
  read: Pick<EnteredCheck, 'changed' | 'kept'>;
}

/** The "Keep what I entered" option's value: the offer it declines. */
interface Keep {
  declines: Offer;
}

/** What choosing an option of a row means: take the offer, keep what was entered instead, or nothing (spent). */
export type Answer = { take: Offer } | { keep: Offer } | 'spent';

export class Correction {
  /** The offer standing, while its row may still be answered. */
  #offer: Offer | undefined;
  /** Every option value of every row made. */
  readonly #values = new WeakSet<object>();

  /** The row for `offer` (the machine's `CorrectionOffered` list); any row before it is spent. */
  offer(offer: Offer, strings: AddressAutocompleteStrings): MachineList<SourceOption, unknown> {
    this.#offer = offer;
    const keeping: Keep = { declines: offer };
    this.#values.add(offer).add(keeping);
    return {
      kind: 'correction',
      options: [
        { kind: 'final', text: offer.choice.label, changed: offer.read.changed, value: offer },
        { kind: 'dismiss', text: strings.keepEntered, value: keeping },
      ],
      context: strings.didYouMean,
      announcement: strings.offered(offer.choice.label),
    };
  }

  /** What choosing `option` answers, once; undefined when it is no option of a row. */
  answer(option: SourceOption): Answer | undefined {
    const offer = this.#offer;
    const value = option.value as object;
    if (!this.#values.has(value)) return undefined;
    if (!offer || (value !== offer && (value as Keep).declines !== offer)) return 'spent';
    this.#offer = undefined;
    return value === offer ? { take: offer } : { keep: offer };
  }

  /** `form.reset()` or `clear()`: the row standing is spent. */
  withdraw(): void {
    this.#offer = undefined;
  }
}
