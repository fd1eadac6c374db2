// The postal code lookup's runaway-loop protection (spec Errors, 429: "Too many requests with exactly the same
// input values in too short a time"; Limits: "the postal code lookup rejects repeated identical inputs within a
// short period"). The spec gives no numbers; the simulator refuses the third identical request within five seconds,
// strict enough that a client that loops, or that does not cache what it has already asked, sees 429 in a test.

/** Identical requests allowed within the window; the next one is refused. */
export const DEFAULT_REPEAT_LIMIT = 2;
/** The window, in milliseconds. */
export const DEFAULT_REPEAT_WINDOW_MS = 5000;

/**
 * What makes two requests "the same input": every query parameter the handler sees (key and fault parameters are
 * already gone), name and value exactly as sent after URL decoding (so case and spaces count), in any order, a
 * repeated parameter with all its values. `a=1&b=2` and `b=2&a=1` are the same input; `postal_code=m1` and
 * `postal_code=M1` are not.
 * @param {URLSearchParams} params
 */
export function inputSignature(params) {
  return JSON.stringify(
    [...params].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1)),
  );
}

/**
 * A sliding window of request times per signature (the caller puts the key, the host and the path in it).
 * @param {() => number} now
 * @param {number} limit
 * @param {number} windowMs
 */
export function createRepeatLimiter(now, limit, windowMs) {
  /** @type {Map<string, number[]>} */
  const windows = new Map();
  return {
    /**
     * @param {string} signature
     * @returns {number} 0 when allowed, else the seconds to wait
     */
    take(signature) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [key, times] of windows) if (times.every((at) => time - at >= windowMs)) windows.delete(key);
      }
      const recent = (windows.get(signature) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        windows.set(signature, recent);
        return Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000));
      }
      recent.push(time);
      windows.set(signature, recent);
      return 0;
    },
  };
}
