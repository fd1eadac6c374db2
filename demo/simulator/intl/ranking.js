// Small helpers that keep search results bounded and ordered without sorting everything that matched.

/**
 * Keeps the `size` best items by a comparator as they arrive (insertion into a short sorted array).
 * @template T
 * @param {number} size
 * @param {(a: T, b: T) => number} compare negative when a ranks before b
 */
export function topList(size, compare) {
  /** @type {T[]} */
  const items = [];
  /** @param {T} item */
  const wouldTake = (item) => items.length < size || compare(item, items[size - 1]) < 0;
  return {
    /** Whether an item would make the list (cheap to ask before building the item in full). */
    wouldTake,
    /** @param {T} item */
    offer(item) {
      if (!wouldTake(item)) return;
      let i = items.length;
      while (i > 0 && compare(item, items[i - 1]) < 0) i--;
      items.splice(i, 0, item);
      if (items.length > size) items.pop();
    },
    items,
  };
}

/**
 * Takes the first element of each list, then the second of each, and so on, up to `max` elements: every match
 * shows its best address before any match shows a second one.
 * @template T
 * @param {T[][]} lists
 * @param {number} max
 * @returns {T[]}
 */
export function roundRobin(lists, max) {
  /** @type {T[]} */
  const out = [];
  for (let i = 0; out.length < max && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      if (i < list.length && out.length < max) out.push(list[i]);
    }
  }
  return out;
}
