/**
 * What one pasted text may cost. US Extract spends lookups by the addresses it finds, and a text holds about one
 * address a line, or one every 50 bytes at its densest: a 28.8 KB paste of addresses finds 600. So the route takes
 * a shopper-sized paste only (a few lines from an e-mail or a note), and its throttle cost grows with the text: a
 * client can neither spend hundreds of lookups in one request nor the same few tokens for any size.
 */
import { MAX_EXTRACT_BYTES } from '../api/us-extract.js';

export interface ExtractLimits {
  /** UTF-8 bytes a paste may have; above it, 413. At most the service's own 65,536. */
  maxBytes: number;
  /** Lines with text a paste may have; above it, 413. */
  maxLines: number;
}

/** An address block with a note around it fits many times over; a list of hundreds of addresses does not. */
export const DEFAULT_EXTRACT_LIMITS: Readonly<ExtractLimits> = { maxBytes: 4096, maxLines: 50 };

/** Throttle tokens for each started kilobyte of a paste (a paste of up to 1 KB takes 10). */
export const EXTRACT_COST = 10;

/** The lines of `text` that hold more than blanks. */
export function linesWithText(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}

/**
 * The tokens an extract POST of `bytes` and `lines` takes: EXTRACT_COST a started kilobyte, or one a line with
 * text when that is more (short lines, each of which may be an address). A paste of 1 KB or less in 10 lines or
 * fewer takes 10; at the default limits, 50 at most.
 */
export function extractCost(bytes: number, lines: number): number {
  return Math.max(EXTRACT_COST * Math.max(1, Math.ceil(bytes / 1024)), lines);
}

/** The limits option checked: whole numbers of at least 1, bytes within the service's limit. */
export function checkExtractLimits(value: unknown): ExtractLimits {
  if (value === undefined) return { ...DEFAULT_EXTRACT_LIMITS };
  if (typeof value !== 'object' || value === null)
    throw new TypeError('options.extract must be { maxBytes, maxLines }.');
  const { maxBytes = DEFAULT_EXTRACT_LIMITS.maxBytes, maxLines = DEFAULT_EXTRACT_LIMITS.maxLines } =
    value as Partial<ExtractLimits>;
  if (!Number.isInteger(maxBytes) || maxBytes < 1 || maxBytes > MAX_EXTRACT_BYTES) {
    throw new RangeError(
      `options.extract.maxBytes must be a whole number from 1 to ${MAX_EXTRACT_BYTES} (US Extract's limit).`,
    );
  }
  if (!Number.isInteger(maxLines) || maxLines < 1) {
    throw new RangeError('options.extract.maxLines must be a whole number of at least 1.');
  }
  return { maxBytes, maxLines };
}
