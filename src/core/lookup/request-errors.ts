/**
 * How a request's failure reaches the element: always as an AddressError, whichever lane sent it (typing or
 * verification), so that the event, the console and the verdict read one shape and one wording.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import { AddressError } from '../../api/errors.js';

/** Any rejection as an AddressError: a request's own, else `network` keeping the cause (see the tests). */
export function toAddressError(reason: unknown): AddressError {
  if (reason instanceof AddressError) return reason;
  const message = reason instanceof Error && reason.message ? reason.message : String(reason);
  return new AddressError('network', message, { cause: reason });
}

/** The service did not answer within `ms`: status 0, as for any request that never got an answer. */
export function timeoutError(ms: number): AddressError {
  return new AddressError(
    'timeout',
    DEV_MODE ? `The address service did not answer within ${ms} ms` : `no answer within ${ms} ms`,
    { status: 0 },
  );
}
