/**
 * Paste extraction (`extract-url`) on demand: the route's client (core/verify/us-extractor.ts, api/us-extract.ts) is
 * a chunk of its own, fetched with the choice's code (form-work.ts) once a configuration with `extract-url` is made, or
 * by the first paste for the route, whichever comes first. Which pastes the route takes is known at once (its size
 * limit is here); an extraction asked for while the code is on its way waits for it, and one asked for when it could
 * not be fetched is a failed extraction: the paste stands as pasted, and the failure is reported.
 */
import { fitsExtract } from '../../api/extract-limit.js';
import type { AddressError } from '../../api/errors.js';
import type { AddressApi } from '../events/address-events.js';
import type { Extractor } from '../lookup/extractor.js';
import type { Requests } from '../lookup/verifier.js';
import { featureChunk } from './feature-chunk.js';
import { withFormWork } from './form-work.js';

const code = featureChunk(() => import('../verify/us-extractor.js'));

/** The extraction of one configuration; its code comes with the choice's. */
export function pasteExtractor(route: string, api: AddressApi, requests: Requests): Extractor {
  withFormWork(code.load);
  return {
    takes: fitsExtract,
    extract: (text) =>
      code.load().then(
        (module) => module.createUsExtractor(route, api, requests).extract(text),
        (error: AddressError) => ({ finds: [], error }),
      ),
  };
}
