import { DEV_MODE } from './dev-mode.js';
import { AddressError } from './errors.js';

/** Reading 200 bodies defensively: the spec marks undocumented fields experimental, and proxies answer HTML. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field, or '' when it is missing or not a string (the service leaves out blank fields). */
export function textField(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A count such as `entries`: a number, or its digits as text ("3", which a proxy may write); 0 when missing.
 * Anything else is undefined: the row cannot be read (a group taken for an address would fill a wrong one).
 */
export function countField(value: unknown): number | undefined {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * A ZIP code as text; a number (a proxy that re-encoded the JSON) is the five digits it lost its leading zeros from.
 * Undefined for anything else.
 */
export function zipField(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value <= 99999 ? String(value).padStart(5, '0') : undefined;
  return value === undefined || typeof value === 'string' ? textField(value) : undefined;
}

/** Something wrong in an answer that did not stop it (rows left out, more rows than asked for), for the caller. */
export type AnswerProblem = (problem: AddressError) => void;

/**
 * The rows of a list that `parse` can read (it returns undefined for the others), reporting once when some could
 * not be: one bad row does not cost the shopper the whole list.
 */
export function readableRows<T>(
  rows: unknown[],
  parse: (row: unknown) => T | undefined,
  what: string,
  report?: AnswerProblem,
): T[] {
  const read = rows.map(parse).filter((row): row is T => row !== undefined);
  if (read.length < rows.length) {
    report?.(
      badResponse(
        DEV_MODE
          ? `${rows.length - read.length} of ${rows.length} ${what} could not be read and were left out.`
          : `${rows.length - read.length} of ${rows.length} rows unreadable`,
      ),
    );
  }
  return read;
}

export function badResponse(message: string): AddressError {
  return new AddressError('bad-response', message, { status: 200 });
}

/**
 * The documented body `{ <field>: [...] }`. A null list is empty: the service once answered a blank search with
 * `{"suggestions":null}`, and clients must still accept it.
 */
export function listField(body: unknown, field: string, api: string): unknown[] {
  if (!isRecord(body) || !(field in body))
    throw badResponse(DEV_MODE ? `The ${api} response has no "${field}" list.` : `no ${field}`);
  const list = body[field];
  if (list === null) return [];
  if (!Array.isArray(list))
    throw badResponse(DEV_MODE ? `The ${api} "${field}" field is not a list.` : `${field} not a list`);
  return list;
}
