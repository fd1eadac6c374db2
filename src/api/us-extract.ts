/**
 * Addresses found in pasted text. US Extract takes a secret key only (spec "US extract"), so the page never calls
 * it: it posts the text to the shop's own route (`createAddressHandler` in the `./server` entry, or the shop's
 * equivalent), which calls US Extract and answers this shape: the verified addresses, each with its standardized
 * lines and components and the element's verdict, and nothing else of the service's output.
 */
import { DEV_MODE } from './dev-mode.js';
import { AddressError, isAbortError } from './errors.js';
import { errorFromResponse } from './http.js';
import { badResponse, isRecord, textField, zipField } from './response.js';
import type { UsStreetStatus } from './us-street-status.js';

/** One verified address found in the text: its US Street lines and components, as the service wrote them. */
export interface ExtractedAddress {
  /** The address as it was written in the text. */
  text: string;
  /** The text's line the address starts on (1 is the first). */
  line: number;
  /** The verdict on the address, as the element's `verify` gives it. */
  status: UsStreetStatus;
  delivery_line_1: string;
  delivery_line_2?: string;
  last_line: string;
  /** US Street's components (primary_number, street_name, city_name, state_abbreviation, zipcode, …). */
  components: Readonly<Record<string, unknown>>;
}

/** What the shop's extract route answers: the verified addresses found, in the order of the text. */
export interface ExtractAnswer {
  addresses: ExtractedAddress[];
  /** The addresses US Extract found, verified or not (its `meta.address_count`). */
  found: number;
}

// The size limit is its own module: the element reads it at every paste, before this module's code is fetched.
export { MAX_EXTRACT_BYTES, fitsExtract } from './extract-limit.js';

const STATUSES: readonly string[] = [
  'verified',
  'missing-secondary',
  'secondary-not-matched',
  'vacant',
  'not-found',
] satisfies UsStreetStatus[];

function parseAddress(value: unknown): ExtractedAddress | undefined {
  if (!isRecord(value) || !isRecord(value.components)) return undefined;
  const line1 = textField(value.delivery_line_1);
  const lastLine = textField(value.last_line);
  const status = textField(value.status);
  const zipcode = zipField(value.components.zipcode);
  if (line1 === '' || lastLine === '' || !STATUSES.includes(status) || zipcode === undefined) return undefined;
  const line = typeof value.line === 'number' && Number.isInteger(value.line) && value.line > 0 ? value.line : 1;
  const line2 = textField(value.delivery_line_2);
  return {
    text: textField(value.text),
    line,
    status: status as UsStreetStatus,
    delivery_line_1: line1,
    ...(line2 ? { delivery_line_2: line2 } : {}),
    last_line: lastLine,
    components: { ...value.components, zipcode },
  };
}

/**
 * The route's answer, read as defensively as the service's: an address that cannot be read is left out (the
 * others still stand); a body without the `addresses` list is a `bad-response` error.
 */
export function parseExtractAnswer(body: unknown): ExtractAnswer {
  if (!isRecord(body) || !Array.isArray(body.addresses)) {
    throw badResponse(DEV_MODE ? 'The extract route answered without an "addresses" list.' : 'no addresses');
  }
  const addresses = body.addresses.map(parseAddress).filter((found) => found !== undefined);
  const found = typeof body.found === 'number' && Number.isInteger(body.found) ? body.found : addresses.length;
  return { addresses, found: Math.max(found, addresses.length) };
}

/**
 * POSTs `text` to the shop's extract route, as `text/plain` (a request a page may send anywhere without a CORS
 * preflight; the route checks its origin). Rejects with an AddressError for a status, a network failure or an
 * unreadable body, as the lookups do.
 */
export async function postExtract(
  url: string,
  text: string,
  context: { fetch?: typeof fetch; signal?: AbortSignal },
): Promise<ExtractAnswer> {
  const fetchImpl = context.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: text,
      credentials: 'same-origin',
      signal: context.signal ?? null,
    });
  } catch (error) {
    if (isAbortError(error) || context.signal?.aborted) throw error;
    const reason = DEV_MODE ? 'The extract route could not be reached.' : 'extract route unreachable';
    throw new AddressError('network', reason, { cause: error });
  }
  if (!response.ok) throw await errorFromResponse(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isAbortError(error) || context.signal?.aborted) throw error;
    throw badResponse(DEV_MODE ? 'The extract route answered 200 with a body that is not JSON.' : 'not JSON');
  }
  return parseExtractAnswer(body);
}
