import { AddressError } from './errors.js';

/** Reading 200 bodies defensively: the spec marks undocumented fields experimental, and proxies answer HTML. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field, or '' when it is missing or not a string (the service leaves out blank fields). */
export function textField(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A count such as `entries`; 0 when it is missing or not a finite number. */
export function countField(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function badResponse(message: string): AddressError {
  return new AddressError('bad-response', message, { status: 200 });
}

/**
 * The documented body `{ <field>: [...] }`. A null list is empty: the service once answered a blank search with
 * `{"suggestions":null}`, and clients must still accept it.
 */
export function listField(body: unknown, field: string, api: string): unknown[] {
  if (!isRecord(body) || !(field in body)) throw badResponse(`The ${api} response has no "${field}" list.`);
  const list = body[field];
  if (list === null) return [];
  if (!Array.isArray(list)) throw badResponse(`The ${api} "${field}" field is not a list.`);
  return list;
}
