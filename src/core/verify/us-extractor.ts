/**
 * Addresses in pasted text (`extract-url` on the US elements): the text is posted to the shop's extract route, and
 * each verified address it answers becomes a final choice labelled as the list's rows are, its verdict in hand.
 */
import { isAbortError } from '../../api/errors.js';
import { fitsExtract, postExtract } from '../../api/us-extract.js';
import type { AddressApi } from '../events/address-events.js';
import type { Extractor, PasteFinds } from '../lookup/extractor.js';
import { toAddressError } from '../lookup/request-errors.js';
import type { Requests } from '../lookup/verifier.js';
import { candidateChoice } from './replaced-address.js';

export function createUsExtractor(route: string, api: AddressApi, requests: Requests): Extractor {
  return {
    takes: fitsExtract,
    async extract(text: string): Promise<PasteFinds> {
      try {
        const answer = await requests.request(`extract:${route}:${text}`, (signal) =>
          postExtract(route, text, { signal }),
        );
        const finds = answer.addresses.map((found) => {
          // A found address is a US Street candidate cut to its lines and components: mapped as one.
          const candidate = found as unknown as Readonly<Record<string, unknown>>;
          return { choice: candidateChoice(candidate, api), verification: { status: found.status, candidate } };
        });
        return { finds };
      } catch (reason) {
        // Replaced by a newer request (a choice, another paste): its answer is not wanted, and nothing failed.
        return isAbortError(reason) ? { finds: [] } : { finds: [], error: toAddressError(reason) };
      }
    },
  };
}
