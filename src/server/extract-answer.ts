/**
 * US Extract's answer cut down to what the page needs (`ExtractAnswer`, src/api/us-extract.ts): each verified
 * address's standardized lines and components from its first candidate, with the element's verdict on it, and the
 * count found. Nothing else of `api_output` (metadata, analysis, footnotes) goes to the page.
 */
import { isRecord, textField } from '../api/response.js';
import type { ExtractAnswer, ExtractedAddress } from '../api/us-extract.js';
import { parseUsStreetCandidates, type UsStreetCandidate } from '../api/us-street.js';
import { usStreetStatus } from '../api/us-street-status.js';

function candidatesOf(apiOutput: unknown): UsStreetCandidate[] {
  try {
    return parseUsStreetCandidates(apiOutput);
  } catch {
    // A candidate the service wrote without its lines is no address to offer; the other addresses still stand.
    return [];
  }
}

function extractedAddress(found: unknown): ExtractedAddress | undefined {
  if (!isRecord(found) || found.verified !== true) return undefined;
  const candidates = candidatesOf(found.api_output);
  const [first] = candidates;
  if (!first) return undefined;
  const line = typeof found.line === 'number' && Number.isInteger(found.line) && found.line > 0 ? found.line : 1;
  return {
    text: textField(found.text),
    line,
    status: usStreetStatus(candidates),
    delivery_line_1: first.deliveryLine1,
    ...(first.deliveryLine2 ? { delivery_line_2: first.deliveryLine2 } : {}),
    last_line: first.lastLine,
    components: first.components,
  };
}

/** The page's answer, or undefined when the body is not US Extract's shape (no `addresses` list). */
export function extractAnswer(body: unknown): ExtractAnswer | undefined {
  if (!isRecord(body) || !Array.isArray(body.addresses)) return undefined;
  const addresses = body.addresses.map(extractedAddress).filter((found) => found !== undefined);
  const count = isRecord(body.meta) ? body.meta.address_count : undefined;
  const found = typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : body.addresses.length;
  return { addresses, found: Math.max(found, addresses.length) };
}
