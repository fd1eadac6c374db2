import type { AddressError } from '../api/errors.js';
import { isRefusal } from './combobox-machine.js';
import { AddressErrorEvent } from './events.js';

/**
 * One console error with what to check, and one `address-error` event. `attribute` is the element's name for a
 * misconfigured option; the api layer names options, the page knows attributes.
 */
export function reportError(host: HTMLElement, error: AddressError, attribute?: string): void {
  const hint = isRefusal(error.code)
    ? ' Lookups are paused until the embedded key or base URL changes, or the page reloads.'
    : '';
  console.error(`<${host.localName}> ${error.message}${hint}`);
  host.dispatchEvent(
    new AddressErrorEvent({
      status: error.status,
      code: error.code,
      message: error.message,
      ...(attribute ? { attribute } : {}),
    }),
  );
}
