/**
 * The "Found in your paste" list: the verified addresses the shop's extract route found in pasted text
 * (`extract-url`), offered once as final options, with "Keep what I entered". Like the "Did you mean" row, an option
 * of a spent list is recognised and does nothing (OneTimeList). No DOM.
 */
import type { MachineList } from '../combobox/state.js';
import type { PasteFind } from '../lookup/extractor.js';
import type { SourceOption } from '../lookup/source.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import { OneTimeList, type OneTimeAnswer } from './one-time-list.js';

/** What choosing an option of the list means: take a find, keep the pasted text, or nothing (spent). */
export type PasteAnswer = OneTimeAnswer<PasteFind, undefined>;

export class PasteOffer {
  readonly #list = new OneTimeList<PasteFind, undefined>();

  /** The list for `finds` (the machine's `CorrectionOffered` list); any list before it is spent. */
  offer(finds: readonly PasteFind[], strings: AddressAutocompleteStrings): MachineList<SourceOption, unknown> {
    const { takes, keep } = this.#list.values(finds, undefined);
    if (finds.length === 0) return { kind: 'correction', options: [] };
    return {
      kind: 'correction',
      options: [
        ...finds.map((find, index) => ({ kind: 'final' as const, text: find.choice.label, value: takes[index] })),
        { kind: 'dismiss', text: strings.keepEntered, value: keep },
      ],
      context: strings.foundInPaste,
      announcement: strings.pasteFound(finds.length),
    };
  }

  /** What choosing `option` answers, once; undefined when it is no option of a list this made. */
  answer(option: SourceOption): PasteAnswer | undefined {
    return this.#list.answer(option);
  }

  /** `form.reset()`, `clear()` or a new paste: the list standing is spent. */
  withdraw(): void {
    this.#list.withdraw();
  }
}
