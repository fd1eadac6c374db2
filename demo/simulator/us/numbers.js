// Number ranges of the universe (house numbers on a street, PO Box numbers, military box numbers): an arithmetic
// progression plus a few fixed extra numbers. Finding the numbers that start with typed digits takes a few
// arithmetic steps per range instead of a walk over every number, which keeps a whole-country scan fast.

/**
 * @typedef {object} NumberRange
 * @property {number} start first number
 * @property {number} step distance between numbers
 * @property {number} count how many numbers the progression has
 * @property {number[]} [extra] further numbers that exist (landmarks)
 */

/** @param {NumberRange} range */
export function lastOf(range) {
  return range.start + range.step * (range.count - 1);
}

/**
 * @param {NumberRange} range
 * @param {number} value
 */
export function hasNumber(range, value) {
  if (range.extra?.includes(value)) return true;
  const offset = value - range.start;
  return offset >= 0 && offset % range.step === 0 && offset / range.step < range.count;
}

/**
 * Progression numbers within [low, high], ascending.
 * @param {NumberRange} range
 * @param {number} low
 * @param {number} high
 * @param {number[]} into
 */
function collectBetween(range, low, high, into) {
  const from = Math.max(low, range.start);
  const to = Math.min(high, lastOf(range));
  if (from > to) return;
  for (let value = range.start + Math.ceil((from - range.start) / range.step) * range.step; value <= to;) {
    into.push(value);
    value += range.step;
  }
}

/**
 * The numbers of a range that match typed digits, ascending: those starting with the digits (`exact` false, the
 * number is still being typed; '' is every number) or equal to them (`exact` true, something follows the number).
 * @param {NumberRange} range
 * @param {string} digits
 * @param {boolean} exact
 * @returns {number[]}
 */
export function numbersMatching(range, digits, exact) {
  if (digits === '') return allNumbers(range);
  if (digits.startsWith('0')) return [];
  const typed = Number(digits);
  if (exact) return hasNumber(range, typed) ? [typed] : [];
  /** @type {number[]} */
  const found = [];
  const last = lastOf(range);
  for (let low = typed, high = typed; low <= last; low *= 10, high = high * 10 + 9) {
    collectBetween(range, low, high, found);
  }
  const extra = (range.extra ?? []).filter((value) => String(value).startsWith(digits) && !found.includes(value));
  return extra.length === 0 ? found : [...found, ...extra].sort((a, b) => a - b);
}

/**
 * Every number of a range, ascending.
 * @param {NumberRange} range
 */
export function allNumbers(range) {
  /** @type {number[]} */
  const found = [];
  collectBetween(range, range.start, lastOf(range), found);
  const extra = (range.extra ?? []).filter((value) => !found.includes(value));
  return extra.length === 0 ? found : [...found, ...extra].sort((a, b) => a - b);
}

/**
 * Whether numbersMatching(range, digits, exact) would find anything; allocates nothing, for whole-country scans.
 * @param {NumberRange} range
 * @param {string} digits
 * @param {boolean} exact
 */
export function hasMatching(range, digits, exact) {
  if (digits === '' || digits.startsWith('0')) return digits === '' && range.count > 0;
  const typed = Number(digits);
  if (exact) return hasNumber(range, typed);
  if (range.extra?.some((value) => String(value).startsWith(digits))) return true;
  const last = lastOf(range);
  for (let low = typed, high = typed; low <= last; low *= 10, high = high * 10 + 9) {
    const from = Math.max(low, range.start);
    const to = Math.min(high, last);
    if (from <= to && range.start + Math.ceil((from - range.start) / range.step) * range.step <= to) return true;
  }
  return false;
}
