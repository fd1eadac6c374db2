// Which house numbers a typed number stands for, and deterministic "any" house numbers when none is typed.

import { intFor } from '../shared.js';

/**
 * The typed number and the longer numbers it begins (12 → 12, 120–129, 1200–1299), up to the street's highest.
 * @param {number} typed
 * @param {number} max
 * @param {number} count
 * @returns {number[]}
 */
export function typedNumbers(typed, max, count) {
  const numbers = typed >= 1 && typed <= max ? [typed] : [];
  for (let scale = 10; typed > 0 && typed * scale <= max && numbers.length < count; scale *= 10) {
    for (let n = typed * scale; n < (typed + 1) * scale && n <= max && numbers.length < count; n++) numbers.push(n);
  }
  return numbers;
}

/**
 * Distinct house numbers in [1, max] chosen by hashing, so each street shows its own.
 * @param {string} seed
 * @param {number} max
 * @param {number} count
 * @returns {number[]}
 */
export function hashedNumbers(seed, max, count) {
  const numbers = new Set();
  for (let i = 0; numbers.size < Math.min(count, max) && i < count * 4; i++)
    numbers.add(intFor(`${seed}|n${i}`, 1, max));
  return [...numbers];
}
