/**
 * Every failure a lookup can report, as one typed error. `code` is the public vocabulary of the
 * `address-error` event; `status` is the HTTP status, or 0 where there was none.
 */
export type AddressErrorCode =
  | 'unauthorized'
  | 'payment-required'
  | 'bad-request'
  | 'unprocessable'
  | 'rate-limited'
  | 'server'
  | 'timeout'
  | 'network'
  | 'bad-response'
  | 'config';

export interface AddressErrorOptions {
  status?: number;
  /** The service's own messages, from an `{"errors":[{"id","message"}]}` body, when it had one. */
  serviceMessages?: readonly string[];
  /** For `rate-limited`: the wait the service asked for, when its `Retry-After` header could be read. */
  retryAfterMs?: number;
  /** For `config`: the request option that is misconfigured, as the option interfaces name it (`maxResults`). */
  option?: string;
  cause?: unknown;
}

export class AddressError extends Error {
  override readonly name = 'AddressError';
  // Declared, not defined: the constructor assigns each one, and no field initializers ship for them.
  declare readonly code: AddressErrorCode;
  declare readonly status: number;
  declare readonly serviceMessages: readonly string[];
  declare readonly retryAfterMs: number | undefined;
  declare readonly option: string | undefined;

  constructor(code: AddressErrorCode, message: string, options: AddressErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status ?? 0;
    this.serviceMessages = options.serviceMessages ?? [];
    this.retryAfterMs = options.retryAfterMs;
    this.option = options.option;
  }
}

/**
 * A misconfiguration found before any request; the message names the option and the rule. A rule that mentions
 * another option names it exactly as the option interfaces do (`includeOnlyCities`), so a caller that exposes the
 * options under other names can rename whole words and keep the sentence.
 */
export function configError(option: string, rule: string): AddressError {
  return new AddressError('config', `${option}: ${rule}`, { option });
}

export function isAddressError(value: unknown): value is AddressError {
  return value instanceof AddressError;
}

/** True for the rejection of a request that we aborted ourselves (superseded, closed, disconnected). */
export function isAbortError(value: unknown): boolean {
  return value instanceof DOMException && value.name === 'AbortError';
}
