/**
 * Splits lookups into US Street POST bodies within the spec's limits (100 lookups, 32,768 bytes), in order, each
 * body as full as it can be. Pure: the bodies are the exact bytes that will be sent.
 */
import type { StreetLookup } from './submitted-address.js';

/** Spec "Limits": addresses per POST and body bytes. */
export const MAX_LOOKUPS_PER_POST = 100;
export const MAX_POST_BYTES = 32_768;

export interface Batch {
  /** Index of the batch's first lookup in the whole list. */
  first: number;
  count: number;
  body: string;
}

const encoder = /*#__PURE__*/ new TextEncoder();
const byteLength = (text: string): number => encoder.encode(text).length;

export function splitIntoBatches(
  lookups: readonly StreetLookup[],
  maxLookups: number = MAX_LOOKUPS_PER_POST,
  maxBytes: number = MAX_POST_BYTES,
): Batch[] {
  const batches: Batch[] = [];
  let parts: string[] = [];
  let bytes = 2; // "[" and "]"
  let first = 0;
  const close = () => {
    if (parts.length > 0) batches.push({ first, count: parts.length, body: `[${parts.join(',')}]` });
    first += parts.length;
    parts = [];
    bytes = 2;
  };
  for (const lookup of lookups) {
    const json = JSON.stringify(lookup);
    const added = byteLength(json) + (parts.length > 0 ? 1 : 0);
    if (parts.length === maxLookups || (parts.length > 0 && bytes + added > maxBytes)) close();
    // Field maxima keep one lookup far below the byte limit (about 1.3 kB at most), so a lone lookup always fits.
    bytes += byteLength(json) + (parts.length > 0 ? 1 : 0);
    parts.push(json);
  }
  close();
  return batches;
}
