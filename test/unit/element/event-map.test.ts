// Every event the elements dispatch is typed for `addEventListener`: each event class's name is a key of
// GlobalEventHandlersEventMap, mapped to that class, so a listener gets `event.detail` typed without a cast. The
// map is a declaration, read here from the source; the type-level check below fails `npm run typecheck` too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressFilledEvent } from '../../../src/core/events/address-events.js';

// `address-error` has a module of its own (the loader dispatches it); the map is in address-events.ts.
const source = ['address-events.ts', 'address-error-event.ts']
  .map((file) => readFileSync(new URL(`../../../src/core/events/${file}`, import.meta.url), 'utf8'))
  .join('\n');

/** Type-level: a listener for `address-filled` gets the AddressFilledEvent (a missing key fails the typecheck). */
const filledListener = (event: GlobalEventHandlersEventMap['address-filled']): AddressFilledEvent => event;
void filledListener;

test('every event class is in GlobalEventHandlersEventMap, under its own name and class', () => {
  const classes = [...source.matchAll(/export class (\w+Event) extends[\s\S]*?eventName = '([a-z-]+)'/g)].map(
    ([, name, eventName]) => `'${eventName}': ${name};`,
  );
  assert.ok(classes.length >= 6, `only ${classes.length} event classes`);
  const map = /interface GlobalEventHandlersEventMap \{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
  const declared = map
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  assert.deepEqual([...declared].sort(), [...classes].sort());
});
