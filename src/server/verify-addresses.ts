/**
 * Verifying submitted addresses on the shop's server: US Street POST batches with a secret key, giving for each
 * address the verdict the element gives (src/api/us-street-status.ts) and its first candidate. The browser's own
 * verdict (`data-verified`, `verified-address`) is page state anyone can forge; this is the one to trust.
 * Standard fetch and AbortSignal only: Node 20+, Deno, Bun and workers.
 */
import { AddressError } from '../api/errors.js';
import type { PostalAddress } from '../form/address-values.js';
import { US_STREET_DEFAULT_BASE_URL, type UsStreetCandidate, type UsStreetMatch } from '../api/us-street.js';
import { usStreetStatus, type UsStreetStatus } from '../api/us-street-status.js';
import { splitIntoBatches } from './batches.js';
import { candidateAddress } from './candidate-address.js';
import { checkSecretKey } from './secret-key.js';
import { postBatch, type SecretContext } from './street-post.js';
import { streetLookup, type SubmittedAddress } from './submitted-address.js';

export interface VerifyAddressesOptions {
  /** The secret key's ID. From the server's configuration (environment), never from the request. */
  authId: string;
  /** The secret key's token: never logged, never in an error message. */
  authToken: string;
  /** US Street `match`: strict (the service's default), invalid or enhanced. */
  match?: UsStreetMatch;
  /** Service root; the default is the service's own host. `/street-address` is appended. */
  baseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** How long one POST may take before the call fails with an AddressError `timeout`; default 10,000 ms. */
  timeoutMs?: number;
}

export interface AddressVerdict {
  /** The element's verdict: verified, missing-secondary, secondary-not-matched, vacant or not-found. */
  status: UsStreetStatus;
  /** The service's first candidate for the address; absent when it found none. */
  candidate?: UsStreetCandidate;
  /** The candidate as a PostalAddress, to correct the order with; absent with the candidate. */
  address?: PostalAddress;
}

/** Requests in flight at once: a small fixed number, so a large list neither queues forever nor floods the service. */
export const MAX_CONCURRENT_POSTS = 3;
export const DEFAULT_TIMEOUT_MS = 10_000;

const MATCH_MODES: readonly string[] = ['strict', 'invalid', 'enhanced'] satisfies UsStreetMatch[];

function secretContext(options: VerifyAddressesOptions, signal: AbortSignal): SecretContext {
  if (typeof options !== 'object' || options === null) throw new TypeError('options must be an object.');
  const secret = checkSecretKey(options);
  if (options.match !== undefined && !MATCH_MODES.includes(options.match)) {
    throw new RangeError(`options.match must be one of ${MATCH_MODES.join(', ')}.`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new RangeError('options.timeoutMs must be above 0.');
  return {
    ...secret,
    baseUrl: options.baseUrl ?? US_STREET_DEFAULT_BASE_URL,
    timeoutMs,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    signal,
  };
}

function verdictOf(candidates: readonly UsStreetCandidate[]): AddressVerdict {
  const [candidate] = candidates;
  const status = usStreetStatus(candidates);
  return candidate ? { status, candidate, address: candidateAddress(candidate) } : { status };
}

/**
 * Verifies `addresses` in order: POSTs of at most 100 addresses and 32,768 bytes, at most MAX_CONCURRENT_POSTS at
 * once. Rejects with a TypeError/RangeError naming the field for malformed input (before any request), and with an
 * AddressError (its `code` and `status`) when a POST fails; the other POSTs are then cancelled.
 */
export async function verifyAddresses(
  addresses: readonly SubmittedAddress[],
  options: VerifyAddressesOptions,
): Promise<AddressVerdict[]> {
  if (!Array.isArray(addresses)) throw new TypeError('addresses must be an array of addresses.');
  const cancel = new AbortController();
  const signal = options?.signal ? AbortSignal.any([options.signal, cancel.signal]) : cancel.signal;
  const context = secretContext(options, signal);
  // match is an input field of each lookup (spec input table); only format and features go in a POST's query.
  const match = options.match ? { match: options.match } : {};
  const batches = splitIntoBatches(
    addresses.map((address, index) => ({ ...streetLookup(address, `addresses[${index}]`), ...match })),
  );
  const found: UsStreetCandidate[][] = addresses.map(() => []);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      const batch = batches[next++];
      for (const { inputIndex, candidate } of await postBatch(batch.body, context)) {
        if (inputIndex >= batch.count) {
          throw new AddressError(
            'bad-response',
            `US Street POST answered input_index ${inputIndex} for ${batch.count} lookups.`,
          );
        }
        found[batch.first + inputIndex].push(candidate);
      }
    }
  };
  const workers = Array.from({ length: Math.min(MAX_CONCURRENT_POSTS, batches.length) }, worker);
  try {
    await Promise.all(workers);
  } catch (error) {
    cancel.abort();
    await Promise.allSettled(workers);
    throw error;
  }
  return found.map(verdictOf);
}
