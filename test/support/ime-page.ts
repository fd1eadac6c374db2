// The page of the input-method tests (test/elements/input/input-methods*.test.ts): an international element in a form, the
// searches its requests carried, and the element's clock held by the test.
import { fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { systemClock } from '../../src/core/lookup/clock.js';
import { type FetchRecorder, INTL_BASE, KEY, type IntlElement } from './element-helpers.js';
import { FakeClock } from './fake-clock.js';

/** `<intl-address-autocomplete>` for `country`, around a street input in a form; debounce 0, or the default. */
export async function intlElement(country: string, debounce: '0' | 'default' = '0'): Promise<IntlElement> {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <intl-address-autocomplete embedded-key=${KEY} base-url=${INTL_BASE} country=${country}>
        <input name="street" autocomplete="address-line1" aria-label="Street" />
      </intl-address-autocomplete>
    </form>
  `);
  const el = form.querySelector('intl-address-autocomplete')!;
  if (debounce === '0') el.setAttribute('debounce', '0');
  await el.updateComplete;
  return el;
}

/** The `search` of every request so far, in order. */
export function searches(recorder: FetchRecorder): string[] {
  return recorder.exchanges.map(({ url }) => url.searchParams.get('search') ?? '');
}

/** The element's clock (debounce, timeouts) held by the test: time moves only on `tick`. */
export function holdClock(): { clock: FakeClock; restore: () => void } {
  const saved = { ...systemClock };
  const clock = new FakeClock();
  Object.assign(systemClock, {
    now: () => clock.now(),
    setTimeout: (callback: () => void, ms: number) => clock.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clock.clearTimeout(handle),
  });
  return { clock, restore: () => Object.assign(systemClock, saved) };
}
