/**
 * The "Found in your paste" list: the verified addresses the shop's extract route found in pasted text
 * (`extract-url`), offered once as final options, with "Keep what I entered". Like the "Did you mean" row
 * (correction.ts), it knows its own options: one of a spent list (the list it was in may be reached again) is
 * recognised and does nothing. No DOM.
 */
import type { MachineList } from '../combobox/state.js';
import type { PasteFind } from '../lookup/extractor.js';
import type { SourceOption } from '../lookup/source.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';

/** An option's value: the list it belongs to, and the find it takes (none: "Keep what I entered"). */
interface Offered {
  list: object;
  find?: PasteFind;
}

/** What choosing an option of the list means: take a find, keep the pasted text, or nothing (spent). */
export type PasteAnswer = { take: PasteFind } | 'keep' | 'spent';

export class PasteOffer {
  /** The list standing, while it may still be answered. */
  #list: object | undefined;
  readonly #values = new WeakSet<Offered>();

  /** The list for `finds` (the machine's `CorrectionOffered` list); any list before it is spent. */
  offer(finds: readonly PasteFind[], strings: AddressAutocompleteStrings): MachineList<SourceOption, unknown> {
    const list = {};
    this.#list = list;
    const value = (find?: PasteFind): Offered => {
      const offered = find ? { list, find } : { list };
      this.#values.add(offered);
      return offered;
    };
    if (finds.length === 0) return { kind: 'correction', options: [] };
    return {
      kind: 'correction',
      options: [
        ...finds.map((find) => ({ kind: 'final' as const, text: find.choice.label, value: value(find) })),
        { kind: 'dismiss', text: strings.keepEntered, value: value() },
      ],
      context: strings.foundInPaste,
      announcement: strings.pasteFound(finds.length),
    };
  }

  /** What choosing `option` answers, once; undefined when it is no option of a list this made. */
  answer(option: SourceOption): PasteAnswer | undefined {
    const value = option.value as Offered;
    if (!this.#values.has(value)) return undefined;
    if (value.list !== this.#list) return 'spent';
    this.#list = undefined;
    return value.find ? { take: value.find } : 'keep';
  }

  /** `form.reset()`, `clear()` or a new paste: the list standing is spent. */
  withdraw(): void {
    this.#list = undefined;
  }
}
