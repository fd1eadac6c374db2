/**
 * The options of a list the element offers once (the "Did you mean" row, the addresses found in a paste): each
 * option's value knows its list, so that an option of a spent list (answered, replaced, or withdrawn), which the
 * list on screen may still reach, is recognised and does nothing. No DOM.
 */
import type { SourceOption } from '../lookup/source.js';

/** What choosing an option of the list means: take one of its offers, keep what was entered, or nothing (spent). */
export type OneTimeAnswer<T, K> = { take: T } | { keep: K } | 'spent';

type Entry<T, K> = { list: object; takes: true; value: T } | { list: object; takes: false; value: K };

export class OneTimeList<T, K> {
  /** The list standing, while it may still be answered. */
  #list: object | undefined;
  readonly #values = new WeakSet<object>();

  /** The option values of a new list: one per offer in `takes`, and the one that keeps `keep`; any list before is spent. */
  values(takes: readonly T[], keep: K): { takes: object[]; keep: object } {
    const list = {};
    this.#list = list;
    const entry = (made: Entry<T, K>): object => (this.#values.add(made), made);
    return {
      takes: takes.map((value) => entry({ list, takes: true, value })),
      keep: entry({ list, takes: false, value: keep }),
    };
  }

  /** What choosing `option` answers, once; undefined when it is no option of a list this made. */
  answer(option: SourceOption): OneTimeAnswer<T, K> | undefined {
    const value = option.value as Entry<T, K>;
    if (!this.#values.has(value)) return undefined;
    if (value.list !== this.#list) return 'spent';
    this.#list = undefined;
    return value.takes ? { take: value.value } : { keep: value.value };
  }

  /** The list standing is spent. */
  withdraw(): void {
    this.#list = undefined;
  }
}
