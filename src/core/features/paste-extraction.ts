/**
 * Paste extraction (`extract-url`) on demand: the route's client (core/verify/us-extractor.ts, api/us-extract.ts) is
 * a chunk of its own, fetched when a configuration with `extract-url` is made. Which pastes the route takes is known
 * at once (its size limit is here); an extraction asked for while the code is on its way waits for it, and one asked
 * for when it could not be fetched is a failed extraction: the paste stands as pasted, and the failure is reported.
 */
import { fitsExtract } from '../../api/extract-limit.js';
import type { AddressError } from '../../api/errors.js';
import type { AddressApi } from '../events/address-events.js';
import type { Extractor } from '../lookup/extractor.js';
import type { Requests } from '../lookup/verifier.js';
import { featureChunk } from './feature-chunk.js';

const code = featureChunk(() => import('../verify/us-extractor.js'));

/** The extraction of one configuration; its code's import starts now. */
export function pasteExtractor(route: string, api: AddressApi, requests: Requests): Extractor {
  // A failure here waits for the paste that needs the code, which tries again and reports it.
  code.load().catch(() => undefined);
  return {
    takes: fitsExtract,
    extract: (text) =>
      code.load().then(
        (module) => module.createUsExtractor(route, api, requests).extract(text),
        (error: AddressError) => ({ finds: [], error }),
      ),
  };
}
