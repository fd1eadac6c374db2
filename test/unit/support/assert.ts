// The few chai checks the Node tests use that node:assert has no single call for, with chai's meaning: `includes`
// is chai's `include` on a string or an array (===), `hasProperties` its `include` on an object (each property ===),
// `deepIncludes`, `hasDeepProperties` and `includesMembers` its `deep.include` and `deep.include.members`.
import assert from 'node:assert/strict';
import { inspect, isDeepStrictEqual } from 'node:util';

const show = (value: unknown) => inspect(value, { depth: 6, breakLength: Infinity });

/** `actual` (a string or an array) includes `expected` (a substring, or a member by ===). */
export function includes(actual: string | readonly unknown[], expected: unknown, message?: string): void {
  const found = typeof actual === 'string' ? actual.includes(expected as string) : actual.includes(expected);
  assert.ok(found, message ?? `expected ${show(actual)} to include ${show(expected)}`);
}

/** `actual` (a string or an array) does not include `expected`. */
export function excludes(actual: string | readonly unknown[], expected: unknown, message?: string): void {
  const found = typeof actual === 'string' ? actual.includes(expected as string) : actual.includes(expected);
  assert.ok(!found, message ?? `expected ${show(actual)} not to include ${show(expected)}`);
}

/** An array with a member deeply equal to `expected`. */
export function deepIncludes(actual: readonly unknown[], expected: unknown, message?: string): void {
  assert.ok(
    actual.some((member) => isDeepStrictEqual(member, expected)),
    message ?? `expected ${show(actual)} to deeply include ${show(expected)}`,
  );
}

/** An array with a member deeply equal to each of `expected`. */
export function includesMembers(actual: readonly unknown[], expected: readonly unknown[], message?: string): void {
  for (const member of expected) deepIncludes(actual, member, message);
}

/** Each of `expected`'s properties is on `actual`, with the same value (===). */
export function hasProperties(actual: unknown, expected: Record<string, unknown>, message?: string): void {
  assert.ok(typeof actual === 'object' && actual !== null, message ?? `expected an object, got ${show(actual)}`);
  for (const [key, value] of Object.entries(expected)) {
    assert.ok(key in actual, message ?? `expected ${show(actual)} to have property ${key}`);
    assert.equal((actual as Record<string, unknown>)[key], value, message);
  }
}

/** Each of `expected`'s properties is on `actual`, with a deeply equal value. */
export function hasDeepProperties(actual: unknown, expected: Record<string, unknown>, message?: string): void {
  assert.ok(typeof actual === 'object' && actual !== null, message ?? `expected an object, got ${show(actual)}`);
  for (const [key, value] of Object.entries(expected)) {
    assert.ok(key in actual, message ?? `expected ${show(actual)} to have property ${key}`);
    assert.deepEqual((actual as Record<string, unknown>)[key], value, message);
  }
}
